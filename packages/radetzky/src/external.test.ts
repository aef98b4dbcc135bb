/**
 * External bot programs play Radetzky over bot protocol version 2 (issue #29): the Python and Java
 * starters' Radetzky examples play whole games beside the team's bots (the Java one the same games
 * as the Python one: the same strategy), and a program that answers malformed lines is refereed
 * with strikes while the game goes on to its end (RZ16).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { GameHost, gamePackage } from "@italia/bot-sdk";
import { ExternalBot } from "@italia/bot-sdk/node";
import { afterAll, describe, expect, it } from "vitest";
import { RADETZKY_BOTS } from "./bots/index.js";
import type { RadetzkyConfig } from "./config.js";
import { DATA } from "./data.js";
import { radetzky } from "./game.js";

type Radetzky = typeof radetzky;
const RADETZKY = gamePackage(radetzky, { data: DATA, bots: RADETZKY_BOTS });
const sdk = dirname(createRequire(import.meta.url).resolve("@italia/bot-sdk/package.json"));
const starter = join(sdk, "starters/python/radetzky_bot.py");
const javaKit = join(sdk, "starters/java");
const work = mkdtempSync(join(tmpdir(), "radetzky-external-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Plays a whole game with `program` at seat 0 and greedy bots elsewhere; replays its record. */
async function whole(program: ExternalBot<Radetzky>, config: RadetzkyConfig, seed: string) {
  const others = Array.from({ length: config.players - 1 }, () => RADETZKY.bots.greedy!());
  const host = GameHost.play(RADETZKY, config, seed, [program, ...others], {
    timeControl: { decisionMs: 60_000 },
  });
  await host.runBots({ maxActions: 20_000 });
  await host.end();
  const record = host.record();
  let state = radetzky.newGame(config, record.seed);
  for (const step of record.steps) {
    const r = radetzky.apply(state, "action" in step ? step.action : null);
    if (!r.ok) throw new Error(r.error.message);
    state = r.value.state;
  }
  expect(state).toEqual(host.state);
  return { host, record };
}

/** Whether a command runs here (the Java example needs a JDK: javac and java). */
const has = (command: string) => !spawnSync(command, ["-version"], { stdio: "ignore" }).error;

/** Every `.java` file under `dir`. */
function javaFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? javaFiles(join(dir, e.name))
      : e.name.endsWith(".java")
        ? [join(dir, e.name)]
        : [],
  );
}

/** Runs a command to its end; its output is the failure message when it fails. */
function run(command: string, args: string[]) {
  const r = spawnSync(command, args, { cwd: javaKit, encoding: "utf8", timeout: 120_000 });
  if (r.error) throw r.error;
  return { code: r.status, out: `${r.stdout}\n${r.stderr}` };
}

/** A basic game of `players` at difficulty 0, with the default hand information. */
const basic = (players: number): RadetzkyConfig => ({
  players,
  mode: "basic",
  difficulty: 0,
  handInfo: "iconCount",
});

