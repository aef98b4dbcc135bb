/**
 * Driving a bot through a whole turn, from any decision in it — what a server does when a
 * player's time runs out (R13.3): a bot finishes the turn for them.
 *
 * @module
 */
import type { GameEvent, GameState, PlayerAction } from "@italia/engine";
import type { Bot } from "../bot.js";
import type { TimeControl } from "../clock.js";
import { GameHost } from "../host.js";
import type { Strike } from "../referee.js";
import type { TurnLimit } from "../turn-limit.js";
import { GreedyBot } from "./bots/greedy.js";

/** Options of {@link playTurn} and {@link finishTurn}. */
export interface TurnOptions {
  /** Time per decision (default: 1000 ms, no bank). */
  readonly timeControl?: TimeControl;
  /** Seeds the bot's generator (default `"bots"`). */
  readonly botSeed?: string;
  /** Bounds on the turn (default 500 actions): past them the host ends it (R7.3). */
  readonly turnLimit?: TurnLimit;
}

/** What happened in a turn played by a bot. */
export interface TurnResult {
  /** The state after the turn: the next seat's first decision, or the game's end. */
  readonly state: GameState;
  /** The actions applied, in order (fallbacks included). */
  readonly actions: readonly PlayerAction[];
  /** Every event, unfiltered (send each seat `eventsFor(events, seat)`). */
  readonly events: readonly GameEvent[];
  /** Answers of the bot that were refused and replaced by a fallback. */
  readonly strikes: readonly Strike[];
}

/**
 * Lets `bot` play the current seat from the current decision — any stage, mid-turn included —
 * until that seat's turn (or setup pass) ends or the game is over. The bot sees only the seat's
 * view; its answers are refereed (see {@link askBot}). Never rejects because of the bot.
 *
 * @example
 * ```ts
 * const { state: next, actions } = await playTurn(state, new GreedyBot());
 * ```
 */
export async function playTurn(
  state: GameState,
  bot: Bot,
  options: TurnOptions = {},
): Promise<TurnResult> {
  if (state.stage === "over") return { state, actions: [], events: [], strikes: [] };
  const players: (Bot | null)[] = Array.from({ length: state.players }, () => null);
  players[state.currentSeat] = bot;
  const host = new GameHost({ state }, players, options);
  const events: GameEvent[] = [];
  for (;;) {
    const pending = host.step();
    const step = pending instanceof Promise ? await pending : pending;
    for (const e of step.events) events.push(e);
    if (step.turnEnded) break;
  }
  return {
    state: host.state,
    actions: host.actions as PlayerAction[],
    events,
    strikes: host.strikes,
  };
}
/**
 * Finishes the current seat's turn for a player whose time ran out: plays it with `bot` (default:
 * a {@link GreedyBot} at its fastest setting) from whatever decision the player left it at.
 *
 * @example
 * ```ts
 * // Server: the turn timer fired.
 * const { state: next, events } = await finishTurn(room.state);
 * ```
 */
export function finishTurn(
  state: GameState,
  options: TurnOptions & { readonly bot?: Bot } = {},
): Promise<TurnResult> {
  return playTurn(state, options.bot ?? new GreedyBot(), options);
}
