/**
 * Positions: the JSON form of a game used by conformance vectors and for sharing a game state
 * (see `conformance.md`). {@link fromPosition} builds a game from a position, refusing impossible
 * ones with an error that names the field; {@link toPosition} exports any game as one.
 *
 * @module
 */

import {
  areAdjacent,
  BONUS_OBJECTIVES,
  type BonusObjectiveId,
  CARD_IDS,
  type CardId,
  isBonusObjectiveId,
  isCardId,
  isObjectiveId,
  isRegionId,
  type ObjectiveId,
  REGION_IDS,
  type RegionId,
  RULES,
  ZONES,
  type ZoneId,
} from "./board.js";
import { copyRegionRecord } from "./board-data.generated.js";
import type { ReinforcementBreakdown } from "./events.js";
import { copyOf, deepFreeze } from "./freeze.js";
import { checkConsistency } from "./position-consistency.js";
import { Refusal, refuse } from "./position-refusal.js";
import { type Seed, seedRng } from "./rng.js";
import {
  type BonusProgress,
  type BonusState,
  type EndReason,
  freshTurn,
  type GameState,
  type Limit,
  type OccupyState,
  type PlayerCount,
  type RegionState,
  type Seat,
  type Stage,
  type TurnState,
} from "./state.js";

/** A map keyed by seat number written as a string (`"0"`, `"1"`, …). */
export type SeatMap<T> = Readonly<Record<string, T>>;

/** A position (see `conformance.md`): the whole game as portable JSON, secrets included. */
export interface Position {
  readonly players: PlayerCount;
  readonly firstSeat: Seat;
  readonly round: number;
  readonly currentSeat: Seat;
  readonly stage: Stage;
  readonly pendingArmies?: number;
  readonly setupRemaining?: SeatMap<number>;
  readonly batchLeft?: number;
  readonly regions: Readonly<Record<string, RegionState>>;
  readonly hands?: SeatMap<readonly CardId[]>;
  readonly deck?: readonly CardId[];
  readonly discard?: readonly CardId[];
  readonly objectives: SeatMap<ObjectiveId>;
  readonly bonus?: SeatMap<Partial<BonusState>>;
  readonly bonusDeck?: readonly BonusObjectiveId[];
  readonly nextTurnArmies?: SeatMap<number>;
  readonly untouchable?: readonly Seat[];
  readonly eliminated?: readonly Seat[];
  readonly turn?: Partial<TurnState>;
  readonly occupy?: OccupyState | null;
  readonly limit?: Limit;
  readonly overtimeFromRound?: number | null;
  readonly clockExpired?: boolean;
  readonly winner?: Seat | null;
  readonly endReason?: EndReason | null;
}

/** Why a position was refused: the JSON path of the field and what is wrong with it. */
export interface PositionError {
  readonly code: "INVALID_POSITION";
  readonly path: string;
  readonly message: string;
}

/** The outcome of {@link fromPosition}. */
export type PositionResult =
  | { readonly ok: true; readonly state: GameState }
  | { readonly ok: false; readonly error: PositionError };

const STAGES: readonly Stage[] = ["setup", "reinforce", "attack", "occupy", "fortify", "over"];
const END_REASONS: readonly EndReason[] = ["conquista", "tre-colpi", "ultimo-rimasto", "sdadata"];
const TOP_FIELDS = new Set([
  "players",
  "firstSeat",
  "round",
  "currentSeat",
  "stage",
  "pendingArmies",
  "setupRemaining",
  "batchLeft",
  "regions",
  "hands",
  "deck",
  "discard",
  "objectives",
  "bonus",
  "bonusDeck",
  "nextTurnArmies",
  "untouchable",
  "eliminated",
  "turn",
  "occupy",
  "limit",
  "overtimeFromRound",
  "clockExpired",
  "winner",
  "endReason",
]);

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function int(v: unknown, path: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (typeof v !== "number" || !Number.isInteger(v))
    refuse(path, `${path} must be a whole number.`);
  if (v < min || v > max) refuse(path, `${path} must be from ${min} to ${max}, not ${v}.`);
  return v;
}

function bool(v: unknown, path: string): boolean {
  if (typeof v !== "boolean") refuse(path, `${path} must be true or false.`);
  return v;
}

function list(v: unknown, path: string): unknown[] {
  if (!Array.isArray(v)) refuse(path, `${path} must be an array.`);
  return v;
}

function object(v: unknown, path: string): Record<string, unknown> {
  if (!isObject(v)) refuse(path, `${path} must be an object.`);
  return v;
}

