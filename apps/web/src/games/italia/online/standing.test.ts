import { ranking, sdadataThreshold, viewFor } from "@italia/engine";
import { describe, expect, it } from "vitest";
import { visibleScores } from "../game/scores";
import { HUMAN, playUntil, session } from "../game/testing";
import { viewRanking, viewScores, viewSdadata } from "./standing";

describe("scores and ranking from a seat's view (R11.5, R11.6, R12)", () => {
  it("during play: only the seat's own score, equal to the engine's", () => {
    const s = playUntil(
      session([HUMAN, HUMAN, HUMAN], "standing-1"),
      (x) => x.state.round >= 3,
    ).state;
    const view = viewFor(s, 1);
    expect(viewScores(view)).toEqual(visibleScores(s, view));
    expect(viewScores(view).filter((x) => x !== null)).toHaveLength(1);
    expect(viewRanking(view)).toBeNull();
  });

  it("at the end: every score and the ranking equal the engine's on the real state", () => {
    const s = playUntil(
      session([HUMAN, HUMAN, HUMAN, HUMAN], "standing-2", 2),
      (x) => x.state.stage === "over",
    ).state;
    for (const seat of [0, 3]) {
      const view = viewFor(s, seat);
      expect(viewScores(view)).toEqual(visibleScores(s, viewFor(s, null)));
      expect(viewRanking(view)).toEqual(ranking(s));
    }
  });

  it("R11.4: the Sdadata threshold from a view equals the engine's, before and in overtime", () => {
    const game = session([HUMAN, HUMAN, HUMAN], "standing-3", 1);
    const before = playUntil(game, (x) => x.state.round === 1).state;
    expect(viewSdadata(viewFor(before, 0))).toBe(sdadataThreshold(before));
    const overtime = playUntil(
      game,
      (x) => sdadataThreshold(x.state) !== null || x.state.stage === "over",
    ).state;
    expect(viewSdadata(viewFor(overtime, 2))).toBe(sdadataThreshold(overtime));
  });
});
