/**
 * What a Radetzky bot decides from, typed structurally so that the rules package needs no bot
 * SDK: the bot SDK's `GameContext<typeof radetzky>` has every field of {@link RadetzkyBotContext},
 * so a {@link RadetzkyBot} is a `GameBot<typeof radetzky>` as it is.
 *
 * @module
 */
import type { RadetzkyAction } from "../actions.js";
import type { RadetzkyView } from "../views.js";

/** A seeded generator, as a bot reads it: an unbiased whole number in 0…n−1. */
export interface BotRandom {
  /** A uniform whole number from 0 to `n − 1` (`n` ≥ 1). */
  int(n: number): number;
}

/**
 * The part of a decision context a Radetzky bot reads (a subset of the bot SDK's `GameContext`):
 * its seat, the seat's view (never the state), the legal actions, the other seats that may answer
 * the same decision, and a seeded generator.
 */
export interface RadetzkyBotContext {
  /** The seat the bot plays. */
  readonly seat: number;
  /** What the seat may see (RZ24). */
  readonly view: RadetzkyView;
  /** The legal actions of this decision: never empty. */
  readonly actions: readonly RadetzkyAction[];
  /**
   * The other seats that may answer this decision too (a card owed in a fight whose pool holds
   * several seats' cards, RZ4.6, RZ11.2); empty when the seat decides alone.
   */
  readonly alsoActing: readonly number[];
  /** The bot's own seeded generator. */
  readonly rng: BotRandom;
  /**
   * Whole milliseconds left until the answer is due, read when asked (the bot SDK's decision
   * clock); absent when the caller keeps no clock. Search bots stop in time for it.
   */
  readonly timeLeftMs?: number;
}

/**
 * A Radetzky bot: a name and a `decide` that returns one of `ctx.actions`, or `null` at a shared
 * decision to let another acting seat answer (the host applies the lowest seat's answer that is
 * not `null`, and the turn owner's fallback if every seat waits).
 */
export interface RadetzkyBot {
  /** A short name for reports. */
  readonly name: string;
  /** Chooses one of `ctx.actions`, or `null` to wait at a shared decision. */
  decide(ctx: RadetzkyBotContext): RadetzkyAction | null;
}
