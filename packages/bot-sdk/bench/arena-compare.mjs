#!/usr/bin/env node
// Arena throughput of several builds side by side, in one process: by default the build in
// node_modules/.old/dist (copy an older `dist` there first, so it finds its dependencies) and
// this package's dist. Run by run, with the order of the builds rotated, each run a whole
// runArena on worker threads; between runs it waits for the last run's workers to be gone, so no
// build is charged for another's. Prints medians of games/s and of games per CPU-second
// (process.cpuUsage counts the worker threads too) and each build's ratio to the first: on a
// shared machine, the CPU ratio is the figure.
// Usage: node bench/arena-compare.mjs [games=400] [runs=5] [workers=2] [bots=random,greedy]
//          [name=/abs/path/to/dist ...]
const games = Number(process.argv[2] ?? 400);
const runs = Number(process.argv[3] ?? 5);
const workers = Number(process.argv[4] ?? 2);
const bots = (process.argv[5] ?? "random,greedy").split(",");
const given = process.argv.slice(6).map((a) => a.split("="));
const paths = given.length
  ? given
  : [
      ["old", new URL("../node_modules/.old/dist", import.meta.url).pathname],
      ["new", new URL("../dist", import.meta.url).pathname],
    ];
const builds = [];
for (const [name, path] of paths) builds.push({ name, m: await import(`${path}/node.js`) });

const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const f = (x) => x.toFixed(0);
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

console.log(`arena A/B, 4 players, ${workers} workers, ${games} games × ${runs} runs per build`);
for (const bot of bots) {
  const res = builds.map(() => ({ rate: [], cpu: [] }));
  for (let i = 0; i < runs; i++) {
    for (let k = 0; k < builds.length; k++) {
      const b = (i + k) % builds.length;
      await settle();
      const start = performance.now();
      const cpu = process.cpuUsage();
      await builds[b].m.runArena({
        bots: [bot, bot, bot, bot],
        games,
        seed: `ab-${i}`,
        workers,
        progress: false,
      });
      const used = process.cpuUsage(cpu);
      res[b].rate.push((games / (performance.now() - start)) * 1000);
      res[b].cpu.push((games / (used.user + used.system)) * 1e6);
    }
  }
  const base = res[0];
  builds.forEach(({ name }, b) => {
    const r = res[b];
    console.log(
      `  4 ${bot.padEnd(7)} ${name.padEnd(10)} ${f(median(r.rate)).padStart(5)} games/s ${f(median(r.cpu)).padStart(5)}/CPU-s` +
        `   ×${(median(r.rate) / median(base.rate)).toFixed(2)} wall ×${(median(r.cpu) / median(base.cpu)).toFixed(2)} CPU`,
    );
  });
}
