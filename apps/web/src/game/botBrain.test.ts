import { isLegal, newGame } from "@italia/engine";
import { describe, expect, it } from "vitest";
import { eventsSince, playBots } from "./botBrain";

describe("bots (through @italia/bot-sdk)", () => {
  it.each(["random", "greedy", "strong"] as const)("%s plays legal actions", async (level) => {
    const state = newGame({ players: 3, seed: `bots-${level}` });
    const [action] = await playBots({
      state,
      levels: [level, level, level],
      gameId: "t",
      seed: "t",
      step: 0,
      recent: [],
      maxActions: 1,
      maxMs: 0,
    });
    expect(action).toBeDefined();
    expect(isLegal(state, action)).toBe(true);
  });

  it("stops at a human's decision", async () => {
    const state = newGame({ players: 3, seed: "bots-stop" });
    const levels = [null, null, null];
    const actions = await playBots({
      state,
      levels,
      gameId: "t",
      seed: "t",
      step: 0,
      recent: [],
      maxActions: 10,
      maxMs: 1000,
    });
    expect(actions).toEqual([]);
  });

  it("hands each bot the events since its previous action", () => {
    const e = (n: number) => ({ type: "deckReshuffled", size: n }) as const;
    const recent = [
      { seat: 0, events: [e(1)] },
      { seat: 1, events: [e(2)] },
      { seat: 2, events: [e(3), e(4)] },
    ];
    expect(eventsSince(recent, 1)).toEqual([e(3), e(4)]);
    expect(eventsSince(recent, 0)).toEqual([e(2), e(3), e(4)]);
  });
});
