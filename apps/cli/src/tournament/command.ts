/**
 * `italia tournament`: a pool of bots plays every seat mix (each table of 3 or 4 bots drawn from
 * the pool, seats rotated, a fresh deal every game unless `--duplicate`, through the bot SDK's
 * arena), and OpenSkill ratings are kept across runs in a file. Ctrl-C prints the standings so
 * far and saves the ratings.
 *
 * The deals come from a secret base seed (128 random bits unless `--seed`): table `t` plays the
 * arena base `keyedSeed(base, "table/<t>")`, which keys each game's seed in turn, so nothing a
 * bot sees (its `hello.seed`, a record in `--records`) leads to another game's seed. The base is
 * printed and saved in the ratings file only when the run ends.
 */

import { join } from "node:path";
import type { GameSummary } from "@italia/bot-sdk";
import { parseLineup, quote, randomSeed } from "@italia/bot-sdk";
import { type BotSpec, keyedSeed, normalizeSpec, runArena, specLabel } from "@italia/bot-sdk/node";
import { programOptionsOf, unstartableBot, withProgramOptions } from "../bot-programs.js";
import { fileErrorText, outputProblem } from "../output-file.js";
import { counted } from "../words.js";
import {
  emptyRatings,
  type RatingsFile,
  rateGame,
  ratingOf,
  readRatings,
  writeRatings,
} from "./ratings.js";
import { MAX_POOL, seatMixes } from "./schedule.js";
import { formatStandings, noResults, type RunResults, standingsOf } from "./standings.js";

/** The options of `italia tournament`. */
export interface TournamentFlags {
  /** Registered bots of the pool, comma-separated (`--bots`). */
  bots?: string;
  /** Bot programs of the pool (`--cmd`, repeatable). */
  cmd?: string[];
  /** Their names, in the order of `--cmd` (`--label`, repeatable). */
  label?: string[];
  /** Seats per table (`--players`, 3 or 4; default 4 when the pool has 4 bots or more). */
  players?: number;
  /** Rotations each table plays: `players × deals` games (`--deals`). */
  deals: number;
  /** The secret base seed of the deals (`--seed`; default 128 random bits). */
  seed?: string;
  /** Play each deal once per rotation of the seats (`--duplicate`): bots may remember deals. */
  duplicate?: boolean;
  rounds: number;
  workers?: number;
  decisionMs: number;
  bankMs: number;
  startupMs?: number;
  botEnv?: string[];
  botCwd?: string;
  module?: string[];
  showStderr?: boolean;
  /** The ratings file, read and written back (`--ratings`). */
  ratings?: string;
  json?: boolean;
  /** A folder for every game's record, one subfolder per table (`--records`). */
  records?: string;
  /** One line per finished game on stderr (`--progress`); default: a counter on a terminal. */
  progress?: boolean;
}

/**
 * The folder of a table's game records inside `--records`: `table-<index>` (from 0, in schedule
 * order), zero-padded to the width of the last so folders sort in order. Each holds the arena's
 * `game-<n>.json` files of that table.
 *
 * @example
 * ```ts
 * tableFolderName(3, 15); // "table-03"
 * ```
 */
export function tableFolderName(index: number, tables: number): string {
  const width = String(Math.max(0, tables - 1)).length;
  return `table-${String(index).padStart(width, "0")}`;
}

function fail(text: string): number {
  process.stderr.write(`italia tournament: ${text}\n`);
  return 2;
}

/** The pool: registered bots then programs, each with a distinct label; or why it cannot be. */
function poolOf(flags: TournamentFlags): BotSpec[] | string {
  const listed = flags.bots === undefined ? [] : parseLineup(flags.bots);
  const cmds = flags.cmd ?? [];
  const labels = flags.label ?? [];
  if (labels.length > cmds.length) return "there are more --label options than --cmd programs";
  const programs = programOptionsOf(flags);
  const pool = [
    ...listed.map((s) => normalizeSpec(s)),
    ...cmds.map((command, i): BotSpec => ({ command, label: labels[i] ?? command })),
  ].map((spec) => {
    const s = normalizeSpec(withProgramOptions(spec, programs));
    return flags.showStderr && typeof s === "object" && "command" in s
      ? { ...s, showStderr: true }
      : s;
  });
  if (pool.length < 2 || pool.length > MAX_POOL) {
    return `a tournament pool has 2 to ${MAX_POOL} bots (--bots a,b and --cmd PROGRAM); this one has ${pool.length}`;
  }
  const seen = new Set<string>();
  for (const s of pool) {
    const label = specLabel(s);
    if (seen.has(label)) {
      return `two bots of the pool are both called ${quote(label, 60)}: a bot takes one place in the pool; give each --cmd program its own --label`;
    }
    seen.add(label);
  }
  return pool;
}

/**
 * Runs a tournament and prints its standings (a table or, with `--json`, `italia-tournament/1`);
 * returns the exit code: 0 done, 2 bad usage, an unreadable ratings file or a bot that cannot be
 * started, 130 interrupted (after printing the standings so far and saving the ratings).
 */
