/**
 * A tournament's standings: per bot of the pool, its rating (kept across runs) and what it did in
 * this run, as plain JSON (`italia-tournament/1`) and as a table that fits 80 columns.
 */
import { quote, safeText } from "@italia/bot-sdk";
import { type BotRating, displayRating } from "./ratings.js";

/** Widest table line. */
export const STANDINGS_COLUMNS = 80;

/** One bot's results in this run. */
export interface RunResults {
  /** Seats it played (a bot in two seats of a game counts twice). */
  seatGames: number;
  /** Seats that won their game. */
  wins: number;
  /** Sum of final scores (R11.5). */
  score: number;
  /** Sum of final ranks (1 = best). */
  rank: number;
  /** Answers refused and replaced by a fallback. */
  strikes: number;
}

/** A new, empty {@link RunResults}. */
export function noResults(): RunResults {
  return { seatGames: 0, wins: 0, score: 0, rank: 0, strikes: 0 };
}

/** One line of the standings. */
export interface Standing {
  /** 1 = highest rating. */
  readonly place: number;
  readonly label: string;
  /** The conservative rating μ − 3σ, by which the standings are ordered. */
  readonly rating: number;
  readonly mu: number;
  readonly sigma: number;
  /** Games rated over all runs. */
  readonly ratedGames: number;
  /** This run: seats played, wins, average score and rank, strikes. */
  readonly seatGames: number;
  readonly wins: number;
  readonly averageScore: number;
  readonly averageRank: number;
  readonly strikes: number;
}

/** The standings, best rating first (ties keep pool order). */
export function standingsOf(
  labels: readonly string[],
  ratings: readonly BotRating[],
  results: readonly RunResults[],
): Standing[] {
  const round = (x: number, d = 3) => Number(x.toFixed(d));
  return labels
    .map((label, i) => {
      const r = ratings[i]!;
      const s = results[i]!;
      const n = Math.max(1, s.seatGames);
      return {
        place: 0,
        label,
        rating: round(displayRating(r)),
        mu: round(r.mu),
        sigma: round(r.sigma),
        ratedGames: r.games,
        seatGames: s.seatGames,
        wins: s.wins,
        averageScore: round(s.score / n),
        averageRank: round(s.rank / n),
        strikes: s.strikes,
      };
    })
    .sort((a, b) => b.rating - a.rating)
    .map((s, i) => ({ ...s, place: i + 1 }));
}

/** Cuts `text` to `width` characters, ending in "…" when cut. */
function cut(text: string, width: number): string {
  return text.length <= width ? text : `${text.slice(0, width - 1)}…`;
}

/**
 * The standings as a table of at most {@link STANDINGS_COLUMNS} columns: a long label is cut in
 * the table and given in full (escaped) below it.
 */
export function formatStandings(standings: readonly Standing[], heading: string): string {
  const header = [
    "#",
    "bot",
    "rating",
    "mu",
    "sigma",
    "rated",
    "seats",
    "wins",
    "win%",
    "score",
    "rank",
    "strikes",
  ];
  const rows = standings.map((s) => [
    String(s.place),
    quote(s.label, 200),
    s.rating.toFixed(2),
    s.mu.toFixed(2),
    s.sigma.toFixed(2),
    String(s.ratedGames),
    String(s.seatGames),
    String(s.wins),
    s.seatGames === 0 ? "-" : ((100 * s.wins) / s.seatGames).toFixed(1),
    s.averageScore.toFixed(1),
    s.averageRank.toFixed(2),
    String(s.strikes),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const rest = widths.reduce((sum, w, i) => (i === 1 ? sum : sum + w + 1), 0);
  widths[1] = Math.max(3, Math.min(widths[1]!, STANDINGS_COLUMNS - rest));
  const fmt = (r: string[]) =>
    r
      .map((x, i) => (i === 1 ? cut(x, widths[1]!).padEnd(widths[1]!) : x.padStart(widths[i]!)))
      .join(" ");
  const lines = [cut(safeText(heading), STANDINGS_COLUMNS), "", fmt(header), ...rows.map(fmt)];
  for (const r of rows) {
    if (r[1]!.length <= widths[1]!) continue;
    // The full label, wrapped at the width rather than cut.
    const full = `${cut(r[1]!, widths[1]!)} = ${r[1]}`;
    for (let at = 0; at < full.length; at += STANDINGS_COLUMNS) {
      lines.push(full.slice(at, at + STANDINGS_COLUMNS));
    }
  }
  lines.push(
    "",
    "rating = mu - 3 sigma (OpenSkill), kept across runs; rated: games in all runs;",
    "seats, wins, win%, score, rank and strikes: this run.",
  );
  return lines.join("\n");
}
