import { describe, expect, it } from "vitest";
import { keyTarget, roundStarts } from "./ReplayControls";
import { finishedRecord } from "./testing";
import { buildTimeline } from "./timeline";

const timeline = buildTimeline(finishedRecord("keys", 3));

describe("the replay's keys", () => {
  it("←/→ step one action, PgUp/PgDn one turn, Home/End jump, within the game", () => {
    const mid = timeline.turnStarts[4]!;
    expect(keyTarget(timeline, mid, "ArrowRight")).toBe(mid + 1);
    expect(keyTarget(timeline, mid, "ArrowLeft")).toBe(mid - 1);
    expect(keyTarget(timeline, 0, "ArrowLeft")).toBe(0);
    expect(keyTarget(timeline, timeline.length, "ArrowRight")).toBe(timeline.length);
    expect(keyTarget(timeline, mid, "PageDown")).toBe(timeline.turnStarts[5]);
    expect(keyTarget(timeline, mid, "PageUp")).toBe(timeline.turnStarts[3]);
    expect(keyTarget(timeline, mid, "Home")).toBe(0);
    expect(keyTarget(timeline, mid, "End")).toBe(timeline.length);
    expect(keyTarget(timeline, mid, "Enter")).toBeNull();
  });
});

describe("the slider's round marks", () => {
  it("sit where each round begins (R4.1: the round's first turn)", () => {
    const starts = roundStarts(timeline);
    expect(starts.length).toBe(timeline.rounds[timeline.length]!);
    for (const p of starts) {
      const begun = timeline.events[p - 1]!.find((e) => e.type === "turnStarted");
      expect(begun).toMatchObject({ round: timeline.rounds[p] });
    }
  });
});
