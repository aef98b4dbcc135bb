import { checkAction, legalActions, newGame } from "@italia/engine";
import { describe, expect, it } from "vitest";
import { refusalOf } from "./refusal.js";

describe("refusalOf", () => {
  const state = newGame({ players: 3, seed: "refusal" });
  const seat = state.currentSeat;
  const action = legalActions(state)[0]!;

  it("R2.4: another seat's turn is told with seats from 1, the JSON seats beside them", () => {
    const other = (seat + 1) % 3;
    const error = refusalOf(state, { ...action, seat: other })!;
    expect(error.code).toBe("NOT_YOUR_TURN");
    expect(error.rule).toBe(checkAction(state, { ...action, seat: other })!.rule);
    expect(error.message).toBe(
      `It is seat ${seat + 1}'s turn, not seat ${other + 1}'s (in JSON: seat ${seat}, not ${other}).`,
    );
  });

  it("R2.1: a seat the game does not have is told with seats from 1", () => {
    const error = refusalOf(state, { ...action, seat: 3 })!;
    expect(error.code).toBe("UNKNOWN_SEAT");
    expect(error.message).toBe(
      "This game has seats 1 to 3; there is no seat 4 (in JSON: seats 0 to 2, not 3).",
    );
  });

  it("passes the engine's other refusals and a legal action through", () => {
    expect(refusalOf(state, action)).toBeNull();
    const bad = { ...action, region: "lazio", count: 99 } as typeof action;
    expect(refusalOf(state, bad)).toEqual(checkAction(state, bad));
  });
});
