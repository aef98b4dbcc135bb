/**
 * A room's chat: what a line is, how a client's text is read (plain text, at most
 * {@link MAX_CHAT_CHARS} characters) and how fast one sender may write ({@link ChatRate}).
 * Lines are kept with the room ({@link RoomStore}) and never logged.
 *
 * @module
 */
import type { Refusal } from "./terms.js";

/**
 * The two channels of a room: its players' and its spectators'. Each is sent only to its own
 * people (players never see spectator chat and spectators never see the players').
 */
export type ChatChannel = "players" | "spectators";

/** One line of chat as it is stored and sent. */
export interface ChatLine {
  /** The line's number in its room (both channels count together), from 1. */
  readonly n: number;
  /** The player's seat, or `null` for a spectator. */
  readonly seat: number | null;
  /** The name the writer chose (a player's seat name, or a spectator's name). */
  readonly name: string;
  /** The text: plain, trimmed, no control characters, 1 to {@link MAX_CHAT_CHARS} characters. */
  readonly text: string;
  /** When the server received it (epoch ms). */
  readonly at: number;
}

/** Longest line of chat, in characters (Unicode code points: an emoji is one). */
export const MAX_CHAT_CHARS = 200;

/** Lines of chat kept per room and channel: older ones are deleted as new ones come. */
export const CHAT_KEPT = 500;

/** Lines one sender may write in {@link CHAT_WINDOW_MS}. */
export const CHAT_PER_WINDOW = 5;
/** The window of the chat's rate limit, in milliseconds. */
export const CHAT_WINDOW_MS = 10_000;

/**
 * Reads a line of chat from a client's message `{ text }`: control and format characters are
 * dropped (a line or paragraph break becomes a space), the text is trimmed, and it must hold 1 to
 * {@link MAX_CHAT_CHARS} characters — a longer one is refused (`CHAT_TOO_LONG`), never cut.
 */
export function readChatText(
  input: unknown,
): { ok: true; text: string } | { ok: false; error: Refusal } {
  const raw =
    typeof input === "object" && input !== null && !Array.isArray(input)
      ? (input as { text?: unknown }).text
      : undefined;
  if (typeof raw !== "string" || raw.length > MAX_CHAT_CHARS * 8) {
    if (typeof raw === "string") return { ok: false, error: tooLong() };
    return {
      ok: false,
      error: { code: "BAD_MESSAGE", rule: null, message: "a chat message is { text }" },
    };
  }
  const text = raw
    .replace(/[\n\r\u2028\u2029]+/g, " ")
    .replace(/\p{C}/gu, "")
    .trim();
  const characters = [...text].length;
  if (characters === 0) {
    return { ok: false, error: { code: "CHAT_EMPTY", rule: null, message: "the line is empty" } };
  }
  if (characters > MAX_CHAT_CHARS) return { ok: false, error: tooLong() };
  return { ok: true, text };
}

function tooLong(): Refusal {
  return {
    code: "CHAT_TOO_LONG",
    rule: null,
    message: `a line of chat has at most ${MAX_CHAT_CHARS} characters: shorten it`,
  };
}

/** The refusal of a line over the rate ({@link ChatRate}). */
export const CHAT_RATE_REFUSAL: Refusal = {
  code: "CHAT_RATE",
  rule: null,
  message: `at most ${CHAT_PER_WINDOW} lines of chat in ${CHAT_WINDOW_MS / 1000} seconds: wait a moment`,
};

/** The refusal of a line the store failed to keep (nobody was sent it; the room goes on). */
export const CHAT_NOT_STORED: Refusal = {
  code: "STORE_FAILED",
  rule: null,
  message: "the server could not store your line of chat: try again in a moment",
};

/**
 * The chat's rate limit: each sender (a key: a seat, a spectator) may write
 * {@link CHAT_PER_WINDOW} lines in any {@link CHAT_WINDOW_MS}. A refused line does not count.
 */
export class ChatRate {
  private readonly sent = new Map<string, number[]>();

  /** Creates a limit on the clock `now` (epoch ms). */
  constructor(private readonly now: () => number = Date.now) {}

  /** Whether `key` may write a line now; if so, the line is counted. */
  take(key: string): boolean {
    const now = this.now();
    const recent = (this.sent.get(key) ?? []).filter((t) => now - t < CHAT_WINDOW_MS);
    if (recent.length >= CHAT_PER_WINDOW) {
      this.sent.set(key, recent);
      return false;
    }
    recent.push(now);
    this.sent.set(key, recent);
    return true;
  }

  /** Forgets a sender (a spectator who left). */
  forget(key: string): void {
    this.sent.delete(key);
  }
}
