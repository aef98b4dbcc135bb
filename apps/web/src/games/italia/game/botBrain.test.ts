import { createBot, playGame } from "@italia/bot-sdk";
import { apply, type GameEvent, isLegal, newGame, type PlayerAction } from "@italia/engine";
import { describe, expect, it } from "vitest";
import { eventsSince, playBots } from "./botBrain";
import { turnActionsOf } from "./host";

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
      turnActions: 0,
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
      turnActions: 0,
      maxActions: 10,
      maxMs: 1000,
    });
    expect(actions).toEqual([]);
  });

  it("R12 hands each bot the events since its previous action, that action's own included", () => {
    const e = (n: number) => ({ type: "deckReshuffled", size: n }) as const;
    const recent = [
      { seat: 0, events: [e(1)] },
      { seat: 1, events: [e(2)] },
      { seat: 2, events: [e(3), e(4)] },
    ];
    expect(eventsSince(recent, 1)).toEqual([e(2), e(3), e(4)]);
    expect(eventsSince(recent, 0)).toEqual([e(1), e(2), e(3), e(4)]);
    expect(eventsSince(recent, 2)).toEqual([e(3), e(4)]);
    expect(eventsSince(recent, 3)).toEqual([e(1), e(2), e(3), e(4)]);
  });
});

describe("bots on the SDK's game host", () => {
  it("R7.3: count the actions of the current turn across requests, so the turn bound holds", () => {
    const a = (seat: number) => ({ type: "fortify", seat });
    expect(turnActionsOf([a(0), a(1), a(1), a(1)], 1)).toBe(3);
    expect(turnActionsOf([a(0), a(1), a(1), a(1)], 2)).toBe(0);
    expect(turnActionsOf([], 0)).toBe(0);
    expect(turnActionsOf([a(1), { type: "clockExpired" }, a(1)], 1)).toBe(1);
  });

  it("play the same game, move for move, as the arena and `italia play` for a seed and lineup", async () => {
    const config = { players: 3 as const, seed: "same", limit: { rounds: 3 } };
    const levels = ["random", "greedy", "random"] as const;
    // As the page does: ask for a few actions at a time, apply them, keep the log.
    let state = newGame(config);
    const actions: PlayerAction[] = [];
    const log: { seat: number; events: readonly GameEvent[] }[] = [];
    while (state.stage !== "over") {
      const batch = await playBots({
        state,
        levels: [...levels],
        gameId: "same",
        seed: "same",
        step: actions.length,
        recent: log.slice(-80),
        turnActions: turnActionsOf(actions, state.currentSeat),
        maxActions: 7,
        maxMs: 1000,
      });
      expect(batch.length).toBeGreaterThan(0);
      for (const action of batch) {
        const result = apply(state, action);
        if (!result.ok) throw new Error(result.error.message);
        state = result.state;
        actions.push(action);
        log.push({ seat: action.seat, events: result.events });
      }
    }
    const arena = await playGame(
      levels.map((l) => createBot(l)),
      { seed: config.seed, limit: config.limit, record: true },
    );
    expect(actions.length).toBeGreaterThan(50);
    expect(actions).toEqual(arena.log);
  });
});
