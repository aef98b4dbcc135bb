/**
 * What the new-game form of Radetzky produces, with no runtime import of the rules package: the
 * form sits in the home page's bundle, the rules load only when a game starts.
 *
 * @module
 */

/**
 * What a seat of a local game is: a person at this device, or one of the package's bots (`strong`,
 * the search bot, thinks in a Web Worker).
 */
export type RzSeatKind = "person" | "greedy" | "random" | "strong";

/** One seat of a local Radetzky game. */
export interface RzSeat {
  /** A person, or the bot playing it. */
  readonly kind: RzSeatKind;
  /** The name shown on the table and on the hand-over screen. */
  readonly name: string;
}

/** How seats see each other's hands (RZ24.3). */
export type RzHandInfo = "open" | "iconCount" | "closed";

/** The config the form asks for (RZ3), checked by the rules' `checkConfig` when the game starts. */
export interface RzConfigInput {
  /** 1–5 players. */
  readonly players: number;
  /** The basic or the advanced game (RZ17). */
  readonly mode: "basic" | "advanced";
  /** Added to the reinforcements (RZ23). */
  readonly difficulty: number;
  /** What seats see of each other's hands (RZ24.3). */
  readonly handInfo: RzHandInfo;
}

/** A local game to start: the config, one entry per seat, and the seed. */
export interface RzSetup {
  /** The config (RZ3). */
  readonly config: RzConfigInput;
  /** Seat 0…players−1. */
  readonly seats: readonly RzSeat[];
  /** The seed of the game's randomness (RZ26). */
  readonly seed: string;
}

/**
 * The difficulty levels offered by the form: the named levels of `difficulty.levels` in
 * `radetzky-data.json` (a unit test checks they match the rules package's data).
 */
export const RZ_DIFFICULTIES: readonly { readonly id: string; readonly delta: number }[] = [
  { id: "very-easy", delta: -2 },
  { id: "easy", delta: -1 },
  { id: "normal", delta: 0 },
  { id: "hard", delta: 1 },
  { id: "very-hard", delta: 2 },
];

/** The player counts the game takes (RZ3). */
export const RZ_PLAYERS: readonly number[] = [1, 2, 3, 4, 5];
