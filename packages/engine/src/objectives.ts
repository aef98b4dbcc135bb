/**
 * Objectives: the main objective (R11.1) and the twelve bonus objectives (R9) — their conditions,
 * streak counters, rewards and the end-of-turn check.
 *
 * @module
 */

import {
  BONUS_OBJECTIVES,
  type BonusObjectiveId,
  bonusObjectiveById,
  type CardId,
  cardById,
  isNord,
  isSudOrIsole,
  neighbours,
  OBJECTIVES,
  type ObjectiveId,
  objectiveById,
  REGION_IDS,
  type RegionId,
  RULES,
  regionById,
  regionMask,
} from "./board.js";
import { BONUS_RULES, bonusParam } from "./bonus-rules.js";
import { takeNonna } from "./cards.js";
import type { Draft } from "./draft.js";
import type { BonusReward } from "./events.js";
import { copyOf } from "./freeze.js";
import { type BoardState, regionCount } from "./queries.js";
import { bitCount, regionTable, seatRegions } from "./region-table.js";
import type { BonusProgress, GameState, Seat } from "./state.js";

/** The regions via-emilia asks for: Emilia-Romagna and every region linked to it. */
const VIA_EMILIA: readonly RegionId[] = ["emilia-romagna", ...neighbours("emilia-romagna")];

/** Each main objective's regions as a bit set of board indexes (see `regionMask`). */
const MAIN_MASKS: ReadonlyMap<ObjectiveId, number> = new Map(
  OBJECTIVES.map((o) => [o.id, regionMask(o.regions)]),
);

/** What the turn-end check reads of a bonus objective, in one lookup. */
interface BonusCheck {
  /** Own turn-ends in a row its condition must hold. */
  readonly needed: number;
  /** The regions it asks for (via-emilia: Emilia-Romagna and its neighbours; none for the rest). */
  readonly regions: readonly RegionId[];
  /** {@link regions} as a bit set of board indexes. */
  readonly mask: number;
}

const BONUS_CHECKS: ReadonlyMap<BonusObjectiveId, BonusCheck> = new Map(
  BONUS_OBJECTIVES.map((b) => {
    const regions = b.id === "via-emilia" ? VIA_EMILIA : b.regions;
    return [b.id, { needed: b.turnsInARow, regions, mask: regionMask(regions) }];
  }),
);

/** The regions of Nord, and of Sud or Isole (R1.3), as bit sets of board indexes. */
const NORD_MASK = regionMask(REGION_IDS.filter(isNord));
const SUD_OR_ISOLE_MASK = regionMask(REGION_IDS.filter(isSudOrIsole));

// The numbers of R9's table, from BONUS_RULES (one source for the engine and every client).
/** esodo-estivo: the armies that must enter Sud or Isole from outside in one turn. */
const ESODO_ARMIES = bonusParam("esodo-estivo", "armies");

/** cantiere-della-metro: the armies a region needs. */
const CANTIERE_MIN_ARMIES = bonusParam("cantiere-della-metro", "armies");

/** uno-vale-uno: regions needed with the same number of armies, and that number's minimum. */
const SAME_ARMIES_REGIONS = bonusParam("uno-vale-uno", "regions");
const SAME_ARMIES_MIN = bonusParam("uno-vale-uno", "armies");

/** larghe-intese: regions needed in Nord, and in Sud or Isole. */
const LARGHE_INTESE_EACH = bonusParam("larghe-intese", "regions");

/** mille-proroghe: the most regions the seat may hold. */
const MILLE_PROROGHE_MAX = bonusParam("mille-proroghe", "regions");

/**
 * uno-vale-uno's measure: the largest group of the seat's regions holding the same number of
 * armies, that number at least 2 (ties: the larger number). `{ armies: 0, regions: 0 }` if none.
 */
