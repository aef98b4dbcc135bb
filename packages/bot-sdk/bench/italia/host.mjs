#!/usr/bin/env node
// Cost of the game host (the built package): whole games between random bots on `GameHost`
// (views, legal moves, refereeing, event cursors, record, clocks, turn bounds) against the bare
// engine loop with the same kind of random choices. Prints games/s and µs per action for both.
// Usage: node bench/italia/host.mjs [games=40]
import { apply, expandMove, legalMoves, newGame, Prng, seedRng } from "@italia/engine";
import { GameHost, RandomBot } from "../../dist/index.js";

const games = Number(process.argv[2] ?? 40);
const config = (g) => ({ players: 4, seed: `bench-host/${g}`, limit: { rounds: 25 } });

function bare() {
  let actions = 0;
  const start = performance.now();
  for (let g = 0; g < games; g++) {
    const rng = new Prng(seedRng(`policy/${g}`));
    let state = newGame(config(g));
    while (state.stage !== "over") {
      const moves = legalMoves(state);
      const choices = expandMove(moves[rng.int(moves.length)]);
      const result = apply(state, choices[rng.int(choices.length)]);
      state = result.state;
      actions++;
    }
  }
  return { ms: performance.now() - start, actions };
}

async function hosted() {
  let actions = 0;
  const start = performance.now();
  for (let g = 0; g < games; g++) {
    const host = GameHost.start(
      config(g),
      [0, 1, 2, 3].map(() => new RandomBot()),
    );
    await host.runBots();
    host.record();
    actions += host.actionCount;
  }
  return { ms: performance.now() - start, actions };
}

for (const [name, run] of [
  ["bare engine loop", bare],
  ["GameHost, random bots", hosted],
]) {
  const { ms, actions } = await run();
  console.log(
    `${name.padEnd(22)} ${(games / (ms / 1000)).toFixed(1).padStart(7)} games/s  ${((1000 * ms) / actions).toFixed(1).padStart(6)} µs/action  (${games} games, ${actions} actions)`,
  );
}
