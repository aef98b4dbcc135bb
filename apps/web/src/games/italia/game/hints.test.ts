import {
  holdsMainObjective,
  legalMoves,
  objectiveById,
  type PlayerView,
  REGION_IDS,
  viewFor,
} from "@italia/engine";
import { describe, expect, it } from "vitest";
import { endTurnToWin, whyNoAttack } from "./hints";
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

  it("R6.1/R6.2: an own region has a reason not to attack exactly when the engine lists no attack from it", () => {
    let s = session([HUMAN, BOT, BOT, BOT], "test-4");
    let checked = 0;
    for (let i = 0; i < 400 && s.state.stage !== "over"; i++) {
      const seat = s.state.currentSeat;
      if (
        s.state.stage === "attack" ||
        (s.state.stage === "reinforce" && s.state.pendingArmies === 0)
      ) {
        const sources = new Set(
          legalMoves(s.state).flatMap((m) => (m.type === "attack" ? [m.from] : [])),
        );
        const view = viewFor(s.state, seat);
        for (const r of REGION_IDS) {
          if (s.state.regions[r].owner !== seat) continue;
          expect(whyNoAttack(view, seat, r) === null, r).toBe(sources.has(r));
          checked++;
        }
      }
      const r = act(s, plainAction(s));
      if (!r.ok) throw new Error(r.error.message);
      s = r.session;
    }
    expect(checked).toBeGreaterThan(0);
  });
});
