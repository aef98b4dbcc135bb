import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Seat } from "@italia/engine";
import { describe, expect, it } from "vitest";
import { type ArenaReport, batchSize, runArena, summarise } from "./arena.js";
import { idleWorkers } from "./arena-pool.js";
import type { Bot } from "./bot.js";
import { keyedSeed } from "./deal-seeds.js";
import { GreedyBot } from "./italia/bots/greedy.js";
import { type GameSummary, playGame } from "./italia/play-game.js";
import { createBot } from "./registry.js";
import { formatReport } from "./report.js";
import { botSeedFor, seatSeed } from "./seeds.js";

const here = dirname(fileURLToPath(import.meta.url));
const built = existsSync(resolve(here, "../dist/arena-worker.js"));

/** The report without wall-clock timings, for comparisons. */
function results(report: ArenaReport) {
  return {
    bots: report.bots.map((b) => ({
      label: b.label,
      wins: b.wins,
      score: b.averageScore,
      elo: b.elo,
    })),
    endReasons: report.endReasons,
    rounds: report.rounds,
  };
}

describe("runArena", () => {
  it("greedy clearly beats random (40 seat-rotated games)", async () => {
    const report = await runArena({
      bots: ["greedy", "random", "random", "random"],
      games: 40,
      seed: "ci",
      workers: 0,
      progress: false,
    });
    const [greedy, random] = report.bots;
    expect(greedy).toMatchObject({ label: "greedy", seatGames: 40, strikes: 0 });
    expect(random).toMatchObject({ label: "random", seatGames: 120, strikes: 0 });
    // A fair share is 25%; greedy wins about 90% against random. These bounds cannot fail unless
    // a bot is broken.
    expect(greedy!.winRate.rate).toBeGreaterThan(0.6);
    expect(greedy!.winRate.low).toBeGreaterThan(0.25);
    expect(random!.winRate.rate).toBeLessThan(0.15);
    expect(greedy!.elo).toBeGreaterThan(random!.elo);
    expect(greedy!.averageScore).toBeGreaterThan(random!.averageScore);
    expect(JSON.parse(JSON.stringify(report))).toEqual(report);
    expect(report.rounds.mean).toBeGreaterThan(1);
    expect(formatReport(report)).toMatch(/greedy\s+40\s+\d+/);
  });

  it("the search bot at its fastest setting holds its own against greedy (24 games)", async () => {
    const report = await runArena({
      bots: ["strong-fast", "greedy", "greedy", "greedy"],
      games: 24,
      seed: "ci-strong",
      workers: 0,
      progress: false,
      timeControl: { decisionMs: 60_000 },
    });
    const [strong, greedy] = report.bots;
    expect(strong!.strikes).toBe(0);
    // It wins about a third of its games over 200 (a fair share is 25%); a broken search would
    // win almost none, as random does against greedy.
    expect(strong!.winRate.rate).toBeGreaterThanOrEqual(0.15);
    expect(strong!.averageScore).toBeGreaterThan(0.6 * greedy!.averageScore);
    // A fixed amount of work (iteration-bound search, deterministic): the timeout guards only a
    // hang, so it is wide enough for a loaded 2-core machine (about 100 s there, 60 s not enough).
  }, 300_000);

  it("without a seed, plays from 128 fresh random bits and reports them (issue #8)", async () => {
    const run = () =>
      runArena({
        bots: ["random", "random", "random"],
        games: 1,
        workers: 0,
        progress: false,
        keepSummaries: true,
        limit: { rounds: 1 },
      });
    const [a, b] = [await run(), await run()];
    expect(a.config.seed).toMatch(/^[0-9a-f]{32}$/);
    expect(b.config.seed).toMatch(/^[0-9a-f]{32}$/);
    expect(a.config.seed).not.toBe(b.config.seed);
    // The game's seed is keyed by the base, not the base plus a guessable suffix (issue #27).
    expect(a.summaries![0]!.seed).toBe(keyedSeed(a.config.seed, "deal/0"));
    expect(a.summaries![0]!.seed).not.toContain(a.config.seed);
  });

  it("plays a fresh deal in every game by default, and repeats deals only with duplicate (issue #27)", async () => {
    const options = {
      bots: ["random", "random", "random"],
      games: 6,
      seed: "fresh",
      workers: 0,
      progress: false,
      keepSummaries: true,
      limit: { rounds: 1 },
    } as const;
    const fresh = await runArena(options);
    const seeds = fresh.summaries!.map((s) => s.seed);
    expect(new Set(seeds).size).toBe(6);
    expect(seeds).toEqual([0, 1, 2, 3, 4, 5].map((g) => keyedSeed("fresh", `deal/${g}`)));
    expect(fresh.config.duplicate).toBe(false);
    // Duplicate format: each deal once per rotation of the seats (bots may remember deals).
    const duplicate = await runArena({ ...options, duplicate: true });
    expect(duplicate.summaries!.map((s) => s.seed)).toEqual(
      [0, 0, 0, 1, 1, 1].map((d) => keyedSeed("fresh", `deal/${d}`)),
    );
    expect(duplicate.config.duplicate).toBe(true);
    // Either way, seats rotate.
    const seats = duplicate.summaries!.slice(0, 3).map((r) => r.seats.map((s) => s.bot).join(","));
    expect(seats).toEqual(
      fresh.summaries!.slice(0, 3).map((r) => r.seats.map((s) => s.bot).join(",")),
    );
  });

  it("a seat's hello seed cannot be found from guessable candidates (issue #27)", async () => {
    const report = await runArena({
      bots: ["random", "random", "random"],
      games: 3,
      workers: 0,
      progress: false,
      keepSummaries: true,
      limit: { rounds: 1 },
    });
    const base = report.config.seed;
    // What an attacker who knows the old scheme would try, even knowing the base afterwards.
    const candidates: string[] = [];
    for (let i = 0; i < 50; i++) {
      candidates.push(`${i}`, `tournament/${i}`, `${base}/${i}`);
      for (let j = 0; j < 10; j++) candidates.push(`tournament/${i}/${j}`);
    }
    const hello = new Set(
      report.summaries!.flatMap((s) =>
        [0, 1, 2].map((seat) => seatSeed(botSeedFor(s.seed), seat as Seat)),
      ),
    );
    for (const c of candidates) {
      for (const seat of [0, 1, 2] as const)
        expect(hello.has(seatSeed(botSeedFor(c), seat))).toBe(false);
    }
  });

  it("rotates seats and is deterministic for a seed", async () => {
    const options = {
      bots: [
        { bot: "greedy", label: "a" },
        { bot: "greedy", label: "b" },
        { bot: "random", label: "c" },
      ],
      games: 6,
      seed: "rotation",
      duplicate: true,
      workers: 0,
      progress: false,
      keepSummaries: true,
    } as const;
    const first = await runArena(options);
    const second = await runArena(options);
    expect(results(second)).toEqual(results(first));
    // Games 0–2 share a deal (duplicate format); each lineup entry sits in every seat once.
    const seats = first.summaries!.slice(0, 3).map((r) => r.seats.map((s) => s.bot).join(","));
    expect(seats).toEqual(["a,b,c", "b,c,a", "c,a,b"]);
    const deal0 = keyedSeed("rotation", "deal/0");
    expect(first.summaries!.slice(0, 3).map((r) => r.seed)).toEqual([deal0, deal0, deal0]);
    // Game 4 (deal 1, lineup rotated by 1) plays again move for move, as docs/bots.md explains.
    const again = await playGame([createBot("greedy"), createBot("random"), createBot("greedy")], {
      seed: keyedSeed("rotation", "deal/1"),
    });
    const game4 = first.summaries![4]!;
    expect(again.seats.map((s) => s.score)).toEqual(game4.seats.map((s) => s.score));
    expect([again.winner, again.rounds, again.actions]).toEqual([
      game4.winner,
      game4.rounds,
      game4.actions,
    ]);
  });

  it("plays exactly the same games for a seed, pinned game by game", async () => {
    // winner/rounds/actions/scores of each game: any change to how a game advances, how bots
    // draw their numbers or how the arena hands out games shows here.
    const games = async (bot: string) => {
      const report = await runArena({
        bots: [bot, bot, bot, bot],
        games: 4,
        rotate: false,
        seed: "pinned",
        workers: 0,
        progress: false,
        keepSummaries: true,
      });
      return report.summaries!.map(
        (s) => `${s.winner}/${s.rounds}/${s.actions}/${s.seats.map((x) => x.score).join(",")}`,
      );
    };
    expect(await games("random")).toEqual([
      "3/26/377/15,8,0,15",
      "0/27/389/25,0,8,0",
      "3/26/365/0,3,8,23",
      "1/27/372/11,21,0,12",
    ]);
    expect(await games("greedy")).toEqual([
      "1/4/113/0,40,5,4",
      "0/5/101/35,3,4,2",
      "1/4/107/5,30,4,7",
      "1/6/127/9,35,5,6",
    ]);
  });

  it("runs external programs and modules next to registered bots", async () => {
    const dir = mkdtempSync(join(tmpdir(), "italia-arena-"));
    const module = join(dir, "passer.mjs");
    writeFileSync(
      module,
      `export default class Passer {
        constructor(options) { this.name = "passer-" + (options.tag ?? "x"); }
        decide(ctx) { return ctx.actions.find((a) => a.type === "endTurn") ?? ctx.actions[0]; }
      }`,
    );
    const report = await runArena({
      bots: [
        `cmd:python3 ${resolve(here, "../examples/python/random_bot.py")} 1`,
        { module, options: { tag: "t" }, label: "passer" },
        "greedy",
      ],
      games: 3,
      seed: "mixed",
      workers: 0,
      progress: false,
      // Generous: starting Python on a busy machine counts toward the first decision.
      timeControl: { decisionMs: 10_000 },
    });
    expect(report.bots.map((b) => b.label)).toEqual([
      `python3 ${resolve(here, "../examples/python/random_bot.py")} 1`,
      "passer",
      "greedy",
    ]);
    expect(report.strikes).toEqual([]);
    expect(report.bots.map((b) => b.seatGames)).toEqual([3, 3, 3]);
  });

  it("times whole turns after setup in both time columns", async () => {
    // Slow in setup only (as an external program is while it starts): 40 ms per setup decision,
    // enough that setup outweighs the turns' own overhead even when load slows the turns down.
    const greedy = new GreedyBot();
    const slowStarter: Bot = {
      name: "slow-starter",
      async decide(ctx) {
        if (ctx.view.stage === "setup") await new Promise((r) => setTimeout(r, 40));
        return greedy.decide(ctx);
      },
    };
    const record = await playGame([slowStarter, new GreedyBot(), new GreedyBot()], {
      seed: "setup-time",
      limit: { rounds: 3 },
    });
    const seat = record.seats[0]!;
    expect(seat.turns).toBeGreaterThan(0);
    expect(seat.turnsMs).toBeLessThanOrEqual(seat.turns * seat.maxTurnMs);
    expect(seat.decideMs).toBeGreaterThan(seat.turnsMs); // setup counted per decision only
    const report = summarise(
      { bots: ["slow", "greedy", "greedy"], games: 1, rotate: false },
      3,
      0,
      [{ ...record, seats: record.seats.map((s, i) => (i === 0 ? { ...s, bot: "slow" } : s)) }],
      0,
    );
    const [slow] = report.bots;
    // The mean of a set of turns is never above its slowest turn.
    expect(slow!.meanTurnMs).toBeLessThanOrEqual(slow!.maxTurnMs);
  });

  it("pools turn times over games: total turn time over turns", () => {
    const seat = (s: number, turns: number, turnsMs: number, maxTurnMs: number) => ({
      seat: s,
      bot: "x",
      result: s === 0 ? ("win" as const) : ("loss" as const),
      rank: s + 1,
      score: 0,
      eliminated: false,
      strikes: 0,
      decisions: 10,
      decideMs: 1000, // setup included: not the turn columns' business
      maxDecisionMs: 5,
      turns,
      turnsMs,
      maxTurnMs,
    });
    const game = (turns: number, turnsMs: number, max: number): GameSummary => ({
      seed: "s",
      players: 3,
      limit: { rounds: 25 },
      winner: 0,
      endReason: "conquista",
      rounds: 3,
      actions: 30,
      seats: [seat(0, turns, turnsMs, max), seat(1, 1, 1, 1), seat(2, 1, 1, 1)],
      strikes: [],
    });
    const report = summarise(
      { bots: ["a", "b", "c"], games: 2, rotate: false },
      3,
      0,
      [game(2, 10, 6), game(3, 20, 9)],
      0,
    );
    expect(report.bots[0]).toMatchObject({ meanTurnMs: 6, maxTurnMs: 9, meanDecisionMs: 100 });
  });

  it("warns when the games are not a whole number of seat rotations", async () => {
    const options = {
      bots: ["greedy", "random", "random"],
      seed: "rotation-warning",
      workers: 0,
      progress: false,
    } as const;
    const partial = await runArena({ ...options, games: 4 });
    expect(partial.config.games).toBe(4); // the requested count is kept
    expect(partial.warnings).toEqual([
      "seats are not balanced: 4 games are not a whole number of rotations of 3 seats; play 3 or 6 games so every bot plays every seat equally often",
    ]);
    const duplicate = await runArena({ ...options, games: 4, duplicate: true });
    expect(duplicate.warnings).toEqual([
      "seats are not balanced: 4 games are not a whole number of rotations of 3 seats (the last deal was played in 1 of its 3 rotations); play 3 or 6 games so every bot plays every seat of every deal",
    ]);
    expect(formatReport(partial).replace(/\n {2}/g, " ")).toContain(
      `warning: ${partial.warnings[0]}`,
    );

    const whole = await runArena({ ...options, games: 3 });
    expect(whole.warnings).toEqual([]);
    expect(formatReport(whole)).not.toContain("warning:");
    const fixed = await runArena({ ...options, games: 4, rotate: false });
    expect(fixed.warnings).toEqual([]);
  });

  it("fails early on an unknown bot", async () => {
    await expect(
      runArena({ bots: ["greedy", "greedy", "nobody"], games: 1, workers: 0 }),
    ).rejects.toThrow(/no bot named "nobody"/);
  });

  it.skipIf(!built)("gives the same results in worker threads (needs a build)", async () => {
    const options = {
      bots: ["greedy", "random", "random", "greedy"],
      games: 8,
      seed: "threads",
      progress: false,
    };
    const inline = await runArena({ ...options, workers: 0 });
    const threads = await runArena({ ...options, workers: 2 });
    expect(threads.config.workers).toBe(2);
    expect(results(threads)).toEqual(results(inline));
  });

  it.skipIf(!built)("keeps its worker threads for the next run (needs a build)", async () => {
    const options = { bots: ["random", "random", "random"], games: 6, progress: false };
    const first = await runArena({ ...options, seed: "pool-1", workers: 2 });
    const kept = idleWorkers();
    expect(kept).toBeGreaterThanOrEqual(2);
    const second = await runArena({ ...options, seed: "pool-2", workers: 2 });
    // Two kept workers played again: none was started beside them.
    expect(idleWorkers()).toBe(kept);
    const inline = await runArena({ ...options, seed: "pool-2", workers: 0 });
    expect(results(second)).toEqual(results(inline));
    expect(first.config.workers).toBe(2);
    // A run that fails stops its workers instead of keeping them.
    await expect(
      runArena({
        ...options,
        seed: "pool-3",
        workers: 2,
        onGame: () => {
          throw new Error("stop");
        },
      }),
    ).rejects.toThrow("stop");
    expect(idleWorkers()).toBe(kept - 2);
  });

  it("sends each worker several batches of at most 16 games", () => {
    expect(batchSize(400, 2)).toBe(16);
    expect(batchSize(40, 2)).toBe(5);
    expect(batchSize(6, 2)).toBe(1);
    expect(batchSize(1, 4)).toBe(1);
  });
});
