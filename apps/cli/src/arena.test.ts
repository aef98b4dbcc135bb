/**
 * `italia arena` and `italia bot` driven through the real binary.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { runItalia } from "./testing/run-italia.js";

const here = dirname(fileURLToPath(import.meta.url));
const work = mkdtempSync(join(tmpdir(), "italia-arena-"));

const italia = (args: string[]) => runItalia(args, { cwd: work });

describe("italia arena and italia bot", () => {
  it("reports a small arena as JSON", () => {
    const r = italia([
      "arena",
      "--bots",
      "greedy,random,random,random",
      "--games",
      "8",
      "--workers",
      "0",
      "--rounds",
      "5",
      "--json",
    ]);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.out);
    expect(report.format).toBe("italia-arena/1");
    expect(report.bots.map((b: { label: string }) => b.label)).toEqual(["greedy", "random"]);
  });

  it("refuses a lineup that does not fit a game", () => {
    const r = italia(["arena", "--bots", "greedy,random", "--games", "2"]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/3 or 4 seats/);
  });

  it("measures an external bot program", () => {
    const program = resolve(here, "../../../packages/bot-sdk/examples/python/random_bot.py");
    const r = italia([
      "bot",
      "--cmd",
      `python3 ${program}`,
      "--against",
      "random,random",
      "--games",
      "3",
      "--workers",
      "0",
      "--rounds",
      "3",
      // Generous: a busy CI machine must not turn a slow start of python3 into strikes.
      "--decision-ms",
      "20000",
      "--json",
    ]);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.out);
    expect(report.bots[0].label).toContain("random_bot.py");
    expect(report.bots[0].strikes).toBe(0);
  });
});
