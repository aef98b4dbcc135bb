/**
 * Italia's part of the server's plain HTTP endpoints (docs/server.md): a room as its invite link
 * shows it, with Italia's terms; a finished room's record, checked by the engine.
 *
 * @module
 */
import { checkRecord, type GameRecord, type GameState } from "@italia/engine";
import { fetchRoomInfoOf, recordText } from "../../../online/api";
import { safeText } from "../../../online/shell";
import { type RoomInfo, readTerms } from "./room";

/** `GET /api/rooms/ROOM`: the room as its invite link shows it, or `null` when there is none. */
export async function fetchRoomInfo(room: string): Promise<RoomInfo | null> {
  return fetchRoomInfoOf(room, readTerms, 4) as Promise<RoomInfo | null>;
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
