/**
 * Italia's end on the platform's terms: the winner (R11), every seat's place and score (R11.5), as
 * the `Outcome` every game reports. Italia's `Game` and its `game-record/1` records read it here.
 *
 * @module
 */
import type { Outcome, SeatResult } from "@italia/game-kit";
import { ranking } from "./ending.js";
import type { GameState } from "./state.js";

/** The outcome of a finished game: R11 decides the winner, R11.5 ranks the others. */
export function outcomeOf(state: GameState): Outcome | null {
  if (state.stage !== "over") return null;
  const ranks = ranking(state);
  const rankOf = new Map(ranks.map((r) => [r.seat, r.rank]));
  const firsts = ranks.filter((r) => r.rank === 1).length;
  const seats = Array.from({ length: state.players }, (_, s) => s);
  const results = seats.map((s): SeatResult => {
    if (state.winner !== null) return s === state.winner ? "win" : "loss";
    return rankOf.get(s) === 1 ? (firsts === 1 ? "win" : "draw") : "loss";
  });
  const scoreOf = new Map(ranks.map((r) => [r.seat, r.score.total]));
  return {
    reason: state.endReason ?? "over",
    results,
    ranks: seats.map((s) => rankOf.get(s) ?? state.players),
    scores: seats.map((s) => scoreOf.get(s) ?? 0),
    detail: { winner: state.winner, round: state.round },
  };
}
