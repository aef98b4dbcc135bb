import { viewFor } from "@italia/engine";
import { describe, expect, it } from "vitest";
import { game } from "../testing/positions.js";
import { combinationOptions, handCombinations } from "./combinations.js";

describe("combination finder", () => {
  it("R5.2 R5.3 values each combination with its region bonus, best first", () => {
    // valle-d-aosta, lombardia, umbria: pizza (Pizzata); + nonna-1 for a Tutto il pacchetto with liguria.
    const state = game(
      { lombardia: [0, 3], umbria: [0, 2] },
      { hands: { "0": ["valle-d-aosta", "lombardia", "umbria", "liguria", "nonna-1"] } },
    );
    const options = handCombinations(viewFor(state, 0));
    const pizzata = options.find((o) => o.combination === "pizzata" && o.nonne === 0)!;
    expect(pizzata).toMatchObject({
      armies: 6,
      regionBonus: ["lombardia", "umbria"],
      totalArmies: 10,
    });
    expect(options[0]!.totalArmies).toBeGreaterThanOrEqual(options.at(-1)!.totalArmies);
    expect(options.find((o) => o.combination === "mangia")).toMatchObject({ armies: 2, nonne: 1 });
  });

  it("R3 cuts the armies at the 50-army cap", () => {
    const state = game(
      { lazio: [0, 45], umbria: [0, 1] },
      { hands: { "0": ["valle-d-aosta", "lombardia", "umbria"] } },
    );
    const [pizzata] = combinationOptions(state, 0, ["valle-d-aosta", "lombardia", "umbria"]);
    // 46 armies on the map: room for 4 — the Umbria bonus (2) first, then 2 of the 6.
    expect(pizzata).toMatchObject({ totalArmies: 4, armies: 2 });
  });

  it("a spectator has no hand", () => {
    expect(handCombinations(viewFor(game({ lazio: [0, 2] }), null))).toEqual([]);
  });
});
