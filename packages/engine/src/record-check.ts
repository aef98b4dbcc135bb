/**
 * Checking an Italia record read from outside, in either format, and converting one into the
 * platform's: {@link checkRecord} copies the document once (bounded) and reads Italia's own
 * `italia-record/2` or the platform's `game-record/1` (see `platform-record.ts`);
 * {@link toPlatformRecord} checks a record of either format and writes it as `game-record/1`.
 *
 * @module
 */
import { GAME_RECORD_FORMAT, type PlatformRecord } from "@italia/game-kit";
import { fieldError } from "./errors.js";
import { plainCopy } from "./plain-data.js";
import { checkPlatformRecord } from "./platform-record.js";
import { isObject } from "./position-fields.js";
import { checkItaliaRecord, platformRecordOf, type RecordCheck } from "./record.js";

/**
 * Checks a record read from JSON: its shape, then a replay of every step. Fails at the first step
 * whose action is refused or whose recorded dice differ from the dice the engine rolls, or if the
 * recorded result differs from the replayed one. The record is read once into a plain copy, with
 * bounded nesting (64 levels) and size: deeper, cyclic or huge input is refused with `TOO_DEEP` or
 * `TOO_LARGE`, never a crash. Never throws.
 *
 * @example
 * ```ts
 * const check = checkRecord(JSON.parse(text));
 * if (!check.ok) console.error(`${check.error.path}: ${check.error.message}`);
 * ```
 */
export function checkRecord(input: unknown): RecordCheck {
  const bad = (path: string, message: string): RecordCheck => ({
    ok: false,
    error: fieldError("INVALID_RECORD", path, message),
    step: null,
  });
  // Read once, bounded: what is checked below is what is replayed.
  const copy = plainCopy(input, "INVALID_RECORD");
  if (!copy.ok) return { ok: false, error: copy.error, step: null };
  const json = copy.value;
  if (!isObject(json)) return bad("$", "a record must be a JSON object");
  if (json.format === GAME_RECORD_FORMAT) return checkPlatformRecord(json);
  return checkItaliaRecord(json);
}

/** What {@link toPlatformRecord} gives: the record in `game-record/1`, or why the input is none. */
export type PlatformRecordResult =
  | { readonly ok: true; readonly record: PlatformRecord }
  | Extract<RecordCheck, { ok: false }>;

/**
 * An Italia record in the platform's format (`game-record/1`, the format of every game's
 * records): `input` (either format) is checked and replayed by {@link checkRecord} first, so what
 * comes out holds, then converted as {@link platformRecordOf} does, with each step's dice as the
 * engine rolled them and the replayed game's outcome. Never throws.
 *
 * @example
 * ```ts
 * const converted = toPlatformRecord(JSON.parse(readFileSync("game.json", "utf8")));
 * if (converted.ok) writeFileSync("game.platform.json", JSON.stringify(converted.record));
 * ```
 */
export function toPlatformRecord(input: unknown): PlatformRecordResult {
  const check = checkRecord(input);
  if (!check.ok) return check;
  return { ok: true, record: platformRecordOf(check.record, check.state) };
}
