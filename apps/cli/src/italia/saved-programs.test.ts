/**
 * #8.2: opening a record never starts a program nor imports a module that the record names.
 * Each record names a "bot" that would create a marker file if it were ever run.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runItalia } from "../testing/run-italia.js";

const work = mkdtempSync(join(tmpdir(), "italia-saved-programs-"));
const italia = (args: string[], input = "") => runItalia(args, { input, cwd: work });

/** A program and a module that each create `marker` when run or imported. */
function hostile(marker: string): { cmd: string; module: string } {
  const script = join(work, `${marker}.sh`);
  writeFileSync(script, `#!/bin/sh\ntouch ${JSON.stringify(join(work, marker))}\n`, {
    mode: 0o755,
  });
  const module = join(work, `${marker}.mjs`);
  writeFileSync(
    module,
    `import { writeFileSync } from "node:fs";\nwriteFileSync(${JSON.stringify(join(work, `${marker}-module`))}, "");\nexport default { name: "m", decide: (ctx) => ctx.actions[0] };\n`,
  );
  return { cmd: `cmd:${script}`, module: `module:${module}` };
}

/** A saved game (unfinished, or finished with `finished`) whose seats 1 and 2 name `bots`. */
function savedGame(name: string, bots: [string, string], finished = false): string {
  const record = join(work, `${name}.json`);
  const args = ["play", "--seed", name, "--bots", "greedy,greedy,greedy", "--record", record];
  if (finished) italia(["simulate", "--seed", name, "--rounds", "1", "--record", record]);
  else italia([...args, "--rounds", "2"], "q\n");
  const json = JSON.parse(readFileSync(record, "utf8"));
  json.seats[1] = { name: "evil", bot: bots[0] };
  json.seats[2] = { name: "evil too", bot: bots[1] };
  writeFileSync(record, JSON.stringify(json));
  return record;
}

describe("italia play --resume and programs named in the record (#8.2)", () => {
  it("refuses to resume program seats without --bot-cmd, running nothing", () => {
    const { cmd, module } = hostile("unfinished");
    const record = savedGame("unfinished", [cmd, module]);
    const r = italia(["play", "--resume", record], "q\n");
    expect(r.code).toBe(2);
    expect(r.err).toContain("seat 2");
    expect(r.err).toContain("never starts");
    expect(r.err).toContain("--bot-cmd");
    expect(existsSync(join(work, "unfinished"))).toBe(false);
    expect(existsSync(join(work, "unfinished-module"))).toBe(false);
  });

  it("shows a finished game without starting or importing its programs", () => {
    const { cmd, module } = hostile("finished");
    const record = savedGame("finished", [cmd, module], true);
    const r = italia(["play", "--resume", record]);
    expect(r.code).toBe(0);
    expect(r.out).toContain("holds a finished game");
    expect(existsSync(join(work, "finished"))).toBe(false);
    expect(existsSync(join(work, "finished-module"))).toBe(false);
  });

  it("replays a record naming programs without running them", () => {
    const { cmd, module } = hostile("replayed");
    const record = savedGame("replayed", [cmd, module], true);
    expect(italia(["replay", record]).code).toBe(0);
    expect(existsSync(join(work, "replayed"))).toBe(false);
    expect(existsSync(join(work, "replayed-module"))).toBe(false);
  });

  it("--resume with --bot-cmd seats the program typed on the command line instead", () => {
    const { cmd } = hostile("resupplied");
    const record = savedGame("resupplied", [cmd, "greedy"]);
    const python = join(work, "pass.py");
    writeFileSync(
      python,
      [
        "import json, sys",
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
    const r = italia(["play", "--resume", record, "--bot-cmd", `python3 ${python}`], "q\n");
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(r.out).toContain("Resuming");
    expect(existsSync(join(work, "resupplied"))).toBe(false);
  });

  it("refuses --bot-cmd with --resume when the saved game has no program seat", () => {
    const record = savedGame("no-programs", ["greedy", "random"]);
    const r = italia(["play", "--resume", record, "--bot-cmd", "python3 x.py"], "q\n");
    expect(r.code).toBe(2);
    expect(r.err).toContain("no seat played by a program");
  });
});
