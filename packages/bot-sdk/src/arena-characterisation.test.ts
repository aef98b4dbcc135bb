/**
 * Today's arena output, pinned: fixed seeds and lineups give the same report (what the wall
 * clock decides aside: durations and decision times), the same per-game summaries and the same
 * game records, byte for byte, through every change of the arena's insides.
 */
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, it } from "vitest";
import { type ArenaOptions, type ArenaReport, runArena } from "./arena.js";
import { digest, pinned } from "./testing/pinned.js";

/** Ten minutes per decision: no answer of these bots can be late, however slow the machine. */
const TIME = { decisionMs: 600_000 } as const;

/** The report less what the wall clock decides. */
function reportPin(report: ArenaReport) {
  const { durationMs: _, summaries, ...rest } = report;
  return {
    ...rest,
    bots: report.bots.map(
      ({ meanDecisionMs: _a, maxDecisionMs: _b, meanTurnMs: _c, maxTurnMs: _d, ...bot }) => bot,
    ),
    summaries: (summaries ?? []).map((s) => ({
      seed: s.seed,
      players: s.players,
      limit: s.limit,
      winner: s.winner,
      endReason: s.endReason,
      rounds: s.rounds,
      actions: s.actions,
      seats: s.seats.map((x) => ({
        seat: x.seat,
        bot: x.bot,
        rank: x.rank,
        score: x.score,
        eliminated: x.eliminated,
        strikes: x.strikes,
        decisions: x.decisions,
        turns: x.turns,
      })),
      strikes: s.strikes.length,
    })),
  };
}

const RUNS: readonly { readonly name: string; readonly options: ArenaOptions }[] = [
  {
    name: "arena-greedy-random-3",
    options: { bots: ["greedy", "random", "random"], games: 6, seed: "arena-pin-3" },
  },
  {
    name: "arena-duplicate-4-short",
    options: {
      bots: ["greedy", "random", "greedy:attackThreshold=0.5", "random"],
      games: 8,
      seed: "arena-pin-4",
      duplicate: true,
      limit: { rounds: 3 },
    },
  },
  {
    name: "arena-no-rotation-4",
    options: { bots: ["random", "greedy", "random", "random"], games: 5, seed: "p", rotate: false },
  },
];

describe("the arena's output is pinned (fixed seeds and lineups)", () => {
  for (const { name, options } of RUNS) {
    it(`${name}: the same report, summaries and game records`, async () => {
      const dir = mkdtempSync(join(tmpdir(), "arena-pin-"));
      const report = await runArena({
        ...options,
        workers: 0,
        timeControl: TIME,
        progress: false,
        keepSummaries: true,
        recordsDir: dir,
      });
      const records = Object.fromEntries(
        readdirSync(dir)
          .sort()
          .map((file) => [file, digest(readFileSync(join(dir, file), "utf8"))]),
      );
      pinned(name, { report: reportPin(report), records });
    }, 300_000);
  }
});
