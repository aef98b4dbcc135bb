/**
 * #10 bug 3: a program gets a start-up allowance before its first decision's clock starts, and
 * again after every restart; start-up time is never charged to a decision.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { legalMoves, newGame, viewFor } from "@italia/engine";
import { describe, expect, it } from "vitest";
import { type Bot, decisionContext } from "./bot.js";
import { ExternalBot } from "./external.js";
import { GreedyBot } from "./italia/bots/greedy.js";
import { playGame } from "./italia/play-game.js";
import { askBot, fallbackAction } from "./italia/referee.js";

const work = mkdtempSync(join(tmpdir(), "italia-startup-"));

/**
 * A Python bot that sleeps `startSeconds` before reading stdin (a slow interpreter start), then
 * answers at once; with `hangSecond`, its very first start never answers its second decision (so
 * the hang is timed by a decision's clock alone, not by the start-up allowance too).
 */
function slowStarter(name: string, startSeconds: number, hangSecond = false): string[] {
  const file = join(work, `${name}.py`);
  const marker = join(work, `${name}.started`);
  writeFileSync(
    file,
    [
      "import json, os, sys, time",
      `first = not os.path.exists(${JSON.stringify(marker)})`,
      `open(${JSON.stringify(marker)}, 'a').close()`,
      `time.sleep(${startSeconds})`,
      "asked = 0",
      "for line in sys.stdin:",
      "    m = json.loads(line)",
      "    if m['type'] != 'decide': continue",
      "    asked += 1",
      `    if first and asked == 2 and ${hangSecond ? "True" : "False"}: time.sleep(600)`,
      "    mv = next((x for x in m['legal'] if x['type'] == 'endTurn'), m['legal'][0])",
      "    a = {k: v for k, v in mv.items() if k not in ('min', 'max', 'minDice', 'maxDice')}",
      "    if mv['type'] == 'attack': a['dice'] = mv['minDice']",
      "    elif mv['type'] in ('place', 'occupy', 'fortify'): a['count'] = mv['max']",
      "    print(json.dumps({'action': a, 'id': m['id']}), flush=True)",
    ].join("\n"),
  );
  return ["python3", file];
}

const greedy = () => [new GreedyBot(), new GreedyBot(), new GreedyBot()];

/**
 * Margins that hold on a loaded 2-core CI machine. A decision's clock is generous (an answer takes
 * milliseconds of CPU, but a loaded machine may delay it by a second or more); the program's
 * start-up still takes longer than one decision's clock, so a host that charged start-up to the
 * decision would strike it. Load only lengthens the start-up, which keeps that proof intact.
 */
const DECISION_MS = 3000;
const START_SECONDS = 3.5;
/** An allowance far beyond `START_SECONDS` plus a Python start on a loaded machine. */
const GENEROUS_STARTUP_MS = 30_000;

const game = (seed: string) => ({
  seed,
  limit: { rounds: 1 },
  timeControl: { decisionMs: DECISION_MS },
});

describe("the start-up allowance of bot programs (#10 bug 3)", () => {
  it("a program that starts slower than a decision's clock, then answers at once, gets 0 strikes by default", async () => {
    expect(START_SECONDS * 1000).toBeGreaterThan(DECISION_MS);
    const bot = new ExternalBot({ command: slowStarter("slow", START_SECONDS) });
    const record = await playGame([bot, ...greedy()], game("slow-start"));
    expect(record.strikes).toEqual([]);
    expect(record.seats[0]!.decisions).toBeGreaterThan(3);
  });

  it("start-up is not charged to the decision: the referee reports only the time beyond it", async () => {
    const state = newGame({ players: 4, seed: "charge" });
    const legal = legalMoves(state);
    const bot: Bot = {
      name: "starting",
      // The answer comes 1.2 s in, past the 1 s decision clock but far inside the allowance, even
      // if a loaded machine fires the timer seconds late.
      startupMs: () => GENEROUS_STARTUP_MS,
      decide: () => new Promise((ok) => setTimeout(() => ok(fallbackAction(legal)), 1200)),
    };
    const decision = await askBot(bot, state, { timeLimitMs: 1000, legal });
    expect(decision.strike).toBeNull();
    expect(decision.elapsedMs).toBe(0);
  });

  it("a restart pays the allowance again, not the decision clock", async () => {
    const bot = new ExternalBot({
      command: slowStarter("restart", START_SECONDS, true),
      startupMs: GENEROUS_STARTUP_MS,
    });
    const record = await playGame([bot, ...greedy()], game("restart"));
    // The first start hangs on its second decision: one timeout; the restarted program, slower to
    // start than a decision's clock, plays on cleanly.
    // (the strikes' messages are shown if this fails: which decision, and why)
    expect(record.strikes, JSON.stringify(record.strikes)).toHaveLength(1);
    expect(record.strikes[0]!.reason).toBe("timeout");
    expect(bot.restarts).toBe(1);
    expect(record.seats[0]!.decisions).toBeGreaterThan(3);
  });

  it("a program that still owes an answer when the referee gave up is started again with the allowance", async () => {
    // a program that reads and never answers
    const bot = new ExternalBot({
      command: [process.execPath, "-e", "process.stdin.resume()"],
      startupMs: GENEROUS_STARTUP_MS,
    });
    const state = newGame({ players: 4, seed: "owes" });
    expect(bot.startupMs()).toBe(GENEROUS_STARTUP_MS);
    const pending = bot.decide(
      decisionContext(state, { timeLimitMs: 60_000, legal: legalMoves(state) }),
    );
    pending.catch(() => {});
    // the program runs and owes this answer: if the referee gives up on it now (its own timer may
    // fire before this bot's), the next decision stops the program and starts it again
    expect(bot.startupMs()).toBe(GENEROUS_STARTUP_MS);
    await bot.end(viewFor(state, 0));
    await expect(pending).rejects.toThrow();
  });

  it("the strike says when start-up was the cause", async () => {
    const bot = new ExternalBot({
      command: slowStarter("too-slow", 2),
      startupMs: 200,
      maxRestarts: 0,
    });
    // 200 ms allowance + 1 s decision < 2 s start-up: load only widens the gap.
    const record = await playGame([bot, ...greedy()], {
      ...game("too-slow"),
      timeControl: { decisionMs: 1000 },
    });
    expect(record.strikes[0]!.reason).toBe("timeout");
    expect(record.strikes[0]!.message).toContain("start-up allowance");
  });
});
