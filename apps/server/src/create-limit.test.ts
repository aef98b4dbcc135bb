import { describe, expect, it } from "vitest";
import { CreateLimit } from "./create-limit.js";

describe("CreateLimit: rooms per client address", () => {
  it("gives a burst, then one room every period, and says how long to wait", () => {
    let now = 0;
    const limit = new CreateLimit({ burst: 3, everyMs: 1000 }, 100, () => now);
    expect([limit.take("a"), limit.take("a"), limit.take("a")]).toEqual([0, 0, 0]);
    expect(limit.take("a")).toBe(1000);
    now = 400;
    expect(limit.take("a")).toBe(600); // a refusal takes nothing
    expect(limit.take("b")).toBe(0); // another address has its own bucket
    now = 1000;
    expect(limit.take("a")).toBe(0);
    expect(limit.take("a")).toBe(1000);
    now = 1_000_000; // a long pause earns the burst back, never more
    expect([0, 1, 2, 3].map(() => limit.take("a"))).toEqual([0, 0, 0, 1000]);
  });

  it("forgets addresses whose bucket is full again, and never holds more than its cap", () => {
    let now = 0;
    const limit = new CreateLimit({ burst: 2, everyMs: 1000 }, 3, () => now);
    limit.take("a");
    limit.take("b");
    now = 1500;
    limit.sweep(); // a and b are full again: as if they had never come
    expect(limit.size).toBe(0);
    for (const key of ["a", "b", "c", "d", "e"]) limit.take(key);
    expect(limit.size).toBe(3);
    // the least recently seen went first: "a" starts again with a full bucket
    limit.take("a");
    expect(limit.take("a")).toBe(0);
    expect(limit.take("a")).toBe(1000);
  });
});
