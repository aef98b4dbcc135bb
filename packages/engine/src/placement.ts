/**
 * Placing armies (R2.4, R4.2): setup passes of at most 3, and pending reinforcements.
 *
 * @module
 */

import type { PlaceAction } from "./actions.js";
import { RULES, regionName } from "./board.js";
import type { Draft } from "./draft.js";
import { type RuleError, ruleError } from "./errors.js";
import type { GameState } from "./state.js";
import { startTurn } from "./turn.js";

/** Checks a `place` action against R2.4 or R4.2 (seat and turn are checked by the caller). */
export function checkPlace(state: GameState, action: PlaceAction): RuleError | null {
  const setup = state.stage === "setup";
  const rule = setup ? "R2.4" : "R4.2";
  if (!setup && state.pendingArmies === 0) {
    return ruleError(
      state.stage === "reinforce" || state.stage === "attack" ? "TOO_MANY_ARMIES" : "WRONG_STAGE",
      "R4.2",
      state.stage === "fortify"
        ? "Armies are placed before attacking; now move armies (fortify) or end your turn."
        : "You have no armies to place now: attack, fortify or end your turn («Passa»).",
    );
  }
  if (state.regions[action.region].owner !== action.seat) {
    return ruleError(
      "NOT_YOUR_REGION",
      rule,
      `Place armies on your own regions; ${regionName(action.region)} is not yours.`,
    );
  }
  const left = setup ? state.batchLeft : state.pendingArmies;
  if (action.count > left) {
    return ruleError(
      "TOO_MANY_ARMIES",
      rule,
      setup
        ? `You may place ${left} more ${left === 1 ? "army" : "armies"} in this pass (at most ${RULES.setupBatch} per pass).`
        : `You have ${left} pending ${left === 1 ? "army" : "armies"}; place at most ${left}.`,
    );
  }
  return null;
}

/** Places checked armies; ends the setup pass or the reinforce stage when nothing is left. */
export function place(d: Draft, action: PlaceAction): void {
  const { seat, region, count } = action;
  d.addArmies(region, count);
  if (d.s.stage === "setup") {
    if (d.recording)
      d.emit({ type: "armiesPlaced", seat, region, count, reason: "setup", lost: 0 });
    d.setSeatNumber("setupRemaining", seat, d.s.setupRemaining[seat]! - count);
    d.s.batchLeft -= count;
    if (d.s.batchLeft === 0) nextSetupPass(d);
    return;
  }
  if (d.recording)
    d.emit({ type: "armiesPlaced", seat, region, count, reason: "reinforcement", lost: 0 });
  d.s.pendingArmies -= count;
  if (d.s.pendingArmies === 0) d.s.stage = "attack";
}

/**
 * Hands the setup to the next seat in turn order that still has armies to place (R2.4), or
 * starts round 1 with the first player, who gets no reinforcements (R2.7).
 */
export function nextSetupPass(d: Draft): void {
  const { players, currentSeat, setupRemaining } = d.s;
  for (let step = 1; step <= players; step++) {
    const seat = (currentSeat + step) % players;
    const left = setupRemaining[seat] ?? 0;
    if (left > 0) {
      d.s.currentSeat = seat;
      d.s.batchLeft = Math.min(RULES.setupBatch, left);
      return;
    }
  }
  d.s.batchLeft = 0;
  startTurn(d, d.s.firstSeat, 1);
}
