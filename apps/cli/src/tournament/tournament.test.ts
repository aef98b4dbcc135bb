/**
 * `italia tournament` driven through the real binary.
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { botSeedFor, seatSeed } from "@italia/bot-sdk";
import { describe, expect, it } from "vitest";
import { runItalia, startItalia } from "../testing/run-italia.js";
import { tableFolderName } from "./command.js";

const work = mkdtempSync(join(tmpdir(), "italia-tournament-"));
const italia = (args: string[]) => runItalia(args, { cwd: work });

/** A bot program in Node.js: ends its turn when it may, else takes the first legal move. */
const ENDER = `
import { createInterface } from "node:readline";
createInterface({ input: process.stdin }).on("line", (line) => {
  const m = JSON.parse(line);
  if (m.type !== "decide") return;
  const move = m.legal.find((x) => x.type === "endTurn") ?? m.legal[0];
  const { minDice, maxDice, min, max, ...rest } = move;
  const action = { ...rest };
  if (maxDice !== undefined) action.dice = maxDice;
  if (max !== undefined) action.count = max;
  process.stdout.write(JSON.stringify({ id: m.id, action }) + "\\n");
});
`;
const ender = join(work, "ender.mjs");
writeFileSync(ender, ENDER);

/** The ender, which also appends its hello's seed to the file named by its argument. */
const SPY = `
import { appendFileSync } from "node:fs";
import { createInterface } from "node:readline";
createInterface({ input: process.stdin }).on("line", (line) => {
  const m = JSON.parse(line);
  if (m.type === "hello") appendFileSync(process.argv[2], m.seed + "\\n");
  if (m.type !== "decide") return;
  const move = m.legal.find((x) => x.type === "endTurn") ?? m.legal[0];
  const { minDice, maxDice, min, max, ...rest } = move;
  const action = { ...rest };
  if (maxDice !== undefined) action.dice = maxDice;
  if (max !== undefined) action.count = max;
  process.stdout.write(JSON.stringify({ id: m.id, action }) + "\\n");
});
`;
const spy = join(work, "spy.mjs");
writeFileSync(spy, SPY);

interface Report {
  format: string;
  games: number;
  scheduled: number;
  interrupted: boolean;
  runs: number;
  config: { seed: string; tables: number; players: number; duplicate: boolean };
  standings: { place: number; label: string; seatGames: number; ratedGames: number }[];
}

const quick = ["--rounds", "3", "--workers", "0"];

