/**
 * The `italia` command.
 *
 * Exit codes: 0 success; 1 a check failed (a vector failed, a record does not hold, a bot had
 * answers refused); 2 bad usage, unreadable input or an unwritable file; 130 `play` or
 * `tournament` interrupted.
 */
import { randomSeed } from "@italia/bot-sdk";
import { Command, InvalidArgumentError, Option } from "commander";
import { arenaCommand, lineupOf } from "./arena.js";
import { unstartableBot } from "./bot-programs.js";
import { GAMES, gameById } from "./games.js";
import {
  NEW_GAME_OPTIONS,
  type NewGameOption,
  type PlayFlags,
  playCommand,
} from "./italia/command.js";
import { roundLimit } from "./italia/options.js";
import { report, simulate } from "./italia/simulate.js";
import { ONLINE_ONLY, type OnlineFlags, onlineBotCommand } from "./online/command.js";
import { decisionMs, naturalInt, positiveInt } from "./option-values.js";
import { outputProblem, writeFileAtomically } from "./output-file.js";
import { type RadetzkyArenaFlags, radetzkyArenaCommand } from "./radetzky/arena.js";
import { type RadetzkyBotFlags, radetzkyBotCommand } from "./radetzky/bot.js";
import { type PlayOptionValues, routePlay } from "./radetzky/command.js";
import {
  RADETZKY_BOT_NAMES,
  radetzkyConfig,
  radetzkyReport,
  simulateRadetzky,
} from "./radetzky/simulate.js";
import { useColour } from "./render.js";
import { replayFile } from "./replay.js";
import { type TournamentFlags, tournamentCommand } from "./tournament/command.js";
import { verify } from "./verify.js";
import { counted } from "./words.js";

/** Reads `--players` of a tournament: 3 or 4 seats per table (R2.1). */
function tableSize(value: string): 3 | 4 {
  if (value !== "3" && value !== "4") {
    throw new InvalidArgumentError("a table has 3 or 4 seats (R2.1)");
  }
  return Number(value) as 3 | 4;
}

/** Collects a repeatable option's values. */
function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}

interface SimulateFlags {
  game: string;
  mode?: string;
  difficulty?: string;
  handInfo?: string;
  seed?: string;
  players?: string;
  bots?: string;
  rounds: number;
  log?: boolean;
  record?: string;
  json?: boolean;
}

// A reader that stops early (`italia play | head`, `2>&1 | head`) is not an error.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (e: NodeJS.ErrnoException) => {
    if (e.code === "EPIPE") process.exit(0);
    throw e;
  });
}

const program = new Command()
  .name("italia")
  .description("Italia in the terminal: play, simulate, replay and verify games, run bot arenas.")
  .version(
    GAMES.map((g) => `${g.id} ${g.package.game.info.version}`).join("\n"),
    "-V, --version",
    "print each game's rules version",
  )
  .addHelpText(
    "after",
    `
Exit codes: 0 success; 1 a check failed (a vector failed, a record does not
hold, a bot had answers refused); 2 bad usage, input that cannot be read or a
file that cannot be written; 130 interrupted with Ctrl-C (play: the game is
saved; tournament: the standings so far). Guide: docs/cli.md.`,
  )
  .showHelpAfterError("(add --help for usage and examples)")
  .exitOverride((err) => {
    process.exit(err.exitCode === 0 ? 0 : 2);
  });

program
  .command("verify")
  .description("Run conformance vector files (see conformance.md) against the engine.")
  .argument("<paths...>", "vector files, or folders of .json vector files")
  .addHelpText(
    "after",
    `
Prints "PASS name" or "FAIL name: what differed" per vector.
Exit codes: 0 all passed, 1 a vector failed or was malformed (or a file held
no vectors), 2 a file could not be read.

Examples:
  $ italia verify packages/engine/vectors
  $ italia verify my-vectors.json other.json`,
  )
  .action((paths: string[]) => {
    const result = verify(paths);
    for (const line of result.lines) console.log(line);
    console.log(`${result.passed} passed, ${result.failed} failed`);
    process.exitCode = result.unreadable > 0 ? 2 : result.failed > 0 ? 1 : 0;
  });

