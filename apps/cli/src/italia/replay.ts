/**
 * Replaying one of Italia's records (`italia-record/2`, or the platform's `game-record/1`) for
 * `italia replay`: every step and the recorded result checked by the engine, then the outcome, the
 * board and the ranking.
 */
import { quote, safeText } from "@italia/bot-sdk";
import { checkRecord, ENGINE_VERSION, ranking, viewFor } from "@italia/engine";
import { seatNumber } from "../render.js";
import type { ReplayFailure, ReplayReport } from "../replay.js";
import { counted } from "../words.js";
import { renderBoard, renderRanking } from "./board.js";

/**
 * Replays Italia's record `value` read from `file`; problems are reported through `failed`.
 */
export function replayItalia(
  file: string,
  value: unknown,
  colour: boolean,
  json: boolean,
  failed: ReplayFailure,
): ReplayReport {
  let check: ReturnType<typeof checkRecord>;
  try {
    check = checkRecord(value);
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
