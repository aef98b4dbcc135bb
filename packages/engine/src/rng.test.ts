import { describe, expect, it } from "vitest";
import { ScriptExhaustedError, ScriptedDice, seedRng } from "./rng.js";
import { newGame } from "./setup.js";

/** The 32-bit FNV-1a hash over UTF-16 code units that the old engine (before ChaCha20) seeded from. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

describe("the seed cannot be searched from a game (issue #8)", () => {
  it("the state holds a 256-bit key: a 32-bit seed hash no longer decides the game", () => {
    // Two seeds with the same 32-bit FNV-1a hash gave the same game before ChaCha20.
    const [a, b] = FNV_COLLISION;
    expect(a).not.toBe(b);
    expect(fnv1a(a)).toBe(fnv1a(b));
    expect(seedRng(a).key).not.toBe(seedRng(b).key);
    expect(seedRng(a).key.length * 4).toBe(256);
    const ga = newGame({ players: 4, seed: a });
    const gb = newGame({ players: 4, seed: b });
    const deal = (s: typeof ga) => JSON.stringify([s.firstSeat, s.regions, s.objectives, s.deck]);
    expect(deal(ga)).not.toBe(deal(gb));
  });
});

describe("ScriptedDice", () => {
  it("hands out the scripted rolls in order and counts them", () => {
    const dice = new ScriptedDice([6, 1, 3]);
    expect(dice.used).toBe(0);
    expect(dice.die()).toBe(6);
    expect(dice.die()).toBe(1);
    expect(dice.used).toBe(2);
    expect(dice.die()).toBe(3);
    expect(dice.used).toBe(3);
  });

  it("throws ScriptExhaustedError when the rolls run out", () => {
    const dice = new ScriptedDice([4]);
    dice.die();
    expect(() => dice.die()).toThrow(ScriptExhaustedError);
    expect(() => new ScriptedDice([]).die()).toThrow(/more dice/);
  });

  it("refuses to shuffle 2 or more items, but lets 0 or 1 item through", () => {
    const dice = new ScriptedDice([1, 2, 3]);
    expect(() => dice.shuffle(["a", "b"])).toThrow(ScriptExhaustedError);
    const one = ["a"];
    expect(() => dice.shuffle(one)).not.toThrow();
    expect(() => dice.shuffle([])).not.toThrow();
    expect(one).toEqual(["a"]);
    expect(dice.used).toBe(0);
  });

  it("int(1) is 0; any other int draw is refused", () => {
    const dice = new ScriptedDice([2]);
    expect(dice.int(1)).toBe(0);
    expect(() => dice.int(6)).toThrow(ScriptExhaustedError);
  });

  it("ScriptExhaustedError is an Error with its own name", () => {
    const e = new ScriptExhaustedError("x");
    expect(e).toBeInstanceOf(Error);
    expect(e.name).toBe("ScriptExhaustedError");
  });
});

/** Two seeds with the same 32-bit FNV-1a hash (found by a birthday search over `seed-N`). */
const FNV_COLLISION = ["seed-649864", "seed-1617280"] as const;
