/**
 * Map questions every bot asks — whose regions are where, which ones face an enemy, which zones
 * are held — answered on anything with a regions record: a `PlayerView` (what a bot gets) or
 * a `GameState` (what a host or a search holds).
 *
 * @module
 */
import {
  neighbours,
  REGION_IDS,
  type RegionId,
  type RegionState,
  type Seat,
  ZONES,
  type ZoneId,
} from "@italia/engine";

/**
 * The part of a game every map helper needs: owners and armies of the regions, and the seats no
 * one may attack now. Both `PlayerView` and `GameState` are boards.
 */
export interface Board {
  readonly regions: Readonly<Record<RegionId, RegionState>>;
  readonly untouchable: readonly Seat[];
}

/** The regions a seat owns, in board order. */
export function ownedRegions(board: Board, seat: Seat): RegionId[] {
  return REGION_IDS.filter((id) => board.regions[id].owner === seat);
}

/** Armies a seat has on the map. */
export function armiesOf(board: Board, seat: Seat): number {
  let total = 0;
  for (const id of REGION_IDS) {
    const r = board.regions[id];
    if (r.owner === seat) total += r.armies;
  }
  return total;
}

/** The neighbours of `region` owned by someone else (R1.1 links: land, Strait, ferries). */
export function enemyNeighbours(board: Board, region: RegionId): RegionId[] {
  const owner = board.regions[region].owner;
  return neighbours(region).filter((n) => board.regions[n].owner !== owner);
}

/** The neighbours of `region` owned by the same seat. */
export function friendlyNeighbours(board: Board, region: RegionId): RegionId[] {
  const owner = board.regions[region].owner;
  return neighbours(region).filter((n) => board.regions[n].owner === owner);
}

/** Whether a region borders a region of another seat (it is on its owner's frontier). */
export function isFrontier(board: Board, region: RegionId): boolean {
  const owner = board.regions[region].owner;
  return neighbours(region).some((n) => board.regions[n].owner !== owner);
}

/** A seat's regions that border an enemy region, in board order. */
export function frontierRegions(board: Board, seat: Seat): RegionId[] {
  return ownedRegions(board, seat).filter((id) => isFrontier(board, id));
}

/** A seat's regions with no enemy neighbour (their armies are free to move out), in board order. */
export function interiorRegions(board: Board, seat: Seat): RegionId[] {
  return ownedRegions(board, seat).filter((id) => !isFrontier(board, id));
}

/**
 * The enemy armies that could attack `region` next: the sum, over its enemy neighbours, of the
 * armies each could attack with (armies − 1).
 */
export function threatTo(board: Board, region: RegionId): number {
  const owner = board.regions[region].owner;
  let threat = 0;
  for (const n of neighbours(region)) {
    const r = board.regions[n];
    if (r.owner !== owner && r.armies > 1) threat += r.armies - 1;
  }
  return threat;
}

/** How much of one zone a seat holds. */
export interface ZoneControl {
  readonly zone: ZoneId;
  /** The zone's reinforcement bonus when held entirely (R1.3). */
  readonly bonus: number;
  /** The seat's regions in the zone. */
  readonly owned: readonly RegionId[];
  /** The zone's regions the seat does not own. */
  readonly missing: readonly RegionId[];
  /** Whether the seat holds the whole zone. */
  readonly held: boolean;
}

/** For each of the five zones, what a seat holds of it (R1.3), in board order of the zones. */
export function zoneControl(board: Board, seat: Seat): ZoneControl[] {
  return ZONES.map((z) => {
    const owned = z.regions.filter((id) => board.regions[id].owner === seat);
    const missing = z.regions.filter((id) => board.regions[id].owner !== seat);
    return { zone: z.id, bonus: z.bonus, owned, missing, held: missing.length === 0 };
  });
}

/** The zones a seat holds entirely, with their bonuses (R1.3). */
export function heldZones(board: Board, seat: Seat): { zone: ZoneId; bonus: number }[] {
  return zoneControl(board, seat)
    .filter((z) => z.held)
    .map((z) => ({ zone: z.zone, bonus: z.bonus }));
}

/**
 * The fewest enemy regions a seat must cross to reach each region from its own (0 for its own
 * regions); `Infinity` for regions it cannot reach. Useful to steer toward far-away objectives.
 */
export function stepsFrom(board: Board, seat: Seat): Record<RegionId, number> {
  const out = {} as Record<RegionId, number>;
  const queue: RegionId[] = [];
  for (const id of REGION_IDS) {
    out[id] = board.regions[id].owner === seat ? 0 : Number.POSITIVE_INFINITY;
    if (out[id] === 0) queue.push(id);
  }
  for (let i = 0; i < queue.length; i++) {
    const id = queue[i]!;
    for (const n of neighbours(id)) {
      if (out[n] === Number.POSITIVE_INFINITY) {
        out[n] = out[id] + 1;
        queue.push(n);
      }
    }
  }
  return out;
}
