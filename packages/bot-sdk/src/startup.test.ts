/**
 * #10 bug 3: a program gets a start-up allowance before its first decision's clock starts, and
 * again after every restart; start-up time is never charged to a decision.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { legalMoves, newGame } from "@italia/engine";
import { describe, expect, it } from "vitest";
import type { Bot } from "./bot.js";
import { GreedyBot } from "./bots/greedy.js";
import { ExternalBot } from "./external.js";
import { playGame } from "./game.js";
import { askBot, fallbackAction } from "./referee.js";

const work = mkdtempSync(join(tmpdir(), "italia-startup-"));

/**
 * A Python bot that sleeps `startSeconds` before reading stdin (a slow interpreter start), then
 * answers at once; with `hangFirst`, its very first start never answers its first decision.
 */
function slowStarter(name: string, startSeconds: number, hangFirst = false): string[] {
  const file = join(work, `${name}.py`);
  const marker = join(work, `${name}.started`);
  writeFileSync(
    file,
    [
      "import json, os, sys, time",
      `first = not os.path.exists(${JSON.stringify(marker)})`,
      `open(${JSON.stringify(marker)}, 'a').close()`,
      `time.sleep(${startSeconds})`,
      "for line in sys.stdin:",
      "    m = json.loads(line)",
      "    if m['type'] != 'decide': continue",
      `    if first and ${hangFirst ? "True" : "False"}: time.sleep(600)`,
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
const game = (seed: string) => ({
  seed,
  limit: { rounds: 1 },
  timeControl: { decisionMs: 1000 },
});

describe("the start-up allowance of bot programs (#10 bug 3)", () => {
  it("a program that takes 1.5 s to start, then answers at once, gets 0 strikes by default", async () => {
    const bot = new ExternalBot({ command: slowStarter("slow", 1.5) });
    const record = await playGame([bot, ...greedy()], game("slow-start"));
    expect(record.strikes).toEqual([]);
    expect(record.seats[0]!.decisions).toBeGreaterThan(3);
  });

  it("start-up is not charged to the decision: the referee reports only the time beyond it", async () => {
    const state = newGame({ players: 4, seed: "charge" });
    const legal = legalMoves(state);
    const bot: Bot = {
      name: "starting",
      startupMs: () => 5000,
      decide: () => new Promise((ok) => setTimeout(() => ok(fallbackAction(legal)), 1200)),
    };
    const decision = await askBot(bot, state, { timeLimitMs: 1000, legal });
    expect(decision.strike).toBeNull();
    expect(decision.elapsedMs).toBe(0);
  });

  it("a restart pays the allowance again, not the decision clock", async () => {
    const bot = new ExternalBot({ command: slowStarter("restart", 1.5, true), startupMs: 6000 });
    const record = await playGame([bot, ...greedy()], game("restart"));
    // The first start hangs on its decision: one timeout; the restarted program plays on cleanly.
    expect(record.strikes).toHaveLength(1);
    expect(record.strikes[0]!.reason).toBe("timeout");
    expect(bot.restarts).toBe(1);
    expect(record.seats[0]!.decisions).toBeGreaterThan(3);
  });

  it("the strike says when start-up was the cause", async () => {
    const bot = new ExternalBot({
      command: slowStarter("too-slow", 2),
      startupMs: 200,
      maxRestarts: 0,
    });
    const record = await playGame([bot, ...greedy()], game("too-slow"));
    expect(record.strikes[0]!.reason).toBe("timeout");
    expect(record.strikes[0]!.message).toContain("start-up allowance");
  });
});
