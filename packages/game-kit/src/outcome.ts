/**
 * How a game ended, seat by seat, in one shape for every game: competitive games rank their
 * seats, cooperative games give every seat the same result.
 *
 * @module
 */

/** Plain JSON. */
export type Json =
  | null
  | boolean
  | number
  | string
  | readonly Json[]
  | { readonly [key: string]: Json };

/** A seat's result. */
export type SeatResult = "win" | "draw" | "loss";

/** The end of a game. */
export interface Outcome {
  /** Why the game ended, in the game's own words (`"sdadata"`, `"zones"`, `"reserve"`). */
  readonly reason: string;
  /** Per seat: won, drew (shared the best place) or lost. All equal in a cooperative game. */
  readonly results: readonly SeatResult[];
  /** Per seat: its place, 1 the best; tied seats share a place. All 1 in a cooperative game. */
  readonly ranks: readonly number[];
  /** Per seat, for games that score. */
  readonly scores?: readonly number[];
  /** Anything else the game reports about its end (`{ winner: "austria", round: 6 }`). */
  readonly detail?: Json;
}
