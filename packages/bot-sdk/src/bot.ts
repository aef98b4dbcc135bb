/**
 * The {@link GameBot} interface and the {@link GameContext} a bot of any game decides from;
 * Italia's {@link Bot} and {@link DecisionContext} (`italia/bot.ts`, re-exported here) are the
 * same with Italia's engine types.
 *
 * A bot never sees the game state: it gets the seat's view (R12), the legal moves of the current
 * decision, a deadline and a seeded random generator, and answers with one action. The host that
 * holds the real state checks the answer with the game before applying it.
 *
 * @module
 */
import {
  type ActionOf,
  type AnyGame,
  type EventOf,
  type MoveOf,
  type Outcome,
  Prng,
  type StateOf,
  seedRng,
  type ViewOf,
} from "@italia/game-kit";
import { type GameOrReading, type GameReading, readingOf } from "./game-reading.js";
import type { SettingsOf } from "./italia/bot.js";

export {
  type Bot,
  type BotSettings,
  type ContextOptions,
  DEFAULT_SETTINGS,
  type DecisionContext,
  decisionContext,
  type SettingsOf,
} from "./italia/bot.js";

/** The terms every game gives a seat's bot (see {@link BotSettings} and {@link GameSettings}). */
export interface SeatTerms {
  /** The seat's seed for the bot's own randomness (never the game's seed). */
  readonly seed: string;
  /** Milliseconds every decision may take. */
  readonly decisionMs: number;
  /** The time bank for the whole game, in milliseconds. */
  readonly bankMs: number;
  /** Milliseconds a program may take to start before its first decision's time begins. */
  readonly startupMs: number;
  /** Most actions one turn may take; the host ends a longer turn. */
  readonly turnActions: number;
}

/** The terms of a game other than Italia for a seat's bot: the common terms and the config. */
export interface GameSettings<C = unknown> extends SeatTerms {
  /** The game's config (without its seed). */
  readonly config: C;
}

/**
 * Everything a bot of game `G` may know when it decides: its seat, the seat's view, the legal
 * moves, the events since its previous decision, the seats that may answer this decision too, a
 * deadline and a seeded generator.
 */
export interface GameContext<G extends AnyGame> {
  /** The seat the bot plays. */
  readonly seat: number;
  /** What the seat may see; never the real game state. */
  readonly view: ViewOf<G>;
  /** The legal moves of this decision: never empty; frozen. */
  readonly legal: readonly MoveOf<G>[];
  /** The same moves expanded into single actions, computed on first use. */
  readonly actions: readonly ActionOf<G>[];
  /** What happened since this seat's previous decision, as the seat may see it. */
  readonly events: readonly EventOf<G>[];
  /**
   * The other seats that may answer this decision too (a shared decision), in seat order; empty
   * when the seat decides alone. The first legal answer counts.
   */
  readonly alsoActing: readonly number[];
  /** When the answer is due, as a `Date.now()` timestamp in milliseconds. */
  readonly deadline: number;
  /** Whole milliseconds left until the deadline, read when asked (never negative). */
  readonly timeLeftMs: number;
  /** A seeded generator for the bot's own choices. */
  readonly rng: Prng;
  /** The game's terms for this seat. */
  readonly settings: SettingsOf<G>;
}

/**
 * A bot of game `G`: a name and a `decide` function that returns one of the legal actions (or, at
 * a shared decision, `null` to let another seat answer), at once or as a promise.
 */
export interface GameBot<G extends AnyGame> {
  /** A short name for reports. */
  readonly name: string;
  /** Chooses one action of `ctx.actions`, or `null` to wait at a shared decision. */
  decide(ctx: GameContext<G>): ActionOf<G> | null | Promise<ActionOf<G> | null>;
  /** Called once when the game is over, with the final view and the outcome. Errors are ignored. */
  end?(view: ViewOf<G>, outcome?: Outcome | null): void | Promise<void>;
  /** Milliseconds the bot needs to start before its next decision (see {@link Bot.startupMs}). */
  startupMs?(): number;
}

