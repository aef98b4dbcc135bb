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

  it("R2.4 a state apply started from keeps a table of its own regions: asked again, it is rebuilt, not the successor's", () => {
    let state = newGame({ players: 4, seed: "hand-over" });
    const tableOf = (regions: typeof state.regions) => ({
      owner: Object.values(regions).map((r) => r.owner),
      armies: Object.values(regions).map((r) => r.armies),
    });
    for (let i = 0; i < 60; i++) {
      const actions = legalActions(state);
      const next = apply(state, actions[(i * 7) % actions.length]!);
      if (!next.ok) throw new Error(next.error.message);
      if (next.state.regions !== state.regions) {
        // The table went over to the successor; the input's is built again from its own regions.
        expect(cachedRegionTable(state.regions)).toBeUndefined();
        expect(regionTable(state.regions)).toEqual(tableOf(state.regions));
        expect(regionTable(next.state.regions)).toEqual(tableOf(next.state.regions));
        // Both in the cache now; applying again from the same input still gives the same state.
        const again = apply(state, actions[(i * 7) % actions.length]!);
        expect(again.ok && again.state).toEqual(next.state);
        expect(regionTable(state.regions)).toEqual(tableOf(state.regions));
      }
      state = next.state;
    }
  });
});
