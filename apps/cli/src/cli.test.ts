/**
 * Drives the real `italia` binary (built `dist/`) as a child process, with real files.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createBot, playGame } from "@italia/bot-sdk";
import { checkRecord } from "@italia/engine";
import type { PlatformRecord } from "@italia/game-kit";
import { type RadetzkyConfig, radetzky } from "@italia/radetzky";
import { describe, expect, it } from "vitest";
import { runItaliaInTerminal } from "./testing/run-in-terminal.js";
import { runItalia } from "./testing/run-italia.js";

const here = dirname(fileURLToPath(import.meta.url));
const vectors = resolve(here, "../../../packages/engine/vectors");
const work = mkdtempSync(join(tmpdir(), "italia-cli-"));

const italia = (...args: string[]) => runItalia(args);

type VectorJson = { name: string; steps: { expect?: Record<string, unknown> }[] };

/** A repository vector whose first step is accepted (not an expected refusal). */
function firstVector(): VectorJson {
  const file = readFileSync(join(vectors, "R06-attack.json"), "utf8");
  return (JSON.parse(file) as VectorJson[]).find(
    (v) => v.steps[0]?.expect?.rejected === undefined,
  )!;
}

describe("italia verify", () => {
  it("passes every repository vector and exits 0", () => {
    const r = italia("verify", vectors);
    expect(r.code).toBe(0);
    const lines = r.out.trim().split("\n");
    const passes = lines.filter((l) => l.startsWith("PASS "));
    expect(passes.length).toBeGreaterThanOrEqual(90);
    expect(lines.filter((l) => l.startsWith("FAIL "))).toEqual([]);
    expect(lines.at(-1)).toBe(`${passes.length} passed, 0 failed`);
  });

  it("prints FAIL with what differed and exits 1 when an expectation is wrong", () => {
    const vector = firstVector();
    vector.steps[0]!.expect = { round: 999 };
    const file = join(work, "wrong.json");
    writeFileSync(file, JSON.stringify([vector]));
    const r = italia("verify", file);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^FAIL .+: step 1: round: expected 999, got \d+$/m);
  });

  it("names the JSON path of a malformed vector and still runs the others", () => {
    const good = firstVector();
    const bad = {
      ...firstVector(),
      name: "broken",
      steps: [{ action: { type: "endTurn", seat: 0 }, rolls: [7] }],
    };
    const file = join(work, "malformed.json");
    writeFileSync(file, JSON.stringify([good, bad]));
    const r = italia("verify", file);
    expect(r.code).toBe(1);
    expect(r.out).toContain(`PASS ${good.name}`);
    expect(r.out).toMatch(
      /FAIL broken: malformed vector in .*malformed\.json at \$\[1\]\.steps\[0\]\.rolls\[0\]/,
    );
  });

  it("runs each vector with its game's runner: a vector naming Italia or none runs, an unknown game is malformed at its path with the known games", () => {
    const named = { ...firstVector(), game: "italia", name: "named italia" };
    const plain = { ...firstVector(), name: "no game given" };
    const chess = { ...firstVector(), game: "chess", name: "a chess vector" };
    const file = join(work, "games.json");
    writeFileSync(file, JSON.stringify([named, plain, chess]));
    const r = italia("verify", file);
    expect(r.code).toBe(1);
    expect(r.out).toContain("PASS named italia");
    expect(r.out).toContain("PASS no game given");
    expect(r.out).toMatch(
      /FAIL a chess vector: malformed vector in .*games\.json at \$\[2\]\.game: unknown game "chess" \(known: italia, radetzky\)/,
    );
    // a malformed vector keeps its place in the file when vectors are read one by one
    const broken = {
      ...firstVector(),
      name: "broken",
      steps: [{ action: { type: "endTurn", seat: 0 }, rolls: [7] }],
    };
    writeFileSync(file, JSON.stringify([chess, broken]));
    expect(italia("verify", file).out).toMatch(
      /FAIL broken: malformed vector in .* at \$\[1\]\.steps\[0\]\.rolls\[0\]/,
    );
  });

  it("runs Radetzky's vectors (game: radetzky) with Radetzky's runner, in a folder or beside Italia's in one file", () => {
    const radetzky = resolve(here, "../../../packages/radetzky/vectors");
    const all = italia("verify", radetzky);
    expect(all.code).toBe(0);
    const lines = all.out.trim().split("\n");
    expect(lines.filter((l) => l.startsWith("PASS RZ")).length).toBeGreaterThanOrEqual(80);
    expect(lines.filter((l) => l.startsWith("FAIL "))).toEqual([]);
    const one = (
      JSON.parse(readFileSync(join(radetzky, "RZ09-move.json"), "utf8")) as unknown[]
    )[0];
    const file = join(work, "two-games.json");
    writeFileSync(file, JSON.stringify([firstVector(), one]));
    const mixed = italia("verify", file);
    expect(mixed.code).toBe(0);
    expect(mixed.out.trim().split("\n").at(-1)).toBe("2 passed, 0 failed");
  });

  it("fails (exit 1) for a file that holds no vectors", () => {
    const file = join(work, "empty.json");
    writeFileSync(file, "[]");
    const r = italia("verify", file);
    expect(r.code).toBe(1);
    expect(r.out).toContain(`FAIL ${file}: the file holds no vectors`);
    expect(r.out.trim().split("\n").at(-1)).toBe("0 passed, 1 failed");
  });

  it("reports an unreadable file without crashing and exits 2", () => {
    const file = join(work, "not-json.json");
    writeFileSync(file, "{ this is not json");
    const r = italia("verify", file, join(work, "missing.json"));
    expect(r.code).toBe(2);
    expect(r.out).toContain("not valid JSON");
    expect(r.out).toContain("no such file or folder");
    expect(r.err).toBe("");
  });

  it("refuses to run without files, with usage help and exit 2", () => {
    const r = italia("verify");
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/missing required argument/);
  });
});

