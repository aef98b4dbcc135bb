import { apply, Prng, seedRng } from "@italia/engine";
import { describe, expect, it } from "vitest";
import { game } from "../testing/positions.js";
import { battleOdds, chainOdds, conquerProbability, rollOdds } from "./odds.js";

/** Brute force, written independently of rollOdds: P(attacker loses k) for one roll. */
function bruteRoll(att: number, def: number): number[] {
  const counts = new Array<number>(def + 1).fill(0);
  const rec = (dice: number[]): void => {
    if (dice.length === att + def) {
      const a = dice.slice(0, att).sort((x, y) => y - x);
      const d = dice.slice(att).sort((x, y) => y - x);
      let lost = 0;
      for (let i = 0; i < def; i++) if (!(a[i]! > d[i]!)) lost++;
      counts[lost]!++;
      return;
    }
    for (let f = 1; f <= 6; f++) rec([...dice, f]);
  };
  rec([]);
  const total = 6 ** (att + def);
  return counts.map((c) => c / total);
}

describe("rollOdds (R6.3)", () => {
  it("R6.3 one die against one: the attacker wins 15/36, ties go to the defender", () => {
    const [win, lose] = rollOdds(1, 1);
    expect(win).toMatchObject({ attackerLosses: 0, defenderLosses: 1, ways: 15, total: 36 });
    expect(lose).toMatchObject({ attackerLosses: 1, defenderLosses: 0, ways: 21, total: 36 });
    expect(win!.probability).toBeCloseTo(15 / 36, 15);
  });

  it("R6.3 two dice against one: 125/216 for the attacker", () => {
    expect(rollOdds(2, 1)[0]).toMatchObject({ attackerLosses: 0, ways: 125, total: 216 });
  });

  it("R6.3 matches an independent brute force for every legal pair of dice counts", () => {
    for (let a = 1; a <= 3; a++) {
      for (let d = 1; d <= a; d++) {
        const brute = bruteRoll(a, d);
        const table = new Array<number>(d + 1).fill(0);
        for (const o of rollOdds(a, d)) table[o.attackerLosses] = o.probability;
        for (const [k, p] of brute.entries()) expect(table[k]).toBeCloseTo(p, 12);
        expect(rollOdds(a, d).reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 12);
      }
    }
  });

  it("R6.2 refuses fewer attacker dice than defender dice", () => {
    expect(() => rollOdds(1, 2)).toThrow(RangeError);
    expect(() => rollOdds(2, 3)).toThrow(RangeError);
    expect(() => rollOdds(4, 1)).toThrow(RangeError);
  });
});

