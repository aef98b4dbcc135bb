/**
 * Internal: the `italia-bots` command — run an arena, list the bots, show battle odds.
 *
 * @internal
 * @module
 */
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { RULES } from "@italia/engine";
import { runArena } from "./arena.js";
import { battleOdds } from "./odds.js";
import { BotSpecError } from "./options.js";
import { registeredBots } from "./registry.js";
import { formatReport } from "./report.js";
import { type BotSpec, normalizeSpec } from "./specs.js";

const HELP = `italia-bots — bots for Italia

  italia-bots arena --bot <spec> (3 or 4 times) [options]
      --games <n>         games to play (default 100)
      --seed <text>       arena seed (default: 128 random bits, shown in the report)
      --workers <n>       worker threads (default: CPUs; 0 = this thread)
      --rounds <n>        round limit of each game (default 25)
      --decision-ms <n>   time per decision (default 1000)
      --bank-ms <n>       extra time bank per game and seat (default 0)
      --module <path>     import a module first (e.g. one that calls registerBot); repeatable
      --no-rotate         keep the lineup in the same seats
      --show-stderr       copy what "cmd:" bots write to stderr to stderr, as "[bot] line"
      --json              print the JSON report instead of a table
      --out <file>        also write the JSON report to a file
      --progress / --no-progress   progress bar on stderr (default: when stderr is a terminal)
    A spec is a registered bot ("greedy", "strong:iterations=64"), "cmd:<command line>" for a
    program speaking the JSON-lines protocol, or "module:<file.js>[#export]".

  italia-bots list                 the registered bots and their options
  italia-bots odds <attackers> <defenders>   exact battle odds (R6): armies in the attacking
      region (one stays behind) and in the defending one, each 1 to ${RULES.armyCap} (R3)

  Exit codes: 0 ok, 1 failure, 2 bad usage (an unknown option, a wrong value, a bad bot spec).
`;

/** Bad usage: exit code 2. */
class UsageError extends Error {
  override name = "UsageError";
}

