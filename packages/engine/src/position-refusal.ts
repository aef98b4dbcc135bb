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