describe("italia simulate", () => {
  it("plays a whole game and prints the board and ranking", () => {
    const r = italia("simulate", "--seed", "5", "--players", "3");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /Italia — 3 players, \d+ actions, ended in round \d+: (sdadata|conquista|tre-colpi|ultimo-rimasto)/,
    );
    expect(r.out).toContain("Emilia-Romagna");
    expect(r.out.match(/^ {2}\d\. /gm)).toHaveLength(3);
    expect(r.out).not.toContain("\x1b[");
  });

  it("makes a default seed of 128 random bits and prints it (issue #8)", () => {
    const a = JSON.parse(italia("simulate", "--json", "--rounds", "1").out).record.seed;
    const b = JSON.parse(italia("simulate", "--json", "--rounds", "1").out).record.seed;
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(b).toMatch(/^[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
    const text = italia("simulate", "--seed", "shown", "--rounds", "1").out;
    expect(text).toContain("Seed: shown (--seed plays this game again)");
  });

  it("is deterministic: the same seed prints the same game", () => {
    expect(italia("simulate", "--seed", "x", "--json").out).toBe(
      italia("simulate", "--seed", "x", "--json").out,
    );
    expect(italia("simulate", "--seed", "x", "--json").out).not.toBe(
      italia("simulate", "--seed", "y", "--json").out,
    );
  });

  it("refuses a record path it cannot write before playing: exit 2, one line", () => {
    const r = italia("simulate", "--record", "/nonexistent/x.json");
    expect(r.code).toBe(2);
    expect(r.err).toMatch(
      /^italia simulate: cannot write the game record to \/nonexistent\/x\.json: .+\n$/,
    );
    expect(r.out).toBe("");
  });

  it("takes the same --bots lineups as the arena, and plays the arena's game for a seed", async () => {
    const r = italia("simulate", "--seed", "lineup", "--bots", "greedy,random,greedy", "--json");
    expect(r.code).toBe(0);
    const { record } = JSON.parse(r.out) as {
      record: { seats: { bot: string }[]; steps: { action: unknown }[] };
    };
    expect(record.seats.map((s) => s.bot)).toEqual(["greedy", "random", "greedy"]);
    const arena = await playGame([createBot("greedy"), createBot("random"), createBot("greedy")], {
      seed: "lineup",
      record: true,
    });
    expect(record.steps.map((s) => s.action)).toEqual(arena.log);
  });

  it("refuses a lineup that cannot play, or that contradicts --players: exit 2, one line", () => {
    for (const args of [
      ["--bots", "greedy,greedy"],
      ["--bots", "greedy,,greedy"],
      ["--bots", "greedy,greedy,greedy", "--players", "4"],
      ["--bots", "nosuchbot,greedy,greedy"],
    ]) {
      const r = italia("simulate", ...args);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(/^italia simulate: .+\n$/);
      expect(r.out).toBe("");
    }
  });

  it("rejects a bad option value with exit 2", () => {
    const r = italia("simulate", "--players", "5");
    expect(r.code).toBe(2);
    expect(r.err).toBe("italia simulate: Italia has 3 or 4 players (R2.1), not 5.\n");
    expect(italia("simulate", "--players", "6").err).toMatch(/Allowed choices are 1, 2, 3, 4, 5/);
    expect(italia("simulate", "--mode", "advanced").err).toMatch(/--mode is an option of Radetzky/);
  });

  it("plays Radetzky with --game radetzky: the team's bots, its options checked, a game-record/1 that the rules replay", () => {
    const file = join(work, "radetzky.json");
    const r = italia(
      "simulate",
      "--game",
      "radetzky",
      "--seed",
      "rz",
      "--bots",
      "greedy,random",
      "--mode",
      "advanced",
      "--record",
      file,
    );
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /^Radetzky: Milano 1848 — 2 players, advanced game, difficulty 0, \d+ actions: /,
    );
    expect(r.out).toContain("Seed: rz");
    const record = JSON.parse(readFileSync(file, "utf8")) as {
      format: string;
      game: string;
      seed: string;
      config: unknown;
      steps: { action: unknown }[];
    };
    expect(record).toMatchObject({ format: "game-record/1", game: "radetzky", seed: "rz" });
    expect(record.config).toEqual({
      players: 2,
      mode: "advanced",
      difficulty: 0,
      handInfo: "iconCount",
    });
    let state = radetzky.newGame(record.config as RadetzkyConfig, record.seed);
    for (const step of record.steps) {
      const applied = radetzky.apply(state, step.action);
      if (!applied.ok) throw new Error(applied.error.message);
      state = applied.value.state;
    }
    expect(radetzky.outcome(state)).not.toBeNull();
    // the same seed and lineup play the same game
    const again = italia(
      "simulate",
      "--game",
      "radetzky",
      "--seed",
      "rz",
      "--bots",
      "greedy,random",
      "--mode",
      "advanced",
    );
    expect(again.out).toBe(r.out);
    // bad options name themselves; an unknown game lists the known ones
    expect(italia("simulate", "--game", "radetzky", "--difficulty", "9").err).toMatch(
      /^italia simulate: --difficulty: /,
    );
    expect(italia("simulate", "--game", "radetzky", "--bots", "clever").err).toBe(
      'italia simulate: no Radetzky bot named "clever" (known: random, greedy, strong, strong-fast).\n',
    );
    expect(italia("simulate", "--game", "chess").err).toBe(
      'italia simulate: unknown game "chess" (known: italia, radetzky)\n',
    );
  });
});

