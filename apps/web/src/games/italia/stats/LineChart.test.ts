import { describe, expect, it } from "vitest";
import { ticks } from "./LineChart";

describe("chart ticks", () => {
  it("are whole, round, start at 0 and reach the largest value", () => {
    expect(ticks(8)).toEqual([0, 2, 4, 6, 8]);
    expect(ticks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(ticks(1)).toEqual([0, 1]);
    expect(ticks(0)).toEqual([0, 1]);
    expect(ticks(137)).toEqual([0, 50, 100, 150]);
    for (const max of [3, 19, 20, 61, 999]) {
      const t = ticks(max);
      expect(t[0]).toBe(0);
      expect(t[t.length - 1]).toBeGreaterThanOrEqual(max);
      expect(t.length).toBeLessThanOrEqual(7);
      expect(t.every(Number.isInteger)).toBe(true);
    }
  });
});
