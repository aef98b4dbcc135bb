/**
 * Replay: rebuilding a game from its config (with the seed) and its list of actions.
 *
 * @module
 */
import { apply } from "./apply.js";
import type { RuleError } from "./errors.js";
import type { GameEvent } from "./events.js";
import { type GameConfig, newGame } from "./setup.js";
import type { GameState } from "./state.js";

/** The outcome of {@link replay}. */
export type ReplayResult =
  | {
      readonly ok: true;
      /** The state after the last action. */
      readonly state: GameState;
      /** The events of each action, in order. */
      readonly events: readonly (readonly GameEvent[])[];
    }
  | {
      readonly ok: false;
      /** The index of the first action that was refused. */
      readonly step: number;
      readonly error: RuleError;
      /** The state before the refused action. */
      readonly state: GameState;
      readonly events: readonly (readonly GameEvent[])[];
    };

/**
 * Rebuilds a game: the same config (seed included) and actions give the same states and events,
 * byte for byte, on every run and machine. Stops at the first refused action.
 *
 * @throws {@link InvalidConfigError} if the config is not playable.
 * @example
 * ```ts
 * const result = replay({ players: 4, seed: 42 }, record.actions);
 * if (!result.ok) console.log(`action ${result.step} was refused: ${result.error.message}`);
 * ```
 */
export function replay(config: GameConfig, actions: readonly unknown[]): ReplayResult {
  let state = newGame(config);
  const events: (readonly GameEvent[])[] = [];
  for (let step = 0; step < actions.length; step++) {
    const result = apply(state, actions[step]);
    if (!result.ok) return { ok: false, step, error: result.error, state, events };
    state = result.state;
    events.push(result.events);
  }
  return { ok: true, state, events };
}
