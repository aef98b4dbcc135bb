/**
 * Internal: the `italia-bots` command — run an arena, list the bots, show battle odds. Italia is
 * the default game; `--game <id>` picks another game the command knows ({@link TEAM_GAMES}), whose
 * package is loaded only when asked for (the SDK does not depend on any other game).
 *
 * @internal
 * @module
 */
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import type { AnyGame, Json } from "@italia/game-kit";
import { runArena } from "./arena.js";
import { registeredGameBots, registerGameBots } from "./bot-registry.js";
import { decideGameCommand, type PositionReader } from "./decide-game.js";
import { gamePackage } from "./game-package.js";
import { DecideUsageError, decideCommand } from "./italia/decide-command.js";
import { ARMY_CAP, oddsCommand } from "./italia/odds-command.js";
import { BotSpecError } from "./options.js";
import { ITALIA_GAME_ID, parseLineup } from "./registry.js";
import { formatReport, REPORT_COLUMNS, wrapText } from "./report.js";
import { type BotSpec, normalizeSpec } from "./specs.js";
import { runTeamArena, type TeamGame, type TeamGameSource } from "./team-arena.js";
import { runTeamBot, type TeamBotReport } from "./team-bot.js";
import { quote, safeText } from "./text.js";

/** The usage text; every line fits 80 columns (a test checks it). */
const HELP = `italia-bots — bots for Italia

  italia-bots arena --bots <list> [options]   bot-against-bot games, rotated
      --bots <list>       3 or 4 specs, comma-separated (or --bot <spec> each)
      --game <id>         the game (default italia; known: italia, radetzky)
  italia-bots bot --cmd <program> [options]   measure a bot program in an arena
      --cmd <program>     the program, e.g. "python3 my_bot.py" (JSON lines)
      --label <name>      its name in the report (default: the command)
      --against <list>    the other seats, comma-separated
                          (default greedy,greedy,greedy)
    Options of both (the same as "italia arena" and "italia bot"):
      --games <n>         games to play (default 100)
      --seed <text>       secret base seed of the deals (default: 128 random
                          bits, written in the report at the end)
      --rounds <n>        round limit of each game (default 25)
      --workers <n>       worker threads (default: CPUs; 0 = this thread)
      --decision-ms <n>   time per decision (default 1000)
      --bank-ms <n>       extra time bank per game and seat (default 0)
      --startup-ms <n>    start-up allowance of "cmd:" bots, on top of the
                          decision that starts one (default 10000)
      --bot-env <name>    pass this environment variable to "cmd:" bots;
                          repeatable (they get only PATH, LANG and a private
                          HOME otherwise)
      --bot-cwd <dir>     working folder of "cmd:" bots (default: a private one
                          each)
      --module <path>     import a module first (e.g. one that calls
                          registerBot); repeatable
      --no-rotate         keep the lineup in the same seats
      --duplicate         play each deal once per rotation of the seats
                          (default: a fresh deal every game); bots may
                          remember deals
      --show-stderr       copy what bot programs write to stderr to stderr, as
                          "[bot] line"
      --json              print the JSON report instead of a table
      --out <file>        also write the JSON report to a file
      --records <dir>     write every game as a game record (game-record/1,
                          which "italia replay" checks) into this folder, one
                          file per game
      --progress / --no-progress
                          progress bar on stderr (default: when stderr is a
                          terminal)
    A spec is a registered bot ("greedy", "strong:iterations=64"),
    "cmd:<command line>" for a program speaking the JSON-lines protocol, or
    "module:<file.js>[#export]". Seats are numbered from 1 in the table and
    strike lines, from 0 in JSON.

  italia-bots decide --position <file> --cmd <program> [options]
      sends one position (the conformance Position format) to a bot program
      as a decide message, prints its answer and whether it is legal: exit 0
      legal, 1 illegal or no answer, 2 bad usage.
      --decision-ms <n>   time for the decision (default 1000)
      --startup-ms <n>    start-up allowance of the program, on top of the
                          decision's time (default 10000)
      --show-stderr       copy what the program writes to stderr, as
                          "[bot] line"
      --json              print { seat, stage, legal, reason, action }
      --game <id>         the game (default italia); another game's position is
                          its conformance Position (e.g. radetzky's, RZ25.2)
      --seat <n>          (another game) the seat to ask, numbered from 1, when
                          several may act (default: the first of them)

  italia-bots arena --game radetzky --bots <list> [options]
      a cooperative game: the team's win rate (95% Wilson interval); one bot
      name per seat (1 to 5), or one name for 3 seats; --games, --seed,
      --workers, --decision-ms, --bank-ms, --json, --out and --progress as
      above. Needs the game's package (@italia/radetzky) installed.

  italia-bots bot --game radetzky --cmd <program> [options]
      a cooperative game: the program plays whole games beside the game's bots
      (--against, default greedy,greedy), its seat moving from game to game;
      the team's win rate and the program's strikes. --label, --games, --seed,
      --decision-ms, --bank-ms, --startup-ms, --bot-env, --bot-cwd,
      --show-stderr, --json and --out as above.

  italia-bots list [--game <id>]   the registered bots and their options
  italia-bots odds <attackers> <defenders>
      exact battle odds (R6): armies in the attacking region (one stays
      behind) and in the defending one, each 1 to ${ARMY_CAP} (R3)
  italia-bots help                 this text (or: italia-bots <command> --help)

  Exit codes: 0 ok, 1 failure (for "bot": the program had answers refused),
  2 bad usage (an unknown option, a wrong value, a bad bot spec).
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

/** Italia's id: the default game. */
const ITALIA = ITALIA_GAME_ID;

/**
 * The other games the command knows, by id: where their package exports the game and its bots as
 * a team game (see `runTeamArena`). The package is loaded only when its game is asked for.
 */
const TEAM_GAMES: Readonly<
  Record<string, TeamGameSource & { readonly data: string; readonly positions: string }>
> = Object.freeze({
  radetzky: {
    module: "@italia/radetzky",
    export: "RADETZKY_TEAM",
    data: "DATA",
    positions: "@italia/radetzky/conformance",
  },
});

/** The ids `--game` accepts, Italia's first. */
const KNOWN_GAMES: readonly string[] = [ITALIA, ...Object.keys(TEAM_GAMES)];

/** The game `--game` names (default Italia); an unknown one is bad usage naming the known ones. */
function gameOption(value: string | undefined): string {
  const id = value ?? ITALIA;
  if (KNOWN_GAMES.includes(id)) return id;
  throw new UsageError(
    `unknown game ${JSON.stringify(id.slice(0, 40))} (known: ${KNOWN_GAMES.join(", ")})`,
  );
}

/**
 * Loads the team game `id` from its package: as the SDK itself would find it, else from the
 * working folder (a project that installed the game beside the SDK). Workers load it from the
 * same file.
 */
async function loadTeamGame(
  id: string,
): Promise<{ team: TeamGame; source: TeamGameSource; data: Json | null }> {
  const where = TEAM_GAMES[id]!;
  const module = resolveFor(id, where.module);
  const loaded = (await import(module)) as Record<string, unknown>;
  const team = loaded[where.export] as TeamGame<AnyGame> | undefined;
  if (!team || typeof team !== "object" || !("game" in team) || !("bots" in team)) {
    throw new Error(`${where.module} has no team game named ${where.export}`);
  }
  const data = (loaded[where.data] ?? null) as Json | null;
  return { team, source: { module, export: where.export }, data };
}

/**
 * `name` (a module of game `id`'s package) as a `file:` URL: found as the SDK itself would find
 * it, else from the working folder (a project that installed the game beside the SDK).
 */
function resolveFor(id: string, name: string): string {
  for (const base of [import.meta.url, pathToFileURL(join(process.cwd(), "package.json")).href]) {
    try {
      return pathToFileURL(createRequire(base).resolve(name)).href;
    } catch {
      // not found from there
    }
  }
  const where = TEAM_GAMES[id]!;
  throw new Error(
    `the game "${id}" needs its package ${where.module}: install it beside @italia/bot-sdk`,
  );
}

/** Game `id`'s position reader: `fromPosition` of its conformance entry. */
async function loadPositions(id: string): Promise<PositionReader<AnyGame>> {
  const where = TEAM_GAMES[id]!;
  const loaded = (await import(resolveFor(id, where.positions))) as Record<string, unknown>;
  const read = loaded.fromPosition;
  if (typeof read !== "function") throw new Error(`${where.positions} has no fromPosition`);
  return (json) => {
    // a game's fromPosition gives `{ ok, value }` (the kit's Result) or Italia's `{ ok, state }`
    const r = read(json) as { ok: boolean; value?: unknown; state?: unknown; error?: unknown };
    return (r.ok ? { ok: true, value: r.value ?? r.state } : r) as ReturnType<
      PositionReader<AnyGame>
    >;
  };
}

/** Options of both `arena` and `bot` (the same as `italia arena` and `italia bot`). */
const ARENA_OPTIONS = {
  games: { type: "string", default: "100" },
  seed: { type: "string" },
  workers: { type: "string" },
  rounds: { type: "string" },
  "decision-ms": { type: "string", default: "1000" },
  "bank-ms": { type: "string", default: "0" },
  "startup-ms": { type: "string" },
  "bot-env": { type: "string", multiple: true },
  "bot-cwd": { type: "string" },
  module: { type: "string", multiple: true },
  "no-rotate": { type: "boolean", default: false },
  duplicate: { type: "boolean", default: false },
  "show-stderr": { type: "boolean", default: false },
  json: { type: "boolean", default: false },
  out: { type: "string" },
  records: { type: "string" },
  progress: { type: "boolean" },
  "no-progress": { type: "boolean" },
  game: { type: "string" },
} as const;

/** Italia's round limit when `--rounds` is not given. */
const DEFAULT_ROUNDS = 25;

/** Options of Italia's arena that a cooperative game's arena refuses by name. */
const ITALIA_ONLY = [
  "rounds",
  "startup-ms",
  "bot-env",
  "bot-cwd",
  "module",
  "no-rotate",
  "duplicate",
  "show-stderr",
  "records",
] as const;

/** Seats of a team game when one bot name is given for all. */
const DEFAULT_TEAM_SEATS = 3;

/** A team game's arena: one table, its lineup from `--bots`/`--bot`. */
async function teamArena(
  id: string,
  v: Record<string, string | string[] | boolean | undefined>,
  int: (name: string, min?: number) => number,
): Promise<number> {
  for (const name of ITALIA_ONLY) {
    if (v[name] !== undefined && v[name] !== false) {
      throw new UsageError(`--${name} is an option of Italia's arena, not of ${id}'s`);
    }
  }
  const text = (name: string) => v[name] as string | undefined;
  const listed =
    text("bots") === undefined
      ? []
      : text("bots")!
          .split(",")
          .map((b) => b.trim());
  let lineup = [...listed, ...((v.bot as string[] | undefined) ?? [])];
  const { team, source } = await loadTeamGame(id);
  const known = Object.keys(team.bots);
  for (const name of lineup) {
    if (!known.includes(name)) {
      throw new UsageError(
        `${id} has no bot ${JSON.stringify(name.slice(0, 40))} (its bots: ${known.join(", ")})`,
      );
    }
  }
  if (lineup.length === 1) lineup = Array.from({ length: DEFAULT_TEAM_SEATS }, () => lineup[0]!);
  const { min, max } = team.game.info.seats;
  if (lineup.length < min || lineup.length > max) {
    throw new UsageError(`give ${min} to ${max} bots, one per seat: --bots a,b,c`);
  }
  const checked = team.game.checkConfig({ players: lineup.length });
  if (!checked.ok) throw new UsageError(`${id}: ${checked.error.message}`);
  const report = await runTeamArena({
    team,
    source,
    tables: [{ config: { players: lineup.length }, lineup }],
    games: int("games"),
    ...(text("seed") === undefined ? {} : { seed: text("seed")! }),
    ...(v.workers === undefined ? {} : { workers: int("workers", 0) }),
    timeControl: { decisionMs: int("decision-ms"), bankMs: int("bank-ms", 0) },
    ...(v["no-progress"] ? { progress: false } : v.progress ? { progress: true } : {}),
  });
  const json = JSON.stringify(report, null, 2);
  const out = text("out");
  if (out) writeFileSync(out, `${json}\n`);
  if (v.json) {
    process.stdout.write(`${json}\n`);
    return 0;
  }
  const t = report.tables[0]!;
  process.stdout.write(
    `${team.game.info.title} · ${t.games} games · ${t.players} seats · ${t.lineup.join(",")} · seed "${quote(report.config.seed)}"\n` +
      `  team win rate ${pct(t.winRate.rate)} [${pct(t.winRate.low)}, ${pct(t.winRate.high)}] (95% Wilson)` +
      `, ${t.wins} won, ${t.unfinished} unfinished, ${t.strikes} strikes\n`,
  );
  return 0;
}

/** Options of Italia's `bot` that a cooperative game's `bot` refuses by name. */
const ITALIA_ONLY_BOT = [
  "rounds",
  "module",
  "no-rotate",
  "duplicate",
  "records",
  "workers",
] as const;

/** A team game's `bot`: the program plays beside the game's bots (`runTeamBot`). */
async function teamBot(
  id: string,
  v: Record<string, string | string[] | boolean | undefined>,
  int: (name: string, min?: number) => number,
): Promise<number> {
  for (const name of ITALIA_ONLY_BOT) {
    if (v[name] !== undefined && v[name] !== false) {
      throw new UsageError(`--${name} is an option of Italia's bot command, not of ${id}'s`);
    }
  }
  const text = (name: string) => v[name] as string | undefined;
  const cmd = text("cmd");
  if (cmd === undefined || cmd.trim() === "") throw new UsageError("--cmd <program> is needed");
  const against = (text("against") ?? "greedy,greedy")
    .split(",")
    .map((b) => b.trim())
    .filter((b) => b !== "");
  const { team, data } = await loadTeamGame(id);
  const known = Object.keys(team.bots);
  for (const name of against) {
    if (!known.includes(name)) {
      throw new UsageError(
        `${id} has no bot ${JSON.stringify(name.slice(0, 40))} (its bots: ${known.join(", ")})`,
      );
    }
  }
  const { min, max } = team.game.info.seats;
  if (against.length + 1 < min || against.length + 1 > max) {
    throw new UsageError(
      `--against: a team of ${min} to ${max} seats, the program included; this one has ${against.length + 1}`,
    );
  }
  const envNames = v["bot-env"] as string[] | undefined;
  const env: Record<string, string> = {};
  for (const name of envNames ?? []) {
    const value = process.env[name];
    if (value !== undefined) env[name] = value;
  }
  const label = text("label") ?? cmd;
  let report: TeamBotReport;
  try {
    report = await runTeamBot({
      game: gamePackage(team.game, { data, bots: team.bots }),
      program: {
        command: cmd,
        label,
        ...(text("startup-ms") === undefined ? {} : { startupMs: int("startup-ms", 0) }),
        ...(envNames ? { env } : {}),
        ...(text("bot-cwd") === undefined ? {} : { cwd: text("bot-cwd")! }),
        ...(v["show-stderr"]
          ? { onStderr: (line: string) => process.stderr.write(`[bot] ${safeText(line)}\n`) }
          : {}),
      },
      against,
      games: int("games"),
      ...(text("seed") === undefined ? {} : { seed: text("seed")! }),
      timeControl: { decisionMs: int("decision-ms"), bankMs: int("bank-ms", 0) },
    });
  } catch (error) {
    if (error instanceof RangeError) throw new UsageError(`${id}: ${error.message}`);
    throw error;
  }
  const json = JSON.stringify(report, null, 2);
  const out = text("out");
  if (out) writeFileSync(out, `${json}\n`);
  process.stdout.write(
    v.json
      ? `${json}\n`
      : `${team.game.info.title} · ${report.games} games · ${against.length + 1} seats · ${quote(label, 40)} with ${against.join(",") || "no other seat"} · seed "${quote(report.seed)}"\n` +
          `  team win rate ${pct(report.winRate.rate)} [${pct(report.winRate.low)}, ${pct(report.winRate.high)}] (95% Wilson)` +
          `, ${report.wins} won; the program: ${report.decisions} decisions, ${report.strikes} strikes\n`,
  );
  if (report.strikes > 0) {
    process.stderr.write(
      `italia-bots: ${quote(label, 80)}: ${report.strikes} answers refused and replaced by fallback moves (strikes)\n`,
    );
    return 1;
  }
  return 0;
}

/** `arena` (a lineup) or `bot` (a program against a lineup). */
async function arena(command: "arena" | "bot", args: string[]): Promise<number> {
  const { values } = asUsage(() =>
    parseArgs({
      args,
      options:
        command === "arena"
          ? { ...ARENA_OPTIONS, bot: { type: "string", multiple: true }, bots: { type: "string" } }
          : {
              ...ARENA_OPTIONS,
              cmd: { type: "string" },
              label: { type: "string" },
              against: { type: "string" },
            },
    }),
  );
  const v = values as Record<string, string | string[] | boolean | undefined>;
  const text = (name: string) => v[name] as string | undefined;
  const int = (name: string, min = 1): number => {
    const t = text(name);
    const n = Number(t);
    if (t === undefined || t.trim() === "" || !Number.isInteger(n) || n < min) {
      throw new UsageError(`--${name} needs a whole number ≥ ${min}, not "${t}"`);
    }
    return n;
  };
  const game = gameOption(text("game"));
  if (game !== ITALIA) return command === "bot" ? teamBot(game, v, int) : teamArena(game, v, int);
  let lineup: BotSpec[];
  if (command === "arena") {
    const listed = text("bots") === undefined ? [] : asUsage(() => parseLineup(text("bots")!));
    lineup = [...listed, ...((v.bot as string[] | undefined) ?? [])].map(normalizeSpec);
    if (lineup.length !== 3 && lineup.length !== 4) {
      throw new UsageError("give 3 or 4 bots: --bots a,b,c (or one --bot option per seat)");
    }
  } else {
    const cmd = text("cmd");
    if (cmd === undefined || cmd.trim() === "") throw new UsageError("--cmd <program> is needed");
    const against = asUsage(() => parseLineup(text("against") ?? "greedy,greedy,greedy"));
    lineup = [{ command: cmd, label: text("label") ?? cmd }, ...against.map(normalizeSpec)];
    if (lineup.length !== 3 && lineup.length !== 4) {
      throw new UsageError("--against needs 2 or 3 bots (a game has 3 or 4 seats)");
    }
  }
  const startup = text("startup-ms");
  const envNames = v["bot-env"] as string[] | undefined;
  const passed: Record<string, string> = {};
  for (const name of envNames ?? []) {
    const value = process.env[name];
    if (value !== undefined) passed[name] = value;
  }
  const cwd = text("bot-cwd");
  const bots = lineup.map((spec): BotSpec => {
    if (typeof spec !== "object" || !("command" in spec)) return spec;
    return {
      ...spec,
      ...(v["show-stderr"] ? { showStderr: true } : {}),
      ...(startup === undefined ? {} : { startupMs: int("startup-ms", 0) }),
      ...(envNames ? { env: { ...spec.env, ...passed } } : {}),
      ...(cwd === undefined ? {} : { cwd }),
    };
  });
  const report = await runArena({
    bots,
    games: int("games"),
    ...(text("seed") === undefined ? {} : { seed: text("seed")! }),
    ...(v.workers === undefined ? {} : { workers: int("workers", 0) }),
    limit: { rounds: text("rounds") === undefined ? DEFAULT_ROUNDS : int("rounds") },
    timeControl: { decisionMs: int("decision-ms"), bankMs: int("bank-ms", 0) },
    rotate: !v["no-rotate"],
    duplicate: Boolean(v.duplicate),
    modules: (v.module as string[] | undefined) ?? [],
    ...(v["no-progress"] ? { progress: false } : v.progress ? { progress: true } : {}),
    ...(text("records") === undefined ? {} : { recordsDir: text("records")! }),
  });
  const json = JSON.stringify(report, null, 2);
  const out = text("out");
  if (out) writeFileSync(out, `${json}\n`);
  process.stdout.write(v.json ? `${json}\n` : `${formatReport(report)}\n`);
  if (v.json)
    for (const w of report.warnings) process.stderr.write(`italia-bots: warning: ${safeText(w)}\n`);
  if (command === "bot") {
    const label = (lineup[0] as { label: string }).label;
    const mine = report.bots.find((b) => b.label === label);
    if (mine && mine.strikes > 0) {
      process.stderr.write(
        `italia-bots: ${quote(label, 80)}: ${mine.strikes} answers refused and replaced by fallback moves (strikes)\n`,
      );
      return 1;
    }
  }
  return 0;
}

/**
 * `head` then `text` wrapped in the column after it, so each line fits 80 columns (text from a
 * registered bot is made safe to print).
 */
function column(head: string, text: string): string {
  const indent = " ".repeat(head.length + 1);
  const lines = wrapText(safeText(text), REPORT_COLUMNS - indent.length).map((l, i) =>
    i === 0 ? `${head} ${l}` : `${indent}${l.slice(2)}`,
  );
  return `${lines.join("\n")}\n`;
}

/**
 * The `--game` of `args` (`--game ID` or `--game=ID`) and `args` without it; `undefined` when
 * not given.
 */
function takeGame(args: readonly string[]): { game: string | undefined; rest: string[] } {
  const rest: string[] = [];
  let game: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === "--") {
      rest.push(...args.slice(i));
      break;
    }
    if (a === "--game") {
      game = args[i + 1] ?? "";
      i++;
    } else if (a.startsWith("--game=")) game = a.slice("--game=".length);
    else rest.push(a);
  }
  return { game, rest };
}

/** `decide [--game <id>]`: Italia's positions, or another game's (read by its conformance entry). */
async function decide(args: string[]): Promise<number> {
  const out = (line: string) => process.stdout.write(`${line}\n`);
  const err = (line: string) => process.stderr.write(`${line}\n`);
  const { game: given, rest } = takeGame(args);
  const game = gameOption(given);
  if (game === ITALIA) return decideCommand(rest, out, err);
  const { team, data } = await loadTeamGame(game);
  return decideGameCommand(
    gamePackage(team.game, { data, bots: team.bots }),
    await loadPositions(game),
    rest,
    out,
    err,
  );
}

/** `list [--game <id>]`: a game's bots (Italia's with their options). */
async function list(args: string[]): Promise<number> {
  const { values } = asUsage(() => parseArgs({ args, options: { game: { type: "string" } } }));
  const game = gameOption(values.game);
  if (game !== ITALIA) registerGameBots((await loadTeamGame(game)).team);
  for (const b of registeredGameBots(game)) {
    if (b.description === "") {
      process.stdout.write(`${safeText(b.name)}\n`); // a bot without a description: its name
      continue;
    }
    process.stdout.write(column(b.name.padEnd(12), b.description));
    for (const [key, o] of Object.entries(b.options ?? {})) {
      process.stdout.write(column(`${"".padEnd(14)}${key.padEnd(18)}`, o.description ?? o.type));
    }
  }
  return 0;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command !== undefined && rest.some((a) => a === "--help" || a === "-h")) {
    process.stdout.write(HELP);
    return 0;
  }
  switch (command) {
    case "arena":
    case "bot":
      return arena(command, rest);
    case "list":
      return list(rest);
    case "odds":
      return oddsCommand(
        rest,
        (text) => process.stdout.write(text),
        (text) => process.stderr.write(text),
      );
    case "decide":
      return decide(rest);
    case undefined:
    case "help":
    case "--help":
    case "-h":
      process.stdout.write(HELP);
      return command === undefined ? 2 : 0;
    default:
      process.stderr.write(`unknown command "${quote(command)}"\n\n${HELP}`);
      return 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const usage =
      error instanceof UsageError ||
      error instanceof BotSpecError ||
      error instanceof DecideUsageError;
    process.stderr.write(
      `italia-bots: ${quote(error instanceof Error ? error.message : String(error), 500)}\n` +
        (usage ? "(italia-bots help shows the usage)\n" : ""),
    );
    process.exitCode = usage ? 2 : 1;
  },
);
