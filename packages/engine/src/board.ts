/**
 * The board of Italia (R1): regions, links, zones, cards and objectives, derived once from the
 * board data and exposed as typed, read-only lookups.
 *
 * @module
 */

import {
  BOARD_DATA,
  type BonusObjectiveId,
  type CardId,
  type CardSymbol,
  type LinkKind,
  type ObjectiveId,
  type RegionId,
  type ZoneId,
} from "./board-data.generated.js";
import { BONUS_RULES, type BonusParams, type BonusRewardRule } from "./bonus-rules.js";

export type { BonusObjectiveId, CardId, CardSymbol, LinkKind, ObjectiveId, RegionId, ZoneId };
export { BOARD_DATA };

/** A region of the board. */
export interface Region {
  readonly id: RegionId;
  /** Display name, e.g. `"Emilia-Romagna"`. */
  readonly name: string;
  readonly zone: ZoneId;
  /** Number of links (R1.2); also the region's worth in objective scores. */
  readonly value: number;
  /** Position of the region in the board data (0–19): the canonical order everywhere. */
  readonly index: number;
  /** Identifier of this region's shape in the `@svg-maps/italy` package. */
  readonly svgMapsItalyId: string;
}

/** A link between two regions (R1.1): a land border, the Strait or a ferry. */
export interface Link {
  readonly a: RegionId;
  readonly b: RegionId;
  readonly kind: LinkKind;
}

/** A zone and its reinforcement bonus (R1.3). */
export interface Zone {
  readonly id: ZoneId;
  readonly name: string;
  readonly bonus: number;
  /** The zone's regions, in board order. */
  readonly regions: readonly RegionId[];
}

/** A card (R5.1): a region card with its symbol, or a Nonna (joker, no region). */
export interface Card {
  readonly id: CardId;
  readonly region: RegionId | null;
  readonly symbol: CardSymbol;
}

/** A main objective: a set of regions worth 30 points together. */
export interface Objective {
  readonly id: ObjectiveId;
  readonly name: string;
  readonly regions: readonly RegionId[];
}

/** A bonus objective's static description (conditions and rewards are in R9). */
export interface BonusObjective {
  readonly id: BonusObjectiveId;
  readonly name: string;
  /** The regions it names, when it is about holding a fixed set. */
  readonly regions: readonly RegionId[];
  /** For streak objectives: how many own turn-ends in a row the condition must hold. */
  readonly turnsInARow: number;
  /** The numbers its condition counts (see {@link BonusParams}); `{}` for most. */
  readonly params: BonusParams;
  /** What completing it gives (R9). */
  readonly reward: BonusRewardRule;
}

/** The seat symbols ● ■ ▲ ◆ (R2.1), indexed by seat. */
export const SEAT_SYMBOLS: readonly string[] = BOARD_DATA.seatSymbols;

/** Numeric constants of the rules, from the board data. */
export const RULES = {
  /** R3: the most armies one seat may have on the map (pending included). */
  armyCap: BOARD_DATA.rules.armyCap,
  /** R5.6: the most cards one hand may hold. */
  handLimit: BOARD_DATA.rules.handLimit,
  /** R2.4: the most armies placed per player per setup pass. */
  setupBatch: BOARD_DATA.rules.setupBatch,
  /** R11.4: the default round limit. */
  defaultRounds: BOARD_DATA.rules.defaultRounds,
  /** R11.5: points per completed bonus objective. */
  colpoPoints: BOARD_DATA.rules.colpoPoints,
  /** What every main objective is worth in total. */
  objectivePoints: BOARD_DATA.rules.objectivePoints,
  /** R2.5, R9: the bonus objectives each seat holds. */
  bonusHeld: 2,
  /** R11.2: the colpi da maestro that win the game. */
  colpiToWin: 3,
  /** R5.3: armies placed on each played card's region the player owns. */
  regionCardBonus: 2,
  /** R6.2: the most dice either side rolls. */
  maxDice: 3,
  /** R4.1: one army of reinforcements per this many regions owned (rounded down). */
  regionsPerArmy: 3,
  /** R11.4: the Sdadata threshold in the first round of overtime; it rises by one per round. */
  sdadataFirstThreshold: 4,
  /** R11.4: the highest the Sdadata threshold rises. */
  sdadataMaxThreshold: 7,
  /** R11.4: a player who conquered more than this many regions in the turn does not roll. */
  sdadataMaxConquests: 2,
} as const;

/**
 * R6.2: the most dice an attack from a region holding `armies` may roll: one army always stays
 * behind, and no one rolls more than {@link RULES}.maxDice. 0 or less means no attack is possible.
 */
export function attackDiceLimit(armies: number): number {
  return Math.min(RULES.maxDice, armies - 1);
}

/** R6.2: how many dice the defender of a region holding `armies` rolls: one per army, at most 3. */
export function defenceDice(armies: number): number {
  return Math.min(RULES.maxDice, armies);
}

/** R2.4: armies per player at setup, by player count. */
export function startingArmies(players: 3 | 4): number {
  return BOARD_DATA.rules.startingArmies[players];
}

