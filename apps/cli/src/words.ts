/**
 * English words for the terminal: a count with its noun in the singular or the plural.
 */

/**
 * `n` followed by its noun: `singular` for exactly 1, else `plural` (by default `singular` + "s").
 *
 * @example
 * ```ts
 * counted(1, "army", "armies"); // "1 army"
 * counted(3, "die", "dice"); // "3 dice"
 * counted(2, "game"); // "2 games"
 * ```
 */
export function counted(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}
