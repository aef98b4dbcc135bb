import { describe, expect, it } from "vitest";
import { MAX_POOL, seatMixes } from "./schedule.js";

describe("seatMixes", () => {
  it("draws every set of different bots when the pool is large enough (R2.1: 3 or 4 seats)", () => {
    expect(seatMixes(4, 3)).toEqual([
      [0, 1, 2],
      [0, 1, 3],
      [0, 2, 3],
      [1, 2, 3],
    ]);
    expect(seatMixes(5, 4)).toHaveLength(5);
    expect(seatMixes(4, 4)).toEqual([[0, 1, 2, 3]]);
  });

  it("fills tables with repeats for a small pool, every bot at every table, seats balanced", () => {
    expect(seatMixes(2, 3)).toEqual([
      [0, 0, 1],
      [0, 1, 1],
    ]);
    const mixes = seatMixes(3, 4);
    expect(mixes).toEqual([
      [0, 0, 1, 2],
      [0, 1, 1, 2],
      [0, 1, 2, 2],
    ]);
    // Over the schedule each bot has as many seats as any other.
    const seats = [0, 1, 2].map((b) => mixes.flat().filter((x) => x === b).length);
    expect(new Set(seats).size).toBe(1);
    const two = seatMixes(2, 4).flat();
    expect(two.filter((x) => x === 0).length).toBe(two.filter((x) => x === 1).length);
  });

  it("refuses a pool of fewer than 2 or more than MAX_POOL bots", () => {
    expect(() => seatMixes(1, 3)).toThrow(RangeError);
    expect(() => seatMixes(MAX_POOL + 1, 4)).toThrow(RangeError);
    expect(seatMixes(MAX_POOL, 4)).toHaveLength(1820);
  });
});
