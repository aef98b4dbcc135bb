/**
 * `--game` on `italia bot`, `arena` and `tournament` (issue #25): Italia by default; an unknown
 * game is refused with the known ones; `italia bot --game radetzky` measures a bot program in whole
 * games of Radetzky over protocol version 2 (the Python starter's example), and refuses Italia's
 * options; the ranking commands say why a cooperative game has nothing to rank. Drives the built
 * binary.
 */
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { runItalia } from "./testing/run-italia.js";

const here = dirname(fileURLToPath(import.meta.url));
const starter = resolve(here, "../../../packages/bot-sdk/starters/python/radetzky_bot.py");
const italia = (...args: string[]) => runItalia(args, { timeoutMs: 120_000 });

describe("--game on bot, arena and tournament", () => {
  it("an unknown game is refused with the list of known games (exit 2)", () => {
    for (const command of [
      ["arena", "--bots", "greedy,greedy,greedy"],
      ["bot", "--cmd", "python3 x.py"],
      ["tournament", "--bots", "greedy,random"],
    ]) {
      const r = italia(...command, "--game", "chess");
      expect(r.code, r.err).toBe(2);
      expect(r.err).toBe(`italia ${command[0]}: unknown game "chess" (known: italia, radetzky)\n`);
    }
  });

  it("a tournament ranks competing bots: for Radetzky (cooperative) it says what to use instead", () => {
    const r = italia("tournament", "--game", "radetzky", "--bots", "greedy,greedy,greedy");
    expect(r.code).toBe(2);
    expect(r.err).toMatch(
      /cooperative game.*italia arena --game radetzky.*italia bot --game radetzky --cmd PROGRAM/,
    );
  });

  it("italia bot --game radetzky: the Python example plays whole games over protocol 2 and is reported with the team's win rate (RZ16)", () => {
    const r = italia(
      "bot",
      "--game",
      "radetzky",
      "--cmd",
      `python3 ${starter}`,
      "--label",
      "example",
      "--games",
      "3",
      "--seed",
      "cli",
      "--json",
    );
    expect(r.code, r.err).toBe(0);
    const report = JSON.parse(r.out) as Record<string, unknown>;
    expect(report).toMatchObject({
      format: "radetzky-bot/1",
      bot: "example",
      config: { players: 3, mode: "basic", difficulty: 0, handInfo: "iconCount" },
      against: ["greedy", "greedy"],
      seed: "cli",
      games: 3,
      strikes: 0,
    });
    expect(report.decisions).toBeGreaterThan(10);
    const rate = report.winRate as { rate: number; low: number; high: number };
    expect(rate.low).toBeLessThanOrEqual(rate.rate);
    expect(rate.high).toBeGreaterThanOrEqual(rate.rate);
    // the same seed plays the same games
    const again = italia(
      "bot",
      "--game",
      "radetzky",
      "--cmd",
      `python3 ${starter}`,
      "--label",
      "example",
      "--games",
      "3",
      "--seed",
      "cli",
      "--json",
    );
    expect(JSON.parse(again.out)).toEqual(report);
  }, 240_000);

  it("italia bot --game radetzky refuses Italia's options, unknown team bots and a team too large (RZ3), naming them", () => {
    const bot = ["bot", "--game", "radetzky", "--cmd", `python3 ${starter}`];
    const cases: [string[], string][] = [
      [["--rounds", "5"], "--rounds is an option of Italia, not of Radetzky."],
      [
        ["--against", "greedy,nobody"],
        'no Radetzky bot named "nobody" (known: random, greedy, strong, strong-fast).',
      ],
      [
        ["--against", "greedy,greedy,greedy,greedy,greedy"],
        "--against: a Radetzky team has 1 to 5 seats, the program included; this one has 6.",
      ],
      [["--hand-info", "psychic"], "--hand-info: "],
    ];
    for (const [extra, message] of cases) {
      const r = italia(...bot, ...extra);
      expect(r.code, r.err).toBe(2);
      expect(r.err).toContain(`italia bot: ${message}`);
    }
    const italiaBot = italia("bot", "--cmd", "python3 x.py", "--mode", "advanced");
    expect(italiaBot.code).toBe(2);
    expect(italiaBot.err).toBe("italia bot: --mode is an option of Radetzky, not of Italia.\n");
  });
});
