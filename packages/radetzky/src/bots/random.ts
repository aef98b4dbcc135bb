/**
 * The random bot: a uniformly random legal action.
 *
 * @module
 */
import type { RadetzkyAction } from "../actions.js";
import type { RadetzkyBot, RadetzkyBotContext } from "./context.js";

/**
 * Plays a uniformly random action of `ctx.actions`, drawn with `ctx.rng` (so the same generator
 * gives the same choice). It answers every decision, shared ones included (never `null`).
 *
 * @example
 * ```ts
 * const bot = new RandomBot();
 * bot.decide(ctx); // one of ctx.actions
 * ```
 */
export class RandomBot implements RadetzkyBot {
  /** `"random"`. */
  readonly name = "random";

  /** A uniformly random action of `ctx.actions`. */
  decide(ctx: RadetzkyBotContext): RadetzkyAction {
    const action = ctx.actions[ctx.rng.int(ctx.actions.length)];
    if (action === undefined) throw new RangeError("no legal action to choose from");
    return action;
  }
}
