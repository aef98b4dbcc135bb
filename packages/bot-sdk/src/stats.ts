/**
 * Honest numbers for arena results: Wilson confidence intervals for win rates and Elo ratings
 * fitted to every pairwise result (Bradley–Terry, so the order of games does not matter).
 *
 * @module
 */

/** A proportion with its confidence interval. */
export interface Interval {
  /** Successes / trials (0 when there are no trials). */
  readonly rate: number;
  readonly low: number;
  readonly high: number;
}

/**
 * The Wilson score interval for `successes` out of `trials` (default 95%, z = 1.96). It behaves
 * well near 0 and 1 and for small samples, unlike the normal approximation.
 *
 * @example
 * ```ts
 * wilson(830, 1000); // { rate: 0.83, low: 0.806…, high: 0.851… }
 * ```
 */
export function wilson(successes: number, trials: number, z = 1.96): Interval {
  if (trials <= 0) return { rate: 0, low: 0, high: 1 };
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  return { rate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** One pairwise result between two players: `score` is 1 for a win of `a`, 0.5 for a tie. */
export interface PairResult {
  readonly a: number;
  readonly b: number;
  readonly score: number;
}

/**
 * Elo ratings fitted by maximum likelihood to pairwise results (the Bradley–Terry model, solved
 * with Hunter's MM iterations). Every pair also gets one virtual draw, so a player who never lost
 * still gets a finite rating. The mean rating is `mean` (default 1500); a difference of 400 means
 * 10:1 odds in a head-to-head comparison.
 *
 * @param players how many players (indexes 0 … players − 1)
 * @param results the pairwise results
 */
export function eloRatings(players: number, results: readonly PairResult[], mean = 1500): number[] {
  const wins = new Float64Array(players);
  const games = Array.from({ length: players }, () => new Float64Array(players));
  for (let i = 0; i < players; i++) {
    for (let j = 0; j < players; j++) {
      if (i === j) continue;
      games[i]![j] = 1; // the virtual draw
      wins[i]! += 0.5;
    }
  }
  for (const r of results) {
    if (r.a === r.b) continue;
    games[r.a]![r.b]! += 1;
    games[r.b]![r.a]! += 1;
    wins[r.a]! += r.score;
    wins[r.b]! += 1 - r.score;
  }
  let strength = new Float64Array(players).fill(1);
  for (let iteration = 0; iteration < 10_000; iteration++) {
    const next = new Float64Array(players);
    let change = 0;
    for (let i = 0; i < players; i++) {
      let denominator = 0;
      for (let j = 0; j < players; j++) {
        if (i !== j) denominator += games[i]![j]! / (strength[i]! + strength[j]!);
      }
      next[i] = denominator > 0 ? wins[i]! / denominator : strength[i]!;
    }
    let logMean = 0;
    for (let i = 0; i < players; i++) logMean += Math.log(next[i]!);
    const scale = Math.exp(logMean / Math.max(1, players));
    for (let i = 0; i < players; i++) {
      next[i] = next[i]! / scale;
      change = Math.max(change, Math.abs(Math.log(next[i]! / strength[i]!)));
    }
    strength = next;
    if (change < 1e-10) break;
  }
  return Array.from(strength, (s) => mean + 400 * Math.log10(s));
}

/** Mean of a list (0 for an empty one). */
export function mean(values: readonly number[]): number {
  if (values.length === 0) return 0;
  let sum = 0;
  for (const v of values) sum += v;
  return sum / values.length;
}
