/**
 * Refusals as data. {@link apply} never throws on a bad action: it returns a {@link RuleError}
 * with a stable `code`, a message that says what to do instead, and the rule it enforces.
 *
 * @module
 */

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
  | "CLOCK_ALREADY_EXPIRED";

/** A rule number from the rules, e.g. `"R6.2"`. */
export type RuleRef = `R${number}` | `R${number}.${number}`;

/** Why an action was refused. */
export interface RuleError {
  readonly code: ErrorCode;
  /** What was wrong and what to do instead, in English. */
  readonly message: string;
  /** The rule the refusal enforces; `null` for a malformed action (no rule involved). */
  readonly rule: RuleRef | null;
  /** For malformed actions: the JSON path of the offending field, e.g. `"$.count"`. */
  readonly path?: string;
}

/** Builds a {@link RuleError}. */
export function ruleError(code: ErrorCode, rule: RuleRef | null, message: string): RuleError {
  return { code, rule, message };
}
