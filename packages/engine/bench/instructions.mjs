#!/usr/bin/env node
// Machine instructions per action of random 4-player play, counted by valgrind (cachegrind without
// its cache simulation), for builds of @italia/engine: a measure that a loaded machine barely
// moves (one build, five runs at load 5–8: 21,269–21,860, ±1.4%), where CPU time moves by ±10%
// between runs; JIT tiering still varies a little from run to run.
// Instructions are not time (they miss cache misses and the cost of memory), so use it beside
// `compare.mjs`, not instead of it: it shows whether a change does less work at all.
// Each build plays 100 and then 400 games in its own process under valgrind (with
// `--single-threaded`, so no compiler or GC threads), and the difference of the two counts
// divided by the difference of the actions is the figure: start-up, compilation and warm-up
// cancel out. About a minute per build.
// Usage: node bench/instructions.mjs WAY LABEL=DIST_DIR [LABEL=DIST_DIR …]
//   WAY: apply (legalActions + apply), moves (legalMoves + moveAction + apply) or sim
//   (Simulator legalCount + stepIndex); e.g.
//   node bench/instructions.mjs apply old=$PWD/node_modules/.old/dist new=$PWD/dist
import { spawnSync } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";

const [mode, ...rest] = process.argv.slice(2);
if (mode === "--play") {
  const [dir, games, way] = rest;
  const E = await import(pathToFileURL(`${dir}/index.js`).href);
  let actions = 0;
  for (let seed = 0; seed < Number(games); seed++) {
    let state = E.newGame({ players: 4, seed });
    const policy = new E.Prng(E.seedRng(`bench-policy-${seed}`));
    if (way === "sim") {
      const sim = new E.Simulator(state);
      for (; sim.stage !== "over"; actions++) sim.stepIndex(policy.int(sim.legalCount()));
    } else if (way === "moves") {
      for (; state.stage !== "over"; actions++) {
        const moves = E.legalMoves(state);
        const m = moves[policy.int(moves.length)];
        const [min, max] =
          m.type === "attack" ? [m.minDice, m.maxDice] : "min" in m ? [m.min, m.max] : [0, 0];
        state = E.apply(state, E.moveAction(m, min + policy.int(max - min + 1))).state;
      }
    } else {
      for (; state.stage !== "over"; actions++) {
        const list = E.legalActions(state);
        state = E.apply(state, list[policy.int(list.length)]).state;
      }
    }
  }
  console.log(`actions=${actions}`);
  process.exit(0);
}

if (!["apply", "moves", "sim"].includes(mode) || rest.length === 0) {
  console.error(
    "usage: node bench/instructions.mjs apply|moves|sim LABEL=DIST_DIR [LABEL=DIST_DIR …]",
  );
  process.exit(2);
}

/** Instructions and actions of one valgrind run of `games` games. */
function count(dir, games) {
  const run = spawnSync(
    "valgrind",
    [
      "--tool=cachegrind",
      "--cache-sim=no",
      "--cachegrind-out-file=/dev/null",
      process.execPath,
      "--single-threaded",
      fileURLToPath(import.meta.url),
      "--play",
      dir,
      String(games),
      mode,
    ],
    { encoding: "utf8", maxBuffer: 1 << 24 },
  );
  const actions = /actions=(\d+)/.exec(run.stdout ?? "");
  const refs = /I\s+refs:\s+([\d,]+)/.exec(run.stderr ?? "");
  if (run.status !== 0 || !actions || !refs) {
    throw new Error(`valgrind run failed (is valgrind installed?): ${run.error ?? run.stderr}`);
  }
  return { actions: Number(actions[1]), instructions: Number(refs[1].replaceAll(",", "")) };
}

const rows = [];
for (const arg of rest) {
  const [label, dir] = arg.split("=");
  const [small, large] = [100, 400].map((games) => count(dir, games));
  const perAction = (large.instructions - small.instructions) / (large.actions - small.actions);
  rows.push({ label, perAction });
  console.log(
    `${label.padEnd(8)} ${Math.round(perAction).toLocaleString("en-US").padStart(8)} instructions/action (${mode})`,
  );
}
for (const { label, perAction } of rows.slice(1)) {
  console.log(
    `${label} vs ${rows[0].label}: ×${(perAction / rows[0].perAction).toFixed(3)} instructions`,
  );
}
