import type { PlayerAction } from "@italia/engine";
import { describe, expect, it } from "vitest";
import type { Bot } from "./bot.js";
import { GameHost } from "./host.js";
import { GreedyBot } from "./italia/bots/greedy.js";
import { game } from "./testing/positions.js";
import { TurnMeter } from "./turn-limit.js";

/** Seat 0 after Giro in Vespa: it may fortify between Lazio and Umbria for ever (R7.3). */
const vespa = () =>
  game(
    { lazio: [0, 6], umbria: [0, 3], toscana: [1, 2], marche: [2, 2] },
    { stage: "fortify", turn: { vespa: true, fortified: true } },
  );

const shuttle = (n: number): PlayerAction => ({
  type: "fortify",
  seat: 0,
  from: n % 2 === 0 ? "lazio" : "umbria",
  to: n % 2 === 0 ? "umbria" : "lazio",
  count: 1,
});

describe("turn bounds (R7.3: Giro in Vespa allows endless fortify moves)", () => {
  it("R7.3: a person's endless fortify moves end at the action limit, with a strike", () => {
    const host = new GameHost({ state: vespa() }, [null, new GreedyBot(), new GreedyBot()], {
      turnLimit: { actions: 10 },
    });
    for (let n = 0; n < 9; n++) {
      const r = host.submit(0, shuttle(n));
      expect(r.ok && r.steps).toHaveLength(1);
    }
    const last = host.submit(0, shuttle(9));
    if (!last.ok) throw new Error(last.error.message);
    expect(last.steps.length).toBeGreaterThan(1);
    expect(last.steps.at(-1)!.action.type).toBe("endTurn");
    expect(last.steps.at(-1)!.turnEnded).toBe(true);
    expect(host.state.currentSeat).toBe(1);
    expect(host.strikes.map((s) => s.reason)).toEqual(["turn-limit"]);
    expect(host.strikes[0]!.message).toMatch(/R7\.3/);
  });

  it("R7.3: a bot that shuttles armies for ever is stopped by the default limit of 500 actions", async () => {
    const shuttler: Bot = {
      name: "shuttler",
      decide: (ctx) => ctx.actions.find((a) => a.type === "fortify") ?? ctx.actions[0]!,
    };
    const host = new GameHost({ state: vespa() }, [shuttler, null, null]);
    const steps = await host.runBots();
    expect(steps).toHaveLength(501);
    expect(steps.at(-1)!.action.type).toBe("endTurn");
    expect(host.strikes).toHaveLength(1);
    expect(host.state.currentSeat).toBe(1);
  });

  it("R7.3: the bound holds across hosts that take over mid-turn (a web worker's batches)", async () => {
    const shuttler: Bot = {
      name: "shuttler",
      decide: (ctx) => ctx.actions.find((a) => a.type === "fortify") ?? ctx.actions[0]!,
    };
    const host = new GameHost({ state: vespa(), turnActions: 498 }, [shuttler, null, null]);
    const steps = await host.runBots();
    expect(steps.map((s) => s.action.type)).toEqual(["fortify", "fortify", "endTurn"]);
  });

  it("R7.3: a bot's thinking time per turn is bounded too", async () => {
    const slow: Bot = {
      name: "slow",
      decide: (ctx) => {
        const until = performance.now() + 5;
        while (performance.now() < until) {
          // thinking
        }
        return ctx.actions.find((a) => a.type === "fortify") ?? ctx.actions[0]!;
      },
    };
    const host = new GameHost({ state: vespa() }, [slow, null, null], { turnLimit: { ms: 30 } });
    const steps = await host.runBots();
    expect(steps.length).toBeLessThan(20);
    expect(steps.at(-1)!.turnEnded).toBe(true);
    expect(host.strikes.map((s) => s.reason)).toEqual(["turn-limit"]);
    expect(host.strikes[0]!.message).toMatch(/limit is 30 ms/);
  });

  it("refuses limits that would allow no turn at all", () => {
    expect(() => new TurnMeter({ actions: 0 })).toThrow(RangeError);
    expect(() => new TurnMeter({ ms: 0 })).toThrow(RangeError);
  });
});
