/**
 * A tournament's ratings file: OpenSkill ratings (Weng–Lin, Plackett–Luce model, from the
 * `openskill` package) kept across runs. Each game updates the ratings of the bots at its table
 * from their final ranks (R11.5–R11.6); the file is read as hostile input and written atomically.
 *
 * ```json
 * { "format": "italia-ratings/1", "model": "openskill/plackett-luce", "runs": 2, "games": 48,
 *   "bots": { "greedy": { "mu": 27.1, "sigma": 4.2, "games": 36 }, … },
 *   "lastRun": { "seed": "3f9c…", "duplicate": false } }
 * ```
 */
import { readJsonFile } from "@italia/bot-sdk/node";
import { ordinal, rate, rating } from "openskill";
import { writeFileAtomically } from "../output-file.js";

/** Bounds on a ratings file read from disk. */
export const RATINGS_LIMITS = Object.freeze({
  /** Largest file read (1 MiB). */
  bytes: 1024 * 1024,
  /** Most bots in one file. */
  bots: 1000,
  /** Longest bot label. */
  label: 200,
  /** Longest seed kept in `lastRun`. */
  seed: 1000,
  /** Largest |mu| accepted (a fresh rating is 25). */
  mu: 1000,
  /** Smallest and largest sigma accepted (a fresh rating's is 25/3): beyond them a game's update overflows to NaN. */
  sigma: { min: 0.001, max: 1000 },
});

/** One bot's rating. */
export interface BotRating {
  /** Estimated skill (OpenSkill μ; a new bot starts at 25). */
  readonly mu: number;
  /** Uncertainty of that estimate (σ; a new bot starts at 25/3). */
  readonly sigma: number;
  /** Games rated, over all runs. */
  readonly games: number;
}

/** The ratings file (format `italia-ratings/1`). */
export interface RatingsFile {
  readonly format: "italia-ratings/1";
  readonly model: "openskill/plackett-luce";
  /** Tournament runs that updated the file. */
  readonly runs: number;
  /** Games rated, over all runs. */
  readonly games: number;
  /** Ratings by bot label. */
  readonly bots: Readonly<Record<string, BotRating>>;
  /**
   * How the last run dealt its games, written when it ends so it can be played again: its base
   * seed (secret while the run is under way) and whether each deal was played in every rotation.
   */
  readonly lastRun?: { readonly seed: string; readonly duplicate: boolean };
}

/** A new, empty ratings file. */
export function emptyRatings(): RatingsFile {
  return {
    format: "italia-ratings/1",
    model: "openskill/plackett-luce",
    runs: 0,
    games: 0,
    bots: {},
  };
}

/** The conservative rating shown in standings: μ − 3σ (OpenSkill's ordinal). */
export function displayRating(r: BotRating): number {
  return ordinal(r);
}

/** A bot's rating, or a new bot's. */
export function ratingOf(file: RatingsFile, label: string): BotRating {
  const r = file.bots[label];
  if (r) return r;
  const fresh = rating();
  return { mu: fresh.mu, sigma: fresh.sigma, games: 0 };
}

function isCount(x: unknown): x is number {
  return typeof x === "number" && Number.isInteger(x) && x >= 0;
}

function isNumber(x: unknown): x is number {
  return typeof x === "number" && Number.isFinite(x);
}

