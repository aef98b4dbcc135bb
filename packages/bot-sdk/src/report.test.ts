import { describe, expect, it } from "vitest";
import { runArena } from "./arena.js";
import { formatReport, REPORT_COLUMNS, wrapText } from "./report.js";

describe("formatReport", () => {
  it("fits 80 columns, whatever the labels, strikes and warnings", async () => {
    const report = await runArena({
      bots: ["greedy", "random", "random"],
      games: 3,
      seed: "width",
      workers: 0,
      progress: false,
    });
    const label = `python3 ${"/a/very/long/folder".repeat(5)}/my_bot.py --level 3`;
    const wide = {
      ...report,
      bots: report.bots.map((b, i) => (i === 0 ? { ...b, label, strikes: 12345 } : b)),
      strikes: [
        {
          game: 1,
          seat: 0,
          bot: label,
          reason: "illegal" as const,
          message: `answered an illegal action: ${"x".repeat(300)}`,
          round: 2,
        },
      ],
      warnings: [`a warning that goes on and on ${"and on ".repeat(30)}`],
    };
    const text = formatReport(wide);
    const lines = text.split("\n");
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(REPORT_COLUMNS);
    // The table's first row is the cut label; the whole label follows the table.
    expect(lines.find((l) => l.startsWith("bot "))).toBeDefined();
    expect(text.replace(/\n {2}/g, " ")).toContain(label.slice(0, 60));
    expect(text).toContain("warning: a warning that goes on");
    expect(text).toMatch(/^greedy|^random/m);
  });

  it("numbers seats from 1 in strike lines, as italia does (the JSON keeps seat 0)", async () => {
    const report = await runArena({
      bots: ["greedy", "random", "random"],
      games: 1,
      seed: "seats",
      workers: 0,
      progress: false,
    });
    const strike = (seat: number) => ({
      game: 1,
      seat,
      bot: "slow",
      reason: "timeout" as const,
      message: "late",
      round: 1,
    });
    const text = formatReport({ ...report, strikes: [strike(0), strike(2)] });
    expect(text).toContain("strike: game 1, slow (seat 1), timeout: late");
    expect(text).toContain("strike: game 1, slow (seat 3), timeout: late");
    expect(text).not.toContain("(seat 0)");
  });

  it("wraps at spaces with a hanging indent and cuts words longer than a line", () => {
    expect(wrapText("one two three", 9)).toEqual(["one two", "  three"]);
    expect(wrapText("x".repeat(20), 10)).toEqual(["xxxxxxx…"]);
  });
});