/** Options of {@link gameContext}. */
export interface GameContextOptions<G extends AnyGame> {
  /** The deciding seat. */
  readonly seat: number;
  /** The deadline as a `Date.now()` timestamp; default: `timeLimitMs` from now. */
  readonly deadline?: number;
  /** Time allowed when no `deadline` is given (default 1000 ms). */
  readonly timeLimitMs?: number;
  /** The bot's generator (default: one seeded with `"bot"`). */
  readonly rng?: Prng;
  /** Makes the bot's generator when the bot first reads `ctx.rng` (instead of `rng`). */
  readonly makeRng?: () => Prng;
  /** Events since the seat's previous decision, unfiltered: they are filtered for the seat here. */
  readonly events?: readonly EventOf<G>[];
  /** The legal moves, if already listed for this state and seat. */
  readonly legal?: readonly MoveOf<G>[];
  /** The other seats that may answer too. */
  readonly alsoActing?: readonly number[];
  /** The game's terms for the seat. */
  readonly settings: SettingsOf<G>;
}

/**
 * The context a bot of `game` decides from, for `options.seat` in `state` (see
 * {@link decisionContext}, Italia's, for how its fields are built lazily). `game` may be the
 * game's package (`GamePackage`): the context reads the game as the package says (Italia's
 * engine's fast reading is found by itself).
 */
export function gameContext<G extends AnyGame>(
  game: GameOrReading<G>,
  state: StateOf<G>,
  options: GameContextOptions<G>,
): GameContext<G> {
  return new LazyContext<G>(state, options, readingOf(game).reading);
}

/**
 * A {@link GameContext} (Italia's: a `DecisionContext`) that builds what a bot reads when it first reads it: a bot that never
 * looks at the view, the actions, the events or its generator costs the host nothing for them
 * (the random bot reads only `legal` and `rng`). One object per decision, its state in private
 * fields; `seat`, `legal`, `deadline` and `settings` are its own properties, the rest getters, so
 * `{ ...ctx }` copies those four and `JSON.stringify(ctx)` writes everything but the generator.
 *
 * @internal
 */
export class LazyContext<G extends AnyGame> implements GameContext<G> {
  readonly seat: number;
  readonly legal: readonly MoveOf<G>[];
  readonly deadline: number;
  readonly settings: SettingsOf<G>;
  readonly #alsoActing: readonly number[];
  readonly #state: StateOf<G>;
  readonly #raw: readonly EventOf<G>[];
  readonly #makeRng: (() => Prng) | undefined;
  readonly #parts: GameReading<G>;
  #view: { readonly value: ViewOf<G> } | null = null;
  #actions: readonly ActionOf<G>[] | null = null;
  #events: readonly EventOf<G>[] | null = null;
  #rng: Prng | null;

  constructor(state: StateOf<G>, o: GameContextOptions<G>, parts: GameReading<G>) {
    this.seat = o.seat;
    this.legal = o.legal ?? parts.legal(state, o.seat);
    this.deadline = o.deadline ?? Date.now() + (o.timeLimitMs ?? 1000);
    this.settings = o.settings;
    this.#alsoActing = o.alsoActing ?? [];
    this.#state = state;
    this.#raw = o.events ?? [];
    this.#makeRng = o.makeRng;
    this.#rng = o.rng ?? null;
    this.#parts = parts;
  }

  get alsoActing(): readonly number[] {
    return this.#alsoActing;
  }

  get view(): ViewOf<G> {
    this.#view ??= { value: this.#parts.view(this.#state, this.seat) };
    return this.#view.value;
  }

  get actions(): readonly ActionOf<G>[] {
    // Italia's: the engine's own actions, made from moves it listed for the state: the referee
    // plays a choice from this list as it is (`isListed`).
    this.#actions ??= this.legal.flatMap((m) => this.#parts.expand(m));
    return this.#actions;
  }

  get events(): readonly EventOf<G>[] {
    this.#events ??= this.#raw.length === 0 ? [] : this.#parts.filter(this.#raw, this.seat);
    return this.#events;
  }

  get timeLeftMs(): number {
    return Math.max(0, Math.floor(this.deadline - Date.now()));
  }

  get rng(): Prng {
    this.#rng ??= this.#makeRng ? this.#makeRng() : new Prng(seedRng("bot"));
    return this.#rng;
  }

  /** What `JSON.stringify(ctx)` writes: the context as data, without the generator. */
  toJSON(): Omit<GameContext<G>, "rng" | "alsoActing"> {
    return {
      seat: this.seat,
      view: this.view,
      legal: this.legal,
      actions: this.actions,
      events: this.events,
      deadline: this.deadline,
      timeLeftMs: this.timeLeftMs,
      settings: this.settings,
    };
  }
}
