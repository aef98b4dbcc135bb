import { describe, expect, it } from "vitest";
import { apply } from "./apply.js";
import { legalActions } from "./legal.js";
import { cachedRegionTable, regionTable } from "./region-table.js";
import { newGame } from "./setup.js";

describe("the region table cache (issue #13)", () => {
  it("R2.4 a state made by apply finds its table ready, equal to one built from its regions", () => {
    let state = newGame({ players: 4, seed: "table" });
    for (let i = 0; i < 30; i++) {
      const actions = legalActions(state); // builds or finds the table of `state`
      const next = apply(state, actions[i % actions.length]!);
      if (!next.ok) throw new Error(next.error.message);
      state = next.state;
      const carried = cachedRegionTable(state.regions);
      expect(carried).toBeDefined();
      const owner: number[] = [];
      const armies: number[] = [];
      for (const r of Object.values(state.regions)) {
        owner.push(r.owner);
        armies.push(r.armies);
      }
      expect(carried).toEqual({ owner, armies });
      expect(regionTable(state.regions)).toBe(carried);
    }
  });
});
