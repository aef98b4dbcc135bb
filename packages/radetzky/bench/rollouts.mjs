#!/usr/bin/env node
// Rollouts per second of the strong bot's search (issue #29), two ways, on the same decisions:
//   1. "greedy on fresh views" — the rollout policy as it was first: greedy deciding from a new
//      copy of the seat's view (`view(state, seat)`) at every simulated step (StrongBot with a
//      policy that is not a GreedyBot gets that);
//   2. "greedy on seat views" — the default policy: greedy reading the seat's view built on the
//      simulator's state without copying it.
// Both make the same decisions (a test checks it); what differs is the time. The decisions are
// taken from greedy games (basic, difficulty 0, iconCount; 1, 3 and 5 players in turn), each
// searched with a fixed budget of rollouts and no clock. Time is the process's CPU time (so a
// busy machine's waits are left out); each figure is the median of several runs, the two ways
// interleaved run by run.
// Usage: node bench/rollouts.mjs [decisions=60] [runs=5] [iterations=24]
import {
  actorsOf,
  apply,
  GreedyBot,
  legalMoves,
  newGame,
  Prng,
  StrongBot,
  seedRng,
  view,
} from "./load.mjs";

const decisions = Number(process.argv[2] ?? 60);
const runs = Number(process.argv[3] ?? 5);
const iterations = Number(process.argv[4] ?? 24);
const PLAYERS = [1, 3, 5];

/** Decisions with more than one legal action, met in greedy games: [state, seat]. */
function positions(count) {
  const out = [];
  const greedy = new GreedyBot();
  for (let g = 0; out.length < count; g++) {
    const config = { players: PLAYERS[g % 3], mode: "basic", difficulty: 0, handInfo: "iconCount" };
    let state = newGame(config, `rollouts-${g}`);
    for (let step = 0; state.stage !== "over" && out.length < count; step++) {
      const seat = actorsOf(state)[0];
      const actions = legalMoves(state, seat);
      const ctx = { seat, view: view(state, seat), actions, alsoActing: [], rng: { int: () => 0 } };
      if (actions.length > 1 && step % 3 === 0) out.push([state, seat]);
      const r = apply(state, greedy.decide(ctx) ?? actions[0]);
      if (!r.ok) throw new Error(r.error.message);
      state = r.value.state;
    }
  }
  return out;
}

const greedy = new GreedyBot();
const ways = {
  "greedy on fresh views (before)": () =>
    new StrongBot({ iterations, policy: { name: "greedy", decide: (ctx) => greedy.decide(ctx) } }),
  "greedy on seat views (now)": () => new StrongBot({ iterations }),
};

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
const todo = positions(decisions);
const search = (make) => {
  const bot = make();
  const start = cpu();
  for (const [i, [state, seat]] of todo.entries()) {
    bot.decide({
      seat,
      view: view(state, seat),
      actions: legalMoves(state, seat),
      alsoActing: [],
      rng: new Prng(seedRng(`bench-${i}`)),
    });
  }
  return { seconds: cpu() - start, rollouts: bot.stats.rollouts };
};
for (const make of Object.values(ways)) search(make); // JIT warm-up
const rates = Object.fromEntries(Object.keys(ways).map((k) => [k, []]));
const count = {};
for (let r = 0; r < runs; r++) {
  for (const [name, make] of Object.entries(ways)) {
    const { seconds, rollouts } = search(make);
    rates[name].push(rollouts / seconds);
    count[name] = rollouts;
  }
}
const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (n, w) => Math.round(n).toLocaleString("en-US").padStart(w);
console.log(
  `Radetzky strong bot: rollouts per CPU second, ${todo.length} decisions × ${runs} runs, ${iterations} rollouts a decision, Node.js ${process.version}`,
);
console.log("way                                 rollouts/s (min … max)      rollouts a run");
for (const [name, xs] of Object.entries(rates)) {
  console.log(
    `  ${name.padEnd(32)} ${fmt(median(xs), 8)} (${fmt(Math.min(...xs), 0)} … ${fmt(Math.max(...xs), 0)})   ${count[name]}`,
  );
}
const [before, now] = Object.values(rates).map(median);
console.log(`  now / before: ×${(now / before).toFixed(2)}`);