program
  .command("simulate")
  .description("Play a whole game between bots (default: random players) and print the outcome.")
  .option("--game <id>", "the game: italia or radetzky", "italia")
  .option(
    "--seed <seed>",
    "seed of the game (same seed, same game; default: 128 random bits, printed)",
  )
  .option(
    "--bots <list>",
    "3 or 4 bots, comma-separated, as for arena: random, greedy, strong, cmd:PROGRAM (default: random players)",
  )
  .addOption(
    new Option(
      "--players <n>",
      "number of players with --bots left out (Italia: 3 or 4, default 4; Radetzky: 1 to 5, default 3)",
    ).choices(["1", "2", "3", "4", "5"]),
  )
  .option("--rounds <n>", "round limit before the Sdadata (R11.4)", roundLimit, 25)
  .option("--mode <mode>", "Radetzky: basic or advanced (default basic)")
  .option("--difficulty <n>", "Radetzky: -4 to 4 (default 0)")
  .option(
    "--hand-info <info>",
    "Radetzky: what seats see of the others' hands: open, iconCount, closed",
  )
  .option("--log", "print every turn, attack and conquest")
  .option("--record <file>", "write the game record (game-record/1) to this file")
  .option("--json", "print the outcome and the game record as JSON")
  .addHelpText(
    "after",
    `
Examples:
  $ italia simulate --seed 7 --players 3
  $ italia simulate --seed 7 --log
  $ italia simulate --seed 7 --bots greedy,strong,random
  $ italia simulate --record game.json && italia replay game.json
  $ italia simulate --game radetzky --bots greedy,greedy,random --difficulty -1`,
  )
  .action(async (opts: SimulateFlags) => {
    const chosen = gameById(opts.game);
    if (typeof chosen === "string") {
      process.stderr.write(`italia simulate: ${chosen}\n`);
      process.exitCode = 2;
      return;
    }
    if (chosen.id === "radetzky") return simulateRadetzkyCommand(opts);
    for (const flag of ["mode", "difficulty", "handInfo"] as const) {
      if (opts[flag] !== undefined) {
        const name = flag === "handInfo" ? "--hand-info" : `--${flag}`;
        process.stderr.write(`italia simulate: ${name} is an option of Radetzky, not of Italia.\n`);
        process.exitCode = 2;
        return;
      }
    }
    if (opts.players !== undefined && opts.players !== "3" && opts.players !== "4") {
      process.stderr.write(
        `italia simulate: Italia has 3 or 4 players (R2.1), not ${opts.players}.\n`,
      );
      process.exitCode = 2;
      return;
    }
    const players = Number(opts.players ?? 4);
    const bots =
      opts.bots === undefined ? Array(players).fill("random") : lineupOf(opts.bots, "simulate");
    if (bots === null) {
      process.exitCode = 2;
      return;
    }
    if (bots.length !== 3 && bots.length !== 4) {
      process.stderr.write(
        `italia simulate: a game has 3 or 4 seats; the lineup has ${counted(bots.length, "bot")}.\n`,
      );
      process.exitCode = 2;
      return;
    }
    if (opts.players !== undefined && Number(opts.players) !== bots.length) {
      process.stderr.write(
        `italia simulate: --players ${opts.players} but the lineup has ${counted(bots.length, "bot")}.\n`,
      );
      process.exitCode = 2;
      return;
    }
    const unstartable = unstartableBot(bots);
    if (unstartable) {
      process.stderr.write(`italia simulate: ${unstartable}\n`);
      process.exitCode = 2;
      return;
    }
    const problem = opts.record === undefined ? null : outputProblem(opts.record);
    if (problem) {
      process.stderr.write(
        `italia simulate: cannot write the game record to ${opts.record}: ${problem}\n`,
      );
      process.exitCode = 2;
      return;
    }
    let game: Awaited<ReturnType<typeof simulate>>;
    try {
      game = await simulate({ seed: opts.seed ?? randomSeed(), bots, rounds: opts.rounds });
    } catch (e) {
      process.stderr.write(`italia simulate: ${(e as Error).message}\n`);
      process.exitCode = 2;
      return;
    }
    if (opts.record) writeFileAtomically(opts.record, `${JSON.stringify(game.record, null, 1)}\n`);
    if (opts.json) {
      const { endReason, winner, round } = game.state;
      const { outcome } = game.record;
      console.log(JSON.stringify({ endReason, winner, round, outcome, record: game.record }));
    } else {
      console.log(report(game, useColour(process.stdout), Boolean(opts.log)));
    }
  });