function sameArmiesGroup(state: BoardState, seat: Seat): { armies: number; regions: number } {
  const table = regionTable(state.regions);
  const { armies } = table;
  const mine = seatRegions(table, seat) ?? 0;
  const counts = sameArmiesCounts;
  // Counted into one reused array (no 51-entry array per call: this runs at every turn end of a
  // seat holding uno-vale-uno), then read back and cleared region by region; both passes walk
  // the seat's bit set of regions only.
  for (let m = mine; m !== 0; m &= m - 1) {
    const n = armies[31 - Math.clz32(m & -m)]!;
    if (n >= SAME_ARMIES_MIN && n <= RULES.armyCap) counts[n]!++;
  }
  // The largest group; of equal groups, the one with the most armies each.
  let bestArmies = 0;
  let bestRegions = 0;
  for (let m = mine; m !== 0; m &= m - 1) {
    const n = armies[31 - Math.clz32(m & -m)]!;
    if (n < SAME_ARMIES_MIN || n > RULES.armyCap) continue;
    const regions = counts[n]!;
    if (regions === 0) continue; // this group was read at an earlier region
    counts[n] = 0;
    if (regions > bestRegions || (regions === bestRegions && n > bestArmies)) {
      bestArmies = n;
      bestRegions = regions;
    }
  }
  return { armies: bestArmies, regions: bestRegions };
}

/** {@link sameArmiesGroup}'s counts per number of armies; all 0 between calls. */
const sameArmiesCounts = new Int32Array(RULES.armyCap + 1);

/** larghe-intese's measure: the seat's regions in Nord, and in Sud or Isole. */
function zoneSplit(state: BoardState, seat: Seat): { nord: number; sudIsole: number } {
  const mine = seatRegions(regionTable(state.regions), seat) ?? 0;
  return { nord: bitCount(mine & NORD_MASK), sudIsole: bitCount(mine & SUD_OR_ISOLE_MASK) };
}

function holdsAll(state: BoardState, seat: Seat, regions: readonly RegionId[]): boolean {
  for (const id of regions) if (state.regions[id].owner !== seat) return false;
  return true;
}

/**
 * Whether `seat` holds every region a bonus objective asks for, from the region table's bit sets:
 * one `&` instead of a lookup per region. A seat outside the table's 0–3 (only in hand-made
 * states) is answered by {@link holdsAll}.
 */
function holdsBonusRegions(state: BoardState, seat: Seat, check: BonusCheck): boolean {
  const mine = seatRegions(regionTable(state.regions), seat);
  if (mine === null) return holdsAll(state, seat, check.regions);
  return (mine & check.mask) === check.mask;
}

/** Whether a seat holds every region of its main objective (R11.1). */
export function holdsMainObjective(state: GameState, seat: Seat): boolean {
  const id = state.objectives[seat]!;
  const mask = MAIN_MASKS.get(id);
  const mine = seatRegions(regionTable(state.regions), seat);
  if (mask === undefined || mine === null) return holdsAll(state, seat, objectiveById(id).regions);
  return (mine & mask) === mask;
}

/**
 * Whether the turn-end condition of a bonus objective holds for a seat now (R9); for streak
 * objectives, this turn's condition. esodo-estivo is judged from the seat's `progress` (armies
 * that entered Sud or Isole this turn); cantiere-della-metro is judged per region by
 * {@link bonusStatus} and is always `false` here. Works on a state or on a player view.
 */
export function bonusConditionHolds(
  state: BoardState,
  seat: Seat,
  id: BonusObjectiveId,
  progress: BonusProgress = {},
): boolean {
  return conditionHolds(state, seat, id, progress, BONUS_CHECKS.get(id)!);
}

/** {@link bonusConditionHolds}, given the objective's {@link BonusCheck}. */
function conditionHolds(
  state: BoardState,
  seat: Seat,
  id: BonusObjectiveId,
  progress: BonusProgress,
  check: BonusCheck,
): boolean {
  switch (id) {
    case "via-emilia":
      return holdsBonusRegions(state, seat, check);
    case "uno-vale-uno":
      return sameArmiesGroup(state, seat).regions >= SAME_ARMIES_REGIONS;
    case "larghe-intese": {
      const { nord, sudIsole } = zoneSplit(state, seat);
      return nord >= LARGHE_INTESE_EACH && sudIsole >= LARGHE_INTESE_EACH;
    }
    case "mille-proroghe":
      return regionCount(state, seat) <= MILLE_PROROGHE_MAX;
    case "esodo-estivo":
      return (progress["esodo-estivo"] ?? 0) >= ESODO_ARMIES;
    case "cantiere-della-metro":
      return false;
    default:
      return holdsBonusRegions(state, seat, check);
  }
}