function seatMap<T>(
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

function cardList(v: unknown, path: string): CardId[] {
  return list(v, path).map((c, i) => {
    if (!isCardId(c))
      refuse(`${path}[${i}]`, `${path}[${i}]: unknown card id ${JSON.stringify(c)}.`);
    return c;
  });
}

function bonusList(v: unknown, path: string): BonusObjectiveId[] {
  return list(v, path).map((b, i) => {
    if (!isBonusObjectiveId(b))
      refuse(`${path}[${i}]`, `${path}[${i}]: unknown bonus objective id ${JSON.stringify(b)}.`);
    return b;
  });
}

function seatList(v: unknown, path: string, players: number): Seat[] {
  const seats = list(v, path).map((s, i) => int(s, `${path}[${i}]`, 0, players - 1));
  if (new Set(seats).size !== seats.length) refuse(path, `${path} lists a seat twice.`);
  return seats;
}

function regionRef(v: unknown, path: string): RegionId {
  if (!isRegionId(v)) refuse(path, `${path}: unknown region id ${JSON.stringify(v)}.`);
  return v;
}

function progressOf(v: unknown, path: string): BonusProgress {
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

function breakdownOf(v: unknown, path: string): ReinforcementBreakdown {
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
      refuse(`${zp}.zone`, `${zp}.zone: unknown zone id ${JSON.stringify(zone.zone)}.`);
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

function build(input: unknown, seed: Seed): GameState {
  const p = object(input, "$");
  for (const key of Object.keys(p)) {
    if (!TOP_FIELDS.has(key)) refuse(`$.${key}`, `A position has no field "${key}".`);
  }
  if (p.players !== 3 && p.players !== 4) refuse("$.players", "$.players must be 3 or 4 (R2.1).");
  const players = p.players;
  const stage = p.stage as Stage;
  if (!STAGES.includes(stage)) refuse("$.stage", `$.stage must be one of ${STAGES.join(", ")}.`);
  const firstSeat = int(p.firstSeat, "$.firstSeat", 0, players - 1);
  const currentSeat = int(p.currentSeat, "$.currentSeat", 0, players - 1);
  const round = int(p.round, "$.round", stage === "setup" ? 0 : 1);
  const eliminated =
    p.eliminated === undefined ? [] : seatList(p.eliminated, "$.eliminated", players);
  const untouchable =
    p.untouchable === undefined ? [] : seatList(p.untouchable, "$.untouchable", players);
  if (eliminated.length >= players)
    refuse("$.eliminated", "At least one seat must still be playing.");
  if (stage !== "over" && eliminated.includes(currentSeat))
    refuse("$.currentSeat", `Seat ${currentSeat} is eliminated and cannot be the current seat.`);
  for (const s of untouchable)
    if (eliminated.includes(s))
      refuse("$.untouchable", `Seat ${s} is eliminated and cannot be untouchable.`);

  // Regions (R1): all 20, each owned, with armies.
  const regionsIn = object(p.regions, "$.regions");
  for (const key of Object.keys(regionsIn)) regionRef(key, `$.regions.${key}`);
  const occupyTo = stage === "occupy" && isObject(p.occupy) ? p.occupy.to : undefined;
  const regions = {} as Record<RegionId, RegionState>;
  for (const id of REGION_IDS) {
    const path = `$.regions.${id}`;
    const r = regionsIn[id];
    if (r === undefined)
      refuse(path, `${path} is missing: a position lists all 20 regions with owner and armies.`);
    const o = object(r, path);
    for (const key of Object.keys(o))
      if (key !== "owner" && key !== "armies")
        refuse(`${path}.${key}`, `A region has only "owner" and "armies".`);
    const owner = int(o.owner, `${path}.owner`, 0, players - 1);
    const armies = int(o.armies, `${path}.armies`, id === occupyTo ? 0 : 1, RULES.armyCap);
    if (eliminated.includes(owner))
      refuse(`${path}.owner`, `${path}.owner: seat ${owner} is eliminated and owns nothing.`);
    regions[id] = { owner, armies };
  }
  for (let s = 0; s < players; s++) {
    if (!eliminated.includes(s) && !REGION_IDS.some((id) => regions[id].owner === s)) {
      refuse("$.regions", `Seat ${s} owns no region but is not in $.eliminated.`);
    }
  }

  const pendingArmies =
    p.pendingArmies === undefined ? 0 : int(p.pendingArmies, "$.pendingArmies", 0, RULES.armyCap);
  if (pendingArmies > 0 && stage !== "reinforce")
    refuse("$.pendingArmies", `Armies can be pending only in stage "reinforce" (R4.2).`);
  // R3: armies on the map plus pending armies never exceed 50.
  for (let s = 0; s < players; s++) {
    let total = s === currentSeat ? pendingArmies : 0;
    for (const id of REGION_IDS) if (regions[id].owner === s) total += regions[id].armies;
    if (total > RULES.armyCap)
      refuse(
        "$.regions",
        `Seat ${s} has ${total} armies (with pending ones); the cap is ${RULES.armyCap} (R3).`,
      );
  }

  // Cards (R5): hands of at most 7; every card exactly once among hands, deck and discard.
  const hands = seatMap(p.hands, "$.hands", players, cardList, () => [] as CardId[]);
  hands.forEach((h, s) => {
    if (h.length > RULES.handLimit)
      refuse(
        `$.hands.${s}`,
        `$.hands.${s} holds ${h.length} cards; the limit is ${RULES.handLimit} (R5.6).`,
      );
    if (h.length > 0 && eliminated.includes(s))
      refuse(
        `$.hands.${s}`,
        `Seat ${s} is eliminated: its cards went to the player who eliminated it (R6.5).`,
      );
  });
  const discard = p.discard === undefined ? [] : cardList(p.discard, "$.discard");
  const placed = new Map<CardId, string>();
  const note = (card: CardId, where: string) => {
    const before = placed.get(card);
    if (before) refuse(where, `The card "${card}" is both in ${before} and in ${where}.`);
    placed.set(card, where);
  };
  for (const [s, h] of hands.entries())
    for (const [i, c] of h.entries()) note(c, `$.hands.${s}[${i}]`);
  for (const [i, c] of discard.entries()) note(c, `$.discard[${i}]`);
  const deck =
    p.deck === undefined ? CARD_IDS.filter((c) => !placed.has(c)) : cardList(p.deck, "$.deck");
  if (p.deck !== undefined) for (const [i, c] of deck.entries()) note(c, `$.deck[${i}]`);
  for (const c of CARD_IDS) {
    if (!placed.has(c) && p.deck !== undefined)
      refuse(
        "$.deck",
        `The card "${c}" is missing: every card is in a hand, the deck or the discard pile.`,
      );
  }

  // Objectives: one distinct main objective per seat.
  const objectives = seatMap<ObjectiveId | null>(
    p.objectives,
    "$.objectives",
    players,
    (v, path) => {
      if (!isObjectiveId(v)) refuse(path, `${path}: unknown objective id ${JSON.stringify(v)}.`);
      return v;
    },
    () => null,
  );
  objectives.forEach((o, s) => {
    if (o === null)
      refuse(`$.objectives.${s}`, `$.objectives.${s} is missing: every seat has a main objective.`);
    if (objectives.indexOf(o) !== s)
      refuse(`$.objectives.${s}`, `Two seats cannot share the objective "${o}".`);
  });

  // Bonus objectives (R9): every one exactly once among held, completed and the bonus deck.
  const bonus = seatMap<BonusState>(
    p.bonus,
    "$.bonus",
    players,
    (v, path) => {
      const b = object(v, path);
      for (const key of Object.keys(b))
        if (!["held", "completed", "progress"].includes(key))
          refuse(`${path}.${key}`, `A bonus entry has held, completed and progress only.`);
      return {
        held: b.held === undefined ? [] : bonusList(b.held, `${path}.held`),
        completed: b.completed === undefined ? [] : bonusList(b.completed, `${path}.completed`),
        progress: b.progress === undefined ? {} : progressOf(b.progress, `${path}.progress`),
      };
    },
    () => ({ held: [], completed: [], progress: {} }),
  );
  const seenBonus = new Map<BonusObjectiveId, string>();
  const noteBonus = (id: BonusObjectiveId, where: string) => {
    const before = seenBonus.get(id);
    if (before) refuse(where, `The bonus objective "${id}" is both in ${before} and in ${where}.`);
    seenBonus.set(id, where);
  };
  for (const [s, b] of bonus.entries()) {
    for (const [i, id] of b.held.entries()) noteBonus(id, `$.bonus.${s}.held[${i}]`);
    for (const [i, id] of b.completed.entries()) noteBonus(id, `$.bonus.${s}.completed[${i}]`);
  }
  const allBonus = BONUS_OBJECTIVES.map((b) => b.id);
  const bonusDeck =
    p.bonusDeck === undefined
      ? allBonus.filter((id) => !seenBonus.has(id))
      : bonusList(p.bonusDeck, "$.bonusDeck");
  if (p.bonusDeck !== undefined) {
    for (const [i, id] of bonusDeck.entries()) noteBonus(id, `$.bonusDeck[${i}]`);
    for (const id of allBonus)
      if (!seenBonus.has(id))
        refuse(
          "$.bonusDeck",
          `The bonus objective "${id}" is missing from held, completed and the bonus deck.`,
        );
  }

  const nextTurnArmies = seatMap(
    p.nextTurnArmies,
    "$.nextTurnArmies",
    players,
    (v, path) => int(v, path, 0),
    () => 0,
  );
  const setupRemaining = seatMap(
    p.setupRemaining,
    "$.setupRemaining",
    players,
    (v, path) => int(v, path, 0, RULES.armyCap),
    () => 0,
  );

  // The turn record.
  const turnIn = p.turn === undefined ? {} : object(p.turn, "$.turn");
  const fresh = freshTurn();
  for (const key of Object.keys(turnIn))
    if (!Object.hasOwn(fresh, key))
      refuse(`$.turn.${key}`, `The turn record has no field "${key}".`);
  const turn: TurnState = {
    conqueredThisTurn:
      turnIn.conqueredThisTurn === undefined
        ? 0
        : int(turnIn.conqueredThisTurn, "$.turn.conqueredThisTurn", 0, 20),
    attacked: turnIn.attacked === undefined ? false : bool(turnIn.attacked, "$.turn.attacked"),
    fortified: turnIn.fortified === undefined ? false : bool(turnIn.fortified, "$.turn.fortified"),
    vespa: turnIn.vespa === undefined ? false : bool(turnIn.vespa, "$.turn.vespa"),
    movedOut:
      turnIn.movedOut === undefined
        ? []
        : list(turnIn.movedOut, "$.turn.movedOut").map((r, i) =>
            regionRef(r, `$.turn.movedOut[${i}]`),
          ),
    reinforcements:
      turnIn.reinforcements === undefined || turnIn.reinforcements === null
        ? null
        : breakdownOf(turnIn.reinforcements, "$.turn.reinforcements"),
  };
  if (stage === "fortify" && !turn.vespa)
    refuse("$.stage", `Stage "fortify" exists only after Giro in Vespa ($.turn.vespa) (R7.3).`);

  // Stage-specific parts.
  let batchLeft = 0;
  if (stage === "setup") {
    const left = setupRemaining[currentSeat]!;
    if (left === 0 && setupRemaining.some((n) => n > 0))
      refuse("$.setupRemaining", `The current seat ${currentSeat} has no armies left to place.`);
    const max = Math.min(RULES.setupBatch, left);
    batchLeft =
      p.batchLeft === undefined ? max : int(p.batchLeft, "$.batchLeft", left > 0 ? 1 : 0, max);
  } else if (p.batchLeft !== undefined && p.batchLeft !== 0) {
    refuse("$.batchLeft", `$.batchLeft belongs to stage "setup".`);
  }
  let occupy: OccupyState | null = null;
  if (stage === "occupy") {
    const o = object(p.occupy, "$.occupy");
    const from = regionRef(o.from, "$.occupy.from");
    const to = regionRef(o.to, "$.occupy.to");
    if (regions[from].owner !== currentSeat || regions[to].owner !== currentSeat)
      refuse("$.occupy", "Both occupy regions must belong to the current seat.");
    if (!areAdjacent(from, to))
      refuse("$.occupy.to", `$.occupy.to must be adjacent to $.occupy.from.`);
    if (regions[to].armies !== 0)
      refuse(`$.regions.${to}.armies`, "The region being occupied has 0 armies until the move-in.");
    const max = int(o.max, "$.occupy.max", 1, regions[from].armies - 1);
    const min = int(o.min, "$.occupy.min", 1, Math.min(3, max));
    if (max !== regions[from].armies - 1)
      refuse("$.occupy.max", `$.occupy.max must be the armies in ${from} less one (R6.4).`);
    occupy = { from, to, min, max };
  } else if (p.occupy !== undefined && p.occupy !== null) {
    refuse("$.occupy", `$.occupy belongs to stage "occupy".`);
  }

  let limit: Limit = { rounds: RULES.defaultRounds };
  if (p.limit !== undefined) {
    const l = object(p.limit, "$.limit");
    if ("rounds" in l && Object.keys(l).length === 1)
      limit = { rounds: int(l.rounds, "$.limit.rounds", 1) };
    else if ("minutes" in l && Object.keys(l).length === 1)
      limit = { minutes: int(l.minutes, "$.limit.minutes", 1) };
    else refuse("$.limit", `$.limit must be { "rounds": N } or { "minutes": N }.`);
  }
  const clockExpiredGiven =
    p.clockExpired === undefined ? undefined : bool(p.clockExpired, "$.clockExpired");
  const overtimeIn = p.overtimeFromRound ?? null;
  const overtimeFromRound =
    overtimeIn !== null
      ? int(overtimeIn, "$.overtimeFromRound", 1)
      : "rounds" in limit
        ? limit.rounds + 1
        : null;

  const endReason = (p.endReason ?? null) as EndReason | null;
  if (endReason !== null && !END_REASONS.includes(endReason))
    refuse("$.endReason", `$.endReason must be one of ${END_REASONS.join(", ")} or null.`);
  if ((stage === "over") !== (endReason !== null))
    refuse("$.endReason", `$.endReason is set exactly when $.stage is "over".`);
  const winner =
    p.winner === undefined || p.winner === null ? null : int(p.winner, "$.winner", 0, players - 1);
  if (winner !== null && stage !== "over")
    refuse("$.winner", `$.winner is set only when the game is over.`);

  const state: GameState = {
    format: "italia-state/2",
    players,
    firstSeat,
    round,
    currentSeat,
    stage,
    pendingArmies,
    setupRemaining,
    batchLeft,
    regions: copyRegionRecord(regions),
    hands,
    deck,
    discard,
    objectives: objectives as ObjectiveId[],
    bonus,
    bonusDeck,
    nextTurnArmies,
    untouchable,
    eliminated,
    turn,
    occupy,
    limit,
    overtimeFromRound,
    // In a timed game, overtime is known exactly once the clock has expired (R11.4).
    clockExpired: "minutes" in limit && overtimeFromRound !== null,
    winner,
    endReason,
    rng: seedRng(seed),
  };
  checkConsistency(state, clockExpiredGiven);
  return deepFreeze(state);
}

/**
 * Builds a game from a position (see `conformance.md`). Left-out fields take their natural
 * defaults; a position that breaks a rule invariant (a region without an owner, more than 50
 * armies for a seat, a hand of 8, a card missing or in two places, an unknown id, …) is refused
 * with an error naming the field. Never throws.
 *
 * @param position the position, e.g. parsed from JSON
 * @param options.seed seeds the PRNG for what happens next (a position carries no PRNG state)
 */
export function fromPosition(position: unknown, options: { seed?: Seed } = {}): PositionResult {
  try {
    return { ok: true, state: build(position, options.seed ?? "position") };
  } catch (e) {
    if (e instanceof Refusal)
      return { ok: false, error: { code: "INVALID_POSITION", path: e.path, message: e.message } };
    throw e;
  }
}

function toSeatMap<T>(values: readonly T[]): Record<string, T> {
  const out: Record<string, T> = {};
  values.forEach((v, s) => {
    out[String(s)] = v;
  });
  return out;
}

/**
 * Exports a game as a position (see `conformance.md`): everything but the PRNG state.
 * `fromPosition(toPosition(state))` gives back the same game (with a fresh PRNG).
 */
export function toPosition(state: GameState): Position {
  // A copy through and through (the state is plain JSON): changing the position never changes
  // the state.
  const position: Position = {
    players: state.players,
    firstSeat: state.firstSeat,
    round: state.round,
    currentSeat: state.currentSeat,
    stage: state.stage,
    pendingArmies: state.pendingArmies,
    setupRemaining: toSeatMap(state.setupRemaining),
    batchLeft: state.batchLeft,
    regions: copyRegionRecord(state.regions),
    hands: toSeatMap(copyOf(state.hands).map((h) => copyOf(h))),
    deck: copyOf(state.deck),
    discard: copyOf(state.discard),
    objectives: toSeatMap(state.objectives),
    bonus: toSeatMap(state.bonus),
    bonusDeck: copyOf(state.bonusDeck),
    nextTurnArmies: toSeatMap(state.nextTurnArmies),
    untouchable: copyOf(state.untouchable),
    eliminated: copyOf(state.eliminated),
    turn: state.turn,
    occupy: state.occupy,
    limit: state.limit,
    overtimeFromRound: state.overtimeFromRound,
    clockExpired: state.clockExpired,
    winner: state.winner,
    endReason: state.endReason,
  };
  return JSON.parse(JSON.stringify(position)) as Position;
}
