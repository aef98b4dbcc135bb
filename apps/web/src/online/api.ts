/**
 * The server's plain HTTP endpoints the online screens use (docs/server.md): a room's public
 * facts, a finished room's record. No `colyseus.js` here.
 */
import { checkRecord, type GameRecord, type GameState } from "@italia/engine";
import { type RoomInfo, type RoomSeat, readSeats, readTerms, safeText } from "./room";

/** `GET /api/rooms/ROOM`: the room as its invite link shows it, or `null` when there is none. */
export async function fetchRoomInfo(room: string): Promise<RoomInfo | null> {
  const res = await fetch(`/api/rooms/${encodeURIComponent(room)}`, { cache: "no-store" });
  if (!res.ok) return null;
  const body = (await res.json()) as Record<string, unknown>;
  const seats: RoomSeat[] | null = readSeats(body.seats);
  const terms = readTerms(body.terms);
  const stage = body.stage;
  if (!seats || !terms || (stage !== "lobby" && stage !== "playing" && stage !== "over"))
    return null;
  return { room, stage, terms, seats };
}

/** The text of a finished room's record, fetched with the seat's credential. */
async function recordText(room: string, credential: string): Promise<string> {
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

/** A finished room's record, checked, and the game's last state (nothing is secret at the end). */
export interface FinishedRecord {
  readonly record: GameRecord;
  readonly state: GameState;
}

/**
 * A finished room's record (`italia-record`), fetched with the seat's credential and checked by
 * the engine (replayed: what is shown is what the rules give); rejects with the server's message
 * when it refuses, or when the record does not check.
 */
export async function fetchRecord(room: string, credential: string): Promise<FinishedRecord> {
  const check = checkRecord(JSON.parse(await recordText(room, credential)) as unknown);
  if (!check.ok) throw new Error(safeText(check.error.message));
  return { record: check.record, state: check.state };
}

/**
 * Downloads the finished room's record (`italia-record`, for `italia replay`) with the seat's
 * credential; rejects with the server's message when it refuses.
 */
export async function downloadRecord(room: string, credential: string): Promise<void> {
  const blob = new Blob([await recordText(room, credential)], { type: "application/json" });
  const href = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = href;
  a.download = `italia-${room}.json`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
