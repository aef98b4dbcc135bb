/**
 * The replay viewer's costs on a long game (bundled and run by `bench-replay.mjs`): building the
 * timeline, computing the statistics, and seeking to random positions with the timeline's
 * snapshots against replaying from the deal every time (A/B in one process, so the ratio holds
 * on a loaded machine even when the milliseconds do not).
 */
import { playGame, RandomBot } from "@italia/bot-sdk";
import { apply, newGame } from "@italia/engine";
import { buildTimeline, SNAPSHOT_EVERY, StateCursor } from "../../src/games/italia/replay/timeline";
import { gameStats } from "../../src/games/italia/stats/gameStats";

// A whole 25-round game of four random bots, as the arena records it (`--records DIR`).
const summary = await playGame(
  [0, 1, 2, 3].map(() => new RandomBot()),
  {
    seed: "bench-replay",
    keepRecord: true,
  },
);
const record = summary.gameRecord!;
const actions = record.steps.map((s) => s.action);

/** Milliseconds per run, after one run to warm up. */
function time(run: () => void, repeat: number): number {
  run();
  const start = performance.now();
  for (let i = 0; i < repeat; i++) run();
  return (performance.now() - start) / repeat;
}

// A fixed, spread-out list of positions (a deterministic stride through the game).
const seeks = Array.from({ length: 200 }, (_, i) => (i * 7919) % (actions.length + 1));

const buildMs = time(() => buildTimeline(record), 5);
const statsMs = time(() => gameStats(record), 5);
const timeline = buildTimeline(record);
const snapshotMs = time(() => {
  const cursor = new StateCursor(timeline);
  for (const p of seeks) cursor.stateAt(p);
}, 10);
const fromDealMs = time(() => {
  for (const p of seeks) {
    let state = newGame(record.config);
    for (let i = 0; i < p; i++) {
      const r = apply(state, actions[i]);
      if (r.ok) state = r.state;
    }
  }
}, 10);
const stepMs = time(() => {
  const cursor = new StateCursor(timeline);
  for (let p = 0; p <= actions.length; p++) cursor.stateAt(p);
}, 3);

const ms = (n: number) => n.toFixed(2);
console.log(
  `replay (Node.js ${process.version}): a game of four random bots, ${actions.length} actions, ${record.result?.round ?? "?"} rounds`,
);
console.log(`  timeline built in ${ms(buildMs)} ms; statistics in ${ms(statsMs)} ms`);
console.log(
  `  ${seeks.length} random seeks: ${ms(snapshotMs / seeks.length)} ms each with a snapshot every ${SNAPSHOT_EVERY} actions, ${ms(fromDealMs / seeks.length)} ms from the deal (${(fromDealMs / snapshotMs).toFixed(1)}× slower)`,
);
console.log(
  `  stepping through every action: ${ms((stepMs / (actions.length + 1)) * 1000)} µs per step`,
);
