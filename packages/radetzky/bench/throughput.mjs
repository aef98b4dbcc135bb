#!/usr/bin/env node
import * as italia from "../../engine/dist/index.js";
// Random playouts of Radetzky through the built package, beside Italia's (issue #29):
//   1. Radetzky, public API: actors + legalMoves + a uniformly random action + apply (checked,
//      a new frozen state and events every step);
//   2. Radetzky, Simulator: actors + legal + a random action + step (one mutable state, same rules);
//   3. Italia (4 players), as the engine's own bench plays it: legalActions + apply, and its Simulator.
// Radetzky games: basic, difficulty 0, the default hand information, players 1, 3 and 5 in turn.
// One core, fixed seeds, each figure the median of several runs interleaved run by run (the machine
// may be shared: compare figures measured back to back).
// Usage: node bench/throughput.mjs [games=150] [runs=5]
import { actorsOf, apply, legalMoves, newGame, Prng, Simulator, seedRng } from "./load.mjs";

const games = Number(process.argv[2] ?? 150);
const runs = Number(process.argv[3] ?? 5);
const PLAYERS = [1, 3, 5];
const config = (i) => ({
  players: PLAYERS[i % PLAYERS.length],
  mode: "basic",
  difficulty: 0,
  handInfo: "iconCount",
});

const ways = {
  "Radetzky: legalMoves + apply": (i) => {
    let state = newGame(config(i), `bench-${i}`);
    const policy = new Prng(seedRng(`bench-policy-${i}`));
    let actions = 0;
    while (state.stage !== "over") {
      const actors = actorsOf(state);
      const list = legalMoves(state, actors[policy.int(actors.length)]);
      const r = apply(state, list[policy.int(list.length)]);
      if (!r.ok) throw new Error(`legal action refused: ${r.error.message}`);
      state = r.value.state;
      actions++;
    }
    return actions;
  },
  "Radetzky: Simulator (legal + step)": (i) => {
    const sim = new Simulator(newGame(config(i), `bench-${i}`));
    const policy = new Prng(seedRng(`bench-policy-${i}`));
    let actions = 0;
    while (sim.stage !== "over") {
      const actors = sim.actors();
      const list = sim.legal(actors[policy.int(actors.length)]);
      sim.step(list[policy.int(list.length)]);
      actions++;
    }
    return actions;
  },
  "Italia (4 players): legalActions + apply": (i) => {
    let state = italia.newGame({ players: 4, seed: i });
    const policy = new italia.Prng(italia.seedRng(`bench-policy-${i}`));
    let actions = 0;
    while (state.stage !== "over") {
      const list = italia.legalActions(state);
      const result = italia.apply(state, list[policy.int(list.length)]);
      if (!result.ok) throw new Error(`legal action refused: ${result.error.message}`);
      state = result.state;
      actions++;
    }
    return actions;
  },
  "Italia (4 players): Simulator": (i) => {
    const sim = new italia.Simulator(italia.newGame({ players: 4, seed: i }));
    const policy = new italia.Prng(italia.seedRng(`bench-policy-${i}`));
    let actions = 0;
    while (sim.stage !== "over") {
      const list = sim.legalActions();
      sim.step(list[policy.int(list.length)]);
      actions++;
    }
    return actions;
  },
};

const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rates = Object.fromEntries(Object.keys(ways).map((k) => [k, { games: [], actions: [] }]));
const perGame = {};
for (const play of Object.values(ways)) for (let i = 0; i < 10; i++) play(1000 + i); // JIT warm-up
for (let r = 0; r < runs; r++) {
  for (const [name, play] of Object.entries(ways)) {
    const start = process.hrtime.bigint();
    let actions = 0;
    for (let i = 0; i < games; i++) actions += play(i);
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    rates[name].games.push(games / seconds);
    rates[name].actions.push(actions / seconds);
    perGame[name] = actions / games;
  }
}

const fmt = (n, w = 10) => Math.round(n).toLocaleString("en-US").padStart(w);
console.log(
  `Radetzky random playouts (basic, 1/3/5 players in turn) beside Italia's (4 players): ${games} games × ${runs} runs, Node.js ${process.version}`,
);
console.log(
  "way                                        playouts/s   actions/s (min … max)        actions/game",
);
for (const [name, r] of Object.entries(rates)) {
  console.log(
    `  ${name.padEnd(40)} ${fmt(median(r.games), 8)} ${fmt(median(r.actions), 11)} (${fmt(Math.min(...r.actions), 0)} … ${fmt(Math.max(...r.actions), 0)})   ${Math.round(perGame[name])}`,
  );
}
const ratio =
  median(rates["Radetzky: Simulator (legal + step)"].actions) /
  median(rates["Radetzky: legalMoves + apply"].actions);
console.log(`  Radetzky Simulator / apply: ×${ratio.toFixed(2)}`);
