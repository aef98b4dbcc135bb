/**
 * `italia play` driven through the real binary with stdin piped in.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { checkRecord, italia as italiaRules } from "@italia/engine";
import { checkGameRecord } from "@italia/game-kit";
import { describe, expect, it } from "vitest";
import { runItalia } from "./testing/run-italia.js";

const work = mkdtempSync(join(tmpdir(), "italia-play-"));

const italia = (args: string[], input = "") => runItalia(args, { input, cwd: work });

/**
 * Answers that always make progress: four times choice 1 with Enter for "the most" when a number
 * is asked, then 0 (Pass, end the turn) where it is allowed.
 */
const firstChoiceForever = `${"1\n\n".repeat(4)}0\n`.repeat(1000);

describe("italia play", () => {
  it("makes a default seed of 128 random bits and records it, but does not print it before the game is over (issues #8, #27)", () => {
    const seeds = [1, 2].map((n) => {
      const record = join(work, `default-seed-${n}.json`);
      const r = italia(["play", "--bots", "greedy,greedy,greedy", "--record", record], "q\n");
      expect(r.code).toBe(0);
      const seed = JSON.parse(readFileSync(record, "utf8")).seed as string;
      expect(seed).toMatch(/^[0-9a-f]{32}$/);
      expect(r.out).toMatch(/New game: seat 1 you, seat 2 greedy/);
      expect(r.out).not.toContain(seed);
      return seed;
    });
    expect(seeds[0]).not.toBe(seeds[1]);
  });

  it("hot-seat: the seed is shown to nobody at the start, nor in the record's name (#27)", () => {
    const folder = mkdtempSync(join(tmpdir(), "italia-hot-seat-"));
    const r = runItalia(["play", "--players", "3", "--bots", "", "--seed", "hot-secret"], {
      input: "\nq\n",
      cwd: folder,
    });
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/New game: seat 1 player 1/i);
    expect(r.out).not.toContain("hot-secret");
    expect(readdirSync(folder)).toEqual(["italia-game.json"]);
    // The record holds its seed, as the format requires.
    const record = JSON.parse(readFileSync(join(folder, "italia-game.json"), "utf8"));
    expect(record).toMatchObject({ format: "game-record/1", game: "italia", seed: "hot-secret" });
  });

  it("plays a whole game fed from stdin against 3 bots and writes the record", () => {
    const record = join(work, "full.json");
    const r = italia(
      [
        "play",
        "--seed",
        "p1",
        "--bots",
        "random,random,random",
        "--rounds",
        "2",
        "--record",
        record,
      ],
      firstChoiceForever,
    );
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/New game: seat 1 you, seat 2 random/);
    // The seed is printed once the game is over, not before (#27).
    const over = r.out.search(/Game over in round/);
    expect(r.out.indexOf("p1")).toBeGreaterThan(over);
    expect(r.out).toContain("Seed of this game: p1 (--seed p1 deals it again).");
    expect(r.out).toMatch(/Objective: /);
    expect(r.out).toMatch(/Setup — ● 1 you: place \d more arm/);
    expect(r.out).toMatch(/^ +1\. Place armies on /m);
    // R7: "Pass" is choice 0, listed last, in every decision that allows it.
    expect(r.out).toMatch(/^ +0\. Pass \(end the turn\)$/m);
    expect(r.out).not.toMatch(/^ +[1-9]\d*\. Pass /m);
    expect(r.out).toMatch(/Game over in round \d+: (sdadata|conquista|tre-colpi|ultimo-rimasto)/);
    const saved = JSON.parse(readFileSync(record, "utf8"));
    expect(saved).toMatchObject({ format: "game-record/1", game: "italia", seed: "p1" });
    expect(saved.outcome.results).toHaveLength(4);
    // the clock is no host input in a game with a round limit: every step is a seat's action
    expect(saved.steps.every((s: object) => "action" in s)).toBe(true);
    expect(italia(["replay", record]).code).toBe(0);
  });

  it("shows the dice of the human's attacks as they fall", () => {
    const r = italia(
      [
        "play",
        "--seed",
        "dice",
        "--bots",
        "random,random,random",
        "--rounds",
        "2",
        "--record",
        join(work, "dice.json"),
      ],
      firstChoiceForever,
    );
    expect(r.out).toMatch(/● 1 attacks .+: \[[1-6 ]+\] vs \[[1-6 ]+\]/);
  });

  it("refuses mistyped input clearly and keeps asking", () => {
    const r = italia(
      [
        "play",
        "--seed",
        "typo",
        "--bots",
        "greedy,greedy,greedy",
        "--record",
        join(work, "typo.json"),
      ],
      "hello\n99\nq\n",
    );
    expect(r.code).toBe(0);
    expect(r.out).toContain('"hello" is not a choice: type a number from 1 to');
    expect(r.out).toMatch(/There is no choice 99: type a number from 1 to \d+\./);
  });

  it("refuses a number of armies out of the allowed range and asks again", () => {
    const record = join(work, "range.json");
    const r = italia(
      // A seed whose deal makes seat 0 play first (3 armies per pass), with Piemonte listed first.
      ["play", "--seed", "range-1", "--bots", "greedy,greedy,greedy", "--record", record],
      "1 99\n1 0\n1\n9\n2\nq\n",
    );
    expect(r.code).toBe(0);
    // Placements fill two columns on a first screen: "1. Piemonte (1)", the range asked after.
    expect(r.out).toMatch(/^ +1\. Piemonte \(1\) {2,}\d+\. /m);
    expect(r.out).toContain("99 armies is out of range: choose from 1 to 3.");
    expect(r.out).toContain("0 armies is out of range: choose from 1 to 3.");
    expect(r.out).toContain("9 armies is out of range: choose from 1 to 3.");
    // "9" at the question asks the question again; "2" then places 2.
    expect(r.out.match(/How many armies\? \(1–3, Enter = 3\)/g)).toHaveLength(2);
    const mine = JSON.parse(readFileSync(record, "utf8")).steps.filter(
      (s: { action: { seat: number } }) => s.action.seat === 0,
    );
    expect(mine.map((s: { action: unknown }) => s.action)).toEqual([
      { type: "place", seat: 0, region: "piemonte", count: 2 },
    ]);
  });

  it("saves on quit and resumes where the game stopped", () => {
    const record = join(work, "saved.json");
    const first = italia(
      ["play", "--seed", "resume", "--bots", "greedy,greedy,greedy", "--record", record],
      "1\n1\nq\n",
    );
    expect(first.out).toContain(`Saved to ${record}`);
    const saved = JSON.parse(readFileSync(record, "utf8"));
    expect(saved.format).toBe("game-record/1");
    expect(saved.outcome).toBeNull();
    const steps = saved.steps.length;
    expect(steps).toBeGreaterThan(0);
    const second = italia(["play", "--resume", record], "1\n1\nq\n");
    expect(second.code).toBe(0);
    expect(second.out).toMatch(
      new RegExp(
        `Resuming ${record.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}: round \\d+, ${steps} steps played`,
      ),
    );
    expect(JSON.parse(readFileSync(record, "utf8")).steps.length).toBeGreaterThan(steps);
  });

  it("resumes a save in Italia's earlier format (italia-record/2) and saves it as game-record/1", () => {
    const record = join(work, "older-save.json");
    italia(
      ["play", "--seed", "older", "--bots", "greedy,greedy,greedy", "--record", record],
      "1\nq\n",
    );
    const checked = checkRecord(JSON.parse(readFileSync(record, "utf8")));
    if (!checked.ok) throw new Error(checked.error.message);
    // as an earlier version wrote it: italia-record/2, the dice left out where the file may
    const older = {
      ...checked.record,
      steps: checked.record.steps.map((s) => ({ action: s.action })),
    };
    writeFileSync(record, JSON.stringify(older));
    const r = italia(["play", "--resume", record], "1\n1\nq\n");
    expect(r.code).toBe(0);
    expect(r.out).toContain(`Resuming ${record}: round 0, ${older.steps.length} steps played.`);
    const saved = JSON.parse(readFileSync(record, "utf8"));
    expect(saved).toMatchObject({ format: "game-record/1", game: "italia", seed: "older" });
    expect(saved.steps.length).toBeGreaterThan(older.steps.length);
    const again = checkGameRecord(italiaRules, saved);
    expect(again.ok).toBe(true);
  });

  it("refuses to resume a game-record/1 of a game it does not know, naming the known ones (exit 2)", () => {
    const record = join(work, "chess.json");
    writeFileSync(record, JSON.stringify({ format: "game-record/1", game: "chess", steps: [] }));
    const r = italia(["play", "--resume", record], "q\n");
    expect(r.code).toBe(2);
    expect(r.err).toBe(`italia play: ${record}: unknown game "chess" (known: italia, radetzky)\n`);
  });

  it("resuming a finished game prints its result and leaves the file as it is", () => {
    const record = join(work, "finished.json");
    expect(runItalia(["simulate", "--seed", "done", "--record", record]).code).toBe(0);
    const compact = `${JSON.stringify(JSON.parse(readFileSync(record, "utf8")))}\n`;
    writeFileSync(record, compact);
    const r = italia(["play", "--resume", record], "1\nq\n");
    expect(r.code).toBe(0);
    expect(r.out).toContain(`${record} holds a finished game.`);
    expect(r.out).toMatch(/Game over in round \d+: /);
    expect(r.out).not.toMatch(/Saved to|Input ended|> /);
    expect(readFileSync(record, "utf8")).toBe(compact);
  });

  // --players and --rounds have defaults: given explicitly, even with the default value, they count.
  it.each([
    ["--seed", "3"],
    ["--players", "4"],
    ["--rounds", "25"],
  ])("refuses %s together with --resume: the saved game has its own (exit 2)", (flag, value) => {
    const record = join(work, "resume-conflict.json");
    if (!existsSync(record))
      italia(["play", "--seed", "rc", "--bots", "greedy,greedy,greedy", "--record", record], "q\n");
    const before = readFileSync(record, "utf8");
    const r = italia(["play", "--resume", record, flag, value], "1\nq\n");
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      `italia play: ${flag} cannot be used with --resume: a saved game keeps its own seats, seed and round limit.\n`,
    );
    expect(r.out).toBe("");
    expect(readFileSync(record, "utf8")).toBe(before);
  });

  it("saves the game when the input ends", () => {
    const record = join(work, "eof.json");
    const r = italia(["play", "--seed", "eof", "--record", record], "1\n");
    expect(r.code).toBe(0);
    expect(r.out).toContain("Input ended; the game is saved to");
    expect(existsSync(record)).toBe(true);
  });

  it('--bots "" seats people only: a hot-seat game with a hand-over for each', () => {
    const r = italia(["play", "--seed", "people", "--players", "3", "--bots", ""], "q\n");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/seat 1 player 1, seat 2 player 2, seat 3 player 3/);
    expect(r.out).toContain("Pass the keyboard to");
  });

  it("exits 2 with a clear message for a bad resume file or an unknown bot", () => {
    expect(italia(["play", "--resume", join(work, "none.json")]).err).toMatch(/cannot be read/);
    const r = italia(["play", "--bots", "nobody,greedy,greedy"]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/no bot named "nobody"/);
  });
});
