/**
 * Field readers for positions: each reads one JSON value into a typed one, or refuses it (a thrown
 * `Refusal`) with the JSON path of the field and what is wrong with it.
 *
 * @internal
 * @module
 */
import {
  type BonusObjectiveId,
  type CardId,
  isBonusObjectiveId,
  isCardId,
  isRegionId,
  type RegionId,
  RULES,
  ZONES,
  type ZoneId,
} from "./board.js";
import type { ReinforcementBreakdown } from "./events.js";
import { quote } from "./plain-data.js";
import { inRange, refuse } from "./position-refusal.js";
import type { BonusProgress, Seat } from "./state.js";

/** Whether `v` is a JSON object (not null, not an array). */
export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** A whole number, not yet checked against any range. */
export function whole(v: unknown, path: string): number {
  if (typeof v !== "number" || !Number.isInteger(v))
    refuse(path, `${path} must be a whole number.`);
  return v;
}

/** A whole number from `min` to `max`. */
export function int(v: unknown, path: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  return inRange(whole(v, path), path, min, max);
}

/** `true` or `false`. */
export function bool(v: unknown, path: string): boolean {
  if (typeof v !== "boolean") refuse(path, `${path} must be true or false.`);
  return v;
}

/** An array, its items not yet read. */
export function list(v: unknown, path: string): unknown[] {
  if (!Array.isArray(v)) refuse(path, `${path} must be an array.`);
  return v;
}

/** A JSON object, its fields not yet read. */
export function object(v: unknown, path: string): Record<string, unknown> {
  if (!isObject(v)) refuse(path, `${path} must be an object.`);
  return v;
}

/** A map keyed by seat (`"0"` … `"players − 1"`), read into an array by seat, with defaults. */
export function seatMap<T>(
  v: unknown,
  path: string,
  players: number,
  read: (x: unknown, p: string) => T,
  fallback: (seat: number) => T,
): T[] {
  const out: T[] = [];
  if (v === undefined) {
    for (let s = 0; s < players; s++) out.push(fallback(s));
    return out;
  }
  const obj = object(v, path);
  for (const key of Object.keys(obj)) {
    if (!/^\d$/.test(key) || Number(key) >= players)
      refuse(`${path}.${key}`, `${path} is keyed by seat ("0" to "${players - 1}"), not "${key}".`);
  }
  for (let s = 0; s < players; s++) {
    const value = obj[String(s)];
    out.push(value === undefined ? fallback(s) : read(value, `${path}.${s}`));
  }
  return out;
}

/** An array of card ids. */
export function cardList(v: unknown, path: string): CardId[] {
  return list(v, path).map((c, i) => {
    if (!isCardId(c)) refuse(`${path}[${i}]`, `${path}[${i}]: unknown card id ${quote(c)}.`);
    return c;
  });
}

/** An array of bonus objective ids. */
export function bonusList(v: unknown, path: string): BonusObjectiveId[] {
  return list(v, path).map((b, i) => {
    if (!isBonusObjectiveId(b))
      refuse(`${path}[${i}]`, `${path}[${i}]: unknown bonus objective id ${quote(b)}.`);
    return b;
  });
}

/** An array of distinct seats. */
export function seatList(v: unknown, path: string, players: number): Seat[] {
  const seats = list(v, path).map((s, i) => int(s, `${path}[${i}]`, 0, players - 1));
  if (new Set(seats).size !== seats.length) refuse(path, `${path} lists a seat twice.`);
  return seats;
}

/** A region id. */
export function regionRef(v: unknown, path: string): RegionId {
  if (!isRegionId(v)) refuse(path, `${path}: unknown region id ${quote(v)}.`);
  return v;
}

/** A seat's bonus objective streaks and counters (R9). */
export function progressOf(v: unknown, path: string): BonusProgress {
  const obj = object(v, path);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(obj)) {
    const p = `${path}.${key}`;
    if (!isBonusObjectiveId(key)) refuse(p, `${p}: unknown bonus objective id "${key}".`);
    if (key === "cantiere-della-metro") {
      const counts: Record<string, number> = {};
      for (const [region, n] of Object.entries(object(value, p))) {
        counts[regionRef(region, `${p}.${region}`)] = int(n, `${p}.${region}`, 0);
      }
      out[key] = counts;
    } else {
      out[key] = int(value, p, 0);
    }
  }
  return out as BonusProgress;
}

/** Where a turn's reinforcements came from (R4.1). */
export function breakdownOf(v: unknown, path: string): ReinforcementBreakdown {
  const o = object(v, path);
  const known = ["fromRegions", "zones", "rewards", "lost", "total", "firstTurn"];
  for (const key of Object.keys(o)) {
    if (!known.includes(key))
      refuse(`${path}.${key}`, `A reinforcement breakdown has no field "${key}".`);
  }
  const zones = list(o.zones, `${path}.zones`).map((z, i) => {
    const zp = `${path}.zones[${i}]`;
    const zone = object(z, zp);
    if (!ZONES.some((x) => x.id === zone.zone))
      refuse(`${zp}.zone`, `${zp}.zone: unknown zone id ${quote(zone.zone)}.`);
    return { zone: zone.zone as ZoneId, bonus: int(zone.bonus, `${zp}.bonus`, 0, 10) };
  });
  return {
    fromRegions: int(o.fromRegions, `${path}.fromRegions`, 0, 20),
    zones,
    rewards: int(o.rewards, `${path}.rewards`, 0),
    lost: int(o.lost, `${path}.lost`, 0),
    total: int(o.total, `${path}.total`, 0, RULES.armyCap),
    firstTurn: bool(o.firstTurn, `${path}.firstTurn`),
  };
}
