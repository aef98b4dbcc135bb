/**
 * Radetzky hosted by the bot SDK's `GameHost` (issue #25): whole games of 1 to 5 seats, basic and
 * advanced, where the fights' shared decisions ask several bots at once (RZ4.5, RZ11.2), end in
 * an outcome every seat shares, and leave a record the rules alone replay.
 */
import { type GameBot, GameHost } from "@italia/bot-sdk";
import { describe, expect, it } from "vitest";
import { radetzky } from "./game.js";

describe("a host of Radetzky (RZ4.5, RZ11.2: several seats answer a fight)", () => {
  type Radetzky = typeof radetzky;
  /** Plays a random listed action; remembers whether it was ever asked at a shared decision. */
  function randomBot(shared: { count: number }): GameBot<Radetzky> {
    return {
      name: "random",
      decide(ctx) {
        if (ctx.alsoActing.length > 0) shared.count++;
        return ctx.actions[ctx.rng.int(ctx.actions.length)]!;
      },
    };
  }

  it("plays whole games of 1 to 5 seats, basic and advanced, to an outcome every seat shares, and the record replays", async () => {
    const shared = { count: 0 };
    let ended = 0;
    for (const players of [1, 2, 3, 4, 5]) {
      for (const mode of ["basic", "advanced"] as const) {
        const config = { players, mode, difficulty: 0, handInfo: "iconCount" as const };
        const bots = Array.from({ length: players }, () => randomBot(shared));
        const host = GameHost.play(radetzky, config, `rz ${players} ${mode}`, bots, {
          timeControl: { decisionMs: 60_000 },
          turnLimit: { actions: 2000 },
        });
        await host.runBots({ maxActions: 5000 });
        expect(host.strikes).toEqual([]);
        const record = host.record();
        let state = radetzky.newGame(config, record.seed);
        for (const step of record.steps) {
          const r = radetzky.apply(state, "action" in step ? step.action : null);
          if (!r.ok) throw new Error(r.error.message);
          state = r.value.state;
        }
        expect(state).toEqual(host.state);
        if (record.outcome) {
          ended++;
          expect(new Set(record.outcome.results).size).toBe(1);
        }
      }
    }
    expect(ended).toBeGreaterThan(0);
    // fights with several hands in the pool: the bots were asked together
    expect(shared.count).toBeGreaterThan(0);
  }, 120_000);
});
