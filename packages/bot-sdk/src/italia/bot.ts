/**
 * Italia's bots and what they decide from: the {@link Bot} interface, the {@link DecisionContext}
 * (the generic `GameContext` with Italia's engine types: its view, legal moves and events) and
 * the terms its bots are told ({@link BotSettings}, naming the game's limit). The context is the
 * generic one (`bot.ts`) read with Italia's engine ({@link decisionContext}); `bot.ts` re-exports
 * everything here.
 *
 * @module
 */
import {
  type GameEvent,
  type GameState,
  type ItaliaGame,
  type LegalMove,
  type Limit,
  legalMoves,
  type PlayerAction,
  type PlayerView,
  type Seat,
} from "@italia/engine";
import type { AnyGame, ConfigOf, Outcome, Prng } from "@italia/game-kit";
import type { GameContextOptions, GameSettings } from "../bot.js";
import { LazyContext } from "../bot.js";
import { DEFAULT_DECISION_MS, DEFAULT_STARTUP_MS } from "../clock.js";
import { DEFAULT_TURN_ACTIONS } from "../turn-limit.js";
import { defaultLimit } from "./limit.js";
import { ITALIA_READING } from "./reading.js";

/** A game's terms for its bots: Italia's {@link BotSettings}, or {@link GameSettings}. */
export type SettingsOf<G extends AnyGame> = G extends ItaliaGame
  ? BotSettings
  : GameSettings<ConfigOf<G>>;

/**
 * The terms of the game for a seat's bot — what the `hello` message sends a bot program.
 */
export interface BotSettings {
  /**
   * The seat's seed for the bot's own randomness: derived one way from the game's seed and the
   * seat (see `botSeedFor`), never the game's seed, so it reveals nothing of the deal or the dice.
   */
  readonly seed: string;
  /** Milliseconds every decision may take. */
  readonly decisionMs: number;
  /** The time bank for the whole game, in milliseconds (spent by decisions longer than `decisionMs`). */
  readonly bankMs: number;
  /** Milliseconds a program may take to start before its first decision's time begins. */
  readonly startupMs: number;
  /** The game's limit: rounds, or minutes for a timed game (R11.4). */
  readonly limit: Limit;
  /** Most actions one turn may take; the host ends a longer turn (R7.3). */
  readonly turnActions: number;
}

/** Everything a bot may know when it decides. */
export interface DecisionContext {
  /** The seat the bot plays. */
  readonly seat: Seat;
  /** What the seat may see (R12); frozen. Never the real game state. */
  readonly view: PlayerView;
  /**
   * The legal moves of this decision, grouped with ranges (`legalMoves`): never empty. A host's
   * list is frozen (copy it to sort it), so a bot cannot change what the host plays as fallback.
   */
  readonly legal: readonly LegalMove[];
  /** The same moves expanded into single actions (`legalActions`), computed on first use. */
  readonly actions: readonly PlayerAction[];
  /**
   * What happened since this seat's previous decision (its own actions included), as the seat may
   * see it (`eventsFor`): opponents' attacks and dice, conquests, cards drawn (hidden cards shown
   * as `null`), turn starts and ends.
   */
  readonly events: readonly GameEvent[];
  /** When the answer is due, as a `Date.now()` timestamp in milliseconds. */
  readonly deadline: number;
  /**
   * Whole milliseconds left until {@link DecisionContext.deadline}, read when asked (never
   * negative). At the start of a decision it is the per-decision time plus the seat's bank left.
   */
  readonly timeLeftMs: number;
  /** A seeded generator for the bot's own choices, so a bot is deterministic given its seed. */
  readonly rng: Prng;
  /** The game's terms for this seat: bot seed, time control, limits. */
  readonly settings: BotSettings;
}

/**
 * A bot: a name and a `decide` function that returns one of the legal actions, at once or as a
 * promise. The optional `end` hook is called once when the game is over, with the final view.
 *
 * @example
 * ```ts
 * import type { Bot } from "@italia/bot-sdk";
 *
 * const cautious: Bot = {
 *   name: "cautious",
 *   decide(ctx) {
 *     const pass = ctx.actions.find((a) => a.type === "endTurn");
 *     return pass ?? ctx.actions[0]!;
 *   },
 * };
 * ```
 */
