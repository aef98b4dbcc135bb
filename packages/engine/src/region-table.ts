/**
 * Internal: owners and armies of all regions as two small arrays indexed by board index, and each
 * seat's regions as a bit set, computed once per regions record and cached. The rules read the
 * map many times per action; reading arrays is several times faster than looking up 20 string
 * keys each time, and the move generator walks a seat's bit set instead of scanning the board.
 *
 * The cache is keyed by the identity of the (immutable) regions record; the engine's own working
 * copies update their table in place when they change a region (see `Draft.setRegion`, which
 * writes through {@link setTableRegion} so the bit sets follow the owners).
 *
 * @internal
 * @module
 */
import { REGION_IDS, type RegionId } from "./board.js";
import type { RegionState } from "./state.js";

/** Seats with a bit set in {@link RegionTable.owned} (a game has at most 4). */
const SEATS = 4;

/** Owners and armies by board index; each seat's regions as a bit set. */
export interface RegionTable {
  readonly owner: number[];
  readonly armies: number[];
  /**
   * For each seat (0–3), bit `i` set when it owns the region at board index `i` (the board has
   * fewer than 31 regions). An owner outside 0–3 is in no set.
   */
  readonly owned: number[];
}

type Regions = Readonly<Record<RegionId, RegionState>>;

/**
 * A tiny identity cache of the last few tables. A WeakMap would hold one entry per state ever
 * seen and burden the garbage collector; the same few records are asked about again and again
 * within one decision (legal moves, then the action's checks and effects).
 */
const SIZE = 4;
const keys: (Regions | null)[] = new Array(SIZE).fill(null);
const tables: (RegionTable | null)[] = new Array(SIZE).fill(null);
let next = 0;

/** The table of a regions record (cached). */
export function regionTable(regions: Regions): RegionTable {
  const hit = cachedRegionTable(regions);
  if (hit) return hit;
  const count = REGION_IDS.length;
  // Plain arrays of small integers: cheaper to allocate than typed arrays this small.
  const owner = new Array<number>(count);
  const armies = new Array<number>(count);
  const owned = [0, 0, 0, 0];
  for (let i = 0; i < count; i++) {
    const r = regions[REGION_IDS[i]!];
    const o = r.owner;
    owner[i] = o;
    armies[i] = r.armies;
    if (o >= 0 && o < SEATS) owned[o]! |= 1 << i;
  }
  return remember(regions, { owner, armies, owned });
}

/** Writes one region's owner and armies into a table, keeping the owners' bit sets in step. */
export function setTableRegion(table: RegionTable, i: number, owner: number, armies: number): void {
  const was = table.owner[i]!;
  if (was !== owner) {
    const owned = table.owned;
    if (was >= 0 && was < SEATS) owned[was]! &= ~(1 << i);
    if (owner >= 0 && owner < SEATS) owned[owner]! |= 1 << i;
    table.owner[i] = owner;
  }
  table.armies[i] = armies;
}

/**
 * A seat's regions as a bit set, or `null` for a seat outside the table's 0–3 (only a hand-made
 * state can name one).
 */
export function seatRegions(table: RegionTable, seat: number): number | null {
  return seat >= 0 && seat < SEATS ? table.owned[seat]! : null;
}

/** How many bits of a region bit set are set (how many regions it holds). */
export function bitCount(set: number): number {
  let n = 0;
  for (let m = set; m !== 0; m &= m - 1) n++;
  return n;
}

function remember(regions: Regions, table: RegionTable): RegionTable {
  keys[next] = regions;
  tables[next] = table;
  next = (next + 1) % SIZE;
  return table;
}

/**
 * Caches for `copy`, a fresh copy of the regions record `original`, the original's table if it has
 * one, so that the next state's legal moves find their table ready: with `handOver`, the table
 * itself (no allocation; the original, whose successor is nearly always the only one asked about
 * again, loses its entry and is recomputed if asked), else a copy of it (copying two arrays of 20
 * numbers is cheaper than reading 20 string keys; for drafts that may start again from the same
 * record, like the Simulator's rollouts).
 */
export function carryRegionTable(original: Regions, copy: Regions, handOver: boolean): void {
  for (let i = 0; i < SIZE; i++) {
    if (keys[i] !== original) continue;
    const table = tables[i]!;
    if (handOver) keys[i] = copy;
    else
      remember(copy, {
        owner: table.owner.slice(),
        armies: table.armies.slice(),
        owned: table.owned.slice(),
      });
    return;
  }
}

/** The cached table of a regions record, if one is cached. */
export function cachedRegionTable(regions: Regions): RegionTable | undefined {
  for (let i = 0; i < SIZE; i++) if (keys[i] === regions) return tables[i]!;
  return undefined;
}
