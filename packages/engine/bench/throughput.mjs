#!/usr/bin/env node
// Random-play throughput of @italia/engine through its public API (the built package), four ways,
// 4 players, fixed seeds, one core, each the median of several runs:
//   1. legalActions + a uniformly random action + apply (the checked path, events built);
//   2. legalMoves + a random move and number (moveAction) + apply;
//   3. the Simulator: legalActions + a random action + step (trusted, no events);
//   4. the Simulator by index: legalCount + stepIndex of a random index (no list array).
// The machine may be shared: compare figures measured back to back, not across days.
// Usage: node bench/throughput.mjs [games=200] [runs=5]
import {
  apply,
  legalActions,
  legalMoves,
  moveAction,
  newGame,
  Prng,
  Simulator,
  seedRng,
} from "../dist/index.js";

const games = Number(process.argv[2] ?? 200);
const runs = Number(process.argv[3] ?? 5);

/** The numeric range of a legal move (armies or dice); [0, 0] for moves without one. */
function range(move) {
  if (move.type === "attack") return [move.minDice, move.maxDice];
  return "min" in move ? [move.min, move.max] : [0, 0];
}

const ways = {
  "legalActions + apply": (seed) => {
    let state = newGame({ players: 4, seed });
    const policy = new Prng(seedRng(`bench-policy-${seed}`));
    let actions = 0;
    while (state.stage !== "over") {
      const list = legalActions(state);
      const result = apply(state, list[policy.int(list.length)]);
      if (!result.ok) throw new Error(`legal action refused: ${result.error.message}`);
      state = result.state;
      actions++;
    }
    return actions;
  },
  "legalMoves + moveAction + apply": (seed) => {
    let state = newGame({ players: 4, seed });
    const policy = new Prng(seedRng(`bench-policy-${seed}`));
    let actions = 0;
    while (state.stage !== "over") {
      const moves = legalMoves(state);
      const move = moves[policy.int(moves.length)];
      const [min, max] = range(move);
      const result = apply(state, moveAction(move, min + policy.int(max - min + 1)));
      if (!result.ok) throw new Error(`legal action refused: ${result.error.message}`);
      state = result.state;
      actions++;
    }
    return actions;
  },
  "Simulator (legalActions + step)": (seed) => {
    const sim = new Simulator(newGame({ players: 4, seed }));
    const policy = new Prng(seedRng(`bench-policy-${seed}`));
    let actions = 0;
    while (sim.stage !== "over") {
      const list = sim.legalActions();
      sim.step(list[policy.int(list.length)]);
      actions++;
    }
    return actions;
  },
  "Simulator (legalCount + stepIndex)": (seed) => {
    const sim = new Simulator(newGame({ players: 4, seed }));
    const policy = new Prng(seedRng(`bench-policy-${seed}`));
    let actions = 0;
    for (; sim.stage !== "over"; actions++) sim.stepIndex(policy.int(sim.legalCount()));
    return actions;
  },
};

const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rates = Object.fromEntries(Object.keys(ways).map((k) => [k, []]));
let perGame = 0;
// Warm up the JIT.
for (const play of Object.values(ways)) for (let i = 0; i < 20; i++) play(`warmup-${i}`);
// Interleave the ways run by run, so a busy moment hurts them alike.
for (let r = 0; r < runs; r++) {
  for (const [name, play] of Object.entries(ways)) {
    const start = process.hrtime.bigint();
    let actions = 0;
    for (let i = 0; i < games; i++) actions += play(i);
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    rates[name].push(actions / seconds);
    perGame = actions / games;
  }
}

const fmt = (n) => Math.round(n).toLocaleString("en-US").padStart(11);
console.log(
  `engine random play (4 players, ${games} games × ${runs} runs, seeds 0..${games - 1}) on Node.js ${process.version}`,
);
console.log("way                                 median actions/s   (min … max)");
for (const [name, xs] of Object.entries(rates)) {
  console.log(
    `  ${name.padEnd(33)} ${fmt(median(xs))}   (${fmt(Math.min(...xs)).trim()} … ${fmt(Math.max(...xs)).trim()})`,
  );
}
console.log(`  mean actions per game: ${Math.round(perGame)}`);
console.log("targets (Node 20): legalActions + apply ≥ 500,000 actions/s; Simulator ≥ 1,000,000");

// The cost of freezing: every state is deeply frozen, and each action freezes exactly the objects
// it created (those of the new state not shared with the previous one). Freezing fresh copies of
// those objects, as many and as large, measures that share of an action.
function createdObjects(before, after, out) {
  const old = new Set();
  const mark = (v) => {
    if (typeof v !== "object" || v === null || old.has(v)) return;
    old.add(v);
    for (const k of Object.keys(v)) mark(v[k]);
  };
  mark(before);
  const walk = (v) => {
    if (typeof v !== "object" || v === null || old.has(v)) return;
    old.add(v);
    out.push(v);
    for (const k of Object.keys(v)) walk(v[k]);
  };
  walk(after);
}
const fresh = [];
let sampled = 0;
for (let g = 0; g < 20; g++) {
  let state = newGame({ players: 4, seed: g });
  const policy = new Prng(seedRng(`bench-policy-${g}`));
  while (state.stage !== "over") {
    const moves = legalMoves(state);
    const move = moves[policy.int(moves.length)];
    const [min, max] = range(move);
    const next = apply(state, moveAction(move, min + policy.int(max - min + 1))).state;
    createdObjects(state, next, fresh);
    state = next;
    sampled++;
  }
}
// Best of 7 (freezing is one-shot, so each run freezes new copies): the least disturbed run.
let freezeNs = Number.POSITIVE_INFINITY;
for (let run = 0; run < 7; run++) {
  const copies = fresh.map((o) => (Array.isArray(o) ? [...o] : { ...o }));
  const freezeStart = process.hrtime.bigint();
  for (const o of copies) Object.freeze(o);
  freezeNs = Math.min(freezeNs, Number(process.hrtime.bigint() - freezeStart) / sampled);
}
const actionNs = 1e9 / median(rates["legalMoves + moveAction + apply"]);
console.log(
  `  freezing: ${(fresh.length / sampled).toFixed(1)} objects and ${Math.round(freezeNs)} ns per action (${((100 * freezeNs) / actionNs).toFixed(1)}% of an action)`,
);
