/**
 * Seeded randomness. A game never calls `Math.random`: every random draw comes from a
 * {@link RandomSource}, by default the game's own generator whose state travels inside the game
 * state. The generator is a cryptographic stream, so that neither the public dice nor the opening
 * position reveal the seed, the deck order or the objectives: there is no small space of games to
 * search (the seed is hashed to 256 bits) and ChaCha20's outputs do not reveal its key.
 *
 * ## The algorithm (enough to write a matching implementation)
 * - **Key:** the seed (a string, or a number written in decimal by `String(n)`, so `42` and `"42"`
 *   are the same seed) is encoded as UTF-8 (a lone UTF-16 surrogate becomes U+FFFD, as
 *   `TextEncoder` does) and hashed with SHA-256 (FIPS 180-4). The 32-byte digest is the key.
 * - **Stream:** ChaCha20 as in RFC 8439 §2.3–2.4 with that key, a nonce of 12 zero bytes and block
 *   counters 0, 1, 2, …: the keystream is block 0's 64 bytes, then block 1's, and so on (the
 *   keystream is what ChaCha20 would XOR onto a message of zero bytes).
 * - **Words:** the keystream is read as unsigned 32-bit words, little-endian, in order (word `i`
 *   of block `b` is bytes `64·b + 4·i … 64·b + 4·i + 3`). Each word is one raw output.
 * - **Integers in `[0, n)`:** rejection sampling on whole words (no modulo bias): a word `x` is
 *   accepted when `x < 2^32 − (2^32 mod n)`, giving `x mod n`; otherwise the next word is drawn.
 * - **Dice:** `1 + int(6)`.
 * - **Shuffles:** Fisher–Yates from the last position down: for `i = n − 1 … 1`, swap `i` with
 *   `int(i + 1)`.
 * - **State:** `{ key, block, word }` — the key as 64 lowercase hex digits, and the position of the
 *   next word to read: block counter `block` (0 … 2^32 − 1) and word `word` (0 … 15) within it.
 *   Plain JSON, so a stored or replayed game continues the stream exactly, on any machine.
 *
 * ## Speed
 * Most actions draw nothing, so a generator computes keystream only when first asked for a word.
 * Its first draw computes only the block it needs (unless the memo below holds it), into one
 * block buffer shared by all generators (made again, the same words, when another generator
 * used it since), since most generators draw a few words: a bot's decision, a simulated game's
 * policy. Further draws compute 16 blocks (a chunk of 256 words, 1 KiB) at once and keep the last
 * few chunks in a small module-level memo keyed by (key, chunk index). The memo holds only values
 * that are a pure function of their key, so it never changes what any call returns: `apply` stays
 * pure and a state replays identically, whatever the memo holds.
 *
 * The ChaCha20 block function is the kit's own (`chacha.ts`, a few dozen lines written straight
 * from RFC 8439 and checked against `@noble/ciphers` and the RFC's vectors in the tests); SHA-256 is
 * `@noble/hashes`': audited, dependency-free, pure JavaScript that runs in Node and in browsers.
 *
 * @module
 */
import { sha256 } from "@noble/hashes/sha2";
import { chachaBlock, keyWords } from "./chacha.js";

/**
 * The generator's state (see the module notes): the ChaCha20 key and the position of the next
 * 32-bit word in its keystream. Plain JSON.
 */
export interface RngState {
  /** The 256-bit key, SHA-256 of the seed: 64 lowercase hex digits. Secret. */
  readonly key: string;
  /** The ChaCha20 block counter of the next word (0 … 2^32 − 1). */
  readonly block: number;
  /** The index of the next word within that block (0 … 15). */
  readonly word: number;
}

/**
 * A source of the randomness a game's rules draw: uniform integers and shuffles. A game's own
 * rules may ask for more (Italia's dice: `die()`), always built on these.
 */
export interface RandomSource {
  /** A uniform integer in `[0, n)`. */
  int(n: number): number;
  /** Shuffles `items` in place. */
  shuffle<T>(items: T[]): void;
}

/** A game seed: any string, or a number (used through its decimal form). */
export type Seed = string | number;

/** Keystream blocks computed at once, and the unit the memo stores. */
const BLOCKS_PER_CHUNK = 16;
const WORDS_PER_BLOCK = 16;
const WORDS_PER_CHUNK = BLOCKS_PER_CHUNK * WORDS_PER_BLOCK;
/** ChaCha20's block counter is 32 bits (RFC 8439). */
const BLOCK_LIMIT = 2 ** 32;
const MEMO_SIZE = 8;
const KEY_PATTERN = /^[0-9a-f]{64}$/;

