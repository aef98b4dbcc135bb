/**
 * Italia's referee entry points: {@link askBot} and {@link referee} ask an Italia {@link Bot} for
 * the current decision of a state through the generic `refereeGame`; {@link fallbackAction} is
 * Italia's safe action («Passa» when listed), {@link actionFor} the single action of a ranged move.
 *
 * @module
 */
import {
  type GameEvent,
  type GameState,
  type ItaliaGame,
  italia,
  type LegalMove,
  legalMoves,
  type Prng,
} from "@italia/engine";
import { type Bot, type BotSettings, DEFAULT_SETTINGS, type GameBot } from "../bot.js";
import { type GameDecision, refereeGame } from "../referee.js";

export { actionFor, fallbackAction } from "./fallback.js";

/** The outcome of asking a bot. */
export type Decision = GameDecision<ItaliaGame>;

/**
 * The legal moves of `state`, as the host lists them for a decision: frozen, so no bot can change
 * the list the host picks its fallback from. Listed by the engine's `legalMoves`, so the engine
 * knows them: an action made from one of them for `state` (`actionFor`, `ctx.actions`) is one the
 * engine vouches for (`isListed`).
 *
 * @internal
 */
export function hostLegalMoves(state: GameState): readonly LegalMove[] {
  return Object.freeze(legalMoves(state));
}

/** Options of {@link askBot}. */
export interface AskOptions {
  /** Milliseconds the bot has for this decision (default 1000). */
  readonly timeLimitMs?: number;
  /** The bot's generator (default: seeded with `"bot"`). */
  readonly rng?: Prng;
  /** Makes the bot's generator when the bot first reads it (instead of `rng`). */
  readonly makeRng?: () => Prng;
  /** Events since the seat's previous decision (filtered for the seat before the bot sees them). */
  readonly events?: readonly GameEvent[];
  /** The legal moves, if already computed for this state. */
  readonly legal?: readonly LegalMove[];
  /** The game's terms for the seat (seed, time control, limits). */
  readonly settings?: BotSettings;
}

/**
 * Asks `bot` for the current decision of `state` (Italia's; see {@link refereeGame}).
 *
 * @internal
 */
export function referee(
  bot: Bot,
  state: GameState,
  options: AskOptions = {},
): Decision | Promise<Decision> {
  return refereeGame(italia, bot as unknown as GameBot<ItaliaGame>, state, {
    seat: state.currentSeat,
    ...options,
    legal: options.legal ?? hostLegalMoves(state),
    settings: options.settings ?? DEFAULT_SETTINGS,
  }) as Decision | Promise<Decision>;
}

/**
 * Asks `bot` for the current decision of `state` and referees the answer: the bot gets the seat's
 * view, never the state; an answer that is illegal, late (after `timeLimitMs`) or an exception is
 * replaced by {@link fallbackAction} and reported as a strike. Never rejects.
 *
 * @example
 * ```ts
 * const { action, strike } = await askBot(bot, state, { timeLimitMs: 500 });
 * if (strike) console.warn(strike.message);
 * state = (apply(state, action) as { state: GameState }).state;
 * ```
 */
export async function askBot(
  bot: Bot,
  state: GameState,
  options: AskOptions = {},
): Promise<Decision> {
  return referee(bot, state, options);
}
