/**
 * The rules of Italia in the app, in Italian and English (written for players; the engine holds
 * the rules themselves). Loaded on demand.
 */
import { COMBINATION_ARMIES, RULES } from "@italia/engine";
import { useEffect, useRef } from "react";
import { useI18n } from "../i18n/context";
import { useFocusTrap } from "../ui/focusTrap";
import { MandolinoIcon, NonnaIcon, PizzaIcon, ShieldIcon, VespaIcon } from "../ui/icons";

function RulesIt() {
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
        Ognuno riceve un <strong>obiettivo segreto</strong>: un gruppo di regioni che insieme vale
        30 punti. Ogni regione vale quanti sono i suoi collegamenti con altre regioni (confini di
        terra, i traghetti e lo Stretto di Messina). Se alla fine di un tuo turno tieni tutte le
        regioni del tuo obiettivo, vinci subito: è la <strong>Conquista</strong>. Il pannello
        «Obiettivo» mostra i punti che hai già in mano.
      </p>

      <h2>Preparazione</h2>
      <ul>
        <li>Le regioni vengono distribuite a caso, con un’armata ciascuna.</li>
        <li>
          In tre si hanno 17 armate a testa, in quattro 14. Le armate rimaste si piazzano a turno,
          al massimo tre per volta, sulle proprie regioni.
        </li>
        <li>Ognuno riceve l’obiettivo segreto e due obiettivi bonus segreti.</li>
        <li>Chi gioca per primo non riceve rinforzi nel suo primo turno.</li>
        <li>
          Ogni posto ha un colore e un simbolo (● ■ ▲ ◆), così i giocatori si distinguono anche
          senza colori.
        </li>
      </ul>

      <h2>Il turno</h2>
      <ol>
        <li>
          <strong>Rinforzi.</strong> Ricevi un’armata ogni tre regioni che tieni, più il bonus di
          ogni zona tenuta per intero (Nord-Ovest +2, Nord-Est +2, Centro +2, Sud +2, Isole +1) e
          gli eventuali premi degli obiettivi bonus. Piazzali come vuoi sulle tue regioni. Nessuno
          può avere più di 50 armate sulla mappa: l’eccesso va perso.
        </li>
        <li>
          <strong>Carte.</strong> Finché non hai attaccato puoi giocare quante combinazioni vuoi.
        </li>
        <li>
          <strong>Attacco.</strong> Da una tua regione con almeno 2 armate attacchi una regione
          nemica collegata. Il difensore tira un dado per armata (massimo 3). Tu tiri da 1 a 3 dadi,
          non più delle armate meno una, e mai meno del difensore. I dadi più alti si confrontano a
          coppie: chi ha il numero più basso perde un’armata, e il pareggio premia il difensore. Se
          svuoti la regione la conquisti e ci sposti almeno tante armate quanti dadi hai tirato.
          Puoi attaccare quante volte vuoi.
        </li>
        <li>
          <strong>Spostamento.</strong> Premi «Passa»: puoi fare un solo spostamento fra due tue
          regioni collegate, poi il turno finisce. Una regione che confina con un nemico deve
          tenerne almeno 2, le altre almeno 1.
        </li>
      </ol>
      <p>
        Se nel turno hai conquistato almeno una regione, alla fine peschi una carta. Si tengono al
        massimo 7 carte: chi ne riceve un’ottava le scarta tutte. Chi elimina un avversario prende
        le sue carte.
      </p>

      <h2>Carte e combinazioni</h2>
      <p>
        Ogni carta mostra una regione e un simbolo: <PizzaIcon size={20} /> Pizza,{" "}
        <MandolinoIcon size={20} /> Mandolino o <VespaIcon size={20} /> Vespa. Le due{" "}
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
            <td>3 Pizze (o Nonna + 2)</td>
            <td>Pizzata</td>
            <td>+{COMBINATION_ARMIES.pizzata} armate da piazzare</td>
          </tr>
          <tr>
            <td>3 Mandolini (o Nonna + 2)</td>
            <td>Serenata</td>
            <td>
              Una regione nemica collegata con 1 o 2 armate passa a te senza combattere; ci entra
              un’armata da una tua regione vicina che ne ha almeno 2. Il bersaglio si sceglie sulla
              mappa.
            </td>
          </tr>
          <tr>
            <td>3 Vespe (o Nonna + 2)</td>
            <td>Giro in Vespa</td>
            <td>Spostamenti illimitati in questo turno, poi «Passa»</td>
          </tr>
          <tr>
            <td>Un simbolo per tipo (o Nonna + 2 diversi)</td>
            <td>Tutto il pacchetto</td>
            <td>+{COMBINATION_ARMIES["tutto-il-pacchetto"]} armate da piazzare</td>
          </tr>
          <tr>
            <td>Nonna da sola</td>
            <td>Mangia, che sei sciupato</td>
            <td>+{COMBINATION_ARMIES.mangia} armate da piazzare</td>
          </tr>
        </tbody>
      </table>
      <p>
        <strong>Bonus regione:</strong> per ogni carta giocata che mostra una regione tua ricevi
        subito +{RULES.regionCardBonus} armate su quella regione.
      </p>

      <h2>Obiettivi bonus e colpi da maestro</h2>
      <p>
        I due obiettivi bonus si controllano alla fine di ogni tuo turno. Quando ne completi uno è
        un <strong>Colpo da maestro</strong>: l’obiettivo si svela, ricevi il premio e 5 punti per
        il punteggio finale, poi ne peschi un altro. Tre colpi da maestro fanno vincere subito.
      </p>
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
          <strong>Tre colpi da maestro:</strong> completi tre obiettivi bonus.
        </li>
        <li>
          <strong>Ultimo rimasto:</strong> tutti gli altri sono eliminati.
        </li>
        <li>
          <strong>Sdadata:</strong> dopo l’ultimo giro stabilito (25 di norma), a ogni fine turno si
          tirano due dadi: con 4 o meno la partita finisce. La soglia sale di uno a ogni giro, fino
          a 7. Chi in quel turno ha conquistato più di due regioni non tira.
        </li>
      </ul>
      <p>
        Punteggio finale: i valori delle regioni del tuo obiettivo che tieni, più 5 per ogni colpo
        da maestro. A parità contano i valori delle altre regioni, poi le armate.
      </p>
    </article>
  );
}

