import { describe, expect, it } from "vitest";
import { randomSeed, SEED_BYTES } from "./seeds.js";

describe("randomSeed", () => {
  it("gives 128 random bits as 32 lowercase hex digits", () => {
    expect(SEED_BYTES).toBeGreaterThanOrEqual(16);
    for (let i = 0; i < 20; i++) expect(randomSeed()).toMatch(/^[0-9a-f]{32}$/);
  });

  it("never repeats and uses every hex digit", () => {
    const seeds = Array.from({ length: 1000 }, () => randomSeed());
    expect(new Set(seeds).size).toBe(1000);
    const digits = new Set(seeds.join(""));
    expect(digits.size).toBe(16);
  });
});