/** One encoder for every seed (making one per call showed in profiles of many short games). */
const UTF8 = new TextEncoder();

const HEX: string[] = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"));

function toHex(bytes: Uint8Array): string {
  let out = "";
  for (const b of bytes) out += HEX[b];
  return out;
}

interface Chunk {
  readonly key: string;
  readonly index: number;
  readonly words: Uint32Array;
}

/** The last chunks computed, most recent first. Values depend only on (key, index). */
const memo: Chunk[] = [];

/** The last keys decoded from hex, most recent first. */
const keyMemo: { readonly hex: string; readonly words: Uint32Array }[] = [];

/** The ChaCha20 key words of a key in hex (the same keys as {@link KEY_PATTERN} accepts). */
function keyWordsOf(hex: string): Uint32Array {
  for (let i = 0; i < keyMemo.length; i++) if (keyMemo[i]!.hex === hex) return keyMemo[i]!.words;
  const words = keyWords(hex);
  if (words === null) {
    throw new RangeError("an RNG state's key must be 64 lowercase hex digits");
  }
  if (keyMemo.length >= MEMO_SIZE) keyMemo.pop();
  keyMemo.unshift({ hex, words });
  return words;
}

/** Chunk `index` of `key` if the memo holds it. */
function memoized(key: string, index: number): Uint32Array | null {
  for (let i = 0; i < memo.length; i++) {
    const c = memo[i]!;
    if (c.index === index && c.key === key) return c.words;
  }
  return null;
}

/** Keystream words of chunk `index` of `key` (read-only; shared through the memo). */
function chunk(key: string, index: number): Uint32Array {
  const known = memoized(key, index);
  if (known) return known;
  const first = index * BLOCKS_PER_CHUNK;
  // The last chunk may end at the 2^32 block limit; never ask ChaCha20 past it.
  const blocks = Math.min(BLOCKS_PER_CHUNK, BLOCK_LIMIT - first);
  const words = keystream(key, first, blocks);
  if (memo.length >= MEMO_SIZE) memo.pop();
  memo.unshift({ key, index, words });
  return words;
}

/** The keystream words of `blocks` blocks of `key` from block `first` (not memoized). */
function keystream(key: string, first: number, blocks: number): Uint32Array {
  const k = keyWordsOf(key);
  const words = new Uint32Array(blocks * WORDS_PER_BLOCK);
  for (let b = 0; b < blocks; b++) chachaBlock(k, first + b, words, b * WORDS_PER_BLOCK);
  return words;
}

/**
 * One block of keystream shared by every generator's first draw, and the generator whose block
 * it holds ({@link Prng} checks before each read from it, and makes its block again if another
 * generator has used the buffer since: the same words, and no array per generator).
 */
const firstBlock = new Uint32Array(WORDS_PER_BLOCK);
let firstBlockOwner: Prng | null = null;

/**
 * Derives the initial generator state from a seed: SHA-256 of the seed's UTF-8 bytes as the key,
 * at the start of the stream (see the module notes for the exact algorithm).
 *
 * @example
 * ```ts
 * const rng = seedRng("my game"); // { key: "…64 hex digits…", block: 0, word: 0 } on every machine
 * ```
 */
export function seedRng(seed: Seed): RngState {
  const text = typeof seed === "number" ? String(seed) : seed;
  return { key: toHex(sha256(UTF8.encode(text))), block: 0, word: 0 };
}

/**
 * Whether a value is a well-formed {@link RngState}: a 64-hex-digit key, a block counter in
 * 0 … 2^32 − 1 and a word index in 0 … 15.
 */
export function isRngState(value: unknown): value is RngState {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.key === "string" &&
    KEY_PATTERN.test(v.key) &&
    Number.isInteger(v.block) &&
    (v.block as number) >= 0 &&
    (v.block as number) < BLOCK_LIMIT &&
    Number.isInteger(v.word) &&
    (v.word as number) >= 0 &&
    (v.word as number) < WORDS_PER_BLOCK
  );
}

/**
 * The ChaCha20 generator as a {@link RandomSource}; mutable, so a game copies its state in and out.
 * Keystream is computed only when a word is first drawn.
 */
