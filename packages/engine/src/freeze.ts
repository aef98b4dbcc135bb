/**
 * Internal: freezing states. Every state the engine returns is deeply frozen, so a careless
 * consumer cannot change history (`state.hands[0].push(…)` throws in strict mode, and does
 * nothing otherwise) or leave the cached region table stale. A new game or a position is frozen
 * whole, once; an action freezes only what it created (see `Draft.freeze`), so the cost of
 * freezing stays proportional to the change.
 *
 * @internal
 * @module
 */

/** Freezes `value` and everything reachable from it that is not frozen yet; returns `value`. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

/**
 * A mutable copy of an array. Always this, never `slice()`, for arrays of a state: V8 (Node 20)
 * copies a frozen array with `slice`, `filter` or `find` 10–40× slower than a plain one, while
 * spreading it stays fast.
 */
export function copyOf<T>(items: readonly T[]): T[] {
  return [...items];
}

/**
 * The few states most recently made by the engine and known to be frozen all the way down: a new
 * game, a checked position, and `apply`'s results on such states (`apply` on a hand-made,
 * unfrozen state shares that state's unfrozen parts, so its result is not deeply frozen). An
 * identity ring, like the region table cache: the same few states are asked about again and again
 * within one decision, and a forgotten state only costs the fast paths that need this knowledge.
 */
const KNOWN = 8;
const known: (object | null)[] = new Array(KNOWN).fill(null);
let nextKnown = 0;

/** Records that `state` is frozen all the way down (the caller guarantees it). */
export function rememberDeeplyFrozen(state: object): void {
  known[nextKnown] = state;
  nextKnown = (nextKnown + 1) % KNOWN;
}

/** Whether `state` is one of the recently made states known to be frozen all the way down. */
export function isKnownDeeplyFrozen(state: object): boolean {
  for (let i = 0; i < KNOWN; i++) if (known[i] === state) return true;
  return false;
}

/**
 * Whether a state is frozen all the way down: known to be (cheap), or found to be by a walk over
 * it, which then remembers it (so a state that dropped out of the ring, and the states `apply`
 * makes from it, are trusted again). A walk stops at the first part that is not frozen, and at
 * nesting deeper than any state's.
 */
export function isDeeplyFrozenState(state: object): boolean {
  if (isKnownDeeplyFrozen(state)) return true;
  if (!Object.isFrozen(state) || !allFrozen(state, 0)) return false;
  rememberDeeplyFrozen(state);
  return true;
}

/** A state nests 4 levels deep (bonus → progress → cantiere → count); anything deeper is not one. */
const MAX_DEPTH = 6;

function allFrozen(value: object, depth: number): boolean {
  if (depth > MAX_DEPTH || !Object.isFrozen(value)) return false;
  for (const key in value) {
    const part = (value as Record<string, unknown>)[key];
    if (typeof part === "object" && part !== null && !allFrozen(part, depth + 1)) return false;
  }
  return true;
}
