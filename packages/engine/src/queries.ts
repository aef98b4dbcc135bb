/**
 * Read-only questions about a game state that clients, bots and the rule modules all ask. None of
 * these change anything; they are the engine's answer to "what does the rule say here?".
 *
 * @module
 */
import {
  attackDiceLimit,
  type CardId,
  cardById,
  defenceDice,
  NEIGHBOUR_INDEXES,
  neighbours,
  REGION_IDS,
  type RegionId,
  RULES,
  regionById,
  regionIndex,
  ZONES,
  type ZoneId,
} from "./board.js";
import type { ReinforcementBreakdown } from "./events.js";
import { bitCount, regionTable } from "./region-table.js";
import type { GameState, Seat } from "./state.js";
import type { PlayerView } from "./views.js";

/**
 * What the map queries read: a {@link GameState} or a {@link PlayerView} both qualify, so clients
 * and bots, who only hold a view, can ask the same questions.
 */
export type BoardState = Pick<GameState, "regions" | "untouchable" | "eliminated" | "players">;

/** Each zone's regions as a bit set (bit = board index): held when a seat's set covers it. */
const ZONE_MASKS: readonly number[] = ZONES.map((z) =>
  z.regions.reduce((mask, id) => mask | (1 << regionIndex(id)), 0),
);

/** The regions a seat owns, in board order. */
export function regionsOf(state: BoardState, seat: Seat): RegionId[] {
  const { owner } = regionTable(state.regions);
  const out: RegionId[] = [];
  for (let i = 0; i < owner.length; i++) if (owner[i] === seat) out.push(REGION_IDS[i]!);
  return out;
}

/** How many regions a seat owns. */
export function regionCount(state: BoardState, seat: Seat): number {
  return bitCount(regionTable(state.regions).owned[seat] ?? 0);
}

/** Armies a seat has on the map. */
export function armiesOnMap(state: BoardState, seat: Seat): number {
  const { owned, armies } = regionTable(state.regions);
  let total = 0;
  for (let m = owned[seat] ?? 0; m !== 0; m &= m - 1) total += armies[31 - Math.clz32(m & -m)]!;
  return total;
}

/** Whether a seat has been eliminated (R6.5). */
export function isEliminated(state: BoardState, seat: Seat): boolean {
  return state.eliminated.includes(seat);
}

/** Seats still in the game, in seat order. */
export function livingSeats(state: BoardState): Seat[] {
  const out: Seat[] = [];
  for (let seat = 0; seat < state.players; seat++) {
    if (!state.eliminated.includes(seat)) out.push(seat);
  }
  return out;
}

/** Whether a seat is untouchable now (R9, stato-della-chiesa). */
export function isUntouchable(state: BoardState, seat: Seat): boolean {
  return state.untouchable.includes(seat);
}

/** Whether a region borders a region owned by another seat (R7.2). */
export function bordersEnemy(state: BoardState, region: RegionId): boolean {
  const { owner } = regionTable(state.regions);
  const i = regionIndex(region);
  for (const j of NEIGHBOUR_INDEXES[i]!) if (owner[j] !== owner[i]) return true;
  return false;
}

/** The zones a seat holds entirely, with their bonuses (R1.3). */
export function zonesHeld(state: BoardState, seat: Seat): { zone: ZoneId; bonus: number }[] {
  const mine = regionTable(state.regions).owned[seat] ?? 0;
  const out: { zone: ZoneId; bonus: number }[] = [];
  // Plain loops: this runs at every turn start, and closures per zone showed in profiles.
  for (let k = 0; k < ZONES.length; k++) {
    const zone = ZONE_MASKS[k]!;
    if ((mine & zone) === zone) out.push({ zone: ZONES[k]!.id, bonus: ZONES[k]!.bonus });
  }
  return out;
}

/**
 * The reinforcements a seat would receive at the start of its turn now (R4.1, R2.7, R3):
 * floor(regions / 3), plus each zone held entirely, plus waiting "+N next turn" rewards, capped
 * so that armies on the map plus pending armies never exceed 50.
 */
export function reinforcementsFor(state: GameState, seat: Seat): ReinforcementBreakdown {
  const firstTurn = state.round === 1 && seat === state.firstSeat;
  const rewards = state.nextTurnArmies[seat] ?? 0;
  if (firstTurn) return { fromRegions: 0, zones: [], rewards, lost: 0, total: 0, firstTurn };
  // Regions and armies counted in one pass (this runs at every turn start).
  const { owned, armies } = regionTable(state.regions);
  let regions = 0;
  let onMap = 0;
  for (let m = owned[seat] ?? 0; m !== 0; m &= m - 1) {
    regions++;
    onMap += armies[31 - Math.clz32(m & -m)]!;
  }
  const fromRegions = Math.floor(regions / RULES.regionsPerArmy);
  const zones = zonesHeld(state, seat);
  let wanted = fromRegions + rewards;
  for (let k = 0; k < zones.length; k++) wanted += zones[k]!.bonus;
  const room = Math.max(0, RULES.armyCap - onMap);
  const total = Math.min(wanted, room);
  return { fromRegions, zones, rewards, lost: wanted - total, total, firstTurn };
}

