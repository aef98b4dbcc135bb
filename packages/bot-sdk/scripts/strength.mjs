#!/usr/bin/env node
// Measures the strength targets of the reference bots with the arena (the built package):
//   greedy must win ≥ 80% of seat-rotated 4-player games against 3 random bots;
//   strong must win ≥ 40% of seat-rotated 4-player games against 3 greedy bots (a fair share is 25%).
// A measurement, not a test: it prints the reports and whether each target is met.
// Usage: node scripts/strength.mjs [--games 1000] [--workers N] [--out results.json]
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { formatReport, runArena } from "../dist/node.js";

const { values } = parseArgs({
  options: {
    games: { type: "string", default: "1000" },
    workers: { type: "string" },
    out: { type: "string" },
  },
});
const games = Number(values.games);
const workers = values.workers === undefined ? {} : { workers: Number(values.workers) };

const targets = [
  {
    name: "greedy vs 3 random",
    lineup: ["greedy", "random", "random", "random"],
    target: 0.8,
    seed: "strength-greedy",
  },
  {
    name: "strong vs 3 greedy",
    lineup: ["strong", "greedy", "greedy", "greedy"],
    target: 0.4,
    seed: "strength-strong",
  },
];

const results = [];
let allMet = true;
for (const t of targets) {
  console.log(`\n== ${t.name}: ${games} games, target ≥ ${t.target * 100}% ==`);
  // A generous time limit: the search bot is limited by its iteration budget, so the results
  // depend only on the seeds, not on how busy the machine is.
  const report = await runArena({
    bots: t.lineup,
    games,
    seed: t.seed,
    timeControl: { decisionMs: 30_000 },
    ...workers,
  });
  console.log(formatReport(report));
  const bot = report.bots[0];
  const met = bot.winRate.rate >= t.target;
  allMet &&= met;
  console.log(
    `${met ? "MET" : "NOT MET"}: ${bot.label} won ${bot.wins}/${bot.seatGames} = ${(100 * bot.winRate.rate).toFixed(1)}% ` +
      `(95% CI ${(100 * bot.winRate.low).toFixed(1)}–${(100 * bot.winRate.high).toFixed(1)}%), target ${t.target * 100}%`,
  );
  results.push({ ...t, met, report });
}
if (values.out) writeFileSync(values.out, `${JSON.stringify(results, null, 2)}\n`);
process.exitCode = allMet ? 0 : 1;
