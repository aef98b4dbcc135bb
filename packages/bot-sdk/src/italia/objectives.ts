/**
 * Objective progress from a seat's point of view: how much of the main objective is held (R11.1,
 * R11.5) and where each secret bonus objective stands (R9).
 *
 * @module
 */
import {
  type BonusStatus,
  bonusStatus,
  objectiveProgress as engineObjectiveProgress,
  type ObjectiveId,
  type ObjectiveProgress,
  type PlayerView,
  type Seat,
} from "@italia/engine";
import type { Board } from "./regions.js";

export type { BonusStatus, ObjectiveProgress };

/**
 * Progress of `seat` toward any main objective — its own (known to it) or a guess at another's.
 * (The engine's `objectiveProgress`, under the name bots have used.)
 *
 * @example
 * ```ts
 * objectiveProgressOf(view, 2, "mare-nostrum").missing; // what seat 2 lacks, if that were its objective
 * ```
 */
export function objectiveProgressOf(
  board: Board,
  seat: Seat,
  objective: ObjectiveId,
): ObjectiveProgress {
  return engineObjectiveProgress(board, seat, objective);
}

/**
 * The viewer's progress toward its own secret main objective.
 *
 * @throws Error for a spectator's view (it has no objective)
 * @example
 * ```ts
 * const goal = objectiveProgress(ctx.view);
 * console.log(`${goal.name}: ${goal.heldValue}/30, missing ${goal.missing.join(", ")}`);
 * ```
 */
export function objectiveProgress(view: PlayerView): ObjectiveProgress {
  if (!view.me) throw new Error("objectiveProgress needs a seat's view, not a spectator's");
  return engineObjectiveProgress(view, view.me.seat, view.me.objective);
}

/**
 * The viewer's held bonus objectives and how close each is (R9), as the engine judges them
 * (`bonusStatus`) from the public map and the viewer's own progress counters.
 *
 * @throws Error for a spectator's view
 */
export function bonusProgress(view: PlayerView): BonusStatus[] {
  const me = view.me;
  if (!me) throw new Error("bonusProgress needs a seat's view, not a spectator's");
  return me.heldBonus.map((id) => bonusStatus(view, me.seat, id, me.progress));
}
