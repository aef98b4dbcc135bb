/**
 * The referee: asks a bot for one action, enforces its deadline and refuses illegal answers.
 *
 * A host never trusts a bot. The answer is checked by the engine: played as it is when it is one
 * of the engine's own actions listed for the state (`isListed`: what `actionFor` and `ctx.actions`
 * hand out), otherwise parsed and checked in full (`parseAction`, `checkAction`);
 * an illegal, late or missing answer — or an exception — is replaced by a safe
 * {@link fallbackAction} and counted as a {@link Strike}. The answer is only ever read inside a
 * guard, so a hostile value (a Proxy, a throwing getter or `then`) is a strike too, and what is
 * played is the engine's plain copy of the answer, never the bot's object. Nothing a bot does can
 * crash the host.
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
  moveAction,
  type PlayerAction,
  type Prng,
  type Seat,
} from "@italia/engine";
import type { ActionOf, AnyGame, EventOf, Played, StateOf } from "@italia/game-kit";
import {
  type Bot,
  type BotSettings,
  DEFAULT_SETTINGS,
  type GameBot,
  type GameContextOptions,
  gameContext,
} from "./bot.js";
import { type GameOrReading, readingOf } from "./game-reading.js";
import { quote } from "./text.js";

/** The longest strike message, in characters: what a bot sent is quoted shorter still. */
const MESSAGE_CHARS = 500;

/**
 * Thrown (or rejected with) by a bot that knows it ran out of time — e.g. an external program
 * that missed its deadline. The referee counts it as a `timeout` strike.
 */
export class BotTimeoutError extends Error {
  override name = "BotTimeoutError";
}

/**
 * Why an answer was refused: `illegal` (not a legal action), `timeout` (late, or a turn's time ran
 * out), `error` (the bot failed), `turn-limit` (the turn went past its bounds, R7.3).
 */
export type StrikeReason = "illegal" | "timeout" | "error" | "turn-limit";

/** A refused answer: the bot played the fallback action instead. */
export interface Strike {
  /** The seat, 0-based as in every JSON form; text for people numbers it from 1 (`seatNumber`). */
  readonly seat: Seat;
  /** The bot's name. */
  readonly bot: string;
  readonly reason: StrikeReason;
  /** What went wrong, for people. */
  readonly message: string;
  /** The round it happened in. */
  readonly round: number;
  /**
   * The answer that was refused (for `illegal`): a JSON copy of what was received, left out when
   * it cannot be copied.
   */
  readonly answer?: unknown;
}

/** The outcome of asking a bot of game `G`. */
export interface GameDecision<G extends AnyGame> {
  /** The action to apply: the bot's answer, or the fallback. Always legal. */
  readonly action: ActionOf<G>;
  /** Set when the bot's answer was refused. */
  readonly strike: Strike | null;
  /** How long the bot took, in milliseconds. */
  readonly elapsedMs: number;
  /** The bot's answer as the game applied it to the state it was asked about (not for a fallback). */
  readonly played?: Played<StateOf<G>, EventOf<G>, ActionOf<G>>;
}

/** A bot's answer at a shared decision: it lets another seat answer (`null`). */
export interface Waited {
  readonly waited: true;
  /** How long the bot took, in milliseconds. */
  readonly elapsedMs: number;
}

/** The outcome of asking a bot. */
export type Decision = GameDecision<ItaliaGame>;

/**
 * A safe action for any decision: «Passa» (end turn) when it is listed, otherwise the smallest
 * choice of the first listed move (place 1 army on the first region, move in the fewest armies).
 *
 * @throws Error if `legal` is empty (the game is over)
 */
export function fallbackAction(legal: readonly LegalMove[]): PlayerAction {
  const pass = legal.find((m) => m.type === "endTurn");
  if (pass) return { type: "endTurn", seat: pass.seat };
  const first = legal[0];
  if (!first) throw new Error("no legal move: the game is over");
  return actionFor(first);
}

/**
 * The single action a legal move stands for with the number `n` (armies or dice), rounded and
 * clamped to the move's range; the smallest when `n` is left out. (The engine's `moveAction`.)
 *
 * @example
 * ```ts
 * actionFor({ type: "attack", seat: 0, from: "lazio", to: "umbria", minDice: 1, maxDice: 3 }, 3);
 * // { type: "attack", seat: 0, from: "lazio", to: "umbria", dice: 3 }
 * ```
 */
export function actionFor(move: LegalMove, n?: number): PlayerAction {
  return moveAction(move, n === undefined ? undefined : Math.round(n));
}

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

/**
 * Options of {@link refereeGame}: a decision context's (see {@link GameContextOptions}) but its
 * deadline, which the referee sets from `timeLimitMs` and the bot's start-up allowance. With
 * `alsoActing` not empty the bot may answer `null` (wait).
 */
export type GameAskOptions<G extends AnyGame> = Omit<GameContextOptions<G>, "deadline">;

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

/** Whether `x` looks like a promise. Reads `x.then`, which may throw: call it in a guard. */
function isThenable(x: unknown): x is PromiseLike<unknown> {
  return (
    typeof x === "object" && x !== null && typeof (x as { then?: unknown }).then === "function"
  );
}

/** `f()`, or `otherwise` if it throws. */
function guarded<T>(f: () => T, otherwise: T): T {
  try {
    return f();
  } catch {
    return otherwise;
  }
}

function describe(error: unknown): string {
  return guarded(() => {
    if (error instanceof Error) return quote(`${error.name}: ${error.message}`, 300);
    return quote(String(error));
  }, "an error that cannot be read");
}

/** A short, printable quote of a bot's answer. */
function short(value: unknown): string {
  const text = guarded(
    () => JSON.stringify(value) ?? String(value),
    guarded(() => String(value), "a value that cannot be read"),
  );
  return quote(text);
}