describe("external programs play Radetzky over protocol 2", () => {
  /**
   * The Python example's games, by seat count: played once, by whichever test asks first, so the
   * Java example's test compares with them even when it runs alone.
   */
  const pythonGames = new Map<number, ReturnType<typeof playPython>>();
  function playPython(players: number) {
    const program = new ExternalBot({
      command: ["python3", starter],
      name: "radetzky_bot.py",
      game: RADETZKY,
      startupMs: 60_000,
    });
    return whole(program, basic(players), `python ${players}`).then((game) => ({
      ...game,
      program,
    }));
  }
  function pythonGame(players: number) {
    let game = pythonGames.get(players);
    if (game === undefined) {
      game = playPython(players);
      pythonGames.set(players, game);
    }
    return game;
  }

  it("the Python starter's Radetzky bot plays whole games of 1, 3 and 5 seats without a strike (RZ16: every seat shares the outcome)", async () => {
    for (const players of [1, 3, 5]) {
      const { host, record, program } = await pythonGame(players);
      expect(host.strikes, program.stderr.join("\n")).toEqual([]);
      expect(program.restarts).toBe(0);
      expect(record.outcome).not.toBeNull();
      expect(new Set(record.outcome!.results).size).toBe(1);
      expect(host.times[0]!.decisions).toBeGreaterThan(5);
    }
  }, 180_000);

  describe.skipIf(!has("javac") || !has("java"))(
    "the Java starter's Radetzky example (needs a JDK)",
    () => {
      const out = mkdtempSync(join(tmpdir(), "radetzky-java-"));
      afterAll(() => rmSync(out, { recursive: true, force: true }));
      /** The kit compiled into `out`, once, by whichever test needs it first. */
      let compiled: ReturnType<typeof run> | undefined;
      const compile = () => {
        compiled ??= run("javac", ["-Xlint:all", "-Werror", "-d", out, ...javaFiles(javaKit)]);
        return compiled;
      };

      it("compiles without warnings with the kit and passes its unit tests", () => {
        const compiled = compile();
        expect(compiled.code, compiled.out).toBe(0);
        const r = run("java", ["-cp", out, "radetzky.RadetzkyBotTest"]);
        expect(r.out).toMatch(/[1-9]\d* passed, 0 failed/);
        expect(r.code, r.out).toBe(0);
      });

      it("plays whole games of 1, 3 and 5 seats without a strike, the same games as the Python example (RZ16)", async () => {
        const compiled = compile();
        expect(compiled.code, compiled.out).toBe(0);
        for (const players of [1, 3, 5]) {
          const program = new ExternalBot({
            command: ["java", "-cp", out, "radetzky.RadetzkyBot"],
            name: "RadetzkyBot.java",
            game: RADETZKY,
            startupMs: 60_000,
          });
          const { host, record } = await whole(program, basic(players), `python ${players}`);
          expect(host.strikes, program.stderr.join("\n")).toEqual([]);
          expect(program.restarts).toBe(0);
          expect(record.outcome).not.toBeNull();
          expect(new Set(record.outcome!.results).size).toBe(1);
          expect(host.times[0]!.decisions).toBeGreaterThan(5);
          // the same strategy: every answer as the Python example's, so the same game
          expect(record.steps).toEqual((await pythonGame(players)).record.steps);
        }
      }, 240_000);
    },
  );

  it("malformed answers (not JSON, no action, an unknown action, null when alone) are strikes with the fallback played; the game ends (RZ25.3)", async () => {
    const script = join(work, "garbage.mjs");
    writeFileSync(
      script,
      [
        'import { createInterface } from "node:readline";',
        "const bad = [",
        '  () => "not json",',
        "  (m) => JSON.stringify({ id: m.id, move: m.legal[0] }),",
        '  (m) => JSON.stringify({ id: m.id, action: { type: "fly", seat: 0 } }),',
        "  (m) => JSON.stringify({ id: m.id, action: null }),",
        "];",
        "let alone = 0;",
        "for await (const line of createInterface({ input: process.stdin })) {",
        "  const m = JSON.parse(line);",
        '  if (m.type === "over") break;',
        '  if (m.type !== "decide") continue;',
        "  // every other decision the seat takes alone: the four kinds of bad answer in turn",
        "  const n = m.alsoActing.length === 0 ? alone++ : -1;",
        "  const out = n >= 0 && n % 2 === 0 ? bad[(n / 2) % 4](m) : JSON.stringify({ id: m.id, action: m.legal[0] });",
        "  process.stdout.write(out + '\\n');",
        "}",
      ].join("\n"),
    );
    const program = new ExternalBot({
      command: [process.execPath, script],
      name: "garbage",
      game: RADETZKY,
      startupMs: 60_000,
    });
    const config: RadetzkyConfig = { players: 3, mode: "basic", difficulty: 0, handInfo: "open" };
    const { host, record } = await whole(program, config, "garbage");
    expect(record.outcome).not.toBeNull();
    expect(host.strikes.length).toBeGreaterThanOrEqual(4);
    for (const s of host.strikes) {
      expect(s.seat).toBe(0);
      expect(["error", "illegal"]).toContain(s.reason);
    }
    const messages = host.strikes.map((s) => s.message).join("\n");
    expect(messages).toMatch(/not JSON/);
    expect(messages).toMatch(/no "action" field/);
    expect(messages).toMatch(/illegal action/);
    expect(program.restarts).toBe(0);
  }, 120_000);
});
