/**
 * Radetzky as a platform game (`Game` of `@italia/game-kit`): config, seats, actors, legal moves,
 * a pure `apply`, views and events, the outcome (cooperative: every seat the same), turns, the
 * fallback and the randomness a step drew.
 *
 * @module
 */
import type { Game, Json, Outcome, TurnInfo } from "@italia/game-kit";
import { parseAction, type RadetzkyAction } from "./actions.js";
import { apply } from "./apply.js";
import { owned } from "./austria.js";
import { checkConfig, type RadetzkyConfig } from "./config.js";
import type { RadetzkyEvent } from "./events.js";
import { legalMoves } from "./legal.js";
import { actorsOf, controllerOf, nextToPlace } from "./seats.js";
import { newGame } from "./setup.js";
import type { RadetzkyState } from "./state.js";
import { eventFor, type RadetzkyView, view } from "./views.js";

/**
 * How the game ended (RZ16.3), or `null` while it goes on: every seat wins with Italy or loses
 * with Austria, all ranked 1; `detail` gives the winner, the round and each faction's Zones.
 */
export function outcome(state: RadetzkyState): Outcome | null {
  if (state.stage !== "over" || state.winner === null) return null;
  const result = state.winner === "italy" ? "win" : "loss";
  const seats = Array.from({ length: state.config.players });
  return {
    reason: state.endReason ?? "zones",
    results: seats.map(() => result),
    ranks: seats.map(() => 1),
    detail: {
      winner: state.winner,
      round: state.round,
      italy: owned(state, "italy"),
      austria: owned(state, "austria"),
    },
  };
}

/**
 * Whose turn it is, for clocks (RZ4.6): the active Patriot's controller, keyed
 * `round:activePatriot`; in setup `place:patriot`; in solitaire's choice `round:activate:n`.
 */
export function turnOf(state: RadetzkyState): TurnInfo | null {
  switch (state.stage) {
    case "over":
      return null;
    case "place": {
      const next = nextToPlace(state) ?? 0;
      return { seat: controllerOf(state, next), key: `place:${next}` };
    }
    case "activate":
      return { seat: 0, key: `${state.round}:activate:${state.done.length}` };
    default:
      return {
        seat: controllerOf(state, state.active ?? 0),
        key: `${state.round}:${state.active}`,
      };
  }
}

/**
 * An action always legal for an actor `seat`: `endTurn` in a turn, `stopFight` at the
 * continue-or-stop decision, otherwise the first legal move (a card, a Zone, a Patriot).
 */
export function fallback(state: RadetzkyState, seat: number): RadetzkyAction {
  if (state.stage === "action") return { type: "endTurn", seat };
  if (state.stage === "decide") return { type: "stopFight", seat };
  return legalMoves(state, seat)[0] ?? { type: "endTurn", seat };
}

/**
 * The randomness a step drew (RZ25.4): each shuffle's resulting deck, top first, and each Zone
 * picked from an empty Zone deck; `undefined` if none.
 */
export function chanceOf(events: readonly RadetzkyEvent[]): Json | undefined {
  const shuffles: (readonly (string | number)[])[] = [];
  const picks: number[] = [];
  for (const e of events) {
    if (e.type === "deckShuffled" && e.order) shuffles.push([...e.order]);
    if (e.type === "radetzkyMoved" && e.picked) picks.push(e.to);
  }
  if (shuffles.length === 0 && picks.length === 0) return undefined;
  const out: { [key: string]: Json } = {};
  if (shuffles.length > 0) out.shuffles = shuffles;
  if (picks.length > 0) out.picks = picks;
  return out;
}

/**
 * Radetzky: Milano 1848 on the platform's `Game` interface.
 *
 * @example
 * ```ts
 * import { radetzky } from "@italia/radetzky";
 * const config = radetzky.checkConfig({ players: 3 });
 * if (config.ok) {
 *   const state = radetzky.newGame(config.value, "seed");
 *   radetzky.actors(state); // the seat placing the first Patriot
 * }
 * ```
 */
export const radetzky: Game<
  RadetzkyConfig,
  RadetzkyState,
  RadetzkyAction,
  RadetzkyView,
  RadetzkyEvent
> = {
  info: {
    id: "radetzky",
    title: "Radetzky: Milano 1848",
    version: "0.0.0",
    seats: { min: 1, max: 5 },
    play: "cooperative",
    information: "imperfect",
  },
  checkConfig,
  seatCount: (config) => config.players,
  newGame,
  actors: actorsOf,
  legalMoves,
  actionsOf: (move) => [move],
  parseAction,
  apply,
  view,
  eventFor,
  outcome,
  turnOf,
  fallback,
  chanceOf,
};