/** The region esodo-estivo rewards: the seat's Sud-or-Isole region with the most armies. */
function esodoRegion(state: GameState, seat: Seat): RegionId | null {
  let best: RegionId | null = null;
  for (const id of REGION_IDS) {
    const r = state.regions[id];
    if (r.owner !== seat || !isSudOrIsole(id)) continue;
    if (best === null || r.armies > state.regions[best].armies) best = id;
  }
  return best;
}

function firstNonna(state: GameState): CardId | null {
  const isNonna = (c: CardId) => cardById(c).symbol === "nonna";
  return copyOf(state.deck).find(isNonna) ?? copyOf(state.discard).find(isNonna) ?? null;
}

/** Adds armies to a region under the cap (R3) and reports what was placed. */
function placeReward(
  d: Draft,
  seat: Seat,
  region: RegionId,
  wanted: number,
  reason: "esodo-estivo" | "cantiere-della-metro",
): number {
  const count = Math.min(wanted, d.capRoom(seat));
  d.addArmies(region, count);
  if (d.recording)
    d.emit({ type: "armiesPlaced", seat, region, count, reason, lost: wanted - count });
  return count;
}

/** cantiere-della-metro: own turn-ends in a row a region must qualify. */
const CANTIERE_TURNS = bonusObjectiveById("cantiere-della-metro").turnsInARow;

/** Updates cantiere-della-metro's per-region counts at a turn end; returns a completed region. */
function advanceCantiere(d: Draft, seat: Seat): RegionId | null {
  const counts = d.bonus(seat).progress["cantiere-della-metro"];
  const before = counts ?? {};
  const next: Partial<Record<RegionId, number>> = {};
  let found = 0;
  let done: RegionId | null = null;
  const table = regionTable(d.s.regions);
  const { armies } = table;
  const movedOut = d.s.turn.movedOut;
  // The seat's regions, lowest board index first (board order, as the record's keys).
  for (let m = seatRegions(table, seat) ?? 0; m !== 0; m &= m - 1) {
    const i = 31 - Math.clz32(m & -m);
    if (armies[i]! < CANTIERE_MIN_ARMIES) continue;
    const id = REGION_IDS[i]!;
    if (movedOut.includes(id)) continue;
    const count = (before[id] ?? 0) + 1;
    next[id] = count;
    found++;
    if (count >= CANTIERE_TURNS && done === null) done = id;
  }
  // Every count found is one more than before, so the record stays the same only when nothing
  // qualifies and it was empty already (`undefined` is not `{}`).
  if (found > 0 || counts === undefined || !isEmpty(counts))
    d.mutBonus(seat).progress["cantiere-della-metro"] = next;
  return done;
}

/** Whether a record has no entries. */
function isEmpty(record: object): boolean {
  for (const _ in record) return false;
  return true;
}

/**
 * The end-of-turn bonus check (R9, R10.2): each held objective, in held order, is judged; streak
 * counters advance or reset; a completed one is revealed, rewarded and replaced from the bonus
 * deck (the replacement is first judged at the seat's next turn end).
 */
export function checkBonusObjectives(d: Draft, seat: Seat): void {
  // Completing an objective changes the draft's list: iterate over one nobody changes. Only a
  // completion changes it, and completions are rare: the list is copied right before the first
  // one (nothing changes it earlier in the loop, so the copy holds the list as it began).
  let ids = d.bonus(seat).held;
  let copied = false;
  for (let k = 0; k < ids.length; k++) {
    const id = ids[k]!;
    let complete: boolean;
    let cantiereRegion: RegionId | null = null;
    const check = BONUS_CHECKS.get(id)!;
    if (id === "cantiere-della-metro") {
      cantiereRegion = advanceCantiere(d, seat);
      complete = cantiereRegion !== null;
    } else if (check.needed > 1) {
      const before = (d.bonus(seat).progress as Record<string, number | undefined>)[id];
      const streak = conditionHolds(d.s, seat, id, d.bonus(seat).progress, check)
        ? (before ?? 0) + 1
        : 0;
      // Copied only when the count changes (a streak of 0 that stays 0 changes nothing).
      if (before !== streak) (d.mutBonus(seat).progress as Record<string, number>)[id] = streak;
      complete = streak >= check.needed;
    } else {
      complete = conditionHolds(d.s, seat, id, d.bonus(seat).progress, check);
    }
    if (id === "esodo-estivo" && d.bonus(seat).progress["esodo-estivo"] !== undefined)
      delete d.mutBonus(seat).progress["esodo-estivo"];
    if (complete) {
      if (!copied) {
        ids = copyOf(ids);
        copied = true;
      }
      completeBonus(d, seat, id, cantiereRegion);
    }
  }
}

