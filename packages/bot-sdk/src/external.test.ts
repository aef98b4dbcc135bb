import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ExternalBot, splitCommand } from "./external.js";
import { GreedyBot } from "./italia/bots/greedy.js";
import { playGame } from "./italia/play-game.js";
import { parseAnswer } from "./protocol.js";

const here = dirname(fileURLToPath(import.meta.url));
const randomBot = resolve(here, "../examples/python/random_bot.py");
const work = mkdtempSync(join(tmpdir(), "italia-bots-"));

/** Writes a misbehaving Python bot: `onDecide` is the body run for each decide message. */
function pythonBot(name: string, onDecide: string): string[] {
  const file = join(work, `${name}.py`);
  writeFileSync(
    file,
    [
      "import json, sys, time",
      "for line in sys.stdin:",
      "    msg = json.loads(line)",
      "    if msg['type'] != 'decide':",
      "        continue",
      "    seat = msg['view']['me']['seat']",
      ...onDecide.split("\n").map((l) => `    ${l}`),
      "    sys.stdout.flush()",
    ].join("\n"),
  );
  return ["python3", file];
}

const greedy = () => [new GreedyBot(), new GreedyBot(), new GreedyBot()];

/** Python lines that set `action` to a legal action: «Passa» if allowed, else the first move. */
const PASSIVE = [
  "m = next((x for x in msg['legal'] if x['type'] == 'endTurn'), msg['legal'][0])",
  "action = {k: v for k, v in m.items() if k not in ('min', 'max', 'minDice', 'maxDice')}",
  "if m['type'] == 'attack': action['dice'] = m['minDice']",
  "elif m['type'] in ('place', 'occupy', 'fortify'): action['count'] = m['max']",
].join("\n");

/** A short game against three greedy bots: few decisions, so a test stays fast. */
const short = (seed: string) => ({
  seed,
  limit: { rounds: 2 },
  timeControl: { decisionMs: 10_000 },
});

describe("the JSON-lines protocol", () => {
  it("reads answers and refuses garbage", () => {
    expect(parseAnswer('{"action":{"type":"endTurn","seat":1},"id":3}')).toEqual({
      ok: true,
      action: { type: "endTurn", seat: 1 },
      id: 3,
    });
    expect(parseAnswer("nope").ok).toBe(false);
    expect(parseAnswer("[1]").ok).toBe(false);
    expect(parseAnswer('{"move":1}').ok).toBe(false);
  });

  it("splits command lines without a shell", () => {
    expect(splitCommand(`python3 "my bot.py" --level 'a b' x\\ y`)).toEqual([
      "python3",
      "my bot.py",
      "--level",
      "a b",
      "x y",
    ]);
  });
});

