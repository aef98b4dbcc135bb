/**
 * The room's chat on this side: reading the server's `chat` messages into lines, muting another
 * seat (or a spectator, by name) — on this device only, remembered per room in localStorage — and
 * the quick phrases offered on phones. Lines are shown as React text, never as HTML.
 */
import type { StringKey } from "../i18n/strings";
import type { KeyStore } from "./links";

/** One line of chat, as the server sends it (docs/server.md). */
export interface ChatLine {
  readonly n: number;
  /** The player's seat, or `null` for a spectator. */
  readonly seat: number | null;
  readonly name: string;
  readonly text: string;
  readonly at: number;
}

/** Lines kept on this side (the server keeps 500 per channel). */
export const CHAT_LIMIT = 500;
/** Longest line, in characters (code points), as the server counts them. */
export const MAX_CHAT_CHARS = 200;

/** The quick phrases' string keys, in the order of their buttons. */
export const QUICK_PHRASES: readonly StringKey[] = [
  "quickHello",
  "quickGoodLuck",
  "quickNiceMove",
  "quickMoment",
  "quickGoodGame",
];

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

/** A line from the server, checked; `null` when it is not one. */
function readLine(x: unknown): ChatLine | null {
  if (!isRecord(x)) return null;
  const { n, seat, name, text, at } = x;
  if (typeof n !== "number" || !Number.isInteger(n)) return null;
  if (
    seat !== null &&
    !(typeof seat === "number" && Number.isInteger(seat) && seat >= 0 && seat <= 3)
  )
    return null;
  if (typeof name !== "string" || typeof text !== "string") return null;
  const clean = (s: string, max: number) => [...s.replace(/\p{C}/gu, "")].slice(0, max).join("");
  return {
    n,
    seat,
    name: clean(name, 24),
    text: clean(text, MAX_CHAT_CHARS),
    at: typeof at === "number" ? at : 0,
  };
}

/**
 * The chat after a `chat` message `{ lines, whole }`: `whole` replaces the lines (on joining),
 * otherwise they are added (lines already held, by number, are skipped). At most
 * {@link CHAT_LIMIT} are kept.
 */
export function readChat(chat: readonly ChatLine[], body: unknown): readonly ChatLine[] {
  if (!isRecord(body) || !Array.isArray(body.lines)) return chat;
  const lines = body.lines.map(readLine).filter((l): l is ChatLine => l !== null);
  const held = body.whole === true ? [] : chat;
  const last = held[held.length - 1]?.n ?? 0;
  const next = [...held, ...lines.filter((l) => body.whole === true || l.n > last)];
  return next.length > CHAT_LIMIT ? next.slice(-CHAT_LIMIT) : next;
}

/** Who a line is muted by: a seat (`seat:N`), or a spectator's name (`name:NAME`). */
export function muteKey(line: Pick<ChatLine, "seat" | "name">): string {
  return line.seat !== null ? `seat:${line.seat}` : `name:${line.name}`;
}

/** Muting on this device: the writers whose lines are hidden. */
export type MuteState = readonly string[];

/** A change of who is muted. */
export type MuteMsg =
  | { readonly type: "mute"; readonly key: string }
  | { readonly type: "unmute"; readonly key: string };

/** The mute reducer. */
export function muteReducer(state: MuteState, msg: MuteMsg): MuteState {
  switch (msg.type) {
    case "mute":
      return state.includes(msg.key) ? state : [...state, msg.key];
    case "unmute":
      return state.filter((k) => k !== msg.key);
  }
}

/** The lines shown: those of writers not muted. */
export function visibleChat(chat: readonly ChatLine[], muted: MuteState): ChatLine[] {
  return chat.filter((l) => !muted.includes(muteKey(l)));
}

/** The storage key of a room's mutes (a room id, or a watch id for a spectator). */
export function muteStorageKey(room: string): string {
  return `italia.mute.${room}`;
}

/** The mutes this device keeps for `room`. */
export function savedMutes(store: KeyStore | null, room: string): MuteState {
  try {
    const raw = JSON.parse(
      (store?.getItem(muteStorageKey(room)) ?? "[]").slice(0, 4000),
    ) as unknown;
    return Array.isArray(raw)
      ? raw.filter((k): k is string => typeof k === "string").slice(0, 50)
      : [];
  } catch {
    return [];
  }
}

/** Keeps the mutes of `room` on this device. */
export function saveMutes(store: KeyStore | null, room: string, muted: MuteState): void {
  try {
    if (muted.length === 0) store?.removeItem(muteStorageKey(room));
    else store?.setItem(muteStorageKey(room), JSON.stringify(muted));
  } catch {
    // storage unavailable: the mutes last as long as the page
  }
}

/** The number of characters in `text` as the server counts them (code points, trimmed). */
export function chatLength(text: string): number {
  return [...text.trim()].length;
}
