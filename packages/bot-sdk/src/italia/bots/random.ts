/**
 * The random bot: a baseline that picks a legal move uniformly, then a number in its range.
 *
 * @module
 */
import type { PlayerAction } from "@italia/engine";
import type { Bot, DecisionContext } from "../../bot.js";
import { actionFor } from "../referee.js";

/**
 * Picks uniformly among the legal moves (grouped, so «attack Lazio → Umbria» is one choice
 * whatever the dice), then uniformly within the move's range. Deterministic given `ctx.rng`.
 *
 * @example
 * ```ts
 * await runArena({ bots: ["greedy", "random", "random", "random"], games: 100 });
 * ```
 */
export class RandomBot implements Bot {
  readonly name: string;

  /** @param name the name shown in reports (default `"random"`) */
  constructor(name = "random") {
    this.name = name;
  }

  decide(ctx: DecisionContext): PlayerAction {
    const move = ctx.legal[ctx.rng.int(ctx.legal.length)]!;
    switch (move.type) {
      case "attack":
        return actionFor(move, move.minDice + ctx.rng.int(move.maxDice - move.minDice + 1));
      case "place":
      case "occupy":
      case "fortify":
        return actionFor(move, move.min + ctx.rng.int(move.max - move.min + 1));
      default:
        return actionFor(move);
    }
  }
}
