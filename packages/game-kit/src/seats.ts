/**
 * Seats as people read them ({@link seatNumber}): every game's JSON (actions, views, records)
 * numbers seats from 0, every line written for people from 1; and who sat in a seat, as every
 * game's record says it ({@link RecordSeat}).
 *
 * @module
 */
import type { Seat } from "./game.js";

/**
 * A seat as people number it: from 1 — the JSON's seat 0 is "seat 1". Every line written for
 * people (refusals, strike lines, arena tables, prompts) uses it, with the JSON seat beside it
 * where a document is concerned; actions, views, records and positions keep the 0-based seat.
 *
 * @example
 * ```ts
 * `seat ${seatNumber(0)}`; // "seat 1"
 * ```
 */
export function seatNumber(seat: Seat): number {
  return seat + 1;
}

/**
 * Who sat in a seat (free-form metadata for people; the rules ignore it), as every game's record
 * writes it: Italia's `italia-record/2` and the platform's `game-record/1`.
 */
export interface RecordSeat {
  readonly name: string;
  /** The bot that played the seat, if one did (e.g. `"greedy"`). */
  readonly bot?: string;
}
