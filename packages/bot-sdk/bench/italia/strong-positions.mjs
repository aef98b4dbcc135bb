#!/usr/bin/env node
// CPU time per decision of two search-bot builds (or settings) on fixed positions, as the least
// of several repetitions: finer than strong-probe.mjs for changes of a few percent. Positions are
// decisions of seat 0 in greedy games hosted by the first build; each contender decides each
// position R times with a fresh bot and the same seeded generator (order alternated), and keeps
// its fastest time. The least of repeated runs of the same work drops most of the noise a shared
// or virtual machine adds (other processes, frequency changes), which a mean keeps.
// Usage: node bench/italia/strong-positions.mjs [positions=40] [repetitions=5] [name=/abs/path/to/dist|spec ...]
//   default: node_modules/.old/dist|strong against dist|strong
import { Prng, seedRng } from "@italia/engine";
import { loadContenders } from "../contenders.mjs";

const positions = Number(process.argv[2] ?? 40);
const repetitions = Number(process.argv[3] ?? 5);
const { entries, mods, host } = await loadContenders(process.argv.slice(4));

// Every 7th decision of seat 0, from games of 4 greedy bots.
const contexts = [];
class Collector {
  name = "collector";
  greedy = new host.GreedyBot();
  seen = 0;
  decide(ctx) {
    if (this.seen++ % 7 === 3 && contexts.length < positions) contexts.push(ctx);
    return this.greedy.decide(ctx);
  }
}
for (let g = 0; contexts.length < positions; g++) {
  const bots = [new Collector(), new host.GreedyBot(), new host.GreedyBot(), new host.GreedyBot()];
  await host.playGame(bots, { seed: `positions-${g}`, timeControl: { decisionMs: 60_000 } });
}

const totals = entries.map(() => 0);
for (const [p, ctx] of contexts.entries()) {
  const best = entries.map(() => Number.POSITIVE_INFINITY);
  for (let r = 0; r < repetitions; r++) {
    for (let j = 0; j < entries.length; j++) {
      const i = (j + r + p) % entries.length;
      const bot = mods[entries[i].path].createBot(entries[i].spec);
      const deadline = Date.now() + 60_000;
      const decision = {
        seat: ctx.seat,
        view: ctx.view,
        legal: ctx.legal,
        actions: ctx.actions,
        events: [],
        deadline,
        get timeLeftMs() {
          return Math.max(0, Math.floor(deadline - Date.now()));
        },
        rng: new Prng(seedRng(`position-${p}`)),
        settings: ctx.settings,
      };
      const before = process.cpuUsage();
      bot.decide(decision);
      const used = process.cpuUsage(before);
      best[i] = Math.min(best[i], (used.user + used.system) / 1000);
    }
  }
  for (let i = 0; i < entries.length; i++) totals[i] += best[i];
}
const base = totals[0] / contexts.length;
for (const [i, e] of entries.entries()) {
  const ms = totals[i] / contexts.length;
  console.log(
    `${e.name.padEnd(10)} ${e.spec.padEnd(40)} ${ms.toFixed(3).padStart(8)} ms CPU/decision` +
      ` (least of ${repetitions}, ${contexts.length} positions)  ×${(ms / base).toFixed(3)}`,
  );
}
