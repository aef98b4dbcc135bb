/**
 * The bot SDK's starter kits play whole games through `italia bot --cmd` without a strike. The
 * Python kit needs python3; the Java kit needs a JDK (javac, java) and is skipped without one.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { runItalia } from "./testing/run-italia.js";

const here = dirname(fileURLToPath(import.meta.url));
const starters = resolve(here, "../../../packages/bot-sdk/starters");
const work = mkdtempSync(join(tmpdir(), "italia-starters-"));

interface Report {
  readonly bots: readonly { label: string; seatGames: number; strikes: number }[];
  readonly strikes: readonly unknown[];
}

/** Plays `games` games of the program against three greedy bots; returns the JSON report. */
function botGames(command: string, games: number): Report {
  const r = runItalia(
    ["bot", "--cmd", command, "--games", String(games), "--workers", "1", "--json"],
    { cwd: work },
  );
  expect(r.code, r.err).toBe(0);
  return JSON.parse(r.out) as Report;
}

describe("the starter kits in italia bot", () => {
  it("the Python kit plays 4 whole games with 0 strikes", () => {
    const report = botGames(`python3 ${join(starters, "python/bot.py")}`, 4);
    const kit = report.bots.find((b) => b.label.includes("bot.py"))!;
    expect(kit.seatGames).toBe(4);
    expect(kit.strikes).toBe(0);
    expect(report.strikes).toEqual([]);
  });
});
