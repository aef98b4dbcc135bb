/**
 * What an online seat knows about its room, built only from the server's messages (docs/server.md):
 * `welcome`, `seats`, `update`, `timedOut`, `refused`, `shutdown`. A pure reducer: each message
 * is checked for shape (the server is trusted to be the server, but a broken or foreign message
 * must not break the screen) and folded into one {@link RoomState} the screens draw from.
 */
import type {
  Action,
  DiceRolledEvent,
  GameEvent,
  LegalMove,
  PlayerView,
  Seat,
} from "@italia/engine";
import { secondsLeft, serverNow } from "../../../online/clock";
import {
  initialShell,
  isRecord,
  type RoomMessage,
  type RoomShell,
  type RoomStage,
  readSeatList,
  type ShellSeat,
  shellChange,
  shellMessage,
} from "../../../online/shell";
import type { LogEntry } from "../game/log";

/** The room's terms, as its creator chose them (R13.2). */
export interface RoomTerms {
  readonly seats: 3 | 4;
  readonly limit: { readonly rounds: number } | { readonly minutes: number };
  readonly turnSeconds: number;
  readonly bot: "random" | "greedy" | "strong";
}

/** One seat as the server shows it to everybody. */
export type RoomSeat = ShellSeat<Seat>;

/** The room's stage. */
export type { RoomStage } from "../../../online/shell";

/** A finished game's result, as the server sends it. */
export interface RoomResult {
  readonly endReason: string;
  readonly winner: Seat | null;
  readonly round: number;
  readonly scores: readonly number[];
}

/** The latest `update`: everything the seat may know now. */
export interface RoomUpdate {
  readonly step: number;
  readonly view: PlayerView;
  readonly legal: readonly LegalMove[] | null;
  readonly turn: { readonly seat: Seat; readonly deadline: number | null } | null;
  readonly clockDeadline: number | null;
  readonly result: RoomResult | null;
}

/**
 * The server's clock against this device's, taken when the latest `update` arrived: the server's
 * `now` in it and the device's clock at receipt (both epoch ms). The network's delay is left in,
 * so a turn shows at most that much more time.
 */
export interface ClockSync {
  readonly server: number;
  readonly device: number;
}

/** A refusal: the engine's `{ code, rule, message }` or one of the server's codes. */
/** The state of the connection to the room. */
export type { Connection, Refusal } from "../../../online/shell";

/** Everything the online screens draw from: the room's {@link RoomShell} and Italia's game. */
export interface RoomState extends RoomShell<Seat> {
  readonly terms: RoomTerms | null;
  readonly update: RoomUpdate | null;
  /** The server's clock against this device's ({@link ClockSync}); `null` until it said its time. */
  readonly clockSync: ClockSync | null;
  /** The events received so far (filtered for this seat by the server), for the log. */
  readonly log: readonly LogEntry[];
  /** How many of the game's actions {@link log} has taken in (the `step` it is complete up to). */
  readonly logStep: number;
  /** The latest dice, with a counter so each roll animates once. */
  readonly lastRoll: { readonly n: number; readonly event: DiceRolledEvent } | null;
  /** Seats whose turn time ran out and whose turn a bot finished, by the round it happened (R13.3). */
  readonly timedOut: Readonly<Record<number, number>>;
}

/** How many log entries are kept. */
export const ONLINE_LOG_LIMIT = 400;
/** A room before any message. */
export function initialRoom(room: string): RoomState {
  return {
    ...initialShell<Seat>(room),
    terms: null,
    update: null,
    clockSync: null,
    log: [],
    logStep: 0,
    lastRoll: null,
    timedOut: {},
  };
}

/** Italia's seats: 0–3. */
function isSeat(x: unknown): x is Seat {
  return typeof x === "number" && Number.isInteger(x) && x >= 0 && x <= 3;
}

function time(x: unknown): number | null {
  return typeof x === "number" && Number.isFinite(x) ? x : null;
}

/** `text` without control characters, cut to 200 characters. */
export { safeText } from "../../../online/shell";

/** Reads the room's terms from a `welcome` or `GET /api/rooms/ROOM`. */
export function readTerms(x: unknown): RoomTerms | null {
  if (!isRecord(x) || !isRecord(x.limit)) return null;
  const { seats, turnSeconds, bot, limit } = x;
  if (seats !== 3 && seats !== 4) return null;
  if (typeof turnSeconds !== "number" || !(turnSeconds > 0)) return null;
  if (bot !== "random" && bot !== "greedy" && bot !== "strong") return null;
  const rounds = limit.rounds;
  const minutes = limit.minutes;
  const readLimit =
    typeof rounds === "number" && rounds > 0
      ? { rounds }
      : typeof minutes === "number" && minutes > 0
        ? { minutes }
        : null;
  return readLimit ? { seats, turnSeconds, bot, limit: readLimit } : null;
}