describe("italia replay", () => {
  const record = join(work, "game.json");
  /** The same game in Italia's own format (`italia-record/2`), as earlier versions wrote it. */
  const legacy = join(work, "game.italia-record-2.json");

  it("replays a record written by simulate (game-record/1) and prints the outcome", () => {
    expect(italia("simulate", "--seed", "r1", "--record", record).code).toBe(0);
    const written = JSON.parse(readFileSync(record, "utf8"));
    expect(written).toMatchObject({ format: "game-record/1", game: "italia", seed: "r1" });
    const r = italia("replay", record);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/steps replayed, every step and the recorded result hold/);
    expect(r.out).toMatch(/Game over in round \d+/);
    const old = checkRecord(written);
    if (!old.ok) throw new Error(old.error.message);
    expect(old.record.format).toBe("italia-record/2");
    writeFileSync(legacy, JSON.stringify(old.record));
  });

  it("names the first offending step of a tampered record and exits 1", () => {
    const data = JSON.parse(readFileSync(record, "utf8")) as {
      steps: { action: Record<string, unknown> }[];
    };
    const i = data.steps.findIndex((s) => s.action?.type === "attack");
    data.steps[i]!.action.from = data.steps[i]!.action.to;
    const file = join(work, "tampered.json");
    writeFileSync(file, JSON.stringify(data));
    // Steps count from 1, as in verify: step 1 is steps[0].
    const r = italia("replay", file);
    expect(r.code).toBe(1);
    expect(r.err).toContain(`step ${i + 1}: the action was refused`);
    expect(JSON.parse(italia("replay", file, "--json").out)).toMatchObject({ step: i + 1 });
    const resumed = italia("play", "--resume", file);
    expect(resumed.code).toBe(2);
    expect(resumed.err).toContain(`step ${i + 1}: the action was refused`);
  });

  it("reports a recorded result that differs, as JSON, in either format", () => {
    const data = JSON.parse(readFileSync(legacy, "utf8")) as { result: { round: number } };
    data.result.round += 1;
    const file = join(work, "wrong-result.json");
    writeFileSync(file, JSON.stringify(data));
    const r = italia("replay", file, "--json");
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out)).toMatchObject({ ok: false, step: null });
    const platform = JSON.parse(readFileSync(record, "utf8")) as {
      outcome: { detail: { round: number } };
    };
    platform.outcome.detail.round += 1;
    writeFileSync(file, JSON.stringify(platform));
    const p = italia("replay", file, "--json");
    expect(p.code).toBe(1);
    expect(JSON.parse(p.out)).toMatchObject({ ok: false, step: null });
  });

  it.each([
    ["without a result", undefined, "result"],
    ["with a null result", null, "result"],
    ["in game-record/1 with a null outcome", null, "outcome"],
  ])("says a record %s had no recorded result to compare", (_, result, field) => {
    const data = JSON.parse(readFileSync(field === "result" ? legacy : record, "utf8")) as Record<
      string,
      unknown
    >;
    if (result === undefined) delete data[field];
    else data[field] = result;
    const file = join(work, "no-result.json");
    writeFileSync(file, JSON.stringify(data));
    const r = italia("replay", file);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /steps replayed, every step holds; there was no recorded result to compare\./,
    );
    expect(r.out).not.toContain("recorded result hold");
  });

  it("notes, without failing, a record written by another engine version", () => {
    const data = JSON.parse(readFileSync(record, "utf8")) as { version: string };
    const ours = data.version;
    data.version = "0.0.0-older";
    const file = join(work, "older.json");
    writeFileSync(file, JSON.stringify(data));
    const r = italia("replay", file);
    expect(r.code).toBe(0);
    expect(r.err).toBe(
      `italia replay: note: ${file} was written by engine 0.0.0-older; this is engine ${ours}.\n`,
    );
    expect(italia("replay", record).err).toBe("");
  });

  it("replays Italia's own italia-record/2 as its game-record/1", () => {
    const r = italia("replay", legacy);
    expect(r.code).toBe(0);
    expect(r.out).toBe(italia("replay", record).out.replace(record, legacy));
    const converted = { record: JSON.parse(readFileSync(record, "utf8")) as PlatformRecord };
    const file = join(work, "platform.json");
    const steps = converted.record.steps.map((s) => ({ ...s }));
    const rolled = steps.findIndex((s) => Array.isArray(s.chance));
    steps[rolled] = { ...steps[rolled]!, chance: [6, 6, 6, 6, 6] };
    writeFileSync(file, JSON.stringify({ ...converted.record, steps }));
    const tampered = italia("replay", file, "--json");
    expect(tampered.code).toBe(1);
    expect(JSON.parse(tampered.out)).toMatchObject({
      step: rolled + 1,
      problem: expect.stringContaining("the record shows dice [6, 6, 6, 6, 6]"),
    });
  });

  it("exits 2 for a game-record/1 of a game it does not know, naming the known ones", () => {
    const file = join(work, "chess.json");
    writeFileSync(file, JSON.stringify({ format: "game-record/1", game: "chess", steps: [] }));
    const r = italia("replay", file);
    expect(r.code).toBe(2);
    expect(r.err).toBe(`italia replay: ${file}: unknown game "chess" (known: italia, radetzky)\n`);
  });

  it("prints a JSON error object for a file it cannot read, with --json", () => {
    const r = italia("replay", join(work, "nope.json"), "--json");
    expect(r.code).toBe(2);
    expect(JSON.parse(r.out)).toEqual({
      ok: false,
      file: join(work, "nope.json"),
      step: null,
      problem: "no such file",
    });
  });

  it("exits 2 for a file that is not JSON", () => {
    const file = join(work, "garbage.json");
    writeFileSync(file, "garbage");
    const r = italia("replay", file);
    expect(r.code).toBe(2);
    expect(r.err).toContain("not valid JSON");
  });
});

