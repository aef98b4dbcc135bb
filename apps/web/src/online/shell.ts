/**
 * The part of an online room that is the same in every game (docs/server.md, Rooms per game):
 * who sits where, the stage, the connection, the chat, spectators, rematches, refusals. Each
 * game's room reducer keeps a {@link RoomShell} and folds the messages that are not its game's
 * (`welcome`, `seats`, `refused`, `chat`, `spectators`, `shutdown`, `rematch`, `expired`) through
 * {@link shellMessage}; it reads its own `update` (view, legal moves, events) itself.
 *
 * @module
 */
import { type ChatLine, readChat } from "./chat";
import { isRoomId } from "./links";

/** One seat as the server shows it to everybody; `S` is the game's seat number. */
export interface ShellSeat<S extends number = number> {
  readonly seat: S;
  /** The person's name; `null` for a free seat (lobby) or a bot seat (game). */
  readonly name: string | null;
  /** A bot plays the seat: a bot seat, or a person's seat after missed turns. */
  readonly bot: boolean;
  /** A bot plays the person's seat until they are back: missed turns (R13.3), or handed over. */
  readonly away: boolean;
  /** The person resigned: a bot plays the seat to the end of the game. */
  readonly resigned: boolean;
  /** A rematch's lobby keeps the seat for a person of the game before, not here yet. */
  readonly invited: boolean;
  readonly connected: boolean;
}

/** The room's stage. */
export type RoomStage = "lobby" | "playing" | "over";

/** A refusal: the rules' `{ code, rule, message }` or one of the server's codes. */
export interface Refusal {
  readonly code: string;
  readonly rule: string | null;
  readonly message: string;
}

/** The state of the connection to the room. */
export type Connection = "connecting" | "open" | "reconnecting" | "closed";

/** What every game's online screens know of their room (see the module). */
export interface RoomShell<S extends number = number> {
  readonly room: string;
  readonly seat: S | null;
  /** The room's game, as the `welcome` named it (`null` before it, or from an older server). */
  readonly game: string | null;
  /** The credential of this seat, when the server just gave it (a newly taken seat). */
  readonly credential: string | null;
  readonly stage: RoomStage;
  readonly seats: readonly ShellSeat<S>[];
  readonly refusal: Refusal | null;
  readonly connection: Connection;
  /** The server said it is stopping (it asks clients to reconnect in a moment). */
  readonly shutdown: boolean;
  /** The room's time was up and the server deleted it (a lobby never started, an old game). */
  readonly expired: boolean;
  /**
   * The rematch offered once the game was over: its room, and the seat that offered it (`null`
   * when the page learnt of it on joining, which does not say).
   */
  readonly rematch: { readonly room: string; readonly by: S | null } | null;
  /** The room's chat as this client may read it (players': the players'; a spectator: theirs). */
  readonly chat: readonly ChatLine[];
  /** How many spectators watch (told to players). */
  readonly spectators: number;
  /** The room's watch link (told to players), or `null`. */
  readonly watch: string | null;
  /** This client is a spectator (it joined by a watch link): no seat, the public view. */
  readonly spectator: boolean;
  /** Turns a spectator is behind the game (the room's delay). */
  readonly delay: number;
  /** The server's refusal of this client's latest line of chat (`CHAT_…`), shown by the chat. */
  readonly chatRefusal: Refusal | null;
}

/** A room's shell before any message. */
export function initialShell<S extends number = number>(room: string): RoomShell<S> {
  return {
    room,
    seat: null,
    game: null,
    credential: null,
    stage: "lobby",
    seats: [],
    refusal: null,
    connection: "connecting",
    shutdown: false,
    expired: false,
    rematch: null,
    chat: [],
    spectators: 0,
    watch: null,
    spectator: false,
    delay: 0,
    chatRefusal: null,
  };
}

/** Longest text shown from a server message, in characters. */
const MAX_TEXT = 200;

/** Whether `x` is a plain object (not an array, not `null`). */
export function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

/** `text` without control characters, cut to {@link MAX_TEXT} characters. */
export function safeText(text: unknown): string {
  const clean = String(text ?? "").replace(/\p{C}/gu, "?");
  return clean.length <= MAX_TEXT ? clean : `${clean.slice(0, MAX_TEXT - 1)}…`;
}

/** Whether `x` is a seat of a game with `max` seats at most (0 … max − 1). */
export function seatBelow(max: number): (x: unknown) => x is number {
  return (x: unknown): x is number =>
    typeof x === "number" && Number.isInteger(x) && x >= 0 && x < max;
}

/**
 * Reads a seat list from a `seats` message or `GET /api/rooms/ROOM`: at most `max` seats, each
 * seat number accepted by `isSeat`; `null` when it is not one.
 */
export function readSeatList<S extends number>(
  x: unknown,
  isSeat: (x: unknown) => x is S,
  max: number,
): ShellSeat<S>[] | null {
  if (!Array.isArray(x) || x.length > max) return null;
  const out: ShellSeat<S>[] = [];
  for (const s of x) {
    if (!isRecord(s) || !isSeat(s.seat)) return null;
    out.push({
      seat: s.seat,
      name: typeof s.name === "string" ? safeText(s.name).slice(0, 24) : null,
      bot: s.bot === true,
      away: s.away === true,
      resigned: s.resigned === true,
      invited: s.invited === true,
      connected: s.connected === true,
    });
  }
  return out;
}

