import type { GameState } from "@italia/engine";
import { Prng, seedRng } from "@italia/engine";
import { describe, expect, it, vi } from "vitest";
import { type DecisionContext, decisionContext } from "../../bot.js";
import { randomStates } from "../../testing/positions.js";
import { GreedyBot } from "./greedy.js";
import { STRONG_POLICY, StrongBot } from "./strong.js";

// The engine work the search does is the clock of these tests: every `apply` or simulator step costs a fixed
// simulated time. So the deadline tests are exact and repeatable, whatever the machine's load.
const work = vi.hoisted(() => ({ applies: 0 }));
vi.mock("@italia/engine", async (importOriginal) => {
  const real = await importOriginal<typeof import("@italia/engine")>();
  return {
    ...real,
    apply: (...args: Parameters<typeof real.apply>) => {
      work.applies++;
      return real.apply(...args);
    },
    // The search's rollouts run on the simulation path: each step is engine work too.
    Simulator: class extends real.Simulator {
      override step(action: Parameters<typeof real.Simulator.prototype.step>[0]): void {
        work.applies++;
        super.step(action);
      }
    },
  };
});

/**
 * Simulated milliseconds per engine step: a machine some 15 times slower than the reference one
 * (0.03 ms per rollout step, greedy choices included), so a rollout takes several milliseconds and
 * a search that looked at the clock only between rollouts would answer late.
 */
const MS_PER_APPLY = 0.5;

/** A context for `state` whose clock runs on engine work: `budgetMs` at the start. */
function simulated(state: GameState, budgetMs: number, seed: string) {
  const real = decisionContext(state, { rng: new Prng(seedRng(seed)), timeLimitMs: 60_000 });
  const start = work.applies;
  const left = () => budgetMs - (work.applies - start) * MS_PER_APPLY;
  const ctx: DecisionContext = {
    seat: real.seat,
    view: real.view,
    legal: real.legal,
    get actions() {
      return real.actions;
    },
    events: real.events,
    deadline: real.deadline,
    settings: real.settings,
    get timeLeftMs() {
      return Math.max(0, Math.floor(left()));
    },
    rng: real.rng,
  };
  return { ctx, left };
}

const states = randomStates(3, 11)
  .filter((s) => s.stage !== "over" && s.stage !== "setup")
  .slice(0, 30);

describe("StrongBot and its deadline (time simulated by engine work)", () => {
  for (const budget of [10, 20, 50, 100]) {
    it(`never answers late with ${budget} ms per decision`, () => {
      const bot = new StrongBot({ iterations: 1_000_000 });
      const late: number[] = [];
      let searched = 0;
      for (const [i, state] of states.entries()) {
        const { ctx, left } = simulated(state, budget, `deadline-${i}`);
        const before = work.applies;
        bot.decide(ctx);
        if (work.applies > before) searched++;
        if (left() < 0) late.push(budget - left());
      }
      expect(states).toHaveLength(30);
      expect(searched).toBeGreaterThan(states.length / 2); // it did search, not just pass
      expect(late).toEqual([]);
    });
  }

  it("answers at once with its own policy's greedy choice when there is no time to search", () => {
    const strong = new StrongBot();
    const greedy = new GreedyBot(STRONG_POLICY);
    for (const [i, state] of states.slice(0, 10).entries()) {
      const { ctx } = simulated(state, 5, `hurry-${i}`);
      const before = work.applies;
      const action = strong.decide(ctx);
      expect(work.applies).toBe(before);
      expect(action).toEqual(greedy.decide(ctx));
    }
  });

  it("searches as before when the deadline is generous", () => {
    const bot = () => new StrongBot({ iterations: 48 });
    for (const [i, state] of states.slice(0, 8).entries()) {
      const generous = bot().decide(simulated(state, 1000, `same-${i}`).ctx);
      const unlimited = bot().decide(simulated(state, 60_000, `same-${i}`).ctx);
      expect(generous).toEqual(unlimited);
    }
  });
});
