/**
 * The JSON-lines protocol that lets a bot be any program (see `docs/bots.md`). The host writes one
 * JSON object per line to the program's stdin and reads one per line from its stdout; the
 * program's stderr is for its own logs.
 *
 * Host → bot: one {@link HelloMessage}, then a {@link DecideMessage} per decision, and an
 * {@link OverMessage} when the game ends (then stdin closes). Bot → host: an {@link AnswerMessage}
 * per decide message. A bot should ignore message types it does not know.
 *
 * @module
 */
import type {
  BOARD_DATA,
  GameEvent,
  LegalMove,
  PlayerAction,
  PlayerCount,
  PlayerView,
  Seat,
} from "@italia/engine";
import { quote } from "./text.js";

/** The protocol version this package speaks. */
export const PROTOCOL_VERSION = 1;

/** The board data sent in the hello message: regions, links, zones, cards and objectives. */
export type BoardData = typeof BOARD_DATA;

/** Sent once, before the first decision. */
export interface HelloMessage {
  readonly type: "hello";
  readonly protocol: typeof PROTOCOL_VERSION;
  /** The seat the bot plays. */
  readonly seat: Seat;
  readonly players: PlayerCount;
  /** The name the host knows the bot by. */
  readonly bot: string;
  /** The board (the same data the engine uses), so a bot in any language needs no copy of it. */
  readonly board: BoardData;
}

/** Sent for every decision of the bot's seat; answer with an {@link AnswerMessage}. */
export interface DecideMessage {
  readonly type: "decide";
  /** Numbers the decisions of this game; echo it in the answer. */
  readonly id: number;
  /** What the seat may see (R12). */
  readonly view: PlayerView;
  /** The legal moves, grouped with ranges; answer with one action within one of them. */
  readonly legal: readonly LegalMove[];
  /** Milliseconds until the answer is due. */
  readonly timeLeftMs: number;
  /** What happened since the bot's previous decision, as its seat may see it. */
  readonly events: readonly GameEvent[];
}

/** Sent when the game is over, with everything revealed; stdin closes after it. */
export interface OverMessage {
  readonly type: "over";
  readonly view: PlayerView;
  readonly winner: Seat | null;
}

/** Any message from the host. */
export type HostMessage = HelloMessage | DecideMessage | OverMessage;

/** The bot's answer to a decide message: one action (and the decision's `id`, if echoed). */
export interface AnswerMessage {
  readonly action: PlayerAction;
  readonly id?: number;
}

/** Reads one line from a bot. */
export type ParsedAnswer =
  | { readonly ok: true; readonly action: unknown; readonly id: number | null }
  | { readonly ok: false; readonly error: string };

/**
 * Reads one line a bot wrote: a JSON object with an `action` (and optionally the `id` of the
 * decision it answers). The action itself is not checked here; the referee checks it.
 *
 * @example
 * ```ts
 * parseAnswer('{"action":{"type":"endTurn","seat":2},"id":7}'); // { ok: true, action: {…}, id: 7 }
 * parseAnswer("hello?");                                         // { ok: false, error: "…" }
 * ```
 */
export function parseAnswer(line: string): ParsedAnswer {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return { ok: false, error: `not JSON: ${quote(line)}` };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { ok: false, error: "an answer is a JSON object with an action" };
  }
  const record = value as Record<string, unknown>;
  if (!("action" in record)) return { ok: false, error: 'the answer has no "action" field' };
  const id = record.id;
  return { ok: true, action: record.action, id: typeof id === "number" ? id : null };
}

/** The hello message for a seat. */
export function helloMessage(
  seat: Seat,
  players: PlayerCount,
  bot: string,
  board: BoardData,
): HelloMessage {
  return { type: "hello", protocol: PROTOCOL_VERSION, seat, players, bot, board };
}
