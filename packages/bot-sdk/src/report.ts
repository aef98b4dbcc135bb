/**
 * An arena report as a table for people.
 *
 * @module
 */
import type { ArenaReport } from "./arena.js";
import { quote, safeText } from "./text.js";

function pct(x: number): string {
  return `${(100 * x).toFixed(1)}%`;
}

/**
 * The report as a plain-text table: one line per bot (seats played, wins, win rate with its 95%
 * interval, average score and rank, Elo, strikes, time per turn after setup), then how and when
 * games ended, the first strikes and the report's warnings (`warning: …`).
 *
 * @example
 * ```ts
 * console.log(formatReport(await runArena({ bots: ["greedy", "random", "random"], games: 60 })));
 * ```
 */
export function formatReport(report: ArenaReport): string {
  const c = report.config;
  const lines = [
    `${c.games} games · ${c.players} players · seed "${quote(c.seed)}" · ${c.rotate ? "seats rotated" : "fixed seats"} · ${c.workers} worker${c.workers === 1 ? "" : "s"} · ${(report.durationMs / 1000).toFixed(1)} s`,
    "",
  ];
  const header = [
    "bot",
    "seats",
    "wins",
    "win rate",
    "95% CI",
    "score",
    "rank",
    "Elo",
    "strikes",
    "ms/turn",
    "max ms/turn",
  ];
  const rows = report.bots.map((b) => [
    quote(b.label, 40),
    String(b.seatGames),
    String(b.wins),
    pct(b.winRate.rate),
    `${pct(b.winRate.low)}–${pct(b.winRate.high)}`,
    b.averageScore.toFixed(2),
    b.averageRank.toFixed(2),
    String(b.elo),
    String(b.strikes),
    b.meanTurnMs.toFixed(2),
    b.maxTurnMs.toFixed(1),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const fmt = (r: string[]) =>
    r.map((x, i) => (i === 0 ? x.padEnd(widths[i]!) : x.padStart(widths[i]!))).join("  ");
  lines.push(fmt(header), ...rows.map(fmt), "");
  const reasons = Object.entries(report.endReasons)
    .map(([k, v]) => `${k} ${v}`)
    .join(", ");
  lines.push(
    `ended by: ${reasons}${report.undecided ? ` (${report.undecided} without a winner)` : ""}`,
    `length: ${report.rounds.mean.toFixed(1)} rounds on average (${report.rounds.min}–${report.rounds.max}), ${report.actions.mean.toFixed(0)} actions`,
  );
  for (const s of report.strikes.slice(0, 5)) {
    lines.push(
      `strike: game ${s.game}, ${quote(s.bot, 40)} (seat ${s.seat}), ${s.reason}: ${quote(s.message, 500)}`,
    );
  }
  for (const w of report.warnings ?? []) lines.push(`warning: ${safeText(w)}`);
  return lines.join("\n");
}
