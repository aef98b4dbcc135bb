/**
 * How hosts and bots read a game quickly ({@link GameReading}): Italia's from its engine's fast
 * functions, any other game's from its own functions. Part of a game's package (`GamePackage`),
 * kept apart so that contexts and the referee read a game without loading its bots.
 *
 * @module
 */
import type { ActionOf, AnyGame, EventOf, MoveOf, Seat, StateOf, ViewOf } from "@italia/game-kit";
import { ITALIA_READS } from "./italia/reading.js";

/**
 * How hosts and bots read a game quickly: the seat's view, a move's actions, the events a seat may
 * see, and the legal moves as a host lists them (frozen, so no bot can change what the host plays
 * as fallback). Each must give what the game's own functions give.
 */
export interface GameReading<G extends AnyGame> {
  /**
   * What `seat` may see of `state` (as `game.view`; Italia's is deep-frozen, sharing the frozen
   * state's parts).
   */
  view(state: StateOf<G>, seat: Seat): ViewOf<G>;
  /** The actions a listed move stands for (as `game.actionsOf`). */
  expand(move: MoveOf<G>): readonly ActionOf<G>[];
  /** The events of `events` that `seat` may see, as it sees them (as `game.eventFor`). */
  filter(events: readonly EventOf<G>[], seat: Seat): readonly EventOf<G>[];
  /** The legal moves of `seat` in `state` (as `game.legalMoves`), frozen. */
  legal(state: StateOf<G>, seat: Seat): readonly MoveOf<G>[];
  /**
   * The action a remote seat's referee plays for a refused answer, from the legal moves the
   * game's holder sent (it has no state for `game.fallback`); left out: the first action of the
   * first move. Italia's is «Passa» when listed (`fallbackAction`).
   */
  fallback?(legal: readonly MoveOf<G>[]): ActionOf<G>;
  /**
   * Deep-freezes a view that arrived whole (from a game's holder over a network or from another
   * thread) and returns it; left out: `deepFreeze`. Italia's names each part of its view, which
   * costs a fraction of a generic walk.
   */
  freeze?(view: ViewOf<G>): ViewOf<G>;
}

/** A game read with its own functions. */
export function gameReading<G extends AnyGame>(game: G): GameReading<G> {
  return {
    view: (state, seat) => game.view(state, seat) as ViewOf<G>,
    expand: (move) => game.actionsOf(move) as readonly ActionOf<G>[],
    filter: (events, seat) =>
      events.flatMap((e) => {
        const shown = game.eventFor(e, seat) as EventOf<G> | null;
        return shown === null ? [] : [shown];
      }),
    legal: (state, seat) =>
      Object.freeze([...game.legalMoves(state, seat)]) as readonly MoveOf<G>[],
  };
}

/** The readings known by their game (Italia's), and the defaults made for other games. */
const KNOWN = new WeakMap<AnyGame, GameReading<AnyGame>>([
  [ITALIA_READS.game, ITALIA_READS.reading as unknown as GameReading<AnyGame>],
]);

/** A game, or what holds one with its reading (a game's package). */
export type GameOrReading<G extends AnyGame> =
  | G
  | { readonly game: G; readonly reading: GameReading<G> };

/** Whether `x` holds a game (a package) rather than being one (a game has `info`). */
export function isPackage<G extends AnyGame>(
  x: GameOrReading<G>,
): x is { readonly game: G; readonly reading: GameReading<G> } {
  return !("info" in x) && "game" in x;
}

/** The game and how to read it: a package's own; Italia's engine's; else the game's functions. */
export function readingOf<G extends AnyGame>(
  x: GameOrReading<G>,
): { readonly game: G; readonly reading: GameReading<G> } {
  if (isPackage(x)) return x;
  let found = KNOWN.get(x);
  if (!found) {
    found = gameReading(x as AnyGame);
    KNOWN.set(x, found);
  }
  return { game: x, reading: found as GameReading<G> };
}
