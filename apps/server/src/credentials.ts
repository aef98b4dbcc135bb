/**
 * Seat credentials and room ids: 128 random bits or more, stored only as SHA-256 hashes and
 * compared in constant time.
 *
 * @module
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** A new seat credential: 256 random bits, base64url. */
export function newCredential(): string {
  return randomBytes(32).toString("base64url");
}

/** A new room id: 128 random bits, base64url (22 characters). */
export function newRoomId(): string {
  return randomBytes(16).toString("base64url");
}

/** A new game seed: 256 random bits, hex. */
export function newSeed(): string {
  return randomBytes(32).toString("hex");
}

/** The SHA-256 hash under which a credential is stored. */
export function hashCredential(credential: string): Buffer {
  return createHash("sha256").update(credential, "utf8").digest();
}

/**
 * Which of `hashes` matches `credential` (constant time per comparison, every hash compared), or
 * `-1`.
 */
export function matchCredential(credential: string, hashes: readonly (Buffer | null)[]): number {
  const given = hashCredential(credential);
  let found = -1;
  hashes.forEach((hash, i) => {
    if (hash && hash.length === given.length && timingSafeEqual(hash, given)) found = i;
  });
  return found;
}
