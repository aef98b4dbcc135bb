#!/usr/bin/env node
// A/B comparison of several builds of @italia/engine in one process, for a loaded machine:
// random 4-player games three ways (as throughput.mjs), every build run by run with the order
// rotated, timed in CPU time of this process (process.cpuUsage), medians per build.
// Usage: node bench/compare.mjs GAMES RUNS LABEL=DIST_DIR [LABEL=DIST_DIR …]
//   (COMPARE_ONLY=stepIndex runs only the ways whose names contain that text)
//   e.g. git stash; pnpm build; cp -r dist node_modules/.old; git stash pop; pnpm build
//        node bench/compare.mjs 20 11 old=$PWD/node_modules/.old/dist new=$PWD/dist
// A build copied under this package's node_modules finds the engine's dependencies.
// To see the noise, load the old build twice from two copies (cp -r node_modules/.old
// node_modules/.old2): one directory named twice is one module, the very same code, not a second
// build. Besides the ratio of medians, each build's paired ratio is printed: the median over the
// runs of its rate divided by the first build's rate in the same run (steadier when the machine's
// load drifts).
import { realpathSync } from "node:fs";
import { pathToFileURL } from "node:url";

const games = Number(process.argv[2] ?? 20);
const runs = Number(process.argv[3] ?? 11);
const builds = [];
const seen = new Map();
for (const arg of process.argv.slice(4)) {
  const [label, dir] = arg.split("=");
  const real = realpathSync(dir);
  if (seen.has(real)) {
    console.error(
      `${label} and ${seen.get(real)} name the same directory, which loads as one module: copy the build to a second directory to measure the noise`,
    );
    process.exit(2);
  }
  seen.set(real, label);
  const engine = await import(pathToFileURL(`${dir}/index.js`).href);
  builds.push({ label, ways: ways(engine), rates: {} });
}
if (builds.length === 0) {
  console.error("usage: node bench/compare.mjs GAMES RUNS LABEL=DIST_DIR [LABEL=DIST_DIR …]");
  process.exit(2);
}

/** The numeric range of a legal move (armies or dice); [0, 0] for moves without one. */
function range(move) {
  if (move.type === "attack") return [move.minDice, move.maxDice];
  return "min" in move ? [move.min, move.max] : [0, 0];
}

function ways(E) {
  const start = (seed) => [
    E.newGame({ players: 4, seed }),
    new E.Prng(E.seedRng(`bench-policy-${seed}`)),
  ];
  return {
    "legalActions + apply": (seed) => {
      let [state, policy] = start(seed);
      let actions = 0;
      for (; state.stage !== "over"; actions++) {
        const list = E.legalActions(state);
        const result = E.apply(state, list[policy.int(list.length)]);
        if (!result.ok) throw new Error(`legal action refused: ${result.error.message}`);
        state = result.state;
      }
      return actions;
    },
    "legalMoves + moveAction + apply": (seed) => {
      let [state, policy] = start(seed);
      let actions = 0;
      for (; state.stage !== "over"; actions++) {
        const moves = E.legalMoves(state);
        const move = moves[policy.int(moves.length)];
        const [min, max] = range(move);
        const result = E.apply(state, E.moveAction(move, min + policy.int(max - min + 1)));
        if (!result.ok) throw new Error(`legal action refused: ${result.error.message}`);
        state = result.state;
      }
      return actions;
    },
    "Simulator (legalActions + step)": (seed) => {
      const [state, policy] = start(seed);
      const sim = new E.Simulator(state);
      let actions = 0;
      for (; sim.stage !== "over"; actions++) {
        const list = sim.legalActions();
        sim.step(list[policy.int(list.length)]);
      }
      return actions;
    },
    // Builds without the indexed list (before engine-speed round 2) play legalActions + step.
    "Simulator (legalCount + stepIndex)": (seed) => {
      const [state, policy] = start(seed);
      const sim = new E.Simulator(state);
      let actions = 0;
      if (typeof sim.stepIndex !== "function") {
        for (; sim.stage !== "over"; actions++) {
          const list = sim.legalActions();
          sim.step(list[policy.int(list.length)]);
        }
        return actions;
      }
      for (; sim.stage !== "over"; actions++) sim.stepIndex(policy.int(sim.legalCount()));
      return actions;
    },
  };
}

// COMPARE_ONLY=text keeps the ways whose names contain that text (e.g. "stepIndex").
const only = process.env.COMPARE_ONLY;
const names = Object.keys(builds[0].ways).filter((n) => !only || n.includes(only));
// Warm up the JIT of every build.
for (const b of builds)
  for (const play of Object.values(b.ways)) for (let i = 0; i < 10; i++) play(1000 + i);
for (let r = 0; r < runs; r++) {
  for (const name of names) {
    for (let j = 0; j < builds.length; j++) {
      const b = builds[(j + r) % builds.length];
      const before = process.cpuUsage();
      let actions = 0;
      for (let g = 0; g < games; g++) actions += b.ways[name](g);
      const used = process.cpuUsage(before);
      b.rates[name] ??= [];
      b.rates[name].push(actions / ((used.user + used.system) / 1e6));
    }
  }
}

const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (n) => Math.round(n).toLocaleString("en-US").padStart(11);
console.log(
  `CPU-time actions/s, medians of ${runs} runs × ${games} games, build order rotated, Node.js ${process.version}`,
);
for (const name of names) {
  console.log(name);
  const base = builds[0].rates[name];
  const first = median(base);
  for (const b of builds) {
    const m = median(b.rates[name]);
    const paired = median(b.rates[name].map((x, r) => x / base[r]));
    console.log(
      `  ${b.label.padEnd(12)} ${fmt(m)}   ×${(m / first).toFixed(2)} vs ${builds[0].label} (paired ×${paired.toFixed(3)})`,
    );
  }
}
