#!/usr/bin/env node
// A/B comparison of two builds of @italia/radetzky's strong bot in one process, for a loaded
// machine: the same decisions (from greedy games of 1, 3 and 5 players) searched by each build's
// StrongBot with a fixed rollout budget and no clock, the builds alternating run by run, timed in
// CPU time of this process; medians. Prints each build's rollouts per CPU second (the budget is
// spent alike by both when they search alike) and whether the two builds gave the same answers.
// Usage: node bench/compare.mjs OLD_DIST NEW_DIST [decisions=60] [runs=5] [iterations=24]
//   e.g. git stash; pnpm build; mkdir -p node_modules/.old; cp -r dist node_modules/.old/;
//        git stash pop; pnpm build; node bench/compare.mjs node_modules/.old/dist dist
// A build copied under this package's node_modules finds the package's dependencies.
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { Prng, seedRng } from "@italia/game-kit";

const [oldDir, newDir] = process.argv.slice(2, 4);
if (!oldDir || !newDir) {
  console.error("usage: node bench/compare.mjs OLD_DIST NEW_DIST [decisions] [runs] [iterations]");
  process.exit(2);
}
const count = Number(process.argv[4] ?? 60);
const runs = Number(process.argv[5] ?? 5);
const iterations = Number(process.argv[6] ?? 24);
const load = (dir) => import(pathToFileURL(resolve(dir, "index.js")).href);
const builds = { old: await load(oldDir), new: await load(newDir) };
const { actorsOf, apply, GreedyBot, legalMoves, newGame, view } = builds.new;

const todo = [];
const greedy = new GreedyBot();
for (let g = 0; todo.length < count; g++) {
  const config = { players: [1, 3, 5][g % 3], mode: "basic", difficulty: 0, handInfo: "iconCount" };
  let state = newGame(config, `rollouts-${g}`);
  for (let step = 0; state.stage !== "over" && todo.length < count; step++) {
    const seat = actorsOf(state)[0];
    const actions = legalMoves(state, seat);
    if (actions.length > 1 && step % 3 === 0) todo.push([state, seat]);
    const ctx = { seat, view: view(state, seat), actions, alsoActing: [], rng: { int: () => 0 } };
    const r = apply(state, greedy.decide(ctx) ?? actions[0]);
    if (!r.ok) throw new Error(r.error.message);
    state = r.value.state;
  }
}
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
/** One build's search of every decision: CPU seconds, its answers, its rollouts (new builds). */
const search = (build) => {
  const bot = new build.StrongBot({ iterations });
  const start = cpu();
  const answers = todo.map(([state, seat], i) =>
    JSON.stringify(
      bot.decide({
        seat,
        view: view(state, seat),
        actions: legalMoves(state, seat),
        alsoActing: [],
        rng: new Prng(seedRng(`bench-${i}`)),
      }),
    ),
  );
  return { seconds: cpu() - start, answers, rollouts: bot.stats?.rollouts };
};
search(builds.old);
search(builds.new); // JIT warm-up
const seconds = { old: [], new: [] };
let same = true;
let rollouts = 0;
for (let r = 0; r < runs; r++) {
  const a = search(builds.old);
  const b = search(builds.new);
  seconds.old.push(a.seconds);
  seconds.new.push(b.seconds);
  same &&= a.answers.join("\n") === b.answers.join("\n");
  rollouts = b.rollouts ?? rollouts;
}
const median = (xs) => xs.slice().sort((x, y) => x - y)[Math.floor(xs.length / 2)];
console.log(
  `strong, ${todo.length} decisions × ${runs} runs, ${iterations} rollouts a decision (${rollouts} rollouts a run, counted by the new build), Node.js ${process.version}`,
);
for (const name of ["old", "new"]) {
  const s = median(seconds[name]);
  console.log(
    `  ${name}: ${s.toFixed(3)} CPU s a run, ${Math.round(rollouts / s).toLocaleString("en-US")} rollouts per CPU second`,
  );
}
console.log(
  `  new / old: ×${(median(seconds.old) / median(seconds.new)).toFixed(2)}; same answers: ${same}`,
);
