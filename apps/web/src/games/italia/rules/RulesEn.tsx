/**
 * The rules in English, written for players, under the numbers of docs/rules.md (R1–R13, each
 * paragraph with its anchor). Every number comes from the engine (`ruleNumbers`), the bonus
 * objectives from its table of R9.
 */
import { SEAT_SYMBOLS } from "@italia/engine";
import { translator } from "../../../i18n/i18n";
import { MandolinoIcon, NonnaIcon, PizzaIcon, ShieldIcon, VespaIcon } from "../ui/icons";
import { BonusObjectivesTable, ruleNumbers, ZoneBonuses } from "./numbers";
import { Rule, RuleSection } from "./Rule";

/** «How to play Italia». */
export function RulesEn() {
  const n = ruleNumbers();
  const pass = `«${translator("en").t("pass")}»`;
  return (
    <article className="rules-text" lang="en">
      <h1>How to play Italia</h1>
      <p className="lead">
        Three or four players fight over Italy’s twenty regions. The first to complete their secret
        objective wins; otherwise, when the dice close the game, the best score does. Every rule has
        its number (R1, R6.4…): the numbers the game cites when it answers a «Why?».
      </p>

      <RuleSection n="R1" title="The board">
        <Rule n="R1.1">
          Italy’s twenty regions, each in one of five zones. Two regions are <em>linked</em> when a
          land border, the Strait of Messina or a ferry joins them: every rule about neighbouring
          regions counts the Strait and the ferries too.
        </Rule>
        <Rule n="R1.2">
          A region is worth as many points as it has links. Values make the score (R11.5): the
          «Objective» panel shows the points you already hold.
        </Rule>
        <Rule n="R1.3">
          Holding a whole zone adds its bonus to your reinforcements: <ZoneBonuses />. “Nord” is
          Nord-Ovest and Nord-Est together; “Sud or Isole” is Sud and Isole together.
        </Rule>
      </RuleSection>

      <RuleSection n="R2" title="Players and setup">
        <Rule n="R2.1">
          Three or four players. Each seat has a character and a shape ({SEAT_SYMBOLS.join(" ")}),
          so players are told apart without colour.
        </Rule>
        <Rule n="R2.2">
          The first player is drawn at random; play then follows seat order from them.
        </Rule>
        <Rule n="R2.3">
          The regions are shuffled and dealt one at a time in turn order, one army on each; with
          three players the last seat in turn order gets one region fewer.
        </Rule>
        <Rule n="R2.4">
          Each player has {n.armies3} armies with three players, {n.armies4} with four. Those not
          yet on the map are placed in turn, at most {n.setupBatch} at a time, on your own regions
          (split as you like), until all are placed.
        </Rule>
        <Rule n="R2.5">
          Everyone gets a secret main objective and {n.bonusHeld} secret bonus objectives, at
          random; the bonus objectives left over form the bonus deck.
        </Rule>
        <Rule n="R2.6">The deck of cards (one per region, plus the Nonne) is shuffled.</Rule>
        <Rule n="R2.7">The first player gets no reinforcements in their first turn.</Rule>
      </RuleSection>

      <RuleSection n="R3" title="The army cap">
        <p>
          Nobody may have more than {n.armyCap} armies on the map: whatever would go beyond
          (reinforcements, combinations, region bonuses, objective rewards) is lost. Armies still to
          be placed already count.
        </p>
      </RuleSection>

      <RuleSection n="R4" title="Your turn">
        <p>Reinforce, then attack, then fortify; then the end of the turn (R10).</p>
        <Rule n="R4.1">
          When your turn starts your untouchable status ends (R9). You get one army per{" "}
          {n.regionsPerArmy} regions you hold (rounded down), plus the bonus of each zone you hold
          whole and any “next turn” rewards of bonus objectives. No minimum; R3 applies.
        </Rule>
        <Rule n="R4.2">
          Place your reinforcements on your regions as you like, and play as many combinations as
          you like (R5). Nobody attacks while armies are still to be placed.
        </Rule>
        <Rule n="R4.3">
          Combinations may be played until your first attack of the turn, never after.
        </Rule>
        <Rule n="R4.4">Attack as often as you like (R6).</Rule>
        <Rule n="R4.5">
          You may fortify (R7) once no armies are left to place, whether or not you attacked. After
          the first fortify move there are no more attacks.
        </Rule>
        <Rule n="R4.6">
          {pass} ends the turn: from reinforcing once no armies are left to place, from attacking,
          and, if you played Giro in Vespa, from fortifying. Without Giro in Vespa the one fortify
          move ends the turn by itself.
        </Rule>
        <Rule n="R4.7">
          A round is one turn of every player still in the game, starting from the first player.
          Eliminated players are skipped.
        </Rule>
      </RuleSection>

      <RuleSection n="R5" title="Cards and combinations">
        <Rule n="R5.1">
          Each card shows a region and a symbol: <PizzaIcon size={20} /> Pizza,{" "}
          <MandolinoIcon size={20} /> Mandolino or <VespaIcon size={20} /> Vespa. The{" "}
          <NonnaIcon size={20} /> Nonne are jokers without a region.
        </Rule>
        <Rule n="R5.2">
          The combinations (at most one Nonna each):
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
                <td>Three Pizzas (or Nonna and two)</td>
                <td>Pizzata</td>
                <td>+{n.pizzata} armies to place</td>
              </tr>
              <tr>
                <td>Three Mandolini (or Nonna and two)</td>
                <td>Serenata</td>
                <td>one enemy region taken without a fight (R5.4)</td>
              </tr>
              <tr>
                <td>Three Vespe (or Nonna and two)</td>
                <td>Giro in Vespa</td>
                <td>any number of fortify moves this turn (R7.3)</td>
              </tr>
              <tr>
                <td>One of each symbol (or Nonna and two different)</td>
                <td>Tutto il pacchetto</td>
                <td>+{n.pacchetto} armies to place</td>
              </tr>
              <tr>
                <td>Nonna alone</td>
                <td>Mangia, che sei sciupato</td>
                <td>+{n.mangia} armies to place</td>
              </tr>
            </tbody>
          </table>
        </Rule>
        <Rule n="R5.3">
          <strong>Region bonus:</strong> for each card played that shows a region you hold at that
          moment, +{n.regionCardBonus} armies go onto that region at once.
        </Rule>
        <Rule n="R5.4">
          A Serenata names its target when played: an enemy region with 1 or 2 armies, not
          untouchable, linked to a region of yours holding at least 2. One army moves from there
          into the target, and the target’s armies are removed. It is a conquest (R8, R10, R11,
          Esodo estivo). Without a possible target it cannot be played.
        </Rule>
        <Rule n="R5.5">
          Played cards go face up to the discard pile, which everyone sees. When a card must be
          drawn and the deck is empty, the discard pile is shuffled into a new deck; if both are
          empty, nothing is drawn.
        </Rule>
        <Rule n="R5.6">
          A hand holds at most {n.handLimit} cards: anyone who would get more (drawing, taking an
          eliminated player’s cards, a reward) discards the whole hand, the new cards included.
        </Rule>
      </RuleSection>

      <RuleSection n="R6" title="Attack">
        <Rule n="R6.1">
          From one of your regions with at least {n.minAttack} armies, attack a linked enemy region
          that is not untouchable.
        </Rule>
        <Rule n="R6.2">
          The defender rolls one die per army, at most {n.maxDice}. You roll 1 to {n.maxDice} dice,
          no more than your armies there minus one, and{" "}
          <strong>never fewer than the defender</strong>. If no number of dice fits, that attack
          cannot be made.
        </Rule>
        <Rule n="R6.3">
          The highest dice are compared in pairs, as many as the defender’s dice: in each pair the
          lower die loses one army, and ties go to the defender.
        </Rule>
        <Rule n="R6.4">
          Empty the region and it is yours: move in at least as many armies as dice you rolled and
          at most those of the attacking region minus one. Nothing else happens before you choose.
        </Rule>
        <Rule n="R6.5">
          A player who loses their last region is eliminated at once, and whoever eliminated them
          takes all their cards (R5.6 applies). If one player is left the game ends at once (R11.3),
          with the smallest move-in of R6.4.
        </Rule>
      </RuleSection>

      <RuleSection n="R7" title="Fortify">
        <Rule n="R7.1">
          A fortify move takes armies from one of your regions to a linked one of yours.
        </Rule>
        <Rule n="R7.2">
          After the move the source keeps at least 2 armies if it borders an enemy, else at least 1.
        </Rule>
        <Rule n="R7.3">
          One fortify move per turn, and it ends the turn. With Giro in Vespa played that turn you
          may make as many as you like, until {pass}.
        </Rule>
      </RuleSection>

      <RuleSection n="R8" title="The end-of-turn card">
        <p>
          If you conquered at least one region this turn (by attack or by Serenata), you draw a card
          at the end of it.
        </p>
      </RuleSection>

      <RuleSection n="R9" title="Bonus objectives and colpi da maestro">
        <p>
          Everyone holds {n.bonusHeld} secret bonus objectives, checked at the end of each of their
          turns, in the order held. A completed one is a <strong>Colpo da maestro</strong>: it is
          revealed, gives its reward and {n.colpoPoints} points to the final score, and its holder
          draws another from the bonus deck (if any is left). The new one goes last and is first
          checked at the end of your next turn.
        </p>
        <p>
          “For N turns in a row” counts your consecutive turn ends at which the condition holds,
          only while you hold that objective: one turn end where it fails sets the count back to
          zero.
        </p>
        <BonusObjectivesTable lang="en" />
        <p>
          <ShieldIcon size={16} /> With <em>Stato della Chiesa</em> your regions are untouchable
          until the start of your next turn: nobody attacks them or takes them by Serenata. On the
          map they have a dashed border and a small shield.
        </p>
      </RuleSection>

      <RuleSection n="R10" title="The end of a turn">
        <p>In this order:</p>
        <Rule n="R10.1">the card of R8;</Rule>
        <Rule n="R10.2">the check of the bonus objectives (R9);</Rule>
        <Rule n="R10.3">
          victory: holding your whole main objective wins by Conquista (R11.1); otherwise{" "}
          {n.colpiToWin} colpi da maestro win (R11.2);
        </Rule>
        <Rule n="R10.4">the Sdadata roll, if due (R11.4);</Rule>
        <Rule n="R10.5">
          the next player still in the game plays; back at the first player a new round starts.
        </Rule>
      </RuleSection>

      <RuleSection n="R11" title="The end of the game">
        <Rule n="R11.1">
          <strong>Conquista:</strong> at the end of one of your turns you hold every region of your
          main objective, worth {n.objectivePoints} points together. You win.
        </Rule>
        <Rule n="R11.2">
          <strong>Tre colpi da maestro:</strong> you complete {n.colpiToWin} bonus objectives. You
          win.
        </Rule>
        <Rule n="R11.3">
          <strong>Ultimo rimasto:</strong> everyone else is eliminated. You win.
        </Rule>
        <Rule n="R11.4">
          <strong>Sdadata:</strong> a game has a limit of rounds ({n.defaultRounds} unless chosen
          otherwise) or of minutes, chosen when it is created. Overtime starts in the round after
          the last (in a timed game, the round in which time runs out): at every turn end two dice
          are rolled, and if their sum is at most the threshold the game ends. The threshold is{" "}
          {n.sdadataFirstThreshold} in the first round of overtime and rises by one each round, up
          to {n.sdadataMaxThreshold}. A player who conquered more than {n.sdadataMaxConquests}{" "}
          regions that turn does not roll.
        </Rule>
        <Rule n="R11.5">
          Score: the values of the regions of your main objective you hold, plus {n.colpoPoints} per
          colpo da maestro. Ties go to the values of your other regions, then to your armies on the
          map; players still tied share the rank.
        </Rule>
        <Rule n="R11.6">
          After R11.1–R11.3 that player wins and the others are ranked by score; after a Sdadata the
          best score wins. Eliminated players rank below everyone still in the game, and later
          eliminations above earlier ones.
        </Rule>
      </RuleSection>

      <RuleSection n="R12" title="What you see">
        <ul>
          <li>
            <strong>Everyone sees</strong> who holds each region and with how many armies, how many
            cards each player has, the discard pile, how many cards the deck has left, revealed
            bonus objectives, the round, turn and stage, the dice, who is untouchable, and armies to
            be placed.
          </li>
          <li>
            <strong>Only you see</strong> your hand, your main objective, your bonus objectives and
            how far along they are.
          </li>
          <li>
            <strong>Nobody sees</strong> the order of the deck or of the bonus deck, or the random
            number generator.
          </li>
        </ul>
      </RuleSection>

      <RuleSection n="R13" title={<span id="rules-online">Online («In rete»)</span>}>
        <Rule n="R13.1">
          «Multiplayer / Online» creates a room and an invite link to send to the others; empty
          seats can be given to bots.
        </Rule>
        <Rule n="R13.2">
          Whoever creates the room chooses how many rounds (or minutes) the game lasts and how long
          each turn may take.
        </Rule>
        <Rule n="R13.3">
          If a turn’s time runs out, a bot finishes that turn for the player, who keeps their seat.
        </Rule>
        <Rule n="R13.4">
          Anyone who loses the connection reopens the link and is back in their seat.
        </Rule>
      </RuleSection>
    </article>
  );
}
