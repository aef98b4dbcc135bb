import { describe, expect, it } from "vitest";
import {
  checkAction,
  legalActions,
  newGame,
  OBJECTIVES,
  parsePlayerAction,
  REGION_IDS,
  seatNumber,
} from "./index.js";
import { fromPosition } from "./position.js";

describe("refusals name seats as people number them, the JSON seat beside", () => {
  const state = newGame({ players: 3, seed: "seats" });
  const seat = state.currentSeat;
  const other = (seat + 1) % 3;
  const action = legalActions(state)[0]!;

  it("seatNumber counts from 1", () => {
    expect(seatNumber(0)).toBe(1);
    expect(seatNumber(3)).toBe(4);
  });

  it("R2.4: another seat's turn", () => {
    const error = checkAction(state, { ...action, seat: other })!;
    expect(error.code).toBe("NOT_YOUR_TURN");
    expect(error.message).toBe(
      `It is seat ${seat + 1}'s turn, not seat ${other + 1}'s (in JSON: seat ${seat}, not ${other}).`,
    );
  });

  it("R2.1: a seat the game does not have", () => {
    expect(checkAction(state, { ...action, seat: 3 })!.message).toBe(
      "This game has seats 1 to 3; there is no seat 4 (in JSON: seats 0 to 2, not 3).",
    );
  });

  it("an action sent in another seat's name", () => {
    const parsed = parsePlayerAction({ type: "endTurn", seat: 2 }, 0);
    expect(!parsed.ok && parsed.error.message).toBe(
      "You play seat 1: an action for seat 3 is not yours to send (in JSON: seat 0, not 2).",
    );
  });

  it("R6.5: a position's seat, with its JSON seat", () => {
    // Seat 3 (2 in JSON) owns nothing but is not eliminated.
    const regions = Object.fromEntries(
      REGION_IDS.map((id, i) => [id, { owner: i % 2, armies: 1 }]),
    );
    const refused = fromPosition({
      players: 3,
      firstSeat: 0,
      round: 2,
      currentSeat: 0,
      stage: "attack",
      regions,
      objectives: Object.fromEntries([0, 1, 2].map((s) => [String(s), OBJECTIVES[s]!.id])),
    });
    expect(!refused.ok && refused.error.message).toBe(
      "Seat 3 (2 in JSON) owns no region but is not in $.eliminated.",
    );
  });
});
