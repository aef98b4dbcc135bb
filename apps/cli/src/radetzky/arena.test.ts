/**
 * `italia arena --game radetzky` (issues #25, #29): the team's win rate with its 95% interval per
 * seat count, lineup and difficulty; the tables read from the options, refused by name when they
 * cannot be played. The command runs as the built binary.
 */
import { describe, expect, it } from "vitest";
import { runItalia } from "../testing/run-italia.js";
import { type RadetzkyArenaFlags, radetzkyTables } from "./arena.js";

const italia = (...args: string[]) => runItalia(args, { timeoutMs: 180_000 });

const flags = (over: Partial<RadetzkyArenaFlags>): RadetzkyArenaFlags => ({
  bots: "greedy",
  games: 1,
  rounds: 25,
  decisionMs: 1000,
  bankMs: 0,
  rotate: true,
  ...over,
});

describe("the tables of a Radetzky arena (RZ3)", () => {
  it("one bot fills every seat; several lineups, seat counts and difficulties multiply", () => {
    const tables = radetzkyTables(
      flags({ bots: "random/greedy", players: "1,3", difficulty: "-2,0" }),
    );
    if (typeof tables === "string") throw new Error(tables);
    expect(tables.map((t) => [t.lineup.join(","), t.config.players, t.config.difficulty])).toEqual([
      ["random", 1, -2],
      ["random", 1, 0],
      ["random,random,random", 3, -2],
      ["random,random,random", 3, 0],
      ["greedy", 1, -2],
      ["greedy", 1, 0],
      ["greedy,greedy,greedy", 3, -2],
      ["greedy,greedy,greedy", 3, 0],
    ]);
    const mixed = radetzkyTables(flags({ bots: "greedy,random", mode: "advanced" }));
    expect(mixed).toMatchObject([
      { lineup: ["greedy", "random"], config: { players: 2, mode: "advanced" } },
    ]);
    expect(radetzkyTables(flags({ bots: "strong" }))).toMatchObject([{ config: { players: 3 } }]);
  });

  it("refuses what cannot be played, naming the option", () => {
    const refused = (over: Partial<RadetzkyArenaFlags>) => radetzkyTables(flags(over));
    expect(refused({ bots: "greedy,random", players: "3" })).toMatch(
      /^--bots: the lineup greedy,random has 2 bots for 3 seats/,
    );
    expect(refused({ bots: "greedy//random" })).toMatch(/^--bots: an empty lineup/);
    expect(refused({ bots: "clever" })).toBe(
      '--bots: no Radetzky bot named "clever" (known: random, greedy, strong, strong-fast)',
    );
    expect(refused({ players: "6" })).toMatch(/^--players: /);
    expect(refused({ players: "1,x" })).toMatch(/^--players: "x" is not a whole number/);
    expect(refused({ difficulty: "5" })).toMatch(/^--difficulty: /);
    expect(refused({ mode: "expert" })).toMatch(/^--mode: /);
    expect(refused({ handInfo: "peek" })).toMatch(/^--hand-info: /);
    expect(
      refused({ players: "1,2,3,4,5", difficulty: "-4,-3,-2,-1,0,1,2,3,4", bots: "random/greedy" }),
    ).toMatch(/at most 64 tables/);
  });
});

describe("italia arena --game radetzky", () => {
  it("reports the team's win rate per table, the same in worker threads and in this thread (RZ16)", () => {
    const args = [
      "arena",
      "--game",
      "radetzky",
      "--bots",
      "random/greedy",
      "--players",
      "1,3",
      "--games",
      "12",
      "--seed",
      "cli team",
      "--json",
      "--no-progress",
    ];
    const inline = italia(...args, "--workers", "0");
    expect(inline.code, inline.err).toBe(0);
    const report = JSON.parse(inline.out);
    expect(report).toMatchObject({
      format: "team-arena/1",
      game: { id: "radetzky" },
      config: { games: 12, seed: "cli team", workers: 0 },
    });
    expect(report.tables.map((t: { lineup: string[] }) => t.lineup.join(","))).toEqual([
      "random",
      "random,random,random",
      "greedy",
      "greedy,greedy,greedy",
    ]);
    for (const t of report.tables) {
      expect(t.games).toBe(12);
      expect(t.winRate.low).toBeLessThanOrEqual(t.winRate.rate);
      expect(t.strikes).toBe(0);
    }
    const threads = italia(...args, "--workers", "2");
    expect(threads.code, threads.err).toBe(0);
    const strip = (r: { tables: { meanDecisionMs: number }[] }) =>
      r.tables.map(({ meanDecisionMs: _ms, ...rest }) => rest);
    expect(JSON.parse(threads.out).config.workers).toBe(2);
    expect(strip(JSON.parse(threads.out))).toEqual(strip(report));
    const text = italia(...args.filter((a) => a !== "--json"), "--workers", "0");
    expect(text.out).toMatch(/seats +mode +difficulty +lineup +won +rate +interval/);
    expect(text.out).toMatch(/\n +3 +basic +0 +greedy,greedy,greedy +\d+ +\d+\.\d%/);
    expect(text.out).toContain("Seed: cli team");
  });

  it("refuses Italia's options and Radetzky's options on Italia's arena, by name (exit 2)", () => {
    const r = italia("arena", "--game", "radetzky", "--bots", "greedy", "--rounds", "5");
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      "italia arena: --rounds is an option of Italia's arena, not of Radetzky's.\n",
    );
    const i = italia("arena", "--bots", "greedy,greedy,greedy", "--difficulty", "1");
    expect(i.code).toBe(2);
    expect(i.err).toMatch(/--difficulty is an option of Radetzky's arena/);
  });
});