function RulesEn() {
  return (
    <article className="rules-text" lang="en">
      <h1>How to play Italia</h1>
      <p className="lead">
        Three or four players fight over Italy’s twenty regions. The first to complete their secret
        objective wins; otherwise, when the dice close the game, the best score does.
      </p>

      <h2>The goal</h2>
      <p>
        Everyone gets a <strong>secret main objective</strong>: a set of regions worth 30 points
        together. A region is worth as many points as it has links to other regions (land borders,
        the ferries and the Strait of Messina). Hold every region of your objective at the end of
        one of your turns and you win at once: the <strong>Conquista</strong>. The «Obiettivo» panel
        shows the points you already hold.
      </p>

      <h2>Setup</h2>
      <ul>
        <li>The regions are dealt at random, one army on each.</li>
        <li>
          Each player has 17 armies with three players, 14 with four. The rest are placed in turn,
          at most three at a time, on your own regions.
        </li>
        <li>Everyone gets their secret objective and two secret bonus objectives.</li>
        <li>The first player gets no reinforcements in their first turn.</li>
        <li>
          Each seat has a colour and a shape (● ■ ▲ ◆), so players are told apart without colour.
        </li>
      </ul>

      <h2>Your turn</h2>
      <ol>
        <li>
          <strong>Reinforce.</strong> You get one army per three regions you hold, plus the bonus of
          each zone you hold entirely (Nord-Ovest +2, Nord-Est +2, Centro +2, Sud +2, Isole +1) and
          any bonus-objective rewards. Place them on your regions as you like. Nobody may have more
          than 50 armies on the map: the excess is lost.
        </li>
        <li>
          <strong>Cards.</strong> Until you attack, you may play as many combinations as you like.
        </li>
        <li>
          <strong>Attack.</strong> From one of your regions with at least 2 armies, attack a linked
          enemy region. The defender rolls one die per army (at most 3). You roll 1 to 3 dice, no
          more than your armies there minus one, and never fewer than the defender. The highest dice
          are compared in pairs: the lower die loses one army, and ties go to the defender. Empty
          the region and it is yours: move in at least as many armies as dice you rolled. Attack as
          often as you like.
        </li>
        <li>
          <strong>Fortify.</strong> Press «Passa»: you may make a single move between two linked
          regions of yours, then the turn ends. A region next to an enemy must keep at least 2
          armies, any other at least 1.
        </li>
      </ol>
      <p>
        If you conquered at least one region this turn you draw a card at the end. A hand holds at
        most 7 cards: whoever would get an eighth discards them all. Eliminating a player gives you
        their cards.
      </p>

      <h2>Cards and combinations</h2>
      <p>
        Each card shows a region and a symbol: <PizzaIcon size={20} /> Pizza,{" "}
        <MandolinoIcon size={20} /> Mandolino or <VespaIcon size={20} /> Vespa. The two{" "}
        <NonnaIcon size={20} /> Nonne are jokers (one per combination at most).
      </p>
      <table className="rules-table">
        <thead>
          <tr>
            <th>Cards</th>
            <th>Combination</th>
            <th>Effect</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>3 Pizza (or Nonna + 2)</td>
            <td>Pizzata</td>
            <td>+{COMBINATION_ARMIES.pizzata} armies to place</td>
          </tr>
          <tr>
            <td>3 Mandolino (or Nonna + 2)</td>
            <td>Serenata</td>
            <td>
              A linked enemy region with 1 or 2 armies becomes yours without a fight; one army moves
              in from a neighbouring region of yours that has at least 2. Pick the target on the
              map.
            </td>
          </tr>
          <tr>
            <td>3 Vespa (or Nonna + 2)</td>
            <td>Giro in Vespa</td>
            <td>Unlimited fortify moves this turn, then «Passa»</td>
          </tr>
          <tr>
            <td>One of each symbol (or Nonna + 2 different)</td>
            <td>Tutto il pacchetto</td>
            <td>+{COMBINATION_ARMIES["tutto-il-pacchetto"]} armies to place</td>
          </tr>
          <tr>
            <td>A Nonna alone</td>
            <td>Mangia, che sei sciupato</td>
            <td>+{COMBINATION_ARMIES.mangia} armies to place</td>
          </tr>
        </tbody>
      </table>
      <p>
        <strong>Region bonus:</strong> for each played card showing a region you hold, +
        {RULES.regionCardBonus} armies go straight onto that region.
      </p>

      <h2>Bonus objectives and colpi da maestro</h2>
      <p>
        Your two bonus objectives are checked at the end of each of your turns. Completing one is a{" "}
        <strong>colpo da maestro</strong>: it is revealed, you get its reward and 5 points for the
        final score, and you draw a new one. Three colpi da maestro win the game at once.
      </p>
      <p>
        <ShieldIcon size={16} /> <em>Stato della Chiesa</em> makes your regions untouchable until
        the start of your next turn: on the map they have a dashed border and a small shield.
      </p>

      <h2>End of the game</h2>
      <ul>
        <li>
          <strong>Conquista:</strong> you complete your objective at the end of your turn.
        </li>
        <li>
          <strong>Tre colpi da maestro:</strong> you complete three bonus objectives.
        </li>
        <li>
          <strong>Ultimo rimasto:</strong> everyone else has been eliminated.
        </li>
        <li>
          <strong>Sdadata:</strong> after the last planned round (25 by default), two dice are
          rolled at every turn end: 4 or less ends the game. The threshold rises by one each round,
          up to 7. A player who conquered more than two regions that turn does not roll.
        </li>
      </ul>
      <p>
        Final score: the values of the regions of your objective that you hold, plus 5 per colpo da
        maestro. Ties are broken by the values of your other regions, then by armies.
      </p>
    </article>
  );
}

/** The rules page, in the interface language. */
export default function RulesPage({ onClose }: { onClose: () => void }) {
  const { t, lang } = useI18n();
  const close = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  useFocusTrap(dialog);
  useEffect(() => {
    close.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);
  return (
    <div
      ref={dialog}
      className="overlay rules"
      role="dialog"
      aria-modal="true"
      aria-label={t("rules")}
      data-testid="rules"
    >
      <div className="overlay-card rules-card">
        <button ref={close} type="button" className="btn small close" onClick={onClose}>
          ✕ {t("close")}
        </button>
        {lang === "it" ? <RulesIt /> : <RulesEn />}
      </div>
    </div>
  );
}
