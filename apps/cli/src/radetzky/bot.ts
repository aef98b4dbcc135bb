/**
 * `italia bot --game radetzky --cmd PROGRAM`: a bot program plays whole games of Radetzky: Milano
 * 1848 over bot protocol version 2 beside the team's bots (`--against`, default `greedy,greedy`),
 * its seat moving round the table from game to game; the report gives the team's win rate with a
 * 95% Wilson interval and the program's strikes. A cooperative game has no opponents to rank
 * against, so `arena` and `tournament` stay Italia's.
 */
import { gamePackage, randomSeed } from "@italia/bot-sdk";
import { type CommandSpec, normalizeSpec, runTeamBot } from "@italia/bot-sdk/node";
import { DATA, RADETZKY_BOTS, type RadetzkyConfig, radetzky } from "@italia/radetzky";
import type { ArenaFlags } from "../arena.js";
import { botProgramProblem, programOptionsOf, withProgramOptions } from "../bot-programs.js";
import { counted } from "../words.js";
import { RADETZKY_BOT_NAMES, radetzkyConfig } from "./simulate.js";

/** Radetzky's package: its data for bot programs and its bots. */
export const RADETZKY_PACKAGE = gamePackage(radetzky, { data: DATA, bots: RADETZKY_BOTS });

/** The options of `italia bot` that play Italia only, as the command line names them. */
const ITALIA_ONLY: Readonly<Record<string, string>> = {
  rounds: "--rounds",
  duplicate: "--duplicate",
  rotate: "--no-rotate",
  records: "--records",
  workers: "--workers",
  module: "--module",
  out: "--out",
};

/** The flags `italia bot --game radetzky` reads. */
export interface RadetzkyBotFlags extends ArenaFlags {
  cmd?: string;
  label?: string;
  against: string;
  mode?: string;
  difficulty?: string;
  handInfo?: string;
}

/** What the program did in the games. */
export interface RadetzkyBotReport {
  readonly format: "radetzky-bot/1";
  readonly bot: string;
  readonly config: RadetzkyConfig;
  readonly against: readonly string[];
  readonly seed: string;
  readonly games: number;
  /** Games the team won, and the rate with its 95% Wilson interval. */
  readonly wins: number;
  readonly winRate: { readonly rate: number; readonly low: number; readonly high: number };
  readonly strikes: number;
  readonly decisions: number;
}

/**
 * Runs `italia bot --game radetzky`; returns the exit code: 2 for bad usage or a program that
 * cannot be started, 1 when the program had answers refused (strikes), else 0.
 */
export async function radetzkyBotCommand(
  flags: RadetzkyBotFlags,
  given: readonly string[],
): Promise<number> {
  const fail = (message: string) => {
    process.stderr.write(`italia bot: ${message}\n`);
    return 2;
  };
  const italiaOnly = given.find((key) => key in ITALIA_ONLY);
  if (italiaOnly)
    return fail(`${ITALIA_ONLY[italiaOnly]} is an option of Italia, not of Radetzky.`);
  if (flags.cmd === undefined) return fail("required option '--cmd <command>' not specified");
  const against = (given.includes("against") ? flags.against : "greedy,greedy")
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "");
  const unknown = against.find((b) => !(RADETZKY_BOT_NAMES as string[]).includes(b));
  if (unknown !== undefined) {
    return fail(
      `no Radetzky bot named ${JSON.stringify(unknown.slice(0, 40))} (known: ${RADETZKY_BOT_NAMES.join(", ")}).`,
    );
  }
  if (against.length + 1 > 5) {
    return fail(
      `--against: a Radetzky team has 1 to 5 seats, the program included; this one has ${against.length + 1}.`,
    );
  }
  const difficulty = flags.difficulty === undefined ? 0 : Number(flags.difficulty);
  const config = radetzkyConfig({
    players: against.length + 1,
    ...(flags.mode === undefined ? {} : { mode: flags.mode }),
    difficulty: Number.isFinite(difficulty) ? difficulty : flags.difficulty,
    ...(flags.handInfo === undefined ? {} : { handInfo: flags.handInfo }),
  });
  if (typeof config === "string") {
    return fail(
      config.startsWith("--players")
        ? `--against: a team of 1 to 5 seats, the program included; ${config}`
        : config,
    );
  }
  const label = flags.label ?? flags.cmd;
  const spec = normalizeSpec(
    withProgramOptions({ command: flags.cmd, label }, programOptionsOf(flags)),
  ) as CommandSpec;
  const problem = botProgramProblem(spec);
  if (problem) return fail(`cannot start the bot program ${label}: ${problem}`);

  // the bot SDK's team bot run, as `italia-bots bot --game radetzky` plays it
  const played = await runTeamBot({
    game: RADETZKY_PACKAGE,
    program: {
      ...spec,
      label,
      ...(flags.showStderr
        ? { onStderr: (line: string) => process.stderr.write(`[bot] ${line}\n`) }
        : {}),
    },
    against,
    config,
    games: flags.games,
    seed: flags.seed ?? randomSeed(),
    timeControl: { decisionMs: flags.decisionMs, bankMs: flags.bankMs },
  });
  const report: RadetzkyBotReport = {
    format: "radetzky-bot/1",
    bot: label,
    config,
    against,
    seed: played.seed,
    games: played.games,
    wins: played.wins,
    winRate: played.winRate,
    strikes: played.strikes,
    decisions: played.decisions,
  };
  if (flags.json) console.log(JSON.stringify(report));
  else console.log(radetzkyBotText(report));
  return report.strikes > 0 ? 1 : 0;
}

/** The report as text. */
export function radetzkyBotText(r: RadetzkyBotReport): string {
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  const { config } = r;
  return [
    `Radetzky: Milano 1848 — ${r.bot} with ${r.against.join(", ") || "no other seat"} (${counted(config.players, "player")}, ${config.mode} game, difficulty ${config.difficulty}, hands ${config.handInfo})`,
    `The team won ${r.wins} of ${counted(r.games, "game")}: ${pct(r.winRate.rate)} (95% interval ${pct(r.winRate.low)}–${pct(r.winRate.high)})`,
    `The program: ${counted(r.decisions, "decision")}, ${counted(r.strikes, "strike")}`,
    `Seed: ${r.seed} (--seed plays these games again)`,
  ].join("\n");
}
