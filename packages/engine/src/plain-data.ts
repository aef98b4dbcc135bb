/**
 * Reading documents from outside (records, positions, vectors) safely, with the engine's error
 * codes: the game kit's bounded, non-recursive copy of plain JSON-like data (what the engine
 * checks is what it uses; no input — deep, cyclic, huge, or with throwing getters — runs away).
 *
 * @internal
 * @module
 */
import { DOCUMENT_LIMITS, plainCopy as kitPlainCopy } from "@italia/game-kit";
import type { EngineError, ErrorCode } from "./errors.js";

/** The limits of a document read from outside (the game kit's, for every game). */
export { DOCUMENT_LIMITS };

/** The result of {@link plainCopy}. */
export type PlainCopy =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly error: EngineError };

/**
 * Copies `input` as plain data, read once and bounded: the game kit's `plainCopy` with the
 * engine's error codes (`TOO_DEEP`, `TOO_LARGE`, or `code`). Never throws.
 *
 * @param input what arrived from outside
 * @param code the code of a refusal that is neither too deep nor too large
 */
export function plainCopy(input: unknown, code: ErrorCode): PlainCopy {
  return kitPlainCopy(input, code) as PlainCopy;
}

/** A value as JSON for a message, cut to `max` characters. */
export function quote(value: unknown, max = 120): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = "(unprintable)";
  }
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
