import { type GameEvent, viewFor } from "@italia/engine";
import { describe, expect, it } from "vitest";
import { replayEvents, replayView, secretsOf } from "./replayView";
import { finishedRecord } from "./testing";
import { buildTimeline, StateCursor } from "./timeline";

const timeline = buildTimeline(finishedRecord("replay-view", 6));
const cursor = new StateCursor(timeline);
const mid = cursor.stateAt(Math.floor(timeline.length / 2));

describe("replay views (R12)", () => {
  it("as seat N saw it: the seat's own view, no other seat's objective, hand or bonus", () => {
    expect(mid.stage).not.toBe("over");
    for (let seat = 0; seat < 4; seat++) {
      const view = replayView(mid, { kind: "seat", seat });
      expect(view).toEqual(viewFor(mid, seat));
      expect(view.me?.seat).toBe(seat);
      for (const s of view.seats) {
        if (s.seat !== seat) expect(s.objective).toBeNull();
      }
      expect(view.me?.hand).toEqual(mid.hands[seat]);
      const text = JSON.stringify(view);
      for (let other = 0; other < 4; other++) {
        const objective = mid.objectives[other]!;
        if (objective !== mid.objectives[seat]) expect(text).not.toContain(`"${objective}"`);
      }
    }
  });

  it("everything revealed: every seat's main objective, hand and bonus objectives", () => {
    const view = replayView(mid, { kind: "revealed" });
    expect(view.me).toBeNull();
    expect(view.seats.map((s) => s.objective)).toEqual(mid.objectives);
    const secrets = secretsOf(mid);
    expect(secrets.map((s) => s.hand)).toEqual(mid.hands);
    expect(secrets.map((s) => s.heldBonus)).toEqual(mid.bonus.map((b) => b.held));
  });

  it("filters drawn cards out of other seats' events, and keeps them when revealed", () => {
    const drawn = timeline.events.flat().find((e) => e.type === "cardDrawn" && e.card !== null);
    expect(drawn).toBeDefined();
    const event = drawn as Extract<GameEvent, { type: "cardDrawn" }>;
    const other = (event.seat + 1) % 4;
    expect(replayEvents([event], { kind: "seat", seat: other })[0]).toMatchObject({ card: null });
    expect(replayEvents([event], { kind: "seat", seat: event.seat })[0]).toEqual(event);
    expect(replayEvents([event], { kind: "revealed" })[0]).toEqual(event);
  });
});