/** Reads a seat list from a `seats` message or `GET /api/rooms/ROOM`. */
export function readSeats(x: unknown): RoomSeat[] | null {
  return readSeatList(x, isSeat, 4);
}

/**
 * The kind of action an update's events came from, as far as the log shows it: the server sends
 * events, not actions. A fortify move and a «Passa» (a turn that ends with nothing else) get
 * their own log lines; everything else is told by its events alone.
 */
export function actionKindOf(events: readonly GameEvent[]): LogEntry["action"] {
  if (events.some((e) => e.type === "armiesMoved" && e.reason === "fortify")) return "fortify";
  if (events[0]?.type === "turnEnded") return "endTurn";
  if (events.some((e) => e.type === "diceRolled")) return "attack";
  return "place";
}

function lastRollOf(events: readonly GameEvent[]): DiceRolledEvent | null {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    if (e.type === "diceRolled") return e;
  }
  return null;
}

/** The action types an update's `actions` may name (the engine's, `clockExpired` included). */
const ACTION_TYPES: ReadonlySet<string> = new Set<Action["type"]>([
  "place",
  "playCards",
  "attack",
  "occupy",
  "fortify",
  "endTurn",
  "clockExpired",
]);

/** One entry of an update's `actions` (docs/server.md). */
interface UpdateAction {
  readonly seat: Seat | null;
  readonly type: Action["type"];
  readonly events: number;
  readonly timedOut: boolean;
}

/** One entry of an update's `actions`, checked; `null` when it is not one. */
function readAction(x: unknown): UpdateAction | null {
  if (!isRecord(x)) return null;
  if (x.seat !== null && !isSeat(x.seat)) return null;
  if (typeof x.type !== "string" || !ACTION_TYPES.has(x.type)) return null;
  if (typeof x.events !== "number" || !Number.isInteger(x.events) || x.events < 0) return null;
  return {
    seat: x.seat,
    type: x.type as Action["type"],
    events: x.events,
    timedOut: x.timedOut === true,
  };
}

/**
 * The log with an update's events filed in: one entry per action the update names (`actions`,
 * from action number `since`), each under the seat that took it. An update from action 0 (the
 * first after joining or rejoining) carries the whole game and replaces the log; actions the log
 * already holds are skipped. The first action the room's bot took for a seat whose turn time
 * ran out is marked, for its log line (R13.3). An update without a readable `actions` list is
 * filed as one entry, as the events tell it. Also returns the newly filed events (for the dice).
 */
function fileEvents(
  room: RoomState,
  body: Record<string, unknown>,
  events: readonly GameEvent[],
  currentSeat: Seat,
): { log: readonly LogEntry[]; logStep: number; fresh: readonly GameEvent[] } {
  const step = typeof body.step === "number" && Number.isInteger(body.step) ? body.step : null;
  const since = typeof body.since === "number" && Number.isInteger(body.since) ? body.since : null;
  const read = Array.isArray(body.actions) ? body.actions.map(readAction) : [null];
  const actions = read.every((a) => a !== null) ? (read as UpdateAction[]) : null;
  const counted = actions?.reduce((n, a) => n + a.events, 0);
  if (!actions || since === null || since < 0 || counted !== events.length) {
    if (events.length === 0) return { log: room.log, logStep: step ?? room.logStep, fresh: [] };
    const entry: LogEntry = {
      id: (room.log[room.log.length - 1]?.id ?? 0) + 1,
      seat: room.update?.turn?.seat ?? currentSeat,
      action: actionKindOf(events),
      byHost: false,
      events,
      sdadataSkip: null,
    };
    return { log: [...room.log, entry], logStep: step ?? room.logStep, fresh: events };
  }
  const log: LogEntry[] = since === 0 ? [] : [...room.log];
  const fresh: GameEvent[] = [];
  let logStep = since === 0 ? 0 : room.logStep;
  let offset = 0;
  for (let i = 0; i < actions.length; i++) {
    const action = actions[i]!;
    const own = events.slice(offset, offset + action.events);
    offset += action.events;
    if (since + i < logStep) continue; // already filed
    const previous = log[log.length - 1];
    log.push({
      id: (previous?.id ?? 0) + 1,
      seat: action.seat ?? previous?.seat ?? currentSeat,
      action: action.type,
      byHost: false,
      events: own,
      sdadataSkip: null,
      ...(action.timedOut
        ? { timedOut: previous?.timedOut && previous.seat === action.seat ? "more" : "start" }
        : {}),
    });
    for (const e of own) fresh.push(e);
    logStep = since + i + 1;
  }
  return { log, logStep, fresh };
}

