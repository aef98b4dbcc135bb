/**
 * Freezing: a game's states are deeply frozen, so nobody holding one can change history.
 *
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

/** Whether `value` and everything reachable from it is frozen. */
export function isDeepFrozen(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return true;
  if (!Object.isFrozen(value)) return false;
  return Object.keys(value).every((key) => isDeepFrozen((value as Record<string, unknown>)[key]));
}
