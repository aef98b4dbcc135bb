#!/usr/bin/env node
// Speed of the reference bots (the built package): time per whole turn, as a host sees it
// (`playTurn`: view, legal moves, the bot's decisions, refereeing and applying), and the search
// bot's decisions per second. 4 players, fixed seeds, one core. Target: every bot's fastest
// setting finishes a whole turn in ≤ 100 ms.
// Usage: node bench/bench.mjs [scale=1]
import { newGame } from "@italia/engine";
import { createBot, playTurn } from "../dist/index.js";

const scale = Number(process.argv[2] ?? 1);

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

/** Wraps a bot to count its decisions and the time spent in them. */
function timed(bot, clock) {
  return {
    name: bot.name,
    decide(ctx) {
      const start = performance.now();
      const action = bot.decide(ctx);
      clock.ms += performance.now() - start;
      clock.decisions++;
      return action;
    },
  };
}

/** Plays `games` games with `spec` in seat 0 and greedy elsewhere; times seat 0's turns. */
async function measure(spec, games) {
  const turns = [];
  const clock = { ms: 0, decisions: 0 };
  let ms = 0;
  for (let g = 0; g < games; g++) {
    let state = newGame({ players: 4, seed: `bench-${g}` });
    const bots = [
      timed(createBot(spec), clock),
      createBot("greedy"),
      createBot("greedy"),
      createBot("greedy"),
    ];
    while (state.stage !== "over") {
      const seat = state.currentSeat;
      const setup = state.stage === "setup";
      const start = performance.now();
      const result = await playTurn(state, bots[seat], { timeControl: { decisionMs: 60_000 } });
      const elapsed = performance.now() - start;
      if (seat === 0 && !setup) {
        turns.push(elapsed);
        ms += elapsed;
      }
      state = result.state;
    }
  }
  turns.sort((a, b) => a - b);
  return {
    turns: turns.length,
    mean: ms / turns.length,
    p50: percentile(turns, 0.5),
    p95: percentile(turns, 0.95),
    max: turns.at(-1) ?? 0,
    decisionsPerSecond: (clock.decisions / clock.ms) * 1000,
  };
}

const cases = [
  { spec: "random", games: 40, fastest: true },
  { spec: "greedy", games: 40, fastest: true },
  { spec: "strong-fast", games: 12, fastest: true },
  { spec: "strong", games: 6, fastest: false },
];

// Warm up the JIT.
await measure("greedy", 5);
await measure("strong-fast", 1);

console.log("bot turns (4 players, seat 0; whole turn = every decision until the turn ends)");
console.log("bot           turns   mean ms    p50 ms    p95 ms    max ms   decisions/s");
for (const c of cases) {
  const r = await measure(c.spec, Math.max(1, Math.round(c.games * scale)));
  const f = (x) => x.toFixed(2).padStart(9);
  console.log(
    `${c.spec.padEnd(12)} ${String(r.turns).padStart(6)} ${f(r.mean)} ${f(r.p50)} ${f(r.p95)} ${f(r.max)} ${Math.round(r.decisionsPerSecond).toLocaleString("en-US").padStart(13)}` +
      (c.fastest ? `   ${r.max <= 100 ? "≤ 100 ms: ok" : "> 100 ms: SLOW"}` : ""),
  );
}
console.log(
  "target: the fastest setting of every bot (random, greedy, strong-fast) ≤ 100 ms per turn",
);
