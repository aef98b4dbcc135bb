import { isLegal, newGame } from "@italia/engine";
import { describe, expect, it } from "vitest";
import { attacker } from "../examples/typescript/attacker.js";
import { decisionContext } from "./bot.js";
import { GreedyBot } from "./italia/bots/greedy.js";
import { playGame } from "./italia/play-game.js";

describe("the TypeScript example bot (docs/bots.md)", () => {
  it("answers legally and plays whole games without a strike", async () => {
    const state = newGame({ players: 4, seed: 1 });
    expect(isLegal(state, await attacker.decide(decisionContext(state)))).toBe(true);
    for (const seed of ["example-1", "example-2"]) {
      const record = await playGame([attacker, new GreedyBot(), new GreedyBot(), new GreedyBot()], {
        seed,
      });
      expect(record.strikes).toEqual([]);
      expect(record.seats[0]!.decisions).toBeGreaterThan(3);
    }
  });
});
