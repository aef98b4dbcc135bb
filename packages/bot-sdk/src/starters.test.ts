/**
 * The starter kits in `starters/`: their own unit tests pass, and their battle odds are the SDK's.
 * The Python kit needs python3 on the PATH (as the protocol tests do).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { apply, BOARD_DATA, type GameState, legalMoves, newGame, viewFor } from "@italia/engine";
import { describe, expect, it } from "vitest";
import { decisionContext } from "./bot.js";
import { ExternalBot } from "./external.js";
import { GreedyBot } from "./italia/bots/greedy.js";
import { battleOdds } from "./italia/odds.js";
import { playGame } from "./italia/play-game.js";
import { helloMessage, type ProtocolVersion } from "./protocol.js";

const here = dirname(fileURLToPath(import.meta.url));
const python = resolve(here, "../starters/python");
const java = resolve(here, "../starters/java");

/** Whether a command runs here (the Java kit's tests need a JDK: javac and java). */
const has = (command: string) => !spawnSync(command, ["-version"], { stdio: "ignore" }).error;

/** Every `.java` file under `dir`, relative to it. */
function javaFiles(dir: string, under = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? javaFiles(join(dir, e.name), under)
      : e.name.endsWith(".java")
        ? [relative(under, join(dir, e.name))]
        : [],
  );
}

/** Runs a command; its output is the failure message when it fails. */
function run(command: string, args: string[], cwd: string, input = "") {
  const env = { ...process.env, PYTHONDONTWRITEBYTECODE: "1" };
  const r = spawnSync(command, args, { cwd, env, input, encoding: "utf8", timeout: 120_000 });
  if (r.error) throw r.error;
  return { code: r.status, out: `${r.stdout}\n${r.stderr}` };
}

/**
 * What seat 0 of a whole game between greedy bots is sent: a hello, then a decide message for
 * each of its decisions, then over (as JSON lines).
 */
async function seatZeroInput(seed: string): Promise<string> {
  const settings = {
    seed: "00ff",
    decisionMs: 1000,
    bankMs: 0,
    startupMs: 10_000,
    limit: { rounds: 25 },
    turnActions: 500,
  };
  const lines = [helloMessage(0, 4, "kit", BOARD_DATA, settings)] as object[];
  const greedy = new GreedyBot();
  let state: GameState = newGame({ players: 4, seed });
  for (let id = 1; state.stage !== "over" && id < 5000; id++) {
    if (state.currentSeat === 0) {
      const view = viewFor(state, 0);
      lines.push({
        type: "decide",
        id,
        view,
        legal: legalMoves(state),
        timeLeftMs: 1000,
        events: [],
      });
    }
    const result = apply(state, await greedy.decide(decisionContext(state)));
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
  }
  lines.push({ type: "over", winner: state.winner, view: viewFor(state, 0) });
  return `${lines.map((l) => JSON.stringify(l)).join("\n")}\n`;
}

/** The odds the SDK gives, for comparison with a kit's: [a, d, conquer, attacker, defender]. */
function sdkOdds(maxA: number, maxD: number): number[][] {
  const rows: number[][] = [];
  for (let a = 0; a <= maxA; a++) {
    for (let d = 0; d <= maxD; d++) {
      const o = battleOdds(a, d);
      rows.push([a, d, o.conquer, o.attackerLosses, o.defenderLosses]);
    }
  }
  return rows;
}

/** Expects a kit's odds rows to equal the SDK's to 1e-12. */
function expectSameOdds(kit: number[][], maxA: number, maxD: number): void {
  const sdk = sdkOdds(maxA, maxD);
  expect(kit.length).toBe(sdk.length);
  kit.forEach((row, i) => {
    const want = sdk[i]!;
    expect(row.slice(0, 2), "a, d").toEqual(want.slice(0, 2));
    for (let k = 2; k < 5; k++) {
      expect(Math.abs(row[k]! - want[k]!), `${row.slice(0, 2)}`).toBeLessThan(1e-12);
    }
  });
}

