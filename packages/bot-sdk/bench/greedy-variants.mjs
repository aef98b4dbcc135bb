#!/usr/bin/env node
// Win rate of greedy variants against 3 greedy bots with the default knobs: how the strong bot's
// own policy (STRONG_POLICY) was tuned. Each spec plays N seat-rotated 4-player games in this
// thread (greedy games take about a millisecond each), on the same seed, so the variants meet the
// same deals.
// Usage: node bench/greedy-variants.mjs [games=4000] [seed=gs4] [spec ...]
//   default specs: the defaults, attackThreshold 1, and STRONG_POLICY as greedy knobs
// Example: node bench/greedy-variants.mjs 8000 gs4 greedy:attackThreshold=1,placementWeight=1.5
import { STRONG_POLICY } from "../dist/index.js";
import { runArena } from "../dist/node.js";

const games = Number(process.argv[2] ?? 4000);
const seed = process.argv[3] ?? "gs4";
const policy = Object.entries(STRONG_POLICY)
  .map(([k, v]) => `${k}=${v}`)
  .join(",");
const given = process.argv.slice(4);
const specs = given.length
  ? given
  : ["greedy:attackThreshold=0.7", "greedy:attackThreshold=1", `greedy:${policy}`];
const pct = (x) => `${(100 * x).toFixed(1)}%`;
for (const spec of specs) {
  // The variant's label differs from the plain "greedy" of the other seats, so it is counted apart.
  const report = await runArena({
    bots: [spec, "greedy", "greedy", "greedy"],
    games,
    seed,
    workers: 0,
    progress: false,
  });
  const b = report.bots[0];
  console.log(
    `${spec}\n  ${b.wins}/${b.seatGames} = ${pct(b.winRate.rate)} [${pct(b.winRate.low)}, ${pct(b.winRate.high)}]`,
  );
}
