/**
 * The room's {@link GameKind} of a game on the platform's `Game` interface alone (Radetzky): its
 * own views, events, legal moves and outcome, no game clock; at a late turn the room's bots
 * stand in for every person among the actors until the turn ends.
 *
 * @module
 */
import { GameHost } from "@italia/bot-sdk";
import type { AnyGame } from "@italia/game-kit";
import type { AnyPlayer, AnyStep, GameKind } from "./game-kinds.js";
import type { RoomTerms } from "./terms.js";

/**
 * A game on the platform's `Game` interface alone (Radetzky): its own views, events, legal moves
 * and outcome; bots made by `bot` on the main thread.
 */
export function platformKind(
  game: AnyGame,
  config: (terms: RoomTerms) => unknown,
  bot: (terms: RoomTerms) => NonNullable<AnyPlayer>,
): GameKind {
  return {
    id: game.info.id,
    game,
    seatCount: (terms) => game.seatCount(config(terms)),
    oneLateBot: false,
    start: (terms, seed, seats, decisionMs) =>
      GameHost.play(
        game,
        config(terms),
        seed,
        seats.map(() => null),
        { seats, timeControl: { decisionMs } },
      ),
    makeBot: (terms) => bot(terms),
    releaseBot: () => {},
    legal: (state, seat) => game.legalMoves(state, seat),
    view: (state, seat) => game.view(state, seat),
    events: (events, seat) =>
      events.flatMap((e) => {
        const shown = game.eventFor(e, seat);
        return shown === null ? [] : [shown];
      }),
    result: (state) => game.outcome(state),
    over: (state) => game.actors(state).length === 0,
    turn: (state) => {
      const turn = game.turnOf(state);
      return turn ? { seat: turn.seat, key: turn.key } : null;
    },
    clockMinutes: () => null,
    clockRanOut: () => false,
    async expireTurn(host, standIn) {
      const turn = game.turnOf(host.state);
      if (!turn) return [];
      const done: AnyStep[] = [];
      for (;;) {
        const actors = host.actors();
        if (actors.length === 0) break;
        // every person among the actors is stood in for (the host asks bots only)
        const people = actors.filter((s) => host.playerAt(s) === null);
        for (const s of people) host.seat(s, standIn(s));
        let step: AnyStep;
        try {
          const pending = host.step();
          step = pending instanceof Promise ? await pending : pending;
        } finally {
          for (const s of people) host.seat(s, null);
        }
        done.push(step);
        if (step.turnEnded) break;
      }
      return done;
    },
  };
}
