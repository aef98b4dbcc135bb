/**
 * Bots for Radetzky, typed structurally ({@link RadetzkyBot}) so that they run under the bot
 * SDK's `GameHost.play(radetzky, …)` without the rules package depending on it.
 *
 * @module
 */
import type { RadetzkyBot } from "./context.js";
import { GreedyBot } from "./greedy.js";
import { RandomBot } from "./random.js";
import { STRONG_FAST_ITERATIONS, StrongBot } from "./strong.js";

export type { BotRandom, RadetzkyBot, RadetzkyBotContext } from "./context.js";
export { GreedyBot } from "./greedy.js";
export { RandomBot } from "./random.js";
export {
  positionValue,
  STRONG_FAST_ITERATIONS,
  STRONG_ITERATIONS,
  StrongBot,
  type StrongOptions,
  type StrongStats,
} from "./strong.js";
export { sampleWorld } from "./worlds.js";

/**
 * The bots by name, each a factory of a fresh bot: `random` ({@link RandomBot}), `greedy`
 * ({@link GreedyBot}), and the search bot at two levels, each a fixed rollout budget (so its
 * play does not depend on the machine's speed) that the decision clock only caps:
 * `strong` ({@link StrongBot}, {@link STRONG_ITERATIONS} rollouts per decision) and `strong-fast`
 * ({@link STRONG_FAST_ITERATIONS}), as Italia's bots have `strong` and `strong-fast`.
 *
 * @example
 * ```ts
 * const bots = [0, 1, 2].map(() => RADETZKY_BOTS.greedy());
 * const quick = RADETZKY_BOTS["strong-fast"]();
 * ```
 */
export const RADETZKY_BOTS: {
  readonly [name in "random" | "greedy" | "strong" | "strong-fast"]: () => RadetzkyBot;
} = {
  random: () => new RandomBot(),
  greedy: () => new GreedyBot(),
  strong: () => new StrongBot(),
  "strong-fast": () => new StrongBot({ name: "strong-fast", iterations: STRONG_FAST_ITERATIONS }),
};
