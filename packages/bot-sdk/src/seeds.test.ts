import { describe, expect, it } from "vitest";
import { botSeedFor, decisionRng, randomSeed, SEED_BYTES, seatSeed } from "./seeds.js";

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

describe("decisionRng", () => {
  const seat = seatSeed(botSeedFor("decisions"), 2);

  it("gives the same numbers for the same seat seed and step, in every call", () => {
    const a = decisionRng(seat, 17);
    const b = decisionRng(seat, 17);
    for (let i = 0; i < 40; i++) expect(a.next()).toBe(b.next());
  });

  it("gives each decision its own 65,536 words of the seat's stream, one after the other", () => {
    const first = decisionRng(seat, 0);
    for (let i = 0; i < 65_536; i++) first.next();
    // Word 65,536 of step 0's part is where step 1's part begins: the parts do not overlap.
    expect(first.next()).toBe(decisionRng(seat, 1).next());
    const starts = new Set(Array.from({ length: 200 }, (_, s) => decisionRng(seat, s).next()));
    expect(starts.size).toBe(200);
  });

  it("gives other seats other numbers", () => {
    const other = seatSeed(botSeedFor("decisions"), 3);
    const mine = Array.from({ length: 8 }, () => decisionRng(seat, 5).next());
    expect(decisionRng(other, 5).next()).not.toBe(mine[0]);
  });

  it("pins the words a seat's decision draws, word for word (the stream of 0.2.0's decisionRng)", () => {
    const rng = decisionRng(seatSeed("bots", 0), 0);
    expect(Array.from({ length: 6 }, () => rng.next())).toEqual(PINNED);
    const later = decisionRng(seatSeed("bots", 2), 137);
    expect(Array.from({ length: 3 }, () => later.next())).toEqual(PINNED_LATER);
  });

  it("refuses a step that is not a whole number ≥ 0", () => {
    for (const step of [-1, 1.5, Number.NaN, 2 ** 60]) {
      expect(() => decisionRng(seat, step)).toThrow(RangeError);
    }
  });
});

/** The seat's ChaCha20 stream (as 0.2.0's decisionRng gives it): these must never change. */
const PINNED = [4251778424, 3366857349, 2304409569, 553976919, 2467597420, 4169440421];
const PINNED_LATER = [1043287370, 1112435556, 3307900332];