describe("--rounds", () => {
  it.each([
    ["simulate"],
    ["play", "--bots", "greedy,greedy,greedy"],
    ["arena", "--bots", "greedy,greedy,greedy", "--games", "1"],
    ["bot", "--cmd", "true", "--games", "1"],
  ])("is checked against the engine's limit by italia %s: exit 2, one clear message", (...args) => {
    const r = italia(...args, "--rounds", "20000");
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--rounds.*20000.*from 1 to 10000/);
    expect(r.err).not.toMatch(/^\s+at /m);
    expect(r.out).toBe("");
  });
});

describe("colour", () => {
  /** Whether text holds a seat colour (red, blue, green, yellow). */
  const coloured = (text: string) => [31, 34, 32, 33].some((c) => text.includes(`\x1b[${c}m`));

  it("is used on a terminal, also when NO_COLOR is set but empty (no-color.org)", () => {
    expect(coloured(runItaliaInTerminal(["simulate", "--seed", "5", "--rounds", "2"]).screen)).toBe(
      true,
    );
    const empty = runItaliaInTerminal(["simulate", "--seed", "5", "--rounds", "2"], {
      env: { NO_COLOR: "" },
    });
    expect(coloured(empty.screen)).toBe(true);
  });

  it("is never used when NO_COLOR has a value", () => {
    const r = runItaliaInTerminal(["simulate", "--seed", "5", "--rounds", "2"], {
      env: { NO_COLOR: "1" },
    });
    expect(r.code).toBe(0);
    expect(r.screen).toContain("Emilia-Romagna");
    expect(coloured(r.screen)).toBe(false);
  });
});
