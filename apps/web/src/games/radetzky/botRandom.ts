/**
 * The bots' seeded generator at one device (not the rules' randomness): the same seed gives the
 * same choices, on the page or in the bots' worker.
 *
 * @module
 */

/** A small seeded generator (FNV-1a of the seed, then mulberry32). */
export function botRandom(seed: string): { int(n: number): number } {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  let a = h >>> 0;
  return {
    int(n: number): number {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      const x = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      return Math.floor(x * n);
    },
  };
}
