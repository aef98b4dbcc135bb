/**
 * Bots for Radetzky, typed structurally ({@link RadetzkyBot}) so that they run under the bot
 * SDK's `GameHost.play(radetzky, …)` without the rules package depending on it.
 *
 * @module
 */
import type { RadetzkyBot } from "./context.js";
import { GreedyBot } from "./greedy.js";
import { RandomBot } from "./random.js";

export type { BotRandom, RadetzkyBot, RadetzkyBotContext } from "./context.js";
export { GreedyBot } from "./greedy.js";
export { RandomBot } from "./random.js";

/**
 * The bots by name, each a factory of a fresh bot: `random` ({@link RandomBot}) and `greedy`
 * ({@link GreedyBot}).
 *
 * @example
 * ```ts
 * const bots = [0, 1, 2].map(() => RADETZKY_BOTS.greedy());
 * ```
 */
export const RADETZKY_BOTS: { readonly [name in "random" | "greedy"]: () => RadetzkyBot } = {
  random: () => new RandomBot(),
  greedy: () => new GreedyBot(),
};
