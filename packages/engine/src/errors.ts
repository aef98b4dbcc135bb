/**
 * Failures as data, in one shape for every entry point: {@link EngineError} (`code`, `message`,
 * `rule`, `path`). {@link apply} never throws on a bad action: it returns one with a stable
 * `code`, a message that says what to do instead, and the rule it enforces. `fromPosition`,
 * `checkConfig`, `checkRecord` and the conformance runner's `parseVectors` report their failures
 * in the same shape, inside a result `{ ok: false, error }`.
 *
 * @module
 */
import { seatNumber } from "@italia/game-kit";

/** Stable codes of refusals. New codes may be added; existing ones never change meaning. */
export type ErrorCode =
  // The action's shape (schema), checked before any rule.
  | "INVALID_ACTION"
  | "UNKNOWN_ACTION_TYPE"
  | "MISSING_FIELD"
  | "UNKNOWN_FIELD"
  | "WRONG_TYPE"
  | "OUT_OF_RANGE"
  | "UNKNOWN_REGION"
  | "UNKNOWN_CARD"
  | "UNKNOWN_SEAT"
  // Who may send it (parsePlayerAction).
  | "HOST_ACTION"
  | "NOT_YOUR_SEAT"
  // Whose turn and which stage.
  | "GAME_OVER"
  | "NOT_YOUR_TURN"
  | "WRONG_STAGE"
  | "ARMIES_PENDING"
  // Placement.
  | "NOT_YOUR_REGION"
  | "TOO_MANY_ARMIES"
  // Cards.
  | "CARD_NOT_IN_HAND"
  | "DUPLICATE_CARD"
  | "NOT_A_COMBINATION"
  | "COMBINATION_AFTER_ATTACK"
  | "SERENATA_TARGET_REQUIRED"
  | "TARGET_NOT_ALLOWED"
  | "INVALID_SERENATA_TARGET"
  // Attack and occupation.
  | "NOT_ADJACENT"
  | "NOT_AN_ENEMY"
  | "TOO_FEW_ARMIES"
  | "TARGET_UNTOUCHABLE"
  | "TOO_MANY_DICE"
  | "TOO_FEW_DICE"
  | "OCCUPY_OUT_OF_RANGE"
  // Fortify.
  | "SAME_REGION"
  | "MUST_KEEP_ARMIES"
  | "FORTIFY_LIMIT"
  // Clock.
  | "NOT_A_TIMED_GAME"
  | "CLOCK_ALREADY_EXPIRED"
  // Documents read from outside: configs, positions, records, vectors.
  | "INVALID_CONFIG"
  | "INVALID_POSITION"
  | "INVALID_RECORD"
  | "RECORD_STEP_REFUSED"
  | "RECORD_DICE_DIFFER"
  | "RECORD_RESULT_DIFFERS"
  | "INVALID_VECTOR"
  | "TOO_DEEP"
  | "TOO_LARGE";

/** A rule number from the rules, e.g. `"R6.2"`. */
export type RuleRef = `R${number}` | `R${number}.${number}`;

/**
 * Why the engine said no — the one failure shape of every entry point: a refused action
 * (`apply`, `checkAction`, `parseAction`), a bad config (`checkConfig`, and the fields of the
 * error `newGame` throws), a refused position (`fromPosition`), a record that does not check out
 * (`checkRecord`) and a malformed conformance vector (`parseVectors`). Plain JSON data.
 */
export interface EngineError {
  /** A stable code to branch on; see {@link ErrorCode}. */
  readonly code: ErrorCode;
  /** What was wrong and what to do instead, in English, for people. */
  readonly message: string;
  /** The rule the refusal enforces, e.g. `"R6.2"`; `null` when no rule is involved (bad shape). */
  readonly rule: RuleRef | null;
  /** For a problem in a document or a field: its JSON path, e.g. `"$.count"`, `"$.steps[3]"`. */
  readonly path?: string;
}

/** Why an action was refused: the same type as {@link EngineError}, under the name apply uses. */
export type RuleError = EngineError;

/** Builds an {@link EngineError} without a path. */
export function ruleError(code: ErrorCode, rule: RuleRef | null, message: string): EngineError {
  return { code, rule, message };
}

/** Builds an {@link EngineError} for the field at `path` of a document. */
export function fieldError(
  code: ErrorCode,
  path: string,
  message: string,
  rule: RuleRef | null = null,
): EngineError {
  return { code, rule, message, path };
}

/**
 * A seat as people number it: from 1 — the engine's and the JSON's seat 0 is "seat 1" (the
 * kit's rule for every game, re-exported).
 */
export { seatNumber };

/** `Seat 2 (1 in JSON)`: a seat in a message about a document, where the JSON seat matters. */
export function seatInJson(seat: number, capital = false): string {
  return `${capital ? "Seat" : "seat"} ${seatNumber(seat)} (${seat} in JSON)`;
}
