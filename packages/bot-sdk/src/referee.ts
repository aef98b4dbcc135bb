/**
 * The referee: asks a bot of any game for one action, enforces its deadline and refuses illegal
 * answers (Italia's own entry points, `askBot` and `fallbackAction`, are in `italia/referee.ts`).
 *
 * A host never trusts a bot. The answer is applied by the game: Italia's engine plays it as it is
 * when it is one of the engine's own actions listed for the state (`isListed`: what `actionFor`
 * and `ctx.actions` hand out), otherwise parses and checks it in full; an illegal, late or
 * missing answer — or an exception — is replaced by the game's fallback and counted as a
 * {@link Strike}. The answer is only ever read inside a guard, so a hostile value (a Proxy, a
 * throwing getter or `then`) is a strike too, and what is played is the game's plain copy of the
 * answer, never the bot's object. Nothing a bot does can crash the host.
 *
 * @module
 */
import type { ActionOf, AnyGame, EventOf, Played, Seat, StateOf } from "@italia/game-kit";
import { type GameBot, type GameContextOptions, gameContext } from "./bot.js";
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

/**
 * Options of {@link refereeGame}: a decision context's (see {@link GameContextOptions}) but its
 * deadline, which the referee sets from `timeLimitMs` and the bot's start-up allowance. With
 * `alsoActing` not empty the bot may answer `null` (wait).
 */
export type GameAskOptions<G extends AnyGame> = Omit<GameContextOptions<G>, "deadline">;

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
