/**
 * Deciding for a seat whose game is held elsewhere: a client of an online room (the server holds
 * the state and sends the seat its view, its legal moves and its events), or a worker thread a
 * server hands its bots' decisions to. Italia's entry points over the generic
 * `askRemoteGameBot` and `remoteGameContext`: the answer is judged against the legal moves the
 * holder sent (the holder's engine checks it again when it is applied); a late, illegal or
 * failing answer is replaced by the {@link fallbackAction} («Passa» when listed) and counted as a
 * strike.
 *
 * @module
 */
import {
  expandMove,
  type GameEvent,
  type ItaliaGame,
  type LegalMove,
  type PlayerAction,
  type PlayerView,
  type Prng,
  type Seat,
} from "@italia/engine";
import type { Bot, BotSettings, DecisionContext, GameBot } from "../bot.js";
import { actionKey, askRemoteGameBot, remoteGameContext } from "../remote-game.js";
import { ITALIA_READS } from "./reading.js";
import type { Decision } from "./referee.js";

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
  return remoteGameContext(ITALIA_READS, decision);
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
  const asked = await askRemoteGameBot(
    ITALIA_READS,
    bot as unknown as GameBot<ItaliaGame>,
    { ...decision, alsoActing: [] },
    timeLimitMs,
  );
  // no other seat acts at an Italia decision, so the bot cannot wait
  if ("waited" in asked) throw new Error("an Italia seat cannot wait: it decides alone");
  return asked;
}
