/**
 * Measuring a bot program at a cooperative game ({@link runTeamBot}): the program plays whole
 * games beside the game's own bots, its seat moving round the table from game to game, and is
 * reported with the team's win rate (95% Wilson interval), its decisions and its strikes. The
 * cooperative counterpart of `italia-bots bot`'s arena for Italia; `italia-bots bot --game <id>`
 * and `italia bot --game <id>` run it. Node.js only.
 *
 * @module
 */
import type { AnyGame, ConfigOf, Json } from "@italia/game-kit";
import type { GameBot } from "./bot.js";
import { shippedBot } from "./bot-registry.js";
import type { TimeControl } from "./clock.js";
import { ExternalBot } from "./external.js";
import type { GamePackage } from "./game-package.js";
import { GameHost, type SeatPlayer } from "./host.js";
import { randomSeed } from "./seeds.js";
import type { CommandSpec } from "./specs.js";
import { type Interval, wilson } from "./stats.js";

/** The program {@link runTeamBot} measures: a command spec and what to do with its stderr. */
export interface TeamBotProgram extends CommandSpec {
  /** Called with each line the program writes to stderr (default: the lines are dropped). */
  readonly onStderr?: (line: string) => void;
}

/** Options of {@link runTeamBot}. */
export interface TeamBotOptions<G extends AnyGame> {
  /** The game's package: its bots (the program's team mates, by name) and its data for programs. */
  readonly game: GamePackage<G>;
  /** The program (its `label` names it in the report; default: the command line). */
  readonly program: TeamBotProgram;
  /** The team mates: one bot name of the package per other seat. */
  readonly against: readonly string[];
  /**
   * The game's config, as its `checkConfig` reads it (default `{ players: <seats> }`); its seat
   * count must be the team mates and the program.
   */
  readonly config?: unknown;
  /** How many games to play (at least 1). */
  readonly games: number;
  /** The base seed: game `g` is seeded `<seed>/<g>` (default: a fresh {@link randomSeed}). */
  readonly seed?: string;
  /** Time per decision and bank for every seat (default 1000 ms per decision, no bank). */
  readonly timeControl?: TimeControl;
}

/** What {@link runTeamBot} measured: plain JSON. */
export interface TeamBotReport {
  readonly format: "team-bot/1";
  readonly game: { readonly id: string; readonly version: string };
  /** The program's name. */
  readonly bot: string;
  /** The config every game was played with, as the game checked it. */
  readonly config: Json;
  readonly against: readonly string[];
  readonly seed: string;
  readonly games: number;
  /** Games the team won (every seat's result a win), and the rate with its 95% Wilson interval. */
  readonly wins: number;
  readonly winRate: Interval;
  /** The program's answers refused and replaced by a fallback. */
  readonly strikes: number;
  /** Decisions the program was asked. */
  readonly decisions: number;
}

/** The config checked for `seats` seats, or a RangeError saying what is wrong. */
function checkedConfig<G extends AnyGame>(game: G, given: unknown, seats: number): ConfigOf<G> {
  if (game.info.play !== "cooperative") {
    throw new RangeError(
      `${game.info.title} is not a cooperative game: measure its bots in an arena`,
    );
  }
  const checked = game.checkConfig(given ?? { players: seats });
  if (!checked.ok) {
    const where = checked.error.path ? ` at ${checked.error.path}` : "";
    throw new RangeError(`the config is refused${where}: ${checked.error.message}`);
  }
  const wanted = game.seatCount(checked.value);
  if (wanted !== seats) {
    throw new RangeError(
      `the config has ${wanted} seats; the program and its team mates are ${seats}`,
    );
  }
  return checked.value as ConfigOf<G>;
}

/**
 * Plays `games` games of a cooperative game: the program (over the JSON-lines protocol, version
 * 2) at seat `g % seats` of game `g`, the named bots of the game's package in the other seats in
 * order; reports the team's win rate with its 95% Wilson interval and the program's strikes and
 * decisions. The same options play the same games (unless a bot runs out of time).
 *
 * @throws RangeError for fewer than one game, a game that is not cooperative or a config it
 *   refuses; BotSpecError for a team mate the game does not have — before any game is played
 * @example
 * ```ts
 * import { gamePackage } from "@italia/bot-sdk";
 * import { runTeamBot } from "@italia/bot-sdk/node";
 * import { DATA, RADETZKY_BOTS, radetzky } from "@italia/radetzky";
 * const report = await runTeamBot({
 *   game: gamePackage(radetzky, { data: DATA, bots: RADETZKY_BOTS }),
 *   program: { command: "python3 my_bot.py", label: "mine" },
 *   against: ["greedy", "greedy"],
 *   games: 20,
 * });
 * console.log(report.winRate, report.strikes);
 * ```
 */
export async function runTeamBot<G extends AnyGame>(
  options: TeamBotOptions<G>,
): Promise<TeamBotReport> {
  const { game: pkg, program, against } = options;
  const { game } = pkg;
  if (!Number.isInteger(options.games) || options.games < 1) {
    throw new RangeError("a team bot run plays at least one game");
  }
  const seats = against.length + 1;
  const config = checkedConfig(game, options.config, seats);
  const mate = (name: string): GameBot<G> => shippedBot(pkg, name);
  for (const name of against) mate(name);
  const label =
    program.label ??
    (typeof program.command === "string" ? program.command : program.command.join(" "));
  const seed = options.seed ?? randomSeed();
  let wins = 0;
  let strikes = 0;
  let decisions = 0;
  for (let g = 0; g < options.games; g++) {
    const bot = new ExternalBot<G>({
      command: program.command,
      name: label,
      game: pkg,
      ...(program.startupMs === undefined ? {} : { startupMs: program.startupMs }),
      ...(program.maxRestarts === undefined ? {} : { maxRestarts: program.maxRestarts }),
      ...(program.env === undefined ? {} : { env: program.env }),
      ...(program.cwd === undefined ? {} : { cwd: program.cwd }),
      ...(program.onStderr ? { onStderr: program.onStderr } : {}),
    });
    const seat = g % seats;
    const team = against.map(mate);
    const players = [...team.slice(0, seat), bot, ...team.slice(seat)];
    const commandLine =
      typeof program.command === "string" ? program.command : program.command.join(" ");
    const host = GameHost.play(pkg, config, `${seed}/${g}`, players as SeatPlayer<G>[], {
      timeControl: options.timeControl ?? {},
      seats: players.map((p) => ({
        name: p.name,
        bot: p === bot ? `cmd:${commandLine}` : p.name,
      })),
    });
    try {
      await host.runBots();
    } finally {
      await host.end();
    }
    if (game.outcome(host.state)?.results[seat] === "win") wins++;
    strikes += host.strikes.filter((s) => s.seat === seat).length;
    decisions += host.times[seat]!.decisions;
  }
  return {
    format: "team-bot/1",
    game: { id: game.info.id, version: game.info.version },
    bot: label,
    config: config as Json,
    against: [...against],
    seed,
    games: options.games,
    wins,
    winRate: wilson(wins, options.games),
    strikes,
    decisions,
  };
}
