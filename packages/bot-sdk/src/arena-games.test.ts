/**
 * The arena plays any competitive game from its outcomes: Italia's own game object with its
 * package's bots, played on the generic host, gives exactly the results Italia's arena gives.
 */
import { italia } from "@italia/engine";
import type { Game } from "@italia/game-kit";
import { relay } from "@italia/game-kit/testing";
import { describe, expect, it } from "vitest";
import { type ArenaReport, runArena } from "./arena.js";
import type { PlayedGame } from "./game-summary.js";
import { ITALIA_PACKAGE } from "./italia/package.js";

/** Ten minutes per decision: no answer of these bots can be late, however slow the machine. */
const TIME = { decisionMs: 600_000 } as const;

/** What both arenas report alike (the format, the config and the wall clock aside). */
function results(report: ArenaReport | ArenaReport<PlayedGame>) {
  return {
    bots: report.bots.map(
      ({ meanDecisionMs: _a, maxDecisionMs: _b, meanTurnMs: _c, maxTurnMs: _d, ...bot }) => bot,
    ),
    endReasons: report.endReasons,
    undecided: report.undecided,
    rounds: report.rounds,
    actions: report.actions,
    summaries: (report.summaries ?? []).map((s) => ({
      winner: s.winner,
      endReason: s.endReason,
      rounds: s.rounds,
      // (`eliminated` is Italia's own: another game's outcome does not say it)
      seats: s.seats.map((x) => [x.bot, x.result, x.rank, x.score, x.strikes, x.decisions]),
    })),
  };
}

describe("runArena plays any competitive game (its bots by name, its outcomes)", () => {
  it("reports Italia played as another game exactly as Italia's own arena does", async () => {
    const common = {
      bots: ["greedy", "random", "random"],
      games: 6,
      seed: "any-game",
      workers: 0,
      timeControl: TIME,
      progress: false,
      keepSummaries: true,
    } as const;
    const own = await runArena(common);
    const seen: number[] = [];
    const other = await runArena({
      ...common,
      game: ITALIA_PACKAGE,
      config: { players: 3 },
      onGame: (summary, index) => {
        expect(summary.seats).toHaveLength(3);
        seen.push(index);
      },
    });
    expect(own.format).toBe("italia-arena/1");
    expect(other.format).toBe("game-arena/1");
    expect(other.config.game).toEqual({ id: "italia", version: italia.info.version });
    expect(other.config.gameConfig).toMatchObject({ players: 3 });
    expect(seen.sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(results(other)).toEqual(results(own));
    expect(own.bots[0]!.wins).toBeGreaterThan(0);
  }, 300_000);

  it("plays another game in worker threads when told where they load it from (needs a build)", async () => {
    const common = {
      bots: ["greedy", "random", "random"],
      games: 6,
      seed: "any-game-workers",
      timeControl: TIME,
      progress: false,
      keepSummaries: true,
      game: ITALIA_PACKAGE,
    } as const;
    const here = await runArena({ ...common, workers: 0 });
    const there = await runArena({
      ...common,
      workers: 2,
      source: { module: "@italia/bot-sdk", export: "ITALIA_PACKAGE" },
    });
    expect(there.config.workers).toBe(2);
    expect(results(there)).toEqual(results(here));
  }, 300_000);

  it("refuses a cooperative game, a lineup of the wrong size and a bot the game does not have", async () => {
    const base = { games: 1, workers: 0, progress: false } as const;
    const team = {
      game: relay as unknown as Game<unknown, unknown, { seat: number }, unknown, unknown>,
      bots: {},
    };
    await expect(runArena({ ...base, bots: ["a", "b"], game: team })).rejects.toThrow(
      /cooperative game: its arena is the team arena/,
    );
    await expect(
      runArena({ ...base, bots: ["random", "random"], game: ITALIA_PACKAGE }),
    ).rejects.toThrow(/config is refused/);
    await expect(
      runArena({
        ...base,
        bots: ["random", "random", "random"],
        game: ITALIA_PACKAGE,
        config: { players: 4 },
      }),
    ).rejects.toThrow(/has 4 bots for this config, not 3/);
    await expect(
      runArena({ ...base, bots: ["random", "nobody", "random"], game: ITALIA_PACKAGE }),
    ).rejects.toThrow(/no bot named "nobody" \(known: random, greedy, strong, strong-fast\)/);
  });
});
