/**
 * Radetzky as a team game for the bot SDK's team arena: the game and its bots by name, in one
 * object a worker thread can import by name.
 *
 * @module
 */
import { radetzky } from "../game.js";
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
export const RADETZKY_TEAM = Object.freeze({ game: radetzky, bots: RADETZKY_BOTS });
