/**
 * Italia's reading ({@link ITALIA_READING}): how hosts and bots read Italia quickly, with its
 * engine's fast functions. Kept apart from Italia's package so that contexts and the referee read
 * the game without loading its bots.
 *
 * @module
 */
import { eventsFor, expandMove, frozenViewFor, type ItaliaGame, italia } from "@italia/engine";
import type { GameReading } from "../game-reading.js";
import { fallbackAction } from "./fallback.js";
import { freezeView } from "./frozen-view.js";

/**
 * Italia's reading: the view frozen, sharing the frozen state's parts (`frozenViewFor`); the
 * engine's own actions, which the referee plays as they are (`isListed`); the engine's event
 * filter; the engine's legal moves (which the referee then knows as listed); «Passa» as a remote
 * seat's fallback when it is listed (`fallbackAction`); a received view frozen part by part.
 */
export const ITALIA_READING: GameReading<ItaliaGame> = {
  view: (state, seat) => frozenViewFor(state, seat),
  expand: (move) => expandMove(move),
  filter: (events, seat) => eventsFor(events, seat),
  legal: (state, seat) => Object.freeze(italia.legalMoves(state, seat)),
  fallback: (legal) => fallbackAction(legal),
  freeze: (view) => freezeView(view),
};

/** Italia's game with its reading, as the SDK's readings know it by its game (`readingOf`). */
export const ITALIA_READS: {
  readonly game: ItaliaGame;
  readonly reading: GameReading<ItaliaGame>;
} = Object.freeze({ game: italia, reading: ITALIA_READING });
