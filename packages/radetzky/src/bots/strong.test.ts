import { type GameBot, GameHost } from "@italia/bot-sdk";
import { Prng, seedRng } from "@italia/game-kit";
import { describe, expect, it } from "vitest";
import { apply } from "../apply.js";
import type { HandInfo, RadetzkyConfig } from "../config.js";
import { radetzky } from "../game.js";
import { legalMoves } from "../legal.js";
import { actorsOf } from "../seats.js";
import { newGame } from "../setup.js";
import type { RadetzkyState } from "../state.js";
import { view } from "../views.js";
import type { RadetzkyBotContext } from "./context.js";
import { GreedyBot } from "./greedy.js";
import { RADETZKY_BOTS } from "./index.js";
import { seatView } from "./rollout.js";
import { positionValue, STRONG_FAST_ITERATIONS, STRONG_ITERATIONS, StrongBot } from "./strong.js";
import { sampleWorld } from "./worlds.js";

/** States met in a greedy game of `config` (every `every`-th step), with an acting seat. */
function statesOf(config: RadetzkyConfig, seed: string, every = 7): RadetzkyState[] {
  const out: RadetzkyState[] = [];
  const greedy = new GreedyBot();
  let state = newGame(config, seed);
  for (let step = 0; step < 3000 && state.stage !== "over"; step++) {
    const seat = actorsOf(state)[0]!;
    const actions = legalMoves(state, seat);
    if (step % every === 0) out.push(state);
    const pick =
      greedy.decide({
        seat,
        view: view(state, seat),
        actions,
        alsoActing: [],
        rng: { int: () => 0 },
      }) ?? actions[0]!;
    const r = apply(state, pick);
    if (!r.ok) throw new Error(r.error.message);
    state = r.value.state;
  }
  return out;
}

const config = (players: number, handInfo: HandInfo, mode: "basic" | "advanced" = "basic") => ({
  players,
  mode,
  difficulty: 0,
  handInfo,
});

/** A context for `seat` in `state` built from the seat's view only, with a seeded generator. */
function contextOf(state: RadetzkyState, seat: number, seed: string, clock?: () => number) {
  const rng = new Prng(seedRng(seed));
  const ctx: RadetzkyBotContext = {
    seat,
    view: view(state, seat),
    actions: legalMoves(state, seat),
    alsoActing: actorsOf(state).filter((s) => s !== seat),
    rng,
  };
  // a getter, read anew at every look (a spread would copy one reading)
  if (clock) Object.defineProperty(ctx, "timeLeftMs", { get: clock, enumerable: true });
  return ctx;
}

