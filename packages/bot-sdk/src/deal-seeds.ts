/**
 * Keyed seeds: the seeds of many games drawn from one secret base seed, so that knowing some of
 * them (a game record a bot read, a bot's `hello.seed`) tells nothing of the others or of the
 * base. Node.js only (HMAC from `node:crypto`); the engine stays pure and never sees the base.
 *
 * @module
 */
import { createHmac } from "node:crypto";

/**
 * A seed keyed by a secret: HMAC-SHA256 of `name` under `secret`, the first 128 bits in lowercase
 * hex. Without the secret, no seed can be computed from another one or from its name; with it,
 * every seed can be computed again (so a run can be replayed once its base is published).
 *
 * The arena seeds game deal `d` with `keyedSeed(base, "deal/<d>")`; `italia tournament` gives
 * table `t` the base `keyedSeed(base, "table/<t>")`.
 *
 * @example
 * ```ts
 * keyedSeed("3f9c…", "deal/0"); // "a41e…" (32 hex digits), the same everywhere
 * ```
 */
export function keyedSeed(secret: string, name: string): string {
  return createHmac("sha256", secret).update(name).digest("hex").slice(0, 32);
}