describe("ExternalBot", () => {
  it("plays a whole game with the example Python bot, without a strike", async () => {
    const bot = new ExternalBot({ command: ["python3", randomBot, "7"], name: "python-random" });
    const record = await playGame([bot, ...greedy()], {
      seed: "python",
      timeControl: { decisionMs: 10_000 },
    });
    expect(record.strikes).toEqual([]);
    expect(record.seats[0]!.decisions).toBeGreaterThan(3);
    expect(bot.stderr[0]).toMatch(/^random_bot: seat 0 of 4, 20 regions$/);
    expect(bot.stderr.at(-1)).toMatch(/^random_bot: game over, winner \d$/);
    expect(bot.restarts).toBe(0);
  });

  it("counts strikes for garbage and illegal answers, and the game goes on", async () => {
    const garbage = new ExternalBot({ command: pythonBot("garbage", "print('hello there')") });
    const g = await playGame([garbage, ...greedy()], {
      seed: "garbage",
      timeControl: { decisionMs: 10_000 },
    });
    expect(g.seats[0]!.strikes).toBe(g.seats[0]!.decisions);
    expect(g.strikes[0]).toMatchObject({ reason: "error", seat: 0 });
    expect(g.strikes[0]!.message).toContain("not JSON");

    const illegal = new ExternalBot({
      command: pythonBot(
        "illegal",
        `print(json.dumps({'id': msg['id'], 'action': {'type': 'attack', 'seat': seat, 'from': 'lazio', 'to': 'lazio', 'dice': 9}}))`,
      ),
    });
    const i = await playGame([illegal, ...greedy()], {
      seed: "illegal",
      timeControl: { decisionMs: 10_000 },
    });
    expect(i.seats[0]!.strikes).toBe(i.seats[0]!.decisions);
    expect(i.strikes[0]).toMatchObject({ reason: "illegal" });
  });

  it("kills a bot that misses its deadline, restarts it, then gives up", async () => {
    const sleeper = new ExternalBot({
      command: pythonBot("sleeper", "time.sleep(60)"),
      maxRestarts: 1,
      // Each start may take this long on top of the decision (default 10 s): kept short here.
      startupMs: 500,
    });
    const record = await playGame([sleeper, ...greedy()], {
      seed: "sleeper",
      timeControl: { decisionMs: 400 },
    });
    expect(record.strikes.filter((s) => s.reason === "timeout")).toHaveLength(2);
    expect(record.seats[0]!.strikes).toBe(record.seats[0]!.decisions);
    expect(sleeper.restarts).toBe(1);
  });

  it("survives a bot that crashes", async () => {
    const crasher = new ExternalBot({
      command: pythonBot("crasher", "print('about to fail', file=sys.stderr)\nsys.exit(3)"),
    });
    const record = await playGame([crasher, ...greedy()], {
      seed: "crasher",
      timeControl: { decisionMs: 10_000 },
    });
    // The strike quotes the program's last stderr line: usually why it ended.
    expect(record.strikes[0]!.message).toContain("exit code 3): about to fail");
    expect(crasher.stderr).toContain("about to fail");
    expect(crasher.restarts).toBe(2);
    expect(crasher.exhausted).toBe(true);
  });

  it("is not exhausted while it may still be started", () => {
    expect(new ExternalBot({ command: ["node", "-e", "0"] }).exhausted).toBe(false);
  });

  it("discards a stray line written between decisions: later answers stay in step", async () => {
    // Answers carry no id; after its first answer the bot writes one stray line (same write).
    const stray = new ExternalBot({
      command: pythonBot(
        "stray",
        `${PASSIVE}\nextra = 'stray\\n' if msg['id'] == 1 else ''\nsys.stdout.write(json.dumps({'action': action}) + '\\n' + extra)`,
      ),
    });
    const record = await playGame([stray, ...greedy()], short("stray"));
    expect(record.seats[0]!.decisions).toBeGreaterThan(3);
    expect(record.strikes).toEqual([]);
  });

  it("stops a bot that floods stdout without being asked: one strike, then a restart", async () => {
    const flood = new ExternalBot({
      command: pythonBot(
        "flood",
        `${PASSIVE}\nprint(json.dumps({'id': msg['id'], 'action': action}))\nif msg['id'] == 1:\n    sys.stdout.write('junk\\n' * 100000)`,
      ),
    });
    const record = await playGame([flood, ...greedy()], short("flood"));
    expect(record.strikes).toHaveLength(1);
    expect(record.strikes[0]!.message).toMatch(/more than 16 lines/);
    expect(flood.restarts).toBe(1);
    expect(record.seats[0]!.decisions).toBeGreaterThan(3);

    // The same for bytes: three big answers to another decision before the real one.
    const bytes = new ExternalBot({
      command: pythonBot(
        "flood-bytes",
        `${PASSIVE}\nif msg['id'] == 1:\n    for _ in range(3): print(json.dumps({'id': 0, 'action': action, 'pad': 'x' * 900000}))\nprint(json.dumps({'id': msg['id'], 'action': action}))`,
      ),
    });
    const again = await playGame([bytes, ...greedy()], short("flood"));
    expect(again.strikes).toHaveLength(1);
    expect(again.strikes[0]!.message).toMatch(/more than 1048576 bytes/);
    expect(bytes.restarts).toBe(1);
  });

  it("counts a line longer than the maximum as one bad answer", async () => {
    // 9 MiB without a newline instead of the first answer; every later answer is good.
    const long = new ExternalBot({
      command: pythonBot(
        "long",
        `${PASSIVE}\nif msg['id'] == 1:\n    sys.stdout.write('x' * (9 << 20) + '\\n')\nelse:\n    print(json.dumps({'id': msg['id'], 'action': action}))`,
      ),
    });
    const record = await playGame([long, ...greedy()], short("long"));
    expect(record.strikes).toHaveLength(1);
    expect(record.strikes[0]!.message).toMatch(/longer than 1048576 bytes/);
    expect(long.restarts).toBe(0);
    expect(record.seats[0]!.decisions).toBeGreaterThan(3);
  });

  it("keeps only the last 64 KiB of a huge stderr", async () => {
    const noisy = new ExternalBot({
      command: pythonBot(
        "noisy",
        `${PASSIVE}\nif msg['id'] == 1:\n    sys.stderr.write('x' * (8 << 20) + 'END\\n')\n    sys.stderr.flush()\nprint(json.dumps({'id': msg['id'], 'action': action}))`,
      ),
    });
    const record = await playGame([noisy, ...greedy()], short("noisy"));
    expect(record.strikes).toEqual([]);
    expect(noisy.stderr.join("\n").length).toBeLessThanOrEqual(64 * 1024);
    expect(noisy.stderr.at(-1)).toMatch(/xEND$/);
  });

  it("reports a program that cannot be started", async () => {
    const missing = new ExternalBot({ command: "/nonexistent/bot --x", maxRestarts: 0 });
    const record = await playGame([missing, ...greedy()], { seed: "missing" });
    expect(record.strikes[0]!.message).toContain("ENOENT");
    expect(record.seats[0]!.strikes).toBe(record.seats[0]!.decisions);
  });
});