/**
 * The numbers of dice an attack from `from` to `to` may use (R6.2): from the defender's dice up to
 * min(3, armies in `from` − 1). Empty when no number is allowed. Does not check ownership,
 * adjacency or stage; see {@link attackTargets} for that.
 */
export function diceOptions(state: BoardState, from: RegionId, to: RegionId): number[] {
  const max = attackDiceLimit(state.regions[from].armies);
  const min = defenderDice(state, to);
  const out: number[] = [];
  for (let d = min; d <= max; d++) out.push(d);
  return out;
}

/** How many dice the defender of a region rolls (R6.2): one per army, at most 3. */
export function defenderDice(state: BoardState, region: RegionId): number {
  return defenceDice(state.regions[region].armies);
}

/** One region a seat may attack now, with the dice it may use. */
export interface AttackTarget {
  readonly from: RegionId;
  readonly to: RegionId;
  readonly dice: readonly number[];
}

/**
 * Every attack the seat could make from its regions (R6.1–R6.2), ignoring whose turn and which
 * stage it is: own region with ≥ 2 armies, adjacent enemy region not untouchable, and at least one
 * allowed number of dice. In board order of `from`, then of `to`.
 */
export function attackTargets(state: BoardState, seat: Seat, from?: RegionId): AttackTarget[] {
  const out: AttackTarget[] = [];
  const sources = from ? [from] : REGION_IDS;
  for (const src of sources) {
    const r = state.regions[src];
    if (r.owner !== seat || r.armies < 2) continue;
    for (const to of neighbours(src)) {
      const t = state.regions[to];
      if (t.owner === seat || isUntouchable(state, t.owner)) continue;
      const dice = diceOptions(state, src, to);
      if (dice.length > 0) out.push({ from: src, to, dice });
    }
  }
  return out;
}

/**
 * The most armies that may leave `from` in a fortify move (R7.2): all but 2 if it borders an enemy
 * region, else all but 1. May be 0 or less when none may leave.
 */
export function fortifyMax(state: BoardState, from: RegionId): number {
  return state.regions[from].armies - (bordersEnemy(state, from) ? 2 : 1);
}

/**
 * The Serenata targets a seat has now (R5.4): `to` an enemy region with 1 or 2 armies whose owner
 * is not untouchable, adjacent to `from`, an own region with at least 2 armies.
 */
export function serenataTargets(state: BoardState, seat: Seat): { from: RegionId; to: RegionId }[] {
  const out: { from: RegionId; to: RegionId }[] = [];
  const { owner, armies } = regionTable(state.regions);
  for (let i = 0; i < owner.length; i++) {
    if (owner[i] !== seat || armies[i]! < 2) continue;
    for (const j of NEIGHBOUR_INDEXES[i]!) {
      const target = owner[j]!;
      if (target !== seat && armies[j]! <= 2 && !state.untouchable.includes(target)) {
        out.push({ from: REGION_IDS[i]!, to: REGION_IDS[j]! });
      }
    }
  }
  return out;
}

/**
 * The regions that get the region bonus when `seat` plays `cards` now (R5.3): the regions of the
 * region cards among them that the seat holds, in card order (each gets +2, capped by R3).
 */
export function regionBonusRegions(
  state: Pick<BoardState, "regions">,
  seat: Seat,
  cards: readonly CardId[],
): RegionId[] {
  const out: RegionId[] = [];
  for (const card of cards) {
    const region = cardById(card).region;
    if (region !== null && state.regions[region].owner === seat) out.push(region);
  }
  return out;
}

/** A region's display name and value, for clients. */
export function regionInfo(id: RegionId): { name: string; value: number } {
  const r = regionById(id);
  return { name: r.name, value: r.value };
}

/**
 * Names the turn under way, for turn timers and turn bounds: two states have the same key exactly
 * when they are inside the same turn. A turn of play is one seat's in one round, whatever stage
 * it is in (reinforce, attack, occupy, fortify); a setup pass (one seat placing its batch of
 * armies) counts as one turn. A game over has the key `"over"`.
 *
 * @example
 * ```ts
 * const timerRestarts = turnKey(before) !== turnKey(after);
 * ```
 */
export function turnKey(
  state: Pick<GameState, "stage" | "round" | "currentSeat" | "setupRemaining" | "batchLeft">,
): string {
  const { stage, round, currentSeat: seat } = state;
  if (stage === "over") return "over";
  if (stage === "setup") {
    // what the seat will have left once this pass ends: the same at every step of the pass
    const after = (state.setupRemaining[seat] ?? 0) - state.batchLeft;
    return `setup:${seat}:${after}`;
  }
  return `${round}:${seat}`;
}