describe("italia tournament", () => {
  it("plays a pool of built-in bots and a program, keeping ratings across runs", () => {
    const ratings = join(work, "ratings.json");
    const args = ["tournament", "--bots", "greedy,random", "--cmd", `node ${ender}`];
    const first = italia([...args, "--label", "ender", ...quick, "--ratings", ratings, "--json"]);
    expect(first.err).toBe("");
    expect(first.code).toBe(0);
    const one = JSON.parse(first.out) as Report;
    expect(one.format).toBe("italia-tournament/1");
    // A pool of 3 at 3-player tables: one table, played in its 3 rotations.
    expect([one.config.tables, one.games, one.scheduled, one.interrupted]).toEqual([
      1,
      3,
      3,
      false,
    ]);
    expect(one.standings.map((s) => s.label).sort()).toEqual(["ender", "greedy", "random"]);
    expect(one.standings.every((s) => s.seatGames === 3 && s.ratedGames === 3)).toBe(true);
    const file = JSON.parse(readFileSync(ratings, "utf8"));
    expect([file.format, file.runs, file.games]).toEqual(["italia-ratings/1", 1, 3]);
    // The run's base seed is kept once it is over, so the run can be played again.
    expect(file.lastRun).toEqual({ seed: one.config.seed, duplicate: false });

    const second = italia([...args, "--label", "ender", ...quick, "--ratings", ratings, "--json"]);
    expect(second.code).toBe(0);
    const two = JSON.parse(second.out) as Report;
    // The second run plays new deals and adds to the same ratings.
    expect(two.config.seed).not.toBe(one.config.seed);
    expect(two.runs).toBe(2);
    expect(two.standings.every((s) => s.ratedGames === 6)).toBe(true);
    expect(JSON.parse(readFileSync(ratings, "utf8")).games).toBe(6);
  });

  it("draws a random base seed: a bot cannot find the deals from its hello seed (issue #27)", () => {
    const seen = join(work, "hello-seeds.txt");
    const args = ["tournament", "--bots", "greedy,random", "--cmd", `node ${spy} ${seen}`];
    const runs = [1, 2].map(() => {
      const r = italia([...args, "--label", "spy", ...quick, "--json"]);
      expect(r.err).toBe("");
      expect(r.code).toBe(0);
      return JSON.parse(r.out) as Report;
    });
    // 128 random bits, different in every run (no ratings file: the old default was the same).
    for (const r of runs) expect(r.config.seed).toMatch(/^[0-9a-f]{32}$/);
    expect(runs[1]!.config.seed).not.toBe(runs[0]!.config.seed);
    const hello = new Set(readFileSync(seen, "utf8").trim().split("\n"));
    expect(hello.size).toBeGreaterThanOrEqual(6);
    // An attacker who knows the old scheme tries every guessable seed of a game.
    for (let run = 0; run < 20; run++) {
      for (const candidate of [
        `tournament/${run}`,
        ...Array.from({ length: 20 }, (_, d) => `tournament/${run}/${d}`),
      ]) {
        for (const seat of [0, 1, 2] as const) {
          expect(hello.has(seatSeed(botSeedFor(candidate), seat))).toBe(false);
        }
      }
    }
  });

  it("plays a fresh deal every game by default, each deal in every rotation with --duplicate (issue #27)", () => {
    const seedsOf = (dir: string) =>
      readdirSync(join(dir, "table-0"))
        .sort()
        .map((f) => JSON.parse(readFileSync(join(dir, "table-0", f), "utf8")).seed as string);
    const args = ["tournament", "--bots", "greedy,random", "--cmd", `node ${ender}`, ...quick];
    const fresh = join(work, "fresh-deals");
    const one = italia([...args, "--seed", "s", "--records", fresh, "--json"]);
    expect(one.code).toBe(0);
    expect(new Set(seedsOf(fresh)).size).toBe(3);
    expect((JSON.parse(one.out) as Report).config.duplicate).toBe(false);
    const same = join(work, "duplicate-deals");
    const two = italia([...args, "--seed", "s", "--duplicate", "--records", same, "--json"]);
    expect(two.code).toBe(0);
    expect(new Set(seedsOf(same)).size).toBe(1);
    expect((JSON.parse(two.out) as Report).config.duplicate).toBe(true);
  });

  it("schedules every table of a pool of 4 at 3-player tables, and fits 80 columns", () => {
    const long = "a-program-with-a-very-long-label-that-does-not-fit-in-the-table";
    const r = italia([
      "tournament",
      "--bots",
      "greedy,random",
      "--cmd",
      `node ${ender}`,
      "--label",
      long,
      "--cmd",
      `node ${ender}`,
      "--label",
      "e2",
      "--players",
      "3",
      ...quick,
    ]);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(r.out).toContain("4 tables of 3 · 12 games");
    for (const line of r.out.split("\n")) expect(line.length).toBeLessThanOrEqual(80);
    // The full label is given below the table, wrapped at 80 columns.
    expect(r.out.replace(/\n/g, "")).toContain(`= ${long}`);
  });

  it("--records writes every game into a folder per table, each a record italia replay accepts", () => {
    const dir = join(work, "tournament-records");
    const r = italia([
      "tournament",
      "--bots",
      "greedy,random",
      "--cmd",
      `node ${ender}`,
      "--label",
      "e1",
      "--cmd",
      `node ${ender}`,
      "--label",
      "e2",
      "--players",
      "3",
      ...quick,
      "--records",
      dir,
    ]);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    const tables = readdirSync(dir).sort();
    expect(tables).toEqual(["table-0", "table-1", "table-2", "table-3"]);
    const seen = new Set<string>();
    for (const table of tables) {
      const games = readdirSync(join(dir, table)).sort();
      expect(games).toEqual(["game-0.json", "game-1.json", "game-2.json"]);
      for (const game of games) {
        const path = join(dir, table, game);
        const record = JSON.parse(readFileSync(path, "utf8"));
        expect(record).toMatchObject({ format: "game-record/1", game: "italia" });
        expect(record.outcome).not.toBeNull();
        for (const s of record.seats) seen.add(s.name);
        const replayed = italia(["replay", path]);
        expect(replayed.err).toBe("");
        expect(replayed.code, path).toBe(0);
      }
    }
    // Seats are named by the pool's labels.
    expect([...seen].sort()).toEqual(["e1", "e2", "greedy", "random"]);
  }, 60_000);

  it("names table folders so they sort in schedule order", () => {
    expect(tableFolderName(0, 4)).toBe("table-0");
    expect(tableFolderName(3, 15)).toBe("table-03");
    expect(tableFolderName(99, 100)).toBe("table-99");
  });

  it("--records refuses a path that is not a folder, before any game (exit 2)", () => {
    const file = join(work, "records-file");
    writeFileSync(file, "x");
    const r = italia(["tournament", "--bots", "greedy,random", ...quick, "--records", file]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/cannot write game records to/);
    expect(r.out).toBe("");
  });

  it("refuses a pool of one bot, labels used twice and an unreadable ratings file (exit 2)", () => {
    expect(italia(["tournament", "--bots", "greedy", ...quick]).code).toBe(2);
    const twice = italia(["tournament", "--bots", "greedy,greedy", ...quick]);
    expect(twice.code).toBe(2);
    expect(twice.err).toMatch(/both called/);
    const bad = join(work, "bad-ratings.json");
    writeFileSync(bad, '{"format":"something else"}');
    const r = italia(["tournament", "--bots", "greedy,random", ...quick, "--ratings", bad]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/cannot read the ratings/);
    expect(readFileSync(bad, "utf8")).toBe('{"format":"something else"}');
    expect(italia(["tournament", "--bots", "greedy,random", "--players", "5"]).code).toBe(2);
  });

  it("on Ctrl-C prints the standings so far and saves the ratings (exit 130)", async () => {
    const ratings = join(work, "interrupted.json");
    const run = startItalia(
      [
        "tournament",
        "--bots",
        "greedy,random",
        "--deals",
        "200",
        "--rounds",
        "25",
        "--workers",
        "1",
        "--progress",
        "--ratings",
        ratings,
      ],
      { cwd: work },
    );
    await run.waitFor(/game 2\/1200\n/, 0, 30_000, "err");
    run.signal("SIGINT");
    const r = await run.exited;
    expect(r.code).toBe(130);
    const played = Number(/interrupted after (\d+) of 1200 games/.exec(r.out)?.[1]);
    expect(played).toBeGreaterThanOrEqual(2);
    expect(played).toBeLessThan(1200);
    expect(r.out).toContain("greedy");
    const file = JSON.parse(readFileSync(ratings, "utf8"));
    expect([file.runs, file.games]).toEqual([1, played]);
    expect(file.bots.greedy.games).toBe(played);
  }, 60_000);
});
