/**
 * The referee: asks a bot for one action, enforces its deadline and refuses illegal answers.
 *
 * A host never trusts a bot. The answer is checked by the engine (`isLegal`); an illegal, late or
 * missing answer — or an exception — is replaced by a safe {@link fallbackAction} and counted as a
 * {@link Strike}. Nothing a bot does can crash the host.
 *
 * @module
 */
import {
  type GameEvent,
  type GameState,
  isLegal,
  type LegalMove,
  legalMoves,
  moveAction,
  type PlayerAction,
  type Prng,
  type Seat,
} from "@italia/engine";
import { type Bot, decisionContext } from "./bot.js";

/**
 * Thrown (or rejected with) by a bot that knows it ran out of time — e.g. an external program
 * that missed its deadline. The referee counts it as a `timeout` strike.
 */
export class BotTimeoutError extends Error {
  override name = "BotTimeoutError";
}

/** Why an answer was refused. */
export type StrikeReason = "illegal" | "timeout" | "error";

/** A refused answer: the bot played the fallback action instead. */
export interface Strike {
  readonly seat: Seat;
  /** The bot's name. */
  readonly bot: string;
  readonly reason: StrikeReason;
  /** What went wrong, for people. */
  readonly message: string;
  /** The round it happened in. */
  readonly round: number;
  /** The answer that was refused (for `illegal`), as received. */
  readonly answer?: unknown;
}

/** The outcome of asking a bot. */
export interface Decision {
  /** The action to apply: the bot's answer, or the fallback. Always legal. */
  readonly action: PlayerAction;
  /** Set when the bot's answer was refused. */
  readonly strike: Strike | null;
  /** How long the bot took, in milliseconds. */
  readonly elapsedMs: number;
}

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

/** Options of {@link askBot}. */
export interface AskOptions {
  /** Milliseconds the bot has for this decision (default 1000). */
  readonly timeLimitMs?: number;
  /** The bot's generator (default: seeded with `"bot"`). */
  readonly rng?: Prng;
  /** Events since the seat's previous decision (filtered for the seat before the bot sees them). */
  readonly events?: readonly GameEvent[];
  /** The legal moves, if already computed for this state. */
  readonly legal?: readonly LegalMove[];
}

function isThenable(x: unknown): x is PromiseLike<unknown> {
  return (
    typeof x === "object" && x !== null && typeof (x as { then?: unknown }).then === "function"
  );
}

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

function short(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

/**
 * Asks `bot` for the current decision of `state` and referees the answer. Returns synchronously
 * when the bot answers synchronously, so hosts can run fast bots without a promise per decision.
 *
 * @internal
 */
export function referee(
  bot: Bot,
  state: GameState,
  options: AskOptions = {},
): Decision | Promise<Decision> {
  const seat = state.currentSeat;
  const legal = options.legal ?? legalMoves(state);
  const limit = options.timeLimitMs ?? 1000;
  const start = performance.now();
  const deadline = Date.now() + limit;
  const strike = (reason: StrikeReason, message: string, answer?: unknown): Decision => ({
    action: fallbackAction(legal),
    strike: {
      seat,
      bot: bot.name,
      reason,
      message,
      round: state.round,
      ...(answer === undefined ? {} : { answer }),
    },
    elapsedMs: performance.now() - start,
  });
  const judge = (answer: unknown): Decision => {
    const elapsedMs = performance.now() - start;
    if (elapsedMs > limit) {
      return strike(
        "timeout",
        `answered after ${Math.round(elapsedMs)} ms; the limit is ${limit} ms`,
      );
    }
    if (!isLegal(state, answer)) {
      return strike("illegal", `answered an illegal action: ${short(answer)}`, answer);
    }
    return { action: answer as PlayerAction, strike: null, elapsedMs };
  };

  let answer: unknown;
  try {
    const ctx = decisionContext(state, {
      seat,
      deadline,
      legal,
      ...(options.rng ? { rng: options.rng } : {}),
      ...(options.events ? { events: options.events } : {}),
    });
    answer = bot.decide(ctx);
  } catch (error) {
    return strike("error", `threw ${describe(error)}`);
  }
  if (!isThenable(answer)) return judge(answer);

  const pending = Promise.resolve(answer);
  return new Promise<Decision>((resolve) => {
    const wait = Math.max(0, deadline - Date.now());
    const timer = setTimeout(
      () => resolve(strike("timeout", `did not answer within ${limit} ms`)),
      wait,
    );
    pending.then(
      (value) => {
        clearTimeout(timer);
        resolve(judge(value));
      },
      (error: unknown) => {
        clearTimeout(timer);
        resolve(
          error instanceof BotTimeoutError
            ? strike("timeout", error.message)
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
