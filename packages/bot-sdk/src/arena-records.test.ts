import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { checkRecord, italia } from "@italia/engine";
import { checkGameRecord } from "@italia/game-kit";
import { afterEach, describe, expect, it } from "vitest";
import { runArena } from "./arena.js";
import { recordFileName } from "./arena-records.js";

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "italia-records-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe("arena game records", () => {
  it("names files in game order, padded to the last index", () => {
    expect(recordFileName(0, 1)).toBe("game-0.json");
    expect(recordFileName(7, 200)).toBe("game-007.json");
    expect(recordFileName(199, 200)).toBe("game-199.json");
  });

  it("writes every game as a game-record/1 that replays to the summary's result (R11)", async () => {
    const dir = join(tempDir(), "new", "records");
    const report = await runArena({
      bots: [{ bot: "greedy", label: "g" }, "random", "random"],
      games: 4,
      seed: "records",
      workers: 0,
      progress: false,
      limit: { rounds: 6 },
      keepSummaries: true,
      recordsDir: dir,
    });
    const files = readdirSync(dir).sort();
    expect(files).toEqual(["game-0.json", "game-1.json", "game-2.json", "game-3.json"]);
    files.forEach((file, game) => {
      const json = JSON.parse(readFileSync(join(dir, file), "utf8"));
      expect(json).toMatchObject({ format: "game-record/1", game: "italia" });
      const platform = checkGameRecord(italia, json);
      if (!platform.ok) throw new Error(`${file}: ${platform.error.message}`);
      expect(platform.record.outcome).toEqual(json.outcome);
      const check = checkRecord(json);
      if (!check.ok) throw new Error(`${file}: ${check.error.message}`);
      const summary = report.summaries![game]!;
      expect(check.record.config.seed).toBe(summary.seed);
      expect(check.record.result?.winner).toBe(summary.winner);
      expect(check.record.result?.scores).toEqual(summary.seats.map((s) => s.score));
      expect(check.record.steps.length).toBe(summary.actions);
      // The seats carry the lineup's labels, rotated as the game was.
      expect(check.record.seats?.map((s) => s.name)).toEqual(summary.seats.map((s) => s.bot));
      // …and the spec each seat was played by.
      const bots = check.record.seats?.map((s) => s.bot);
      expect(bots?.filter((b) => b === "greedy")).toHaveLength(1);
      expect(bots?.filter((b) => b === "random")).toHaveLength(2);
    });
    // The summaries do not carry the records (they can be large).
    expect(report.summaries!.every((s) => !("platformRecord" in s) && !("gameRecord" in s))).toBe(
      true,
    );
  });

  it("records written during a run give away neither the base seed nor later deals (issue #27)", async () => {
    const dir = tempDir();
    const seen: string[] = [];
    const report = await runArena({
      bots: ["random", "random", "random"],
      games: 6,
      seed: "secret-base",
      workers: 0,
      progress: false,
      limit: { rounds: 1 },
      keepSummaries: true,
      recordsDir: dir,
      // What a bot could read while the run goes on: every record written so far.
      onGame: () => {
        for (const file of readdirSync(dir)) seen.push(readFileSync(join(dir, file), "utf8"));
      },
    });
    expect(seen.length).toBeGreaterThan(0);
    for (const text of seen) expect(text).not.toContain("secret-base");
    // No game's seed follows from another's by changing a number in it.
    const seeds = report.summaries!.map((s) => s.seed);
    for (const s of seeds) {
      for (let d = 0; d < 10; d++) {
        const guess = String(s).replace(/\d+$/, String(d));
        if (guess !== s) expect(seeds).not.toContain(guess);
      }
    }
  });

  it("writes records from worker threads too", async () => {
    const dir = tempDir();
    await runArena({
      bots: ["greedy", "random", "random"],
      games: 3,
      seed: "records-workers",
      workers: 2,
      progress: false,
      limit: { rounds: 4 },
      recordsDir: dir,
    });
    for (const file of readdirSync(dir)) {
      const json = JSON.parse(readFileSync(join(dir, file), "utf8"));
      expect(json.format).toBe("game-record/1");
      expect(checkRecord(json).ok).toBe(true);
    }
    expect(readdirSync(dir)).toHaveLength(3);
  });

  it("refuses a records folder that is a file before playing any game", async () => {
    const file = join(tempDir(), "taken");
    writeFileSync(file, "x");
    const games: number[] = [];
    await expect(
      runArena({
        bots: ["greedy", "random", "random"],
        games: 3,
        workers: 0,
        progress: false,
        recordsDir: file,
        onGame: (_, index) => games.push(index),
      }),
    ).rejects.toThrow(/cannot write game records to/);
    expect(games).toEqual([]);
  });
});
