/**
 * Internal: what the reference bots read to decide, taken from a seat's view (a live bot) or from
 * a simulation (a search playing a possible future), without copying either.
 *
 * @internal
 * @module
 */
import {
  BONUS_OBJECTIVES,
  type BonusObjectiveId,
  type CardId,
  neighbours,
  OBJECTIVES,
  type ObjectiveId,
  type OccupyState,
  type PlayerView,
  REGION_IDS,
  REGIONS,
  type RegionState,
  regionIndex,
  type Seat,
  type Simulator,
  type Stage,
  ZONES,
} from "@italia/engine";

/** The decision-relevant facts of one seat, as arrays by board index. */
export interface Situation {
  readonly seat: Seat;
  readonly stage: Stage;
  readonly round: number;
  /** Owner of each region, by board index. */
  readonly owner: Int8Array;
  /** Armies of each region, by board index. */
  readonly armies: Int16Array;
  /** Whether each seat is untouchable now. */
  readonly untouchable: readonly Seat[];
  readonly objective: ObjectiveId;
  readonly hand: readonly CardId[];
  readonly heldBonus: readonly BonusObjectiveId[];
  /** Regions conquered this turn. */
  readonly conquered: number;
  readonly pending: number;
  readonly batchLeft: number;
  readonly occupy: OccupyState | null;
  readonly players: number;
  readonly eliminated: readonly Seat[];
}

/** Owner and army tables of a board, by board index. */
export interface BoardTables {
  readonly owner: Int8Array;
  readonly armies: Int16Array;
}

/** The last regions record tabulated, and its tables (read-only for every caller). */
let lastRegions: object | null = null;
let lastTables: BoardTables | null = null;

/**
 * The owner and army of each region, by board index. A regions record that cannot change — a
 * frozen one, or one a {@link Simulator} handed out (`unchanging`) — is tabulated once for as long
 * as it is the last one asked about: a rollout asks about the same board many times in a row. The
 * tables are shared then: nobody writes into them.
 */
export function boardTables(
  regions: Readonly<Record<string, RegionState>>,
  unchanging = Object.isFrozen(regions),
): BoardTables {
  if (unchanging && regions === lastRegions && lastTables) return lastTables;
  const owner = new Int8Array(REGION_IDS.length);
  const armies = new Int16Array(REGION_IDS.length);
  for (let i = 0; i < REGION_IDS.length; i++) {
    const r = regions[REGION_IDS[i]!]!;
    owner[i] = r.owner;
    armies[i] = r.armies;
  }
  const tables = { owner, armies };
  if (unchanging) {
    lastRegions = regions;
    lastTables = tables;
  }
  return tables;
}

/** The situation of the viewer of a view. */
export function situationFromView(view: PlayerView): Situation {
  const me = view.me;
  if (!me) throw new Error("a bot needs a seat's view, not a spectator's");
  const { owner, armies } = boardTables(view.regions);
  return {
    seat: me.seat,
    stage: view.stage,
    round: view.round,
    owner,
    armies,
    untouchable: view.untouchable,
    objective: me.objective,
    hand: me.hand,
    heldBonus: me.heldBonus,
    conquered: view.turn.conqueredThisTurn,
    pending: view.pendingArmies,
    batchLeft: view.batchLeft,
    occupy: view.occupy,
    players: view.players,
    eliminated: view.eliminated,
  };
}

/** The tables {@link situationFromSimulator} fills (one pair: each call overwrites the last). */
const simTables: BoardTables = {
  owner: new Int8Array(REGION_IDS.length),
  armies: new Int16Array(REGION_IDS.length),
};

/**
 * The situation of `seat` in a simulation now, read without handing the simulator's state out
 * (`sim.peek()`), so its next step still changes that state in place. Valid until the simulator's
 * next step or the next call of this function (its board tables are reused): decide, keep nothing.
 */
export function situationFromSimulator(sim: Simulator, seat: Seat): Situation {
  sim.readBoard(simTables.owner, simTables.armies);
  const state = sim.peek();
  const s = simSituation;
  s.seat = seat;
  s.stage = state.stage;
  s.round = state.round;
  s.untouchable = state.untouchable;
  s.objective = state.objectives[seat]!;
  s.hand = state.hands[seat]!;
  s.heldBonus = state.bonus[seat]!.held;
  s.conquered = state.turn.conqueredThisTurn;
  s.pending = state.pendingArmies;
  s.batchLeft = state.batchLeft;
  s.occupy = state.occupy;
  s.players = state.players;
  s.eliminated = state.eliminated;
  return s;
}

/** The situation {@link situationFromSimulator} fills (one: each call overwrites the last). */
const simSituation: { -readonly [K in keyof Situation]: Situation[K] } = {
  seat: 0,
  stage: "setup",
  round: 0,
  owner: simTables.owner,
  armies: simTables.armies,
  untouchable: [],
  objective: OBJECTIVES[0]!.id,
  hand: [],
  heldBonus: [],
  conquered: 0,
  pending: 0,
  batchLeft: 0,
  occupy: null,
  players: 0,
  eliminated: [],
};

/** Board-index lookups the bots use in their inner loops. */
export const NEIGHBOURS: readonly (readonly number[])[] = REGION_IDS.map((id) =>
  neighbours(id).map(regionIndex),
);
/** Region values (R1.2) by board index. */
export const VALUES: readonly number[] = REGIONS.map((r) => r.value);
/** For each objective, a mask by board index. */
export const OBJECTIVE_MASK: ReadonlyMap<ObjectiveId, readonly boolean[]> = new Map(
  OBJECTIVES.map((o) => [o.id, REGION_IDS.map((id) => o.regions.includes(id))]),
);
/** For each bonus objective naming a fixed set of regions, a mask by board index. */
export const BONUS_MASK: ReadonlyMap<BonusObjectiveId, readonly boolean[]> = new Map(
  BONUS_OBJECTIVES.filter((b) => b.regions.length > 0).map((b) => [
    b.id,
    REGION_IDS.map((id) => b.regions.includes(id)),
  ]),
);
/** For each bonus objective naming a fixed set of regions, the board indexes of those regions. */
export const BONUS_REGIONS: ReadonlyMap<BonusObjectiveId, readonly number[]> = new Map(
  BONUS_OBJECTIVES.filter((b) => b.regions.length > 0).map((b) => [
    b.id,
    b.regions.map(regionIndex),
  ]),
);
/** Zone index of each region, and each zone's bonus and member indexes. */
export const ZONE_OF: readonly number[] = REGIONS.map((r) =>
  ZONES.findIndex((z) => z.id === r.zone),
);
/** Zones as board-index lists with their bonus. */
export const ZONE_LIST: readonly { readonly bonus: number; readonly members: readonly number[] }[] =
  ZONES.map((z) => ({
    bonus: z.bonus,
    members: z.regions.map((id) => REGION_IDS.indexOf(id)),
  }));
