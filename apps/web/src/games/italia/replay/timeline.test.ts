import { apply, newGame, replay } from "@italia/engine";
import { describe, expect, it } from "vitest";
import { finishedRecord } from "./testing";
import {
  buildTimeline,
  lastRollIn,
  nextTurn,
  previousTurn,
  SNAPSHOT_EVERY,
  StateCursor,
  turnStartOf,
} from "./timeline";

const record = finishedRecord("timeline", 4);
const timeline = buildTimeline(record);
const actions = record.steps.map((s) => s.action);

describe("replay timeline", () => {
  it("rebuilds the engine's own state at every position, in any order of seeking", () => {
    const cursor = new StateCursor(timeline);
    const order = [timeline.length, 0, 77, 76, 5, 130, 31, 32, 33, timeline.length - 1, 64];
    for (const p of order) {
      const expected = replay(record.config, actions.slice(0, p));
      expect(expected.ok).toBe(true);
      expect(cursor.stateAt(p)).toEqual(expected.state);
    }
    expect(cursor.stateAt(timeline.length).stage).toBe("over");
  });

  it("seeks with at most SNAPSHOT_EVERY − 1 apply calls, and steps forward with one", () => {
    const cursor = new StateCursor(timeline);
    for (const p of [timeline.length - 1, 3, 100, 40]) {
      const before = cursor.applied;
      cursor.stateAt(p);
      expect(cursor.applied - before).toBeLessThan(SNAPSHOT_EVERY);
    }
    cursor.stateAt(50);
    const before = cursor.applied;
    cursor.stateAt(51);
    expect(cursor.applied - before).toBe(1);
  });

  it("keeps each action's events as the engine gave them", () => {
    let state = newGame(record.config);
    for (let i = 0; i < 20; i++) {
      const result = apply(state, actions[i]);
      if (!result.ok) throw new Error(result.error.message);
      expect(timeline.events[i]).toEqual(result.events);
      state = result.state;
    }
  });

  it("marks where each turn begins (R4.1: a turnStarted event) and each setup pass", () => {
    expect(timeline.turnStarts[0]).toBe(0);
    for (const p of timeline.turnStarts.slice(1)) {
      const events = timeline.events[p - 1]!;
      const setupPass =
        timeline.stages[p - 1] === "setup" && timeline.seats[p] !== timeline.seats[p - 1];
      expect(events.some((e) => e.type === "turnStarted") || setupPass).toBe(true);
    }
    const turns = timeline.events.filter((list) => list.some((e) => e.type === "turnStarted"));
    expect(timeline.turnStarts.length).toBeGreaterThan(turns.length);
    const mid = timeline.turnStarts[10]!;
    expect(turnStartOf(timeline, mid + 1)).toBe(mid);
    expect(nextTurn(timeline, mid)).toBe(timeline.turnStarts[11]);
    expect(previousTurn(timeline, mid + 1)).toBe(mid);
    expect(previousTurn(timeline, mid)).toBe(timeline.turnStarts[9]);
    expect(previousTurn(timeline, 0)).toBe(0);
    expect(nextTurn(timeline, timeline.length)).toBe(timeline.length);
  });

  it("finds the latest roll of the current turn for the dice tray", () => {
    const i = timeline.events.findIndex((list) => list.some((e) => e.type === "diceRolled"));
    expect(lastRollIn(timeline, i + 1)?.step).toBe(i);
    expect(lastRollIn(timeline, i)?.step ?? -1).toBeLessThan(i);
    expect(lastRollIn(timeline, turnStartOf(timeline, i))).toBeNull();
  });
});
