/**
 * Internal: the ChaCha20 block function (RFC 8439 §2.3) behind the kit's `Prng`, written
 * out for its one use here: a 256-bit key, an all-zero nonce, 16 words out per block counter.
 *
 * A general cipher routine (key bytes, nonce, a message buffer, a copy, a byte-to-word view) costs
 * more than the block itself when a generator draws a few words, which is what most generators do:
 * one per decision of a bot, one per game of a simulation. This routine writes the block's words
 * straight into a word array. It is checked against `@noble/ciphers` and the RFC's vectors in
 * `chacha.test.ts` and `rng.test.ts`.
 *
 * @internal
 * @module
 */

/** ChaCha20's constant words, "expand 32-byte k". */
const SIGMA0 = 0x61707865;
const SIGMA1 = 0x3320646e;
const SIGMA2 = 0x79622d32;
const SIGMA3 = 0x6b206574;
/**
 * The 8 little-endian key words of a key written as 64 lowercase hex digits, or `null` if it is
 * not one. Decoded digit by digit from the character codes (a regular expression plus `parseInt`
 * slices showed in profiles of many short games, once per new key).
 */
export function keyWords(hex: string): Uint32Array | null {
  if (hex.length !== 64) return null;
  const words = new Uint32Array(8);
  for (let i = 0; i < 8; i++) {
    let w = 0;
    // Byte b of word i is digits 8i + 2b, 8i + 2b + 1; the last byte is the most significant.
    for (let b = 3; b >= 0; b--) {
      const hi = hexDigit(hex.charCodeAt(8 * i + 2 * b));
      const lo = hexDigit(hex.charCodeAt(8 * i + 2 * b + 1));
      if (hi < 0 || lo < 0) return null;
      w = (w << 8) | (hi << 4) | lo;
    }
    words[i] = w >>> 0;
  }
  return words;
}

/** The value of a lowercase hex digit's character code, or −1. */
function hexDigit(code: number): number {
  if (code >= 48 && code <= 57) return code - 48; // 0-9
  if (code >= 97 && code <= 102) return code - 87; // a-f
  return -1;
}

/**
 * Writes ChaCha20 block `counter` of `key` (RFC 8439 §2.3, all-zero nonce, 20 rounds) into `out`
 * as 16 words from index `at`: the keystream words the `Prng` hands out for that block.
 */
export function chachaBlock(key: Uint32Array, counter: number, out: Uint32Array, at: number): void {
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
  out[at + 0] = x0 + SIGMA0;
  out[at + 1] = x1 + SIGMA1;
  out[at + 2] = x2 + SIGMA2;
  out[at + 3] = x3 + SIGMA3;
  out[at + 4] = x4 + k0;
  out[at + 5] = x5 + k1;
  out[at + 6] = x6 + k2;
  out[at + 7] = x7 + k3;
  out[at + 8] = x8 + k4;
  out[at + 9] = x9 + k5;
  out[at + 10] = x10 + k6;
  out[at + 11] = x11 + k7;
  out[at + 12] = x12 + (counter >>> 0);
  out[at + 13] = x13;
  out[at + 14] = x14;
  out[at + 15] = x15;
}
