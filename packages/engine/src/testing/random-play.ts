/**
 * Test helpers: random legal play driven by a seeded PRNG, for property tests and benchmarks.
 *
 * @internal
 * @module
 */
import type { PlayerAction } from "../actions.js";
import { apply } from "../apply.js";
import type { GameEvent } from "../events.js";
import { expandMove, legalMoves } from "../legal.js";
import { Prng, seedRng } from "../rng.js";
import { type GameConfig, newGame } from "../setup.js";
import type { GameState } from "../state.js";

/** Picks a uniformly random legal move, then a random number within its range. */
export function randomAction(state: GameState, rng: Prng): PlayerAction {
  const moves = legalMoves(state);
  const move = moves[rng.int(moves.length)]!;
  const actions = expandMove(move);
  return actions[rng.int(actions.length)]!;
}

/** One step of a random game. */
export interface PlayedStep {
  readonly before: GameState;
  readonly action: PlayerAction;
  readonly after: GameState;
  readonly events: readonly GameEvent[];
}

/** Plays a whole random game; calls `onStep` after each action. Stops after `maxSteps`. */
export function playRandomGame(
  config: GameConfig,
  policySeed: number,
  onStep?: (step: PlayedStep) => void,
  maxSteps = 100_000,
): { final: GameState; actions: PlayerAction[] } {
  let state = newGame(config);
  const rng = new Prng(seedRng(policySeed));
  const actions: PlayerAction[] = [];
  while (state.stage !== "over" && actions.length < maxSteps) {
    const action = randomAction(state, rng);
    const result = apply(state, action);
    if (!result.ok)
      throw new Error(`legal action refused: ${JSON.stringify(action)}: ${result.error.message}`);
    actions.push(action);
    onStep?.({ before: state, action, after: result.state, events: result.events });
    state = result.state;
  }
  return { final: state, actions };
}
