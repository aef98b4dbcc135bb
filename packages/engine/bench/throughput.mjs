#!/usr/bin/env node
// Random-play throughput of @italia/engine through its public API (the built package).
// Each action = legalMoves + a random pick (move, then a number in its range) + apply. 4 players, fixed seeds, one core.
// Usage: node bench/throughput.mjs [games=300]
import { apply, legalMoves, moveAction, newGame, Prng, seedRng } from "../dist/index.js";

const games = Number(process.argv[2] ?? 300);

/** The numeric range of a legal move (armies or dice); [0, 0] for moves without one. */
function range(move) {
  if (move.type === "attack") return [move.minDice, move.maxDice];
  return "min" in move ? [move.min, move.max] : [0, 0];
}

function playGame(seed) {
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
}

// Warm up the JIT, then measure.
for (let i = 0; i < 30; i++) playGame(`warmup-${i}`);
const start = process.hrtime.bigint();
let actions = 0;
for (let i = 0; i < games; i++) actions += playGame(i);
const seconds = Number(process.hrtime.bigint() - start) / 1e9;

const rate = (n) => Math.round(n / seconds).toLocaleString("en-US");
console.log(
  `engine random play (4 players, ${games} games, seeds 0..${games - 1}) on Node.js ${process.version}`,
);
console.log(`  actions/s: ${rate(actions)}`);
console.log(`  games/s:   ${rate(games)}`);
console.log(`  mean actions per game: ${Math.round(actions / games)}`);
console.log(`  target: ≥ 200,000 actions/s on one core (run on an otherwise idle machine)`);

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
const actionNs = (seconds * 1e9) / actions;
console.log(
  `  freezing: ${(fresh.length / sampled).toFixed(1)} objects and ${Math.round(freezeNs)} ns per action (${((100 * freezeNs) / actionNs).toFixed(1)}% of an action)`,
);
