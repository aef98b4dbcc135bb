/**
 * `italia arena` and `italia bot`: bot-against-bot games with the bot SDK's arena (seat rotation,
 * worker threads, win rates with intervals, Elo), as a table or JSON.
 */
import { parseLineup, quote } from "@italia/bot-sdk";
import {
  type ArenaReport,
  type BotSpec,
  formatReport,
  normalizeSpec,
  runArena,
} from "@italia/bot-sdk/node";
import { programOptionsOf, unstartableBot, withProgramOptions } from "./bot-programs.js";
import { fileErrorText, outputProblem, writeFileAtomically } from "./output-file.js";
import { counted } from "./words.js";

/** Options shared by `arena` and `bot`. */
export interface ArenaFlags {
  games: number;
  seed?: string;
  rounds: number;
  workers?: number;
  decisionMs: number;
  bankMs: number;
  /** Modules to import first (`--module`, repeatable). */
  module?: string[];
  /** `--no-rotate` sets it to false. */
  rotate: boolean;
  /** Play each deal once per rotation of the seats (`--duplicate`): bots may remember deals. */
  duplicate?: boolean;
  showStderr?: boolean;
  /** Start-up allowance of bot programs, in milliseconds (`--startup-ms`). */
  startupMs?: number;
  /** Environment variables passed to bot programs (`--bot-env`). */
  botEnv?: string[];
  /** Working folder of bot programs (`--bot-cwd`). */
  botCwd?: string;
  json?: boolean;
  out?: string;
  /** A folder for every game's record (`--records`). */
  records?: string;
  /** `--progress` (true) or `--no-progress` (false); unset: a bar only when stderr is a terminal. */
  progress?: boolean;
}

/**
 * Runs an arena for a lineup and prints the report; returns the exit code: 2 for a lineup that
 * cannot play (or a bot program that cannot be started), 1 when the bot labelled `checked` had
 * answers refused (strikes), else 0. Strikes of any bot are also summed up on stderr.
 */
export async function arenaCommand(
  lineup: readonly BotSpec[],
  flags: ArenaFlags,
  command: string,
  checked?: string,
): Promise<number> {
  if (lineup.length !== 3 && lineup.length !== 4) {
    process.stderr.write(
      `italia ${command}: a game has 3 or 4 seats; the lineup has ${counted(lineup.length, "bot")}.\n`,
    );
    return 2;
  }
  const programs = programOptionsOf(flags);
  const specs = lineup.map((spec): BotSpec => {
    const s = normalizeSpec(withProgramOptions(spec, programs));
    return flags.showStderr && typeof s === "object" && "command" in s
      ? { ...s, showStderr: true }
      : s;
  });
  const unstartable = unstartableBot(specs);
  if (unstartable) {
    process.stderr.write(`italia ${command}: ${unstartable}\n`);
    return 2;
  }
  const problem = flags.out === undefined ? null : outputProblem(flags.out);
  if (problem) {
    process.stderr.write(
      `italia ${command}: cannot write the report to ${flags.out}: ${problem}\n`,
    );
    return 2;
  }
  let report: ArenaReport;
  try {
    report = await runArena({
      bots: specs,
      games: flags.games,
      ...(flags.seed === undefined ? {} : { seed: flags.seed }),
      limit: { rounds: flags.rounds },
      timeControl: { decisionMs: flags.decisionMs, bankMs: flags.bankMs },
      rotate: flags.rotate,
      duplicate: flags.duplicate ?? false,
      modules: flags.module ?? [],
      ...(flags.workers === undefined ? {} : { workers: flags.workers }),
      progress: flags.progress ?? Boolean(process.stderr.isTTY),
      ...(flags.records === undefined ? {} : { recordsDir: flags.records }),
    });
  } catch (e) {
    process.stderr.write(`italia ${command}: ${quote((e as Error).message, 500)}\n`);
    return 2;
  }
  const json = JSON.stringify(report, null, 2);
  process.stdout.write(flags.json ? `${json}\n` : `${formatReport(report)}\n`);
  if (flags.out) {
    try {
      writeFileAtomically(flags.out, `${json}\n`);
    } catch (e) {
      process.stderr.write(
        `italia ${command}: cannot write the report to ${flags.out}: ${fileErrorText(e)}\n`,
      );
      return 2;
    }
  }
  let code = 0;
  for (const bot of report.bots) {
    if (bot.strikes === 0) continue;
    process.stderr.write(
      `italia ${command}: ${quote(bot.label, 40)}: ${bot.strikes} ${bot.strikes === 1 ? "answer" : "answers"} refused and replaced by fallback moves (strikes); the first are listed in the report.\n`,
    );
    if (bot.label === checked) code = 1;
  }
  return code;
}

/**
 * Reads a comma-separated lineup with the bot SDK's rules (an empty entry is an error); on a bad
 * lineup prints why and returns `null` (the caller exits 2).
 */
export function lineupOf(list: string, command: string): string[] | null {
  try {
    return parseLineup(list);
  } catch (e) {
    process.stderr.write(`italia ${command}: ${quote((e as Error).message, 500)}\n`);
    return null;
  }
}
