/**
 * Italia as a `Game` of `@italia/game-kit`: the engine's own functions behind the interface
 * every front end of the platform speaks. Nothing here is a rule of its own: each member calls the
 * engine's export of the same meaning (`newGame`, `legalMoves`, `apply`, `viewFor`, `eventFor`,
 * `ranking`, `turnKey`, `diceOf`). The engine's own API stays as it is.
 *
 * @module
 */
import { type Game, type GameError, ok, type Played, type Result, refused } from "@italia/game-kit";
import type { PlayerAction } from "./actions.js";
import { apply } from "./apply.js";
import { diceOf } from "./dice.js";
import type { GameEvent } from "./events.js";
import { expandMove, isListed, type LegalMove, legalMoves, moveAction } from "./legal.js";
import { outcomeOf } from "./outcome.js";
import { parsePlayerAction } from "./player-actions.js";
import { turnKey } from "./queries.js";
import { checkConfig, type GameConfig, newGame } from "./setup.js";
import type { GameState, Seat } from "./state.js";
import { ENGINE_VERSION } from "./version.js";
import { eventFor, type PlayerView, viewFor } from "./views.js";

/** Italia's config on the platform: players and limit; the seed is given to `newGame` apart. */
export type ItaliaConfig = Omit<GameConfig, "seed">;

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

function failed<T>(error: GameError): Result<T> {
  return { ok: false, error };
}

/**
 * Italia on the platform's `Game` interface: 3 or 4 seats, one seat acting at a time, a
 * competitive outcome ranked by R11.5, dice as each step's randomness, a game clock as the host's
 * input (R11.4).
 *
 * @example
 * ```ts
 * import { italia } from "@italia/engine";
 * let state = italia.newGame({ players: 3 }, "my seed");
 * const seat = italia.actors(state)[0]!;
 * const r = italia.apply(state, italia.fallback(state, seat));
 * ```
 */
export const italia: Game<ItaliaConfig, GameState, PlayerAction, PlayerView, GameEvent, LegalMove> =
  {
    info: {
      id: "italia",
      title: "Italia",
      version: ENGINE_VERSION,
      seats: { min: 3, max: 4 },
      play: "competitive",
      information: "imperfect",
    },

    checkConfig(input) {
      if (!isRecord(input)) {
        return refused("INVALID_CONFIG", "a config is an object such as { players: 3 }", null, "$");
      }
      if ("seed" in input) {
        return refused(
          "INVALID_CONFIG",
          "the seed is not part of the config here: it is given to newGame on its own",
          null,
          "$.seed",
        );
      }
      const checked = checkConfig({ ...input, seed: "-" });
      if (!checked.ok) return failed(checked.error);
      const { seed: _, ...config } = checked.config;
      return ok(config);
    },

    seatCount: (config) => config.players,

    newGame: (config, seed) => newGame({ ...config, seed }),

    actors: (state) => (state.stage === "over" ? [] : [state.currentSeat]),

    legalMoves: (state, seat) =>
      state.stage === "over" || seat !== state.currentSeat ? [] : legalMoves(state),

    actionsOf: (move) => expandMove(move),

    parseAction(input) {
      const parsed = parsePlayerAction(input);
      return parsed.ok ? ok(parsed.action) : failed(parsed.error);
    },

    apply(state, input): Result<Played<GameState, GameEvent, PlayerAction>> {
      let action: PlayerAction;
      // the engine's own action, listed for this state: legal as it is, nothing to parse or copy
      if (isListed(state, input)) action = input;
      else {
        const parsed = parsePlayerAction(input);
        if (!parsed.ok) return failed(parsed.error);
        action = parsed.action;
      }
      const r = apply(state, action);
      if (!r.ok) return failed(r.error);
      return { ok: true, value: { state: r.state, events: r.events, action } };
    },

    view: (state, seat) => viewFor(state, seat),

    eventFor: (event, seat) => eventFor(event, seat),

    outcome: outcomeOf,

    turnOf(state) {
      if (state.stage === "over") return null;
      const seat = state.currentSeat as Seat;
      const key = turnKey(state);
      return state.stage === "setup" ? { seat, key, setup: true } : { seat, key };
    },

    fallback(state, seat) {
      const legal = italia.legalMoves(state, seat);
      const pass = legal.find((m) => m.type === "endTurn");
      if (pass) return { type: "endTurn", seat };
      const first = legal[0];
      if (!first) throw new RangeError(`seat ${seat} may not act now`);
      return moveAction(first);
    },

    chanceOf(events) {
      const dice = diceOf(events);
      return dice.length > 0 ? dice : undefined;
    },

    host(state, input) {
      if (input.type !== "timeUp") return refused("BAD_INPUT", "the only host input is timeUp");
      const r = apply(state, { type: "clockExpired" });
      return r.ok ? ok({ state: r.state, events: r.events }) : failed(r.error);
    },
  };

/** The type of {@link italia}: Italia's `Game`. */
export type ItaliaGame = typeof italia;
