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
