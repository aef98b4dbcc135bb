import { Prng, seedRng } from "@italia/engine";
import { describe, expect, it } from "vitest";
import { DecisionPrng, keyWords } from "./decision-prng.js";
import { decisionRng, seatSeed } from "./seeds.js";

describe("DecisionPrng: a decision's generator", () => {
  it("pins the words a seat's decision draws, word for word", () => {
    const rng = decisionRng(seatSeed("bots", 0), 0);
    expect(Array.from({ length: 6 }, () => rng.next())).toEqual(PINNED);
    const later = decisionRng(seatSeed("bots", 2), 137);
    expect(Array.from({ length: 3 }, () => later.next())).toEqual(PINNED_LATER);
  });

  it("gives what the engine's generator gives, draw by draw, past the first block too", () => {
    for (const [seed, block] of [
      ["a", 0],
      ["b", 4096 * 7],
      ["c", 2 ** 32 - 4096],
    ] as const) {
      const key = seedRng(seed).key;
      const fast = new DecisionPrng(key, keyWords(key), block);
      const engine = new Prng({ key, block, word: 0 });
      for (let i = 0; i < 40; i++) {
        expect(fast.state()).toEqual(engine.state());
        expect(fast.drawn).toBe(engine.drawn);
        expect(fast.next()).toBe(engine.next());
      }
      expect(fast.fork()).toEqual(engine.fork());
      const items = Array.from({ length: 30 }, (_, i) => i);
      const same = [...items];
      fast.shuffle(items);
      engine.shuffle(same);
      expect(items).toEqual(same);
      expect(fast.int(1000)).toBe(engine.int(1000));
    }
  });

  it("gives each of two generators drawn in turn its own words", () => {
    const key = seedRng("two").key;
    const [a, b] = [0, 4096].map((block) => new DecisionPrng(key, keyWords(key), block));
    const [ea, eb] = [0, 4096].map((block) => new Prng({ key, block, word: 0 }));
    for (let i = 0; i < 20; i++) {
      expect(a!.next()).toBe(ea!.next());
      expect(b!.next()).toBe(eb!.next());
    }
  });

  it("reads a hex key as little-endian words", () => {
    expect(Array.from(keyWords(`01020304${"0".repeat(48)}ffffffff`))).toEqual([
      0x04030201, 0, 0, 0, 0, 0, 0, 0xffffffff,
    ]);
  });
});

/** The seat's ChaCha20 stream (as 0.2.0's decisionRng gives it): these must never change. */
const PINNED = [4251778424, 3366857349, 2304409569, 553976919, 2467597420, 4169440421];
const PINNED_LATER = [1043287370, 1112435556, 3307900332];
