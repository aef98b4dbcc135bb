/**
 * How position checks say no: a thrown {@link Refusal} carrying the JSON path of the field at
 * fault, caught once by `fromPosition` and turned into an `EngineError`.
 *
 * @internal
 * @module
 */

/** A position was refused: `path` names the field, the message says what is wrong with it. */
export class Refusal extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
  }
}

/** Refuses the position at `path`. */
export function refuse(path: string, message: string): never {
  throw new Refusal(path, message);
}

/** `n`, refused at `path` unless it is from `min` to `max`. */
export function inRange(
  n: number,
  path: string,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
): number {
  if (n < min || n > max) refuse(path, `${path} must be from ${min} to ${max}, not ${n}.`);
  return n;
}
