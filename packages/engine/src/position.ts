/**
 * Positions: the JSON form of a game used by conformance vectors and for sharing a game state
 * (see `conformance.md`). {@link fromPosition} builds a game from a position, refusing impossible
 * ones with an error that names the field — in two steps, reading each field on its own
 * (`position-setup.ts`) and then checking that they fit together (`position-check.ts`,
 * `position-consistency.ts`); {@link toPosition} exports any game as one.
 *
 * @module
 */
import type { BonusObjectiveId, CardId, ObjectiveId } from "./board.js";
import { copyRegionRecord } from "./board-data.generated.js";
import { type EngineError, fieldError } from "./errors.js";
import { copyOf } from "./freeze.js";
import { plainCopy } from "./plain-data.js";
import { checkSetup } from "./position-check.js";
import { Refusal } from "./position-refusal.js";
import { parseSetup } from "./position-setup.js";
import type { Seed } from "./rng.js";
import type {
  BonusState,
  EndReason,
  GameState,
  Limit,
  OccupyState,
  PlayerCount,
  RegionState,
  Seat,
  Stage,
  TurnState,
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

/**
 * The outcome of {@link fromPosition}. A refusal is an {@link EngineError} with code
 * `"INVALID_POSITION"` and the JSON `path` of the field at fault.
 */
export type PositionResult =
  | { readonly ok: true; readonly state: GameState }
  | { readonly ok: false; readonly error: EngineError };

/**
 * Builds a game from a position (see `conformance.md`). Left-out fields take their natural
 * defaults; a position that breaks a rule invariant (a region without an owner, more than 50
 * armies for a seat, a hand of 8, a card missing or in two places, an unknown id, …) is refused
 * with an error naming the field. The position is read once into a plain copy with bounded nesting
 * (64 levels) and size (`TOO_DEEP`, `TOO_LARGE`). Never throws.
 *
 * @param position the position, e.g. parsed from JSON
 * @param options.seed seeds the PRNG for what happens next (a position carries no PRNG state)
 */
export function fromPosition(position: unknown, options: { seed?: Seed } = {}): PositionResult {
  // Read once, bounded: what is checked is what the game is built from.
  const copy = plainCopy(position, "INVALID_POSITION");
  if (!copy.ok) return { ok: false, error: copy.error };
  try {
    return { ok: true, state: checkSetup(parseSetup(copy.value), options.seed ?? "position") };
  } catch (e) {
    if (e instanceof Refusal)
      return { ok: false, error: fieldError("INVALID_POSITION", e.path, e.message) };
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
