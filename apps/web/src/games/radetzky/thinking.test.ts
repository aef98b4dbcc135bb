import { radetzky } from "@italia/radetzky";
import { describe, expect, it } from "vitest";
import { LocalRadetzky } from "./local";
import type { RzSetup } from "./setup";
import { lastThoughtInWorker, thinkHere } from "./thinking";

const SETUP: RzSetup = {
  config: { players: 2, mode: "basic", difficulty: 0, handInfo: "iconCount" },
  seats: [
    { kind: "strong", name: "S" },
    { kind: "greedy", name: "G" },
  ],
  seed: "thinking",
};

function start(): LocalRadetzky {
  const started = LocalRadetzky.start(SETUP);
  if (!started.ok) throw new Error(started.error.message);
  return started.game;
}

describe("Radetzky's search bot in the browser", () => {
  it("answers one of the legal actions, the same for the same question", () => {
    const state = radetzky.newGame(
      { players: 3, mode: "basic", difficulty: 0, handInfo: "closed" },
      "q",
    );
    const seat = radetzky.actors(state)[0]!;
    const q = {
      level: "strong" as const,
      seat,
      view: radetzky.view(state, seat),
      actions: radetzky.legalMoves(state, seat),
      alsoActing: [],
      seed: "q/0",
    };
    const a = thinkHere(q);
    expect(q.actions).toContainEqual(a);
    expect(thinkHere(q)).toEqual(a);
  }, 60_000);

  it("a strong seat plays the same game thinking in steps or in the worker's way (no worker here: on the page)", async () => {
    const one = start();
    const two = start();
    for (let i = 0; i < 16 && one.waiting().kind === "bots"; i++) {
      expect(one.stepBots()).toBe(true);
      expect(await two.thinkBots()).toBe(true);
      expect(two.state).toEqual(one.state);
    }
    expect(one.actions.length).toBeGreaterThan(10);
    // the strong seat acted (its Patriot placed, its turns played)
    expect(one.actions.some((a) => a.seat === 0)).toBe(true);
    // without a Worker (Node), the thinking ran on the page
    expect(typeof Worker).toBe("undefined");
    expect(lastThoughtInWorker()).toBe(false);
  }, 120_000); // (a generous bound: a search per decision, on a loaded machine)

  it("drops the bots' answer when a step was taken while they thought", async () => {
    const started = LocalRadetzky.start({
      ...SETUP,
      seats: [
        { kind: "strong", name: "S1" },
        { kind: "strong", name: "S2" },
      ],
    });
    if (!started.ok) throw new Error(started.error.message);
    const game = started.game;
    const pending = game.thinkBots(); // the strong bot thinks (asynchronously)
    const seat = game.actors()[0]!;
    expect(game.play(radetzky.fallback(game.state, seat))).toBeNull();
    const after = game.state;
    expect(await pending).toBe(false);
    expect(game.state).toBe(after);
    expect(game.actions).toHaveLength(1);
  }, 60_000);
});
