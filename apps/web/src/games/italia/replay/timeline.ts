/**
 * A replay's timeline: the states of a recorded game rebuilt with the engine, one position per
 * action (position p is the game after the record's first p actions). Every state comes from
 * `apply`: the timeline keeps a snapshot every {@link SNAPSHOT_EVERY} actions, so any position is
 * at most that many `apply` calls away, and stepping forward from the last position reached costs
 * one call. It also keeps each action's events (for the log and the statistics) and, per
 * position, the round, the seat to play and the stage, which mark where turns begin.
 */
import {
  apply,
  type GameEvent,
  type GameRecord,
  type GameState,
  newGame,
  type Seat,
  type Stage,
} from "@italia/engine";

/** Actions between two kept snapshots. */
export const SNAPSHOT_EVERY = 32;

/** A recorded game, ready to be stepped through. */
export interface Timeline {
  readonly record: GameRecord;
  /** Actions in the record; positions run from 0 (the deal) to `length` (the last action). */
  readonly length: number;
  /** The events of each action: `events[i]` are those of the record's step i. */
  readonly events: readonly (readonly GameEvent[])[];
  /** Positions where a turn or a setup pass begins, increasing, starting with 0. */
  readonly turnStarts: readonly number[];
  /** The round at each position (0 … length). */
  readonly rounds: readonly number[];
  /** The seat to play at each position. */
  readonly seats: readonly Seat[];
  /** The stage at each position. */
  readonly stages: readonly Stage[];
  /** The state after `SNAPSHOT_EVERY × k` actions, for each k. */
  readonly snapshots: readonly GameState[];
}

/**
 * Rebuilds a record's game with the engine. The record must have passed `checkRecord` (the
 * viewer opens records through `openRecordText`); a refused step here is a bug and throws.
 */
export function buildTimeline(record: GameRecord): Timeline {
  let state = newGame(record.config);
  const events: (readonly GameEvent[])[] = [];
  const snapshots: GameState[] = [state];
  const rounds: number[] = [state.round];
  const seats: Seat[] = [state.currentSeat];
  const stages: Stage[] = [state.stage];
  const turnStarts: number[] = [0];
  for (let i = 0; i < record.steps.length; i++) {
    const result = apply(state, record.steps[i]!.action);
    if (!result.ok) throw new Error(`step ${i} was refused: ${result.error.message}`);
    const before = state;
    state = result.state;
    events.push(result.events);
    const p = i + 1;
    if (p % SNAPSHOT_EVERY === 0) snapshots.push(state);
    rounds.push(state.round);
    seats.push(state.currentSeat);
    stages.push(state.stage);
    const turnBegins = result.events.some((e) => e.type === "turnStarted");
    const setupPass = before.stage === "setup" && state.currentSeat !== before.currentSeat;
    if ((turnBegins || setupPass) && state.stage !== "over") turnStarts.push(p);
  }
  return {
    record,
    length: record.steps.length,
    events,
    turnStarts,
    rounds,
    seats,
    stages,
    snapshots,
  };
}

/** A position within `0 … timeline.length`. */
export function clampPosition(timeline: Timeline, position: number): number {
  if (!Number.isFinite(position)) return 0;
  return Math.max(0, Math.min(timeline.length, Math.trunc(position)));
}

/**
 * Rebuilds states on demand: from the nearest snapshot at or before the position, or from the
 * last state it rebuilt when that is nearer (stepping forward costs one `apply`).
 */
export class StateCursor {
  private last: { position: number; state: GameState };
  /** How many `apply` calls the cursor has made (for tests and the benchmark). */
  applied = 0;

  constructor(private readonly timeline: Timeline) {
    this.last = { position: 0, state: timeline.snapshots[0]! };
  }

  /** The game after the record's first `position` actions. */
  stateAt(position: number): GameState {
    const p = clampPosition(this.timeline, position);
    const k = Math.floor(p / SNAPSHOT_EVERY);
    let from = k * SNAPSHOT_EVERY;
    let state = this.timeline.snapshots[k]!;
    if (this.last.position <= p && this.last.position >= from) {
      from = this.last.position;
      state = this.last.state;
    }
    const steps = this.timeline.record.steps;
    for (let i = from; i < p; i++) {
      const result = apply(state, steps[i]!.action);
      this.applied++;
      if (!result.ok) throw new Error(`step ${i} was refused: ${result.error.message}`);
      state = result.state;
    }
    this.last = { position: p, state };
    return state;
  }
}

/** The first position of the turn (or setup pass) that `position` belongs to. */
export function turnStartOf(timeline: Timeline, position: number): number {
  const starts = timeline.turnStarts;
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= position) lo = mid;
    else hi = mid - 1;
  }
  return starts[lo] ?? 0;
}

/** The position where the next turn begins (the end if none does). */
export function nextTurn(timeline: Timeline, position: number): number {
  for (const start of timeline.turnStarts) if (start > position) return start;
  return timeline.length;
}

/** The start of the current turn, or of the one before when already at a turn's start. */
export function previousTurn(timeline: Timeline, position: number): number {
  const start = turnStartOf(timeline, position);
  if (start < position) return start;
  return turnStartOf(timeline, Math.max(0, position - 1));
}

/** The latest attack roll in the turn `position` belongs to (the dice the tray shows). */
export function lastRollIn(
  timeline: Timeline,
  position: number,
): { step: number; event: Extract<GameEvent, { type: "diceRolled" }> } | null {
  const start = turnStartOf(timeline, position);
  for (let i = position - 1; i >= start; i--) {
    const list = timeline.events[i] ?? [];
    for (let j = list.length - 1; j >= 0; j--) {
      const event = list[j]!;
      if (event.type === "diceRolled") return { step: i, event };
    }
  }
  return null;
}

/**
 * The Sdadata roll (R11.4) of the action just before `position`, if that action rolled one: the
 * turn it ended is over, so the attack dice give way to these two.
 */
export function sdadataAt(
  timeline: Timeline,
  position: number,
): Extract<GameEvent, { type: "sdadataRolled" }> | null {
  if (position <= 0) return null;
  for (const event of timeline.events[position - 1] ?? []) {
    if (event.type === "sdadataRolled") return event;
  }
  return null;
}
