/**
 * `italia replay FILE`: replays a game record, checks every step and the recorded result, and
 * prints the outcome.
 */
import { readFileSync } from "node:fs";
import { checkRecord, ranking, viewFor } from "@italia/engine";
import { renderBoard, renderRanking } from "./render.js";

/** What a replay printed and its exit code (0 ok, 1 the record does not hold, 2 unreadable). */
export interface ReplayReport {
  readonly out: string;
  readonly err: string;
  readonly code: 0 | 1 | 2;
}

/** Replays the record in `file`. */
export function replayFile(file: string, colour: boolean, json: boolean): ReplayReport {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, "utf8"));
  } catch (e) {
    const why =
      e instanceof SyntaxError
        ? `not valid JSON: ${e.message}`
        : (e as NodeJS.ErrnoException).code === "ENOENT"
          ? "no such file"
          : (e as Error).message;
    return { out: "", err: `italia replay: ${file}: ${why}\n`, code: 2 };
  }
  const check = checkRecord(data);
  if (!check.ok) {
    const where = check.step === null ? "" : `step ${check.step}: `;
    if (json)
      return {
        out: `${JSON.stringify({ ok: false, step: check.step, problem: check.problem })}\n`,
        err: "",
        code: 1,
      };
    return { out: "", err: `italia replay: ${file}: ${where}${check.problem}\n`, code: 1 };
  }
  const { state, record } = check;
  const ranks = ranking(state);
  if (json) {
    return {
      out: `${JSON.stringify({ ok: true, steps: record.steps.length, stage: state.stage, endReason: state.endReason, winner: state.winner, round: state.round, ranking: ranks.map((r) => ({ seat: r.seat, rank: r.rank, score: r.score.total })) })}\n`,
      err: "",
      code: 0,
    };
  }
  const lines = [
    `${file}: ${record.steps.length} steps replayed, every step and the recorded result hold.`,
    state.stage === "over"
      ? `Game over in round ${state.round}: ${state.endReason}${state.winner === null ? " (shared best score)" : `, seat ${state.winner} wins`}.`
      : `Game in progress: round ${state.round}, seat ${state.currentSeat} to play (${state.stage}).`,
    "",
    renderBoard(viewFor(state, null), colour),
    "",
    state.stage === "over" ? "Ranking" : "Scores so far",
    renderRanking(ranks, colour),
  ];
  return { out: `${lines.join("\n")}\n`, err: "", code: 0 };
}
