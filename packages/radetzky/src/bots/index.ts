/**
 * Bots for Radetzky, typed structurally ({@link RadetzkyBot}) so that they run under the bot
 * SDK's `GameHost.play(radetzky, …)` without the rules package depending on it.
 *
 * @module
 */
import type { RadetzkyBot } from "./context.js";
import { GreedyBot } from "./greedy.js";
import { RandomBot } from "./random.js";
import { StrongBot } from "./strong.js";

export type { BotRandom, RadetzkyBot, RadetzkyBotContext } from "./context.js";
export { GreedyBot } from "./greedy.js";
export { RandomBot } from "./random.js";
export {
  positionValue,
  STRONG_ITERATIONS,
  StrongBot,
  type StrongOptions,
} from "./strong.js";
export { sampleWorld } from "./worlds.js";

/**
 * The bots by name, each a factory of a fresh bot: `random` ({@link RandomBot}), `greedy`
 * ({@link GreedyBot}) and `strong` ({@link StrongBot} with its default budget:
 * {@link STRONG_ITERATIONS} rollouts per decision, stopping in time for the decision clock).
 *
 * @example
 * ```ts
 * const bots = [0, 1, 2].map(() => RADETZKY_BOTS.greedy());
 * ```
 */
export const RADETZKY_BOTS: {
  readonly [name in "random" | "greedy" | "strong"]: () => RadetzkyBot;
} = {
  random: () => new RandomBot(),
  greedy: () => new GreedyBot(),
  strong: () => new StrongBot(),
};
