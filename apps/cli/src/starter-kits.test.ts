/**
 * The bot SDK's starter kits play whole games through `italia bot --cmd` without a strike. The
 * Python kit needs python3; the Java kit needs a JDK (javac, java) and is skipped without one.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { runItalia } from "./testing/run-italia.js";

const here = dirname(fileURLToPath(import.meta.url));
const starters = resolve(here, "../../../packages/bot-sdk/starters");
const work = mkdtempSync(join(tmpdir(), "italia-starters-"));

/** Whether a command runs here. */
const has = (command: string) => !spawnSync(command, ["-version"], { stdio: "ignore" }).error;

/** Every `.java` file under `dir`, relative to `under`. */
function javaFiles(dir: string, under: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? javaFiles(join(dir, e.name), under)
      : e.name.endsWith(".java")
        ? [relative(under, join(dir, e.name))]
        : [],
  );
}

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

  it.skipIf(!has("javac") || !has("java"))(
    "the Java kit plays 4 whole games with 0 strikes",
    () => {
      const kit = join(starters, "java");
      const out = mkdtempSync(join(tmpdir(), "italia-java-bot-"));
      const compiled = spawnSync("javac", ["-d", out, ...javaFiles(join(kit, "src"), kit)], {
        cwd: kit,
        encoding: "utf8",
      });
      expect(compiled.status, compiled.stderr).toBe(0);
      const report = botGames(`java -cp ${out} italia.Bot`, 4);
      const bot = report.bots.find((b) => b.label.includes("italia.Bot"))!;
      expect(bot.seatGames).toBe(4);
      expect(bot.strikes).toBe(0);
      expect(report.strikes).toEqual([]);
    },
  );
});
