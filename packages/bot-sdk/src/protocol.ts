/**
 * The JSON-lines protocol that lets a bot be any program (see `docs/bots.md`). The host writes one
 * JSON object per line to the program's stdin and reads one per line from its stdout; the
 * program's stderr is for its own logs.
 *
 * Host → bot: one {@link HelloMessage}, then a {@link DecideMessage} per decision, and an
 * {@link OverMessage} when the game ends (then stdin closes). Bot → host: an {@link AnswerMessage}
 * per decide message. A bot should ignore message types it does not know.
 *
 * Two versions: version 1 is Italia's ({@link HelloMessage}, …) and stays what Italia's bots get
 * unless they ask for version 2; version 2 ({@link HelloMessageV2}, …) is every game's — the game's
 * id and version, the seat count, the game's static data and config, the other seats that may
 * answer a decision (`alsoActing`; a bot may then answer `null` to wait), and the outcome at the
 * end. Italia's version-2 messages keep every version-1 field beside the new ones.
 *
 * @module
 */
import type { Json, Outcome } from "@italia/game-kit";
// Italia's fields kept from version 1 in its version-2 messages are typed with Italia's types.
import type { BoardData, Limit, PlayerCount, Seat } from "./italia/protocol-v1.js";
import { quote } from "./text.js";

export {
  type AnswerMessage,
  type BoardData,
  type DecideMessage,
  type HelloFields,
  type HelloMessage,
  type HostMessage,
  helloMessage,
  type OverMessage,
} from "./italia/protocol-v1.js";

/** The protocol version Italia's bot programs get unless they ask for another (version 1). */
export const PROTOCOL_VERSION = 1;

/** Every game's protocol version: the game named in the hello, with its data and outcome. */
export const PROTOCOL_V2 = 2;

/** A protocol version the host speaks: 1 (Italia's) or 2 (every game's). */
export type ProtocolVersion = typeof PROTOCOL_VERSION | typeof PROTOCOL_V2;

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

/** A game as a version-2 hello names it. */
export interface GameName {
  /** The game's id (`"italia"`, `"radetzky"`): the same as in records and `--game`. */
  readonly id: string;
  /** The version of the game's rules (semver). */
  readonly version: string;
}

/**
 * Version 2: sent once, before the first decision. For Italia it also carries version 1's
 * `players`, `board` and `limit`.
 */
export interface HelloMessageV2 {
  readonly type: "hello";
  /** The protocol version: 2. */
  readonly protocol: typeof PROTOCOL_V2;
  /** The game played. */
  readonly game: GameName;
  /** The seat the bot plays (0 is the first). */
  readonly seat: number;
  /** How many seats the game has. */
  readonly seats: number;
  /** The name the host knows the bot by. */
  readonly bot: string;
  /**
   * The game's static data (Italia: the board; Radetzky: its map, cards and tables), the same the
   * rules use, so a bot in any language needs no copy of it; `null` for a game without any.
   */
  readonly data: Json;
  /** The game's config, without its seed (Italia: `players` and `limit`). */
  readonly config: Json;
  /**
   * The seat's seed for the bot's own randomness (hex text), derived one way from the game's seed
   * and the seat: it reveals nothing of the game's secrets. It is not the game's seed.
   */
  readonly seed: string;
  /** Milliseconds every decision may take without touching the bank. */
  readonly decisionMs: number;
  /** The seat's time bank for the whole game, in milliseconds. */
  readonly bankMs: number;
  /** Milliseconds the program may take to start, not charged to its first decision. */
  readonly startupMs: number;
  /** Most actions one turn may take: past them the host ends the turn. */
  readonly turnActions: number;
  /** Italia only (kept from version 1): how many seats the game has, 3 or 4 (R2.1). */
  readonly players?: PlayerCount;
  /** Italia only (kept from version 1): the board, the same as `data`. */
  readonly board?: BoardData;
  /** Italia only (kept from version 1): the game's limit, rounds or minutes (R11.4). */
  readonly limit?: Limit;
}

/** Version 2: sent for every decision of the bot's seat; answer with an {@link AnswerMessageV2}. */
export interface DecideMessageV2 {
  readonly type: "decide";
  /** Numbers the decisions of this game; echo it in the answer. */
  readonly id: number;
  /** What the seat may see: the game's view for the seat, never the game's state. */
  readonly view: Json;
  /** The legal moves of the seat, as the game lists them; answer with one action of one of them. */
  readonly legal: readonly Json[];
  /** What happened since the bot's previous decision, as its seat may see it. */
  readonly events: readonly Json[];
  /**
   * The other seats that may answer this same decision (a shared decision), in seat order; empty
   * when the seat decides alone. Then the bot may answer `null` to let them answer; the host
   * applies the answer of the lowest seat that did not wait.
   */
  readonly alsoActing: readonly number[];
  /** Milliseconds until the answer is due, counted from when the host wrote this message. */
  readonly timeLeftMs: number;
}

/** Version 2: sent when the game is over; stdin closes after it. */
export interface OverMessageV2 {
  readonly type: "over";
  /** The final position as the seat may see it. */
  readonly view: Json;
  /** How the game ended, seat by seat (`null` if the host stopped before the end). */
  readonly outcome: Outcome | null;
  /** Italia only (kept from version 1): the winning seat, or `null` for a draw. */
  readonly winner?: Seat | null;
}

/** Any version-2 message from the host. */
export type HostMessageV2 = HelloMessageV2 | DecideMessageV2 | OverMessageV2;

/** Version 2: the bot's answer to a decide message. */
export interface AnswerMessageV2 {
  /**
   * The action the bot plays (one action of one of the decision's legal moves), or `null` to wait
   * at a shared decision (only when `alsoActing` is not empty; otherwise it is refused).
   */
  readonly action: Json;
  /** The `id` of the decide message this answers. Optional, but echo it. */
  readonly id?: number;
}
