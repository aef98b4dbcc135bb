/**
 * `italia arena` and `italia bot` driven through the real binary.
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { runItaliaInTerminal } from "./testing/run-in-terminal.js";
import { runItalia } from "./testing/run-italia.js";

const here = dirname(fileURLToPath(import.meta.url));
const work = mkdtempSync(join(tmpdir(), "italia-arena-"));

const italia = (args: string[]) => runItalia(args, { cwd: work });

/** A quick arena: 3 greedy bots, 3 short games in this thread. */
const quickArena = ["arena", "--bots", "greedy,greedy,greedy", "--games", "3", "--workers", "0"];
/** A frame of the progress bar, e.g. `██░░ 1/3 games`. */
const barFrame = /[█░]+ \d+\/3 games/;

describe("the progress bar", () => {
  it("is not drawn when stderr is not a terminal", () => {
    const r = italia([...quickArena, "--rounds", "3"]);
    expect(r.code).toBe(0);
    expect(r.err).toBe("");
  });

  it("is drawn on a pipe when --progress asks for it", () => {
    const r = italia([...quickArena, "--rounds", "3", "--progress"]);
    expect(r.code).toBe(0);
    expect(r.err).toMatch(barFrame);
  });

  it("is drawn on a terminal, and not with --no-progress", () => {
    const shown = runItaliaInTerminal([...quickArena, "--rounds", "3"], { cwd: work });
    expect(shown.code).toBe(0);
    expect(shown.screen).toMatch(barFrame);
    const hidden = runItaliaInTerminal([...quickArena, "--rounds", "3", "--no-progress"], {
      cwd: work,
    });
    expect(hidden.code).toBe(0);
    expect(hidden.screen).toContain("greedy");
    expect(hidden.screen).not.toMatch(barFrame);
  });

  it("follows the same rule for italia bot", () => {
    const program = resolve(here, "../../../packages/bot-sdk/examples/python/random_bot.py");
    const r = italia([
      "bot",
      "--cmd",
      `python3 ${program}`,
      "--games",
      "1",
      "--workers",
      "0",
      "--rounds",
      "1",
      "--decision-ms",
      "20000",
    ]);
    expect(r.code).toBe(0);
    expect(r.err).toBe("");
  });
});

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
    // No --seed: 128 random bits, written in the report so the run can be repeated (issue #8).
    expect(report.config.seed).toMatch(/^[0-9a-f]{32}$/);
  });

  it("refuses a report path it cannot write before playing: exit 2, one line", () => {
    const r = italia([...quickArena, "--out", "/nonexistent/x.json"]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(
      /^italia arena: cannot write the report to \/nonexistent\/x\.json: .+\n$/,
    );
    expect(r.out).toBe("");
  });

  it("refuses an empty entry or a bad bot option in a lineup, naming it, before any game", () => {
    const empty = italia(["arena", "--bots", "greedy,,greedy,greedy", "--games", "1"]);
    expect(empty.code).toBe(2);
    expect(empty.err).toMatch(/entry 2 .* is empty/);
    const option = italia(["bot", "--cmd", "true", "--against", "strong:foo=1,greedy"]);
    expect(option.code).toBe(2);
    expect(option.err).toMatch(/strong has no option "foo"/);
    const play = italia(["play", "--bots", "strong:iterations=abc"]);
    expect(play.code).toBe(2);
    expect(play.err).toMatch(/"iterations" needs a whole number/);
    expect(empty.out + option.out + play.out).toBe("");
  });

  it("refuses option values commander would take at face value, in one line plus a hint", () => {
    const huge = italia(["bot", "--cmd", "true", "--decision-ms", "3000000000"]);
    expect(huge.code).toBe(2);
    expect(huge.err).toMatch(/--decision-ms.*milliseconds from 1 to 2147483647/);
    for (const rounds of ["1e3", "0x10", "2.5"]) {
      const r = italia(["simulate", "--rounds", rounds]);
      expect(r.code).toBe(2);
      expect(r.err.trim().split("\n")).toHaveLength(2);
      expect(r.err).toMatch(/--help for usage/);
    }
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

  it("refuses a bot program that cannot be started, before any game: exit 2", () => {
    const r = italia(["bot", "--cmd", "/nonexistent/bot", "--games", "2", "--workers", "0"]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^italia bot: cannot start the bot program \/nonexistent\/bot: .+\n$/);
    expect(r.out).toBe("");
    const arena = italia(["arena", "--bots", "greedy,greedy,cmd:/nonexistent/bot", "--games", "1"]);
    expect(arena.code).toBe(2);
    expect(arena.err).toContain("cannot start the bot program /nonexistent/bot");
  });

  it("fails (exit 1) when the bot's answers were refused, and says so", () => {
    const r = italia(["bot", "--cmd", "false", "--games", "1", "--workers", "0", "--rounds", "1"]);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(
      /strike: game 0, false \(seat 1\), error: [\s\S]*ended without answering/,
    );
    expect(r.err).toMatch(/^italia bot: false: \d+ answers refused and replaced by fallback moves/);
  });
});

describe("italia bot --startup-ms (#10 bug 3)", () => {
  /** A Python bot that takes 1 s to start, then answers every decision at once. */
  const slow = join(work, "slow-start.py");
  writeFileSync(
    slow,
    [
      "import json, sys, time",
      "time.sleep(1)",
      "for line in sys.stdin:",
      "    m = json.loads(line)",
      "    if m['type'] != 'decide': continue",
      "    mv = next((x for x in m['legal'] if x['type'] == 'endTurn'), m['legal'][0])",
      "    a = {k: v for k, v in mv.items() if k not in ('min', 'max', 'minDice', 'maxDice')}",
      "    if mv['type'] == 'attack': a['dice'] = mv['minDice']",
      "    elif mv['type'] in ('place', 'occupy', 'fortify'): a['count'] = mv['max']",
      "    print(json.dumps({'action': a, 'id': m['id']}), flush=True)",
    ].join("\n"),
  );
  const run = (...extra: string[]) =>
    italia([
      "bot",
      "--cmd",
      `python3 ${slow}`,
      "--games",
      "1",
      "--rounds",
      "1",
      "--workers",
      "0",
      "--decision-ms",
      "500",
      "--json",
      ...extra,
    ]);

  it("a slow starter gets no strike with the default allowance", () => {
    const r = run();
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
  });

  it("a too short --startup-ms makes its start a strike that says so", () => {
    const r = run("--startup-ms", "1");
    expect(r.code).toBe(1);
    expect(r.out).toContain("start-up allowance");
  });
});

/** A bot program in Node.js: ends its turn when it may, else takes the first legal move. */
const ENDER = `
import { createInterface } from "node:readline";
createInterface({ input: process.stdin }).on("line", (line) => {
  const m = JSON.parse(line);
  if (m.type !== "decide") return;
  const move = m.legal.find((x) => x.type === "endTurn") ?? m.legal[0];
  const { minDice, maxDice, min, max, ...rest } = move;
  const action = { ...rest };
  if (maxDice !== undefined) action.dice = maxDice;
  if (max !== undefined) action.count = max;
  process.stdout.write(JSON.stringify({ id: m.id, action }) + "\\n");
});
`;

describe("--records", () => {
  /** Every file in `dir`, each replayed by `italia replay`. */
  function replayAll(dir: string): string[] {
    const files = readdirSync(dir).sort();
    for (const file of files) {
      const r = italia(["replay", join(dir, file)]);
      expect(r.err).toBe("");
      expect(r.code, file).toBe(0);
    }
    return files;
  }

  it("italia arena writes every game as a record that italia replay accepts", () => {
    const dir = join(work, "arena-records");
    const r = italia([...quickArena, "--rounds", "4", "--records", dir]);
    expect(r.code).toBe(0);
    expect(replayAll(dir)).toEqual(["game-0.json", "game-1.json", "game-2.json"]);
    const record = JSON.parse(readFileSync(join(dir, "game-1.json"), "utf8"));
    expect(record).toMatchObject({ format: "game-record/1", game: "italia" });
    // Without --seed the arena draws 128 random bits; each game's seed is keyed by them (HMAC), a
    // fresh deal per game, so a record tells nothing of the other games (issue #27).
    expect(record.seed).toMatch(/^[0-9a-f]{32}$/);
    const seeds = ["game-0.json", "game-1.json", "game-2.json"].map(
      (f) => JSON.parse(readFileSync(join(dir, f), "utf8")).seed,
    );
    expect(new Set(seeds).size).toBe(3);
  });

  it("italia bot writes records naming the program by its label", () => {
    const program = join(work, "ender.mjs");
    writeFileSync(program, ENDER);
    const dir = join(work, "bot-records");
    const r = italia([
      "bot",
      "--cmd",
      `node ${program}`,
      "--label",
      "ender",
      "--against",
      "greedy,random",
      "--games",
      "3",
      "--workers",
      "0",
      "--rounds",
      "3",
      "--records",
      dir,
    ]);
    expect(r.code).toBe(0);
    const files = replayAll(dir);
    expect(files).toHaveLength(3);
    const bots = JSON.parse(readFileSync(join(dir, files[0]!), "utf8")).seats.map(
      (s: { bot: string }) => s.bot,
    );
    // The record says which program played, as italia play --resume expects it (cmd:…).
    expect(bots).toEqual([`cmd:node ${program}`, "greedy", "random"]);
    const names = files.map((f) =>
      JSON.parse(readFileSync(join(dir, f), "utf8")).seats.map((s: { name: string }) => s.name),
    );
    expect(names).toEqual([
      ["ender", "greedy", "random"],
      ["greedy", "random", "ender"],
      ["random", "ender", "greedy"],
    ]);
  });

  it("refuses a folder that cannot be written, before playing, with exit 2", () => {
    const file = join(work, "not-a-folder");
    writeFileSync(file, "x");
    const r = italia([...quickArena, "--rounds", "2", "--records", file]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/cannot write game records to/);
    expect(r.out).toBe("");
  });
});