/** Checks a parsed ratings file; returns it or why it is refused. */
export function checkRatings(value: unknown): RatingsFile | string {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return "not an object";
  const v = value as Record<string, unknown>;
  if (v.format !== "italia-ratings/1") return 'format is not "italia-ratings/1"';
  if (v.model !== "openskill/plackett-luce") return 'model is not "openskill/plackett-luce"';
  if (!isCount(v.runs) || !isCount(v.games)) return "runs and games must be whole numbers ≥ 0";
  const bots = v.bots;
  if (typeof bots !== "object" || bots === null || Array.isArray(bots))
    return "bots is not an object";
  const entries = Object.entries(bots);
  if (entries.length > RATINGS_LIMITS.bots) return `more than ${RATINGS_LIMITS.bots} bots`;
  const out: Record<string, BotRating> = {};
  for (const [label, r] of entries) {
    if (label.length === 0 || label.length > RATINGS_LIMITS.label) {
      return `a bot label is empty or longer than ${RATINGS_LIMITS.label} characters`;
    }
    const e = r as Record<string, unknown> | null;
    if (typeof e !== "object" || e === null || !isNumber(e.mu) || !isNumber(e.sigma)) {
      return "a bot's mu and sigma must be numbers";
    }
    if (e.sigma <= 0 || !isCount(e.games)) return "a bot's sigma must be > 0 and games ≥ 0";
    const { mu, sigma } = RATINGS_LIMITS;
    if (Math.abs(e.mu) > mu || e.sigma < sigma.min || e.sigma > sigma.max) {
      return `a bot's mu must be from -${mu} to ${mu} and its sigma from ${sigma.min} to ${sigma.max}`;
    }
    out[label] = { mu: e.mu, sigma: e.sigma, games: e.games };
  }
  let lastRun: RatingsFile["lastRun"];
  if (v.lastRun !== undefined) {
    const l = v.lastRun as Record<string, unknown> | null;
    if (
      typeof l !== "object" ||
      l === null ||
      typeof l.seed !== "string" ||
      l.seed.length > RATINGS_LIMITS.seed ||
      typeof l.duplicate !== "boolean"
    ) {
      return `lastRun must hold a seed (text of at most ${RATINGS_LIMITS.seed} characters) and duplicate (true or false)`;
    }
    lastRun = { seed: l.seed, duplicate: l.duplicate };
  }
  return {
    format: "italia-ratings/1",
    model: "openskill/plackett-luce",
    runs: v.runs,
    games: v.games,
    bots: out,
    ...(lastRun ? { lastRun } : {}),
  };
}

/** What {@link readRatings} found. */
export type RatingsRead =
  | { readonly ok: true; readonly ratings: RatingsFile }
  | { readonly ok: false; readonly problem: string };

/** Reads a ratings file; a file that does not exist yet is an empty one. */
export function readRatings(path: string): RatingsRead {
  const read = readJsonFile(path, { maxBytes: RATINGS_LIMITS.bytes, maxDepth: 4 });
  if (!read.ok) {
    return read.code === "missing"
      ? { ok: true, ratings: emptyRatings() }
      : { ok: false, problem: read.problem };
  }
  const checked = checkRatings(read.value);
  return typeof checked === "string"
    ? { ok: false, problem: checked }
    : { ok: true, ratings: checked };
}

/** Writes the ratings atomically (a temporary file renamed over `path`). */
export function writeRatings(path: string, ratings: RatingsFile): void {
  writeFileAtomically(path, `${JSON.stringify(ratings, null, 2)}\n`);
}

/**
 * The ratings after one game: `labels[s]` played seat `s` and finished with rank `ranks[s]`
 * (1 = best, shared ranks are ties, R11.5–R11.6). A bot in several seats of the game (a small
 * pool) gets the average of its seats' new ratings. Pure: returns a new file.
 */
export function rateGame(
  file: RatingsFile,
  labels: readonly string[],
  ranks: readonly number[],
): RatingsFile {
  const before = labels.map((l) => ratingOf(file, l));
  const after = rate(
    before.map((r) => [{ mu: r.mu, sigma: r.sigma }]),
    { rank: [...ranks] },
  );
  const sums = new Map<string, { mu: number; sigma: number; n: number }>();
  labels.forEach((label, seat) => {
    const r = after[seat]![0]!;
    const s = sums.get(label) ?? { mu: 0, sigma: 0, n: 0 };
    sums.set(label, { mu: s.mu + r.mu, sigma: s.sigma + r.sigma, n: s.n + 1 });
  });
  const bots: Record<string, BotRating> = { ...file.bots };
  for (const [label, s] of sums) {
    bots[label] = { mu: s.mu / s.n, sigma: s.sigma / s.n, games: ratingOf(file, label).games + 1 };
  }
  return { ...file, games: file.games + 1, bots };
}