/**
 * Adds the options about bot programs that every command starting them takes: the start-up
 * allowance, the environment variables passed on, and the working folder.
 */
function programOptions(command: Command): Command {
  return command
    .option(
      "--startup-ms <n>",
      "start-up allowance of bot programs in milliseconds, on top of the decision that starts one (default 10000)",
      decisionMs,
    )
    .option(
      "--bot-env <name>",
      "pass this environment variable to bot programs (repeatable); they get only PATH, LANG and a private HOME otherwise",
      collect,
    )
    .option(
      "--bot-cwd <dir>",
      "working folder of bot programs (default: a fresh private folder each, removed afterwards)",
    );
}

programOptions(
  program
    .command("play")
    .description(
      "Play a whole game in the terminal, against bots and/or other people at the same keyboard.",
    )
    .option("--game <id>", "the game: italia or radetzky", "italia")
    .option("--seed <seed>", "seed of the game (default: a random one, printed)")
    .addOption(
      new Option("--players <n>", "number of seats (Italia: 3 or 4; Radetzky: 1 to 5, default 3)")
        .choices(["1", "2", "3", "4", "5"])
        .default("4"),
    )
    .option(
      "--bots <list>",
      "bots for the last seats, comma-separated (random, greedy, strong, strong-fast, cmd:PROGRAM); the other seats are people (default: greedy for all but one seat)",
    )
    .option(
      "--bot-cmd <command>",
      'seat an external bot program (JSON-lines protocol), e.g. "python3 my_bot.py"; with --resume, the program for the saved game\'s program seats (a record never starts one)',
    )
    .option("--rounds <n>", "round limit before the Sdadata (R11.4)", roundLimit, 25),
)
  .option(
    "--record <file>",
    "where to write the game record (default: italia-game.json, or the first free italia-game-N.json)",
  )
  .option(
    "--resume <file>",
    "continue a saved game from its record (with its own seats, seed and rounds: --seed, --players, --bots and --rounds are refused; programs it names are never started: give --bot-cmd)",
  )
  .option(
    "--force",
    "overwrite the record file if it exists (--record FILE is otherwise refused; italia-game.json otherwise moves to the next free name)",
  )
  .option(
    "--seats <list>",
    `Radetzky: every seat in order, comma-separated: human, or a bot (${RADETZKY_BOT_NAMES.join(", ")}, cmd:PROGRAM)`,
  )
  .option("--mode <mode>", "Radetzky: basic or advanced (default basic)")
  .option("--difficulty <n>", "Radetzky: -4 to 4 (default 0)")
  .option(
    "--hand-info <info>",
    "Radetzky: what seats see of the others' hands: open, iconCount, closed",
  )
  .option("--json", "Radetzky: one JSON object a line (decisions with their choices, events)")
  .addHelpText(
    "after",
    `
In the game, type the number of a choice (and optionally a number of armies or
dice: "3 2"); b shows the board, o your objective and hand, s saves, q saves
and quits, ? helps. The record is saved as the game goes; Ctrl-C says where
and exits with 130.

Examples:
  $ italia play                              you against 3 greedy bots
  $ italia play --players 3 --bots strong,strong
  $ italia play --bots greedy,greedy         two people (hot-seat), two bots
  $ italia play --bot-cmd "python3 my_bot.py" --bots greedy,greedy
  $ italia play --resume italia-game.json
  $ italia play --game radetzky              Radetzky: you and 2 greedy bots
  $ italia play --game radetzky --seats human,greedy,human --hand-info closed`,
  )
  .action(async (opts: PlayFlags & PlayOptionValues, command: Command) => {
    const routed = await routePlay(opts, (key) => command.getOptionValueSource(key) === "cli");
    if (routed !== null) {
      process.exitCode = routed;
      return;
    }
    const given = (Object.keys(NEW_GAME_OPTIONS) as NewGameOption[]).filter(
      (key) => command.getOptionValueSource(key) === "cli",
    );
    process.exitCode = await playCommand(opts, given);
  });

