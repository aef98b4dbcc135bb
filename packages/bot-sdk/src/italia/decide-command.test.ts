import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { newGame, toPosition } from "@italia/engine";
import { describe, expect, it } from "vitest";
import { game } from "../testing/positions.js";
import { DecideUsageError, decideCommand, printable } from "./decide-command.js";

const here = dirname(fileURLToPath(import.meta.url));
const randomBot = resolve(here, "../../examples/python/random_bot.py");
const work = mkdtempSync(join(tmpdir(), "italia-decide-"));

/** Writes a file in the work folder and returns its path. */
function file(name: string, text: string): string {
  const path = join(work, name);
  writeFileSync(path, text);
  return path;
}

/** An attack-stage position (R6): seat 0 may attack Umbria from Lazio. */
const attackPosition = file(
  "attack.json",
  JSON.stringify(
    toPosition(game({ lazio: [0, 6], umbria: [1, 2], toscana: [2, 3] }, { stage: "attack" })),
  ),
);

async function decide(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await decideCommand(
    args,
    (l) => out.push(l),
    (l) => err.push(l),
  );
  return { code, out: out.join("\n"), err: err.join("\n") };
}

describe("italia-bots decide", () => {
  it("R6: sends a position to the Python example bot and says its answer is legal (exit 0)", async () => {
    const r = await decide("--position", attackPosition, "--cmd", `python3 ${randomBot}`);
    expect(r.out).toMatch(/^seat 1 \(0 in JSON\), attack: the program answered \{"type":"/);
    expect(r.out.split("\n")[1]).toBe("legal");
    expect(r.code).toBe(0);
  });

  it("reports an illegal answer with the engine's reason and rule (exit 1), as JSON too", async () => {
    const cheat = file(
      "cheat.py",
      [
        "import json, sys",
        "for line in sys.stdin:",
        "    m = json.loads(line)",
        "    if m['type'] == 'decide':",
        "        a = {'type': 'attack', 'seat': 0, 'from': 'lazio', 'to': 'sicilia', 'dice': 3}",
        "        print(json.dumps({'id': m['id'], 'action': a}), flush=True)",
      ].join("\n"),
    );
    const r = await decide("--position", attackPosition, "--cmd", `python3 ${cheat}`, "--json");
    expect(r.code).toBe(1);
    const verdict = JSON.parse(r.out) as { legal: boolean; reason: string; action: unknown };
    expect(verdict.legal).toBe(false);
    expect(verdict.reason).toMatch(/R6/);
    expect(verdict.action).toMatchObject({ type: "attack", to: "sicilia" });
  });

  it("says when no answer came (exit 1)", async () => {
    const mute = file("mute.py", "import sys, time\nfor line in sys.stdin:\n    time.sleep(5)\n");
    const r = await decide(
      ...["--position", attackPosition, "--cmd", `python3 ${mute}`, "--decision-ms", "300"],
      ...["--startup-ms", "300"],
    );
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^illegal: no answer: /m);
  });

  it("gives the program a start-up allowance on top of the decision's time: a slow starter that then answers at once is legal (exit 0)", async () => {
    // Sleeps longer than the decision's time before reading anything (a slow interpreter start
    // on a loaded machine), then answers at once. The decision's time alone is too short; the
    // allowance (far beyond the sleep, however loaded the machine) is not.
    const slow = file(
      "slow.py",
      [
        "import json, sys, time",
        "time.sleep(2.5)",
        "for line in sys.stdin:",
        "    m = json.loads(line)",
        "    if m['type'] == 'hello':",
        "        print('startupMs', m['startupMs'], file=sys.stderr, flush=True)",
        "    if m['type'] == 'decide':",
        "        print('timeLeftMs', m['timeLeftMs'], file=sys.stderr, flush=True)",
        "        a = {'type': 'endTurn', 'seat': 0}",
        "        print(json.dumps({'id': m['id'], 'action': a}), flush=True)",
      ].join("\n"),
    );
    const r = await decide(
      ...["--position", attackPosition, "--cmd", `python3 ${slow}`, "--show-stderr"],
      ...["--decision-ms", "2000", "--startup-ms", "40000"],
    );
    expect(r.out.split("\n")[1]).toBe("legal");
    expect(r.code).toBe(0);
    // The hello carries the allowance; the decide message only the decision's own time.
    expect(r.err).toMatch(/^\[bot\] startupMs 40000$/m);
    const left = Number(/^\[bot\] timeLeftMs (\d+)$/m.exec(r.err)?.[1]);
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(2000);
  });

  it("says clearly when a program takes longer to start than its allowance (exit 1)", async () => {
    const sleeper = file("sleeper.py", "import time\ntime.sleep(30)\n");
    const r = await decide(
      ...["--position", attackPosition, "--cmd", `python3 ${sleeper}`],
      ...["--decision-ms", "200", "--startup-ms", "300"],
    );
    expect(r.code).toBe(1);
    expect(r.out).toMatch(
      /^illegal: no answer: .*300 ms of start-up allowance plus 200 ms.*--startup-ms/m,
    );
  });

  it("refuses a bad --startup-ms (exit 2)", async () => {
    const cmd = ["--position", attackPosition, "--cmd", `python3 ${randomBot}`];
    await expect(decide(...cmd, "--startup-ms", "soon")).rejects.toThrow(
      /--startup-ms needs a whole number ≥ 0, not "soon"/,
    );
    await expect(decide(...cmd, "--startup-ms", "-1")).rejects.toThrow(DecideUsageError);
  });

  it("refuses bad usage: no file, not JSON, a position the engine refuses, a program that cannot start", async () => {
    const cmd = ["--cmd", `python3 ${randomBot}`];
    await expect(decide(...cmd)).rejects.toThrow(DecideUsageError);
    await expect(decide("--position", attackPosition)).rejects.toThrow(/--cmd/);
    await expect(decide("--position", join(work, "missing.json"), ...cmd)).rejects.toThrow(
      /cannot read/,
    );
    const junk = file("junk.json", `\u001b[31m${"not json ".repeat(100)}`);
    const notJson = decide("--position", junk, ...cmd);
    await expect(notJson).rejects.toThrow(/is not JSON: \\u001b\[31mnot json/);
    await expect(notJson).rejects.toThrow(/…$/);
    const bad = file(
      "bad.json",
      JSON.stringify({ ...toPosition(newGame({ players: 3, seed: 1 })), round: -1 }),
    );
    await expect(decide("--position", bad, ...cmd)).rejects.toThrow(/not a position/);
    await expect(decide("--position", attackPosition, "--cmd", "/nonexistent/bot")).rejects.toThrow(
      /cannot start/,
    );
  });

  it("escapes what it prints", () => {
    expect(printable("a\u001b[2Jb\u009b")).toBe("a\\u001b[2Jb\\u009b");
    expect(printable("x".repeat(300), 10)).toBe(`${"x".repeat(10)}…`);
  });
});
