/**
 * `italia play` with bots that fail, driven through the real binary: refused answers are told.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runItalia } from "../testing/run-italia.js";

const work = mkdtempSync(join(tmpdir(), "italia-strikes-"));

const italia = (args: string[], input = "") => runItalia(args, { input, cwd: work });

describe("italia play: bots that fail", () => {
  it("refuses a bot program that cannot be started, before the game: exit 2, one line", () => {
    const r = italia(["play", "--bot-cmd", "/nonexistent/prog"]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^italia play: cannot start the bot program \/nonexistent\/prog: .+\n$/);
    expect(r.out).toBe("");
  });

  it("prints every refused answer with the fallback played, and says when a bot keeps failing", () => {
    // `false` starts and exits at once: every answer is missing.
    const r = italia([
      "play",
      "--seed",
      "strikes",
      "--bot-cmd",
      "false",
      "--bots",
      "greedy,greedy,greedy",
      "--rounds",
      "1",
      "--record",
      join(work, "strikes.json"),
    ]);
    expect(r.code).toBe(0);
    const strikes = r.err.split("\n").filter((l) => l.startsWith("italia play: seat 1 (false)"));
    expect(strikes[0]).toMatch(
      /^italia play: seat 1 \(false\), (setup|round \d+): answer refused \(error\): .*ended without answering.*; played instead: .+$/,
    );
    expect(r.err).toMatch(/seat 1 \(false\) keeps failing: \d+ answers in a row refused/);
    expect(r.err).toMatch(/seat 1 \(false\): \d+ answers refused in all/);
    // After it was declared failing, its strikes are counted, not printed one by one.
    expect(strikes.length).toBeLessThan(10);
  });
});
