import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { italia } from "@italia/engine";
import { relay } from "@italia/game-kit/testing";
import { describe, expect, it } from "vitest";
import type { GameBot } from "./bot.js";
import { runTeamArena, type TeamArenaReport, type TeamGame } from "./team-arena.js";

const here = dirname(fileURLToPath(import.meta.url));
const built = existsSync(resolve(here, "../dist/team-arena-worker.js"));
const fixture = resolve(here, "__fixtures__/team/relay-team.mjs");

type Relay = typeof relay;
const first = (): GameBot<Relay> => ({ name: "first", decide: (ctx) => ctx.actions[0]! });
const random = (): GameBot<Relay> => ({
  name: "random",
  decide: (ctx) => ctx.actions[ctx.rng.int(ctx.actions.length)]!,
});
/** Passes whenever it may: Relay's team loses once the round limit is reached. */
const passer = (): GameBot<Relay> => ({
  name: "passer",
  decide: (ctx) =>
    ctx.actions.find((a) => a.type === "pass" || a.type === "decline") ?? ctx.actions[0]!,
});
const team: TeamGame<Relay> = { game: relay, bots: { first, random, passer } };

/** A report without its wall-clock fields. */
const results = (report: TeamArenaReport) =>
  report.tables.map(({ meanDecisionMs: _ms, ...rest }) => rest);

describe("the team arena of a cooperative game", () => {
  it("reports the team's win rate with its Wilson interval per table, the same for the same seed", async () => {
    const options = {
      team,
      tables: [
        { config: { players: 1 }, lineup: ["random"] },
        { config: { players: 3, target: 30 }, lineup: ["random", "random", "random"] },
        { config: { players: 3, target: 30 }, lineup: ["passer", "passer", "passer"] },
      ],
      games: 40,
      seed: "team",
      progress: false,
    };
    const report = await runTeamArena(options);
    expect(report.format).toBe("team-arena/1");
    expect(report.game).toEqual({ id: "relay", version: relay.info.version });
    expect(report.config).toMatchObject({ games: 40, seed: "team", workers: 0 });
    const [solo, randoms, passers] = report.tables;
    expect(solo).toMatchObject({
      players: 1,
      lineup: ["random"],
      config: { players: 1, target: 21 },
    });
    expect(randoms).toMatchObject({ players: 3, config: { players: 3, target: 30 } });
    for (const t of report.tables) {
      expect(t.games).toBe(40);
      expect(t.wins + t.draws + t.unfinished).toBeLessThanOrEqual(40);
      expect(Object.values(t.reasons).reduce((a, b) => a + b, 0)).toBe(40);
      expect(t.winRate.rate).toBeCloseTo(t.wins / 40, 4);
      expect(t.winRate.low).toBeLessThanOrEqual(t.winRate.rate);
      expect(t.winRate.high).toBeGreaterThanOrEqual(t.winRate.rate);
      expect(t.actions.min).toBeLessThanOrEqual(t.actions.mean);
      expect(t.strikes).toBe(0);
    }
    // A team that only passes never reaches the target.
    expect(passers!.wins).toBe(0);
    expect(passers!.winRate.high).toBeLessThan(0.1);
    // Some random team wins, some loses: the rate is between the bounds.
    expect(randoms!.wins + solo!.wins).toBeGreaterThan(0);
    const again = await runTeamArena(options);
    expect(results(again)).toEqual(results(report));
    const other = await runTeamArena({ ...options, seed: "other team" });
    expect(results(other)).not.toEqual(results(report));
  });

  it("plays the same deals at every table of one config, so lineups meet the same games", async () => {
    const seen: string[][] = [[], []];
    const recording = (t: number) => (): GameBot<Relay> => ({
      name: "rec",
      decide: (ctx) => {
        if (ctx.view.round === 1 && ctx.view.pile === 0)
          seen[t]!.push(JSON.stringify(ctx.view.hand));
        return ctx.actions[0]!;
      },
    });
    await runTeamArena({
      team: { game: relay, bots: { a: recording(0), b: recording(1) } },
      tables: [
        { config: { players: 1 }, lineup: ["a"] },
        { config: { players: 1 }, lineup: ["b"] },
      ],
      games: 5,
      seed: "deals",
      progress: false,
    });
    expect(seen[0]!.length).toBeGreaterThan(0);
    expect(seen[1]).toEqual(seen[0]);
  });

  it("counts games that do not end within maxActions as unfinished, not won", async () => {
    const report = await runTeamArena({
      team,
      tables: [{ config: { players: 2 }, lineup: ["first", "first"] }],
      games: 3,
      seed: "short",
      maxActions: 1,
      progress: false,
    });
    expect(report.tables[0]).toMatchObject({ unfinished: 3, wins: 0, reasons: { unfinished: 3 } });
  });

  it("refuses, before any game, what cannot be played: naming the table and what is wrong", async () => {
    const run = (over: object) =>
      runTeamArena({
        team,
        tables: [{ config: { players: 2 }, lineup: ["first", "first"] }],
        games: 1,
        progress: false,
        ...over,
      });
    await expect(run({ games: 0 })).rejects.toThrow(/at least one game/);
    await expect(run({ tables: [] })).rejects.toThrow(/at least one table/);
    await expect(run({ tables: [{ config: { players: 9 }, lineup: ["first"] }] })).rejects.toThrow(
      /table 1: the config is refused at \$\.players: players is a whole number from 1 to 5/,
    );
    await expect(run({ tables: [{ config: { players: 2 }, lineup: ["first"] }] })).rejects.toThrow(
      /table 1: the lineup names 1 bot for 2 seats/,
    );
    await expect(run({ tables: [{ config: { players: 1 }, lineup: ["nobody"] }] })).rejects.toThrow(
      /has no bot named "nobody" \(known: first, random, passer\)/,
    );
    await expect(
      runTeamArena({
        team: { game: italia, bots: {} } as unknown as TeamGame,
        tables: [],
        games: 1,
      }),
    ).rejects.toThrow(/not a cooperative game/);
    await expect(run({ workers: 2 })).rejects.toThrow(/worker threads need a source/);
    await expect(
      run({ workers: 1, source: { module: fixture, export: "nothing" } }),
    ).rejects.toThrow(built ? /has no export "nothing"/ : /./);
  });

  it.skipIf(!built)("gives the same results in worker threads (needs a build)", async () => {
    const options = {
      team,
      tables: [
        { config: { players: 2 }, lineup: ["random", "first"] },
        { config: { players: 4, target: 40 }, lineup: ["random", "random", "random", "random"] },
      ],
      games: 12,
      seed: "threads",
      progress: false,
    };
    const inline = await runTeamArena({ ...options, workers: 0 });
    const threads = await runTeamArena({
      ...options,
      workers: 2,
      source: { module: fixture, export: "relayTeam" },
    });
    expect(threads.config.workers).toBe(2);
    expect(results(threads)).toEqual(results(inline));
  });
});
