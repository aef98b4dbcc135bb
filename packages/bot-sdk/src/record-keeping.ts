/**
 * Game records per game: how a `GameHost` keeps a game's record and what it tells a game's bots.
 * Every game's record is written in the platform's format ({@link PlatformRecord}, `game-record/1`:
 * steps with the game's `chanceOf`, the outcome), and a game's bots are told its config. Italia's
 * host also keeps its own record (`italia-record/2`: steps with their dice, the engine's result)
 * for one more release, as `GameHost.record()`, and its bots' terms name the game's limit.
 *
 * @module
 */
import type { Action, GameRecord, ItaliaGame } from "@italia/engine";
import type {
  ActionOf,
  AnyGame,
  ConfigOf,
  EventOf,
  HostInput,
  Json,
  PlatformRecord,
  PlatformStep,
  RecordSeat,
  StateOf,
} from "@italia/game-kit";

import type { SeatTerms, SettingsOf } from "./bot.js";

// The platform's record (`game-record/1`), the kit's: re-exported for the SDK's users.
export type { PlatformRecord, PlatformStep };

/** A game's record: Italia's `italia-record/2`, or the platform's `game-record/1`. */
export type RecordOf<G extends AnyGame> = G extends ItaliaGame ? GameRecord : PlatformRecord;

/** One entry of a host's action log: Italia's `Action`, or a game's action or host input. */
export type LogEntryOf<G extends AnyGame> = G extends ItaliaGame
  ? Action
  : ActionOf<G> | { readonly host: HostInput };

/**
 * How a host keeps a game's record and tells its bots their terms: part of a game's package
 * (`GamePackage.records`). Italia's keeps `italia-record/2`; the platform's, `game-record/1`.
 */
export interface RecordKeeping<G extends AnyGame> {
  /** A new record's head (its steps empty). */
  start(config: ConfigOf<G>, seed: string, seats?: readonly RecordSeat[]): RecordOf<G>;
  /** The seed of a record (for the bots' seeds). */
  seedOf(record: RecordOf<G>): string;
  /** The record step of an action and its events. */
  step(action: ActionOf<G>, events: readonly EventOf<G>[]): unknown;
  /** The record step of a host input and its events. */
  hostStep(input: HostInput, events: readonly EventOf<G>[]): unknown;
  /** The log entry of a record step. */
  entry(step: unknown): LogEntryOf<G>;
  /** The record, finished as the state stands. */
  finish(head: RecordOf<G>, steps: readonly unknown[], state: StateOf<G>): RecordOf<G>;
  /** The record as {@link finish} gives it, in the platform's format (`game-record/1`). */
  platform(head: RecordOf<G>, steps: readonly unknown[], state: StateOf<G>): PlatformRecord;
  /** The seat's bot's terms. */
  settings(terms: SeatTerms, state: StateOf<G>, config: ConfigOf<G> | null): SettingsOf<G>;
  /** The events a seat may see of `events`. */
  eventsFor(events: readonly EventOf<G>[], seat: number): EventOf<G>[];
  /** Seats no longer shown anything (their event cursors do not hold the log back). */
  inactive(state: StateOf<G>): readonly number[];
}

/** The platform's record (`game-record/1`) and terms (the config) for `game`. */
export function platformRecords<G extends AnyGame>(game: G): RecordKeeping<G> {
  const chance = (events: readonly unknown[]) => game.chanceOf?.(events) as Json | undefined;
  const keeping = {
    start: (config: unknown, seed: string, seats?: readonly RecordSeat[]): PlatformRecord => ({
      format: "game-record/1",
      game: game.info.id,
      version: game.info.version,
      config,
      seed,
      ...(seats ? { seats } : {}),
      steps: [],
      outcome: null,
    }),
    seedOf: (record: PlatformRecord) => record.seed,
    step(action: unknown, events: readonly unknown[]): PlatformStep {
      const c = chance(events);
      return c === undefined ? { action } : { action, chance: c };
    },
    hostStep(input: HostInput, events: readonly unknown[]): PlatformStep {
      const c = chance(events);
      return c === undefined ? { host: input } : { host: input, chance: c };
    },
    entry: (step: PlatformStep) => ("host" in step ? { host: step.host } : step.action),
    finish: (head: PlatformRecord, steps: readonly PlatformStep[], state: unknown) => ({
      ...head,
      steps,
      outcome: game.outcome(state),
    }),
    platform: (head: PlatformRecord, steps: readonly PlatformStep[], state: unknown) =>
      keeping.finish(head, steps, state),
    settings: (terms: SeatTerms, _state: unknown, config: unknown) =>
      Object.freeze({ ...terms, config }),
    eventsFor: (events: readonly unknown[], seat: number) =>
      events.flatMap((e) => {
        const shown = game.eventFor(e, seat);
        return shown === null ? [] : [shown];
      }),
    inactive: () => [],
  };
  return keeping as unknown as RecordKeeping<G>;
}
