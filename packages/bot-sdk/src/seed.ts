/**
 * Fresh game seeds. The engine's randomness is a cryptographic stream keyed by the seed, so a game's
 * secrets (deck order, objectives, later dice) are exactly as hard to find as its seed is to
 * guess. Every default seed in the SDK, the CLI and the web app comes from here.
 *
 * @module
 */

/** Random bytes in a default seed: 128 bits, beyond any search. */
export const SEED_BYTES = 16;

/**
 * A new, unguessable game seed: {@link SEED_BYTES} bytes from the platform's cryptographic
 * generator (`crypto.getRandomValues`, in Node 20+ and browsers), written as lowercase hex.
 *
 * @example
 * ```ts
 * const seed = randomSeed(); // e.g. "3f9c0a…" (32 hex digits); print it so the game can be replayed
 * const state = newGame({ players: 4, seed });
 * ```
 */
export function randomSeed(): string {
  const bytes = new Uint8Array(SEED_BYTES);
  globalThis.crypto.getRandomValues(bytes);
  let hex = "";
  for (const b of bytes) hex += b.toString(16).padStart(2, "0");
  return hex;
}
