/**
 * `italia replay FILE`: replays a game record, checks every step and the recorded result, and
 * prints the outcome. Step numbers count from 1: step 1 is the record's first action.
 */
import { quote, safeText } from "@italia/bot-sdk";
import { readJsonFile } from "@italia/bot-sdk/node";
import { gameById } from "./games.js";
import { replayItalia } from "./italia/replay.js";
import { isPlatformRecord } from "./radetzky/record.js";
import { replayRadetzky } from "./radetzky/replay.js";

/** The longest problem a replay prints, in characters. */
const PROBLEM_CHARS = 300;

/** `text` cut to {@link PROBLEM_CHARS} (for JSON, which escapes control characters itself). */
function cut(text: string): string {
  return text.length <= PROBLEM_CHARS
    ? text
    : `${text.slice(0, PROBLEM_CHARS)}… (${text.length - PROBLEM_CHARS} more)`;
}

/** How a replay reports a problem: its exit code, the step (from 1) if any, and what was wrong. */
export type ReplayFailure = (code: 1 | 2, step: number | null, problem: string) => ReplayReport;

/** What a replay printed and its exit code (0 ok, 1 the record does not hold, 2 unreadable). */
export interface ReplayReport {
  readonly out: string;
  readonly err: string;
  readonly code: 0 | 1 | 2;
}

/** Replays the record in `file`. */
export function replayFile(file: string, colour: boolean, json: boolean): ReplayReport {
  // A problem may quote the record: it is cut short and, for people, escaped.
  const failed: ReplayFailure = (code, step, problem) =>
    json
      ? {
          out: `${JSON.stringify({ ok: false, file, step, problem: cut(problem) })}\n`,
          err: "",
          code,
        }
      : {
          out: "",
          err: `italia replay: ${safeText(file)}: ${step === null ? "" : `step ${step}: `}${quote(problem, PROBLEM_CHARS)}\n`,
          code,
        };
  // Checked before it is read (a regular file, within the size limit) and before it is parsed
  // (nesting depth).
  const read = readJsonFile(file);
  if (!read.ok) return failed(2, null, read.problem);
  // A platform record (`game-record/1`) names its game, and is replayed with that game's rules
  // (Italia's engine reads its own too); anything else is read as Italia's `italia-record/2`.
  if (isPlatformRecord(read.value)) {
    const id = (read.value as { game?: unknown }).game;
    const game = typeof id === "string" ? gameById(id) : `a game-record/1 names its game in "game"`;
    if (typeof game === "string") return failed(2, null, game);
    if (game.id === "radetzky") return replayRadetzky(file, read.value, json);
  }
  return replayItalia(file, read.value, colour, json, failed);
}