/** Adds the options every arena run takes (the same as `italia-bots arena` and `bot`). */
function arenaOptions(command: Command): Command {
  return programOptions(
    command
      .option("--game <id>", "the game: italia (default) or radetzky", "italia")
      .option("--games <n>", "games to play", positiveInt, 100)
      .option(
        "--seed <seed>",
        "secret base seed of the deals: the same seed plays the same deals (default: 128 random bits, in the report at the end)",
      )
      .option("--rounds <n>", "round limit of each game (R11.4)", roundLimit, 25)
      .option("--workers <n>", "worker threads (default: one per CPU; 0 = this thread)", naturalInt)
      .option("--decision-ms <n>", "time per bot decision in milliseconds", decisionMs, 1000)
      .option("--bank-ms <n>", "extra time bank per game and seat, in milliseconds", naturalInt, 0)
      .option(
        "--module <file>",
        "import a module first (e.g. one that calls registerBot); repeatable",
        collect,
      )
      .option(
        "--no-rotate",
        "keep the lineup in the same seats (default: every bot plays every seat)",
      )
      .option(
        "--duplicate",
        "play each deal once per rotation of the seats (default: a fresh deal every game); bots may remember deals",
      )
      .option("--show-stderr", 'copy what bot programs write to stderr to stderr, as "[bot] line"'),
  )
    .option("--json", "print the JSON report (italia-arena/1)")
    .option("--out <file>", "also write the JSON report to a file")
    .option(
      "--records <dir>",
      "write every game as a game record (game-record/1, for italia replay) into this folder",
    )
    .option("--progress", "draw the progress bar on stderr even when it is not a terminal")
    .option(
      "--no-progress",
      "never draw the progress bar (default: only when stderr is a terminal)",
    );
}

arenaOptions(
  program
    .command("arena")
    .description(
      "Play many bot-against-bot games with seat rotation and report win rates, scores and ratings.",
    )
    .requiredOption(
      "--bots <list>",
      "3 or 4 bots, comma-separated: random, greedy, strong, strong-fast, strong:iterations=64, cmd:PROGRAM (Radetzky: the team's bots, one per seat or one for all; lineups separated by /)",
    )
    .option("--players <list>", "Radetzky: seat counts, comma-separated (e.g. 1,3,5)")
    .option("--mode <mode>", "Radetzky: basic or advanced (default basic)")
    .option(
      "--difficulty <list>",
      "Radetzky: difficulties from -4 to 4, comma-separated (default 0)",
    )
    .option("--hand-info <info>", "Radetzky: what seats see of the others' hands"),
)
  .addHelpText(
    "after",
    `
Every deal is played once per rotation of the lineup, so every bot plays every
seat. Win rates come with 95% Wilson intervals; ratings are Elo fitted to all
pairwise results.

Examples:
  $ italia arena --bots greedy,random,random,random --games 400
  $ italia arena --bots greedy,strong,random,random --games 1000 --json > r.json

Radetzky is cooperative: its arena reports the team's win rate per seat count,
lineup and difficulty:
  $ italia arena --game radetzky --bots random/greedy --players 1,3,5`,
  )
  .action(async (opts: RadetzkyArenaFlags & { game: string }, command: Command) => {
    const chosen = gameById(opts.game);
    if (typeof chosen !== "string" && chosen.id === "radetzky") {
      const given = Object.keys(opts).filter((key) => command.getOptionValueSource(key) === "cli");
      process.exitCode = await radetzkyArenaCommand(opts, given);
      return;
    }
    const radetzkyOnly = ["players", "mode", "difficulty", "handInfo"].find(
      (key) => command.getOptionValueSource(key) === "cli",
    );
    if (radetzkyOnly !== undefined && typeof chosen !== "string") {
      const flag = radetzkyOnly === "handInfo" ? "--hand-info" : `--${radetzkyOnly}`;
      process.stderr.write(
        `italia arena: ${flag} is an option of Radetzky's arena (--game radetzky), not of Italia's.\n`,
      );
      process.exitCode = 2;
      return;
    }
    if (!italiaOnly("arena", opts.game)) return;
    const bots = lineupOf(opts.bots, "arena");
    process.exitCode = bots === null ? 2 : await arenaCommand(bots, opts, "arena");
  });

