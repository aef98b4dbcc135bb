import { describe, expect, it } from "vitest";
import { apply } from "./apply.js";
import { legalActions } from "./legal.js";
import { cachedRegionTable, regionTable } from "./region-table.js";
import { Prng, seedRng } from "./rng.js";
import { newGame } from "./setup.js";
import { Simulator } from "./simulator.js";
import type { GameState } from "./state.js";

/** The table of a regions record built from scratch: owners, armies, each seat's bit set. */
function tableOf(regions: GameState["regions"]) {
  const owner = Object.values(regions).map((r) => r.owner);
  const owned = [0, 0, 0, 0];
  owner.forEach((o, i) => {
    owned[o]! |= 1 << i;
  });
  return { owner, armies: Object.values(regions).map((r) => r.armies), owned };
}

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
      expect(carried).toEqual(tableOf(state.regions));
      expect(regionTable(state.regions)).toBe(carried);
    }
  });

  it("R2.4 a state apply started from keeps a table of its own regions: asked again, it is rebuilt, not the successor's", () => {
    let state = newGame({ players: 4, seed: "hand-over" });
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

  it("R6.5 each seat's bit set of regions follows every conquest, through apply and the Simulator, over whole games", () => {
    let conquests = 0;
    for (let seed = 0; seed < 3; seed++) {
      let state = newGame({ players: 4, seed: `owned-${seed}` });
      const sim = new Simulator(state);
      const policy = new Prng(seedRng(`owned-policy-${seed}`));
      while (state.stage !== "over") {
        const actions = legalActions(state);
        const i = policy.int(actions.length);
        const next = apply(state, actions[i]!);
        if (!next.ok) throw new Error(next.error.message);
        if (next.events.some((e) => e.type === "regionConquered")) conquests++;
        state = next.state;
        expect(cachedRegionTable(state.regions)).toEqual(tableOf(state.regions));
        sim.stepIndex(i);
        expect(regionTable(sim.peek().regions)).toEqual(tableOf(sim.peek().regions));
      }
    }
    expect(conquests).toBeGreaterThan(20);
  });
});
