import { describe, expect, it } from "vitest";
import { act, resumeSession } from "./session";
import { BOT, HUMAN, plainAction, playUntil, session } from "./testing";

describe("session", () => {
  it("records every action and resumes from the record to the same state", () => {
    const s = playUntil(session([HUMAN, BOT, BOT]), (x) => x.state.round >= 3);
    expect(s.record.steps.length).toBeGreaterThan(20);
    const resumed = resumeSession(JSON.parse(JSON.stringify(s.record)));
    expect(resumed).not.toBeNull();
    expect(resumed!.state).toEqual(s.state);
    expect(resumed!.seats).toEqual(
      s.seats.map((x) => ({ ...x, level: x.kind === "bot" ? x.level : "greedy" })),
    );
    expect(resumed!.log).toEqual(s.log);
  });

  it("refuses a tampered record", () => {
    const s = playUntil(session([HUMAN, BOT, BOT]), (x) => x.record.steps.length >= 5);
    const bad = {
      ...s.record,
      steps: [...s.record.steps, { action: { type: "endTurn", seat: 9 } }],
    };
    expect(resumeSession(bad)).toBeNull();
  });

  it("returns the engine's error for an illegal action", () => {
    const s = session([HUMAN, BOT, BOT]);
    const result = act(s, { type: "endTurn", seat: s.state.currentSeat });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBeTypeOf("string");
    expect(act(s, plainAction(s)).ok).toBe(true);
  });
});
