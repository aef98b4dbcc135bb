/**
 * The Simulator's read-only accessors (`peek`, `regionOwner`, `regionArmies`, `readBoard`,
 * `cardCount`): they read exactly the state `apply` reaches, and reading never hands the state
 * out (a state handed out earlier still never changes).
 */
import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { apply } from "./apply.js";
import { REGION_IDS } from "./board.js";
import { Prng, seedRng } from "./rng.js";
import { newGame } from "./setup.js";
import { Simulator } from "./simulator.js";
import type { GameState } from "./state.js";
import { configArbWith, policyAction, policyArb } from "./testing/arbitraries.js";

const configArb = configArbWith(fc.integer({ min: 1, max: 8 }).map((rounds) => ({ rounds })));
const snapshot = (s: GameState): string => JSON.stringify(s);

describe("Simulator reading without handing out", () => {
  test.prop([configArb, policyArb, fc.integer({ min: 0, max: 0x7fffffff })], { numRuns: 30 })(
    "peek, regionOwner, regionArmies, readBoard and cardCount read apply's state after every action (R2–R11)",
    (config, policy, policySeed) => {
      let state = newGame(config);
      const sim = new Simulator(state);
      const rng = new Prng(seedRng(policySeed));
      const owner = new Int8Array(REGION_IDS.length);
      const armies = new Int16Array(REGION_IDS.length);
      for (let steps = 0; state.stage !== "over" && steps < 20_000; steps++) {
        const action = policyAction(state, rng, policy);
        const result = apply(state, action);
        if (!result.ok) throw new Error(`legal action refused: ${result.error.message}`);
        state = result.state;
        sim.step(action);
        const seen = sim.peek();
        if (snapshot(seen) !== snapshot(state)) expect(seen).toEqual(state);
        sim.readBoard(owner, armies);
        REGION_IDS.forEach((id, i) => {
          const r = state.regions[id];
          if (sim.regionOwner(i) !== r.owner || owner[i] !== r.owner) {
            expect([sim.regionOwner(i), owner[i]]).toEqual([r.owner, r.owner]);
          }
          if (sim.regionArmies(i) !== r.armies || armies[i] !== r.armies) {
            expect([sim.regionArmies(i), armies[i]]).toEqual([r.armies, r.armies]);
          }
        });
        for (let seat = 0; seat < state.players; seat++) {
          expect(sim.cardCount(seat)).toBe(state.hands[seat]!.length);
        }
      }
      expect(sim.peek().winner).toBe(state.winner);
    },
  );

  test.prop([configArb, fc.integer({ min: 0, max: 0x7fffffff })], { numRuns: 20 })(
    "a state handed out never changes however often the simulator is read and stepped after it",
    (config, policySeed) => {
      const sim = new Simulator(newGame(config));
      const rng = new Prng(seedRng(policySeed));
      for (let i = 0; i < 60 && sim.stage !== "over"; i++) {
        const actions = sim.legalActions();
        sim.step(actions[rng.int(actions.length)]!);
      }
      const kept = sim.state;
      const before = snapshot(kept);
      // Reading the state handed out costs no copy: it is the same object.
      expect(sim.peek()).toBe(kept);
      for (let i = 0; i < 300 && sim.stage !== "over"; i++) {
        sim.peek();
        sim.regionOwner(i % REGION_IDS.length);
        sim.cardCount(0);
        const actions = sim.legalActions();
        sim.step(actions[rng.int(actions.length)]!);
      }
      expect(snapshot(kept)).toBe(before);
    },
  );
});
