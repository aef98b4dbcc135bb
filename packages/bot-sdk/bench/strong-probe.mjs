#!/usr/bin/env node
// CPU time per decision of search-bot settings (and builds) on the SAME positions: seat 0 of each
// game is a probe that hands every decision's context to each contender in turn (order rotated
// decision by decision), times each with process.cpuUsage, and then plays greedy's choice, so the
// game (and every later position) is the same whatever the contenders decide. Prints the mean CPU
// milliseconds per decision and each contender's ratio to the first.
// Usage: node bench/strong-probe.mjs [games=6] [name=/abs/path/to/dist|spec ...]
//   default: node_modules/.old/dist|strong against dist|strong
//   The first contender's build hosts the games (its playGame and GreedyBot): put the newest
//   build first, since an older host's contexts may lack what a newer bot reads.
import { loadContenders } from "./contenders.mjs";

const games = Number(process.argv[2] ?? 6);
const { entries, mods, host } = await loadContenders(process.argv.slice(3));
const stats = entries.map(() => ({ cpu: 0, n: 0 }));
let turn = 0;

class Probe {
  name = "probe";
  bots = entries.map((e) => mods[e.path].createBot(e.spec));
  greedy = new host.GreedyBot();
  decide(ctx) {
    for (let j = 0; j < entries.length; j++) {
      const i = (j + turn) % entries.length;
      const before = process.cpuUsage();
      this.bots[i].decide(ctx);
      const used = process.cpuUsage(before);
      stats[i].cpu += (used.user + used.system) / 1000;
      stats[i].n++;
    }
    turn++;
    return this.greedy.decide(ctx);
  }
}

for (let g = 0; g < games; g++) {
  const bots = [new Probe(), new host.GreedyBot(), new host.GreedyBot(), new host.GreedyBot()];
  await host.playGame(bots, { seed: `probe-${g}`, timeControl: { decisionMs: 60_000 } });
}
const base = stats[0].cpu / stats[0].n;
for (const [i, e] of entries.entries()) {
  const ms = stats[i].cpu / stats[i].n;
  console.log(
    `${e.name.padEnd(10)} ${e.spec.padEnd(48)} ${ms.toFixed(3).padStart(8)} ms CPU/decision` +
      ` (${stats[i].n} decisions)  ×${(ms / base).toFixed(2)}`,
  );
}
