/**
 * The rules in Italian, written for players, under the numbers of docs/rules.md (R1–R13, each
 * paragraph with its anchor). Every number comes from the engine (`ruleNumbers`), the bonus
 * objectives from its table of R9.
 */
import { SEAT_SYMBOLS } from "@italia/engine";
import { translator } from "../../../i18n/i18n";
import { MandolinoIcon, NonnaIcon, PizzaIcon, ShieldIcon, VespaIcon } from "../ui/icons";
import { BonusObjectivesTable, ruleNumbers, ZoneBonuses } from "./numbers";
import { Rule, RuleSection } from "./Rule";

/** «Come si gioca a Italia». */
export function RulesIt() {
  const n = ruleNumbers();
  const pass = `«${translator("it").t("pass")}»`;
  return (
    <article className="rules-text" lang="it">
      <h1>Come si gioca a Italia</h1>
      <p className="lead">
        Da tre a quattro giocatori si contendono le venti regioni d’Italia. Vince chi completa per
        primo il proprio obiettivo segreto; altrimenti, quando la partita si chiude ai dadi, chi ha
        più punti. Ogni regola ha il suo numero (R1, R6.4…): sono i numeri che il gioco cita quando
        spiega un «Perché?».
      </p>

      <RuleSection n="R1" title="Il tabellone">
        <Rule n="R1.1">
          Le venti regioni, ognuna in una delle cinque zone. Due regioni sono <em>collegate</em>{" "}
          quando le unisce un confine di terra, lo Stretto di Messina o un traghetto: ogni regola
          che parla di regioni confinanti conta anche lo Stretto e i traghetti.
        </Rule>
        <Rule n="R1.2">
          Una regione vale quanti sono i suoi collegamenti. I valori fanno il punteggio (R11.5): il
          pannello «Obiettivo» mostra i punti che hai già in mano.
        </Rule>
        <Rule n="R1.3">
          Chi tiene per intero una zona riceve il suo bonus nei rinforzi: <ZoneBonuses />. «Nord» è
          Nord-Ovest più Nord-Est; «Sud o Isole» è Sud più Isole.
        </Rule>
      </RuleSection>

      <RuleSection n="R2" title="Giocatori e preparazione">
        <Rule n="R2.1">
          Si gioca in tre o in quattro. Ogni posto ha un personaggio e un simbolo (
          {SEAT_SYMBOLS.join(" ")}), così i giocatori si distinguono anche senza colori.
        </Rule>
        <Rule n="R2.2">
          Chi gioca per primo si sorteggia; poi si gioca in ordine di posto a partire da lui.
        </Rule>
        <Rule n="R2.3">
          Le regioni si mescolano e si distribuiscono una alla volta in ordine di turno, con
          un’armata ciascuna; in tre, l’ultimo del giro ne riceve una in meno.
        </Rule>
        <Rule n="R2.4">
          In tre si hanno {n.armies3} armate a testa, in quattro {n.armies4}. Quelle non ancora
          sulla mappa si piazzano a turno, al massimo {n.setupBatch} per volta, sulle proprie
          regioni (anche divise fra più regioni), finché sono tutte piazzate.
        </Rule>
        <Rule n="R2.5">
          Ognuno riceve a caso un obiettivo segreto e {n.bonusHeld} obiettivi bonus segreti; gli
          obiettivi bonus rimasti formano il mazzo degli obiettivi bonus.
        </Rule>
        <Rule n="R2.6">Il mazzo delle carte (una per regione, più le Nonne) si mescola.</Rule>
        <Rule n="R2.7">Chi gioca per primo non riceve rinforzi nel suo primo turno.</Rule>
      </RuleSection>

      <RuleSection n="R3" title="Il limite di armate">
        <p>
          Nessuno può avere più di {n.armyCap} armate sulla mappa: quello che andrebbe oltre
          (rinforzi, combinazioni, bonus regione, premi degli obiettivi) va perso. Le armate ancora
          da piazzare contano già.
        </p>
      </RuleSection>

      <RuleSection n="R4" title="Il turno">
        <p>Rinforzi, poi attacco, poi spostamento; infine la fine del turno (R10).</p>
        <Rule n="R4.1">
          All’inizio del tuo turno finisce la tua intoccabilità (R9). Ricevi un’armata ogni{" "}
          {n.regionsPerArmy} regioni che tieni (per difetto), più il bonus di ogni zona tenuta per
          intero e i premi «al prossimo turno» degli obiettivi bonus. Nessun minimo; vale R3.
        </Rule>
        <Rule n="R4.2">
          Piazzi i rinforzi come vuoi sulle tue regioni e puoi giocare quante combinazioni vuoi
          (R5). Finché restano armate da piazzare non si attacca.
        </Rule>
        <Rule n="R4.3">Le combinazioni si giocano fino al primo attacco del turno, mai dopo.</Rule>
        <Rule n="R4.4">Puoi attaccare quante volte vuoi (R6).</Rule>
        <Rule n="R4.5">
          Lo spostamento (R7) si fa quando non restano armate da piazzare, che tu abbia attaccato o
          no. Dopo il primo spostamento non si attacca più.
        </Rule>
        <Rule n="R4.6">
          {pass} chiude il turno: dai rinforzi quando non restano armate da piazzare, dall’attacco
          e, se hai giocato il Giro in Vespa, dagli spostamenti. Senza Giro in Vespa l’unico
          spostamento chiude il turno da solo.
        </Rule>
        <Rule n="R4.7">
          Un giro è un turno di ogni giocatore ancora in gioco, a partire dal primo. Gli eliminati
          si saltano.
        </Rule>
      </RuleSection>

      <RuleSection n="R5" title="Carte e combinazioni">
        <Rule n="R5.1">
          Ogni carta mostra una regione e un simbolo: <PizzaIcon size={20} /> Pizza,{" "}
          <MandolinoIcon size={20} /> Mandolino o <VespaIcon size={20} /> Vespa. Le{" "}
          <NonnaIcon size={20} /> Nonne sono jolly senza regione.
        </Rule>
        <Rule n="R5.2">
          Le combinazioni (al massimo una Nonna ciascuna):
          <table className="rules-table">
            <thead>
              <tr>
                <th>Carte</th>
                <th>Combinazione</th>
                <th>Effetto</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>Tre Pizze (o Nonna e due)</td>
                <td>Pizzata</td>
                <td>+{n.pizzata} armate da piazzare</td>
              </tr>
              <tr>
                <td>Tre Mandolini (o Nonna e due)</td>
                <td>Serenata</td>
                <td>una regione nemica presa senza combattere (R5.4)</td>
              </tr>
              <tr>
                <td>Tre Vespe (o Nonna e due)</td>
                <td>Giro in Vespa</td>
                <td>spostamenti illimitati in questo turno (R7.3)</td>
              </tr>
              <tr>
                <td>Un simbolo per tipo (o Nonna e due diversi)</td>
                <td>Tutto il pacchetto</td>
                <td>+{n.pacchetto} armate da piazzare</td>
              </tr>
              <tr>
                <td>Nonna da sola</td>
                <td>Mangia, che sei sciupato</td>
                <td>+{n.mangia} armate da piazzare</td>
              </tr>
            </tbody>
          </table>
        </Rule>
        <Rule n="R5.3">
          <strong>Bonus regione:</strong> per ogni carta giocata che mostra una regione tua in quel
          momento ricevi subito +{n.regionCardBonus} armate su quella regione.
        </Rule>
        <Rule n="R5.4">
          La Serenata sceglie il bersaglio quando si gioca: una regione nemica con 1 o 2 armate, non
          intoccabile, collegata a una tua regione che ne ha almeno 2. Un’armata passa da lì al
          bersaglio e le armate del bersaglio si tolgono. È una conquista (R8, R10, R11, Esodo
          estivo). Senza un bersaglio possibile non si gioca.
        </Rule>
        <Rule n="R5.5">
          Le carte giocate vanno scoperte negli scarti, che tutti vedono. Se si deve pescare e il
          mazzo è vuoto, gli scarti si mescolano in un mazzo nuovo; se sono vuoti tutti e due, non
          si pesca.
        </Rule>
        <Rule n="R5.6">
          Si tengono al massimo {n.handLimit} carte: chi ne riceverebbe di più (pescando, prendendo
          le carte di un eliminato, per un premio) scarta tutta la mano, nuove comprese.
        </Rule>
      </RuleSection>

      <RuleSection n="R6" title="L’attacco">
        <Rule n="R6.1">
          Da una tua regione con almeno {n.minAttack} armate attacchi una regione nemica collegata
          che non sia intoccabile.
        </Rule>
        <Rule n="R6.2">
          Il difensore tira un dado per armata, al massimo {n.maxDice}. Tu tiri da 1 a {n.maxDice}{" "}
          dadi, non più delle armate della regione meno una, e{" "}
          <strong>mai meno del difensore</strong>. Se nessun numero di dadi va bene, quell’attacco
          non si può fare.
        </Rule>
        <Rule n="R6.3">
          I dadi più alti si confrontano a coppie, tante quanti i dadi del difensore: in ogni coppia
          chi ha il numero più basso perde un’armata, e il pareggio premia il difensore.
        </Rule>
        <Rule n="R6.4">
          Se svuoti la regione la conquisti: ci sposti almeno tante armate quanti dadi hai tirato e
          al massimo quelle della regione d’attacco meno una. Prima di questa scelta non succede
          nient’altro.
        </Rule>
        <Rule n="R6.5">
          Chi perde l’ultima regione è eliminato subito, e chi lo elimina prende tutte le sue carte
          (vale R5.6). Se resta un solo giocatore la partita finisce subito (R11.3), con lo
          spostamento minimo di R6.4.
        </Rule>
      </RuleSection>

      <RuleSection n="R7" title="Lo spostamento">
        <Rule n="R7.1">
          Uno spostamento porta armate da una tua regione a un’altra tua regione collegata.
        </Rule>
        <Rule n="R7.2">
          Dopo lo spostamento la regione di partenza tiene almeno 2 armate se confina con un nemico,
          altrimenti almeno 1.
        </Rule>
        <Rule n="R7.3">
          Uno spostamento per turno, e con esso il turno finisce. Con il Giro in Vespa giocato nel
          turno se ne fanno quanti si vuole, fino a {pass}.
        </Rule>
      </RuleSection>

      <RuleSection n="R8" title="La carta di fine turno">
        <p>
          Se nel turno hai conquistato almeno una regione (con un attacco o una Serenata), alla fine
          peschi una carta.
        </p>
      </RuleSection>

      <RuleSection n="R9" title="Obiettivi bonus e colpi da maestro">
        <p>
          Ognuno tiene {n.bonusHeld} obiettivi bonus segreti, controllati alla fine di ogni suo
          turno, nell’ordine in cui li tiene. Uno completato è un <strong>Colpo da maestro</strong>:
          si svela, dà il suo premio e {n.colpoPoints} punti per il punteggio finale, e se ne pesca
          un altro dal mazzo degli obiettivi bonus (se ne restano). Il nuovo va in fondo e si
          controlla la prima volta alla fine del tuo turno successivo.
        </p>
        <p>
          «Per N turni di fila» conta le fini dei tuoi turni consecutive in cui la condizione vale,
          solo mentre tieni quell’obiettivo: una fine turno in cui non vale riporta il conto a zero.
        </p>
        <BonusObjectivesTable lang="it" />
        <p>
          <ShieldIcon size={16} /> Con lo <em>Stato della Chiesa</em> le tue regioni diventano
          intoccabili fino all’inizio del tuo turno successivo: nessuno le attacca né le prende con
          una Serenata. Sulla mappa hanno un bordo tratteggiato e uno scudetto.
        </p>
      </RuleSection>

      <RuleSection n="R10" title="La fine del turno">
        <p>In quest’ordine:</p>
        <Rule n="R10.1">la carta di R8;</Rule>
        <Rule n="R10.2">il controllo degli obiettivi bonus (R9);</Rule>
        <Rule n="R10.3">
          la vittoria: chi tiene tutto il suo obiettivo vince per Conquista (R11.1); altrimenti chi
          ha {n.colpiToWin} colpi da maestro vince (R11.2);
        </Rule>
        <Rule n="R10.4">il tiro della Sdadata, se è il momento (R11.4);</Rule>
        <Rule n="R10.5">
          tocca al prossimo giocatore in gioco; quando si torna al primo comincia un nuovo giro.
        </Rule>
      </RuleSection>

      <RuleSection n="R11" title="La fine della partita">
        <Rule n="R11.1">
          <strong>Conquista:</strong> alla fine di un tuo turno tieni tutte le regioni del tuo
          obiettivo, che insieme valgono {n.objectivePoints} punti. Vinci.
        </Rule>
        <Rule n="R11.2">
          <strong>Tre colpi da maestro:</strong> completi {n.colpiToWin} obiettivi bonus. Vinci.
        </Rule>
        <Rule n="R11.3">
          <strong>Ultimo rimasto:</strong> tutti gli altri sono eliminati. Vinci.
        </Rule>
        <Rule n="R11.4">
          <strong>Sdadata:</strong> la partita ha un limite di giri ({n.defaultRounds} di norma) o
          di minuti, scelto quando si crea. I supplementari cominciano nel giro dopo l’ultimo (a
          tempo, nel giro in cui il tempo scade): a ogni fine turno si tirano due dadi, e se la
          somma non supera la soglia la partita finisce. La soglia è {n.sdadataFirstThreshold} nel
          primo giro dei supplementari e sale di uno a ogni giro, fino a {n.sdadataMaxThreshold}.
          Chi nel turno ha conquistato più di {n.sdadataMaxConquests} regioni non tira.
        </Rule>
        <Rule n="R11.5">
          Punteggio: i valori delle regioni del tuo obiettivo che tieni, più {n.colpoPoints} per
          ogni colpo da maestro. A parità contano i valori delle altre tue regioni, poi le armate
          sulla mappa; chi è ancora pari divide il posto.
        </Rule>
        <Rule n="R11.6">
          Con R11.1–R11.3 vince quel giocatore e gli altri si ordinano per punteggio; con la Sdadata
          vince il punteggio migliore. Gli eliminati stanno sotto tutti quelli in gioco, e chi è
          uscito dopo sta sopra chi è uscito prima.
        </Rule>
      </RuleSection>

      <RuleSection n="R12" title="Cosa si vede">
        <ul>
          <li>
            <strong>Tutti vedono</strong> chi tiene ogni regione e con quante armate, quante carte
            ha ognuno, gli scarti, quante carte restano nel mazzo, gli obiettivi bonus svelati, il
            giro, il turno e la fase, i dadi, chi è intoccabile, le armate da piazzare.
          </li>
          <li>
            <strong>Solo tu vedi</strong> la tua mano, il tuo obiettivo, i tuoi obiettivi bonus e a
            che punto sono.
          </li>
          <li>
            <strong>Nessuno vede</strong> l’ordine del mazzo e degli obiettivi bonus, né il
            generatore dei numeri casuali.
          </li>
        </ul>
      </RuleSection>

      <RuleSection n="R13" title={<span id="rules-online">In rete</span>}>
        <Rule n="R13.1">
          «Multigiocatore» crea una stanza e un link d’invito da mandare agli altri; i posti vuoti
          si possono dare ai bot.
        </Rule>
        <Rule n="R13.2">
          Chi crea la stanza sceglie quanti giri (o quanti minuti) dura la partita e quanto tempo ha
          ogni turno.
        </Rule>
        <Rule n="R13.3">
          Se il tempo di un turno finisce, un bot completa quel turno per il giocatore, che tiene il
          suo posto.
        </Rule>
        <Rule n="R13.4">Chi perde la connessione riapre il link e ritrova il suo posto.</Rule>
      </RuleSection>
    </article>
  );
}
