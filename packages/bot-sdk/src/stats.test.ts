import { describe, expect, it } from "vitest";
import { eloRatings, mean, wilson } from "./stats.js";

describe("wilson", () => {
  it("matches published values", () => {
    // 8 of 10: the textbook Wilson 95% interval is 0.490 – 0.943.
    const w = wilson(8, 10);
    expect(w.rate).toBe(0.8);
    expect(w.low).toBeCloseTo(0.4902, 3);
    expect(w.high).toBeCloseTo(0.9433, 3);
  });

  it("stays inside [0, 1] at the edges and narrows with more games", () => {
    expect(wilson(0, 20).low).toBe(0);
    expect(wilson(20, 20).high).toBe(1);
    const small = wilson(40, 100);
    const large = wilson(400, 1000);
    expect(large.high - large.low).toBeLessThan(small.high - small.low);
    expect(wilson(0, 0)).toEqual({ rate: 0, low: 0, high: 1 });
  });
});

describe("eloRatings", () => {
  it("gives 400 points for 10:1 odds, centred on the mean", () => {
    const results = [
      ...Array.from({ length: 1000 }, () => ({ a: 0, b: 1, score: 1 })),
      ...Array.from({ length: 100 }, () => ({ a: 0, b: 1, score: 0 })),
    ];
    const [strong, weak] = eloRatings(2, results);
    expect(strong! - weak!).toBeCloseTo(400, -1);
    expect((strong! + weak!) / 2).toBeCloseTo(1500, 6);
  });

  it("is symmetric and handles a player that never lost", () => {
    expect(eloRatings(2, [{ a: 0, b: 1, score: 0.5 }])).toEqual([1500, 1500]);
    const [a, b, c] = eloRatings(3, [
      { a: 0, b: 1, score: 1 },
      { a: 1, b: 2, score: 1 },
      { a: 0, b: 2, score: 1 },
    ]);
    expect(a).toBeGreaterThan(b!);
    expect(b).toBeGreaterThan(c!);
    expect(Number.isFinite(a)).toBe(true);
  });

  it("mean", () => {
    expect(mean([])).toBe(0);
    expect(mean([1, 2, 6])).toBe(3);
  });
});
