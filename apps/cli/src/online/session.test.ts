import { describe, expect, it } from "vitest";
import { newEvents, readUpdate } from "./session.js";

const view = { format: "italia-view/1" };
const ev = (n: number) => ({ type: "turnStarted", seat: 0, round: n });

describe("italia bot --server: the events handed to the bot (R12)", () => {
  it("takes in an update's events once, also when a rejoin sends the whole game again", () => {
    const first = readUpdate({
      step: 2,
      since: 0,
      view,
      actions: [{ events: 1 }, { events: 2 }],
      events: [ev(1), ev(2), ev(3)],
    })!;
    expect(newEvents(first, 0)).toEqual([ev(1), ev(2), ev(3)]);
    const rejoin = readUpdate({
      step: 3,
      since: 0,
      view,
      actions: [{ events: 1 }, { events: 2 }, { events: 1 }],
      events: [ev(1), ev(2), ev(3), ev(4)],
    })!;
    expect(newEvents(rejoin, 2)).toEqual([ev(4)]);
    expect(newEvents(rejoin, 3)).toEqual([]);
  });

  it("an update whose action counts do not add up to its events gives them all", () => {
    const odd = readUpdate({
      step: 3,
      since: 0,
      view,
      actions: [{ events: 5 }],
      events: [ev(1), ev(2)],
    })!;
    expect(odd.counts).toBeNull();
    expect(newEvents(odd, 2)).toEqual([ev(1), ev(2)]);
  });
});

describe("italia bot --server: another game's update (issue #25)", () => {
  it("reads the seats that may act and the outcome, keeping only what is well formed", () => {
    const outcome = { reason: "zones", results: ["loss", "loss", "loss"], ranks: [1, 1, 1] };
    const u = readUpdate({
      step: 9,
      view,
      legal: [{ type: "endTurn", seat: 1 }],
      actors: [1, "2", 3, -1, 1.5],
      result: outcome,
    })!;
    expect(u.actors).toEqual([1, 3]);
    expect(u.outcome).toEqual({
      reason: "zones",
      results: ["loss", "loss", "loss"],
      value: outcome,
    });
    const italiaResult = readUpdate({
      step: 9,
      view,
      result: { endReason: "sdadata", winner: 0, scores: [3, 2, 1] },
    })!;
    expect(italiaResult.outcome).toBeNull();
    expect(italiaResult.actors).toEqual([]);
    expect(readUpdate({ step: 1, view, actors: "all" })!.actors).toEqual([]);
  });
});
