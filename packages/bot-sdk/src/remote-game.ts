/**
 * Deciding for a seat of any game whose state is held elsewhere — a client of an online room (the
 * server holds the state and sends the seat its view, its legal moves and its events): the same
 * as Italia's `askRemoteBot`, for every game of the platform. Without the state, the answer is
 * read with the game's `parseAction` and judged against the actions the legal moves stand for
 * (the holder applies it again); a late, illegal or failing answer is replaced by the game
 * reading's fallback (left out: the first action of the first legal move) and counted as a strike. At a shared decision (`alsoActing` not
 * empty) a bot may answer `null` and let another seat answer.
 *
 * @module
 */
import {
  type ActionOf,
  type AnyGame,
  deepFreeze,
  type EventOf,
  type MoveOf,
  type Prng,
  type Seat,
  type ViewOf,
} from "@italia/game-kit";
import type { GameBot, GameContext, SettingsOf } from "./bot.js";
import { type GameOrReading, readingOf } from "./game-reading.js";
import { BotTimeoutError, type GameDecision, type StrikeReason, type Waited } from "./referee.js";
import { quote } from "./text.js";

/** One decision of a seat of game `G` as the game's holder described it. */
export interface RemoteGameDecision<G extends AnyGame> {
  /** The seat to act. */
  readonly seat: Seat;
  /** The seat's view, as received; it is deep-frozen before a bot sees it. */
  readonly view: ViewOf<G>;
  /** The seat's legal moves (never empty). */
  readonly legal: readonly MoveOf<G>[];
  /** What happened since the seat's previous decision, already filtered for the seat. */
  readonly events: readonly EventOf<G>[];
  /** The other seats that may answer this decision too (empty or left out: the seat alone). */
  readonly alsoActing?: readonly Seat[];
  /** The game's terms for the seat. */
  readonly settings: SettingsOf<G>;
  /** The bot's generator for this decision. */
  readonly rng: Prng;
  /** When the answer is due, as a `Date.now()` timestamp. */
  readonly deadline: number;
}

/**
 * A key that is the same for two actions with the same fields, whatever their order.
 *
 * @internal
 */
export function actionKey(action: unknown): string {
  const record = action as Record<string, unknown>;
  return JSON.stringify(
    Object.keys(record)
      .sort()
      .map((k) => [k, record[k]]),
  );
}

/**
 * The context a bot of game `G` decides from, built from what the holder sent instead of the
 * state: the same shape a local host gives (`gameContext`).
 */
export function remoteGameContext<G extends AnyGame>(
  gameOrPackage: GameOrReading<G>,
  decision: RemoteGameDecision<G>,
): GameContext<G> {
  const { reading } = readingOf(gameOrPackage);
  const { seat, deadline, rng, settings } = decision;
  const view = reading.freeze ? reading.freeze(decision.view) : deepFreeze(decision.view);
  const legal = Object.freeze([...decision.legal]);
  const events = Object.freeze([...decision.events]);
  const alsoActing = Object.freeze([...(decision.alsoActing ?? [])]);
  let actions: readonly ActionOf<G>[] | null = null;
  return {
    seat,
    view,
    legal,
    get actions() {
      actions ??= Object.freeze(legal.flatMap((m) => reading.expand(m)));
      return actions;
    },
    events,
    alsoActing,
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

/**
 * Asks `bot` for a decision of game `G` described by the game's holder and referees the answer
 * against the legal moves it sent: due `timeLimitMs` after the call (plus the bot's start-up
 * allowance); a late, illegal or failing answer is replaced by the reading's fallback (left out:
 * the first action of the first legal move) and reported as a strike; `null` at a shared decision is {@link Waited}. Never
 * rejects.
 *
 * @example
 * ```ts
 * const d = await askRemoteGameBot(radetzky, bot, { seat, view, legal, events, settings, rng }, 1000);
 * if (!("waited" in d)) room.send("action", d.action);
 * ```
 */
export async function askRemoteGameBot<G extends AnyGame>(
  gameOrPackage: GameOrReading<G>,
  bot: GameBot<G>,
  decision: Omit<RemoteGameDecision<G>, "deadline">,
  timeLimitMs: number,
): Promise<GameDecision<G> | Waited> {
  const { game, reading } = readingOf(gameOrPackage);
  const { seat, legal } = decision;
  const mayWait = (decision.alsoActing?.length ?? 0) > 0;
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
  const listed = legal.flatMap((m) => reading.expand(m));
  const round = (decision.view as { round?: unknown } | null)?.round;
  const strike = (reason: StrikeReason, message: string): GameDecision<G> => {
    const fallback = reading.fallback && legal.length > 0 ? reading.fallback(legal) : listed[0];
    if (fallback === undefined) throw new Error("no legal move: the game is over");
    let name: string;
    try {
      name = quote(String(bot.name));
    } catch {
      name = "(a bot without a readable name)";
    }
    return {
      action: fallback,
      strike: {
        seat,
        bot: name,
        reason,
        message: quote(message, 500),
        round: typeof round === "number" ? round : 0,
      },
      elapsedMs: elapsed(),
    };
  };
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<typeof LATE>((resolve) => {
    timer = setTimeout(() => resolve(LATE), Math.max(0, deadline - Date.now()));
  });
  let answer: unknown;
  try {
    const ctx = remoteGameContext(gameOrPackage, { ...decision, deadline });
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
  if (answer === null && mayWait) return { waited: true, elapsedMs: elapsed() };
  let parsed: ReturnType<G["parseAction"]>;
  try {
    parsed = game.parseAction(answer) as ReturnType<G["parseAction"]>;
  } catch {
    return strike("error", "answered a value that cannot be read");
  }
  if (!parsed.ok) return strike("illegal", `answered an illegal action (${parsed.error.message})`);
  const key = actionKey(parsed.value);
  if (!listed.some((a) => actionKey(a) === key)) {
    return strike("illegal", "answered an action that is not one of the legal moves");
  }
  return { action: parsed.value as ActionOf<G>, strike: null, elapsedMs: elapsed() };
}
