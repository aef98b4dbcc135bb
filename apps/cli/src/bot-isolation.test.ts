/**
 * #8.11: a bot program starts with a minimal environment and a private working folder, so it sees
 * neither the host's secrets nor the game record that `italia play` autosaves.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runItalia } from "./testing/run-italia.js";

const work = mkdtempSync(join(tmpdir(), "italia-isolation-"));
const SECRET = "ITALIA_TEST_SECRET_TOKEN";

/** A bot that writes its environment, working folder and what is in it to `out`, then passes. */
function dumpingBot(out: string): string {
  const file = join(work, "dump.py");
  writeFileSync(
    file,
    [
      "import json, os, sys",
      "dumped = False",
      "for line in sys.stdin:",
      "    m = json.loads(line)",
      "    if m['type'] != 'decide': continue",
      "    if not dumped:",
      "        dumped = True",
      `        with open(${JSON.stringify(out)}, 'w') as f:`,
      "            json.dump({'env': dict(os.environ), 'cwd': os.getcwd(), 'files': os.listdir('.')}, f)",
      "    mv = next((x for x in m['legal'] if x['type'] == 'endTurn'), m['legal'][0])",
      "    a = {k: v for k, v in mv.items() if k not in ('min', 'max', 'minDice', 'maxDice')}",
      "    if mv['type'] == 'attack': a['dice'] = mv['minDice']",
      "    elif mv['type'] in ('place', 'occupy', 'fortify'): a['count'] = mv['max']",
      "    print(json.dumps({'action': a, 'id': m['id']}), flush=True)",
    ].join("\n"),
  );
  // A relative path, as people type it: it must still work from the bot's own folder.
  return "python3 dump.py";
}

interface Dump {
  env: Record<string, string>;
  cwd: string;
  files: string[];
}

beforeAll(() => {
  process.env[SECRET] = "hunter2";
});
afterAll(() => {
  delete process.env[SECRET];
});

describe("bot programs are isolated from the host (#8.11)", () => {
  it("italia play: the bot sees neither the host's secret variable nor the autosaved record", () => {
    const out = join(work, "play-dump.json");
    const r = runItalia(
      // Seed "iso-6" deals the first turn to seat 1, the program's, so it plays before "q".
      ["play", "--seed", "iso-6", "--bot-cmd", dumpingBot(out), "--bots", "greedy,greedy"],
      { input: "q\n", cwd: work },
    );
    expect(r.code).toBe(0);
    expect(existsSync(join(work, "italia-game.json"))).toBe(true);
    const dump = JSON.parse(readFileSync(out, "utf8")) as Dump;
    expect(Object.keys(dump.env)).not.toContain(SECRET);
    expect(JSON.stringify(dump.env)).not.toContain("hunter2");
    expect(Object.keys(dump.env).sort()).toEqual(expect.arrayContaining(["HOME", "PATH"]));
    expect(dump.env.HOME).toBe(dump.cwd);
    expect(dump.cwd).not.toBe(work);
    expect(dump.files).not.toContain("italia-game.json");
    // The private folder is removed once the game is over.
    expect(existsSync(dump.cwd)).toBe(false);
  });

  it("--bot-env NAME passes one variable on; --bot-cwd chooses the folder", () => {
    const out = join(work, "bot-dump.json");
    const folder = mkdtempSync(join(tmpdir(), "italia-isolation-cwd-"));
    dumpingBot(out);
    const r = runItalia(
      [
        "bot",
        "--cmd",
        `python3 ${join(work, "dump.py")}`,
        "--games",
        "1",
        "--rounds",
        "1",
        "--workers",
        "0",
        "--bot-env",
        SECRET,
        "--bot-cwd",
        folder,
      ],
      { cwd: work },
    );
    expect(r.code).toBe(0);
    const dump = JSON.parse(readFileSync(out, "utf8")) as Dump;
    expect(dump.env[SECRET]).toBe("hunter2");
    expect(dump.cwd).toBe(folder);
  });
});
