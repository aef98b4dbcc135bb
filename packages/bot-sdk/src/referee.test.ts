import {
  type GameState,
  type LegalMove,
  legalMoves,
  newGame,
  type PlayerAction,
} from "@italia/engine";
import { describe, expect, it } from "vitest";
import type { Bot } from "./bot.js";
import { GreedyBot } from "./italia/bots/greedy.js";
import { playGame } from "./italia/play-game.js";
import { actionFor, askBot, fallbackAction } from "./italia/referee.js";
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

  it("R4.7 tells an answer for another seat with seats numbered from 1 (JSON seats beside)", async () => {
    const impostor: Bot = { name: "impostor", decide: () => ({ type: "endTurn", seat: 1 }) };
    const d = await askBot(impostor, state);
    expect(d.strike?.message).toContain(
      "It is seat 1's turn, not seat 2's (in JSON: seat 0, not 1).",
    );
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

  it("survives answers that throw when they are looked at: a strike, never a crash", async () => {
    const boom = () => {
      throw new Error("gotcha");
    };
    const hostile: [string, () => unknown][] = [
      [
        "a proxy that throws on every access",
        () =>
          new Proxy(
            {},
            {
              get: boom,
              has: boom,
              ownKeys: boom,
              getOwnPropertyDescriptor: boom,
              getPrototypeOf: boom,
            },
          ),
      ],
      [
        "a revoked proxy",
        () => {
          const { proxy, revoke } = Proxy.revocable({}, {});
          revoke();
          return proxy;
        },
      ],
      [
        "a throwing getter",
        () => ({
          seat: 0,
          get type() {
            return boom();
          },
        }),
      ],
      [
        "a throwing then getter",
        () => ({
          // biome-ignore lint/suspicious/noThenProperty: a hostile answer, on purpose
          get then() {
            return boom();
          },
        }),
      ],
      // biome-ignore lint/suspicious/noThenProperty: a hostile answer, on purpose
      ["a then that throws", () => ({ then: boom })],
      [
        "a promise of a proxy",
        () =>
          Promise.resolve(
            new Proxy({}, { get: boom, ownKeys: boom, getOwnPropertyDescriptor: boom }),
          ),
      ],
      [
        "a promise with a throwing constructor getter",
        () => {
          const p = Promise.resolve({ type: "endTurn", seat: 0 });
          Object.defineProperty(p, "constructor", { get: boom });
          return p;
        },
      ],
    ];
    for (const [what, answer] of hostile) {
      const bot: Bot = { name: what, decide: () => answer() as PlayerAction };
      const d = await askBot(bot, state);
      expect(d.strike, what).not.toBeNull();
      expect(d.action, what).toEqual({ type: "endTurn", seat: 0 });
      // The strike is plain data: it can be sent to another thread or written as JSON.
      expect(() => structuredClone(d.strike), what).not.toThrow();
      expect(() => JSON.stringify(d.strike), what).not.toThrow();
    }
    // A whole game with such a bot goes on to its end.
    const proxyBot: Bot = {
      name: "proxy",
      decide: () => new Proxy({}, { get: boom, ownKeys: boom }) as PlayerAction,
    };
    const record = await playGame([proxyBot, new GreedyBot(), new GreedyBot()], {
      seed: "proxy",
      limit: { rounds: 2 },
    });
    expect(record.seats[0]!.strikes).toBe(record.seats[0]!.decisions);
  });

  it("R11.4 refuses a bot that reports the clock as expired: that is the host's to do", async () => {
    const timed = newGame({ players: 3, seed: "clock", limit: { minutes: 30 } });
    const cheat: Bot = { name: "clock", decide: () => ({ type: "clockExpired" }) as never };
    const d = await askBot(cheat, timed);
    expect(d.strike).toMatchObject({ reason: "illegal", answer: { type: "clockExpired" } });
    expect(d.action.type).not.toBe("clockExpired");
  });

  it("plays a plain copy of a legal answer, never the bot's object", async () => {
    const answer = { type: "endTurn", seat: 0 };
    const d = await askBot({ name: "plain", decide: () => answer as PlayerAction }, state);
    expect(d.strike).toBeNull();
    expect(d.action).not.toBe(answer);
    expect(d.action).toEqual({ type: "endTurn", seat: 0 });
  });

  it("strikes an answer with getters (not plain data), whatever they would say", async () => {
    let reads = 0;
    // Legal when read once; a different action if read again later.
    const shifty = {
      get type() {
        reads++;
        return reads === 1 ? "endTurn" : "attack";
      },
      seat: 0,
    };
    const d = await askBot({ name: "shifty", decide: () => shifty as PlayerAction }, state);
    expect(d.strike).toMatchObject({ reason: "illegal" });
    expect(d.strike?.message).toMatch(/getter/);
    expect(d.action).not.toBe(shifty);
    expect(d.action).toEqual({ type: "endTurn", seat: 0 });
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

describe("askBot: actions the host made for the decision", () => {
  // Made afresh per test: the engine vouches only for states it made recently (its last 16).
  const fresh = (): GameState => game({ lazio: [0, 5], umbria: [1, 1] });
  const attack = (legal: readonly LegalMove[]) =>
    legal.find((m) => m.type === "attack" && m.from === "lazio" && m.to === "umbria")!;

  it("plays actionFor of a listed move as it is, and a choice of ctx.actions", async () => {
    const state = fresh();
    let made: PlayerAction | undefined;
    const bot: Bot = {
      name: "made",
      decide: (ctx) => {
        made = actionFor(attack(ctx.legal), 2);
        return made;
      },
    };
    const d = await askBot(bot, state);
    expect(d.strike).toBeNull();
    // Played as it is: the engine's own frozen action, not a parsed copy.
    expect(d.action).toBe(made);
    expect(Object.isFrozen(d.action)).toBe(true);
    let chosen: PlayerAction | undefined;
    const picker: Bot = {
      name: "picker",
      decide: (ctx) => {
        chosen = ctx.actions.find((a) => a.type === "attack" && a.dice === 3)!;
        return chosen;
      },
    };
    const p = await askBot(picker, state);
    expect(p.strike).toBeNull();
    expect(p.action).toBe(chosen);
  });

  it("a legal list the caller handed in vouches for nothing: the engine's own record decides", async () => {
    const state = fresh();
    // A doctored list: the attack with one more die than Lazio's armies allow (R6.2).
    const real = attack(legalMoves(state));
    if (real.type !== "attack") throw new Error("no attack listed");
    const doctored = Object.freeze({ ...real, maxDice: real.maxDice + 1 });
    let made: PlayerAction | undefined;
    const bot: Bot = {
      name: "doctored",
      decide: (ctx) => {
        made = actionFor(attack(ctx.legal), 9);
        return made;
      },
    };
    const d = await askBot(bot, state, { legal: [doctored] });
    expect(made).toMatchObject({ dice: real.maxDice + 1 });
    expect(d.strike).toMatchObject({ reason: "illegal" });
    // An action of the engine's own listing is still played as it is, whatever list was handed in.
    const fair = await askBot({ name: "fair", decide: () => actionFor(real, 2) }, state, {
      legal: [doctored],
    });
    expect(fair.strike).toBeNull();
    expect(fair.action).toBe(actionFor(real, 2));
  });

  it("R6.1 still refuses an action made for another decision", async () => {
    const state = fresh();
    let kept: PlayerAction | undefined;
    await askBot(
      {
        name: "keeper",
        decide: (ctx) => {
          kept = actionFor(attack(ctx.legal), 3);
          return kept;
        },
      },
      state,
    );
    // Lazio is down to 2 armies: 3 dice are no longer allowed (R6.2).
    const later = game({ lazio: [0, 2], umbria: [1, 1] });
    const d = await askBot({ name: "stale", decide: () => kept! }, later);
    expect(d.strike).toMatchObject({ reason: "illegal" });
    expect(d.action).toEqual({ type: "endTurn", seat: 0 });
  });

  it("refuses a made action outside its move's range, and copies a bot's own copy", async () => {
    const state = fresh();
    const nan = await askBot(
      { name: "nan", decide: (ctx) => actionFor(attack(ctx.legal), Number.NaN) },
      state,
    );
    expect(nan.strike).toMatchObject({ reason: "illegal" });
    let copy: PlayerAction | undefined;
    const d = await askBot(
      {
        name: "copier",
        decide: (ctx) => {
          copy = { ...actionFor(attack(ctx.legal), 1) };
          return copy;
        },
      },
      state,
    );
    expect(d.strike).toBeNull();
    expect(d.action).not.toBe(copy);
    expect(d.action).toEqual(copy);
  });

  it("gives the bot a frozen list: changing it is a strike, and the fallback stays legal", async () => {
    const state = fresh();
    const vandal: Bot = {
      name: "vandal",
      decide: (ctx) => {
        (ctx.legal as LegalMove[]).length = 0;
        return { type: "endTurn", seat: 0 };
      },
    };
    const d = await askBot(vandal, state);
    expect(d.strike).toMatchObject({ reason: "error" });
    expect(d.action).toEqual({ type: "endTurn", seat: 0 });
  });
});
