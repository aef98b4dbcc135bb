/**
 * Objective progress from a seat's point of view: how much of the main objective is held (R11.1,
 * R11.5) and where each secret bonus objective stands (R9).
 *
 * @module
 */
import {
  type BonusObjectiveId,
  bonusConditionHolds,
  bonusObjectiveById,
  type ObjectiveId,
  objectiveById,
  type PlayerView,
  Prng,
  type RegionId,
  regionById,
  type Seat,
  seedRng,
} from "@italia/engine";
import type { Board } from "./regions.js";
import { sampleState } from "./sampling.js";

/** cantiere-della-metro: the armies a region needs (R9). */
const CANTIERE_MIN_ARMIES = 10;

/** How far a seat is from a main objective. */
export interface ObjectiveProgress {
  readonly objective: ObjectiveId;
  /** The objective's display name. */
  readonly name: string;
  /** Its regions, in data order. */
  readonly regions: readonly RegionId[];
  /** Those the seat holds. */
  readonly held: readonly RegionId[];
  /** Those it still has to take. */
  readonly missing: readonly RegionId[];
  /** Values of the held regions: the objective part of the score (R11.5). */
  readonly heldValue: number;
  /** Values of all its regions (30 for every objective). */
  readonly totalValue: number;
  /** Whether every region is held: a Conquista at the end of the seat's turn (R11.1). */
  readonly complete: boolean;
}

/**
 * Progress of `seat` toward any main objective — its own (known to it) or a guess at another's.
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
  const o = objectiveById(objective);
  const held: RegionId[] = [];
  const missing: RegionId[] = [];
  let heldValue = 0;
  let totalValue = 0;
  for (const id of o.regions) {
    const value = regionById(id).value;
    totalValue += value;
    if (board.regions[id].owner === seat) {
      held.push(id);
      heldValue += value;
    } else {
      missing.push(id);
    }
  }
  return {
    objective,
    name: o.name,
    regions: o.regions,
    held,
    missing,
    heldValue,
    totalValue,
    complete: missing.length === 0,
  };
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
  return objectiveProgressOf(view, view.me.seat, view.me.objective);
}

/** Where one of the viewer's secret bonus objectives stands (R9). */
export interface BonusStatus {
  readonly id: BonusObjectiveId;
  /** Display name. */
  readonly name: string;
  /**
   * Whether its turn-end condition holds now (for streak objectives: this turn's condition). For
   * cantiere-della-metro this is whether some region's count would reach the goal at this turn end
   * if nothing moves out of it.
   */
  readonly holdsNow: boolean;
  /** Own turn-ends in a row the condition must hold (1 for most objectives). */
  readonly needed: number;
  /** Turn-ends in a row it has held so far (streak objectives), else 0. */
  readonly streak: number;
  /** The regions it names, when it is about holding a fixed set. */
  readonly regions: readonly RegionId[];
  /** Those of `regions` the viewer does not hold. */
  readonly missing: readonly RegionId[];
}

/**
 * The viewer's held bonus objectives and how close each is (R9), judged by the engine's own
 * conditions on the public map and the viewer's progress counters.
 *
 * @throws Error for a spectator's view
 */
export function bonusProgress(view: PlayerView): BonusStatus[] {
  const me = view.me;
  if (!me) throw new Error("bonusProgress needs a seat's view, not a spectator's");
  // The conditions read only public facts and the viewer's own progress, so any consistent
  // world gives the same answers.
  const world = sampleState(view, new Prng(seedRng("bonus-progress")));
  return me.heldBonus.map((id) => {
    const b = bonusObjectiveById(id);
    let streak = 0;
    let holdsNow: boolean;
    if (id === "cantiere-della-metro") {
      // The engine keeps a count per region; a region keeps counting while it stays the
      // viewer's with at least 10 armies and nothing moves out of it (R9).
      const counts = me.progress["cantiere-della-metro"] ?? {};
      const moved = view.currentSeat === me.seat ? view.turn.movedOut : [];
      for (const [region, n] of Object.entries(counts) as [RegionId, number | undefined][]) {
        const r = view.regions[region];
        if (r.owner !== me.seat || r.armies < CANTIERE_MIN_ARMIES || moved.includes(region)) {
          continue;
        }
        streak = Math.max(streak, n ?? 0);
      }
      holdsNow = streak + 1 >= b.turnsInARow;
    } else {
      const p = me.progress as Readonly<Record<string, unknown>>;
      const value = p[id];
      streak = typeof value === "number" && id !== "esodo-estivo" ? value : 0;
      holdsNow = bonusConditionHolds(world, me.seat, id);
    }
    return {
      id,
      name: b.name,
      holdsNow,
      needed: b.turnsInARow,
      streak,
      regions: b.regions,
      missing: b.regions.filter((r) => view.regions[r].owner !== me.seat),
    };
  });
}