describe("battleOdds", () => {
  it("R6.2 a single roll when only one is possible: 2 armies against 1", () => {
    const o = battleOdds(2, 1);
    expect(o.conquer).toBeCloseTo(15 / 36, 12);
    expect(o.attackerLosses).toBeCloseTo(21 / 36, 12);
    expect(o.defenderLosses).toBeCloseTo(15 / 36, 12);
  });

  it("R6.2 no legal roll: the defender's 3 dice outnumber the 2 the attacker may roll", () => {
    const o = battleOdds(3, 3);
    expect(o.conquer).toBe(0);
    expect(o.attackerLosses).toBe(0);
    expect(o.ends).toEqual([{ attackers: 3, defenders: 3, probability: 1 }]);
  });

  it("R6.2 3 against 2: the attacker rolls 2 dice until it wins or drops below the defender's dice", () => {
    // Hand-computed: 2v2 roll outcomes (attacker losses 0/1/2) = 295/1296, 420/1296, 581/1296.
    const [w, s, l] = [295 / 1296, 420 / 1296, 581 / 1296];
    // From (3,2): win both → conquer; split → (2,1): 15/36; lose both → (1,2): stop.
    expect(battleOdds(3, 2).conquer).toBeCloseTo(w + s * (15 / 36), 12);
    expect(l).toBeCloseTo(rollOdds(2, 2)[2]!.probability, 12);
  });

  it("is a distribution whose expectations agree with its ends", () => {
    for (const [a, d] of [
      [5, 2],
      [10, 7],
      [4, 4],
      [30, 25],
    ] as const) {
      const o = battleOdds(a, d);
      const total = o.ends.reduce((s, e) => s + e.probability, 0);
      expect(total).toBeCloseTo(1, 10);
      const left = o.ends.reduce((s, e) => s + e.probability * e.attackers, 0);
      expect(o.attackerLosses).toBeCloseTo(a - left, 10);
      expect(o.conquer).toBeGreaterThan(0);
      expect(o.conquer).toBeLessThan(1);
      expect(conquerProbability(a, d)).toBe(o.conquer);
    }
  });

  it("more attackers never lower the odds, more defenders never raise them", () => {
    for (let d = 1; d <= 8; d++) {
      for (let a = 2; a <= 15; a++) {
        expect(battleOdds(a + 1, d).conquer).toBeGreaterThanOrEqual(
          battleOdds(a, d).conquer - 1e-12,
        );
        expect(battleOdds(a, d + 1).conquer).toBeLessThanOrEqual(battleOdds(a, d).conquer + 1e-12);
      }
    }
  });

  it("refuses sizes it cannot compute with a clear error, not a failed allocation", () => {
    expect(() => battleOdds(100_000, 100_000)).toThrow(/at most 1000 armies a side/);
    expect(() => battleOdds(2, 1001)).toThrow(RangeError);
    expect(battleOdds(1000, 3).conquer).toBeCloseTo(1, 9);
  });

  it("stopAt makes the attacker stop early", () => {
    const careful = battleOdds(10, 5, { stopAt: 5 });
    expect(careful.conquer).toBeLessThan(battleOdds(10, 5).conquer);
    expect(careful.ends.every((e) => e.defenders === 0 || e.attackers <= 5)).toBe(true);
  });

  it("R6 agrees with battles fought by the engine itself (Monte Carlo, 4 standard errors)", () => {
    const cases = [
      [4, 2],
      [6, 3],
      [3, 1],
    ] as const;
    for (const [a, d] of cases) {
      const trials = 1500;
      const dice = new Prng(seedRng(`mc-${a}-${d}`));
      let conquered = 0;
      let lost = 0;
      for (let t = 0; t < trials; t++) {
        let state = game({ lazio: [0, a], umbria: [1, d] });
        for (;;) {
          const from = state.regions.lazio.armies;
          const to = state.regions.umbria;
          if (to.owner === 0) {
            conquered++;
            break;
          }
          const max = Math.min(3, from - 1);
          if (max < Math.min(3, to.armies)) break;
          const r = apply(
            state,
            { type: "attack", seat: 0, from: "lazio", to: "umbria", dice: max },
            dice,
          );
          if (!r.ok) throw new Error(r.error.message);
          state = r.state;
        }
        lost += a - state.regions.lazio.armies;
      }
      const exact = battleOdds(a, d);
      const p = exact.conquer;
      expect(Math.abs(conquered / trials - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / trials));
      expect(Math.abs(lost / trials - exact.attackerLosses)).toBeLessThan(0.15);
    }
  });
});

describe("chainOdds", () => {
  it("a chain of one is a battle; longer chains are harder", () => {
    expect(chainOdds(6, [2]).conquerAll).toBeCloseTo(battleOdds(6, 2).conquer, 12);
    const two = chainOdds(8, [1, 1]);
    expect(two.conquerAll).toBeLessThan(chainOdds(8, [1]).conquerAll);
    expect(two.conquerAtLeast[0]).toBeCloseTo(battleOdds(8, 1).conquer, 12);
    expect(two.expectedConquests).toBeCloseTo(two.conquerAtLeast[0]! + two.conquerAtLeast[1]!, 12);
  });

  it("an empty chain is already won", () => {
    expect(chainOdds(3, []).conquerAll).toBe(1);
  });
});