export class Prng implements RandomSource {
  private readonly key: string;
  /** Index of the next word in the whole keystream. */
  private position: number;
  private readonly start: number;
  /** The chunk holding `position`, once computed, and its first word's index. */
  private words: Uint32Array | null = null;
  private wordsFrom = 0;

  /**
   * Starts from a saved state (the state itself is not modified).
   *
   * @throws RangeError if `state` is not a well-formed {@link RngState} (a broken invariant); a
   * key of 64 characters that are not all lowercase hex digits is refused at the first draw.
   */
  constructor(state: RngState) {
    // Cheap checks here (one per action); the key's digits are checked when keystream is made.
    const { key, block, word } = state ?? ({} as Partial<RngState>);
    if (
      typeof key !== "string" ||
      key.length !== 64 ||
      !Number.isInteger(block) ||
      (block as number) < 0 ||
      (block as number) >= BLOCK_LIMIT ||
      !Number.isInteger(word) ||
      (word as number) < 0 ||
      (word as number) >= WORDS_PER_BLOCK
    ) {
      throw new RangeError("not an RNG state: { key, block, word } expected");
    }
    this.key = state.key;
    this.position = state.block * WORDS_PER_BLOCK + state.word;
    this.start = this.position;
  }

  /** The next raw 32-bit output (the next keystream word). */
  next(): number {
    let offset = this.position - this.wordsFrom;
    if (this.words === null || offset >= this.words.length) {
      this.load();
      offset = this.position - this.wordsFrom;
    } else if (this.words === firstBlock && firstBlockOwner !== this) {
      // Another generator's first block took the shared buffer since: make ours again.
      chachaBlock(keyWordsOf(this.key), this.wordsFrom / WORDS_PER_BLOCK, firstBlock, 0);
      firstBlockOwner = this;
    }
    this.position++;
    return this.words![offset]!;
  }

  /**
   * Loads the keystream around `position`. A generator's first draw outside the memo computes
   * only the block it needs, into the shared {@link firstBlock}: most generators made for one
   * decision or one action draw a few words (a bot's choice, a die) and never need the rest of a
   * chunk. Later draws load chunks.
   */
  private load(): void {
    const index = Math.floor(this.position / WORDS_PER_CHUNK);
    if (index * BLOCKS_PER_CHUNK >= BLOCK_LIMIT) {
      throw new RangeError("the random stream is exhausted (2^32 ChaCha20 blocks)");
    }
    const known = memoized(this.key, index);
    if (known === null && this.words === null) {
      const block = Math.floor(this.position / WORDS_PER_BLOCK);
      chachaBlock(keyWordsOf(this.key), block, firstBlock, 0);
      firstBlockOwner = this;
      this.words = firstBlock;
      this.wordsFrom = block * WORDS_PER_BLOCK;
      return;
    }
    this.words = known ?? chunk(this.key, index);
    this.wordsFrom = index * WORDS_PER_CHUNK;
  }

  int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 0x100000000) {
      throw new RangeError(`int(n) needs an integer n in 1..2^32, got ${n}`);
    }
    // 2^32 mod n: for n up to 46,340 (every draw the rules and most policies make) as
    // ((2^16 mod n)^2) mod n, whose terms stay below 2^31, so V8 keeps it in integer arithmetic;
    // a floating-point remainder of 2^32 was a sixth of a draw.
    let rest: number;
    if (n <= 46340) {
      const r = 65536 % n;
      rest = (r * r) % n;
    } else rest = 0x100000000 % n;
    const limit = 0x100000000 - rest;
    for (;;) {
      const x = this.next();
      if (x < limit) return x % n;
    }
  }

  /** A fair die, `1 + int(6)` (the dice of Italia's rules). */
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
    return this.position - this.start;
  }

  /** The current state, as plain JSON. */
  state(): RngState {
    return {
      key: this.key,
      block: Math.floor(this.position / WORDS_PER_BLOCK),
      word: this.position % WORDS_PER_BLOCK,
    };
  }

  /**
   * A new, independent generator state keyed by the next 8 words of this stream (for giving a
   * simulated or sampled game its own dice without hashing a seed).
   */
  fork(): RngState {
    let key = "";
    for (let i = 0; i < 8; i++) {
      // The word in 8 hex digits, most significant first (a byte table: toString(16) and
      // padStart were most of a fork's time).
      const w = this.next();
      key += HEX[w >>> 24]! + HEX[(w >>> 16) & 0xff]! + HEX[(w >>> 8) & 0xff]! + HEX[w & 0xff]!;
    }
    return { key, block: 0, word: 0 };
  }
}