/** Runs `f` (e.g. `parseArgs`), turning its errors into usage errors. */
function asUsage<T>(f: () => T): T {
  try {
    return f();
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

function pct(x: number): string {
  return `${(100 * x).toFixed(1)}%`;
}

async function arena(args: string[]): Promise<number> {
  const { values } = asUsage(() =>
    parseArgs({
      args,
      options: {
        bot: { type: "string", multiple: true },
        games: { type: "string", default: "100" },
        seed: { type: "string" },
        workers: { type: "string" },
        rounds: { type: "string", default: "25" },
        "decision-ms": { type: "string", default: "1000" },
        "bank-ms": { type: "string", default: "0" },
        module: { type: "string", multiple: true },
        "no-rotate": { type: "boolean", default: false },
        "show-stderr": { type: "boolean", default: false },
        json: { type: "boolean", default: false },
        out: { type: "string" },
        progress: { type: "boolean" },
        "no-progress": { type: "boolean" },
      },
    }),
  );
  const bots = (values.bot ?? []).map((b): BotSpec => {
    const spec = normalizeSpec(b);
    return values["show-stderr"] && typeof spec === "object" && "command" in spec
      ? { ...spec, showStderr: true }
      : spec;
  });
  if (bots.length !== 3 && bots.length !== 4) {
    throw new UsageError("give 3 or 4 --bot options (one per seat)");
  }
  const int = (name: string, text: string | undefined, min = 1): number => {
    const n = Number(text);
    if (text === undefined || text.trim() === "" || !Number.isInteger(n) || n < min) {
      throw new UsageError(`--${name} needs a whole number ≥ ${min}, not "${text}"`);
    }
    return n;
  };
  const report = await runArena({
    bots,
    games: int("games", values.games),
    ...(values.seed === undefined ? {} : { seed: values.seed }),
    ...(values.workers === undefined ? {} : { workers: int("workers", values.workers, 0) }),
    limit: { rounds: int("rounds", values.rounds) },
    timeControl: {
      decisionMs: int("decision-ms", values["decision-ms"]),
      bankMs: int("bank-ms", values["bank-ms"], 0),
    },
    rotate: !values["no-rotate"],
    modules: values.module ?? [],
    ...(values["no-progress"] ? { progress: false } : values.progress ? { progress: true } : {}),
  });
  const json = JSON.stringify(report, null, 2);
  if (values.out) writeFileSync(values.out, `${json}\n`);
  process.stdout.write(values.json ? `${json}\n` : `${formatReport(report)}\n`);
  if (values.json)
    for (const w of report.warnings) process.stderr.write(`italia-bots: warning: ${w}\n`);
  return 0;
}

function odds(args: string[]): number {
  const cap = RULES.armyCap;
  const usage = `usage: italia-bots odds <attackers> <defenders>, each a whole number from 1 to ${cap}`;
  const [a, d] = args.map((x) => (/^\s*\d+\s*$/.test(x) ? Number(x) : Number.NaN));
  if (args.length !== 2 || !Number.isInteger(a) || !Number.isInteger(d) || a! < 1 || d! < 1) {
    process.stderr.write(`${usage}\n`);
    return 2;
  }
  if (a! > cap || d! > cap) {
    process.stderr.write(
      `italia-bots odds: a region holds at most ${cap} armies (R3), not ${Math.max(a!, d!)}\n${usage}\n`,
    );
    return 2;
  }
  // R6.1–R6.2: at least 2 armies to attack; at most (armies − 1) and 3 dice, never fewer than the
  // defender's (one per army, at most 3).
  const attackerDice = Math.min(3, a! - 1);
  const defenderDice = Math.min(3, d!);
  if (a! < 2 || attackerDice < defenderDice) {
    const why =
      a! < 2
        ? "a region needs at least 2 armies to attack, one of which stays behind (R6.1)."
        : `the attacker rolls at most ${attackerDice} dice (armies − 1), the defender rolls ` +
          `${defenderDice}, and the attacker\n  never rolls fewer dice than the defender (R6.2). ` +
          `Attack with at least ${defenderDice + 1} armies.`;
    const armies = a === 1 ? "1 attacking army" : `${a} attacking armies`;
    process.stdout.write(`${armies} against ${d}: no attack is possible:\n  ${why}\n`);
    return 0;
  }
  const o = battleOdds(a!, d!);
  process.stdout.write(
    `${a} attacking armies (one stays behind) against ${d}:\n` +
      `  conquer:                ${pct(o.conquer)}\n` +
      `  attacker losses (mean): ${o.attackerLosses.toFixed(2)}\n` +
      `  defender losses (mean): ${o.defenderLosses.toFixed(2)}\n` +
      `  armies left if won:     ${o.survivorsIfConquered.toFixed(2)}\n`,
  );
  return 0;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case "arena":
      return arena(rest);
    case "list":
      for (const b of registeredBots()) {
        process.stdout.write(`${b.name.padEnd(12)} ${b.description}\n`);
        for (const [key, o] of Object.entries(b.options ?? {})) {
          process.stdout.write(`${"".padEnd(14)}${key.padEnd(18)} ${o.description ?? o.type}\n`);
        }
      }
      return 0;
    case "odds":
      return odds(rest);
    case undefined:
    case "help":
    case "--help":
    case "-h":
      process.stdout.write(HELP);
      return command === undefined ? 2 : 0;
    default:
      process.stderr.write(`unknown command "${command}"\n\n${HELP}`);
      return 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const usage = error instanceof UsageError || error instanceof BotSpecError;
    process.stderr.write(
      `italia-bots: ${error instanceof Error ? error.message : String(error)}\n` +
        (usage ? "(italia-bots help shows the usage)\n" : ""),
    );
    process.exitCode = usage ? 2 : 1;
  },
);
