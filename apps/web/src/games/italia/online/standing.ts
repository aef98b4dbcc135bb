/**
 * Scores and the final ranking from a seat's view, for the online game (which has no
 * `GameState`). The rules stay the engine's: its `score` and `ranking` read only the map, the
 * main objectives and the completed bonus objectives (colpi), and a view holds all of these for
 * the seats whose objective it reveals (its own during play, everybody's once the game is over,
 * R12). A test checks that the result equals the engine's on the real state.
 */
import {
  type GameState,
  type PlayerView,
  type RankEntry,
  ranking,
  type Score,
  score,
  sdadataThreshold,
} from "@italia/engine";

/** The view shaped as the part of a state that scoring reads. */
function scoringState(view: PlayerView): GameState {
  return {
    ...view,
    objectives: view.seats.map((s) => s.objective),
    bonus: view.seats.map((s) => ({ completed: s.completed })),
  } as unknown as GameState;
}

/** Each seat's score where the view reveals its main objective, else `null`. */
export function viewScores(view: PlayerView): (Score | null)[] {
  const state = scoringState(view);
  return view.seats.map((s) => (s.objective === null ? null : score(state, s.seat)));
}

/** The final ranking (R11.6), from a view of a finished game (every objective revealed). */
export function viewRanking(view: PlayerView): RankEntry[] | null {
  if (view.stage !== "over" || view.seats.some((s) => s.objective === null)) return null;
  return ranking(scoringState(view));
}

/** The Sdadata threshold this round (R11.4), or `null` before overtime: the engine's, from a view. */
export function viewSdadata(view: PlayerView): number | null {
  return sdadataThreshold(view as unknown as GameState);
}
