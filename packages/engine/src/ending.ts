/**
 * The end of the game (R11): scores, ranking, the Sdadata roll and finishing a game.
 *
 * @module
 */
import { OBJECTIVES, type ObjectiveId, REGION_IDS, REGIONS, RULES } from "./board.js";
import type { Draft } from "./draft.js";
import { livingSeats } from "./queries.js";
import { regionTable } from "./region-table.js";
import type { EndReason, GameState, Seat } from "./state.js";

/** For each main objective, whether each region (by board index) belongs to it. */
const OBJECTIVE_MASKS: ReadonlyMap<ObjectiveId, readonly boolean[]> = new Map(
  OBJECTIVES.map((o) => [o.id, REGION_IDS.map((id) => o.regions.includes(id))]),
);

/** A seat's score (R11.5) and its tie-breakers. */
export interface Score {
  readonly seat: Seat;
  /** Values of the main-objective regions the seat holds. */
  readonly objective: number;
  /** 5 points per colpo da maestro. */
  readonly colpi: number;
  /** `objective + colpi`: the score. */
  readonly total: number;
  /** First tie-breaker: values of the seat's other regions. */
  readonly otherRegions: number;
  /** Second tie-breaker: armies on the map. */
  readonly armies: number;
}

/**
 * A seat's score now (R11.5): the values of the regions of its main objective it holds, plus 5
 * per completed bonus objective; with the tie-breakers.
 *
 * @example
 * ```ts
 * score(state, 0).total; // e.g. 27
 * ```
 */
export function score(state: GameState, seat: Seat): Score {
  const inObjective = OBJECTIVE_MASKS.get(state.objectives[seat]!)!;
  const { owner, armies } = regionTable(state.regions);
  let objective = 0;
  let other = 0;
  let armyCount = 0;
  for (let i = 0; i < owner.length; i++) {
    if (owner[i] !== seat) continue;
    armyCount += armies[i]!;
    if (inObjective[i]) objective += REGIONS[i]!.value;
    else other += REGIONS[i]!.value;
  }
  const colpi = state.bonus[seat]!.completed.length * RULES.colpoPoints;
  return {
    seat,
    objective,
    colpi,
    total: objective + colpi,
    otherRegions: other,
    armies: armyCount,
  };
}

/** One line of the final ranking. */
export interface RankEntry {
  readonly seat: Seat;
  /** 1 for the best; equal ranks are shared (R11.5). */
  readonly rank: number;
  readonly score: Score;
  readonly eliminated: boolean;
}

function compareScores(a: Score, b: Score): number {
  return b.total - a.total || b.otherRegions - a.otherRegions || b.armies - a.armies;
}

/**
 * The ranking (R11.6): a winner by Conquista, Tre colpi or Ultimo rimasto first; the other living
 * seats by score, then tie-breakers (fully tied seats share a rank); eliminated seats last, later
 * eliminations above earlier ones. Meaningful at any time; final once the game is over.
 */
export function ranking(state: GameState): RankEntry[] {
  const decided = state.endReason !== null && state.endReason !== "sdadata" ? state.winner : null;
  const living = livingSeats(state)
    .filter((s) => s !== decided)
    .map((s) => score(state, s))
    .sort((a, b) => compareScores(a, b) || a.seat - b.seat);
  const out: RankEntry[] = [];
  if (decided !== null)
    out.push({ seat: decided, rank: 1, score: score(state, decided), eliminated: false });
  living.forEach((s, i) => {
    const prev = out[out.length - 1];
    const tied = i > 0 && prev !== undefined && compareScores(prev.score, s) === 0;
    out.push({
      seat: s.seat,
      rank: tied ? prev.rank : out.length + 1,
      score: s,
      eliminated: false,
    });
  });
  for (const seat of [...state.eliminated].reverse()) {
    out.push({ seat, rank: out.length + 1, score: score(state, seat), eliminated: true });
  }
  return out;
}

/** The first round of overtime (R11.4), or `null` while a timed game's clock runs. */
export function overtimeRound(state: GameState): number | null {
  if (state.overtimeFromRound !== null) return state.overtimeFromRound;
  return "rounds" in state.limit ? state.limit.rounds + 1 : null;
}

/** The Sdadata threshold in the current round (R11.4), or `null` when no roll is due now. */
export function sdadataThreshold(state: GameState): number | null {
  const first = overtimeRound(state);
  if (first === null || state.round < first) return null;
  if ("minutes" in state.limit && !state.clockExpired) return null;
  return Math.min(RULES.sdadataMaxThreshold, RULES.sdadataFirstThreshold + (state.round - first));
}

/** R11.4: rolls the two Sdadata dice at a turn end when due; ends the game on a low sum. */
export function rollSdadata(d: Draft): void {
  const threshold = sdadataThreshold(d.s);
  if (threshold === null || d.s.turn.conqueredThisTurn > RULES.sdadataMaxConquests) return;
  const dice: [number, number] = [d.rng.die(), d.rng.die()];
  const ended = dice[0] + dice[1] <= threshold;
  if (d.recording) d.emit({ type: "sdadataRolled", seat: d.s.currentSeat, dice, threshold, ended });
  if (ended) {
    const ranks = ranking(d.s);
    const top = ranks.filter((r) => r.rank === 1);
    finishGame(d, "sdadata", top.length === 1 ? top[0]!.seat : null);
  }
}

/** Ends the game (R11). `winner` is `null` only for a Sdadata with a shared best score. */
export function finishGame(d: Draft, reason: EndReason, winner: Seat | null): void {
  d.s.stage = "over";
  d.s.endReason = reason;
  d.s.winner = winner;
  d.s.pendingArmies = 0;
  d.s.occupy = null;
  if (d.recording) d.emit({ type: "gameOver", reason, winner });
}
