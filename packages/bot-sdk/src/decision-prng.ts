/**
 * Internal: the generator a bot gets for one decision, made fast for the first block.
 *
 * A decision's numbers are the seat's ChaCha20 stream from the decision's block on (see
 * `decisionRng`). Most bots draw a handful of words per decision (the random bot two or three),
 * so what a decision costs is the first block: the engine's generator makes it through a general
 * cipher routine (key bytes, buffers, a copy) built for long streams. {@link DecisionPrng} makes
 * that one block itself, from the key words it keeps per seat, and hands out its 16 words; a bot
 * that draws more continues on the engine's generator, word for word the same stream. So every
 * bot gets exactly the numbers it got before, for less.
 *
 * @internal
 * @module
 */
import { Prng, type RngState } from "@italia/engine";

/** ChaCha20's constant words, "expand 32-byte k". */
const SIGMA0 = 0x61707865;
const SIGMA1 = 0x3320646e;
const SIGMA2 = 0x79622d32;
const SIGMA3 = 0x6b206574;
/** Words in a ChaCha20 block. */
const WORDS = 16;

/** The 8 little-endian key words of a 64-digit hex key. */
export function keyWords(hex: string): Uint32Array {
  const words = new Uint32Array(8);
  for (let i = 0; i < 8; i++) {
    let w = 0;
    for (let b = 3; b >= 0; b--)
      w = (w << 8) | Number.parseInt(hex.slice(8 * i + 2 * b, 8 * i + 2 * b + 2), 16);
    words[i] = w >>> 0;
  }
  return words;
}

/**
 * Writes ChaCha20 block `counter` of `key` (RFC 8439, all-zero nonce, 20 rounds) into `out` as
 * 16 words: the words the engine's `Prng` hands out for that block.
 */
export function chachaBlock(key: Uint32Array, counter: number, out: Uint32Array): void {
  const k0 = key[0]!,
    k1 = key[1]!,
    k2 = key[2]!,
    k3 = key[3]!;
  const k4 = key[4]!,
    k5 = key[5]!,
    k6 = key[6]!,
    k7 = key[7]!;
  let x0 = SIGMA0,
    x1 = SIGMA1,
    x2 = SIGMA2,
    x3 = SIGMA3;
  let x4 = k0,
    x5 = k1,
    x6 = k2,
    x7 = k3,
    x8 = k4,
    x9 = k5,
    x10 = k6,
    x11 = k7;
  let x12 = counter >>> 0,
    x13 = 0,
    x14 = 0,
    x15 = 0;
  for (let round = 0; round < 20; round += 2) {
    // Columns.
    x0 = (x0 + x4) | 0;
    x12 ^= x0;
    x12 = (x12 << 16) | (x12 >>> 16);
    x8 = (x8 + x12) | 0;
    x4 ^= x8;
    x4 = (x4 << 12) | (x4 >>> 20);
    x0 = (x0 + x4) | 0;
    x12 ^= x0;
    x12 = (x12 << 8) | (x12 >>> 24);
    x8 = (x8 + x12) | 0;
    x4 ^= x8;
    x4 = (x4 << 7) | (x4 >>> 25);
    x1 = (x1 + x5) | 0;
    x13 ^= x1;
    x13 = (x13 << 16) | (x13 >>> 16);
    x9 = (x9 + x13) | 0;
    x5 ^= x9;
    x5 = (x5 << 12) | (x5 >>> 20);
    x1 = (x1 + x5) | 0;
    x13 ^= x1;
    x13 = (x13 << 8) | (x13 >>> 24);
    x9 = (x9 + x13) | 0;
    x5 ^= x9;
    x5 = (x5 << 7) | (x5 >>> 25);
    x2 = (x2 + x6) | 0;
    x14 ^= x2;
    x14 = (x14 << 16) | (x14 >>> 16);
    x10 = (x10 + x14) | 0;
    x6 ^= x10;
    x6 = (x6 << 12) | (x6 >>> 20);
    x2 = (x2 + x6) | 0;
    x14 ^= x2;
    x14 = (x14 << 8) | (x14 >>> 24);
    x10 = (x10 + x14) | 0;
    x6 ^= x10;
    x6 = (x6 << 7) | (x6 >>> 25);
    x3 = (x3 + x7) | 0;
    x15 ^= x3;
    x15 = (x15 << 16) | (x15 >>> 16);
    x11 = (x11 + x15) | 0;
    x7 ^= x11;
    x7 = (x7 << 12) | (x7 >>> 20);
    x3 = (x3 + x7) | 0;
    x15 ^= x3;
    x15 = (x15 << 8) | (x15 >>> 24);
    x11 = (x11 + x15) | 0;
    x7 ^= x11;
    x7 = (x7 << 7) | (x7 >>> 25);
    // Diagonals.
    x0 = (x0 + x5) | 0;
    x15 ^= x0;
    x15 = (x15 << 16) | (x15 >>> 16);
    x10 = (x10 + x15) | 0;
    x5 ^= x10;
    x5 = (x5 << 12) | (x5 >>> 20);
    x0 = (x0 + x5) | 0;
    x15 ^= x0;
    x15 = (x15 << 8) | (x15 >>> 24);
    x10 = (x10 + x15) | 0;
    x5 ^= x10;
    x5 = (x5 << 7) | (x5 >>> 25);
    x1 = (x1 + x6) | 0;
    x12 ^= x1;
    x12 = (x12 << 16) | (x12 >>> 16);
    x11 = (x11 + x12) | 0;
    x6 ^= x11;
    x6 = (x6 << 12) | (x6 >>> 20);
    x1 = (x1 + x6) | 0;
    x12 ^= x1;
    x12 = (x12 << 8) | (x12 >>> 24);
    x11 = (x11 + x12) | 0;
    x6 ^= x11;
    x6 = (x6 << 7) | (x6 >>> 25);
    x2 = (x2 + x7) | 0;
    x13 ^= x2;
    x13 = (x13 << 16) | (x13 >>> 16);
    x8 = (x8 + x13) | 0;
    x7 ^= x8;
    x7 = (x7 << 12) | (x7 >>> 20);
    x2 = (x2 + x7) | 0;
    x13 ^= x2;
    x13 = (x13 << 8) | (x13 >>> 24);
    x8 = (x8 + x13) | 0;
    x7 ^= x8;
    x7 = (x7 << 7) | (x7 >>> 25);
    x3 = (x3 + x4) | 0;
    x14 ^= x3;
    x14 = (x14 << 16) | (x14 >>> 16);
    x9 = (x9 + x14) | 0;
    x4 ^= x9;
    x4 = (x4 << 12) | (x4 >>> 20);
    x3 = (x3 + x4) | 0;
    x14 ^= x3;
    x14 = (x14 << 8) | (x14 >>> 24);
    x9 = (x9 + x14) | 0;
    x4 ^= x9;
    x4 = (x4 << 7) | (x4 >>> 25);
  }
  out[0] = x0 + SIGMA0;
  out[1] = x1 + SIGMA1;
  out[2] = x2 + SIGMA2;
  out[3] = x3 + SIGMA3;
  out[4] = x4 + k0;
  out[5] = x5 + k1;
  out[6] = x6 + k2;
  out[7] = x7 + k3;
  out[8] = x8 + k4;
  out[9] = x9 + k5;
  out[10] = x10 + k6;
  out[11] = x11 + k7;
  out[12] = x12 + (counter >>> 0);
  out[13] = x13;
  out[14] = x14;
  out[15] = x15;
}

