/**
 * Checking a position: a {@link PositionSetup} whose fields are each well-formed → a game state
 * the rules could have reached, or a refusal naming the field that does not fit the others (a seat
 * out of play owning a region, more than 50 armies, a card in two places, the stage's own parts,
 * …). The finer cross-field facts of a reached game (an ending the board bears out, a clock that
 * fits the limit, …) follow in `position-consistency.ts`.
 *
 * @internal
 * @module
 */
import {
  areAdjacent,
  attackDiceLimit,
  type BonusObjectiveId,
  CARD_IDS,
  type CardId,
  type ObjectiveId,
  REGION_IDS,
  RULES,
} from "./board.js";
import { copyRegionRecord } from "./board-data.generated.js";
import { seatInJson } from "./errors.js";
import { deepFreeze, rememberFrozenState } from "./freeze.js";
import { checkConsistency } from "./position-consistency.js";
import { inRange, refuse } from "./position-refusal.js";
import { ALL_BONUS, type PositionSetup } from "./position-setup.js";
import { type Seed, seedRng } from "./rng.js";
import type { GameState, OccupyState } from "./state.js";

/**
 * Turns a parsed setup into a game, refusing (with a thrown `Refusal`) the first field that does
 * not fit with the others. The game's PRNG is seeded from `seed`.
 */
export function checkSetup(setup: PositionSetup, seed: Seed): GameState {
  checkSeats(setup);
  checkRegions(setup);
  const deck = checkCards(setup);
  const objectives = checkObjectives(setup);
  const bonusDeck = checkBonus(setup);
  if (setup.stage === "fortify" && !setup.turn.vespa)
    refuse("$.stage", `Stage "fortify" exists only after Giro in Vespa ($.turn.vespa) (R7.3).`);
  const batchLeft = checkBatch(setup);
  const occupy = checkOccupy(setup);
  checkEnding(setup);

  const { limit, overtimeFromRound } = setup;
  const state: GameState = {
    format: "italia-state/2",
    players: setup.players,
    firstSeat: setup.firstSeat,
    round: setup.round,
    currentSeat: setup.currentSeat,
    stage: setup.stage,
    pendingArmies: setup.pendingArmies,
    setupRemaining: setup.setupRemaining.slice(),
    batchLeft,
    regions: copyRegionRecord(setup.regions),
    hands: setup.hands.map((h) => h.slice()),
    deck,
    discard: setup.discard.slice(),
    objectives,
    bonus: setup.bonus.slice(),
    bonusDeck,
    nextTurnArmies: setup.nextTurnArmies.slice(),
    untouchable: setup.untouchable.slice(),
    eliminated: setup.eliminated.slice(),
    turn: setup.turn,
    occupy,
    limit,
    overtimeFromRound,
    // In a timed game, overtime is known exactly once the clock has expired (R11.4).
    clockExpired: "minutes" in limit && overtimeFromRound !== null,
    winner: setup.winner,
    endReason: setup.endReason,
    rng: seedRng(seed),
  };
  checkConsistency(state, setup.clockExpired);
  deepFreeze(state);
  // Built from the parsed copy and frozen whole: `apply` and `legalActions` may trust it.
  rememberFrozenState(state);
  return state;
}

/** Who is still playing: at least one seat, the current one among them, none untouchable. */
function checkSeats({ players, stage, currentSeat, eliminated, untouchable }: PositionSetup): void {
  if (eliminated.length >= players)
    refuse("$.eliminated", "At least one seat must still be playing.");
  if (stage !== "over" && eliminated.includes(currentSeat))
    refuse(
      "$.currentSeat",
      `${seatInJson(currentSeat, true)} is eliminated and cannot be the current seat.`,
    );
  for (const s of untouchable)
    if (eliminated.includes(s))
      refuse("$.untouchable", `${seatInJson(s, true)} is eliminated and cannot be untouchable.`);
}

/** R1, R3, R4.2: every living seat owns a region, no more than 50 armies, pending in reinforce. */
function checkRegions(setup: PositionSetup): void {
  const { players, regions, eliminated, pendingArmies, stage, currentSeat } = setup;
  for (const id of REGION_IDS) {
    const owner = regions[id].owner;
    if (eliminated.includes(owner))
      refuse(
        `$.regions.${id}.owner`,
        `$.regions.${id}.owner: ${seatInJson(owner)} is eliminated and owns nothing.`,
      );
  }
  for (let s = 0; s < players; s++) {
    if (!eliminated.includes(s) && !REGION_IDS.some((id) => regions[id].owner === s)) {
      refuse("$.regions", `${seatInJson(s, true)} owns no region but is not in $.eliminated.`);
    }
  }
  if (pendingArmies > 0 && stage !== "reinforce")
    refuse("$.pendingArmies", `Armies can be pending only in stage "reinforce" (R4.2).`);
  // R3: armies on the map plus pending armies never exceed 50.
  for (let s = 0; s < players; s++) {
    let total = s === currentSeat ? pendingArmies : 0;
    for (const id of REGION_IDS) if (regions[id].owner === s) total += regions[id].armies;
    if (total > RULES.armyCap)
      refuse(
        "$.regions",
        `${seatInJson(s, true)} has ${total} armies (with pending ones); the cap is ${RULES.armyCap} (R3).`,
      );
  }
}

