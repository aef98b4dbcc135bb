/**
 * The game packages the SDK knows by their game ({@link packageOf}): Italia's, the platform's
 * first game, so that a host or a bot program given the bare `italia` game still keeps Italia's
 * records and protocol; for any other game the platform's defaults, made once per game. Italia's
 * is also the package of a host or external bot given no game ({@link defaultPackage}). This is
 * the one generic module that names a game's package.
 *
 * @module
 */
import type { AnyGame } from "@italia/game-kit";
import { type GamePackage, gamePackage } from "./game-package.js";
import { isPackage } from "./game-reading.js";
import { ITALIA_PACKAGE } from "./italia/package.js";

/** The packages the SDK knows by their game (Italia's), and the defaults made for other games. */
const KNOWN = new WeakMap<AnyGame, GamePackage<AnyGame>>([
  [ITALIA_PACKAGE.game, ITALIA_PACKAGE as unknown as GamePackage<AnyGame>],
]);

/**
 * The package of a game: `game` itself if it is a package; Italia's for Italia; otherwise the
 * platform's defaults for the game (no data, no bots), made once per game.
 */
export function packageOf<G extends AnyGame>(game: G | GamePackage<G>): GamePackage<G> {
  if (isPackage(game)) return game as GamePackage<G>;
  let found = KNOWN.get(game);
  if (!found) {
    found = gamePackage(game as AnyGame);
    KNOWN.set(game, found);
  }
  return found as GamePackage<G>;
}

/**
 * The package of a host or external bot given no game: Italia's, the platform's first game (the
 * SDK's types default to it too).
 */
export function defaultPackage<G extends AnyGame>(): GamePackage<G> {
  return ITALIA_PACKAGE as unknown as GamePackage<G>;
}
