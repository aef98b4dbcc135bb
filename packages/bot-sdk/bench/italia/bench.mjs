#!/usr/bin/env node
// Speed of the reference bots (the built package): time per whole turn, as a host sees it
// (`playTurn`: view, legal moves, the bot's decisions, refereeing and applying), and the search
// bot's decisions per second. 4 players, fixed seeds, one core. Target: every bot's fastest
// setting finishes a whole turn in ≤ 100 ms.
// Then the search bot under small deadlines: how often it answers late (timed around `decide`).
// Usage: node bench/italia/bench.mjs [scale=1]
import { apply, newGame, Prng, seedRng } from "@italia/engine";
import { createBot, decisionContext, playTurn, StrongBot } from "../../dist/index.js";

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

console.log(
  `bot turns (4 players, seat 0; whole turn = every decision until the turn ends) on Node.js ${process.version}`,
);
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

/** The search bot with `limitMs` per decision, in seat 0 against greedy: late answers. */
function deadlines(limitMs, games) {
  const greedy = createBot("greedy");
  let decisions = 0;
  let late = 0;
  let max = 0;
  for (let g = 0; g < games; g++) {
    const strong = new StrongBot({ iterations: 1_000_000 });
    let state = newGame({ players: 4, seed: `deadline-${g}` });
    for (let step = 0; state.stage !== "over" && step < 2000; step++) {
      let action;
      if (state.currentSeat === 0 && state.stage !== "setup") {
        const ctx = decisionContext(state, {
          timeLimitMs: limitMs,
          rng: new Prng(seedRng(`deadline-${g}-${step}`)),
        });
        const start = performance.now();
        action = strong.decide(ctx);
        const ms = performance.now() - start;
        decisions++;
        if (ms > limitMs) late++;
        max = Math.max(max, ms);
      } else {
        action = greedy.decide(decisionContext(state));
      }
      state = apply(state, action).state;
    }
  }
  return { decisions, late, max };
}

console.log("");
console.log("strong with a small deadline per decision (seat 0 against greedy; no search cap)");
console.log("deadline   decisions   late    max ms");
for (const limitMs of [50, 100]) {
  const r = deadlines(limitMs, Math.max(1, Math.round(2 * scale)));
  console.log(
    `${`${limitMs} ms`.padEnd(8)} ${String(r.decisions).padStart(11)} ${String(r.late).padStart(6)} ${r.max.toFixed(1).padStart(9)}`,
  );
}
console.log("target: no late answers (a late answer is a strike; the host plays the fallback)");
