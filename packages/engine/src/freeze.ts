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
 * The states made by the engine and known to be frozen all the way down: new games, checked
 * positions, and `apply`'s results on such states (`apply` on a hand-made, unfrozen state shares
 * that state's unfrozen parts, so its result is not deeply frozen). A weak set: it keeps no state
 * alive, and it needs no walk over a state (an identity ring of recent states measured the same
 * speed in play, but a state that dropped out of it had to be walked, ~6 µs, to be trusted again).
 */
const known = new WeakSet<object>();

/** Records that `state` is frozen all the way down (the caller guarantees it). */
export function rememberDeeplyFrozen(state: object): void {
  known.add(state);
}

/** Whether `state` is one the engine made and knows to be frozen all the way down. */
export function isKnownDeeplyFrozen(state: object): boolean {
  return known.has(state);
}
