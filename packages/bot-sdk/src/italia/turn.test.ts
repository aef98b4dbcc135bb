import { apply, type GameState, newGame } from "@italia/engine";
import { describe, expect, it } from "vitest";
import type { Bot } from "../bot.js";
import { game, randomStates } from "../testing/positions.js";
import { GreedyBot } from "./bots/greedy.js";
import { RandomBot } from "./bots/random.js";
import { StrongBot } from "./bots/strong.js";
import { finishTurn, playTurn } from "./turn.js";

const bots: Bot[] = [new RandomBot(), new GreedyBot(), new StrongBot({ iterations: 4 })];

/** Positions at every kind of decision, including the rare ones. */
function decisions(): { name: string; state: GameState }[] {
  const out = [
    { name: "setup pass", state: newGame({ players: 4, seed: "turn-setup" }) },
    {
      name: "R6.4 move-in after a conquest",
      state: game(
        { lazio: [0, 6], umbria: [0, 0], toscana: [1, 2] },
        { stage: "occupy", occupy: { from: "lazio", to: "umbria", min: 3, max: 5 } },
      ),
    },
    {
      name: "R7.3 fortify stage after Giro in Vespa",
      state: game(
        { lazio: [0, 6], umbria: [0, 3], marche: [0, 4], toscana: [1, 2] },
        { stage: "fortify", turn: { vespa: true, fortified: true } },
      ),
    },
    {
      name: "R4.2 reinforce with armies pending and cards in hand",
      state: game(
        { lazio: [0, 3], umbria: [0, 2], sardegna: [0, 1] },
        {
          stage: "reinforce",
          pendingArmies: 4,
          hands: { "0": ["valle-d-aosta", "lombardia", "umbria", "piemonte", "nonna-1"] },
        },
      ),
    },
  ];
  randomStates(4, 13).forEach((state, i) => {
    if (state.stage !== "over") out.push({ name: `random play #${i} (${state.stage})`, state });
  });
  return out;
}

describe("playTurn: any bot finishes any turn from any decision (R13.3)", () => {
  const cases = decisions();
  for (const bot of bots) {
    it(`${bot.name} finishes ${cases.length} turns without a strike`, async () => {
      for (const { name, state } of cases) {
        const seat = state.currentSeat;
        const result = await playTurn(state, bot, { timeControl: { decisionMs: 10_000 } });
        expect(result.strikes, name).toEqual([]);
        const ended =
          result.state.stage === "over" ||
          result.state.currentSeat !== seat ||
          result.events.some((e) => e.type === "turnEnded") ||
          (state.stage === "setup" &&
            result.actions.reduce((n, a) => n + (a.type === "place" ? a.count : 0), 0) ===
              state.batchLeft);
        expect(ended, name).toBe(true);
        // The actions replay to the same state: nothing happened off the record.
        let s = state;
        for (const a of result.actions) {
          const r = apply(s, a);
          expect(r.ok, name).toBe(true);
          if (r.ok) s = r.state;
        }
        expect(s, name).toEqual(result.state);
      }
    });
  }

  it("finishTurn uses a greedy bot by default and survives a broken one", async () => {
    const state = cases[3]!.state;
    const done = await finishTurn(state);
    expect(done.strikes).toEqual([]);
    expect(done.state.currentSeat).not.toBe(0);
    const broken: Bot = {
      name: "broken",
      decide: () => {
        throw new Error("crash");
      },
    };
    const rescued = await finishTurn(state, { bot: broken });
    expect(rescued.strikes.length).toBeGreaterThan(0);
    expect(rescued.state.currentSeat).not.toBe(0);
  });

  it("stops a bot that never ends its turn (R7.3 endless fortify moves)", async () => {
    const state = cases[2]!.state;
    const shuffler: Bot = {
      name: "shuffler",
      decide: (ctx) => ctx.actions.find((a) => a.type === "fortify") ?? ctx.actions[0]!,
    };
    const result = await playTurn(state, shuffler, { turnLimit: { actions: 30 } });
    expect(result.actions.length).toBe(31);
    expect(result.strikes).toHaveLength(1);
    expect(result.state.currentSeat).not.toBe(0);
  });
});