arenaOptions(
  program
    .command("bot")
    .description(
      "Measure an external bot program (JSON-lines protocol, see docs/bots.md) in an arena, or play it in an online room (--server).",
    )
    .option("--cmd <command>", 'the program, e.g. "python3 my_bot.py"')
    .option("--label <name>", "the program's name in the report (default: the command)")
    .option(
      "--against <list>",
      "the other seats, comma-separated (Radetzky: the team's bots, default greedy,greedy)",
      "greedy,greedy,greedy",
    )
    .option("--mode <mode>", "Radetzky: basic or advanced (default basic)")
    .option("--difficulty <n>", "Radetzky: -4 to 4 (default 0)")
    .option("--hand-info <info>", "Radetzky: what seats see of the others' hands"),
)
  .option("--server <url>", "play in an online room of this Italia server, e.g. http://host:8080")
  .option("--room <id>", "with --server: the room's id (the ?room= part of the invite link)")
  .option("--bot <name>", "with --server: a built-in bot instead of --cmd (greedy, strong, …)")
  .option(
    "--seat <n>",
    "with --server: the free seat to take, from 1 (Italia: 1 to 4, Radetzky: 1 to 5; default: the first free)",
  )
  .option("--name <name>", "with --server: the name shown in the room (default: the label)")
  .option(
    "--credential-file <file>",
    "with --server: come back to the seat saved in FILE, or save the new seat's credential there",
  )
  .addHelpText(
    "after",
    `
The program answers each decision on stdin/stdout; a late, malformed or illegal
answer is replaced by a safe action and counted as a strike in the report.
Exit codes: 0 no strikes, 1 the program had answers refused (strikes), 2 bad
usage or a program that cannot be started at all. To play against it yourself:
italia play --bot-cmd "python3 my_bot.py".

Online (--server): the bot takes a free seat in a room (or its own seat again
with --credential-file) and plays it over the same protocol until the game
ends; --decision-ms, --bank-ms and the program options work as in an arena. A
program that fails for good leaves the seat to the room's turn timer. The
room's game must be --game's (default italia); its terms set the config. Exit
codes: 0 the game ended, 1 the room cannot be joined, the connection is lost
or the program failed for good, 2 bad usage or a room of another game.

Examples:
  $ italia bot --cmd "python3 my_bot.py" --games 40
  $ italia bot --cmd "node bot.js" --against random,random --games 200 --json
  $ italia bot --server http://localhost:8080 --room ROOM --cmd "python3 b.py"
  $ italia bot --server http://localhost:8080 --room ROOM --bot strong
  $ italia bot --game radetzky --server http://localhost:8080 --room ROOM \\
      --bot greedy`,
  )
  .action(async (opts: RadetzkyBotFlags & OnlineFlags & { game: string }, command: Command) => {
    const given = Object.keys(opts).filter((key) => command.getOptionValueSource(key) === "cli");
    const chosen = gameById(opts.game);
    if (typeof chosen === "string") {
      process.stderr.write(`italia bot: ${chosen}\n`);
      process.exitCode = 2;
      return;
    }
    if (chosen.id !== "italia") {
      process.exitCode =
        opts.server === undefined
          ? await radetzkyBotCommand(opts, given)
          : await onlineBotCommand(opts, given, chosen);
      return;
    }
    const radetzkyOnly = (["mode", "difficulty", "handInfo"] as const).find((k) =>
      given.includes(k),
    );
    if (radetzkyOnly !== undefined) {
      const flag = radetzkyOnly === "handInfo" ? "--hand-info" : `--${radetzkyOnly}`;
      process.stderr.write(`italia bot: ${flag} is an option of Radetzky, not of Italia.\n`);
      process.exitCode = 2;
      return;
    }
    if (opts.server !== undefined) {
      process.exitCode = await onlineBotCommand(opts, given, chosen);
      return;
    }
    const online = ONLINE_ONLY.find((key) => given.includes(key));
    if (online) {
      process.stderr.write(
        `italia bot: --${online.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} needs --server\n`,
      );
      process.exitCode = 2;
      return;
    }
    if (opts.cmd === undefined) {
      process.stderr.write("italia bot: required option '--cmd <command>' not specified\n");
      process.exitCode = 2;
      return;
    }
    const against = lineupOf(opts.against, "bot");
    if (against === null) {
      process.exitCode = 2;
      return;
    }
    const label = opts.label ?? opts.cmd;
    const lineup = [{ command: opts.cmd, label }, ...against];
    process.exitCode = await arenaCommand(lineup, opts, "bot", label);
  });

