/**
 * Italia's rooms: the engine's own functions (the messages Italia's clients have always been
 * sent), its bots from the room's bot maker (worker threads, fair shares), its game clock (R11.4).
 *
 * @module
 */
import { type Bot, GameHost } from "@italia/bot-sdk";
import {
  eventsFor,
  type GameEvent,
  type GameState,
  italia,
  legalMoves,
  resultOf,
  turnKey,
  viewFor,
} from "@italia/engine";
import type { AnyGame } from "@italia/game-kit";
import type { AnyHost, AnyPlayer, GameKind } from "../game-kinds.js";
import type { ItaliaTerms } from "../terms.js";

/** Italia: the engine's functions, as the server has always sent them. */
export const ITALIA: GameKind = {
  id: "italia",
  game: italia as unknown as AnyGame,
  seatCount: (terms) => terms.seats,
  oneLateBot: true,
  start(terms, seed, seats, decisionMs) {
    const t = terms as ItaliaTerms;
    const host = GameHost.start(
      { players: t.seats, seed, limit: t.limit },
      seats.map(() => null),
      { seats, timeControl: { decisionMs } },
    );
    return host as unknown as AnyHost;
  },
  makeBot: (terms, owner, bots) =>
    bots.make((terms as ItaliaTerms).bot, owner) as NonNullable<AnyPlayer>,
  releaseBot: (bot, bots) => bots.release(bot as Bot),
  legal: (state, seat) => {
    const s = state as GameState;
    return s.stage === "over" || s.currentSeat !== seat ? [] : legalMoves(s);
  },
  view: (state, seat) => viewFor(state as GameState, seat),
  events: (events, seat) => eventsFor(events as readonly GameEvent[], seat),
  result: (state) => resultOf(state as GameState),
  over: (state) => (state as GameState).stage === "over",
  turn: (state) => {
    const s = state as GameState;
    return s.stage === "over" ? null : { seat: s.currentSeat, key: turnKey(s) };
  },
  clockMinutes: (terms) => {
    const limit = (terms as ItaliaTerms).limit;
    return "minutes" in limit ? limit.minutes : null;
  },
  clockRanOut: (state) => (state as GameState).clockExpired === true,
  expireTurn: (host, standIn) =>
    host.expireTurn(standIn((host.state as GameState).currentSeat) as never),
};