export interface Bot {
  /** A short name for reports, e.g. `"greedy"`. */
  readonly name: string;
  /** Chooses one action of `ctx.actions` (synchronously or not), before `ctx.deadline`. */
  decide(ctx: DecisionContext): PlayerAction | Promise<PlayerAction>;
  /**
   * Called once when the game is over (e.g. to stop a process), with the final view and, from a
   * host, the outcome. Errors are ignored.
   */
  end?(view: PlayerView, outcome?: Outcome | null): void | Promise<void>;
  /**
   * Milliseconds the bot needs to start before its next decision, granted on top of the decision
   * time and never charged to it: an external program that is not running yet (its first decision,
   * or the first after a restart) returns its start-up allowance, a bot that is ready returns 0.
   * Hosts read it just before asking; leave it out for bots that need no start-up.
   */
  startupMs?(): number;
}

/** Options of {@link decisionContext}. */
export interface ContextOptions {
  /** The seat deciding; default: the current seat. */
  readonly seat?: Seat;
  /** The deadline as a `Date.now()` timestamp; default: `timeLimitMs` from now. */
  readonly deadline?: number;
  /** Time allowed when no `deadline` is given (default 1000 ms). */
  readonly timeLimitMs?: number;
  /** The bot's generator; default: one seeded with `"bot"`. */
  readonly rng?: Prng;
  /**
   * Makes the bot's generator when the bot first reads `ctx.rng` (instead of `rng`): a host
   * pays for seeding a generator only for bots that draw from it.
   */
  readonly makeRng?: () => Prng;
  /** Events since the seat's previous decision, unfiltered: they are filtered for the seat here. */
  readonly events?: readonly GameEvent[];
  /** The legal moves, if already computed for this state. */
  readonly legal?: readonly LegalMove[];
  /** The game's terms (default: a seed of `"bot"`, 1000 ms per decision, no bank, 25 rounds). */
  readonly settings?: BotSettings;
}

/**
 * The terms a context gets when none are given.
 *
 * @internal
 */
export const DEFAULT_SETTINGS: BotSettings = Object.freeze({
  seed: "bot",
  decisionMs: DEFAULT_DECISION_MS,
  bankMs: 0,
  startupMs: DEFAULT_STARTUP_MS,
  limit: Object.freeze(defaultLimit()),
  turnActions: DEFAULT_TURN_ACTIONS,
});

/**
 * Builds the context a bot decides from, for the current decision of `state`: the seat's view
 * (deep-frozen, so a bot cannot change what the host holds; built on first read, sharing the
 * frozen state's parts — see `frozenViewFor`), the legal moves and the rest. Hosts
 * use it; bot authors use it in tests to ask their bot about any position.
 *
 * `view`, `actions`, `events`, `timeLeftMs` and `rng` are getters, worked out when first read:
 * `{ ...ctx }` copies only `seat`, `legal`, `deadline` and `settings` (read the others from
 * `ctx`), and `JSON.stringify(ctx)` writes every field but the generator.
 *
 * @example
 * ```ts
 * const state = newGame({ players: 4, seed: 1 });
 * const action = await myBot.decide(decisionContext(state));
 * expect(isLegal(state, action)).toBe(true);
 * ```
 */
export function decisionContext(state: GameState, options: ContextOptions = {}): DecisionContext {
  const o: GameContextOptions<ItaliaGame> = {
    seat: options.seat ?? state.currentSeat,
    legal: options.legal ?? legalMoves(state),
    deadline: options.deadline,
    timeLimitMs: options.timeLimitMs,
    settings: options.settings ?? DEFAULT_SETTINGS,
    rng: options.rng,
    makeRng: options.makeRng,
    events: options.events,
  };
  return new LazyContext<ItaliaGame>(state, o, ITALIA_READING) as unknown as DecisionContext;
}
