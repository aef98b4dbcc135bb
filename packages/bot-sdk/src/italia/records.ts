/**
 * Italia's record keeping ({@link ITALIA_RECORDS}): its own `italia-record/2` format (steps with
 * their dice, the engine's result) and its bots' terms naming the game's limit, as they always
 * were. Part of Italia's package (`ITALIA_PACKAGE`).
 *
 * @module
 */
import {
  createRecord,
  diceOf,
  eventsFor,
  type GameConfig,
  type GameEvent,
  type GameRecord,
  type GameState,
  type ItaliaGame,
  newGame,
  platformRecordOf,
  type RecordSeat,
  type RecordStep,
  resultOf,
} from "@italia/engine";
import type { RecordKeeping } from "../record-keeping.js";

/**
 * A new game of Italia from `config` (its seed included) and its record, `seats` written into it:
 * where `GameHost.start` begins.
 */
export function newItaliaGame(
  config: GameConfig,
  seats?: readonly RecordSeat[],
): { readonly state: GameState; readonly record: GameRecord } {
  const record = createRecord(config, seats);
  return { state: newGame(config), record };
}

/** Italia's record and terms, as they always were: `italia-record/2`, terms with the limit. */
export const ITALIA_RECORDS: RecordKeeping<ItaliaGame> = {
  start: (config, seed, seats) => createRecord({ ...config, seed }, seats),
  seedOf: (record) => String(record.config.seed),
  step(action, events) {
    const dice = diceOf(events);
    return dice.length > 0 ? { action, dice } : { action };
  },
  hostStep(_input, events) {
    const dice = diceOf(events);
    const action = { type: "clockExpired" } as const;
    return dice.length > 0 ? { action, dice } : { action };
  },
  entry: (step) => (step as RecordStep).action,
  finish: (head, steps, state) => ({
    ...head,
    steps: steps as RecordStep[],
    result: resultOf(state),
  }),
  platform: (head, steps, state) =>
    platformRecordOf({ ...head, steps: steps as RecordStep[] }, state),
  settings: (terms, state: GameState) =>
    Object.freeze({
      seed: terms.seed,
      decisionMs: terms.decisionMs,
      bankMs: terms.bankMs,
      startupMs: terms.startupMs,
      limit: state.limit,
      turnActions: terms.turnActions,
    }),
  eventsFor: (events: readonly GameEvent[], seat) => eventsFor(events, seat),
  inactive: (state: GameState) => state.eliminated,
};
