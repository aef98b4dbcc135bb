import { type GameState, type LegalMove, newGame, type PlayerAction } from "@italia/engine";
import { describe, expect, it } from "vitest";
import type { Bot } from "./bot.js";
import { actionFor, askBot, fallbackAction } from "./referee.js";
import { game } from "./testing/positions.js";

const pass: Bot = { name: "pass", decide: (ctx) => ({ type: "endTurn", seat: ctx.seat }) };

describe("fallbackAction and actionFor", () => {
  it("R4.6 passes when «Passa» is listed", () => {
    const moves: LegalMove[] = [
      { type: "attack", seat: 0, from: "lazio", to: "umbria", minDice: 1, maxDice: 3 },
      { type: "endTurn", seat: 0 },
    ];
    expect(fallbackAction(moves)).toEqual({ type: "endTurn", seat: 0 });
  });

  it("otherwise takes the smallest choice of the first move", () => {
    expect(fallbackAction([{ type: "occupy", seat: 1, min: 2, max: 5 }])).toEqual({
      type: "occupy",
      seat: 1,
      count: 2,
    });
    expect(() => fallbackAction([])).toThrow();
  });

  it("clamps numbers into the move's range", () => {
    const move: LegalMove = {
      type: "fortify",
      seat: 0,
      from: "lazio",
      to: "umbria",
      min: 1,
      max: 4,
    };
    expect(actionFor(move, 9)).toMatchObject({ count: 4 });
    expect(actionFor(move, -3)).toMatchObject({ count: 1 });
    expect(actionFor(move)).toMatchObject({ count: 1 });
  });
});

describe("askBot: the host never trusts a bot", () => {
  const state: GameState = game({ lazio: [0, 5], umbria: [1, 1] });

  it("accepts a legal answer", async () => {
    const d = await askBot(pass, state);
    expect(d.strike).toBeNull();
    expect(d.action).toEqual({ type: "endTurn", seat: 0 });
  });

  it("R6.1 refuses an illegal answer, plays the fallback and counts a strike", async () => {
    const cheat: Bot = {
      name: "cheat",
      decide: () => ({ type: "attack", seat: 0, from: "lazio", to: "piemonte", dice: 3 }),
    };
    const d = await askBot(cheat, state);
    expect(d.strike).toMatchObject({ reason: "illegal", bot: "cheat", seat: 0 });
    expect(d.action).toEqual(fallbackAction([{ type: "endTurn", seat: 0 }]));
  });

  it("refuses malformed answers of any shape", async () => {
    for (const answer of [
      null,
      42,
      "endTurn",
      { type: "endTurn" },
      { type: "endTurn", seat: 0, x: 1 },
    ]) {
      const bot: Bot = { name: "junk", decide: () => answer as unknown as PlayerAction };
      expect((await askBot(bot, state)).strike?.reason).toBe("illegal");
    }
  });

  it("survives a bot that throws or rejects", async () => {
    const thrower: Bot = {
      name: "thrower",
      decide: () => {
        throw new Error("boom");
      },
    };
    expect((await askBot(thrower, state)).strike).toMatchObject({ reason: "error" });
    const rejecter: Bot = { name: "rejecter", decide: () => Promise.reject(new Error("no")) };
    expect((await askBot(rejecter, state)).strike).toMatchObject({ reason: "error" });
  });

  it("refuses a late answer, sync or async", async () => {
    const slow: Bot = {
      name: "slow",
      decide: (ctx) => {
        const until = Date.now() + 40;
        while (Date.now() < until) {
          // busy
        }
        return { type: "endTurn", seat: ctx.seat };
      },
    };
    expect((await askBot(slow, state, { timeLimitMs: 10 })).strike).toMatchObject({
      reason: "timeout",
    });
    const never: Bot = { name: "never", decide: () => new Promise<PlayerAction>(() => {}) };
    const d = await askBot(never, state, { timeLimitMs: 30 });
    expect(d.strike).toMatchObject({ reason: "timeout" });
    expect(d.action).toEqual({ type: "endTurn", seat: 0 });
  });

  it("R12 gives the bot a frozen view with no secrets of others, and a deadline", async () => {
    const start = newGame({ players: 4, seed: "peek" });
    let seen: unknown;
    const peek: Bot = {
      name: "peek",
      decide(ctx) {
        seen = ctx.view;
        expect(Object.isFrozen(ctx.view.regions.lazio)).toBe(true);
        expect(ctx.timeLeftMs).toBeGreaterThan(0);
        expect(ctx.deadline).toBeGreaterThan(Date.now() - 1);
        expect(ctx.actions.length).toBeGreaterThanOrEqual(ctx.legal.length);
        return ctx.actions[0]!;
      },
    };
    const d = await askBot(peek, start);
    expect(d.strike).toBeNull();
    const text = JSON.stringify(seen);
    expect(text).not.toContain('"deck"');
    expect(text).not.toContain('"rng"');
    expect(text).not.toContain('"hands"');
  });
});
