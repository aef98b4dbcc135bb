/**
 * Fortify (R7): one move between adjacent own regions, or any number after Giro in Vespa.
 *
 * @module
 */

import type { FortifyAction } from "./actions.js";
import { areAdjacent, regionName } from "./board.js";
import { moveIn } from "./conquest.js";
import type { Draft } from "./draft.js";
import { type RuleError, ruleError } from "./errors.js";
import { bordersEnemy } from "./queries.js";
import { checkMainStage } from "./stages.js";
import type { GameState } from "./state.js";
import { endTurn } from "./turn.js";

/** Checks a `fortify` action against R4.5 and R7 (seat and turn are checked by the caller). */
export function checkFortify(state: GameState, action: FortifyAction): RuleError | null {
  const stageError = checkMainStage(state, "fortify");
  if (stageError) return stageError;
  if (state.turn.fortified && !state.turn.vespa) {
    return ruleError(
      "FORTIFY_LIMIT",
      "R7.3",
      "You have made this turn's fortify move (more need Giro in Vespa): end your turn.",
    );
  }
  const { from, to, seat, count } = action;
  if (state.regions[from].owner !== seat) {
    return ruleError(
      "NOT_YOUR_REGION",
      "R7.1",
      `Move armies out of your own regions; ${regionName(from)} is not yours.`,
    );
  }
  if (state.regions[to].owner !== seat) {
    return ruleError(
      "NOT_YOUR_REGION",
      "R7.1",
      `Move armies into your own regions; ${regionName(to)} is not yours.`,
    );
  }
  if (from === to) {
    return ruleError("SAME_REGION", "R7.1", "Choose two different regions.");
  }
  if (!areAdjacent(from, to)) {
    return ruleError(
      "NOT_ADJACENT",
      "R7.1",
      `${regionName(to)} is not linked to ${regionName(from)}; fortify between adjacent regions.`,
    );
  }
  const keep = bordersEnemy(state, from) ? 2 : 1;
  const max = state.regions[from].armies - keep;
  if (count > max) {
    return ruleError(
      "MUST_KEEP_ARMIES",
      "R7.2",
      max > 0
        ? `${regionName(from)} must keep ${keep} ${keep === 1 ? "army" : "armies"}${keep === 2 ? " (it borders an enemy)" : ""}: move at most ${max}.`
        : `${regionName(from)} must keep ${keep} ${keep === 1 ? "army" : "armies"}${keep === 2 ? " (it borders an enemy)" : ""}: no army can leave it.`,
    );
  }
  return null;
}

/** Makes a checked fortify move (R7); without Giro in Vespa it ends the turn (R4.6). */
export function fortify(d: Draft, action: FortifyAction): void {
  moveIn(d, action.seat, action.from, action.to, action.count, "fortify");
  d.mutTurn().fortified = true;
  if (d.s.turn.vespa) d.s.stage = "fortify";
  else endTurn(d);
}
