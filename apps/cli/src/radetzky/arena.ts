/**
 * `italia arena --game radetzky`: the team's bots play many games of Radetzky: Milano 1848 at
 * every table asked for — each seat count (`--players 1,3,5`), lineup (`--bots greedy` or
 * `--bots random/greedy,strong`) and difficulty (`--difficulty -2,0,2`) — with the bot SDK's team
 * arena; the report gives the team's win rate with its 95% Wilson interval per table.
 */
import { runTeamArena, type TeamArenaReport, type TeamTable } from "@italia/bot-sdk/node";
import { RADETZKY_TEAM, type RadetzkyConfig, type radetzky } from "@italia/radetzky";
import type { ArenaFlags } from "../arena.js";
import { fileErrorText, outputProblem, writeFileAtomically } from "../output-file.js";
import { counted } from "../words.js";
import { RADETZKY_BOT_NAMES, radetzkyConfig } from "./simulate.js";

/** The options of `italia arena` that play Italia only, as the command line names them. */
const ITALIA_ONLY: Readonly<Record<string, string>> = {
  rounds: "--rounds",
  duplicate: "--duplicate",
  rotate: "--no-rotate",
  records: "--records",
  module: "--module",
  startupMs: "--startup-ms",
  botEnv: "--bot-env",
  botCwd: "--bot-cwd",
  showStderr: "--show-stderr",
};

/** The flags `italia arena --game radetzky` reads. */
export interface RadetzkyArenaFlags extends ArenaFlags {
  bots: string;
  players?: string;
  mode?: string;
  difficulty?: string;
  handInfo?: string;
}

/** The most tables one run plays (seat counts × lineups × difficulties). */
const MAX_TABLES = 64;
/** The most entries one list option takes. */
const MAX_LIST = 16;

type Team = TeamTable<typeof radetzky>;

/**
 * The tables the flags ask for, or why they are refused, naming the option.
 *
 * `--bots` is one lineup, or several separated by `/`; a lineup names one bot per seat, or one
 * bot for every seat. `--players` lists seat counts (default: each lineup's own length, and 3 for
 * a lineup of one bot); `--difficulty` lists difficulties (default 0).
 */
export function radetzkyTables(flags: RadetzkyArenaFlags): Team[] | string {
  const lineups = flags.bots.split("/").map((l) =>
    l
      .split(",")
      .map((b) => b.trim())
      .filter((b) => b !== ""),
  );
  if (lineups.length > MAX_LIST) return `--bots: at most ${MAX_LIST} lineups`;
  if (lineups.some((l) => l.length === 0)) {
    return "--bots: an empty lineup (lineups are separated by /, bots by commas)";
  }
  for (const bot of lineups.flat()) {
    if (!(RADETZKY_BOT_NAMES as string[]).includes(bot)) {
      return `--bots: no Radetzky bot named ${JSON.stringify(bot.slice(0, 40))} (known: ${RADETZKY_BOT_NAMES.join(", ")})`;
    }
  }
  const numbers = (text: string | undefined, option: string): number[] | string => {
    if (text === undefined) return [];
    const parts = text.split(",").map((p) => p.trim());
    if (parts.length > MAX_LIST) return `${option}: at most ${MAX_LIST} values`;
    const out: number[] = [];
    for (const p of parts) {
      if (!/^[+-]?\d{1,3}$/.test(p)) {
        return `${option}: ${JSON.stringify(p.slice(0, 40))} is not a whole number (give a comma-separated list, e.g. 1,3,5)`;
      }
      out.push(Number(p));
    }
    return out;
  };
  const players = numbers(flags.players, "--players");
  if (typeof players === "string") return players;
  const difficulties = numbers(flags.difficulty, "--difficulty");
  if (typeof difficulties === "string") return difficulties;
  const tables: Team[] = [];
  for (const lineup of lineups) {
    const counts = players.length > 0 ? players : [lineup.length === 1 ? 3 : lineup.length];
    for (const count of counts) {
      if (lineup.length !== 1 && lineup.length !== count) {
        return `--bots: the lineup ${lineup.join(",")} has ${counted(lineup.length, "bot")} for ${counted(count, "seat")} (--players ${count}); name one bot per seat, or one bot for every seat`;
      }
      for (const difficulty of difficulties.length > 0 ? difficulties : [0]) {
        const config = radetzkyConfig({
          players: count,
          difficulty,
          ...(flags.mode === undefined ? {} : { mode: flags.mode }),
          ...(flags.handInfo === undefined ? {} : { handInfo: flags.handInfo }),
        });
        if (typeof config === "string") return config;
        const team = lineup.length === 1 ? Array.from({ length: count }, () => lineup[0]!) : lineup;
        tables.push({ config, lineup: team });
        if (tables.length > MAX_TABLES) {
          return `at most ${MAX_TABLES} tables (seat counts × lineups × difficulties) in one run`;
        }
      }
    }
  }
  return tables;
}

