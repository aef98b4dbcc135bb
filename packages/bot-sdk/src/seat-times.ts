/**
 * How long each seat's bot thought, per decision and per turn, for reports.
 *
 * @module
 */

/** Timings of one seat. */
export interface SeatTimes {
  /** Decisions the bot was asked. */
  decisions: number;
  /** Milliseconds spent deciding, in total. */
  decideMs: number;
  /** The slowest decision, in milliseconds. */
  maxDecisionMs: number;
  /** Turns completed (setup passes not counted). */
  turns: number;
  /** Milliseconds spent deciding in those turns. */
  turnsMs: number;
  /** The slowest whole turn (sum of its decisions), in milliseconds. */
  maxTurnMs: number;
}

/** Zeroed timings. @internal */
export function emptyTimes(): SeatTimes {
  return { decisions: 0, decideMs: 0, maxDecisionMs: 0, turns: 0, turnsMs: 0, maxTurnMs: 0 };
}

/** Counts one decision that took `ms`. @internal */
export function addDecision(t: SeatTimes, ms: number): void {
  t.decisions++;
  t.decideMs += ms;
  if (ms > t.maxDecisionMs) t.maxDecisionMs = ms;
}

/** Counts a finished turn (not a setup pass) whose decisions took `ms` in all. @internal */
export function addTurn(t: SeatTimes, ms: number): void {
  t.turns++;
  t.turnsMs += ms;
  if (ms > t.maxTurnMs) t.maxTurnMs = ms;
}
