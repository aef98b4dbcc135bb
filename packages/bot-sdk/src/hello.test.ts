/**
 * What a bot program is told: the `hello` message carries the game's terms, and `timeLeftMs` in
 * each `decide` message is the decision time plus what is left of the bank.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ExternalBot } from "./external.js";
import { GreedyBot } from "./italia/bots/greedy.js";
import { playGame } from "./italia/play-game.js";
import { botSeedFor, seatSeed } from "./seeds.js";

const work = mkdtempSync(join(tmpdir(), "italia-hello-"));

/** A Python bot that logs every message but the board, and passes or plays the first move. */
function recorder(log: string): string[] {
  const file = join(work, "recorder.py");
  writeFileSync(
    file,
    [
      "import json, sys",
      `log = open(${JSON.stringify(log)}, 'a')`,
      "for line in sys.stdin:",
      "    msg = json.loads(line)",
      "    kept = {k: v for k, v in msg.items() if k not in ('board', 'view', 'legal', 'events')}",
      "    log.write(json.dumps(kept) + '\\n')",
      "    log.flush()",
      "    if msg['type'] != 'decide':",
      "        continue",
      "    m = next((x for x in msg['legal'] if x['type'] == 'endTurn'), msg['legal'][0])",
      "    action = {k: v for k, v in m.items() if k not in ('min', 'max', 'minDice', 'maxDice')}",
      "    if m['type'] == 'attack': action['dice'] = m['minDice']",
      "    elif m['type'] in ('place', 'occupy', 'fortify'): action['count'] = m['max']",
      "    print(json.dumps({'id': msg['id'], 'action': action}), flush=True)",
    ].join("\n"),
  );
  return ["python3", file];
}

describe("hello and decide messages", () => {
  it("hello carries the seat's bot seed (not the game's), the time control and the limits", async () => {
    const log = join(work, "hello.log");
    writeFileSync(log, "");
    const bot = new ExternalBot({ command: recorder(log) });
    await playGame([new GreedyBot(), bot, new GreedyBot()], {
      seed: "game secret",
      limit: { rounds: 2 },
      timeControl: { decisionMs: 4000, bankMs: 3000 },
    });
    const messages = readFileSync(log, "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const hello = messages[0]!;
    expect(hello).toMatchObject({
      type: "hello",
      protocol: 1,
      seat: 1,
      players: 3,
      seed: seatSeed(botSeedFor("game secret"), 1),
      decisionMs: 4000,
      bankMs: 3000,
      startupMs: 10_000,
      limit: { rounds: 2 },
      turnActions: 500,
    });
    expect(JSON.stringify(hello)).not.toContain("game secret");
    // timeLeftMs: the decision time plus the bank left, less what the host spent before writing.
    const decides = messages.filter((m) => m.type === "decide");
    expect(decides.length).toBeGreaterThan(3);
    for (const d of decides) {
      const left = d.timeLeftMs as number;
      expect(Number.isInteger(left)).toBe(true);
      expect(left).toBeLessThanOrEqual(7000);
      // (the host's own time before writing is milliseconds; 2 s leaves room for a loaded machine)
      expect(left).toBeGreaterThan(7000 - 2000);
    }
  });
});