/**
 * Runs `italia arena --game radetzky`; returns the exit code: 2 for bad usage, 1 when a bot had
 * answers refused (strikes), else 0.
 */
export async function radetzkyArenaCommand(
  flags: RadetzkyArenaFlags,
  given: readonly string[],
): Promise<number> {
  const fail = (message: string) => {
    process.stderr.write(`italia arena: ${message}\n`);
    return 2;
  };
  const italiaOnly = given.find((key) => key in ITALIA_ONLY);
  if (italiaOnly) {
    return fail(`${ITALIA_ONLY[italiaOnly]} is an option of Italia's arena, not of Radetzky's.`);
  }
  const tables = radetzkyTables(flags);
  if (typeof tables === "string") return fail(tables);
  const problem = flags.out === undefined ? null : outputProblem(flags.out);
  if (problem) return fail(`cannot write the report to ${flags.out}: ${problem}`);
  const workers = flags.workers ?? undefined;
  let report: TeamArenaReport;
  try {
    report = await runTeamArena({
      team: RADETZKY_TEAM,
      source: { module: import.meta.resolve("@italia/radetzky"), export: "RADETZKY_TEAM" },
      tables,
      games: flags.games,
      ...(flags.seed === undefined ? {} : { seed: flags.seed }),
      ...(workers === undefined ? {} : { workers }),
      timeControl: { decisionMs: flags.decisionMs, bankMs: flags.bankMs },
      ...(flags.progress === undefined ? {} : { progress: flags.progress }),
    });
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
  const json = JSON.stringify(report, null, 2);
  process.stdout.write(flags.json ? `${json}\n` : `${radetzkyArenaText(report)}\n`);
  if (flags.out !== undefined) {
    try {
      writeFileAtomically(flags.out, `${json}\n`);
    } catch (error) {
      return fail(`cannot write the report to ${flags.out}: ${fileErrorText(error)}`);
    }
  }
  const strikes = report.tables.reduce((n, t) => n + t.strikes, 0);
  if (strikes > 0) {
    process.stderr.write(`italia arena: the bots had ${counted(strikes, "answer")} refused\n`);
  }
  return strikes > 0 ? 1 : 0;
}

/** The report as a table: one line per table. */
export function radetzkyArenaText(report: TeamArenaReport): string {
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`.padStart(6);
  const lines = [
    `Radetzky: Milano 1848 — the team's win rate, ${counted(report.config.games, "game")} per table (95% Wilson interval)`,
    "seats  mode      difficulty  lineup                        won   rate   interval",
  ];
  for (const t of report.tables) {
    const config = t.config as unknown as RadetzkyConfig;
    const lineup = t.lineup.join(",");
    lines.push(
      [
        String(t.players).padStart(5),
        `  ${config.mode.padEnd(10)}`,
        String(config.difficulty).padStart(10),
        `  ${(lineup.length > 28 ? `${lineup.slice(0, 27)}…` : lineup).padEnd(28)}`,
        String(t.wins).padStart(5),
        ` ${pct(t.winRate.rate)}`,
        `  ${pct(t.winRate.low).trim()}–${pct(t.winRate.high).trim()}`,
      ].join(""),
    );
  }
  const unfinished = report.tables.reduce((n, t) => n + t.unfinished, 0);
  if (unfinished > 0) lines.push(`warning: ${counted(unfinished, "game")} did not end`);
  lines.push(`Seed: ${report.config.seed} (--seed plays these games again)`);
  return lines.join("\n");
}
