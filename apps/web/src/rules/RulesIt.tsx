/**
 * The rules in Italian, written for players. Every number comes from the engine (`ruleNumbers`),
 * the bonus objectives from its table of R9.
 */
import { translator } from "../i18n/i18n";
import { MandolinoIcon, NonnaIcon, PizzaIcon, ShieldIcon, VespaIcon } from "../ui/icons";
import { BonusObjectivesTable, ruleNumbers, ZoneBonuses } from "./numbers";

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
        più punti.
      </p>

      <h2>Lo scopo</h2>
      <p>
        Ognuno riceve un <strong>obiettivo segreto</strong>: un gruppo di regioni che insieme vale{" "}
        {n.objectivePoints} punti. Ogni regione vale quanti sono i suoi collegamenti con altre
        regioni (confini di terra, i traghetti e lo Stretto di Messina). Se alla fine di un tuo
        turno tieni tutte le regioni del tuo obiettivo, vinci subito: è la{" "}
        <strong>Conquista</strong>. Il pannello «Obiettivo» mostra i punti che hai già in mano.
      </p>

      <h2>Preparazione</h2>
      <ul>
        <li>Le regioni vengono distribuite a caso, con un’armata ciascuna.</li>
        <li>
          In tre si hanno {n.armies3} armate a testa, in quattro {n.armies4}. Le armate rimaste si
          piazzano a turno, al massimo {n.setupBatch} per volta, sulle proprie regioni.
        </li>
        <li>Ognuno riceve l’obiettivo segreto e {n.bonusHeld} obiettivi bonus segreti.</li>
        <li>Chi gioca per primo non riceve rinforzi nel suo primo turno.</li>
        <li>
          Ogni posto ha un colore e un simbolo (● ■ ▲ ◆), così i giocatori si distinguono anche
          senza colori.
        </li>
      </ul>

      <h2>Il turno</h2>
      <ol>
        <li>
          <strong>Rinforzi.</strong> Ricevi un’armata ogni {n.regionsPerArmy} regioni che tieni, più
          il bonus di ogni zona tenuta per intero (<ZoneBonuses />) e gli eventuali premi degli
          obiettivi bonus. Piazzali come vuoi sulle tue regioni. Nessuno può avere più di{" "}
          {n.armyCap} armate sulla mappa: l’eccesso va perso.
        </li>
        <li>
          <strong>Carte.</strong> Finché non hai attaccato puoi giocare quante combinazioni vuoi.
        </li>
        <li>
          <strong>Attacco.</strong> Da una tua regione con almeno {n.minAttack} armate attacchi una
          regione nemica collegata. Il difensore tira un dado per armata (massimo {n.maxDice}). Tu
          tiri da 1 a {n.maxDice} dadi, non più delle armate meno una, e mai meno del difensore. I
          dadi più alti si confrontano a coppie: chi ha il numero più basso perde un’armata, e il
          pareggio premia il difensore. Se svuoti la regione la conquisti e ci sposti almeno tante
          armate quanti dadi hai tirato. Puoi attaccare quante volte vuoi.
        </li>
        <li>
          <strong>Spostamento.</strong> Premi {pass}: puoi fare un solo spostamento fra due tue
          regioni collegate, poi il turno finisce. Una regione che confina con un nemico deve
          tenerne almeno 2, le altre almeno 1.
        </li>
      </ol>
      <p>
        Se nel turno hai conquistato almeno una regione, alla fine peschi una carta. Si tengono al
        massimo {n.handLimit} carte: chi ne riceverebbe di più le scarta tutte. Chi elimina un
        avversario prende le sue carte.
      </p>

      <h2>Carte e combinazioni</h2>
      <p>
        Ogni carta mostra una regione e un simbolo: <PizzaIcon size={20} /> Pizza,{" "}
        <MandolinoIcon size={20} /> Mandolino o <VespaIcon size={20} /> Vespa. Le{" "}
        <NonnaIcon size={20} /> Nonne sono jolly (una sola per combinazione).
      </p>
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
            <td>
              Una regione nemica collegata con 1 o 2 armate passa a te senza combattere; ci entra
              un’armata da una tua regione vicina che ne ha almeno 2. Il bersaglio si sceglie sulla
              mappa.
            </td>
          </tr>
          <tr>
            <td>Tre Vespe (o Nonna e due)</td>
            <td>Giro in Vespa</td>
            <td>Spostamenti illimitati in questo turno, poi {pass}</td>
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
      <p>
        <strong>Bonus regione:</strong> per ogni carta giocata che mostra una regione tua ricevi
        subito +{n.regionCardBonus} armate su quella regione.
      </p>

      <h2>Obiettivi bonus e colpi da maestro</h2>
      <p>
        I tuoi obiettivi bonus si controllano alla fine di ogni tuo turno. Quando ne completi uno è
        un <strong>Colpo da maestro</strong>: l’obiettivo si svela, ricevi il premio e{" "}
        {n.colpoPoints} punti per il punteggio finale, poi ne peschi un altro. {n.colpiToWin} colpi
        da maestro fanno vincere subito. Gli obiettivi bonus sono questi:
      </p>
      <BonusObjectivesTable lang="it" />
      <p>
        <ShieldIcon size={16} /> Con lo <em>Stato della Chiesa</em> le tue regioni diventano
        intoccabili fino all’inizio del tuo turno successivo: sulla mappa hanno un bordo
        tratteggiato e uno scudetto.
      </p>

      <h2>Fine della partita</h2>
      <ul>
        <li>
          <strong>Conquista:</strong> completi il tuo obiettivo alla fine di un tuo turno.
        </li>
        <li>
          <strong>Tre colpi da maestro:</strong> completi {n.colpiToWin} obiettivi bonus.
        </li>
        <li>
          <strong>Ultimo rimasto:</strong> tutti gli altri sono eliminati.
        </li>
        <li>
          <strong>Sdadata:</strong> dopo l’ultimo giro stabilito ({n.defaultRounds} di norma), a
          ogni fine turno si tirano due dadi: con {n.sdadataFirstThreshold} o meno la partita
          finisce. La soglia sale di uno a ogni giro, fino a {n.sdadataMaxThreshold}. Chi in quel
          turno ha conquistato più di {n.sdadataMaxConquests} regioni non tira.
        </li>
      </ul>
      <p>
        Punteggio finale: i valori delle regioni del tuo obiettivo che tieni, più {n.colpoPoints}{" "}
        per ogni colpo da maestro. A parità contano i valori delle altre regioni, poi le armate.
      </p>

      <h2 id="rules-online">In rete</h2>
      <ul>
        <li>
          «Multigiocatore» crea una stanza e un link d’invito da mandare agli altri; i posti vuoti
          si possono dare ai bot.
        </li>
        <li>
          Chi crea la stanza sceglie quanti giri (o quanti minuti) dura la partita e quanto tempo ha
          ogni turno.
        </li>
        <li>
          Se il tempo di un turno finisce, un bot completa quel turno per il giocatore, che tiene il
          suo posto.
        </li>
        <li>Chi perde la connessione riapre il link e ritrova il suo posto.</li>
      </ul>
    </article>
  );
}
