/**
 * An Italia seat of an online room played by `italia bot --server`: the bot (Italia's `Bot`, a
 * program over protocol version 1 or one of the SDK's bots) is refereed by `askRemoteBot` against
 * the legal moves the room sent; a refused answer is followed once by the fallback action; the
 * game's end says who won and this seat's score.
 *
 * @module
 */
import {
  askRemoteBot,
  type Bot,
  type BotSettings,
  DEFAULT_TURN_ACTIONS,
  decisionRng,
  fallbackAction,
  quote,
  randomSeed,
  seatNumber,
} from "@italia/bot-sdk";
import { type GameEvent, type LegalMove, type Limit, type PlayerView, RULES } from "@italia/engine";
import type { MakeSeatPlay, SeatPlay } from "../online/seat-play.js";
import type { Update } from "../online/session.js";

/** Italia's result as an update carries it, read: why it ended, the winner, the scores. */
function resultOf(
  u: Update,
): { endReason: string; winner: number | null; scores: number[] } | null {
  const r = u.result;
  if (r === null) return null;
  return {
    endReason: String(r.endReason),
    winner: typeof r.winner === "number" ? r.winner : null,
    scores: Array.isArray(r.scores)
      ? r.scores.filter((x): x is number => typeof x === "number")
      : [],
  };
}

/** Italia's part of a seat's session (see {@link MakeSeatPlay}). */
export const italiaSeatPlay: MakeSeatPlay = (options): SeatPlay => {
  const { seat } = options;
  const bot = options.makeBot() as Bot;
  const settings: BotSettings = {
    // Random: a seed derived from the room id would let anyone in the room replay the bot's
    // random choices (issue #27).
    seed: randomSeed(),
    decisionMs: options.decisionMs,
    bankMs: options.bankMs,
    startupMs: options.startupMs,
    limit: (options.terms.limit ?? { rounds: RULES.defaultRounds }) as Limit,
    turnActions: DEFAULT_TURN_ACTIONS,
  };
  return {
    asks: (u) => u.legal !== null && u.turn?.seat === seat,
    async decide(u, events, budgetMs) {
      const decision = await askRemoteBot(
        bot,
        {
          seat,
          view: u.view as PlayerView,
          legal: u.legal as LegalMove[],
          events: events as GameEvent[],
          settings,
          rng: decisionRng(settings.seed, u.step),
        },
        budgetMs,
      );
      return { message: decision.action, strike: decision.strike, elapsedMs: decision.elapsedMs };
    },
    ended(u) {
      const result = resultOf(u);
      if (result === null) return null;
      const { endReason, winner, scores } = result;
      const mine = scores[seat];
      return `game over (${quote(endReason, 40)}): ${winner === null ? "no winner" : winner === seat ? "your bot won" : `seat ${seatNumber(winner)} won`}${mine === undefined ? "" : `; your score ${mine}`}`;
    },
    async over(u) {
      try {
        await bot.end?.(u.view as PlayerView);
      } catch {
        // a bot's end hook cannot hurt the session
      }
    },
    afterRefusal: (u) => (u.legal ? fallbackAction(u.legal as LegalMove[]) : null),
    exhausted: () => (bot as { exhausted?: boolean }).exhausted === true,
  };
};
