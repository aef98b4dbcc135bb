/**
 * Hints the action panel gives from what the seat may see (its `PlayerView`), never from the
 * full state.
 */
import { objectiveById, type PlayerView, type Seat } from "@italia/engine";

/**
 * Whether `seat` already holds every region of its main objective, so ending the turn wins the
 * game by *Conquista* (R10.3, R11.1). `false` when the view does not show the seat's objective.
 */
export function endTurnToWin(view: PlayerView, seat: Seat): boolean {
  const objective = view.seats[seat]?.objective;
  if (!objective) return false;
  return objectiveById(objective).regions.every((r) => view.regions[r].owner === seat);
}
