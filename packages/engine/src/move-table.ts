/**
 * Internal: interned legal moves and actions. Like the integer moves of Stockfish's and
 * OpenSpiel's move generators, every place, attack, occupy, fortify and end-turn move or action
 * the rules can list is made once, frozen, and then looked up by small integers (seat, board
 * indexes, the number of armies or dice). Enumerating the legal moves of a decision therefore
 * builds no objects at all: only the array that lists them.
 *
 * The objects are frozen, so sharing them between callers is safe: no one can change a move or
 * an action another caller holds. The engine remembers which actions it made ({@link isInterned};
 * numbered moves are not actions); `apply` reads those without the schema check, because they
 * cannot have been tampered with, and still checks them against the rules of the state at hand.
 *
 * Numbers from 0 to {@link TABLE_LIMIT} − 1 are interned (the army cap is 50); larger ones, which
 * only a hand-made position can produce, get fresh objects.
 *
 * @internal
 * @module
 */
import type {
  AttackAction,
  EndTurnAction,
  FortifyAction,
  OccupyAction,
  PlaceAction,
  PlayerAction,
} from "./actions.js";
import { REGION_IDS, RULES } from "./board.js";
import type { LegalMove } from "./legal.js";
import type { Seat } from "./state.js";

/** Numbers (armies, dice) below this are interned. */
export const TABLE_LIMIT = 64;
/** Seats below this are interned (a game has at most 4). */
const SEATS = 4;
const R = REGION_IDS.length;
const DICE = RULES.maxDice + 1;

/** Every action this module made (numbered moves are not actions, and are not in it). */
const interned = new WeakSet<object>();
/** The action row of each interned numbered move. */
const rowOf = new WeakMap<LegalMove, readonly (PlayerAction | undefined)[]>();

/**
 * Whether the engine made this action here (then it is frozen and a well-formed action). A
 * numbered move (`min`/`max`, `minDice`/`maxDice`) is not an action and answers `false`: passed
 * to `apply` by mistake, it is schema-checked and refused like any other input.
 */
export function isInterned(value: unknown): boolean {
  return typeof value === "object" && value !== null && interned.has(value);
}

/** Freezes and remembers an action (and the end-turn move, which is the same object). */
function intern<const T extends object>(value: T): T {
  Object.freeze(value);
  interned.add(value);
  return value;
}

/** Freezes a numbered move: shared and frozen, but not an action, so never {@link isInterned}. */
function internMove<const T extends object>(value: T): T {
  return Object.freeze(value);
}

/** Whether a number can be looked up in the tables. */
function small(n: number): boolean {
  return Number.isInteger(n) && n >= 0 && n < TABLE_LIMIT;
}

function seatOk(seat: Seat): boolean {
  return Number.isInteger(seat) && seat >= 0 && seat < SEATS;
}

// ---- the tables: one small array per seat and region or link, indexed by a number ----

/** One array per seat and region (`seat * R + region`). */
function perRegion<T>(): T[][] {
  return Array.from({ length: SEATS * R }, () => []);
}
/** One array per seat and ordered pair of regions (`(seat * R + from) * R + to`). */
function perLink<T>(): T[][] {
  return Array.from({ length: SEATS * R * R }, () => []);
}

const placeRows = perRegion<PlaceAction>();
const attackRows = perLink<AttackAction>();
const occupyRows: OccupyAction[][] = Array.from({ length: SEATS }, () => []);
const fortifyRows = perLink<FortifyAction>();
const endTurnActions: EndTurnAction[] = [];

type Move<T extends LegalMove["type"]> = Extract<LegalMove, { type: T }>;
const placeMoves = perRegion<Move<"place">>();
const attackMoves = perLink<Move<"attack">>();
const occupyMoves: Move<"occupy">[][] = Array.from({ length: SEATS * TABLE_LIMIT }, () => []);
const fortifyMoves = perLink<Move<"fortify">>();

/** A row of interned actions, indexed by their number; holes are not made yet. */
export type ActionRow = readonly (PlayerAction | undefined)[];

const NO_ROW: ActionRow = Object.freeze([]);

/** The row of `place` actions of a seat and region (board index); empty for an odd seat. */
export function placeRow(seat: Seat, region: number): ActionRow {
  return seatOk(seat) ? placeRows[seat * R + region]! : NO_ROW;
}
/** The row of `attack` actions of a seat and link (board indexes); empty for an odd seat. */
export function attackRow(seat: Seat, from: number, to: number): ActionRow {
  return seatOk(seat) ? attackRows[(seat * R + from) * R + to]! : NO_ROW;
}
/** The row of `occupy` actions of a seat; empty for an odd seat. */
export function occupyRow(seat: Seat): ActionRow {
  return seatOk(seat) ? occupyRows[seat]! : NO_ROW;
}
/** The row of `fortify` actions of a seat and link (board indexes); empty for an odd seat. */
export function fortifyRow(seat: Seat, from: number, to: number): ActionRow {
  return seatOk(seat) ? fortifyRows[(seat * R + from) * R + to]! : NO_ROW;
}

/** The interned `endTurn` action (and move) of a seat. */
export function endTurnAction(seat: Seat): EndTurnAction {
  if (!seatOk(seat)) return { type: "endTurn", seat };
  const hit = endTurnActions[seat];
  if (hit !== undefined) return hit;
  const action = intern({ type: "endTurn", seat });
  endTurnActions[seat] = action;
  return action;
}

