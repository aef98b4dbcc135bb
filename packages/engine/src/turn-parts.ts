/**
 * Internal: frozen parts of the turn record that `apply`'s states share, so that a turn start
 * creates (and `Draft.freeze` freezes) fewer objects: the empty list of regions armies left, the
 * empty list of zones, and one entry per zone for the reinforcement breakdown. Every state is
 * deeply frozen anyway; these are frozen once, here, instead of once per turn.
 *
 * @internal
 * @module
 */
import type { RegionId, ZoneId } from "./board.js";
import type { ReinforcementBreakdown } from "./events.js";

type ZoneEntry = ReinforcementBreakdown["zones"][number];

/** The shared, frozen empty `movedOut` list of a turn that has just started. */
export const NO_REGIONS: readonly RegionId[] = Object.freeze([]);

/** The shared, frozen empty list of zones held. */
export const NO_ZONES: readonly ZoneEntry[] = Object.freeze([]);

const entries = new Map<ZoneId, ZoneEntry>();

/** The shared, frozen entry of a zone and its bonus (a zone's bonus never changes). */
function zoneEntry(zone: ZoneId, bonus: number): ZoneEntry {
  let entry = entries.get(zone);
  if (entry === undefined || entry.bonus !== bonus) {
    entry = Object.freeze({ zone, bonus });
    entries.set(zone, entry);
  }
  return entry;
}

/** Whether `entry` is one of the shared, frozen zone entries. */
export function isSharedZoneEntry(entry: ZoneEntry): boolean {
  return entries.get(entry.zone) === entry;
}

/**
 * A copy of a reinforcement breakdown, written as one literal in the record's field order (spreads
 * and `map` closures are slow in V8). `shared`: its zones are the shared, frozen entries (for the
 * turn record of `apply`'s states); otherwise every part is a new object (for an event, so a
 * client changing it cannot reach the state).
 */
export function copyBreakdown(r: ReinforcementBreakdown, shared: boolean): ReinforcementBreakdown {
  let zones: readonly ZoneEntry[] = NO_ZONES;
  if (r.zones.length > 0 || !shared) {
    const list: ZoneEntry[] = [];
    for (let k = 0; k < r.zones.length; k++) {
      const z = r.zones[k]!;
      list.push(shared ? zoneEntry(z.zone, z.bonus) : { zone: z.zone, bonus: z.bonus });
    }
    zones = list;
  }
  return {
    fromRegions: r.fromRegions,
    zones,
    rewards: r.rewards,
    lost: r.lost,
    total: r.total,
    firstTurn: r.firstTurn,
  };
}
