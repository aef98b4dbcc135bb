/**
 * How the page words the server's refusals for players: what happened and what to do. The
 * engine's refusals of a move keep the engine's own message (it names the rule); the server's own
 * codes (docs/server.md, "Refusals") and the joins it refuses (`JOIN_<status>`, see
 * `joinRefusal`) get the page's wording, in the player's language. A code the page does not know
 * shows the server's text, bounded, as before.
 */

import type { StringKey } from "../i18n/strings";
import type { Refusal } from "./shell";

/** The `refused` codes of the server itself (not the engine's), by the string that words them. */
const SERVER_CODES = {
  SERVER_BUSY: "refusal_SERVER_BUSY",
  NOT_CREATOR: "refusal_NOT_CREATOR",
  ROOM_STARTED: "refusal_ROOM_STARTED",
  NOT_PLAYING: "refusal_NOT_PLAYING",
  SEAT_AWAY: "refusal_SEAT_AWAY",
  RATE_LIMITED: "refusal_RATE_LIMITED",
  INTERNAL: "refusal_INTERNAL",
  BAD_MESSAGE: "refusal_BAD_MESSAGE",
  CHAT_RATE: "refusal_CHAT_RATE",
  CHAT_TOO_LONG: "refusal_CHAT_TOO_LONG",
  CHAT_EMPTY: "refusal_CHAT_EMPTY",
} as const satisfies Record<string, StringKey>;

/** The strings that word refusals. */
export type RefusalKey =
  | (typeof SERVER_CODES)[keyof typeof SERVER_CODES]
  | "joinRefusal_nameTaken"
  | "joinRefusal_gameStarted"
  | "joinRefusal_seatTaken"
  | "joinRefusal_notASeat"
  | "joinRefusal_badEntry"
  | "joinRefusal_tooOften"
  | "joinRefusal_busy"
  | "joinRefusal_gone"
  | "joinRefusal_over"
  | "joinRefusal_unreachable";

/**
 * The key of the string that words `refusal`, or `null` to show its message (the engine's
 * refusals, and codes this page does not know). A refused join's status says what went wrong;
 * `409` and Colyseus' `4212` each cover several cases, told apart by the reason the server
 * documents (a name already in the room — the server's `NAME_TAKEN` —, a game already started, a
 * finished game).
 */
export function refusalKey(refusal: Pick<Refusal, "code" | "message">): RefusalKey | null {
  const { code, message } = refusal;
  if (Object.hasOwn(SERVER_CODES, code)) return SERVER_CODES[code as keyof typeof SERVER_CODES];
  switch (code) {
    case "JOIN_409":
      if (/already has this name/.test(message)) return "joinRefusal_nameTaken";
      if (/game has (already )?started/.test(message)) return "joinRefusal_gameStarted";
      return "joinRefusal_seatTaken";
    case "JOIN_403":
      return "joinRefusal_notASeat";
    case "JOIN_400":
      return "joinRefusal_badEntry";
    case "JOIN_429":
      return "joinRefusal_tooOften";
    case "JOIN_503":
      return "joinRefusal_busy";
    case "JOIN_4212":
      return /game in this room is over/.test(message) ? "joinRefusal_over" : "joinRefusal_gone";
    case "JOIN_FAILED":
      return "joinRefusal_unreachable";
    default:
      return null;
  }
}

/**
 * The text shown for `refusal`: a refused join as «cannot enter the room: …», a refusal of the
 * server in the page's words, an engine's refusal of a move with the engine's message.
 */
export function refusalText(
  t: (key: StringKey, params?: Readonly<Record<string, string | number>>) => string,
  refusal: Pick<Refusal, "code" | "message">,
): string {
  const key = refusalKey(refusal);
  if (refusal.code.startsWith("JOIN_")) {
    return t("joinRefused", { message: key ? t(key) : refusal.message });
  }
  return key ? t(key) : t("refused", { message: refusal.message });
}

/**
 * Whether a refused rejoin means the seat's credential will never open the room again, so the
 * browser forgets it: it opens no seat (`403`), is malformed (`400`), or the room is gone
 * (`4212`). A busy server, too many attempts, a seat already joining or a server out of reach are
 * worth trying again: the credential is kept.
 */
export function credentialRejected(refusal: Pick<Refusal, "code">): boolean {
  return refusal.code === "JOIN_403" || refusal.code === "JOIN_400" || refusal.code === "JOIN_4212";
}
