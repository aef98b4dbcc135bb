/**
 * The stores' rows as both stores read them (SQLite's and PostgreSQL's tables have the same
 * columns) and how a row becomes a {@link StoredRoomHead}: one mapping, which `sqlite-store.ts`
 * and `pg-store.ts` both use.
 *
 * @module
 */
import type { RoomStage, StoredRoomHead, StoredSeat } from "./store.js";
import type { RoomTerms } from "./terms.js";

/** A row of the `rooms` table (the columns a room is read from). */
export interface RoomRow {
  readonly id: string;
  /** The terms as JSON. */
  readonly terms: string;
  readonly seed: string;
  readonly stage: RoomStage;
  readonly turn_deadline: number | null;
  readonly clock_deadline: number | null;
  readonly created_at: number;
  readonly paused_at: number | null;
  readonly rematch: string | null;
  readonly watch_id: string | null;
  readonly creator: string | null;
  readonly game: string;
  readonly owner: string | null;
  readonly epoch: number;
}

/** A row of the `seats` table (SQLite stores booleans as 0 and 1). */
export interface SeatRow {
  /** Its room (read when several rooms' seats are read at once). */
  readonly room_id?: string;
  readonly seat: number;
  readonly name: string | null;
  readonly credential_hash: Buffer | null;
  readonly missed: number;
  readonly resigned: boolean | number;
  readonly invited: boolean | number;
}

/** The columns of a seat row, in the order {@link SeatRow} names them (for SELECTs). */
export const SEAT_COLUMNS = "seat, name, credential_hash, missed, resigned, invited";

/** The stored seat of a seat row. */
export function seatOfRow(s: SeatRow): StoredSeat {
  return {
    seat: s.seat,
    name: s.name,
    credentialHash: s.credential_hash,
    missed: s.missed,
    ...(s.resigned ? { resigned: true } : {}),
    ...(s.invited ? { invited: true } : {}),
  };
}

/**
 * The head of the room of `row` with its `seats` and its `watchId` (the row's, or the one the
 * store gave a row stored without one).
 */
export function headOfRow(row: RoomRow, seats: StoredSeat[], watchId: string): StoredRoomHead {
  return {
    id: row.id,
    terms: JSON.parse(row.terms) as RoomTerms,
    seed: row.seed,
    stage: row.stage,
    seats,
    turnDeadline: row.turn_deadline,
    clockDeadline: row.clock_deadline,
    createdAt: row.created_at,
    pausedAt: row.paused_at,
    rematch: row.rematch ?? null,
    watchId,
    creator: row.creator ?? null,
    game: row.game,
    owner: row.owner,
    epoch: row.epoch,
  };
}
