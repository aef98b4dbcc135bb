#!/usr/bin/env node
// Team win rates of Radetzky's reference bots (issue #29): all-random, all-greedy and all-strong
// teams, whole games through the bot SDK's GameHost (the host asks every acting seat, as in real
// play), basic game, difficulty 0, default hand information ("iconCount"), each team's win rate
// with its 95% Wilson interval. Game i of every lineup uses the seed `measure-<players>-<i>`, so
// the lineups meet the same deals. Every seat gets the same time per decision (`--ms`); the
// strong bot searches until that time is up or it has made `--iterations` rollouts; each seat also
// has a large time bank, so that a pause of a busy machine never turns an answer into a strike.
//
// Usage: node bench/measure.mjs [--games 1000] [--strong-games 150] [--players 1,3,5]
//          [--lineups random,greedy,strong] [--ms 1000] [--iterations 24] [--difficulty 0]
//          [--from 0] (the first game's number: runs of other games, to add up)
import { parseArgs } from "node:util";
import { GameHost } from "@italia/bot-sdk";
import { GreedyBot, RandomBot, radetzky, StrongBot } from "../dist/index.js";

const { values: opts } = parseArgs({
  options: {
    games: { type: "string", default: "1000" },
    "strong-games": { type: "string", default: "150" },
    players: { type: "string", default: "1,3,5" },
    lineups: { type: "string", default: "random,greedy,strong" },
    ms: { type: "string", default: "1000" },
    iterations: { type: "string", default: "24" },
    difficulty: { type: "string", default: "0" },
    from: { type: "string", default: "0" },
    mode: { type: "string", default: "basic" },
    help: { type: "boolean", default: false },
  },
});
if (opts.help) {
  console.log(
    "node bench/measure.mjs [--games 1000] [--strong-games 150] [--players 1,3,5] [--lineups random,greedy,strong] [--ms 1000] [--iterations 24] [--difficulty 0] [--mode basic] [--from 0]",
  );
  process.exit(0);
}
const ms = Number(opts.ms);
const iterations = Number(opts.iterations);
const makers = {
  random: () => new RandomBot(),
  greedy: () => new GreedyBot(),
  strong: () => new StrongBot({ iterations, timeMs: ms }),
};

/** The 95% Wilson score interval of `wins` out of `n`, in percent. */
function wilson(wins, n) {
  if (n === 0) return [0, 100];
  const z = 1.959964;
  const p = wins / n;
  const d = 1 + (z * z) / n;
  const mid = (p + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [100 * Math.max(0, mid - half), 100 * Math.min(1, mid + half)];
}

async function play(lineup, players, i) {
  const config = {
    players,
    mode: opts.mode,
    difficulty: Number(opts.difficulty),
    handInfo: "iconCount",
  };
  const bots = Array.from({ length: players }, () => makers[lineup]());
  const host = GameHost.play(radetzky, config, `measure-${players}-${i}`, bots, {
    // a bank, so that a busy machine's pauses never turn an answer into a strike
    timeControl: { decisionMs: ms, bankMs: 600_000 },
    turnLimit: { actions: 2000 },
  });
  await host.runBots({ maxActions: 50_000 });
  const outcome = radetzky.outcome(host.state);
  if (outcome === null) throw new Error(`game ${i} did not end`);
  let decisions = 0;
  let decideMs = 0;
  for (const t of host.times) {
    decisions += t.decisions;
    decideMs += t.decideMs;
  }
  // the strong bots' searches: rollouts, and searches the clock stopped before the budget was spent
  let searches = 0;
  let rollouts = 0;
  let clockStops = 0;
  for (const b of bots) {
    if (b.stats === undefined) continue;
    searches += b.stats.searches;
    rollouts += b.stats.rollouts;
    clockStops += b.stats.clockStops + b.stats.noTime;
  }
  return {
    searches,
    rollouts,
    clockStops,
    win: outcome.results[0] === "win",
    reason: outcome.reason,
    rounds: outcome.detail.round,
    strikes: host.strikes.length,
    decisions,
    decideMs,
  };
}

const rows = [];
console.log(
  `Radetzky team win rates: ${opts.mode}, difficulty ${opts.difficulty}, handInfo iconCount, ${ms} ms per decision (strong: at most ${iterations} rollouts), Node.js ${process.version}`,
);
console.log(
  "lineup   players   games   wins   win rate   95% Wilson       mean rounds   ms/decision   strikes   wall s   rollouts/search   clock stops",
);
for (const players of opts.players.split(",").map(Number)) {
  for (const lineup of opts.lineups.split(",")) {
    const games = Number(lineup === "strong" ? opts["strong-games"] : opts.games);
    const start = Date.now();
    let wins = 0;
    let rounds = 0;
    let strikes = 0;
    let decisions = 0;
    let decideMs = 0;
    let searches = 0;
    let rollouts = 0;
    let clockStops = 0;
    for (let i = 0; i < games; i++) {
      const r = await play(lineup, players, Number(opts.from) + i);
      if (r.win) wins++;
      rounds += r.rounds;
      strikes += r.strikes;
      decisions += r.decisions;
      decideMs += r.decideMs;
      searches += r.searches;
      rollouts += r.rollouts;
      clockStops += r.clockStops;
      if ((i + 1) % 10 === 0) {
        // progress on stderr: a run cut short still tells its tally so far
        console.error(
          `${lineup} ${players}: ${wins}/${i + 1} after ${((Date.now() - start) / 1000).toFixed(0)} s`,
        );
      }
    }
    const [lo, hi] = wilson(wins, games);
    const row = {
      lineup,
      players,
      games,
      wins,
      rate: (100 * wins) / games,
      lo,
      hi,
      rounds: rounds / games,
      msPerDecision: decideMs / Math.max(1, decisions),
      strikes,
      wall: (Date.now() - start) / 1000,
      rolloutsPerSearch: rollouts / Math.max(1, searches),
      clockStops,
    };
    rows.push(row);
    console.log(
      `${lineup.padEnd(8)} ${String(players).padStart(7)} ${String(games).padStart(7)} ${String(wins).padStart(6)} ${row.rate.toFixed(1).padStart(9)}%   [${lo.toFixed(1)}, ${hi.toFixed(1)}]`.padEnd(
        66,
      ) +
        `${row.rounds.toFixed(2).padStart(11)} ${row.msPerDecision.toFixed(2).padStart(13)} ${String(strikes).padStart(9)} ${row.wall.toFixed(0).padStart(8)}` +
        `${row.rolloutsPerSearch.toFixed(1).padStart(18)} ${String(clockStops).padStart(13)}`,
    );
  }
}
if (process.env.MEASURE_JSON) console.log(JSON.stringify(rows));
