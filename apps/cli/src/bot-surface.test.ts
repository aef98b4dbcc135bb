/**
 * One surface for bot authors: `italia arena` / `italia bot` and `italia-bots arena` / `bot` take
 * the same options and mean the same by them; their tables fit 80 columns.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { runItalia } from "./testing/run-italia.js";

const here = dirname(fileURLToPath(import.meta.url));
const work = mkdtempSync(join(tmpdir(), "italia-surface-"));
const italiaBotsBin = resolve(here, "../../../packages/bot-sdk/bin/italia-bots.js");
const randomBot = resolve(here, "../../../packages/bot-sdk/examples/python/random_bot.py");

const italia = (args: string[]) => runItalia(args, { cwd: work });
function italiaBots(args: string[]) {
  const r = spawnSync(process.execPath, [italiaBotsBin, ...args], {
    encoding: "utf8",
    cwd: work,
    env: { ...process.env, NO_COLOR: "1" },
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** The "Options:" block of a commander help text. */
const optionsBlock = (help: string) => {
  const from = help.indexOf("Options:");
  const to = help.indexOf("\n\n", from);
  return help.slice(from, to < 0 ? undefined : to);
};

/** The long options a help text names. */
const optionsIn = (help: string) =>
  new Set([...help.matchAll(/--[a-z][a-z-]*/g)].map((m) => m[0]).filter((o) => o !== "--help"));

describe("italia arena/bot and italia-bots arena/bot", () => {
  it("take the same options", () => {
    const italiaOptions = new Set([
      ...optionsIn(optionsBlock(italia(["arena", "--help"]).out)),
      ...optionsIn(optionsBlock(italia(["bot", "--help"]).out)),
    ]);
    // online play (`italia bot --server`) is the italia command's own: not an arena option
    for (const o of ["--server", "--room", "--bot", "--seat", "--name", "--credential-file"]) {
      expect(italiaOptions.delete(o), o).toBe(true);
    }
    // so is Radetzky's config (several seat counts, modes, difficulties in one run); the choice of
    // game (`--game`) both take (issue #25)
    for (const o of ["--players", "--mode", "--difficulty", "--hand-info"]) {
      expect(italiaOptions.delete(o), o).toBe(true);
    }
    const botsHelp = italiaBots(["help"]).out;
    const botsOptions = optionsIn(botsHelp.slice(0, botsHelp.indexOf("italia-bots decide")));
    botsOptions.delete("--bot"); // `--bot <spec>` once per seat: the older spelling of --bots
    for (const o of [
      "--show-stderr",
      "--bank-ms",
      "--no-rotate",
      "--module",
      "--label",
      "--cmd",
      "--against",
      "--bots",
      "--game",
    ]) {
      expect(italiaOptions).toContain(o);
    }
    expect([...botsOptions].sort()).toEqual([...italiaOptions].sort());
  });

  it.each([
    ["italia", italia],
    ["italia-bots", italiaBots],
  ] as const)(
    "%s bot: --label names the program, --no-rotate and --bank-ms reach the arena",
    (_, run) => {
      const r = run([
        "bot",
        "--cmd",
        `python3 ${randomBot}`,
        "--label",
        "mine",
        "--against",
        "random,random",
        "--games",
        "2",
        "--rounds",
        "2",
        "--workers",
        "0",
        "--no-rotate",
        "--bank-ms",
        "250",
        "--decision-ms",
        "5000",
        "--json",
      ]);
      expect(r.code).toBe(0);
      const report = JSON.parse(r.out) as {
        config: { rotate: boolean; timeControl: { bankMs: number; decisionMs: number } };
        bots: { label: string }[];
      };
      expect(report.config.rotate).toBe(false);
      expect(report.config.timeControl).toEqual({ decisionMs: 5000, bankMs: 250 });
      expect(report.bots.map((b) => b.label)).toEqual(["mine", "random"]);
    },
  );

  it("print tables that fit 80 columns, even for a long command line", () => {
    const long = `python3 ${randomBot} --a-long-option-that-makes-the-label-wide`;
    const quick = ["--games", "3", "--rounds", "3", "--workers", "0", "--decision-ms", "10000"];
    for (const r of [
      italia(["bot", "--cmd", long, "--against", "random,random", ...quick]),
      italiaBots(["bot", "--cmd", long, "--against", "random,random", ...quick]),
      italia(["arena", "--bots", "strong-fast,random,greedy", ...quick]),
    ]) {
      expect(r.code).toBe(0);
      const lines = r.out.trimEnd().split("\n");
      expect(lines.length).toBeGreaterThan(4);
      for (const line of lines) expect(line.length).toBeLessThanOrEqual(80);
    }
  });
});
