/**
 * `@italia/game-kit`: what every game of the platform is. The {@link Game} interface (config,
 * seats, actors, legal moves, a pure `apply` with typed refusals, per-seat views and events, an
 * outcome, turns, a fallback), {@link Result} and {@link GameError}, {@link Outcome}, the seeded
 * ChaCha20 generator ({@link Prng}, {@link seedRng}), {@link deepFreeze}, and readers that
 * take a value from outside once, as plain data ({@link plainKeys}, {@link readOwn}, {@link readArray}). Contract checks any
 * game runs in its tests are in `@italia/game-kit/testing`.
 *
 * @example
 * ```ts
 * import type { Game } from "@italia/game-kit";
 * function playRandomly<C, S, A extends { seat: number }, V, E, M>(game: Game<C, S, A, V, E, M>, config: C) {
 *   let state = game.newGame(config, "seed");
 *   while (game.actors(state).length > 0) {
 *     const seat = game.actors(state)[0]!;
 *     const result = game.apply(state, game.fallback(state, seat));
 *     if (!result.ok) throw new Error(result.error.message);
 *     state = result.value.state;
 *   }
 *   return game.outcome(state);
 * }
 * ```
 *
 * @packageDocumentation
 */
export { deepFreeze, isDeepFrozen } from "./freeze.js";
export type {
  ActionOf,
  AnyGame,
  Applied,
  ConfigOf,
  EventOf,
  Game,
  GameInfo,
  HostInput,
  MoveOf,
  Played,
  Seat,
  StateOf,
  TurnInfo,
  ViewOf,
} from "./game.js";
export {
  canonicalJson,
  checkGameRecord,
  GAME_RECORD_FORMAT,
  type GameRecordCheck,
  MAX_RECORD_NAME_CHARS,
  MAX_RECORD_SEED_CHARS,
  type PlatformRecord,
  type PlatformStep,
  type RecordCheckOptions,
  type RecordErrorCode,
} from "./game-record.js";
export type { Json, Outcome, SeatResult } from "./outcome.js";
export { DOCUMENT_LIMITS, type PlainCopy, plainCopy } from "./plain-copy.js";
export { type GameError, ok, type Result, refused } from "./result.js";
export { isRngState, Prng, type RandomSource, type RngState, type Seed, seedRng } from "./rng.js";
export { type RecordSeat, seatNumber } from "./seats.js";
export {
  isArraySafe,
  isUnreadable,
  plainKeys,
  type Read,
  readArray,
  readOwn,
  short,
  type TooLong,
  type Unreadable,
} from "./untrusted.js";
