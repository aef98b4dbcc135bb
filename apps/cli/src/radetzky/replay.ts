/**
 * `italia replay FILE` of a Radetzky record (`game-record/1`): every step replayed with the rules,
 * the randomness it recorded and the recorded outcome checked; the end of the game (or where it
 * stands) printed with the map of Milan, as a spectator sees it (RZ24).
 */
import { quote, safeText } from "@italia/bot-sdk";
import { radetzky } from "@italia/radetzky";
import { seatNumber } from "../render.js";
import type { ReplayReport } from "../replay.js";
import { counted } from "../words.js";
import { mapLines } from "./board.js";
import { checkRadetzkyRecord } from "./record.js";
import { statusLine } from "./screen.js";

/** The longest problem a replay prints, in characters. */
const PROBLEM_CHARS = 300;

/** Replays the Radetzky record `json` read from `file`. */
export function replayRadetzky(file: string, json: unknown, asJson: boolean): ReplayReport {
  const checked = checkRadetzkyRecord(json);
  if ("problem" in checked) {
    const problem = checked.problem.slice(0, PROBLEM_CHARS);
    return asJson
      ? {
          out: `${JSON.stringify({ ok: false, file, step: checked.step, problem })}\n`,
          err: "",
          code: 1,
        }
      : {
          out: "",
          err: `italia replay: ${safeText(file)}: ${checked.step === null ? "" : `step ${checked.step}: `}${quote(problem, PROBLEM_CHARS)}\n`,
          code: 1,
        };
  }
  const { state, record } = checked;
  const outcome = record.outcome;
  const detail = (outcome?.detail ?? {}) as { winner?: string };
  if (asJson) {
    return {
      out: `${JSON.stringify({ ok: true, game: record.game, steps: record.steps.length, stage: state.stage, round: state.round, winner: detail.winner ?? null, reason: outcome?.reason ?? null, outcome })}\n`,
      err: "",
      code: 0,
    };
  }
  const held = outcome === null ? "every step holds." : "every step and the recorded outcome hold.";
  const actors = radetzky.actors(state);
  const lines = [
    `${safeText(file)}: Radetzky: Milano 1848, ${counted(record.steps.length, "step")} replayed; ${held}`,
    outcome === null
      ? `Game in progress: round ${state.round}, ${actors.map((s) => `seat ${seatNumber(s)}`).join(", ")} to act (${state.stage}).`
      : `Game over in round ${state.round}: ${detail.winner === "italy" ? "the Patriots win" : "Austria wins"} (${outcome.reason}).`,
    "",
    ...mapLines(radetzky.view(state, null)),
    statusLine(radetzky.view(state, null)),
  ];
  return { out: `${lines.join("\n")}\n`, err: "", code: 0 };
}
