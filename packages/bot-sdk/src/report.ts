/**
 * An arena report as a table for people.
 *
 * @module
 */
import type { ArenaReport } from "./arena.js";
import { quote, safeText, seatNumber } from "./text.js";

/** The widest line {@link formatReport} writes: a report fits an 80-column terminal. */
export const REPORT_COLUMNS = 80;

/** `text` cut to `width` characters, its end replaced by `…` when cut. */
function cut(text: string, width: number): string {
  return text.length <= width ? text : `${text.slice(0, Math.max(0, width - 1))}…`;
}

/**
 * `text` broken into lines of at most `width` characters at spaces (a word longer than a line is
 * cut), the lines after the first indented by two spaces.
 */
export function wrapText(text: string, width: number = REPORT_COLUMNS): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.replace(/\s+/g, " ").split(" ")) {
    const room = width - (lines.length === 0 ? 0 : 2);
    const next = line === "" ? word : `${line} ${word}`;
    if (next.length <= room) {
      line = next;
      continue;
    }
    if (line !== "") lines.push(line);
    const wordRoom = width - 2;
    line = cut(word, wordRoom);
  }
  if (line !== "" || lines.length === 0) lines.push(line);
  return lines.map((l, i) => (i === 0 ? l : `  ${l}`));
}

/**
 * The report as a plain-text table that fits 80 columns: one line per bot (seats played, wins, win
 * rate with its 95% interval, average score and rank, Elo, strikes, mean and slowest time per turn
 * after setup; a label too long for the table is cut and given in full below it), then how and
 * when games ended, the first strikes and the report's warnings (`warning: …`), wrapped.
 *
 * @example
 * ```ts
 * console.log(formatReport(await runArena({ bots: ["greedy", "random", "random"], games: 60 })));
 * ```
 */
export function formatReport(report: ArenaReport): string {
  const c = report.config;
  const lines = [
    ...wrapText(
      `${c.games} games · ${c.players} players · seed "${quote(c.seed)}" · ${c.rotate ? "seats rotated" : "fixed seats"} · ${c.duplicate ? "each deal in every rotation" : "a fresh deal every game"} · ${c.workers} worker${c.workers === 1 ? "" : "s"} · ${(report.durationMs / 1000).toFixed(1)} s`,
    ),
    "",
  ];
  const header = [
    "bot",
    "seats",
    "wins",
    "win%",
    "95% CI",
    "score",
    "rank",
    "Elo",
    "strikes",
    "ms/turn",
    "max ms",
  ];
  const rows = report.bots.map((b) => [
    quote(b.label, 200),
    String(b.seatGames),
    String(b.wins),
    (100 * b.winRate.rate).toFixed(1),
    `${(100 * b.winRate.low).toFixed(0)}–${(100 * b.winRate.high).toFixed(0)}`,
    b.averageScore.toFixed(1),
    b.averageRank.toFixed(2),
    String(b.elo),
    String(b.strikes),
    b.meanTurnMs.toFixed(1),
    b.maxTurnMs.toFixed(0),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const rest = widths.slice(1).reduce((sum, w) => sum + w + 1, 0);
  widths[0] = Math.max(3, Math.min(widths[0]!, REPORT_COLUMNS - rest));
  const long = rows.filter((r) => r[0]!.length > widths[0]!);
  const fmt = (r: string[]) =>
    r
      .map((x, i) => (i === 0 ? cut(x, widths[0]!).padEnd(widths[0]!) : x.padStart(widths[i]!)))
      .join(" ");
  lines.push(fmt(header), ...rows.map(fmt));
  for (const r of long) lines.push(...wrapText(`${cut(r[0]!, widths[0]!)} = ${r[0]}`));
  lines.push("");
  const reasons = Object.entries(report.endReasons)
    .map(([k, v]) => `${k} ${v}`)
    .join(", ");
  lines.push(
    ...wrapText(
      `ended by: ${reasons}${report.undecided ? ` (${report.undecided} without a winner)` : ""}`,
    ),
    ...wrapText(
      `length: ${report.rounds.mean.toFixed(1)} rounds on average (${report.rounds.min}–${report.rounds.max}), ${report.actions.mean.toFixed(0)} actions`,
    ),
  );
  for (const s of report.strikes.slice(0, 5)) {
    lines.push(
      ...wrapText(
        `strike: game ${s.game}, ${quote(s.bot, 40)} (seat ${seatNumber(s.seat)}), ${s.reason}: ${quote(s.message, 500)}`,
      ),
    );
  }
  for (const w of report.warnings ?? []) lines.push(...wrapText(`warning: ${safeText(w)}`));
  return lines.join("\n");
}