/**
 * A short game of Italia with the shipped starter `command` at seat 1, spoken to in `protocol`:
 * the starters were written for version 1 and keep working when a host speaks version 2 to them.
 */
async function starterGame(command: string[], protocol: ProtocolVersion, seed: string) {
  const program = new ExternalBot({ command, protocol, name: "starter", startupMs: 60_000 });
  const summary = await playGame([new GreedyBot(), program, new GreedyBot()], {
    seed,
    limit: { rounds: 3 },
    timeControl: { decisionMs: 60_000 },
  });
  expect(summary.strikes, program.stderr.join("\n")).toEqual([]);
  expect(summary.seats[1]!.decisions).toBeGreaterThan(5);
  expect(program.restarts).toBe(0);
}

describe("the Python starter kit (needs python3)", () => {
  it("plays whole games unchanged through the host, in protocol version 1 and version 2 (every version-1 field kept)", async () => {
    for (const protocol of [1, 2] as const) {
      await starterGame(["python3", join(python, "bot.py")], protocol, `py-v${protocol}`);
    }
  }, 120_000);

  it("passes its unit tests (python3 -m unittest)", () => {
    const r = run("python3", ["-m", "unittest", "discover", "-s", "tests", "-t", "."], python);
    expect(r.out).toMatch(/\nOK\b/);
    expect(r.code, r.out).toBe(0);
  });

  it("computes the SDK's exact battle odds (R6.2–R6.3)", () => {
    const script = [
      "import json",
      "from italia.odds import battle_odds",
      "rows = []",
      "for a in range(0, 21):",
      "    for d in range(0, 13):",
      "        o = battle_odds(a, d)",
      "        rows.append([a, d, o.conquer, o.attacker_losses, o.defender_losses])",
      "print(json.dumps(rows))",
    ].join("\n");
    const r = run("python3", ["-c", script], python);
    expect(r.code, r.out).toBe(0);
    expectSameOdds(JSON.parse(r.out) as number[][], 20, 12);
  });
});

describe.skipIf(!has("javac") || !has("java"))("the Java starter kit (needs a JDK)", () => {
  const out = mkdtempSync(join(tmpdir(), "italia-java-kit-"));

  it("compiles without warnings and passes its unit tests", () => {
    const compiled = run("javac", ["-Xlint:all", "-Werror", "-d", out, ...javaFiles(java)], java);
    expect(compiled.code, compiled.out).toBe(0);
    const r = run("java", ["-cp", out, "italia.StarterTest"], java);
    expect(r.out).toMatch(/\d+ passed, 0 failed/);
    expect(r.code, r.out).toBe(0);
  });

  it("answers every decision of three whole games as the Python kit does (the same strategy)", async () => {
    const answers = (text: string) =>
      text
        .split("\n")
        .filter((l) => l.startsWith("{"))
        .map((l) => JSON.parse(l));
    let decisions = 0;
    for (const seed of ["kits-1", "kits-2", "kits-3"]) {
      const input = await seatZeroInput(seed);
      const py = run("python3", ["bot.py"], python, input);
      const jv = run("java", ["-cp", out, "italia.Bot"], java, input);
      expect(py.code, py.out).toBe(0);
      expect(jv.code, jv.out).toBe(0);
      const asked = input.split("\n").filter((l) => l.startsWith('{"type":"decide"')).length;
      expect(answers(py.out)).toHaveLength(asked);
      expect(answers(jv.out), seed).toEqual(answers(py.out));
      decisions += asked;
    }
    expect(decisions).toBeGreaterThan(50);
  });

  it("plays whole games unchanged through the host, in protocol version 1 and version 2 (every version-1 field kept)", async () => {
    for (const protocol of [1, 2] as const) {
      await starterGame(["java", "-cp", out, "italia.Bot"], protocol, `java-v${protocol}`);
    }
  }, 120_000);

  it("computes the SDK's exact battle odds (R6.2–R6.3)", () => {
    const r = run("java", ["-cp", out, "italia.StarterTest", "odds", "20", "12"], java);
    expect(r.code, r.out).toBe(0);
    expectSameOdds(JSON.parse(r.out) as number[][], 20, 12);
  });
});
