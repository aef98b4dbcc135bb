#!/usr/bin/env node
// Arena throughput (the built package): whole seat-rotated 4-player games on 2 worker threads,
// 4 random bots and 4 greedy bots; the median games/s of several runs, and games per CPU-second
// (process.cpuUsage counts the worker threads too), which moves much less when the machine is
// shared with other jobs: compare figures measured back to back.
// Usage: node bench/arena.mjs [games=400] [runs=3]
import { runArena } from "../dist/node.js";

const games = Number(process.argv[2] ?? 400);
const runs = Number(process.argv[3] ?? 3);
const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];

console.log(
  `arena, 4 players, 2 workers, ${games} games × ${runs} runs, on Node.js ${process.version}`,
);
for (const bot of ["random", "greedy"]) {
  const rates = [];
  const perCpu = [];
  for (let r = 0; r < runs; r++) {
    const start = performance.now();
    const cpu = process.cpuUsage();
    await runArena({ bots: [bot, bot, bot, bot], games, seed: `bench-arena-${r}`, workers: 2 });
    rates.push((games / (performance.now() - start)) * 1000);
    const used = process.cpuUsage(cpu);
    perCpu.push((games / (used.user + used.system)) * 1e6);
  }
  const f = (x) => x.toFixed(0);
  console.log(
    `  4 ${bot.padEnd(7)} median ${f(median(rates)).padStart(5)} games/s   (${rates.map(f).join(", ")})` +
      `   ${f(median(perCpu)).padStart(5)} games per CPU-second`,
  );
}
console.log("targets (Node 20, 2 cores): 4 random ≥ 500 games/s; 4 greedy ≥ 500 games/s");