function completeBonus(
  d: Draft,
  seat: Seat,
  id: BonusObjectiveId,
  cantiereRegion: RegionId | null,
): void {
  const bonus = d.mutBonus(seat);
  bonus.held.splice(bonus.held.indexOf(id), 1);
  bonus.completed.push(id);
  delete (bonus.progress as Record<string, unknown>)[id];

  let reward: BonusReward;
  /** The armies the reward asks for before the cap (R3); 0 for rewards that are not armies. */
  let wanted = 0;
  const rule = BONUS_RULES[id].reward;
  switch (rule.kind) {
    case "nextTurnArmies":
      reward = { kind: "nextTurnArmies", armies: rule.armies };
      break;
    case "untouchable":
      reward = { kind: "untouchable" };
      break;
    case "armiesNow": {
      const region = esodoRegion(d.s, seat);
      wanted = rule.armies;
      reward = { kind: "armies", region, armies: region ? Math.min(wanted, d.capRoom(seat)) : 0 };
      break;
    }
    case "doubleRegion":
      wanted = Math.min(d.region(cantiereRegion!).armies, rule.max);
      reward = {
        kind: "armies",
        region: cantiereRegion,
        armies: Math.min(wanted, d.capRoom(seat)),
      };
      break;
    case "nonna":
      reward = { kind: "nonna", card: firstNonna(d.s) };
      break;
  }
  if (d.recording) d.emit({ type: "bonusCompleted", seat, objective: id, reward });

  switch (reward.kind) {
    case "nextTurnArmies":
      d.setSeatNumber("nextTurnArmies", seat, (d.s.nextTurnArmies[seat] ?? 0) + reward.armies);
      break;
    case "untouchable":
      if (!d.s.untouchable.includes(seat)) d.s.untouchable = [...d.s.untouchable, seat];
      break;
    case "armies":
      if (reward.region) {
        placeReward(d, seat, reward.region, wanted, id as "esodo-estivo" | "cantiere-della-metro");
      }
      break;
    case "nonna":
      takeNonna(d, seat);
      break;
  }

  const replacement = d.s.bonusDeck[0];
  if (replacement !== undefined) {
    d.s.bonusDeck = copyOf(d.s.bonusDeck).slice(1);
    d.mutBonus(seat).held.push(replacement);
    if (d.recording) d.emit({ type: "bonusDrawn", seat, objective: replacement });
  }
}

