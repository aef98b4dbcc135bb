#!/usr/bin/env node
// Random-play throughput of @italia/engine through its public API (the built package).
// Each action = legalMoves + a random pick + apply. 4 players, fixed seeds, one core.
// Usage: node bench/throughput.mjs [games=300]
import { apply, expandMove, legalMoves, newGame, Prng, seedRng } from "../dist/index.js";

const games = Number(process.argv[2] ?? 300);

function playGame(seed) {
  let state = newGame({ players: 4, seed });
  const policy = new Prng(seedRng(`bench-policy-${seed}`));
  let actions = 0;
  while (state.stage !== "over") {
    const moves = legalMoves(state);
    const choices = expandMove(moves[policy.int(moves.length)]);
    const result = apply(state, choices[policy.int(choices.length)]);
    if (!result.ok) throw new Error(`legal action refused: ${result.error.message}`);
    state = result.state;
    actions++;
  }
  return actions;
}

// Warm up the JIT, then measure.
for (let i = 0; i < 30; i++) playGame(`warmup-${i}`);
const start = process.hrtime.bigint();
const cpuStart = process.cpuUsage();
let actions = 0;
for (let i = 0; i < games; i++) actions += playGame(i);
const seconds = Number(process.hrtime.bigint() - start) / 1e9;
const cpu = process.cpuUsage(cpuStart);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;

const rate = (n) => Math.round(n / seconds).toLocaleString("en-US");
console.log(`engine random play (4 players, ${games} games, seeds 0..${games - 1})`);
console.log(`  actions/s: ${rate(actions)} (wall clock)`);
console.log(`  games/s:   ${rate(games)} (wall clock)`);
console.log(
  `  actions per CPU-second: ${Math.round(actions / cpuSeconds).toLocaleString("en-US")} (this process's own CPU time: steadier when the machine is busy)`,
);
console.log(`  mean actions per game: ${Math.round(actions / games)}`);
console.log(`  target: ≥ 200,000 actions/s on one core`);
