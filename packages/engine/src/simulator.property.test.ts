/**
 * Property tests of the simulation path: a {@link Simulator} fed the same legal actions as
 * {@link apply} reaches exactly the same states and outcomes, and its clones are independent.
 */
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { apply, playRule } from "./apply.js";
import { Draft } from "./draft.js";
import { legalActions } from "./legal.js";
import { Prng, seedRng } from "./rng.js";
import { newGame } from "./setup.js";
import { Simulator } from "./simulator.js";
import type { GameState } from "./state.js";
import { configArbWith, policyAction, policyArb } from "./testing/arbitraries.js";

/** Games of 1 to 12 rounds (R11.4), so that many whole games fit in a test run. */
const configArb = configArbWith(fc.integer({ min: 1, max: 12 }).map((rounds) => ({ rounds })));

/** A JSON snapshot, so a later change to a state would show. */
const snapshot = (s: GameState): string => JSON.stringify(s);

describe("Simulator", () => {
  test.prop([configArb, policyArb, fc.integer({ min: 0, max: 0x7fffffff })], { numRuns: 100 })(
    "reaches exactly apply's state after every action and the same outcome (R2–R11)",
    (config, policy, policySeed) => {
      let state = newGame(config);
      const sim = new Simulator(state);
      const rng = new Prng(seedRng(policySeed));
      for (let steps = 0; state.stage !== "over" && steps < 20_000; steps++) {
        const action = policyAction(state, rng, policy);
        const result = apply(state, action);
        if (!result.ok) throw new Error(`legal action refused: ${result.error.message}`);
        state = result.state;
        sim.step(action);
        if (snapshot(sim.state) !== snapshot(state)) expect(sim.state).toEqual(state);
      }
      expect(sim.stage).toBe(state.stage);
      expect(snapshot(sim.state)).toBe(snapshot(state));
      expect(sim.winner).toBe(state.winner);
      expect(sim.state.endReason).toBe(state.endReason);
    },
  );

  test.prop([configArb, fc.integer({ min: 0, max: 0x7fffffff })], { numRuns: 20 })(
    "never changes a state it handed out, and a clone plays on independently (R6.3 dice)",
    (config, policySeed) => {
      const sim = new Simulator(newGame(config));
      const rng = new Prng(seedRng(policySeed));
      for (let i = 0; i < 150 && sim.stage !== "over"; i++) {
        const actions = sim.legalActions();
        sim.step(actions[rng.int(actions.length)]!);
      }
      const kept = sim.state;
      const before = snapshot(kept);
      const clone = sim.clone();
      const other = sim.clone();
      for (let i = 0; i < 300 && clone.stage !== "over"; i++) {
        const actions = clone.legalActions();
        clone.step(actions[rng.int(actions.length)]!);
      }
      expect(snapshot(kept)).toBe(before);
      expect(sim.state).toBe(kept);
      // The untouched clone still plays exactly as apply from the kept state.
      const actions = other.legalActions();
      if (actions.length > 0) {
        const pick = actions[rng.int(actions.length)]!;
        other.step(pick);
        expect(other.state).toEqual((apply(kept, pick) as { state: GameState }).state);
      }
    },
  );

  test.prop(
    [
      configArb,
      policyArb,
      fc.integer({ min: 0, max: 0x7fffffff }),
      fc.integer({ min: 1, max: 40 }),
    ],
    {
      numRuns: 60,
    },
  )(
    "stepping in place between hand-outs reaches apply's states, and no state handed out ever changes (R2–R11)",
    (config, policy, policySeed, every) => {
      let state = newGame(config);
      const sim = new Simulator(state);
      const rng = new Prng(seedRng(policySeed));
      const kept: [GameState, string][] = [];
      for (let steps = 0; state.stage !== "over" && steps < 20_000; steps++) {
        const action = policyAction(state, rng, policy);
        const result = apply(state, action);
        if (!result.ok) throw new Error(`legal action refused: ${result.error.message}`);
        state = result.state;
        sim.step(action);
        expect(sim.stage).toBe(state.stage);
        expect(sim.currentSeat).toBe(state.currentSeat);
        // Hand the state out only now and then: the steps in between change it in place.
        if (rng.int(every) === 0) {
          const out = sim.state;
          expect(snapshot(out)).toBe(snapshot(state));
          kept.push([out, snapshot(out)]);
          const first = sim.legalActions()[0];
          if (first && rng.int(4) === 0) sim.clone().step(first);
        }
      }
      expect(snapshot(sim.state)).toBe(snapshot(state));
      for (const [s, before] of kept) expect(snapshot(s)).toBe(before);
    },
  );

  test.prop([configArb, fc.integer({ min: 0, max: 0x7fffffff })], { numRuns: 60 })(
    "stepping by index reaches apply's states with legalActions' action at that index (R2–R11)",
    (config, policySeed) => {
      let state = newGame(config);
      const sim = new Simulator(state);
      const rng = new Prng(seedRng(policySeed));
      for (let steps = 0; state.stage !== "over" && steps < 20_000; steps++) {
        const actions = legalActions(state);
        expect(sim.legalCount()).toBe(actions.length);
        const i = rng.int(actions.length);
        expect(sim.actionAt(i)).toEqual(actions[i]);
        // Now and then the whole list too, or a hand-out, between listing and stepping.
        if (rng.int(8) === 0) expect(sim.legalActions()).toEqual(actions);
        if (rng.int(16) === 0) expect(snapshot(sim.state)).toBe(snapshot(state));
        const result = apply(state, actions[i]);
        if (!result.ok) throw new Error(`legal action refused: ${result.error.message}`);
        state = result.state;
        sim.stepIndex(i);
        expect(sim.currentSeat).toBe(state.currentSeat);
        if (snapshot(sim.state) !== snapshot(state)) expect(sim.state).toEqual(state);
      }
      expect(sim.legalCount()).toBe(0);
      expect(sim.winner).toBe(state.winner);
    },
  );

  it("refuses an index outside the legal list and stays where it was (R4.7)", () => {
    const state = newGame({ players: 3, seed: "index" });
    const sim = new Simulator(state);
    const count = sim.legalCount();
    expect(count).toBe(legalActions(state).length);
    for (const bad of [-1, count, 0.5, Number.NaN]) {
      expect(() => sim.stepIndex(bad)).toThrow(RangeError);
      expect(() => sim.actionAt(bad)).toThrow(RangeError);
    }
    expect(sim.state).toBe(state);
    sim.stepIndex(count - 1);
    expect(sim.state).toEqual(
      (apply(state, legalActions(state)[count - 1]!) as { state: GameState }).state,
    );
  });

  it("tryStep refuses what apply refuses, with the same error, and plays what it accepts (R4.7)", () => {
    const state = newGame({ players: 4, seed: 7 });
    const sim = new Simulator(state);
    const wrongSeat = { type: "endTurn", seat: (state.currentSeat + 1) % 4 };
    expect(sim.tryStep(wrongSeat)).toEqual((apply(state, wrongSeat) as { error: unknown }).error);
    expect(sim.tryStep({ type: "nonsense" })).toEqual(
      (apply(state, { type: "nonsense" }) as { error: unknown }).error,
    );
    expect(sim.tryStep({ type: "clockExpired" })?.code).toBe("INVALID_ACTION");
    expect(sim.state).toBe(state);
    const [first] = legalActions(state);
    expect(sim.tryStep(first)).toBeNull();
    expect(sim.state).toEqual((apply(state, first) as { state: GameState }).state);
  });

  it("builds no event objects: a draft that does not record gets no event from any rule module (R2–R11)", () => {
    const rng = new Prng(seedRng("quiet-policy"));
    let state = newGame({ players: 4, seed: "quiet", limit: { rounds: 8 } });
    let steps = 0;
    for (; state.stage !== "over"; steps++) {
      const actions = legalActions(state);
      const action = actions[rng.int(actions.length)]!;
      const d = new Draft(state, new Prng(state.rng), false);
      playRule(d, action);
      expect(d.events).toEqual([]);
      state = (apply(state, action) as { state: GameState }).state;
    }
    expect(steps).toBeGreaterThan(100);
  });
});
