import { holdsMainObjective, objectiveById, type PlayerView, viewFor } from "@italia/engine";
import { describe, expect, it } from "vitest";
import { endTurnToWin } from "./hints";
import { act } from "./session";
import { BOT, HUMAN, plainAction, session } from "./testing";

describe("end your turn to win", () => {
  it("R11.1: agrees with the engine's holdsMainObjective at every step of a game, from the seat's view", () => {
    let s = session([HUMAN, BOT, BOT, BOT], "test-4");
    for (let i = 0; i < 200 && s.state.stage !== "over"; i++) {
      for (const seat of [0, 1, 2, 3]) {
        expect(endTurnToWin(viewFor(s.state, seat), seat)).toBe(holdsMainObjective(s.state, seat));
      }
      const r = act(s, plainAction(s));
      if (!r.ok) throw new Error(r.error.message);
      s = r.session;
    }
  });

  it("R11.1: true once the seat holds every objective region; never from another seat's view", () => {
    const s = session([HUMAN, BOT, BOT, BOT], "test-4");
    const view = viewFor(s.state, 0);
    const regions = { ...view.regions };
    for (const r of objectiveById(view.seats[0]!.objective!).regions)
      regions[r] = { ...regions[r], owner: 0 };
    const holding: PlayerView = { ...view, regions };
    expect(endTurnToWin(holding, 0)).toBe(true);
    // Seat 1's view does not show seat 0's objective (R12).
    expect(endTurnToWin({ ...viewFor(s.state, 1), regions }, 0)).toBe(false);
  });
});