programOptions(
  program
    .command("tournament")
    .description(
      "Rate a pool of bots: every table of 3 or 4 drawn from the pool, seats rotated; ratings kept in a file.",
    )
    .option("--game <id>", "the game: italia (the only one rated in tournaments)", "italia")
    .option("--bots <list>", "registered bots of the pool, comma-separated: greedy,random,strong")
    .option(
      "--cmd <program>",
      "a bot program of the pool (JSON-lines protocol); repeatable",
      collect,
    )
    .option(
      "--label <name>",
      "the name of the --cmd program in the same position; repeatable",
      collect,
    )
    .option(
      "--players <n>",
      "seats per table, 3 or 4 (default: 4 when the pool has 4 bots or more)",
      tableSize,
    )
    .option("--deals <n>", "rotations each table plays: players × n games", positiveInt, 1)
    .option("--ratings <file>", "OpenSkill ratings, read first and written back (atomically)")
    .option(
      "--seed <seed>",
      "secret base seed of the deals (default: 128 random bits, printed and saved in the ratings at the end)",
    )
    .option(
      "--duplicate",
      "play each deal once per rotation of a table's seats (default: a fresh deal every game); bots may remember deals",
    )
    .option("--rounds <n>", "round limit of each game (R11.4)", roundLimit, 25)
    .option("--workers <n>", "worker threads (default: one per CPU; 0 = this thread)", naturalInt)
    .option("--decision-ms <n>", "time per bot decision in milliseconds", decisionMs, 1000)
    .option("--bank-ms <n>", "extra time bank per game and seat, in milliseconds", naturalInt, 0),
)
  .option(
    "--module <file>",
    "import a module first (e.g. one that calls registerBot); repeatable",
    collect,
  )
  .option("--show-stderr", 'copy what bot programs write to stderr to stderr, as "[bot] line"')
  .option("--json", "print the standings as JSON (italia-tournament/1)")
  .option(
    "--records <dir>",
    "write every game as a game record (game-record/1) into DIR/table-<n>/game-<k>.json",
  )
  .option("--progress", "print a line on stderr as each game ends")
  .addHelpText(
    "after",
    `
Every table (each set of 3 or 4 bots of the pool; with a smaller pool, bots
take several seats) plays --deals rotations of its seats, a fresh deal every
game (--duplicate: each deal once per rotation). Games are rated with OpenSkill
(Plackett-Luce) from their final ranks; standings are ordered by mu - 3 sigma.
Without --seed, each run draws a random seed, printed at the end. Ctrl-C
prints the standings so far and saves the ratings (exit 130).

Examples:
  $ italia tournament --bots greedy,random,strong-fast --ratings ratings.json
  $ italia tournament --bots greedy,random --cmd "python3 my_bot.py" --deals 4`,
  )
  .action(async (opts: TournamentFlags & { game: string }) => {
    if (!italiaOnly("tournament", opts.game)) return;
    process.exitCode = await tournamentCommand(opts);
  });

