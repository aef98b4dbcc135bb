/**
 * `italia play` hot-seat (two people at one keyboard), driven through the real binary: the
 * hand-over line and the recap of public events after it.
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runItalia } from "../testing/run-italia.js";

const work = mkdtempSync(join(tmpdir(), "italia-hot-seat-"));

const italia = (args: string[], input = "") => runItalia(args, { input, cwd: work });

describe("italia play: hot-seat", () => {
  it("hands over between two people at the same keyboard", () => {
    const r = italia(
      [
        "play",
        "--seed",
        "hot",
        "--players",
        "3",
        "--bots",
        "greedy",
        "--rounds",
        "1",
        "--record",
        join(work, "hot.json"),
      ],
      "\n1\n1\n\n1\n1\nq\n",
    );
    expect(r.out).toMatch(/Pass the keyboard to [●■▲] \d player \d, then press Enter\./);
  });

  it("after a hand-over, recaps the public moves since that person's last turn", () => {
    const r = italia(
      [
        "play",
        "--seed",
        "hs",
        "--players",
        "4",
        "--bots",
        "greedy,greedy",
        "--rounds",
        "2",
        "--record",
        join(work, "recap.json"),
      ],
      "1\n\n".repeat(150),
    );
    expect(r.code).toBe(0);
    // Each hand-over screen: a recap of the public moves (if anything happened), then the line.
    const chunks = r.out.split(/\nPass the keyboard to /);
    const handOvers = chunks.slice(1).map((part, i) => {
      const who = part.slice(0, part.indexOf(", then press Enter."));
      const before = chunks[i]!;
      const at = Math.max(
        before.lastIndexOf("Since your last turn:"),
        before.lastIndexOf("Before your first turn:"),
      );
      return { who, shown: at < 0 ? "" : before.slice(at) };
    });
    expect(handOvers.length).toBeGreaterThan(6);
    // Player 1 (seat 1) gets the game back after player 2 and both bots placed.
    const back = handOvers.filter((h) => h.who === "● 1 player 1")[1]!;
    expect(back.shown).toContain("Since your last turn:");
    expect(back.shown).toMatch(/^ {2}■ 2 places \d on /m);
    expect(back.shown).toMatch(/^ {2}▲ 3 places \d on /m);
    expect(back.shown).toMatch(/^ {2}◆ 4 places \d on /m);
    expect(back.shown).not.toMatch(/^ {2}● 1 /m);
    // Attacks and their dice, troop moves and card draws (not which card) reach the recap.
    expect(handOvers.some((h) => /attacks .+: \[[1-6 ]+\] vs \[[1-6 ]+\]/.test(h.shown))).toBe(
      true,
    );
    expect(handOvers.some((h) => /moves \d+ (into|from) /.test(h.shown))).toBe(true);
    expect(handOvers.some((h) => /draws a card/.test(h.shown))).toBe(true);
    for (const h of handOvers) {
      // Only public event lines: never the other person's objective, hand or bonus objectives.
      for (const line of h.shown.split("\n").filter((l) => l.trim() !== "")) {
        expect(line).toMatch(/^(Since your last turn:|Before your first turn:| {2}.+)$/);
        expect(line).not.toMatch(
          /Objective:|Hand \(|Bonus objectives|draws the card|\((Pizza|Mandolino|Vespa)\)/,
        );
      }
    }
  });

  it("recaps a resumed hot-seat game from the record: since each person's last move", () => {
    const record = join(work, "recap-resume.json");
    const args = ["play", "--seed", "hs", "--players", "4", "--bots", "greedy,greedy"];
    expect(italia([...args, "--record", record], "1\n\n".repeat(12)).code).toBe(0);
    const resumed = italia(["play", "--resume", record], "1\n\n".repeat(3));
    expect(resumed.code).toBe(0);
    // The hand-over screen: where the game stands, the recap, then the hand-over line.
    expect(resumed.out).toMatch(
      /^Resuming [\s\S]*?\nSince your last turn:\n {2}[■▲◆] \d places[\s\S]*\n\nPass the keyboard to /,
    );
  });

  it("saves and quits on q at the hand-over line", () => {
    const record = join(work, "hot-quit.json");
    const r = italia(
      ["play", "--seed", "hot", "--players", "3", "--bots", "greedy", "--record", record],
      "q\n1\n1\n",
    );
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/then press Enter\.\nSaved to /);
    expect(r.out).not.toContain("Objective: ");
    const saved = JSON.parse(readFileSync(record, "utf8"));
    expect(saved.steps.every((s: { action: { seat: number } }) => s.action.seat === 2)).toBe(true);
  });
});
