/**
 * A local game session: the engine state, the game record that saves it, who plays each seat and
 * the event log. Pure functions; every rule question goes to the engine.
 */

import type { Strike } from "@italia/bot-sdk";
import {
  appendStep,
  apply,
  checkRecord,
  createRecord,
  type GameConfig,
  type GameEvent,
  type GameRecord,
  type GameState,
  newGame,
  type PlayerAction,
  type RecordSeat,
  type RuleError,
  type Seat,
} from "@italia/engine";
import { submitAction } from "./host";
import { type LogEntry, pushLog } from "./log";
import {
  BOT_LEVELS,
  type BotLevel,
  changeSeat,
  type SeatChange,
  type SeatSetup,
  type StandIn,
} from "./seats";

export type { LogEntry } from "./log";

/** A game in progress (or over) on this device. */
export interface Session {
  readonly seats: readonly SeatSetup[];
  readonly state: GameState;
  readonly record: GameRecord;
  readonly log: readonly LogEntry[];
}

/** What the new-game screen asks for. */
export interface NewGameOptions {
  readonly seats: readonly SeatSetup[];
  readonly rounds: number;
  readonly seed: string;
}

/** A new session: the engine deals the game (R2). */
export function createSession(options: NewGameOptions): Session {
  const players = options.seats.length;
  if (players !== 3 && players !== 4) throw new Error("3 or 4 seats");
  const config: GameConfig = { players, seed: options.seed, limit: { rounds: options.rounds } };
  const state = newGame(config);
  const record = createRecord(config, options.seats.map(recordSeatOf));
  return { seats: options.seats, state, record, log: [] };
}

/**
 * Who sits in a seat, as the game record keeps it: the name, the bot's level for a bot, and for a
 * bot standing in for a person why it does (`standIn`, which the app reads back on resume; other
 * readers of the record ignore it).
 */
export function recordSeatOf(setup: SeatSetup): RecordSeat & { readonly standIn?: StandIn } {
  if (setup.kind === "human") return { name: setup.name };
  return setup.standIn
    ? { name: setup.name, bot: setup.level, standIn: setup.standIn }
    : { name: setup.name, bot: setup.level };
}

/**
 * The session after a seat changed hands from the game menu (a person hands it to a bot, resigns,
 * or takes it back), the record's seats updated so a resumed game keeps the change; `null` if the
 * change does not apply to that seat.
 */
export function changeSessionSeat(
  session: Session,
  seat: Seat,
  change: SeatChange,
): Session | null {
  if (session.state.stage === "over") return null;
  const seats = changeSeat(session.seats, seat, change);
  if (!seats) return null;
  return { ...session, seats, record: { ...session.record, seats: seats.map(recordSeatOf) } };
}

/** The result of {@link act}. */
export type ActResult =
  | {
      readonly ok: true;
      readonly session: Session;
      /** The events of every step applied, in order. */
      readonly events: readonly GameEvent[];
      /** Why the host ended the turn itself (its bound on a turn, R7.3), or `null`. */
      readonly strike: Strike | null;
    }
  | { readonly ok: false; readonly error: RuleError };

/**
 * Submits one action for its seat to the game host (the bot SDK's `GameHost`, as every front end
 * does): the engine checks and applies it; a refusal comes back as the engine's error. When the
 * action takes the turn past the host's bound (R7.3), the host ends the turn and its steps are
 * recorded too, with the reason in `strike`.
 */
export function act(session: Session, action: PlayerAction): ActResult {
  const position = { state: session.state, steps: session.record.steps };
  const result = submitAction(position, action.seat, action);
  if (!result.ok) return { ok: false, error: result.error };
  let { record, log } = session;
  let before = session.state;
  const events: GameEvent[] = [];
  let strike: Strike | null = null;
  for (const [i, step] of result.steps.entries()) {
    record = appendStep(record, step.action, step.events, result.state);
    log = pushLog(log, before, step.seat, step.action, step.events, step.byHost);
    events.push(...step.events);
    strike ??= step.strike;
    // The host added steps (an overlong turn's end): the next one starts where this one left.
    if (i + 1 < result.steps.length) before = stateAfter(before, step.action);
  }
  return { ok: true, events, strike, session: { ...session, state: result.state, record, log } };
}

/** The state after `action`, for the rare step whose state the host does not hand back. */
function stateAfter(state: GameState, action: PlayerAction): GameState {
  const result = apply(state, action);
  if (!result.ok) throw new Error(`the host applied a refused action: ${result.error.message}`);
  return result.state;
}

function isLevel(value: unknown): value is BotLevel {
  return typeof value === "string" && (BOT_LEVELS as readonly string[]).includes(value);
}

/**
 * Rebuilds a session from a saved game record: the engine replays and checks every step, and the
 * log is rebuilt from the replayed events. `null` if the record does not check out.
 */
export function resumeSession(json: unknown): Session | null {
  const check = checkRecord(json);
  if (!check.ok) return null;
  const record = check.record;
  const seats: SeatSetup[] = [];
  for (let s = 0; s < record.config.players; s++) {
    const meta = record.seats?.[s];
    const standIn = (meta as { standIn?: unknown } | undefined)?.standIn;
    const level = isLevel(meta?.bot) ? meta.bot : "greedy";
    seats.push(
      meta?.bot === undefined
        ? { kind: "human", level: "greedy", name: meta?.name ?? `${s + 1}` }
        : standIn === "away" || standIn === "resigned"
          ? { kind: "bot", level, name: meta.name, standIn }
          : { kind: "bot", level, name: meta.name },
    );
  }
  let state = newGame(record.config);
  let log: LogEntry[] = [];
  for (const step of record.steps) {
    const result = apply(state, step.action);
    if (!result.ok) return null;
    if (step.action.type !== "clockExpired")
      log = pushLog(log, state, step.action.seat, step.action, result.events, false);
    state = result.state;
  }
  return { seats, state, record, log };
}
