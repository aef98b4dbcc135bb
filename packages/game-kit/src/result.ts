/**
 * Refusals as values: a game never throws at its callers for bad input, it answers a
 * {@link Result} whose error says what was wrong and which rule forbids it.
 *
 * @module
 */

/** Why a game refused something: a stable code, the rule that forbids it, and a sentence. */
export interface GameError {
  /** A stable code a program can test (`"NOT_YOUR_TURN"`, `"BAD_ACTION"`, …). */
  readonly code: string;
  /** The rule that forbids it, as the game numbers its rules (`"R5.2"`, `"RZ11.1"`), if one does. */
  readonly rule: string | null;
  /** What was wrong, in a sentence for people. */
  readonly message: string;
  /** Where in the input, as a JSON path (`$.players`), for malformed input. */
  readonly path?: string;
}

/** A value, or the reason there is none. */
export type Result<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: GameError };

/** A successful {@link Result}. */
export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

/** A refused {@link Result}. */
export function refused<T = never>(
  code: string,
  message: string,
  rule: string | null = null,
  path?: string,
): Result<T> {
  return {
    ok: false,
    error: path === undefined ? { code, rule, message } : { code, rule, message, path },
  };
}