/** A message from the server, or a change of the connection. */
export type RoomMsg = RoomMessage;

function onUpdate(room: RoomState, body: Record<string, unknown>, at: number | null): RoomState {
  const view = body.view as PlayerView | undefined;
  if (!isRecord(view) || view.format !== "italia-view/1") return room;
  const step = typeof body.step === "number" ? body.step : 0;
  const turnIn = isRecord(body.turn) ? body.turn : null;
  const turn =
    turnIn && isSeat(turnIn.seat) ? { seat: turnIn.seat, deadline: time(turnIn.deadline) } : null;
  const result = isRecord(body.result) ? (body.result as unknown as RoomResult) : null;
  const update: RoomUpdate = {
    step,
    view,
    legal: Array.isArray(body.legal) ? (body.legal as LegalMove[]) : null,
    turn,
    clockDeadline: time(body.clockDeadline),
    result,
  };
  const events = Array.isArray(body.events) ? (body.events as GameEvent[]) : [];
  const filed = fileEvents(room, body, events, view.currentSeat);
  const log = filed.log.length > ONLINE_LOG_LIMIT ? filed.log.slice(-ONLINE_LOG_LIMIT) : filed.log;
  let lastRoll = room.lastRoll;
  const roll = lastRollOf(filed.fresh);
  if (roll) lastRoll = { n: (lastRoll?.n ?? 0) + 1, event: roll };
  // A seat's "a bot played this turn" mark lasts until that seat's next turn begins.
  let timedOut = room.timedOut;
  if (turn && timedOut[turn.seat] !== undefined && view.round > timedOut[turn.seat]!) {
    const { [turn.seat]: _gone, ...rest } = timedOut;
    timedOut = rest;
  }
  const serverNow = time(body.now);
  return {
    ...room,
    update,
    clockSync:
      serverNow !== null && at !== null ? { server: serverNow, device: at } : room.clockSync,
    log,
    logStep: filed.logStep,
    lastRoll,
    timedOut,
    stage: view.stage === "over" ? "over" : "playing",
    refusal: update.legal === null ? null : room.refusal,
  };
}

function onMessage(room: RoomState, name: string, body: unknown, at: number | null): RoomState {
  if (!isRecord(body)) return room;
  switch (name) {
    case "welcome": {
      const next = shellMessage(room, name, body, isSeat, 4);
      return next === room ? room : { ...next, terms: readTerms(body.terms) ?? room.terms };
    }
    case "update":
      return onUpdate(room, body, at);
    case "timedOut": {
      if (!isSeat(body.seat)) return room;
      const round = room.update?.view.round ?? 0;
      return { ...room, timedOut: { ...room.timedOut, [body.seat]: round } };
    }
    default:
      return shellMessage(room, name, body, isSeat, 4);
  }
}

/** The room's reducer. */
export function roomReducer(room: RoomState, msg: RoomMsg): RoomState {
  switch (msg.type) {
    case "message":
      return onMessage(room, msg.name, msg.body, time(msg.at));
    case "reset":
      return initialRoom(msg.room);
    default:
      return shellChange(room, msg);
  }
}

export { clockText, secondsLeft, serverNow } from "../../../online/clock";

/**
 * Whole seconds left of the current turn and of a timed game's clock at this device's time
 * `deviceNow`, counted on the server's clock (see {@link serverNow}) so a device whose clock is
 * off still shows the server's time; `null` where there is no such deadline.
 */
export function timeLeft(
  room: Pick<RoomState, "clockSync" | "update" | "terms">,
  deviceNow: number,
): { readonly turn: number | null; readonly clock: number | null } {
  const at = serverNow(room, deviceNow);
  return {
    turn: secondsLeft(room.update?.turn?.deadline ?? null, at, room.terms?.turnSeconds),
    clock: secondsLeft(room.update?.clockDeadline ?? null, at),
  };
}

export { connectionNote, isCreator } from "../../../online/shell";

/** Seats still free in the lobby (no name yet): the ones that become bots at the start. */
export function freeSeats(seats: readonly RoomSeat[]): Seat[] {
  return seats.filter((s) => s.name === null).map((s) => s.seat);
}

/** `GET /api/rooms/ROOM`: what an invite link shows before joining. */
export interface RoomInfo {
  readonly room: string;
  readonly stage: RoomStage;
  readonly terms: RoomTerms;
  readonly seats: readonly RoomSeat[];
}
