/**
 * What `italia play` shows a person to decide from (issue #10, the terminal game), through the
 * real binary: odds, neighbours, the round, the table, bonus objectives, warnings, and the widths
 * and heights of what it prints.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BONUS_OBJECTIVES } from "@italia/engine";
import { describe, expect, it } from "vitest";
import { runItalia } from "../testing/run-italia.js";
import { bonusAsks } from "./bonus-text.js";

const work = mkdtempSync(join(tmpdir(), "italia-screen-"));
/** Four times choice 1 (Enter for the most), then 0 (Pass) where allowed: the game goes on. */
const firstChoiceForever = `${"1\n\n".repeat(4)}0\n`.repeat(1000);

function game(seed: string, rounds = 3) {
  return runItalia(
    [
      "play",
      "--seed",
      seed,
      "--players",
      "3",
      "--bots",
      "random,random",
      "--rounds",
      String(rounds),
      "--record",
      join(work, `${seed}.json`),
    ],
    { input: firstChoiceForever, cwd: work },
  );
}

describe("the terminal game's screen", () => {
  const r = game("screen-1");
  const lines = r.out.split("\n");

  it("plays through", () => {
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
  });

  it("fits 80 columns everywhere", () => {
    for (const line of lines) expect([...line].length, line).toBeLessThanOrEqual(80);
  });

  it("fits every screen in 24 lines: board, table, objective, title, choices and prompt", () => {
    // A screen is what is written between two reads of input: up to a "> " prompt, a "How
    // many?" question or a hand-over line. (On a terminal the typed answer ends the prompt's line.)
    const screens = r.out.split(/(?<=> )|(?<=\nHow many [^\n]*\n)/);
    expect(screens.length).toBeGreaterThan(20);
    for (const screen of screens) {
      expect(screen.split("\n").length, screen).toBeLessThanOrEqual(24);
    }
    // The board takes 10 lines (in columns, not one 26-line column), the table beside it.
    const board = lines.findIndex((l) => l.startsWith("Nord-Ovest (+"));
    expect(lines[board + 9]).toMatch(/^Emilia-Romagna +[●■▲] \d/);
    expect(lines.slice(board, board + 10).join("\n")).toMatch(/■ 2: \d+ cards?, \d+ colp[oi]/);
  });

  it("says the round out of the limit, the table (hand sizes, colpi) and the decks (R11.4)", () => {
    expect(r.out).toMatch(/^Round 1 of 3 — ● 1 you: /m);
    expect(r.out).toMatch(/■ 2: \d+ cards?, \d+ colp[oi]/);
    expect(r.out).toMatch(/ Deck \d+, discard \d+ /);
    expect(r.out).toMatch(/ Bonus deck \d+ /);
  });

  it("gives battle odds with each attack (R6) and warns that a plain fortify move ends the turn (R7.3)", () => {
    const unwrapped = r.out.replace(/\n {6}/g, " ");
    expect(unwrapped).toMatch(/^ +\d+\. Attack .+ dice, (<1|>99|\d+)% to take it$/m);
    expect(unwrapped).toMatch(/^ +\d+\. Move armies .+ \(ends the turn\)$/m);
  });

  it("says what each held bonus objective asks, from the engine's table (R9)", () => {
    const shown = BONUS_OBJECTIVES.filter((b) =>
      r.out.replace(/\n {2,4}(?=\S)/g, " ").includes(bonusAsks(b.id)),
    );
    expect(shown.length).toBeGreaterThanOrEqual(1);
  });

  it("names the neighbours of the region a number is asked for (R1.1)", () => {
    const asked = lines.findIndex((l) => l.startsWith("How many armies?"));
    expect(asked).toBeGreaterThan(0);
    expect(lines.slice(asked - 3, asked).join("\n")).toMatch(/ borders: /);
  });

  it("reveals every seat's objective at the end (R12)", () => {
    const at = lines.indexOf("Objectives:");
    expect(at).toBeGreaterThan(0);
    expect(lines.slice(at + 1, at + 4).every((l) => /^ {2}[●■▲] [123] .+; /.test(l))).toBe(true);
  });
});

describe("an occupy with a single allowed value (R6.4)", () => {
  it("is played without asking", () => {
    const outs = ["occ1", "occ2", "occ3", "occ4"].map((s) => game(s, 6).out);
    const all = outs.join("\n");
    expect(all).toMatch(/armies? moves? into the conquered region \(the only choice\)\./);
    // An occupy offered as a choice always has a real choice of numbers.
    expect(all).not.toMatch(/Move armies into the conquered region — \d+$/m);
  });
});
