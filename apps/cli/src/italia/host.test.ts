/**
 * `italia play` runs its games on the bot SDK's game host: bots hear what happened, and a seed and
 * a lineup give the same game as in the arena (and the web app, see its botBrain tests).
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createBot, playGame } from "@italia/bot-sdk";
import { describe, expect, it } from "vitest";
import { runItalia } from "../testing/run-italia.js";

const work = mkdtempSync(join(tmpdir(), "italia-host-"));

/**
 * A bot program that writes down, for each decide message, how many events it carried and of
 * which types, then answers «Pass» when it may, else the first move with its largest number.
 */
const SPY = `
import { appendFileSync } from "node:fs";
import { createInterface } from "node:readline";
const log = process.argv[2];
createInterface({ input: process.stdin }).on("line", (line) => {
  const m = JSON.parse(line);
  if (m.type === "hello") {
    const { board, ...rest } = m;
    appendFileSync(log, JSON.stringify({ hello: rest }) + "\\n");
  }
  if (m.type !== "decide") return;
  appendFileSync(log, JSON.stringify({ events: m.events.map((e) => e.type) }) + "\\n");
  const move = m.legal.find((x) => x.type === "endTurn") ?? m.legal[0];
  const { minDice, maxDice, min, max, ...rest } = move;
  const action = { ...rest };
  if (maxDice !== undefined) action.dice = maxDice;
  if (max !== undefined) action.count = max;
  process.stdout.write(JSON.stringify({ id: m.id, action }) + "\\n");
});
`;

describe("italia play on the game host", () => {
  it("gives a bot program the events since its previous decision (issue #10 bug 1)", () => {
    const spy = join(work, "spy.mjs");
    const log = join(work, "spy.log");
    writeFileSync(spy, SPY);
    writeFileSync(log, "");
    const r = runItalia(
      [
        "play",
        "--seed",
        "events",
        "--players",
        "3",
        "--rounds",
        "2",
        "--bots",
        `cmd:node ${spy} ${log},greedy,greedy`,
        "--record",
        join(work, "events.json"),
      ],
      { cwd: work },
    );
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    const lines = readFileSync(log, "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { events?: string[]; hello?: Record<string, unknown> });
    const decisions = lines.filter((l) => l.events);
    expect(decisions.length).toBeGreaterThan(5);
    const seen = new Set(decisions.flatMap((d) => d.events!));
    // The greedy bots' placements and attacks, and turn changes, reach the program.
    expect(seen).toContain("armiesPlaced");
    expect(seen).toContain("turnStarted");
    expect(seen).toContain("diceRolled");
  });

  it("plays the same game, move for move, as the arena for the same seed and lineup", async () => {
    const file = join(work, "same.json");
    const lineup = ["random", "greedy", "random"];
    const r = runItalia(
      [
        "play",
        "--seed",
        "same",
        "--players",
        "3",
        "--rounds",
        "3",
        "--bots",
        lineup.join(","),
        "--record",
        file,
      ],
      { cwd: work },
    );
    expect(r.code).toBe(0);
    const cli = JSON.parse(readFileSync(file, "utf8")) as { steps: { action: unknown }[] };
    const arena = await playGame(
      lineup.map((b) => createBot(b)),
      {
        seed: "same",
        limit: { rounds: 3 },
        record: true,
      },
    );
    expect(cli.steps.length).toBeGreaterThan(50);
    expect(cli.steps.map((s) => s.action)).toEqual(arena.log);
  });
});