export async function tournamentCommand(flags: TournamentFlags): Promise<number> {
  let pool: BotSpec[] | string;
  try {
    pool = poolOf(flags);
  } catch (e) {
    return fail(quote((e as Error).message, 500));
  }
  if (typeof pool === "string") return fail(pool);
  const unstartable = unstartableBot(pool);
  if (unstartable) return fail(unstartable);
  const labels = pool.map(specLabel);
  const players = (flags.players ?? (pool.length >= 4 ? 4 : 3)) as 3 | 4;
  let ratings: RatingsFile = emptyRatings();
  if (flags.ratings !== undefined) {
    const read = readRatings(flags.ratings);
    if (!read.ok)
      return fail(`cannot read the ratings in ${quote(flags.ratings, 200)}: ${read.problem}`);
    ratings = read.ratings;
    const problem = outputProblem(flags.ratings);
    if (problem)
      return fail(`cannot write the ratings to ${quote(flags.ratings, 200)}: ${problem}`);
  }
  // Each run plays new deals unless told otherwise, from a base no bot can guess (issue #27).
  const seed = flags.seed ?? randomSeed();
  const duplicate = flags.duplicate ?? false;
  const mixes = seatMixes(pool.length, players);
  const perTable = players * flags.deals;
  const total = mixes.length * perTable;
  const results: RunResults[] = labels.map(noResults);
  const index = new Map(labels.map((l, i) => [l, i]));
  ratings = { ...ratings, runs: ratings.runs + 1, lastRun: { seed, duplicate } };
  let played = 0;
  let pending: { index: number; summary: GameSummary }[] = [];
  const counter = flags.progress === undefined && Boolean(process.stderr.isTTY);

  /** Rates the finished games of the current table, in game order (so runs are reproducible). */
  const ratePending = () => {
    for (const { summary } of pending.sort((a, b) => a.index - b.index)) {
      const seatLabels = summary.seats.map((s) => s.bot);
      ratings = rateGame(
        ratings,
        seatLabels,
        summary.seats.map((s) => s.rank),
      );
      for (const s of summary.seats) {
        const r = results[index.get(s.bot)!]!;
        r.seatGames++;
        if (summary.winner === s.seat) r.wins++;
        r.score += s.score;
        r.rank += s.rank;
        r.strikes += s.strikes;
      }
      played++;
    }
    pending = [];
  };

  /** Saves the ratings and prints the standings; returns the exit code. */
  const finish = (interrupted: boolean): number => {
    ratePending();
    if (counter) process.stderr.write("\r\x1b[K");
    let code = interrupted ? 130 : 0;
    if (flags.ratings !== undefined) {
      try {
        writeRatings(flags.ratings, ratings);
      } catch (e) {
        process.stderr.write(`italia tournament: cannot write the ratings: ${fileErrorText(e)}\n`);
        code = interrupted ? 130 : 2;
      }
    }
    const standings = standingsOf(
      labels,
      labels.map((l) => ratingOf(ratings, l)),
      results,
    );
    if (flags.json) {
      const report = {
        format: "italia-tournament/1",
        config: {
          pool: labels,
          players,
          tables: mixes.length,
          deals: flags.deals,
          seed,
          duplicate,
          limit: { rounds: flags.rounds },
        },
        games: played,
        scheduled: total,
        interrupted,
        runs: ratings.runs,
        standings,
      };
      process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    } else {
      const state = interrupted
        ? `interrupted after ${played} of ${counted(total, "game")}`
        : counted(played, "game");
      const heading = `${labels.length} bots · ${mixes.length} tables of ${players} · ${state} · seed "${quote(seed, 40)}" · run ${ratings.runs}`;
      process.stdout.write(`${formatStandings(standings, heading)}\n`);
    }
    return code;
  };

  const interrupted = () => {
    // Bot programs are ended by the bot SDK's own handler; the games under way are dropped.
    process.exit(finish(true));
  };
  process.on("SIGINT", interrupted);
  try {
    for (const [m, mix] of mixes.entries()) {
      const records = flags.records;
      await runArena({
        bots: mix.map((i) => pool[i]!),
        games: perTable,
        seed: keyedSeed(seed, `table/${m}`),
        duplicate,
        limit: { rounds: flags.rounds },
        timeControl: { decisionMs: flags.decisionMs, bankMs: flags.bankMs },
        modules: flags.module ?? [],
        ...(flags.workers === undefined ? {} : { workers: flags.workers }),
        progress: false,
        ...(records === undefined
          ? {}
          : { recordsDir: join(records, tableFolderName(m, mixes.length)) }),
        onGame: (summary, i) => {
          pending.push({ index: i, summary });
          const done = played + pending.length;
          if (flags.progress) process.stderr.write(`game ${done}/${total}\n`);
          else if (counter) process.stderr.write(`\r${done}/${total} games`);
        },
      });
      ratePending();
    }
  } catch (e) {
    process.off("SIGINT", interrupted);
    if (counter) process.stderr.write("\r\x1b[K");
    return fail(quote((e as Error).message, 500));
  }
  process.off("SIGINT", interrupted);
  return finish(false);
}
