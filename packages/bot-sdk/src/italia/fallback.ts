/**
 * Italia's safe answer from the legal moves alone ({@link fallbackAction}: «Passa» when listed)
 * and the single action of a ranged move ({@link actionFor}). Kept apart from Italia's referee so
 * that its reading (`ITALIA_READING.fallback`) gives a remote seat's referee the same fallback
 * without loading the referee.
 *
 * @module
 */
import { type LegalMove, moveAction, type PlayerAction } from "@italia/engine";

/**
 * A safe action for any decision: «Passa» (end turn) when it is listed, otherwise the smallest
 * choice of the first listed move (place 1 army on the first region, move in the fewest armies).
 *
 * @throws Error if `legal` is empty (the game is over)
 */
export function fallbackAction(legal: readonly LegalMove[]): PlayerAction {
  const pass = legal.find((m) => m.type === "endTurn");
  if (pass) return { type: "endTurn", seat: pass.seat };
  const first = legal[0];
  if (!first) throw new Error("no legal move: the game is over");
  return actionFor(first);
}

/**
 * The single action a legal move stands for with the number `n` (armies or dice), rounded and
 * clamped to the move's range; the smallest when `n` is left out. (The engine's `moveAction`.)
 *
 * @example
 * ```ts
 * actionFor({ type: "attack", seat: 0, from: "lazio", to: "umbria", minDice: 1, maxDice: 3 }, 3);
 * // { type: "attack", seat: 0, from: "lazio", to: "umbria", dice: 3 }
 * ```
 */
export function actionFor(move: LegalMove, n?: number): PlayerAction {
  return moveAction(move, n === undefined ? undefined : Math.round(n));
}
