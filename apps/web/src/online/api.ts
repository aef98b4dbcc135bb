/**
 * The server's plain HTTP endpoints the online screens and the home page use (docs/server.md),
 * in any game: a room's public facts, where a room stands for a seat holder, a finished room's
 * record as text. No `colyseus.js` here, so the home page can ask without loading the online
 * screens. A game reads its own terms and checks its own records.
 *
 * @module
 */
import { isCredential, isRoomId } from "./links";
import {
  isRecord,
  type RoomStage,
  readSeatList,
  readStage,
  type ShellSeat,
  safeText,
  seatBelow,
} from "./shell";

/**
 * `GET /api/rooms/ROOM` in any game: the stage, the seats (at most `maxSeats`) and the terms as
 * `readTerms` reads the game's, or `null` when there is no such room or it is not of that shape.
 */
export async function fetchRoomInfoOf<T>(
  room: string,
  readGameTerms: (x: unknown) => T | null,
  maxSeats: number,
): Promise<{
  readonly room: string;
  readonly stage: RoomStage;
  readonly terms: T;
  readonly seats: ShellSeat[];
} | null> {
  const res = await fetch(`/api/rooms/${encodeURIComponent(room)}`, { cache: "no-store" });
  if (!res.ok) return null;
  const body = (await res.json()) as Record<string, unknown>;
  const seats = readSeatList(body.seats, seatBelow(maxSeats), maxSeats);
  const terms = readGameTerms(body.terms);
  const stage = readStage(body.stage);
  if (!seats || !terms || !stage) return null;
  return { room, stage, terms, seats };
}

/** Most seats a room's list on the home page shows (more than any game has). */
const SEATS_SHOWN = 8;

/**
 * `GET /api/rooms/ROOM` for the home page, in whichever game the room is: its stage and seats
 * (names and bots), whatever its terms; `null` when there is no such room.
 */
export async function fetchRoomSeats(room: string): Promise<{
  readonly room: string;
  readonly stage: RoomStage;
  readonly seats: ShellSeat[];
} | null> {
  return fetchRoomInfoOf(room, (x) => (isRecord(x) ? x : null), SEATS_SHOWN);
}

/**
 * The game of room `room` (`GET /api/rooms/ROOM`'s `game`: which screens open its invite link),
 * `italia` for a room of a server that does not say, or `null` when there is no such room or the
 * server cannot be asked.
 */
export async function fetchRoomGame(room: string): Promise<string | null> {
  if (!isRoomId(room)) return null;
  try {
    const res = await fetch(`/api/rooms/${encodeURIComponent(room)}`, { cache: "no-store" });
    if (!res.ok) return null;
    const body = (await res.json()) as Record<string, unknown>;
    return typeof body.game === "string" ? safeText(body.game).slice(0, 40) : "italia";
  } catch {
    return null;
  }
}

/**
 * Where a room stands for the holder of one of its seats, as the home page shows it: in its
 * lobby, the holder's turn, waiting for others, paused (nobody connected: the server cannot tell
 * whose turn without loading the game), over; `gone` when the server no longer knows the room or
 * the seat (its credential opens nothing), `unknown` when it could not be asked (offline, busy).
 */
export type SeatState = "lobby" | "yourTurn" | "waiting" | "paused" | "over" | "gone" | "unknown";

/** Reads the server's answer to `POST /api/rooms/ROOM/seat` (`status`, parsed `body`). */
export function readSeatState(status: number, body: unknown): SeatState {
  if (status === 403 || status === 404) return "gone";
  if (status !== 200 || typeof body !== "object" || body === null) return "unknown";
  const { stage, yourTurn, paused } = body as Record<string, unknown>;
  if (stage === "lobby") return "lobby";
  if (stage === "over") return "over";
  if (stage !== "playing") return "unknown";
  if (yourTurn === true) return "yourTurn";
  if (yourTurn === false) return "waiting";
  return yourTurn === null && paused === true ? "paused" : "unknown";
}

/** Where a room stands for a seat holder, and which seat the credential opens (if told). */
export interface SeatLookUp {
  readonly state: SeatState;
  readonly seat: number | null;
}

/** `POST /api/rooms/ROOM/seat`: where `room` stands for the holder of `credential`. */
export async function lookUpSeat(room: string, credential: string): Promise<SeatLookUp> {
  if (!isRoomId(room) || !isCredential(credential)) return { state: "gone", seat: null };
  try {
    const res = await fetch(`/api/rooms/${encodeURIComponent(room)}/seat`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ credential }),
      cache: "no-store",
    });
    const body = (await res.json().catch(() => null)) as { seat?: unknown } | null;
    const state = readSeatState(res.status, body);
    const seat = body?.seat;
    return {
      state,
      seat: state !== "gone" && typeof seat === "number" && Number.isInteger(seat) ? seat : null,
    };
  } catch {
    return { state: "unknown", seat: null };
  }
}

/** The text of a finished room's record (any game's), fetched with the seat's credential. */
export async function recordText(room: string, credential: string): Promise<string> {
  const res = await fetch(`/api/rooms/${encodeURIComponent(room)}/record`, {
    headers: { authorization: `Bearer ${credential}` },
    cache: "no-store",
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: unknown };
    throw new Error(safeText(body.message ?? res.statusText));
  }
  return res.text();
}

/**
 * Downloads the finished room's record (`italia-record`, or another game's `game-record/1`, for
 * `italia replay`) with the seat's credential, as `GAME-ROOM.json` (`game` the room's game id);
 * rejects with the server's message when it refuses.
 */
export async function downloadRecord(
  room: string,
  credential: string,
  game: string,
): Promise<void> {
  saveJsonFile(await recordText(room, credential), `${game}-${room}.json`);
}

/** Offers `text` (JSON) to the browser as a file download named `filename`. */
export function saveJsonFile(text: string, filename: string): void {
  const blob = new Blob([text], { type: "application/json" });
  const href = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = href;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
