/**
 * `italia replay FILE`: replays a game record, checks every step and the recorded result, and
 * prints the outcome. Step numbers count from 1: step 1 is the record's first action.
 */
import { quote, safeText } from "@italia/bot-sdk";
import { readJsonFile } from "@italia/bot-sdk/node";
import { checkRecord, ENGINE_VERSION, ranking, viewFor } from "@italia/engine";
import { renderBoard, renderRanking } from "./italia/board.js";
import { isPlatformRecord } from "./radetzky/record.js";
import { replayRadetzky } from "./radetzky/replay.js";
import { seatNumber } from "./render.js";
import { counted } from "./words.js";

/** The longest problem a replay prints, in characters. */
const PROBLEM_CHARS = 300;

/** `text` cut to {@link PROBLEM_CHARS} (for JSON, which escapes control characters itself). */
function cut(text: string): string {
  return text.length <= PROBLEM_CHARS
    ? text
    : `${text.slice(0, PROBLEM_CHARS)}… (${text.length - PROBLEM_CHARS} more)`;
}

/** What a replay printed and its exit code (0 ok, 1 the record does not hold, 2 unreadable). */
export interface ReplayReport {
  readonly out: string;
  readonly err: string;
  readonly code: 0 | 1 | 2;
}

/** Replays the record in `file`. */
export function replayFile(file: string, colour: boolean, json: boolean): ReplayReport {
  // A problem may quote the record: it is cut short and, for people, escaped.
  const failed = (code: 1 | 2, step: number | null, problem: string): ReplayReport =>
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
  // A platform record (`game-record/1`) names its game: Radetzky's are replayed with its rules.
  if (isPlatformRecord(read.value)) return replayRadetzky(file, read.value, json);
  let check: ReturnType<typeof checkRecord>;
  try {
    check = checkRecord(read.value);
  } catch (e) {
    // checkRecord is documented never to throw; if it does, the output is still a report.
    return failed(2, null, `the record cannot be checked: ${(e as Error)?.message}`);
  }
  // checkRecord names steps by index; people count from 1 (step 1 is the first action).
  if (!check.ok) return failed(1, check.step === null ? null : check.step + 1, check.error.message);
  const { state, record } = check;
  const note =
    record.engine === ENGINE_VERSION
      ? ""
      : `italia replay: note: ${safeText(file)} was written by engine ${quote(String(record.engine), 40)}; this is engine ${ENGINE_VERSION}.\n`;
  const ranks = ranking(state);
  if (json) {
    return {
      out: `${JSON.stringify({ ok: true, steps: record.steps.length, stage: state.stage, endReason: state.endReason, winner: state.winner, round: state.round, ranking: ranks.map((r) => ({ seat: r.seat, rank: r.rank, score: r.score.total })) })}\n`,
      err: note,
      code: 0,
    };
  }
  const held =
    record.result === undefined || record.result === null
      ? "every step holds; there was no recorded result to compare."
      : "every step and the recorded result hold.";
  const lines = [
    `${safeText(file)}: ${counted(record.steps.length, "step")} replayed, ${held}`,
    state.stage === "over"
      ? `Game over in round ${state.round}: ${state.endReason}${state.winner === null ? " (shared best score)" : `, seat ${seatNumber(state.winner)} wins`}.`
      : `Game in progress: round ${state.round}, seat ${seatNumber(state.currentSeat)} to play (${state.stage}).`,
    "",
    renderBoard(viewFor(state, null), colour),
    "",
    state.stage === "over" ? "Ranking" : "Scores so far",
    renderRanking(ranks, colour),
  ];
  return { out: `${lines.join("\n")}\n`, err: note, code: 0 };
}
