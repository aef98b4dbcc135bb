/**
 * Deciding for a seat whose game is held elsewhere: a client of an online room (the server holds
 * the state and sends the seat its view, its legal moves and its events), or a worker thread a
 * server hands its bots' decisions to. Without the state, the answer is judged against the legal
 * moves the holder sent (the holder's engine checks it again when it is applied); otherwise the
 * bot is refereed as in a local game: a late, illegal or failing answer is replaced by the
 * {@link fallbackAction} and counted as a strike.
 *
 * @module
 */
import {
  expandMove,
  type GameEvent,
  type LegalMove,
  type PlayerAction,
  type PlayerView,
  type Prng,
  parseAction,
  type Seat,
} from "@italia/engine";
import type { Bot, BotSettings, DecisionContext } from "../bot.js";
import { BotTimeoutError, type StrikeReason } from "../referee.js";
import { quote } from "../text.js";
import { freezeView } from "./frozen-view.js";
import { type Decision, fallbackAction } from "./referee.js";

/** One decision of a seat as the game's holder described it. */
export interface RemoteDecision {
  /** The seat to act. */
  readonly seat: Seat;
  /** The seat's view (R12), as received; it is frozen before a bot sees it. */
  readonly view: PlayerView;
  /** The legal moves of the decision (never empty). */
  readonly legal: readonly LegalMove[];
  /** What happened since the seat's previous decision, already filtered for the seat. */
  readonly events: readonly GameEvent[];
  /** The game's terms for the seat (what a bot program's `hello` says). */
  readonly settings: BotSettings;
  /** The bot's generator for this decision. */
  readonly rng: Prng;
  /** When the answer is due, as a `Date.now()` timestamp. */
  readonly deadline: number;
}

/**
 * The context a bot decides from, built from what the game's holder sent instead of the state:
 * the same shape {@link decisionContext} gives a local bot.
 */
export function remoteContext(decision: RemoteDecision): DecisionContext {
  const { seat, legal, events, deadline, rng, settings } = decision;
  const view = freezeView(decision.view);
  let actions: readonly PlayerAction[] | null = null;
  return {
    seat,
    view,
    legal,
    get actions() {
      actions ??= legal.flatMap(expandMove);
      return actions;
    },
    events,
    deadline,
    get timeLeftMs() {
      return Math.max(0, Math.floor(deadline - Date.now()));
    },
    rng,
    settings,
  };
}

/** What the deadline's timer resolves to (no answer of a bot can be it). */
const LATE: unique symbol = Symbol("late");

/** A key that is the same for two actions with the same fields, whatever their order. */
function actionKey(action: object): string {
  const record = action as Record<string, unknown>;
  return JSON.stringify(
    Object.keys(record)
      .sort()
      .map((k) => [k, record[k]]),
  );
}

/**
 * Whether `action` (already parsed by the engine) is one of the single actions the `legal` moves
 * stand for.
 */
export function withinLegal(action: PlayerAction, legal: readonly LegalMove[]): boolean {
  const key = actionKey(action);
  return legal.some(
    (move) =>
      move.type === action.type &&
      move.seat === action.seat &&
      expandMove(move).some((a) => actionKey(a) === key),
  );
}

/**
 * Asks `bot` for a decision described by the game's holder and referees the answer against the
 * legal moves it sent: the answer is due `timeLimitMs` after the call (plus the bot's start-up
 * allowance, as locally); a late, illegal or failing answer is replaced by the fallback action and
 * reported as a strike. Never rejects.
 */
export async function askRemoteBot(
  bot: Bot,
  decision: Omit<RemoteDecision, "deadline">,
  timeLimitMs: number,
): Promise<Decision> {
  const { seat, legal, view } = decision;
  let startup = 0;
  try {
    const ms = bot.startupMs?.() ?? 0;
    startup = typeof ms === "number" && Number.isFinite(ms) && ms > 0 ? ms : 0;
  } catch {
    startup = 0;
  }
  const start = performance.now();
  const deadline = Date.now() + startup + timeLimitMs;
  const elapsed = () => Math.max(0, performance.now() - start - startup);
  const strike = (reason: StrikeReason, message: string): Decision => ({
    action: fallbackAction(legal),
    strike: { seat, bot: quote(bot.name), reason, message: quote(message, 500), round: view.round },
    elapsedMs: elapsed(),
  });
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<typeof LATE>((resolve) => {
    timer = setTimeout(() => resolve(LATE), Math.max(0, deadline - Date.now()));
  });
  let answer: unknown;
  try {
    const ctx = remoteContext({ ...decision, deadline });
    answer = await Promise.race([
      new Promise<unknown>((resolve) => resolve(bot.decide(ctx))),
      late,
    ]);
  } catch (error) {
    clearTimeout(timer);
    const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return error instanceof BotTimeoutError
      ? strike("timeout", text)
      : strike("error", `failed: ${text}`);
  }
  clearTimeout(timer);
  if (answer === LATE) return strike("timeout", `did not answer within ${timeLimitMs} ms`);
  if (elapsed() > timeLimitMs) {
    return strike(
      "timeout",
      `answered after ${Math.round(elapsed())} ms; the limit is ${timeLimitMs} ms`,
    );
  }
  let parsed: ReturnType<typeof parseAction>;
  try {
    parsed = parseAction(answer);
  } catch {
    return strike("error", "answered a value that cannot be read");
  }
  if (!parsed.ok) return strike("illegal", `answered an illegal action (${parsed.error.message})`);
  if (parsed.action.type === "clockExpired" || !withinLegal(parsed.action, legal)) {
    return strike("illegal", "answered an action that is not one of the legal moves");
  }
  return { action: parsed.action, strike: null, elapsedMs: elapsed() };
}
