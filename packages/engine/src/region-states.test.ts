import { describe, expect, it } from "vitest";
import { apply } from "./apply.js";
import { legalActions } from "./legal.js";
import { REGION_ARMIES_LIMIT, regionState } from "./region-states.js";
import { newGame } from "./setup.js";
import { Simulator } from "./simulator.js";

describe("interned region objects (issue #13)", () => {
  it("R3 the same owner and armies give the same frozen object; odd numbers get fresh ones", () => {
    const a = regionState(2, 7);
    expect(regionState(2, 7)).toBe(a);
    expect(a).toEqual({ owner: 2, armies: 7 });
    expect(Object.isFrozen(a)).toBe(true);
    expect(regionState(2, 8)).not.toBe(a);
    expect(regionState(3, 7)).not.toBe(a);
    for (const [owner, armies] of [
      [1, REGION_ARMIES_LIMIT],
      [4, 1],
      [1, 1.5],
      [-1, 2],
    ] as const) {
      const r = regionState(owner, armies);
      expect(r).toEqual({ owner, armies });
      expect(Object.isFrozen(r)).toBe(true);
      expect(regionState(owner, armies)).not.toBe(r);
    }
  });

  it("R2.4 every region a state made by apply holds is frozen, and interned where it changed", () => {
    let state = newGame({ players: 4, seed: "interned-regions" });
    const sim = new Simulator(state);
    for (let i = 0; i < 200 && state.stage !== "over"; i++) {
      const actions = legalActions(state);
      const action = actions[(i * 7) % actions.length]!;
      const next = apply(state, action);
      if (!next.ok) throw new Error(next.error.message);
      sim.step(action);
      const before = state;
      state = next.state;
      for (const [id, r] of Object.entries(state.regions)) {
        const changed = r !== before.regions[id as keyof typeof state.regions];
        if (changed) expect(r).toBe(regionState(r.owner, r.armies));
        expect(Object.isFrozen(r)).toBe(true);
      }
      // The Simulator reaches the same regions (its own objects, changed in place between hand-outs).
      expect(sim.state).toEqual(state);
    }
  });
});