/** R5: hands of at most 7, none for a seat out of play; every card exactly once. The deck. */
function checkCards({ hands, discard, deck, eliminated }: PositionSetup): CardId[] {
  hands.forEach((h, s) => {
    if (h.length > RULES.handLimit)
      refuse(
        `$.hands.${s}`,
        `$.hands.${s} holds ${h.length} cards; the limit is ${RULES.handLimit} (R5.6).`,
      );
    if (h.length > 0 && eliminated.includes(s))
      refuse(
        `$.hands.${s}`,
        `${seatInJson(s, true)} is eliminated: its cards went to the player who eliminated it (R6.5).`,
      );
  });
  const placed = new Map<CardId, string>();
  const note = (card: CardId, where: string) => {
    const before = placed.get(card);
    if (before) refuse(where, `The card "${card}" is both in ${before} and in ${where}.`);
    placed.set(card, where);
  };
  for (const [s, h] of hands.entries())
    for (const [i, c] of h.entries()) note(c, `$.hands.${s}[${i}]`);
  for (const [i, c] of discard.entries()) note(c, `$.discard[${i}]`);
  if (deck === null) return CARD_IDS.filter((c) => !placed.has(c));
  for (const [i, c] of deck.entries()) note(c, `$.deck[${i}]`);
  for (const c of CARD_IDS) {
    if (!placed.has(c))
      refuse(
        "$.deck",
        `The card "${c}" is missing: every card is in a hand, the deck or the discard pile.`,
      );
  }
  return deck.slice();
}

/** One distinct main objective per seat. */
function checkObjectives({ objectives }: PositionSetup): ObjectiveId[] {
  objectives.forEach((o, s) => {
    if (o === null)
      refuse(`$.objectives.${s}`, `$.objectives.${s} is missing: every seat has a main objective.`);
    if (objectives.indexOf(o) !== s)
      refuse(`$.objectives.${s}`, `Two seats cannot share the objective "${o}".`);
  });
  return objectives as ObjectiveId[];
}

/** R9: every bonus objective exactly once among held, completed and the bonus deck. */
function checkBonus({ bonus, bonusDeck }: PositionSetup): BonusObjectiveId[] {
  const seen = new Map<BonusObjectiveId, string>();
  const note = (id: BonusObjectiveId, where: string) => {
    const before = seen.get(id);
    if (before) refuse(where, `The bonus objective "${id}" is both in ${before} and in ${where}.`);
    seen.set(id, where);
  };
  for (const [s, b] of bonus.entries()) {
    for (const [i, id] of b.held.entries()) note(id, `$.bonus.${s}.held[${i}]`);
    for (const [i, id] of b.completed.entries()) note(id, `$.bonus.${s}.completed[${i}]`);
  }
  if (bonusDeck === null) return ALL_BONUS.filter((id) => !seen.has(id));
  for (const [i, id] of bonusDeck.entries()) note(id, `$.bonusDeck[${i}]`);
  for (const id of ALL_BONUS)
    if (!seen.has(id))
      refuse(
        "$.bonusDeck",
        `The bonus objective "${id}" is missing from held, completed and the bonus deck.`,
      );
  return bonusDeck.slice();
}

/** R2.4: in setup, the current seat's batch: 1 to 3 armies, no more than it has left. */
function checkBatch({ stage, setupRemaining, currentSeat, batchLeft }: PositionSetup): number {
  if (stage !== "setup") return 0;
  const left = setupRemaining[currentSeat]!;
  if (left === 0 && setupRemaining.some((n) => n > 0))
    refuse(
      "$.setupRemaining",
      `The current seat, ${seatInJson(currentSeat)}, has no armies left to place.`,
    );
  const max = Math.min(RULES.setupBatch, left);
  return batchLeft === null ? max : inRange(batchLeft, "$.batchLeft", left > 0 ? 1 : 0, max);
}

/** R6.4: the move-in after a conquest, between two regions of the current seat. */
function checkOccupy({ occupy, regions, currentSeat }: PositionSetup): OccupyState | null {
  if (occupy === null) return null;
  const { from, to } = occupy;
  if (regions[from].owner !== currentSeat || regions[to].owner !== currentSeat)
    refuse("$.occupy", "Both occupy regions must belong to the current seat.");
  if (!areAdjacent(from, to))
    refuse("$.occupy.to", `$.occupy.to must be adjacent to $.occupy.from.`);
  if (regions[to].armies !== 0)
    refuse(`$.regions.${to}.armies`, "The region being occupied has 0 armies until the move-in.");
  const max = inRange(occupy.max, "$.occupy.max", 1, regions[from].armies - 1);
  const min = inRange(occupy.min, "$.occupy.min", 1, attackDiceLimit(regions[from].armies));
  if (max !== regions[from].armies - 1)
    refuse("$.occupy.max", `$.occupy.max must be the armies in ${from} less one (R6.4).`);
  return { from, to, min, max };
}

/** R11: an end reason exactly when the game is over; a winner only then. */
function checkEnding({ stage, endReason, winner }: PositionSetup): void {
  if ((stage === "over") !== (endReason !== null))
    refuse("$.endReason", `$.endReason is set exactly when $.stage is "over".`);
  if (winner !== null && stage !== "over")
    refuse("$.winner", `$.winner is set only when the game is over.`);
}
