/**
 * Refusals as data: the platform's `GameError` (`code`, `rule`, `message`, `path?`) with this
 * game's stable codes and rule numbers (`"RZ11.1"`). `apply` never throws on a bad action.
 *
 * @module
 */
import type { GameError } from "@italia/game-kit";

/** Stable codes of refusals. New codes may be added; existing ones never change meaning. */
export type RefusalCode =
  | "GAME_OVER"
  | "UNKNOWN_ACTION"
  | "INVALID_ACTION"
  | "NOT_A_SEAT"
  | "WRONG_STAGE"
  | "NOT_YOUR_DECISION"
  | "NOT_IN_POOL"
  | "ADVANCED_ONLY"
  | "CARD_NOT_IN_HAND"
  | "RADETZKY_LOCK"
  | "NOT_ALLOWED"
  | "INVALID_CONFIG"
  | "INVALID_POSITION"
  | "INVALID_VECTOR";

/** A rule number of `radetzky-rules.md`, e.g. `"RZ11.1"`. */
export type RuleRef = `RZ${number}` | `RZ${number}.${number}`;

/** A refusal of this game. */
export interface RadetzkyError extends GameError {
  /** A stable code; see {@link RefusalCode}. */
  readonly code: RefusalCode;
}

/** Builds a refusal. */
export function refusal(
  code: RefusalCode,
  rule: RuleRef | null,
  message: string,
  path?: string,
): RadetzkyError {
  return path === undefined ? { code, rule, message } : { code, rule, message, path };
}
