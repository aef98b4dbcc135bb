/**
 * Opening a game record file of Italia (`game-record/1`, or `italia-record/2` from earlier
 * versions) in the replay viewer. The file is hostile until
 * checked: its size is bounded before it is read, its JSON is parsed without echoing it, and the
 * engine's `checkRecord` replays every step. A failure comes back as data (a kind and its
 * parameters) for the screen to word in the player's language, quoting at most a short, escaped
 * prefix of what was wrong.
 */
import { checkRecord, type GameRecord, type GameState } from "@italia/engine";
import { BOT_LEVELS, type BotLevel, type SeatSetup } from "../game/seats";
import { jsonErrorOffset } from "./jsonError";

/** The largest record file the viewer reads (a long arena game is well under 10 MB). */
export const MAX_RECORD_BYTES = 16 * 1024 * 1024;

/** The longest seat name shown; longer names are cut. */
const MAX_NAME = 40;

/** Why a file could not be opened as a record. */
export type RecordFileError =
  | { readonly kind: "tooLarge"; readonly bytes: number; readonly max: number }
  | { readonly kind: "empty" }
  | {
      readonly kind: "notJson";
      readonly line: number;
      readonly column: number;
      readonly near: string;
    }
  | { readonly kind: "oldFormat" }
  | { readonly kind: "wrongFormat"; readonly found: string }
  | { readonly kind: "invalid"; readonly path: string; readonly message: string }
  /** The engine refused the action at `index` (0-based) of the record's steps. */
  | {
      readonly kind: "refused";
      readonly index: number;
      readonly message: string;
      readonly rule: string | null;
    }
  | { readonly kind: "diceDiffer"; readonly index: number; readonly message: string }
  | { readonly kind: "resultDiffers"; readonly message: string };

/** The result of {@link openRecordText}. */
export type RecordFileResult =
  | { readonly ok: true; readonly record: GameRecord; readonly final: GameState }
  | { readonly ok: false; readonly error: RecordFileError };

/**
 * `text` made safe to print: control and bidirectional-override characters escaped as `\u{…}`,
 * cut to `max` characters with an ellipsis.
 */
export function printable(text: string, max = 60): string {
  const cut = text.length > max ? `${text.slice(0, max)}…` : text;
  let out = "";
  for (const c of cut) {
    const code = c.charCodeAt(0);
    const hidden =
      code < 0x20 ||
      (code >= 0x7f && code <= 0x9f) ||
      code === 0x200e ||
      code === 0x200f ||
      (code >= 0x202a && code <= 0x202e) ||
      (code >= 0x2066 && code <= 0x2069);
    out += hidden ? `\\u{${code.toString(16)}}` : c;
  }
  return out;
}

/** Line and column (1-based) of a character offset. */
function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  const end = Math.min(offset, text.length);
  for (let i = 0; i < end; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      start = i + 1;
    }
  }
  return { line, column: end - start + 1 };
}

/** Whether a file of `bytes` bytes may be read at all. */
export function sizeError(bytes: number): RecordFileError | null {
  if (bytes > MAX_RECORD_BYTES) return { kind: "tooLarge", bytes, max: MAX_RECORD_BYTES };
  if (bytes === 0) return { kind: "empty" };
  return null;
}

/**
 * Reads a record from the text of a file: size, JSON, then the engine's `checkRecord` (shape,
 * every step replayed, dice and result compared). Never throws.
 *
 * @example
 * ```ts
 * const opened = openRecordText(await file.text());
 * if (!opened.ok && opened.error.kind === "refused") console.log(opened.error.index);
 * ```
 */
export function openRecordText(raw: string): RecordFileResult {
  const tooBig = sizeError(raw.length);
  if (tooBig) return { ok: false, error: tooBig };
  const text = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
  if (text.trim() === "") return { ok: false, error: { kind: "empty" } };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    const offset = Math.max(0, jsonErrorOffset(text));
    return {
      ok: false,
      error: {
        kind: "notJson",
        ...lineColumn(text, offset),
        near: printable(text.slice(offset, offset + 24), 24),
      },
    };
  }
  const check = checkRecord(json);
  if (check.ok) return { ok: true, record: check.record, final: check.state };
  const e = check.error;
  const message = printable(e.message, 240);
  const format =
    typeof json === "object" && json !== null && !Array.isArray(json)
      ? (json as Record<string, unknown>).format
      : undefined;
  if (e.code === "INVALID_RECORD" && e.path === "$.format") {
    if (format === "italia-record/1") return { ok: false, error: { kind: "oldFormat" } };
    return {
      ok: false,
      error: {
        kind: "wrongFormat",
        found: typeof format === "string" ? printable(format, 30) : typeof format,
      },
    };
  }
  if (e.code === "RECORD_STEP_REFUSED")
    return {
      ok: false,
      error: { kind: "refused", index: check.step ?? 0, message, rule: e.rule ?? null },
    };
  if (e.code === "RECORD_DICE_DIFFER")
    return { ok: false, error: { kind: "diceDiffer", index: check.step ?? 0, message } };
  if (e.code === "RECORD_RESULT_DIFFERS")
    return { ok: false, error: { kind: "resultDiffers", message } };
  return {
    ok: false,
    error: { kind: "invalid", path: printable(e.path ?? "$", 40), message },
  };
}

function isLevel(value: unknown): value is BotLevel {
  return typeof value === "string" && (BOT_LEVELS as readonly string[]).includes(value);
}

/**
 * Who sat in each seat, as the screen shows it. The record's seat list is free-form metadata the
 * engine does not check: a name that is not a string is left out (`fallback` names the seat), a
 * long one is cut and control characters are escaped; only the app's own bot levels count as
 * bots (another program's name is kept in the seat's name).
 */
export function recordSeats(record: GameRecord, fallback: (seat: number) => string): SeatSetup[] {
  const list: unknown = record.seats;
  const seats: SeatSetup[] = [];
  for (let s = 0; s < record.config.players; s++) {
    const meta: unknown = Array.isArray(list) ? list[s] : undefined;
    const fields =
      typeof meta === "object" && meta !== null ? (meta as Record<string, unknown>) : {};
    const name =
      typeof fields.name === "string" && fields.name.trim() !== ""
        ? printable(fields.name.trim(), MAX_NAME)
        : fallback(s);
    seats.push(
      isLevel(fields.bot)
        ? { kind: "bot", level: fields.bot, name }
        : { kind: "human", level: "greedy", name },
    );
  }
  return seats;
}
