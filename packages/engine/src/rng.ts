/**
 * Seeded randomness. The engine never calls `Math.random`: every random draw comes from a
 * {@link RandomSource}, by default the game's own PRNG whose state travels inside the game state.
 *
 * ## The algorithm
 * - **Generator:** sfc32 (Chris Doty-Humphrey's Small Fast Counter, 32-bit), state `[a, b, c, d]`
 *   of four unsigned 32-bit integers. One step: `t = a + b + d; d = d + 1; a = b ^ (b >>> 9);
 *   b = c + (c << 3); c = ((c << 21) | (c >>> 11)) + t; output t` (all mod 2^32).
 * - **Seeding:** the seed (a string, or a number written in decimal) is hashed with 32-bit FNV-1a
 *   over its UTF-16 code units; that hash seeds SplitMix32, whose first four outputs are `a, b, c,
 *   d`; the first 12 sfc32 outputs are then discarded.
 * - **Integers in `[0, n)`:** rejection sampling on whole 32-bit outputs (no modulo bias): an
 *   output `x` is accepted when `x < 2^32 − (2^32 mod n)`, giving `x mod n`.
 * - **Dice:** `1 + int(6)`.
 * - **Shuffles:** Fisher–Yates from the last position down: for `i = n − 1 … 1`, swap `i` with
 *   `int(i + 1)`.
 *
 * @module
 */

/** The PRNG state: four unsigned 32-bit integers (sfc32). Plain JSON. */
export type RngState = readonly [number, number, number, number];

/** A source of the randomness the rules need. */
export interface RandomSource {
  /** A fair die: an integer from 1 to 6. */
  die(): number;
  /** A uniform integer in `[0, n)`. */
  int(n: number): number;
  /** Shuffles `items` in place. */
  shuffle<T>(items: T[]): void;
}

/** A game seed: any string, or a number (used through its decimal form). */
export type Seed = string | number;

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/**
 * Derives the initial PRNG state from a seed (see the module notes for the exact algorithm).
 *
 * @example
 * ```ts
 * const rng = seedRng("my game"); // the same four numbers on every machine
 * ```
 */
export function seedRng(seed: Seed): RngState {
  let x = fnv1a(typeof seed === "number" ? String(seed) : seed);
  const words: number[] = [];
  for (let i = 0; i < 4; i++) {
    x = (x + 0x9e3779b9) >>> 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    words.push((z ^ (z >>> 16)) >>> 0);
  }
  const rng = new Prng([words[0]!, words[1]!, words[2]!, words[3]!]);
  for (let i = 0; i < 12; i++) rng.next();
  return rng.state();
}

/** The sfc32 generator as a {@link RandomSource}; mutable, so the engine copies state in and out. */
export class Prng implements RandomSource {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  private draws = 0;

  /** Starts from a saved state (the state itself is not modified). */
  constructor(state: RngState) {
    [this.a, this.b, this.c, this.d] = state;
  }

  /** The next raw 32-bit output. */
  next(): number {
    this.draws++;
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 0x100000000) {
      throw new RangeError(`int(n) needs an integer n in 1..2^32, got ${n}`);
    }
    const limit = 0x100000000 - (0x100000000 % n);
    for (;;) {
      const x = this.next();
      if (x < limit) return x % n;
    }
  }

  die(): number {
    return 1 + this.int(6);
  }

  shuffle<T>(items: T[]): void {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = items[i]!;
      items[i] = items[j]!;
      items[j] = tmp;
    }
  }

  /** How many raw outputs have been drawn since this generator was made. */
  get drawn(): number {
    return this.draws;
  }

  /** The current state, as plain JSON. */
  state(): RngState {
    return [this.a >>> 0, this.b >>> 0, this.c >>> 0, this.d >>> 0];
  }
}

/** Thrown by a {@link ScriptedDice} source asked for something it cannot give. */
export class ScriptExhaustedError extends Error {
  override name = "ScriptExhaustedError";
}

/**
 * A {@link RandomSource} that plays back given die results, as conformance vectors do. It refuses
 * any other randomness (a shuffle of two or more items), since a vector cannot script it.
 */
export class ScriptedDice implements RandomSource {
  private position = 0;

  /** @param rolls the die results to hand out, in order (each 1–6). */
  constructor(private readonly rolls: readonly number[]) {}

  /** How many results have been handed out. */
  get used(): number {
    return this.position;
  }

  die(): number {
    const roll = this.rolls[this.position];
    if (roll === undefined) {
      throw new ScriptExhaustedError(
        `the action needed more dice than the ${this.rolls.length} listed in "rolls"`,
      );
    }
    this.position++;
    return roll;
  }

  int(n: number): number {
    if (n === 1) return 0;
    throw new ScriptExhaustedError("the action needed a random draw that is not a die roll");
  }

  shuffle<T>(items: T[]): void {
    if (items.length > 1) {
      throw new ScriptExhaustedError(
        `the action needed to shuffle ${items.length} items; give the deck explicitly instead`,
      );
    }
  }
}
