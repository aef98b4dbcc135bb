/**
 * The simulator plays by the same rules as `apply` (RZ4–RZ23, RZ26): over random games of 1–5
 * players, both modes, every hand setting, the state after each step equals `apply`'s, generator
 * included, and a refused action is refused with the same rule.
 */
import { fc, test } from "@fast-check/vitest";
import { Prng, seedRng } from "@italia/game-kit";
import { describe, expect, it } from "vitest";
import { apply } from "./apply.js";
import type { RadetzkyConfig } from "./config.js";
import { legalMoves } from "./legal.js";
import { actorsOf } from "./seats.js";
import { newGame } from "./setup.js";
import { Simulator } from "./sim.js";
import { cloneState, draftOf, type RadetzkyState } from "./state.js";

const configs = fc.record({
  players: fc.integer({ min: 1, max: 5 }),
  mode: fc.constantFrom("basic" as const, "advanced" as const),
  difficulty: fc.integer({ min: -4, max: 4 }),
  handInfo: fc.constantFrom("open" as const, "iconCount" as const, "closed" as const),
});

describe("Simulator equals apply (RZ26: same rules, same draws)", () => {
  test.prop([configs, fc.string({ maxLength: 8 }), fc.integer()], { numRuns: 40 })(
    "RZ4–RZ23: every step of a random game gives the state apply gives, generator included",
    (config: RadetzkyConfig, seed: string, policySeed: number) => {
      let state: RadetzkyState = newGame(config, seed);
      const sim = new Simulator(state);
      const policy = new Prng(seedRng(policySeed));
      for (let step = 0; step < 3000 && state.stage !== "over"; step++) {
        const actors = actorsOf(state);
        expect(sim.actors()).toEqual(actors);
        const seat = actors[policy.int(actors.length)]!;
        const moves = legalMoves(state, seat);
        expect(sim.legal(seat)).toEqual(moves);
        const action = moves[policy.int(moves.length)]!;
        const r = apply(state, action);
        if (!r.ok) throw new Error(r.error.message);
        state = r.value.state;
        sim.step(action);
        expect(sim.state()).toEqual(state);
      }
      expect(state.stage).toBe("over");
      expect(sim.stage).toBe("over");
    },
  );

  test.prop([configs, fc.string({ maxLength: 8 })], { numRuns: 20 })(
    "RZ25.2 cloneState copies every field of the position and generator, as a JSON round trip, sharing no object",
    (config: RadetzkyConfig, seed: string) => {
      const sim = new Simulator(newGame(config, seed));
      const policy = new Prng(seedRng(seed));
      const objects = (x: unknown, into: Set<unknown>): Set<unknown> => {
        if (typeof x === "object" && x !== null) {
          into.add(x);
          for (const v of Object.values(x)) objects(v, into);
        }
        return into;
      };
      for (let step = 0; step < 3000 && sim.stage !== "over"; step++) {
        const state = sim.state();
        const copy = cloneState(state);
        expect(copy).toStrictEqual(draftOf(state));
        const shared = objects(state, new Set());
        expect([...objects(copy, new Set())].filter((o) => shared.has(o))).toEqual([]);
        const actors = sim.actors();
        const moves = sim.legal(actors[policy.int(actors.length)]!);
        sim.step(moves[policy.int(moves.length)]!);
      }
    },
  );

  it("RZ25.7 tryStep refuses what apply refuses, citing the same rule, and changes nothing", () => {
    const config: RadetzkyConfig = {
      players: 3,
      mode: "basic",
      difficulty: 0,
      handInfo: "iconCount",
    };
    const state = newGame(config, "refuse");
    const sim = new Simulator(state);
    const bad = { type: "move", seat: 0, zone: 17 };
    const expected = apply(state, bad);
    expect(expected.ok).toBe(false);
    const error = sim.tryStep(bad);
    expect(error?.rule).toBe(expected.ok ? null : expected.error.rule);
    expect(sim.state()).toEqual(state);
    const seat = actorsOf(state)[0]!;
    const good = legalMoves(state, seat)[0]!;
    expect(sim.tryStep(good)).toBeNull();
    const r = apply(state, good);
    expect(r.ok && sim.state()).toEqual(r.ok ? r.value.state : null);
  });
});
