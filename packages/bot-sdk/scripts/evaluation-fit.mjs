#!/usr/bin/env node
// Refits the strong bot's static evaluation (src/italia/bots/evaluation.ts): a conditional logit
// (multinomial logistic regression over the living seats) of the eventual winner on the
// features of turn-start positions, by Newton's method. A measurement tool, not part of the
// package: it prints held-out log-losses of the current weights and of the refit, and the refit
// weights to paste into evaluation.ts.
//
// The positions come from arena game records (`runArena({ ..., recordsDir })`), e.g. the games
// the strong bot plays against 3 greedy bots:
//   node -e 'import("@italia/bot-sdk/node").then(m => m.runArena({ bots: ["strong", "greedy",
//     "greedy", "greedy"], games: 800, seed: "fit-strong", recordsDir: "/tmp/fit-strong",
//     timeControl: { decisionMs: 30000 } }))'
// Every turn start of every decided game is a position, labelled by the game's winner. Games
// whose file number is a multiple of 5 are held out (never fitted), so the figures are honest.
// Deterministic: the same records give the same weights.
//
// Usage: node scripts/evaluation-fit.mjs <recordsDir> [more dirs...] [--mover strong]
//   --mover strong  fit only the turn starts of the seat whose bot is `strong` (the positions
//                   the strong bot's rollouts stop at are turn starts of its own seat)
//   --me            add a last feature, 1 for the strong bot's seat and 0 for the others: its
//                   weight is the bonus `evaluate` gives its own seat (ME_WEIGHT there, 0 if absent)
//   --free a,b      fit only these weights (feature names, `me` too), keeping the others at
//                   their current values
//   --ridge X       L2 penalty on the weights (default 0.001)
// The features are the ones of src/italia/bots/evaluation.ts, taken from the sources (bundled with
// esbuild, which tsup brings), so the fit and the bot can never disagree about them.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    mover: { type: "string" },
    ridge: { type: "string", default: "0.001" },
    me: { type: "boolean", default: false },
    free: { type: "string" },
  },
});
if (positionals.length === 0) {
  console.error(
    "usage: node scripts/evaluation-fit.mjs <recordsDir> [more dirs...] [--mover strong]",
  );
  process.exit(2);
}

// --- the features, from the sources ---
const pkg = fileURLToPath(new URL("..", import.meta.url));
const require = createRequire(import.meta.url);
const esbuild = createRequire(require.resolve("tsup"))("esbuild");
const outDir = `${pkg}node_modules/.evaluation-fit`;
mkdirSync(outDir, { recursive: true });
await esbuild.build({
  stdin: {
    contents:
      'export * from "./italia/bots/evaluation.ts";\n' +
      'export { boardTables } from "./italia/bots/situation.ts";\n',
    resolveDir: `${pkg}src`,
    loader: "ts",
  },
  bundle: true,
  format: "esm",
  platform: "node",
  external: ["@italia/engine"],
  outfile: `${outDir}/features.mjs`,
  logLevel: "warning",
});
const {
  FEATURES,
  WEIGHTS,
  ME_WEIGHT = 0,
  seatFeatures,
  boardTables,
} = await import(`${outDir}/features.mjs`);
const { Simulator, newGame } = await import("@italia/engine");

// --- the positions ---
/** @type {{ held: boolean, mover: number, moverIsStrong: boolean, rows: number[][], seats: number[], winner: number }[]} */
const positions = [];
let games = 0;
let undecided = 0;
for (const dir of positionals) {
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith(".json")) continue;
    const record = JSON.parse(readFileSync(`${dir}/${file}`, "utf8"));
    const winner = record.result?.winner ?? null;
    if (winner === null) {
      undecided++;
      continue;
    }
    games++;
    const held = Number(file.match(/(\d+)/)?.[1] ?? 0) % 5 === 0;
    const strongSeat = (record.seats ?? []).findIndex((s) => s.bot.startsWith("strong"));
    const sim = new Simulator(newGame(record.config));
    for (const step of record.steps) {
      const seat = sim.currentSeat;
      const stage = sim.stage;
      sim.step(step.action);
      if (sim.stage !== "reinforce" || (seat === sim.currentSeat && stage !== "setup")) continue;
      const state = sim.peek();
      const { owner, armies } = boardTables(state.regions);
      const seats = [];
      const rows = [];
      for (let s = 0; s < state.players; s++) {
        if (state.eliminated.includes(s)) continue;
        seats.push(s);
        const f = seatFeatures(state, s, owner, armies);
        if (values.me) f.push(s === strongSeat ? 1 : 0);
        rows.push(f);
      }
      if (!seats.includes(winner)) continue;
      positions.push({
        held,
        mover: state.currentSeat,
        moverIsStrong: state.currentSeat === strongSeat,
        rows,
        seats,
        winner,
      });
    }
  }
}
const chosen = values.mover === "strong" ? positions.filter((p) => p.moverIsStrong) : positions;
const train = chosen.filter((p) => !p.held);
const test = chosen.filter((p) => p.held);
console.log(
  `${games} decided games (${undecided} undecided skipped), ${positions.length} turn starts; ` +
    `fitting ${train.length}, holding out ${test.length}`,
);