/** How far a seat is from a main objective (R11.1, R11.5). */
export interface ObjectiveProgress {
  readonly objective: ObjectiveId;
  /** The objective's display name. */
  readonly name: string;
  /** Its regions, in board order. */
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
 * Progress of `seat` toward a main objective: its own (from the state, or `view.me.objective`),
 * or a guess at another seat's. Works on a state or on a player view.
 *
 * @example
 * ```ts
 * const p = objectiveProgress(view, view.me!.seat, view.me!.objective);
 * console.log(`${p.name}: ${p.heldValue}/30, missing ${p.missing.join(", ")}`);
 * ```
 */
export function objectiveProgress(
  board: Pick<BoardState, "regions">,
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
    } else missing.push(id);
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

/** Where one of a seat's held bonus objectives stands (R9). */
export interface BonusStatus {
  readonly id: BonusObjectiveId;
  /** Display name. */
  readonly name: string;
  /**
   * Whether it would be completed if the seat's turn ended now: its condition holds and, for
   * streak objectives, this turn-end would reach the streak needed.
   */
  readonly completesNow: boolean;
  /** Whether this turn-end's condition holds (for cantiere-della-metro: some region qualifies). */
  readonly holdsNow: boolean;
  /** Own turn-ends in a row the condition must hold (1 for most objectives). */
  readonly needed: number;
  /** Turn-ends in a row it has held so far (cantiere-della-metro: the best region's count). */
  readonly streak: number;
  /** esodo-estivo: armies that entered Sud or Isole from outside this turn, of the 4 needed. */
  readonly entered?: number;
  /**
   * uno-vale-uno: the seat's largest group of regions with the same number of armies (at least
   * 2; `regions` of the 7 needed, each holding `armies`).
   */
  readonly sameArmies?: { readonly armies: number; readonly regions: number };
  /** larghe-intese: the seat's regions in Nord and in Sud or Isole, of the 4 needed in each. */
  readonly zoneSplit?: { readonly nord: number; readonly sudIsole: number };
  /** mille-proroghe: the regions the seat holds (it must hold 2 or fewer). */
  readonly regionsHeld?: number;
  /** The regions it asks for, when it is about holding a fixed set (via-emilia included). */
  readonly regions: readonly RegionId[];
  /** Those of `regions` the seat does not hold. */
  readonly missing: readonly RegionId[];
}

/** What {@link bonusStatus} reads: the map and, for cantiere-della-metro, the current turn. */
export type BonusBoard = BoardState & Pick<GameState, "currentSeat" | "turn">;

/**
 * Where a held bonus objective stands for `seat` (R9), from the map and the seat's progress
 * counters (`state.bonus[seat].progress`, or `view.me.progress` in a seat's own view).
 *
 * @example
 * ```ts
 * for (const id of view.me!.heldBonus) {
 *   const s = bonusStatus(view, view.me!.seat, id, view.me!.progress);
 *   console.log(s.name, `${s.streak}/${s.needed}`, s.completesNow ? "completes now" : "");
 * }
 * ```
 */
export function bonusStatus(
  board: BonusBoard,
  seat: Seat,
  id: BonusObjectiveId,
  progress: BonusProgress,
): BonusStatus {
  const b = bonusObjectiveById(id);
  const regions = id === "via-emilia" ? VIA_EMILIA : b.regions;
  const missing = regions.filter((r) => board.regions[r].owner !== seat);
  let streak = 0;
  let holdsNow: boolean;
  if (id === "cantiere-della-metro") {
    // Each region keeps counting while it stays the seat's with enough armies and nothing
    // leaves or attacks from it during the seat's turn.
    const counts = progress["cantiere-della-metro"] ?? {};
    const moved = board.currentSeat === seat ? board.turn.movedOut : [];
    let qualifies = false;
    for (const region of REGION_IDS) {
      const r = board.regions[region];
      if (r.owner !== seat || r.armies < CANTIERE_MIN_ARMIES || moved.includes(region)) continue;
      qualifies = true;
      streak = Math.max(streak, counts[region] ?? 0);
    }
    holdsNow = qualifies;
    return {
      id,
      name: b.name,
      completesNow: qualifies && streak + 1 >= b.turnsInARow,
      holdsNow,
      needed: b.turnsInARow,
      streak,
      regions,
      missing,
    };
  }
  holdsNow = bonusConditionHolds(board, seat, id, progress);
  if (b.turnsInARow > 1) {
    streak = (progress as Readonly<Record<string, number | undefined>>)[id] ?? 0;
  }
  const status = {
    id,
    name: b.name,
    completesNow: holdsNow && streak + 1 >= b.turnsInARow,
    holdsNow,
    needed: b.turnsInARow,
    streak,
    regions,
    missing,
  };
  switch (id) {
    case "esodo-estivo":
      return { ...status, entered: progress["esodo-estivo"] ?? 0 };
    case "uno-vale-uno":
      return { ...status, sameArmies: sameArmiesGroup(board, seat) };
    case "larghe-intese":
      return { ...status, zoneSplit: zoneSplit(board, seat) };
    case "mille-proroghe":
      return { ...status, regionsHeld: regionCount(board, seat) };
    default:
      return status;
  }
}