program
  .command("replay")
  .description("Replay a game record, check every step and the recorded result, print the outcome.")
  .argument("<file>", "a game record (game-record/1 of any game, or Italia's italia-record/2)")
  .option("--json", "print the outcome as JSON")
  .addHelpText(
    "after",
    `
Exit codes: 0 the record holds, 1 a step is illegal or a recorded result
differs (the first offending step is named), 2 the file cannot be read.

Examples:
  $ italia replay game.json
  $ italia replay game.json --json`,
  )
  .action((file: string, opts: { json?: boolean }) => {
    const r = replayFile(file, useColour(process.stdout), Boolean(opts.json));
    process.stdout.write(r.out);
    process.stderr.write(r.err);
    process.exitCode = r.code;
  });

/** `italia simulate --game radetzky`: checks the options, plays, prints (or writes) the outcome. */
async function simulateRadetzkyCommand(opts: SimulateFlags): Promise<void> {
  const fail = (message: string) => {
    process.stderr.write(`italia simulate: ${message}\n`);
    process.exitCode = 2;
  };
  const players = Number(opts.players ?? 3);
  const bots =
    opts.bots === undefined ? Array(players).fill("random") : lineupOf(opts.bots, "simulate");
  if (bots === null) {
    process.exitCode = 2;
    return;
  }
  if (opts.players !== undefined && Number(opts.players) !== bots.length) {
    return fail(`--players ${opts.players} but the lineup has ${counted(bots.length, "bot")}.`);
  }
  const unknown = bots.find((b) => !(RADETZKY_BOT_NAMES as string[]).includes(b));
  if (unknown !== undefined) {
    return fail(
      `no Radetzky bot named ${JSON.stringify(unknown.slice(0, 40))} (known: ${RADETZKY_BOT_NAMES.join(", ")}).`,
    );
  }
  const difficulty = opts.difficulty === undefined ? 0 : Number(opts.difficulty);
  const config = radetzkyConfig({
    players: bots.length,
    ...(opts.mode === undefined ? {} : { mode: opts.mode }),
    difficulty: Number.isFinite(difficulty) ? difficulty : opts.difficulty,
    ...(opts.handInfo === undefined ? {} : { handInfo: opts.handInfo }),
  });
  if (typeof config === "string") return fail(config);
  const problem = opts.record === undefined ? null : outputProblem(opts.record);
  if (problem) return fail(`cannot write the game record to ${opts.record}: ${problem}`);
  const game = await simulateRadetzky(config, bots, opts.seed ?? randomSeed());
  if (opts.record) writeFileAtomically(opts.record, `${JSON.stringify(game.record, null, 1)}\n`);
  if (opts.json) console.log(JSON.stringify({ outcome: game.record.outcome, record: game.record }));
  else console.log(radetzkyReport(game));
}

/**
 * Whether `game` (`--game`) is Italia, for the commands that rank competing bots; otherwise says
 * why on stderr (an unknown game lists the known ones) and sets exit code 2.
 */
function italiaOnly(command: string, game: string): boolean {
  const chosen = gameById(game);
  if (typeof chosen !== "string" && chosen.id === "italia") return true;
  const why =
    typeof chosen === "string"
      ? chosen
      : `${chosen.title} is a cooperative game: its bots play as a team, so there is nothing to rank; measure teams with italia arena --game ${chosen.id}, a bot program with italia bot --game ${chosen.id} --cmd PROGRAM`;
  process.stderr.write(`italia ${command}: ${why}\n`);
  process.exitCode = 2;
  return false;
}

await program.parseAsync();
