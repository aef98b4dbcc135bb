/**
 * Small helpers for the ordered lists of a state (D50): sets kept ascending, cards taken out
 * leaving the others in order.
 *
 * @module
 */

/** Inserts `x` into the ascending list `list` (no duplicate). */
export function insertSorted(list: number[], x: number): void {
  if (list.includes(x)) return;
  list.push(x);
  list.sort((a, b) => a - b);
}

/** Removes `x` from `list` if present; whether it was. */
export function removeFrom<T>(list: T[], x: T): boolean {
  const i = list.indexOf(x);
  if (i < 0) return false;
  list.splice(i, 1);
  return true;
}