describe("sampleWorld: worlds drawn from a view (RZ24)", () => {
  it("RZ24.3 every world shows the seat exactly its view, for every hand setting and player count", () => {
    let checked = 0;
    for (const players of [1, 2, 3, 4, 5]) {
      for (const handInfo of ["open", "iconCount", "closed"] as const) {
        for (const mode of ["basic", "advanced"] as const) {
          for (const state of statesOf(
            config(players, handInfo, mode),
            `w ${players} ${handInfo}`,
            11,
          )) {
            for (const seat of actorsOf(state)) {
              const seen = view(state, seat);
              const world = sampleWorld(seen, new Prng(seedRng(`s${checked}`)), seedRng("g"));
              expect(view(world, seat)).toEqual(seen);
              checked++;
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  it("RZ24.4 deals the unseen cards anew: hidden hands and deck orders vary from world to world", () => {
    const state = statesOf(config(4, "closed"), "vary", 5)[6]!;
    const seat = actorsOf(state)[0]!;
    const seen = view(state, seat);
    const rng = new Prng(seedRng("vary"));
    const a = sampleWorld(seen, rng, seedRng("g"));
    const b = sampleWorld(seen, rng, seedRng("g"));
    expect(a.italyDeck).not.toEqual(b.italyDeck);
    expect(a.austriaDeck).not.toEqual(b.austriaDeck);
    const other = String((seat + 1) % 4);
    expect(a.hands[other]).toHaveLength(state.hands[other]!.length);
  });
});

describe("seatView: the rollouts' view on the simulator's state (RZ24)", () => {
  it("RZ24.3 equals the seat's view for every hand setting, player count and mode", () => {
    let checked = 0;
    for (const players of [1, 2, 3, 4, 5]) {
      for (const handInfo of ["open", "iconCount", "closed"] as const) {
        for (const mode of ["basic", "advanced"] as const) {
          for (const state of statesOf(config(players, handInfo, mode), `sv ${players}`, 4)) {
            for (let seat = 0; seat < players; seat++) {
              expect(seatView(state, seat)).toStrictEqual(view(state, seat));
              checked++;
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  });
});

describe("StrongBot", () => {
  it("RZ24 its cheap rollouts decide as greedy on fresh views would: the same answers", () => {
    const greedy = new GreedyBot();
    // any policy that is not a GreedyBot gets a fresh view at every simulated step
    const onViews = { name: "greedy", decide: (c: RadetzkyBotContext) => greedy.decide(c) };
    let compared = 0;
    for (const players of [1, 3, 5]) {
      for (const state of statesOf(config(players, "iconCount"), `policy ${players}`, 6).slice(
        0,
        8,
      )) {
        const seat = actorsOf(state)[0]!;
        const fast = new StrongBot({ iterations: 16 });
        const slow = new StrongBot({ iterations: 16, policy: onViews });
        const a = fast.decide(contextOf(state, seat, `p${compared}`));
        const b = slow.decide(contextOf(state, seat, `p${compared}`));
        expect(a).toEqual(b);
        expect(fast.stats).toEqual(slow.stats);
        compared++;
      }
    }
    expect(compared).toBe(24);
  });

  it("stays within its rollout budget when no clock bounds it, and counts its searches", () => {
    const bot = new StrongBot({ iterations: 20 });
    for (const [i, state] of statesOf(config(3, "iconCount"), "budget", 5).slice(0, 12).entries()) {
      const seat = actorsOf(state)[0]!;
      const before = { ...bot.stats };
      bot.decide(contextOf(state, seat, `b${i}`));
      const rollouts = bot.stats.rollouts - before.rollouts;
      expect(rollouts).toBeLessThanOrEqual(20);
      expect(bot.stats.searches - before.searches).toBe(rollouts === 0 ? 0 : 1);
    }
    expect(bot.stats.decisions).toBe(12);
    expect(bot.stats.searches).toBeGreaterThan(0);
    expect(bot.stats.clockStops).toBe(0);
  });

  it("RZ24 reads only the seat's view: states that differ only in what the seat cannot see get the same answer", () => {
    let compared = 0;
    for (const players of [3, 5]) {
      for (const state of statesOf(config(players, "closed"), `hidden ${players}`, 9).slice(0, 8)) {
        const seat = actorsOf(state)[0]!;
        // Another state with the same view: the other hands and the Italy deck dealt anew, the
        // Austria and Zone decks in another order.
        const hiddenKeys = Object.keys(state.hands).filter(
          (k) => view(state, seat).hands[k]?.cards === undefined,
        );
        const unseen = [
          ...state.italyDeck,
          ...hiddenKeys.flatMap((k) => state.hands[k]!),
        ].reverse();
        const hands = { ...state.hands };
        for (const k of hiddenKeys) hands[k] = unseen.splice(0, state.hands[k]!.length);
        const twin: RadetzkyState = {
          ...state,
          hands,
          italyDeck: unseen,
          austriaDeck: [...state.austriaDeck].reverse(),
          zoneDeck: [...state.zoneDeck].reverse(),
          rng: seedRng("another generator"),
        };
        expect(view(twin, seat)).toEqual(view(state, seat));
        const bot = new StrongBot({ iterations: 12 });
        const a = bot.decide(contextOf(state, seat, `same ${compared}`));
        const b = bot.decide(contextOf(twin, seat, `same ${compared}`));
        expect(b).toEqual(a);
        compared++;
      }
    }
    expect(compared).toBe(16);
  });

  it("is deterministic for a given generator, and draws from it once per decision", () => {
    const states = statesOf(config(3, "iconCount"), "det", 13).slice(0, 6);
    for (const [i, state] of states.entries()) {
      const seat = actorsOf(state)[0]!;
      const draws: number[] = [];
      const counting = (seed: string): RadetzkyBotContext => {
        const ctx = contextOf(state, seat, seed);
        const rng = ctx.rng;
        return {
          ...ctx,
          rng: {
            int: (n) => {
              draws.push(n);
              return rng.int(n);
            },
          },
        };
      };
      const a = new StrongBot({ iterations: 16 }).decide(counting(`d${i}`));
      expect(draws).toHaveLength(1);
      const b = new StrongBot({ iterations: 16 }).decide(counting(`d${i}`));
      expect(b).toEqual(a);
      expect(
        a === null || legalMoves(state, seat).some((m) => JSON.stringify(m) === JSON.stringify(a)),
      ).toBe(true);
    }
  });

  it("answers greedy's choice at once when the decision clock leaves no time to search", () => {
    const greedy = new GreedyBot();
    for (const [i, state] of statesOf(config(3, "iconCount"), "clock", 5).slice(0, 20).entries()) {
      const seat = actorsOf(state)[0]!;
      let reads = 0;
      const ctx = contextOf(state, seat, `c${i}`, () => {
        reads++;
        return 2;
      });
      const bot = new StrongBot();
      expect(bot.decide(ctx)).toEqual(greedy.decide(ctx));
      expect(reads).toBeLessThanOrEqual(1);
      expect(bot.stats.rollouts).toBe(0);
    }
  });

  it("stops searching once the decision clock says its time is up (an injected clock)", () => {
    for (const [i, state] of statesOf(config(3, "iconCount"), "stop", 5).slice(0, 20).entries()) {
      const seat = actorsOf(state)[0]!;
      // 100 ms at the start; every read of the clock takes 1 ms.
      let left = 100;
      let readsAfter = 0;
      const ctx = contextOf(state, seat, `t${i}`, () => {
        if (left <= 20) readsAfter++;
        left = Math.max(0, left - 1);
        return left;
      });
      const bot = new StrongBot({ iterations: 1_000_000 });
      const action = bot.decide(ctx);
      expect(action === null || ctx.actions.includes(action)).toBe(true);
      expect(bot.stats.clockStops).toBe(bot.stats.searches);
      // the margin is a fifth of 100 ms: the search stops at its first read at or below 20 ms
      expect(readsAfter).toBeLessThanOrEqual(1);
    }
  });

  it("RZ16 scores a won game 1, a lost one 0, and a position in between", () => {
    const state = statesOf(config(3, "iconCount"), "value", 3)[4]!;
    const v = positionValue(state);
    expect(v).toBeGreaterThan(0);
    expect(v).toBeLessThan(1);
    expect(positionValue({ ...state, stage: "over", winner: "italy" })).toBe(1);
    expect(positionValue({ ...state, stage: "over", winner: "austria" })).toBe(0);
  });

  it("plays whole hosted games (1–5 seats, basic and advanced) to an outcome with no strike", async () => {
    type Radetzky = typeof radetzky;
    for (const players of [1, 2, 3, 4, 5]) {
      const mode = players % 2 === 0 ? "advanced" : "basic";
      const bots: GameBot<Radetzky>[] = Array.from(
        { length: players },
        () => new StrongBot({ iterations: 6 }),
      );
      const host = GameHost.play(
        radetzky,
        config(players, "iconCount", mode),
        `hosted ${players}`,
        bots,
        {
          timeControl: { decisionMs: 60_000 },
          turnLimit: { actions: 2000 },
        },
      );
      await host.runBots({ maxActions: 20_000 });
      expect(host.strikes, `${players} ${mode}`).toEqual([]);
      expect(radetzky.outcome(host.state as RadetzkyState)).not.toBeNull();
    }
  });

  it("is registered at two levels, strong and strong-fast, each bounded by its rollout budget", () => {
    const strong = RADETZKY_BOTS.strong() as StrongBot;
    const fast = RADETZKY_BOTS["strong-fast"]() as StrongBot;
    expect([strong.name, fast.name]).toEqual(["strong", "strong-fast"]);
    expect(strong).toBeInstanceOf(StrongBot);
    expect(fast).toBeInstanceOf(StrongBot);
    for (const [i, state] of statesOf(config(3, "iconCount"), "levels", 5).slice(0, 12).entries()) {
      const seat = actorsOf(state)[0]!;
      const before = [strong.stats.rollouts, fast.stats.rollouts];
      strong.decide(contextOf(state, seat, `l${i}`));
      fast.decide(contextOf(state, seat, `l${i}`));
      expect(strong.stats.rollouts - before[0]!).toBeLessThanOrEqual(STRONG_ITERATIONS);
      expect(fast.stats.rollouts - before[1]!).toBeLessThanOrEqual(STRONG_FAST_ITERATIONS);
    }
    expect(fast.stats.rollouts).toBeGreaterThan(0);
    expect(strong.stats.rollouts).toBeGreaterThan(2 * fast.stats.rollouts);
  });
});
