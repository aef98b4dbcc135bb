/**
 * Radetzky as a team game for the bot SDK's team arena: the game and its bots by name, in one
 * object a worker thread can import by name.
 *
 * @module
 */
import { radetzky } from "../game.js";
import type { RadetzkyBot } from "./context.js";
import { RADETZKY_BOTS } from "./index.js";

/**
 * The game and {@link RADETZKY_BOTS}, the shape the bot SDK's `runTeamArena` takes as `team`, and
 * finds in worker threads as `source: { module: "@italia/radetzky", export: "RADETZKY_TEAM" }`.
 *
 * @example
 * ```ts
 * import { runTeamArena } from "@italia/bot-sdk/node";
 * import { RADETZKY_TEAM } from "@italia/radetzky";
 * const report = await runTeamArena({
 *   team: RADETZKY_TEAM,
 *   tables: [{ config: { players: 3 }, lineup: ["greedy", "greedy", "greedy"] }],
 *   games: 100,
 * });
 * ```
 */
export const RADETZKY_TEAM: RadetzkyTeam = Object.freeze({ game: radetzky, bots: RADETZKY_BOTS });

/** The type of {@link RADETZKY_TEAM}: the game and its bots by name. */
export interface RadetzkyTeam {
  /** The game. */
  readonly game: typeof radetzky;
  /** Its bots by name, each a factory of a fresh bot ({@link RADETZKY_BOTS}). */
  readonly bots: {
    /** A factory of a fresh bot of this name. */
    readonly [name: string]: () => RadetzkyBot;
  };
}
