/**
 * Seeds: fresh unguessable game seeds, and the bots' own randomness (where each seat's bot seed
 * comes from, and the generator a bot gets for each decision).
 *
 * The engine's randomness is a cryptographic stream keyed by the game seed, so a game's secrets
 * (deck order, objectives, later dice) are exactly as hard to find as its seed is to guess. Every
 * default seed in the SDK, the CLI and the web app comes from {@link randomSeed}.
 *
 * A bot seed must make a game reproducible (the same game seed and lineup give the same game in
 * every host) yet tell a bot nothing about the game's secrets (the deal of the decks, the
 * objectives, the dice). So it is a SHA-256 digest of the game seed and the seat, which cannot be
 * turned back into the seed: a bot that knows its seed learns nothing a bot without it could not
 * learn. (A game seed that can be guessed, such as `"1"`, can be checked against the opening
 * position anyway, seed or no seed; games where that matters use unguessable seeds.)
 *
 * @module
 */
import { Prng, type Seat, type Seed } from "@italia/game-kit";
import { sha256 } from "@noble/hashes/sha2";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils";

/**
 * The seed of the bots of a game, derived from the game's seed with SHA-256 (one way): what every
 * host uses unless told otherwise.
 *
 * @example
 * ```ts
 * botSeedFor("friday night"); // "b1c0…" (64 hex digits), the same everywhere
 * ```
 */
export function botSeedFor(gameSeed: Seed): string {
  return bytesToHex(sha256(utf8ToBytes(`italia bots\u0000${String(gameSeed)}`)));
}

/**
 * One seat's bot seed, derived one way from the bots' seed: what the `hello` message sends a bot
 * program as `seed`, and what seeds the generator of each of the seat's decisions.
 */
export function seatSeed(botSeed: string, seat: Seat): string {
  return bytesToHex(sha256(utf8ToBytes(`italia seat\u0000${botSeed}\u0000${seat}`))).slice(0, 32);
}

/** ChaCha20 blocks each decision's stream owns (65,536 words) before the next one's begins. */
const DECISION_BLOCKS = 2 ** 12;
/** Decisions with streams of their own: 2^32 blocks / {@link DECISION_BLOCKS}. */
const DECISION_STREAMS = 2 ** 20;
/** A seat's decision key (hex), per seat seed. */
interface DecisionKey {
  readonly seed: string;
  readonly key: string;
}
/** The last seats' decision keys, most recent first (a pure function of the seat seed). */
const decisionKeys: DecisionKey[] = [];

/** The ChaCha20 key of a seat's decisions: SHA-256 of the seat seed, computed once per seat. */
function decisionKey(seatSeedText: string): DecisionKey {
  for (const k of decisionKeys) if (k.seed === seatSeedText) return k;
  const key = bytesToHex(sha256(utf8ToBytes(`italia decisions\u0000${seatSeedText}`)));
  const made = { seed: seatSeedText, key };
  if (decisionKeys.length >= 8) decisionKeys.pop();
  decisionKeys.unshift(made);
  return made;
}

/**
 * The generator a bot gets for one decision: its own part of the seat's stream, chosen by the
 * number of actions played before the decision, so a game started again from any point (a
 * resumed game, a web worker asked for a few moves) gives the bot the same numbers.
 *
 * The seat's stream is the engine's ChaCha20 generator keyed by SHA-256 of the seat seed; the
 * decision after `step` actions starts at block 4096 × (`step` mod 2^20) and owns 65,536 words
 * before the next decision's part begins. The key is hashed once per seat, not once per decision,
 * so a host pays a fraction of what a freshly seeded generator costs; and the engine's generator
 * makes only the first block of the decision's part until a bot draws more than 16 words.
 *
 * @throws RangeError if `step` is not a whole number ≥ 0
 */
export function decisionRng(seatSeedText: string, step: number): Prng {
  if (!Number.isSafeInteger(step) || step < 0) {
    throw new RangeError(`a decision's step is a whole number ≥ 0, not ${String(step)}`);
  }
  const block = (step % DECISION_STREAMS) * DECISION_BLOCKS;
  return new Prng({ key: decisionKey(seatSeedText).key, block, word: 0 });
}

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
