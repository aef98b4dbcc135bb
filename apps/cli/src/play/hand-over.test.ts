/**
 * Hot-seat hand-over in a real terminal (tmux): the previous player's objective must not be
 * reachable by scrolling back.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { TmuxItalia } from "../testing/run-in-tmux.js";
import { CLEAR_SCREEN_AND_SCROLLBACK } from "./session.js";

describe("hot-seat hand-over (R12: a player's objective is secret)", () => {
  it("clears in the order `clear` uses: home, screen, then scrollback", () => {
    expect(CLEAR_SCREEN_AND_SCROLLBACK).toBe("\x1b[H\x1b[2J\x1b[3J");
  });

  it("leaves nothing of the previous player in tmux's scrollback", async () => {
    const cwd = mkdtempSync(join(tmpdir(), "italia-tmux-"));
    const term = new TmuxItalia(["play", "--seed", "t1", "--players", "3", "--bots", ""], cwd);
    try {
      await term.waitFor("Pass the keyboard to ■ 1 player 2");
      term.type("");
      await term.waitFor("Obiettivo: Da Trieste a Roma");
      term.type("1");
      await term.waitFor("How many armies?");
      term.type("");
      await term.waitFor("Pass the keyboard to ▲ 2 player 3");
      const seen = `${term.history()}\n${term.screen()}`;
      expect(seen).toContain("Pass the keyboard to ▲ 2 player 3");
      expect(seen).not.toContain("Obiettivo");
      expect(seen).not.toContain("Da Trieste a Roma");
    } finally {
      term.close();
    }
  });
});