/** The first block of the generator that drew last ({@link owner}). */
const shared = new Uint32Array(WORDS);
/** Whose first block {@link shared} holds. */
let owner: DecisionPrng | null = null;

/**
 * A decision's generator: the engine's {@link Prng} for the stream from word 0 of `block`, whose
 * first 16 words come from {@link chachaBlock} (made on the first draw). Every method gives what
 * the engine's generator gives for the same state: the same words, `drawn`, `state()`, `fork()`.
 */
export class DecisionPrng extends Prng {
  readonly #key: string;
  readonly #keyWords: Uint32Array;
  readonly #block: number;
  /** Words drawn from the first block; past 16, the engine's generator has taken over. */
  #used = 0;

  /** @param key the stream's key (64 hex digits), `words` its {@link keyWords} */
  constructor(key: string, words: Uint32Array, block: number) {
    super({ key, block, word: 0 });
    this.#key = key;
    this.#keyWords = words;
    this.#block = block;
  }

  override next(): number {
    const used = this.#used;
    if (used < WORDS) {
      // One block of words for all decisions' generators, made again (the same words) when
      // another generator used it since: no array per decision.
      if (owner !== this) {
        chachaBlock(this.#keyWords, this.#block, shared);
        owner = this;
      }
      this.#used = used + 1;
      return shared[used]!;
    }
    if (used === WORDS) {
      // The first block is spent: the engine's generator (still at word 0) skips it and goes on.
      for (let i = 0; i < WORDS; i++) super.next();
      this.#used = WORDS + 1;
    }
    return super.next();
  }

  override get drawn(): number {
    return this.#used <= WORDS ? this.#used : super.drawn;
  }

  override state(): RngState {
    if (this.#used > WORDS) return super.state();
    return this.#used === WORDS
      ? { key: this.#key, block: this.#block + 1, word: 0 }
      : { key: this.#key, block: this.#block, word: this.#used };
  }
}