// --- the conditional logit ---
const names = values.me ? [...FEATURES, "me"] : [...FEATURES];
const current = values.me ? [...WEIGHTS, ME_WEIGHT] : [...WEIGHTS];
const K = names.length;
function probabilities(p, w) {
  const x = p.rows.map((f) => f.reduce((a, v, k) => a + w[k] * v, 0));
  const top = Math.max(...x);
  const e = x.map((v) => Math.exp(v - top));
  const sum = e.reduce((a, v) => a + v, 0);
  return e.map((v) => v / sum);
}
/** Mean log-loss of the winner; of the mover's own chance (binary); accuracy of the favourite. */
function losses(set, w) {
  let multi = 0;
  let mover = 0;
  let hits = 0;
  for (const p of set) {
    const q = probabilities(p, w);
    const i = p.seats.indexOf(p.winner);
    multi -= Math.log(q[i]);
    const m = q[p.seats.indexOf(p.mover)];
    mover -= Math.log(p.mover === p.winner ? m : 1 - m);
    if (q[i] === Math.max(...q)) hits++;
  }
  const n = set.length;
  return { multi: multi / n, mover: mover / n, hits: hits / n };
}
function uniformLosses(set) {
  let multi = 0;
  let mover = 0;
  for (const p of set) {
    const n = p.seats.length;
    multi += Math.log(n);
    mover -= Math.log(p.mover === p.winner ? 1 / n : 1 - 1 / n);
  }
  return { multi: multi / set.length, mover: mover / set.length, hits: Number.NaN };
}
function solve(a, b) {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]]);
  for (let c = 0; c < n; c++) {
    let piv = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[piv][c])) piv = r;
    [m[c], m[piv]] = [m[piv], m[c]];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r][c] / m[c][c];
      for (let k = c; k <= n; k++) m[r][k] -= f * m[c][k];
    }
  }
  return m.map((row, i) => row[n] / row[i]);
}
const ridge = Number(values.ridge) * train.length;
const free = values.free
  ? values.free.split(",").map((n) => names.indexOf(n))
  : names.map((_, k) => k);
if (free.includes(-1)) throw new Error(`unknown feature in --free ${values.free}`);
let w = values.free ? [...current] : new Array(K).fill(0);
for (let iter = 0; iter < 30; iter++) {
  const F = free.length;
  const grad = free.map((k) => -ridge * w[k]);
  const hess = Array.from({ length: F }, (_, i) =>
    Array.from({ length: F }, (_, j) => (i === j ? ridge : 0)),
  );
  for (const p of train) {
    const q = probabilities(p, w);
    const mean = new Array(F).fill(0);
    for (let s = 0; s < q.length; s++)
      for (let i = 0; i < F; i++) mean[i] += q[s] * p.rows[s][free[i]];
    const win = p.rows[p.seats.indexOf(p.winner)];
    for (let i = 0; i < F; i++) grad[i] += win[free[i]] - mean[i];
    for (let s = 0; s < q.length; s++) {
      const d = free.map((k, i) => p.rows[s][k] - mean[i]);
      for (let i = 0; i < F; i++) for (let j = 0; j < F; j++) hess[i][j] += q[s] * d[i] * d[j];
    }
  }
  const step = solve(hess, grad);
  w = [...w];
  free.forEach((k, i) => {
    w[k] += step[i];
  });
  if (Math.max(...step.map(Math.abs)) < 1e-6) break;
}

const show = (name, l) =>
  console.log(
    `${name.padEnd(22)} winner log-loss ${l.multi.toFixed(4)}  mover's chance log-loss ${l.mover.toFixed(4)}` +
      (Number.isNaN(l.hits) ? "" : `  favourite wins ${(100 * l.hits).toFixed(1)}%`),
  );
const strongMoves = test.filter((p) => p.moverIsStrong);
for (const [label, set] of [
  ["held out, all", test],
  ["held out, strong moves", strongMoves],
]) {
  if (set.length === 0) continue;
  console.log(`\n${label} (${set.length} positions):`);
  show("uniform", uniformLosses(set));
  show("current weights", losses(set, current));
  show("refit", losses(set, w));
}
console.log("\nfeature            current    refit");
for (let k = 0; k < K; k++) {
  console.log(
    `${names[k].padEnd(16)} ${current[k].toFixed(3).padStart(8)} ${w[k].toFixed(3).padStart(8)}`,
  );
}
console.log(`\n[${w.map((v) => v.toFixed(3)).join(", ")}]`);
if (process.env.FIT_OUT) writeFileSync(process.env.FIT_OUT, `${JSON.stringify(w)}\n`);