/** Reads a room's stage. */
export function readStage(x: unknown): RoomStage | null {
  return x === "lobby" || x === "playing" || x === "over" ? x : null;
}

/**
 * Folds a message of the server that is not the game's own into the room: `welcome` (the seat,
 * the credential, the watch link; a spectator's), `seats`, `refused`, `chat`, `spectators`,
 * `shutdown`, `rematch`, `expired`. Anything else, or a message of the wrong shape, leaves `room`
 * as it is (the same object). `isSeat` checks the game's seat numbers; `max` is its most seats.
 */
export function shellMessage<S extends number, R extends RoomShell<S>>(
  room: R,
  name: string,
  body: unknown,
  isSeat: (x: unknown) => x is S,
  max: number,
): R {
  if (!isRecord(body)) return room;
  switch (name) {
    case "welcome": {
      const game = typeof body.game === "string" ? safeText(body.game).slice(0, 40) : room.game;
      if (body.watch === true) {
        // a spectator's welcome: no room id, no seat
        return {
          ...room,
          game,
          spectator: true,
          delay: typeof body.delay === "number" ? body.delay : 0,
          connection: "open",
          shutdown: false,
        };
      }
      if (!isSeat(body.seat)) return room;
      return {
        ...room,
        game,
        room: isRoomId(body.room) ? body.room : room.room,
        seat: body.seat,
        credential: typeof body.credential === "string" ? body.credential : room.credential,
        watch: typeof body.watch === "string" ? safeText(body.watch) : room.watch,
        connection: "open",
        shutdown: false,
        rematch: isRoomId(body.rematch) ? { room: body.rematch, by: null } : room.rematch,
      };
    }
    case "seats": {
      const seats = readSeatList(body.seats, isSeat, max);
      const stage = readStage(body.stage);
      if (!seats || !stage) return room;
      return { ...room, seats, stage: room.stage === "over" ? "over" : stage };
    }
    case "refused": {
      const refusal = {
        code: safeText(body.code).slice(0, 40),
        rule: typeof body.rule === "string" ? safeText(body.rule).slice(0, 20) : null,
        message: safeText(body.message),
      };
      // a refused line of chat is the chat's to show: the game's moves are not concerned
      return refusal.code.startsWith("CHAT_")
        ? { ...room, chatRefusal: refusal }
        : { ...room, refusal };
    }
    case "chat":
      return { ...room, chat: readChat(room.chat, body), chatRefusal: null };
    case "spectators":
      return typeof body.count === "number" && Number.isInteger(body.count) && body.count >= 0
        ? { ...room, spectators: body.count }
        : room;
    case "shutdown":
      return { ...room, shutdown: true };
    case "rematch":
      if (!isRoomId(body.room) || !isSeat(body.by)) return room;
      return { ...room, rematch: { room: body.room, by: body.by } };
    case "expired":
      return { ...room, expired: true, connection: "closed" };
    default:
      return room;
  }
}

/** A change of a room that did not come from the server (every game's). */
export type ShellMsg =
  | { readonly type: "connection"; readonly connection: Connection }
  | { readonly type: "dismissRefusal" }
  /** The player wrote a new line: the chat's previous refusal is over. */
  | { readonly type: "dismissChatRefusal" }
  /** A refusal found on this side (a join the server refused, a failed download). */
  | { readonly type: "refusal"; readonly refusal: Refusal };

/** A message from the server, or a change of the connection: what every game's reducer folds. */
export type RoomMessage =
  | {
      readonly type: "message";
      readonly name: string;
      readonly body: unknown;
      /** This device's clock (epoch ms) when the message arrived: the offset to the server's `now`. */
      readonly at?: number;
    }
  | ShellMsg
  /** Another room is entered (a rematch's): everything starts again from nothing. */
  | { readonly type: "reset"; readonly room: string };

/** Folds a {@link ShellMsg} into the room. */
export function shellChange<R extends RoomShell<number>>(room: R, msg: ShellMsg): R {
  switch (msg.type) {
    case "connection":
      return { ...room, connection: msg.connection };
    case "dismissRefusal":
      return { ...room, refusal: null };
    case "dismissChatRefusal":
      return { ...room, chatRefusal: null };
    case "refusal":
      return { ...room, refusal: msg.refusal };
  }
}

/** Whether this seat is the room's creator (seat 0, R13.1), who starts the game. */
export function isCreator(room: Pick<RoomShell<number>, "seat">): boolean {
  return room.seat === 0;
}

/**
 * What the screens say while the connection is not open (its string's key): the room expired and
 * was deleted, the connection is closed for good, or it is being reopened.
 */
export function connectionNote(
  room: Pick<RoomShell<number>, "expired" | "connection">,
): "roomExpired" | "connectionClosed" | "reconnecting" {
  if (room.expired) return "roomExpired";
  return room.connection === "closed" ? "connectionClosed" : "reconnecting";
}
