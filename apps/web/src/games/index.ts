/**
 * The games of the web app, in the order the home page's picker offers them: the one registry the
 * app shell asks for a game's screens ({@link GameUI}).
 *
 * @module
 */
import { italia } from "./italia/italia";
import { radetzky } from "./radetzky/radetzky";
import type { GameId, GameUI } from "./types";

/** Every game, in the picker's order; the first is the default game. */
export const GAMES: readonly GameUI[] = [italia, radetzky];

/**
 * The game a room or watch link that names none is of, and the one the home page's «Online»
 * button creates a room of (a server that does not say a room's game is one of Italia's).
 */
export const DEFAULT_GAME: GameUI = italia;

/** The game of id `id`, or `undefined` for an id no game of the app has. */
export function gameOf(id: string | null | undefined): GameUI | undefined {
  return GAMES.find((game) => game.id === id);
}

export type { GameId, GameUI };