/** Every region, in board order. */
export const REGIONS: readonly Region[] = BOARD_DATA.regions.map((r, index) => ({ ...r, index }));
/** Every region id, in board order. */
export const REGION_IDS: readonly RegionId[] = REGIONS.map((r) => r.id);
/** Every link of the board (R1.1). */
export const LINKS: readonly Link[] = BOARD_DATA.links;
/** Every zone with its regions. */
export const ZONES: readonly Zone[] = BOARD_DATA.zones.map((z) => ({
  ...z,
  regions: REGIONS.filter((r) => r.zone === z.id).map((r) => r.id),
}));
/** Every card: 20 region cards then the 2 Nonne. */
export const CARDS: readonly Card[] = BOARD_DATA.cards;
/** Every card id, in board order. */
export const CARD_IDS: readonly CardId[] = CARDS.map((c) => c.id);
/** The 11 main objectives. */
export const OBJECTIVES: readonly Objective[] = BOARD_DATA.objectives;
/** The 12 bonus objectives, in board order. */
export const BONUS_OBJECTIVES: readonly BonusObjective[] = BOARD_DATA.bonusObjectives.map((b) => ({
  id: b.id,
  name: b.name,
  regions: "regions" in b ? b.regions : [],
  turnsInARow: "turnsInARow" in b ? b.turnsInARow : 1,
  params: BONUS_RULES[b.id].params,
  reward: BONUS_RULES[b.id].reward,
}));

const regionMap = new Map<string, Region>(REGIONS.map((r) => [r.id, r]));
const indexMap = new Map<string, number>(REGIONS.map((r) => [r.id, r.index]));
const cardMap = new Map<string, Card>(CARDS.map((c) => [c.id, c]));
const objectiveMap = new Map<string, Objective>(OBJECTIVES.map((o) => [o.id, o]));
const bonusMap = new Map<string, BonusObjective>(BONUS_OBJECTIVES.map((b) => [b.id, b]));
const zoneMap = new Map<string, Zone>(ZONES.map((z) => [z.id, z]));

const neighbourMap = new Map<RegionId, RegionId[]>(REGION_IDS.map((id) => [id, []]));
for (const link of LINKS) {
  neighbourMap.get(link.a)?.push(link.b);
  neighbourMap.get(link.b)?.push(link.a);
}
for (const list of neighbourMap.values()) list.sort((x, y) => regionIndex(x) - regionIndex(y));

/**
 * For each region (by board index), the board indexes of its neighbours, ascending. A compact
 * form of {@link neighbours} for hot loops.
 *
 * @internal
 */
export const NEIGHBOUR_INDEXES: readonly (readonly number[])[] = REGION_IDS.map((id) =>
  neighbourMap.get(id)!.map((n) => regionIndex(n)),
);

/**
 * For each region (by board index), its neighbours as a bit set: bit `j` set when the region at
 * board index `j` borders it. With a seat's bit set of regions (`RegionTable.owned`), the move
 * generator finds a region's own and enemy neighbours in one `&` each.
 *
 * @internal
 */
export const NEIGHBOUR_MASKS: readonly number[] = NEIGHBOUR_INDEXES.map((near) =>
  near.reduce((mask, j) => mask | (1 << j), 0),
);

/**
 * A list of regions as a bit set of board indexes (bit `i` for the region at board index `i`):
 * with a seat's bit set of regions (`RegionTable.owned`), "holds all of them" is one `&`.
 *
 * @internal
 */
export function regionMask(regions: readonly RegionId[]): number {
  let mask = 0;
  for (const id of regions) mask |= 1 << regionIndex(id);
  return mask;
}

/** Whether `id` names a region. */
export function isRegionId(id: unknown): id is RegionId {
  return typeof id === "string" && regionMap.has(id);
}
/** Whether `id` names a card. */
export function isCardId(id: unknown): id is CardId {
  return typeof id === "string" && cardMap.has(id);
}
/** Whether `id` names a main objective. */
export function isObjectiveId(id: unknown): id is ObjectiveId {
  return typeof id === "string" && objectiveMap.has(id);
}
/** Whether `id` names a bonus objective. */
export function isBonusObjectiveId(id: unknown): id is BonusObjectiveId {
  return typeof id === "string" && bonusMap.has(id);
}

/** The region with this id. */
export function regionById(id: RegionId): Region {
  return regionMap.get(id)!;
}
/** The card with this id. */
export function cardById(id: CardId): Card {
  return cardMap.get(id)!;
}
/** The main objective with this id. */
export function objectiveById(id: ObjectiveId): Objective {
  return objectiveMap.get(id)!;
}
/** The bonus objective with this id. */
export function bonusObjectiveById(id: BonusObjectiveId): BonusObjective {
  return bonusMap.get(id)!;
}
/** The zone with this id. */
export function zoneById(id: ZoneId): Zone {
  return zoneMap.get(id)!;
}

/**
 * The position of a region in board order (0–19).
 *
 * @throws RangeError if `id` names no region
 */
export function regionIndex(id: RegionId): number {
  // A map straight to the number: bots and rules ask this in their innermost loops, and reading
  // `.index` off the region record cost as much again as the lookup.
  const index = indexMap.get(id);
  if (index === undefined) throw new RangeError(`not a region id: ${JSON.stringify(id)}`);
  return index;
}

/** The regions linked to `id` (R1.1: land, Strait and ferries), in board order. */
export function neighbours(id: RegionId): readonly RegionId[] {
  return neighbourMap.get(id)!;
}

/** Whether a link joins `a` and `b` (R1.1). */
export function areAdjacent(a: RegionId, b: RegionId): boolean {
  return neighbourMap.get(a)!.includes(b);
}

/** R1.3: whether a region is in "Nord" (Nord-Ovest or Nord-Est). */
export function isNord(id: RegionId): boolean {
  const zone = regionById(id).zone;
  return zone === "nord-ovest" || zone === "nord-est";
}

/** R1.3: whether a region is in "Sud or Isole". */
export function isSudOrIsole(id: RegionId): boolean {
  const zone = regionById(id).zone;
  return zone === "sud" || zone === "isole";
}

/** A region's display name, for messages. */
export function regionName(id: RegionId): string {
  return regionById(id).name;
}
