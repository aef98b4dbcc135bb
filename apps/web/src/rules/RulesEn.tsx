/**
 * The rules in English, written for players. Every number comes from the engine (`ruleNumbers`),
 * the bonus objectives from its table of R9.
 */
import { translator } from "../i18n/i18n";
import { MandolinoIcon, NonnaIcon, PizzaIcon, ShieldIcon, VespaIcon } from "../ui/icons";
import { BonusObjectivesTable, ruleNumbers, ZoneBonuses } from "./numbers";

/** «How to play Italia». */
export function RulesEn() {
  const n = ruleNumbers();
  const pass = `«${translator("en").t("pass")}»`;
  return (
    <article className="rules-text" lang="en">
      <h1>How to play Italia</h1>
      <p className="lead">
        Three or four players fight over Italy’s twenty regions. The first to complete their secret
        objective wins; otherwise, when the dice close the game, the best score does.
      </p>

      <h2>The goal</h2>
      <p>
        Everyone gets a <strong>secret main objective</strong>: a set of regions worth{" "}
        {n.objectivePoints} points together. A region is worth as many points as it has links to
        other regions (land borders, the ferries and the Strait of Messina). Hold every region of
        your objective at the end of one of your turns and you win at once: the{" "}
        <strong>Conquista</strong>. The «Objective» panel shows the points you already hold.
      </p>

      <h2>Setup</h2>
      <ul>
        <li>The regions are dealt at random, one army on each.</li>
        <li>
          Each player has {n.armies3} armies with three players, {n.armies4} with four. The rest are
          placed in turn, at most {n.setupBatch} at a time, on your own regions.
        </li>
        <li>Everyone gets their secret objective and {n.bonusHeld} secret bonus objectives.</li>
        <li>The first player gets no reinforcements in their first turn.</li>
        <li>
          Each seat has a colour and a shape (● ■ ▲ ◆), so players are told apart without colour.
        </li>
      </ul>

      <h2>Your turn</h2>
      <ol>
        <li>
          <strong>Reinforce.</strong> You get one army per {n.regionsPerArmy} regions you hold, plus
          the bonus of each zone you hold entirely (<ZoneBonuses />) and any bonus-objective
          rewards. Place them on your regions as you like. Nobody may have more than {n.armyCap}{" "}
          armies on the map: the excess is lost.
        </li>
        <li>
          <strong>Cards.</strong> Until you attack, you may play as many combinations as you like.
        </li>
        <li>
          <strong>Attack.</strong> From one of your regions with at least {n.minAttack} armies,
          attack a linked enemy region. The defender rolls one die per army (at most {n.maxDice}).
          You roll 1 to {n.maxDice} dice, no more than your armies there minus one, and never fewer
          than the defender. The highest dice are compared in pairs: the lower die loses one army,
          and ties go to the defender. Empty the region and it is yours: move in at least as many
          armies as dice you rolled. Attack as often as you like.
        </li>
        <li>
          <strong>Fortify.</strong> Press {pass}: you may make a single move between two linked
          regions of yours, then the turn ends. A region next to an enemy must keep at least 2
          armies, any other at least 1.
        </li>
      </ol>
      <p>
        If you conquered at least one region this turn you draw a card at the end. A hand holds at
        most {n.handLimit} cards: whoever would get more discards them all. Eliminating a player
        gives you their cards.
      </p>

      <h2>Cards and combinations</h2>
      <p>
        Each card shows a region and a symbol: <PizzaIcon size={20} /> Pizza,{" "}
        <MandolinoIcon size={20} /> Mandolino or <VespaIcon size={20} /> Vespa. The{" "}
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
            <td>Three Pizza (or a Nonna and two)</td>
            <td>Pizzata</td>
            <td>+{n.pizzata} armies to place</td>
          </tr>
          <tr>
            <td>Three Mandolino (or a Nonna and two)</td>
            <td>Serenata</td>
            <td>
              A linked enemy region with 1 or 2 armies becomes yours without a fight; one army moves
              in from a neighbouring region of yours that has at least 2. Pick the target on the
              map.
            </td>
          </tr>
          <tr>
            <td>Three Vespa (or a Nonna and two)</td>
            <td>Giro in Vespa</td>
            <td>Unlimited fortify moves this turn, then {pass}</td>
          </tr>
          <tr>
            <td>One of each symbol (or a Nonna and two different)</td>
            <td>Tutto il pacchetto</td>
            <td>+{n.pacchetto} armies to place</td>
          </tr>
          <tr>
            <td>A Nonna alone</td>
            <td>Mangia, che sei sciupato</td>
            <td>+{n.mangia} armies to place</td>
          </tr>
        </tbody>
      </table>
      <p>
        <strong>Region bonus:</strong> for each played card showing a region you hold, +
        {n.regionCardBonus} armies go straight onto that region.
      </p>

      <h2>Bonus objectives and colpi da maestro</h2>
      <p>
        Your bonus objectives are checked at the end of each of your turns. Completing one is a{" "}
        <strong>colpo da maestro</strong>: it is revealed, you get its reward and {n.colpoPoints}{" "}
        points for the final score, and you draw a new one. {n.colpiToWin} colpi da maestro win the
        game at once. These are the bonus objectives:
      </p>
      <BonusObjectivesTable lang="en" />
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
          <strong>Tre colpi da maestro:</strong> you complete {n.colpiToWin} bonus objectives.
        </li>
        <li>
          <strong>Ultimo rimasto:</strong> everyone else has been eliminated.
        </li>
        <li>
          <strong>Sdadata:</strong> after the last planned round ({n.defaultRounds} by default), two
          dice are rolled at every turn end: {n.sdadataFirstThreshold} or less ends the game. The
          threshold rises by one each round, up to {n.sdadataMaxThreshold}. A player who conquered
          more than {n.sdadataMaxConquests} regions that turn does not roll.
        </li>
      </ul>
      <p>
        Final score: the values of the regions of your objective that you hold, plus {n.colpoPoints}{" "}
        per colpo da maestro. Ties are broken by the values of your other regions, then by armies.
      </p>

      <h2 id="rules-online">Online («In rete»)</h2>
      <ul>
        <li>
          «Multiplayer / Online» on the home page creates a room and an invite link to send to the
          others; empty seats may be given to bots.
        </li>
        <li>
          Whoever creates the room chooses how many rounds (or minutes) the game lasts and how much
          time each turn has.
        </li>
        <li>
          When a turn’s time runs out, a bot finishes that turn for the player, who keeps the seat.
        </li>
        <li>A player who loses the connection reopens the link and is back in their seat.</li>
      </ul>
    </article>
  );
}