/** A JSON copy of an answer (plain data, safe to keep and send), or `undefined`. */
function copyOf(value: unknown): unknown {
  return guarded(() => {
    const text = JSON.stringify(value);
    return text === undefined || text.length > 10_000 ? undefined : (JSON.parse(text) as unknown);
  }, undefined);
}

/** The round a state is in, for strikes: the state's `round` if it has one, else 0. */
function roundOf(state: unknown): number {
  const round = (state as { round?: unknown }).round;
  return typeof round === "number" ? round : 0;
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
 * Asks `bot` of `game` for `options.seat`'s decision in `state` and referees the answer: the game
 * applies it (its plain copy is what is played), a late, illegal or failing answer is replaced by
 * the game's fallback and counted as a strike. At a shared decision (`alsoActing` not empty) the
 * bot may answer `null`: it lets another seat answer ({@link Waited}). Returns synchronously when
 * the bot answers synchronously.
 *
 * @internal
 */
export function refereeGame<G extends AnyGame>(
  gameOrPackage: GameOrReading<G>,
  bot: GameBot<G>,
  state: StateOf<G>,
  options: GameAskOptions<G>,
): GameDecision<G> | Waited | Promise<GameDecision<G> | Waited> {
  const pkg = readingOf(gameOrPackage);
  const game = pkg.game;
  const seat = options.seat;
  const legal = options.legal ?? pkg.reading.legal(state, seat);
  const mayWait = (options.alsoActing?.length ?? 0) > 0;
  const limit = options.timeLimitMs ?? 1000;
  // A bot that must start first (an external program) gets its start-up allowance on top of the
  // decision time; time within the allowance is not charged to the decision.
  const startup = guarded(() => {
    const ms = bot.startupMs?.() ?? 0;
    return typeof ms === "number" && Number.isFinite(ms) && ms > 0 ? ms : 0;
  }, 0);
  const start = performance.now();
  const deadline = Date.now() + startup + limit;
  // Read only for a strike: a name is quoted when it is shown, not on every decision.
  const name = () => guarded(() => quote(String(bot.name)), "(a bot without a readable name)");
  /** The time charged to the decision: what was spent beyond the start-up allowance. */
  const charged = (ms: number) => Math.max(0, ms - startup);
  const startupNote =
    startup > 0
      ? ` (this decision started the program: ${startup} ms of start-up allowance plus ${limit} ms)`
      : "";
  const strike = (reason: StrikeReason, message: string, answer?: unknown): GameDecision<G> => {
    const copy = answer === undefined ? undefined : copyOf(answer);
    return {
      action: game.fallback(state, seat) as ActionOf<G>,
      strike: {
        seat,
        bot: name(),
        reason,
        // Bounded and printable, whatever the bot sent.
        message: quote(message, MESSAGE_CHARS),
        round: roundOf(state),
        ...(copy === undefined ? {} : { answer: copy }),
      },
      elapsedMs: charged(performance.now() - start),
    };
  };
  const unreadable = (error: unknown): GameDecision<G> =>
    strike("error", `answered a value that cannot be read: ${describe(error)}`);
  const judge = (answer: unknown): GameDecision<G> | Waited => {
    const elapsedMs = charged(performance.now() - start);
    if (elapsedMs > limit) {
      return strike(
        "timeout",
        `answered after ${Math.round(elapsedMs + startup)} ms; the limit is ${limit} ms${startupNote}`,
      );
    }
    if (answer === null && mayWait) return { waited: true, elapsedMs };
    // The game reads the answer (once, in a guard) and applies it: what is played is its plain
    // copy, never the bot's object. (Italia's own actions, listed for this very state, are
    // played as they are: `isListed`.)
    let played: ReturnType<G["apply"]>;
    try {
      played = game.apply(state, answer) as ReturnType<G["apply"]>;
    } catch (error) {
      return unreadable(error);
    }
    if (!played.ok) {
      return strike(
        "illegal",
        `answered an illegal action: ${short(answer)} (${quote(played.error.message, 200)})`,
        answer,
      );
    }
    const value = played.value as Played<StateOf<G>, EventOf<G>, ActionOf<G>>;
    return { action: value.action, strike: null, elapsedMs, played: value };
  };

  let answer: unknown;
  try {
    const ctx = gameContext(pkg, state, {
      seat,
      deadline,
      legal,
      settings: options.settings,
      alsoActing: options.alsoActing,
      rng: options.rng,
      makeRng: options.makeRng,
      events: options.events,
    });
    answer = bot.decide(ctx);
  } catch (error) {
    return strike("error", `threw ${describe(error)}`);
  }
  let thenable: boolean;
  try {
    thenable = isThenable(answer);
  } catch (error) {
    return unreadable(error);
  }
  if (!thenable) return judge(answer);

  // Not `Promise.resolve`, which reads `answer.constructor` outside any guard: a `then` that
  // throws (or cannot be read) rejects this promise instead.
  const pending = new Promise<unknown>((resolve) => resolve(answer));
  return new Promise<GameDecision<G> | Waited>((resolve) => {
    const wait = Math.max(0, deadline - Date.now());
    const timer = setTimeout(
      () => resolve(strike("timeout", `did not answer within ${limit} ms${startupNote}`)),
      wait,
    );
    pending.then(
      (value) => {
        clearTimeout(timer);
        resolve(judge(value));
      },
      (error: unknown) => {
        clearTimeout(timer);
        const timedOut = guarded(() => error instanceof BotTimeoutError, false);
        resolve(
          timedOut
            ? strike(
                "timeout",
                `${guarded(() => String((error as Error).message), "timed out")}${startupNote}`,
              )
            : strike("error", `failed: ${describe(error)}`),
        );
      },
    );
  });
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
