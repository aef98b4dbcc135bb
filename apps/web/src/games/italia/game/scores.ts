/** Scores a screen may show: only for seats whose main objective the viewer knows (R12). */
import { type GameState, type PlayerView, type Score, score } from "@italia/engine";

/**
 * Each seat's score (R11) where the view reveals that seat's main objective (the viewer's own;
 * every seat's once the game is over), `null` for the others: the score of a hidden objective
 * would give the objective away.
 */
export function visibleScores(state: GameState, view: PlayerView): readonly (Score | null)[] {
  return view.seats.map((s) => (s.objective === null ? null : score(state, s.seat)));
}
