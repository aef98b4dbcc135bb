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

export { deepFreeze } from "@italia/game-kit";

/**
 * A mutable copy of an array. Always this, never `slice()`, for arrays of a state: V8 (Node 20)
 * copies a frozen array with `slice`, `filter` or `find` 10–40× slower than a plain one, while
 * spreading it stays fast.
 */
export function copyOf<T>(items: readonly T[]): T[] {
  return [...items];
}

/**
 * The few states the engine made most recently, all frozen all the way down: new games, checked
 * positions, and `apply`'s results on such states (`apply` on a hand-made, unfrozen state shares
 * that state's unfrozen parts, so its result is not deeply frozen). An identity ring, like the
 * region table cache: the state asked about is nearly always the one made last. A state that
 * dropped out (more than 16 states made since) is simply not known: its actions, and those of
 * the states `apply` makes from it, are checked in full, as before. Measured alternatives: a
 * `WeakSet` cost 5% of random play for its `add` per action; checking a forgotten state's parts
 * for frozenness cost ~0.7 µs per call.
 */
const KNOWN = 16;
const known: (object | null)[] = new Array(KNOWN).fill(null);
let nextKnown = 0;

/** Records that `state` is frozen all the way down (the caller guarantees it). */
export function rememberFrozenState(state: object): void {
  known[nextKnown] = state;
  nextKnown = (nextKnown + 1) % KNOWN;
}

/** Whether `state` is one of the recent states known to be frozen all the way down. */
export function isKnownFrozenState(state: object): boolean {
  // Newest first: the state asked about is nearly always the one made last.
  for (let k = 0, i = nextKnown; k < KNOWN; k++) {
    i = i === 0 ? KNOWN - 1 : i - 1;
    if (known[i] === state) return true;
  }
  return false;
}