/** The `place` move of 1 to `max` armies on a region (board index). */
export function placeMove(seat: Seat, region: number, max: number): Move<"place"> {
  const row = small(max) ? placeMoves[seat * R + region] : undefined;
  const hit = row?.[max];
  if (hit !== undefined) return hit;
  const move = internMove({ type: "place", seat, region: REGION_IDS[region]!, min: 1, max });
  if (row && seatOk(seat)) {
    row[max] = move;
    rowOf.set(move, placeRows[seat * R + region]!);
  }
  return move;
}

/** The `attack` move over a link (board indexes) with `minDice` to `maxDice` dice. */
export function attackMove(
  seat: Seat,
  from: number,
  to: number,
  minDice: number,
  maxDice: number,
): Move<"attack"> {
  const row = attackMoves[(seat * R + from) * R + to];
  const key = minDice * DICE + maxDice;
  const hit = row?.[key];
  if (hit !== undefined) return hit;
  const move = internMove({
    type: "attack",
    seat,
    from: REGION_IDS[from]!,
    to: REGION_IDS[to]!,
    minDice,
    maxDice,
  });
  if (row && seatOk(seat) && minDice > 0 && maxDice < DICE) {
    row[key] = move;
    rowOf.set(move, attackRows[(seat * R + from) * R + to]!);
  }
  return move;
}

/** The `occupy` move of `min` to `max` armies. */
export function occupyMove(seat: Seat, min: number, max: number): Move<"occupy"> {
  const ok = seatOk(seat) && small(min) && small(max);
  const row = ok ? occupyMoves[seat * TABLE_LIMIT + min] : undefined;
  const hit = row?.[max];
  if (hit !== undefined) return hit;
  const move = internMove({ type: "occupy", seat, min, max });
  if (row) {
    row[max] = move;
    rowOf.set(move, occupyRows[seat]!);
  }
  return move;
}

/** The `fortify` move of 1 to `max` armies over a link (board indexes). */
export function fortifyMove(seat: Seat, from: number, to: number, max: number): Move<"fortify"> {
  const row = small(max) ? fortifyMoves[(seat * R + from) * R + to] : undefined;
  const hit = row?.[max];
  if (hit !== undefined) return hit;
  const move = internMove({
    type: "fortify",
    seat,
    from: REGION_IDS[from]!,
    to: REGION_IDS[to]!,
    min: 1,
    max,
  });
  if (row && seatOk(seat)) {
    row[max] = move;
    rowOf.set(move, fortifyRows[(seat * R + from) * R + to]!);
  }
  return move;
}

/** The `place` action of `n` armies on a region (board index): interned when `n` is small. */
export function placeAction(seat: Seat, region: number, n: number): PlaceAction {
  const row = ok(seat, n) ? placeRows[seat * R + region]! : null;
  const hit = row?.[n];
  if (hit !== undefined) return hit;
  const action = intern({ type: "place", seat, region: REGION_IDS[region]!, count: n });
  if (row) row[n] = action;
  return action;
}

/** The `attack` action with `n` dice over a link (board indexes): interned. */
export function attackAction(seat: Seat, from: number, to: number, n: number): AttackAction {
  const row = ok(seat, n) && n < DICE ? attackRows[(seat * R + from) * R + to]! : null;
  const hit = row?.[n];
  if (hit !== undefined) return hit;
  const action = intern({
    type: "attack",
    seat,
    from: REGION_IDS[from]!,
    to: REGION_IDS[to]!,
    dice: n,
  });
  if (row) row[n] = action;
  return action;
}

/** The `occupy` action of `n` armies: interned when `n` is small. */
export function occupyAction(seat: Seat, n: number): OccupyAction {
  const row = ok(seat, n) ? occupyRows[seat]! : null;
  const hit = row?.[n];
  if (hit !== undefined) return hit;
  const action = intern({ type: "occupy", seat, count: n });
  if (row) row[n] = action;
  return action;
}

/** The `fortify` action of `n` armies over a link (board indexes): interned when `n` is small. */
export function fortifyAction(seat: Seat, from: number, to: number, n: number): FortifyAction {
  const row = ok(seat, n) ? fortifyRows[(seat * R + from) * R + to]! : null;
  const hit = row?.[n];
  if (hit !== undefined) return hit;
  const action = intern({
    type: "fortify",
    seat,
    from: REGION_IDS[from]!,
    to: REGION_IDS[to]!,
    count: n,
  });
  if (row) row[n] = action;
  return action;
}

/** Whether a seat and a number (≥ 1) have a place in the tables. */
function ok(seat: Seat, n: number): boolean {
  return seatOk(seat) && small(n) && n > 0;
}

/**
 * The single action a move stands for with the number `n`, which must lie in the move's range:
 * the interned one (made on first use), or a fresh object for numbers beyond the tables.
 */
export function actionOf(move: LegalMove, n: number): PlayerAction {
  // An interned move knows its row: one lookup instead of finding its regions' indexes.
  const hit = rowOf.get(move)?.[n];
  if (hit !== undefined) return hit;
  switch (move.type) {
    case "place":
      return placeAction(move.seat, REGION_INDEX.get(move.region)!, n);
    case "attack":
      return attackAction(move.seat, REGION_INDEX.get(move.from)!, REGION_INDEX.get(move.to)!, n);
    case "occupy":
      return occupyAction(move.seat, n);
    case "fortify":
      return fortifyAction(move.seat, REGION_INDEX.get(move.from)!, REGION_INDEX.get(move.to)!, n);
    default:
      return move;
  }
}

const REGION_INDEX: ReadonlyMap<string, number> = new Map(REGION_IDS.map((id, i) => [id, i]));
