/**
 * Hot-seat hand-over in a real terminal (tmux): the previous player's objective must not be
 * reachable by scrolling back.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { TmuxItalia } from "../testing/run-in-tmux.js";
import { CLEAR_SCREEN_AND_SCROLLBACK } from "./session.js";

/**
 * tmux is not part of what `pnpm test` needs (Node.js and npm): where it is installed (as on CI),
 * the real-terminal check runs; elsewhere the byte-order check above it still guards the fix.
 */
const hasTmux = spawnSync("tmux", ["-V"]).status === 0;

describe("hot-seat hand-over (R12: a player's objective is secret)", () => {
  it("clears in the order `clear` uses: home, screen, then scrollback", () => {
    expect(CLEAR_SCREEN_AND_SCROLLBACK).toBe("\x1b[H\x1b[2J\x1b[3J");
  });

  it.runIf(hasTmux)("leaves nothing of the previous player in tmux's scrollback", async () => {
    const cwd = mkdtempSync(join(tmpdir(), "italia-tmux-"));
    const term = new TmuxItalia(["play", "--seed", "t1", "--players", "3", "--bots", ""], cwd);
    const handOver = /Pass the keyboard to (.+), then press Enter\./;
    try {
      await term.waitFor("Pass the keyboard to");
      const first = handOver.exec(term.screen())![1]!;
      term.type("");
      await term.waitFor("Objective: ");
      // The first player's objective, e.g. "Objective: Da Trieste a Roma — 4/30 points held".
      const objective = /Objective: ([^—\n]+?) —/.exec(term.screen())![1]!;
      term.type("1");
      await term.waitUntil(
        (screen) => screen.includes("How many") || nextHandOver(screen, first) !== null,
      );
      if (term.screen().includes("How many")) term.type("");
      await term.waitUntil((screen) => nextHandOver(screen, first) !== null);
      const seen = `${term.history()}\n${term.screen()}`;
      expect(objective.length).toBeGreaterThan(3);
      expect(seen).not.toContain("Objective: ");
      expect(seen).not.toContain(objective);
      expect(seen).not.toContain(first);
    } finally {
      term.close();
    }
  });
});

/** The player a hand-over line on the screen names, if it is not `previous`. */
function nextHandOver(screen: string, previous: string): string | null {
  const match = /Pass the keyboard to (.+), then press Enter\./.exec(screen);
  return match && match[1] !== previous ? match[1]! : null;
}
