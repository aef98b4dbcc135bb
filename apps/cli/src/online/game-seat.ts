/**
 * A seat of another game's room (any game on the platform's interface) played by
 * `italia bot --server`: the bot is asked through the game's package (`askRemoteGameBot`: the
 * view, the legal moves, the events and the other seats that may answer a shared decision, where
 * it may wait), and its answer is sent with the update's `step`, so the server refuses it rather
 * than apply it to a later decision. The game's end says this seat's result.
 *
 * @module
 */
import {
  askRemoteGameBot,
  DEFAULT_TURN_ACTIONS,
  decisionRng,
  type GameBot,
  type GamePackage,
  type GameSettings,
  quote,
  randomSeed,
} from "@italia/bot-sdk";
import type { AnyGame } from "../games.js";
import type { MakeSeatPlay, SeatPlay } from "./seat-play.js";

/**
 * The seat play of a game whose package is `pkg`, its config made from a room's terms by
 * `configOf` (`null`: the terms make no game of it).
 */
export function gameSeatPlay(
  id: string,
  pkg: GamePackage<AnyGame>,
  configOf: (terms: Readonly<Record<string, unknown>>) => unknown,
): MakeSeatPlay {
  return (options): SeatPlay | string => {
    const config = configOf(options.terms);
    if (config === null) return `the room's terms make no ${id} game: leaving`;
    const { seat } = options;
    const bot = options.makeBot() as GameBot<AnyGame>;
    const settings: GameSettings = {
      seed: randomSeed(),
      decisionMs: options.decisionMs,
      bankMs: options.bankMs,
      startupMs: options.startupMs,
      turnActions: DEFAULT_TURN_ACTIONS,
      config,
    };
    return {
      asks: (u) => u.legal !== null,
      async decide(u, events, budgetMs) {
        const decision = await askRemoteGameBot(
          pkg,
          bot,
          {
            seat,
            view: u.view as never,
            legal: u.legal as never,
            events: events as never,
            alsoActing: u.actors.filter((s) => s !== seat),
            settings: settings as never,
            rng: decisionRng(settings.seed, u.step),
          },
          budgetMs,
        );
        if ("waited" in decision) return { waited: true, elapsedMs: decision.elapsedMs };
        return {
          message: { ...(decision.action as object), step: u.step },
          strike: decision.strike,
          elapsedMs: decision.elapsedMs,
        };
      },
      ended(u) {
        if (u.outcome === null) return null;
        const mine = u.outcome.results[seat];
        return `game over (${quote(u.outcome.reason, 40)}): ${mine === undefined ? "no result for this seat" : `your bot's result: ${quote(mine, 20)}`}`;
      },
      async over(u) {
        try {
          await bot.end?.(u.view as never, u.outcome?.value as never);
        } catch {
          // a bot's end hook cannot hurt the session
        }
      },
      // the answer went with its step: a refusal means the decision moved on, nothing to resend
      afterRefusal: () => null,
      exhausted: () => (bot as { exhausted?: boolean }).exhausted === true,
    };
  };
}
