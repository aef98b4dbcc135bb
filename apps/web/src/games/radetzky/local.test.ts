import { radetzky } from "@italia/radetzky";
import { describe, expect, it } from "vitest";
import { LocalRadetzky } from "./local";
import type { RzSeat, RzSetup } from "./setup";
import { teamPick } from "./testing";

const bots = (n: number): RzSeat[] =>
  Array.from({ length: n }, (_, i) => ({ kind: "greedy", name: `B${i}` }) as const);

function setup(
  players: number,
  seats: RzSeat[],
  handInfo: "open" | "iconCount" = "iconCount",
): RzSetup {
  return { config: { players, mode: "basic", difficulty: 0, handInfo }, seats, seed: "unit" };
}

function start(s: RzSetup): LocalRadetzky {
  const started = LocalRadetzky.start(s);
  if (!started.ok) throw new Error(started.error.message);
  return started.game;
}

describe("a local game of Radetzky", () => {
  it("refuses a config the rules refuse, with the rules' message", () => {
    const started = LocalRadetzky.start(setup(7, bots(7)));
    expect(started.ok).toBe(false);
    if (!started.ok) expect(started.error.message).toMatch(/players/);
  });

  it("plays a game of bots to its end, logging the Austrian turn", () => {
    const game = start(setup(3, bots(3)));
    for (let i = 0; i < 5000 && game.waiting().kind !== "over"; i++) {
      expect(game.waiting().kind).toBe("bots");
      expect(game.stepBots()).toBe(true);
    }
    expect(game.waiting()).toEqual({ kind: "over" });
    expect(game.result()).toEqual({
      winner: game.state.winner,
      reason: game.state.endReason,
      round: game.state.round,
    });
    expect(game.austrianTurn?.events.length).toBeGreaterThan(0);
    expect(game.log.some((e) => e.event.type === "gameOver")).toBe(true);
  });

  it("waits for a person, and applies their legal moves only", () => {
    const game = start(setup(1, [{ kind: "person", name: "Ada" }]));
    expect(game.waiting()).toEqual({ kind: "people", seats: [0], bots: [] });
    expect(game.hiddenHands()).toBe(false);
    const before = game.state;
    const refusal = game.play({ type: "endTurn", seat: 0 });
    expect(refusal?.rule).toMatch(/^RZ/);
    expect(game.state).toBe(before);
    expect(game.play(game.moves(0)[0]!)).toBeNull();
    expect(game.state).not.toBe(before);
  });

  it("lets the people answer a shared decision first; the bots answer when the people let them", () => {
    const seats: RzSeat[] = [
      { kind: "person", name: "Ada" },
      { kind: "greedy", name: "B1" },
      { kind: "person", name: "Cy" },
    ];
    const game = start(setup(3, seats));
    expect(game.hiddenHands()).toBe(true);
    let shared = false;
    for (let i = 0; i < 3000 && game.waiting().kind !== "over"; i++) {
      const w = game.waiting();
      if (w.kind === "bots") {
        game.stepBots();
        continue;
      }
      if (w.kind !== "people") break;
      const actors = game.actors();
      expect(w.seats).toEqual(actors.filter((s) => game.isPerson(s)));
      expect(w.bots).toEqual(actors.filter((s) => !game.isPerson(s)));
      if (w.bots.length > 0) {
        shared = true;
        // Every other time the people let the bots answer (they may all wait: then people decide).
        if (i % 2 === 0 && game.stepBots()) continue;
      }
      const seat = w.seats[0]!;
      const moves = game.moves(seat);
      const pick = moves[teamPick(game.state, moves)]!;
      expect(game.play(pick)).toBeNull();
    }
    expect(game.waiting().kind).toBe("over");
    expect(shared).toBe(true);
  });

  it("keeps the rules' view: other hands are hidden from a seat", () => {
    const game = start(setup(3, bots(3)));
    const view = radetzky.view(game.state, 0);
    expect(view.hands["0"]?.cards).toBeDefined();
    expect(view.hands["1"]?.cards).toBeUndefined();
  });
});

describe("a saved local game (RZ26)", () => {
  it("resumes to the same state from its setup and actions, and refuses actions of another game", () => {
    const s = setup(3, bots(3));
    const game = start(s);
    for (let i = 0; i < 40 && game.waiting().kind === "bots"; i++) game.stepBots();
    expect(game.actions.length).toBeGreaterThan(10);
    const again = LocalRadetzky.resume(s, JSON.parse(JSON.stringify(game.actions)));
    if (!again.ok) throw new Error(again.error.message);
    expect(again.game.state).toEqual(game.state);
    expect(again.game.log).toEqual(game.log);
    // the same actions on another seed's game do not replay: refused, naming the action
    const other = LocalRadetzky.resume({ ...s, seed: "another" }, game.actions);
    const broken = LocalRadetzky.resume(s, [
      ...game.actions.slice(0, 5),
      { type: "nonsense" } as never,
    ]);
    for (const r of [other, broken]) {
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.step).toBeGreaterThan(0);
    }
    if (!broken.ok) {
      expect(broken.step).toBe(6);
      expect(broken.error.code).toBe("UNKNOWN_ACTION");
    }
  });
});
