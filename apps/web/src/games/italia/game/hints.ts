/**
 * Hints the action panel gives from what the seat may see (its `PlayerView`), never from the
 * full state.
 */
import {
  attackDiceLimit,
  defenceDice,
  neighbours,
  objectiveById,
  type PlayerView,
  type RegionId,
  type Seat,
} from "@italia/engine";

/**
 * Whether `seat` already holds every region of its main objective, so ending the turn wins the
 * game by *Conquista* (R10.3, R11.1). `false` when the view does not show the seat's objective.
 */
export function endTurnToWin(view: PlayerView, seat: Seat): boolean {
  const objective = view.seats[seat]?.objective;
  if (!objective) return false;
  return objectiveById(objective).regions.every((r) => view.regions[r].owner === seat);
}

/** Why an own region cannot attack now, by the rule that forbids it (R6.1, R6.2). */
export type NoAttackReason = "oneArmy" | "noEnemy" | "untouchable" | "dice";

/**
 * Why `region` (the seat's own) cannot start an attack now, or `null` if it can: 1 army (R6.1),
 * no enemy neighbour (R6.1), only untouchable enemies around (R6.1), or every enemy neighbour
 * rolls more dice than this region may (R6.2, "never fewer than the defender").
 */
export function whyNoAttack(view: PlayerView, seat: Seat, region: RegionId): NoAttackReason | null {
  const armies = view.regions[region].armies;
  if (armies < 2) return "oneArmy";
  const enemies = neighbours(region).filter((n) => view.regions[n].owner !== seat);
  if (enemies.length === 0) return "noEnemy";
  const open = enemies.filter((n) => !view.untouchable.includes(view.regions[n].owner));
  if (open.length === 0) return "untouchable";
  const canRoll = open.some((n) => attackDiceLimit(armies) >= defenceDice(view.regions[n].armies));
  return canRoll ? null : "dice";
}
