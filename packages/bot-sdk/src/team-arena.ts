/**
 * The team arena: many games of a cooperative game — one where every seat shares the result, as
 * the Patriots of Radetzky do against the game itself — played by teams of bots at several
 * tables (a game config and a lineup), reported as the team's win rate with its 95% Wilson
 * interval per table: per seat count, lineup and config (difficulty, mode…). Node.js only.
 *
 * Deal `d` of every table is seeded with {@link keyedSeed}`(seed, "deal/<d>")`, so two tables
 * with the same config play the same deals: lineups are compared on common games, and their
 * difference is less noisy than two independent samples would make it.
 *
 * @module
 */
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { AnyGame, ConfigOf, Json } from "@italia/game-kit";
import { runOnWorkers } from "./arena-pool.js";
import { type ShippedBots, shippedBot } from "./bot-registry.js";
import type { TimeControl } from "./clock.js";
import { keyedSeed } from "./deal-seeds.js";
import { GameHost, type SeatPlayer } from "./host.js";
import { BotSpecError } from "./options.js";
import { ProgressBar } from "./progress.js";
import { randomSeed } from "./seeds.js";
import { type Interval, mean, wilson } from "./stats.js";
import type { TurnLimit } from "./turn-limit.js";

/**
 * A game and the bots that may sit at it, by name: a cooperative game for the team arena, a
 * competitive one for `runArena`'s `game`. A game's package (`GamePackage`) is one.
 */
export type TeamGame<G extends AnyGame = AnyGame> = ShippedBots<G>;

/** One table of a team arena: the game's config (its seat count included) and who plays. */
export interface TeamTable<G extends AnyGame = AnyGame> {
  /** The config as the game's `checkConfig` reads it: fields left out take their defaults. */
  readonly config: Partial<ConfigOf<G>>;
  /** One bot name per seat, names of the team game's `bots`. */
  readonly lineup: readonly string[];
}

/**
 * Where worker threads find the {@link TeamGame}: a module (a package name, a path or a
 * `file:` URL) and the name of its export, e.g. `{ module: "@italia/radetzky", export: "radetzkyTeam" }`.
 */
export interface TeamGameSource {
  readonly module: string;
  readonly export: string;
}

/** Options of {@link runTeamArena}. */
export interface TeamArenaOptions<G extends AnyGame = AnyGame> {
  /** The game and its bots, for games played in this thread and for checking the tables. */
  readonly team: TeamGame<G>;
  /** The tables; each plays `games` games. */
  readonly tables: readonly TeamTable<G>[];
  /** Games per table (at least 1). */
  readonly games: number;
  /** The secret base seed of the deals (default: a fresh {@link randomSeed}, written in the report). */
  readonly seed?: string;
  /**
   * Worker threads (default: the number of CPUs when `source` is given, else 0); 0 plays in this
   * thread. Workers need `source` to load the game and its bots.
   */
  readonly workers?: number;
  /** Where workers load the team game from (see {@link TeamGameSource}). */
  readonly source?: TeamGameSource;
  /** Time per decision and bank for every bot (default 1000 ms per decision, no bank). */
  readonly timeControl?: TimeControl;
  /** Bounds on one turn (default: the host's). */
  readonly turnLimit?: TurnLimit;
  /** Actions after which a game is given up and counted as unfinished (default 100,000). */
  readonly maxActions?: number;
  /** `true` draws a bar on stderr, a function is called after every game (default: a bar on a terminal). */
  readonly progress?: boolean | ((done: number, total: number) => void);
}

/** One game of a team arena. */
export interface TeamGameResult {
  readonly table: number;
  readonly deal: number;
  readonly seed: string;
  /** Every seat won (`"win"`), lost (`"loss"`) or drew; `null` if the game did not end. */
  readonly result: "win" | "loss" | "draw" | null;
  /** The game's reason for its end (`"zones"`, `"reserve"`…), or `null`. */
  readonly reason: string | null;
  readonly detail: Json | null;
  readonly actions: number;
  readonly strikes: number;
  readonly decisions: number;
  readonly decideMs: number;
}

/** One table's results. */
export interface TeamTableReport {
  readonly players: number;
  readonly lineup: readonly string[];
  /** The table's config as the game checked it (defaults filled in). */
  readonly config: Json;
  readonly games: number;
  readonly wins: number;
  readonly draws: number;
  /** Games that had not ended after `maxActions` actions. */
  readonly unfinished: number;
  /** The team's win rate with its 95% Wilson interval (unfinished games count as not won). */
  readonly winRate: Interval;
  /** How the games ended, by the game's reasons. */
  readonly reasons: Readonly<Record<string, number>>;
  /** Game length in actions. */
  readonly actions: { readonly mean: number; readonly min: number; readonly max: number };
  /** Answers refused and replaced by a fallback, over all seats and games. */
  readonly strikes: number;
  /** Average milliseconds per decision. */
  readonly meanDecisionMs: number;
}

/** A team arena's report: plain JSON. */
export interface TeamArenaReport {
  readonly format: "team-arena/1";
  readonly game: { readonly id: string; readonly version: string };
  readonly config: {
    readonly games: number;
    readonly seed: string;
    readonly workers: number;
    readonly timeControl: TimeControl;
    readonly maxActions: number;
  };
  /** One entry per table, in the order given. */
  readonly tables: readonly TeamTableReport[];
  readonly durationMs: number;
}

/** A game to play, as a worker receives it. @internal */
export interface TeamTask {
  readonly table: number;
  readonly deal: number;
  readonly seed: string;
  readonly config: unknown;
  readonly lineup: readonly string[];
  readonly timeControl: TimeControl;
  readonly turnLimit?: TurnLimit;
  readonly maxActions: number;
}

const DEFAULT_MAX_ACTIONS = 100_000;

/**
 * Plays one team-arena game in this thread. @internal
 *
 * @throws RangeError for a bot name the team game does not have
 */
export async function playTeamGame<G extends AnyGame>(
  team: TeamGame<G>,
  task: TeamTask,
): Promise<TeamGameResult> {
  // A cooperative game is never Italia, so each seat's player is the game's own bot type.
  const bots = task.lineup.map((name) => shippedBot(team, name)) as unknown as SeatPlayer<G>[];
  const host = GameHost.play(team.game, task.config as ConfigOf<G>, task.seed, bots, {
    timeControl: task.timeControl,
    ...(task.turnLimit ? { turnLimit: task.turnLimit } : {}),
    seats: task.lineup.map((name) => ({ name, bot: name })),
  });
  try {
    await host.runBots({ maxActions: task.maxActions });
  } finally {
    await host.end();
  }
  const over = team.game.actors(host.state).length === 0;
  const outcome = over ? team.game.outcome(host.state) : null;
  const results = outcome ? new Set(outcome.results) : null;
  let result: TeamGameResult["result"] = null;
  if (results !== null) {
    if (results.size !== 1) {
      throw new Error(
        `${team.game.info.id} is not cooperative: its seats' results differ (${[...results].join(", ")})`,
      );
    }
    result = [...results][0]!;
  }
  return {
    table: task.table,
    deal: task.deal,
    seed: task.seed,
    result,
    reason: outcome?.reason ?? null,
    detail: outcome?.detail ?? null,
    actions: host.actionCount,
    strikes: host.strikes.length,
    decisions: host.times.reduce((n, t) => n + t.decisions, 0),
    decideMs: host.times.reduce((n, t) => n + t.decideMs, 0),
  };
}

/** The checked config of every table, or a RangeError naming the table and what is wrong. */
function checkTables<G extends AnyGame>(
  team: TeamGame<G>,
  tables: readonly TeamTable<G>[],
): Json[] {
  if (team.game.info.play !== "cooperative") {
    throw new RangeError(
      `${team.game.info.title} is not a cooperative game: its arena ranks bots against each other`,
    );
  }
  if (tables.length === 0) throw new RangeError("a team arena needs at least one table");
  return tables.map((table, t) => {
    const checked = team.game.checkConfig(table.config);
    if (!checked.ok) {
      const where = checked.error.path ? ` at ${checked.error.path}` : "";
      throw new RangeError(
        `table ${t + 1}: the config is refused${where}: ${checked.error.message}`,
      );
    }
    const seats = team.game.seatCount(checked.value);
    if (table.lineup.length !== seats) {
      throw new RangeError(
        `table ${t + 1}: the lineup names ${table.lineup.length} bot${table.lineup.length === 1 ? "" : "s"} for ${seats} seat${seats === 1 ? "" : "s"}`,
      );
    }
    for (const name of table.lineup) shippedBot(team, name);
    return checked.value as Json;
  });
}

/** Where the built worker script is, if it exists. */
function workerScript(): URL | null {
  for (const candidate of ["./team-arena-worker.js", "../dist/team-arena-worker.js"]) {
    const url = new URL(candidate, import.meta.url);
    if (existsSync(fileURLToPath(url))) return url;
  }
  return null;
}

/** A module name as workers import it: paths become `file:` URLs; package names stay. */
function moduleHref(path: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path)) return path;
  if (path.startsWith("/") || path.startsWith(".")) {
    return pathToFileURL(path.startsWith("/") ? path : `${process.cwd()}/${path}`).href;
  }
  return path;
}

/**
 * Runs a team arena: `games` games at each table, each seat a fresh bot of the lineup, and
 * reports per table the team's win rate (95% Wilson interval), how games ended, their length,
 * strikes and decision times. The same options give the same games on any machine (unless a bot
 * runs out of time).
 *
 * @throws RangeError for no tables, fewer than one game, a config the game refuses or a lineup of
 *   the wrong size; BotSpecError for an unknown bot name — all before any game is played
 * @example
 * ```ts
 * const report = await runTeamArena({
 *   team: { game: radetzky, bots: RADETZKY_BOTS },
 *   tables: [1, 3, 5].map((players) => ({
 *     config: { players, difficulty: 0 },
 *     lineup: Array(players).fill("greedy"),
 *   })),
 *   games: 200,
 * });
 * for (const t of report.tables) console.log(t.players, t.lineup.join("+"), t.winRate);
 * ```
 */
export async function runTeamArena<G extends AnyGame>(
  options: TeamArenaOptions<G>,
): Promise<TeamArenaReport> {
  if (!Number.isInteger(options.games) || options.games < 1) {
    throw new RangeError("a team arena plays at least one game per table");
  }
  const configs = checkTables(options.team, options.tables);
  const seed = options.seed ?? randomSeed();
  const maxActions = options.maxActions ?? DEFAULT_MAX_ACTIONS;
  const timeControl = options.timeControl ?? {};
  const all: TeamTask[] = [];
  options.tables.forEach((table, t) => {
    for (let deal = 0; deal < options.games; deal++) {
      all.push({
        table: t,
        deal,
        seed: keyedSeed(seed, `deal/${deal}`),
        config: configs[t],
        lineup: [...table.lineup],
        timeControl,
        ...(options.turnLimit ? { turnLimit: options.turnLimit } : {}),
        maxActions,
      });
    }
  });
  const source = options.source
    ? { module: moduleHref(options.source.module), export: options.source.export }
    : null;
  const script = source ? workerScript() : null;
  const wanted = options.workers ?? (source ? availableParallelism() : 0);
  if (wanted > 0 && source === null) {
    throw new RangeError("worker threads need a source to load the game and its bots from");
  }
  const workers = script ? Math.max(0, Math.min(wanted, all.length)) : 0;
  if (source && workers > 0) await checkSource(source);

  const results: TeamGameResult[] = new Array(all.length);
  const progress = options.progress ?? Boolean(process.stderr.isTTY);
  const bar = progress === true ? new ProgressBar(all.length) : null;
  let done = 0;
  const finished = (index: number, result: TeamGameResult) => {
    results[index] = result;
    done++;
    if (typeof progress === "function") progress(done, all.length);
    bar?.update(done);
  };
  const started = performance.now();
  try {
    if (workers === 0) {
      for (let i = 0; i < all.length; i++) finished(i, await playTeamGame(options.team, all[i]!));
    } else {
      await runInWorkers(script!, source!, workers, all, finished);
    }
  } finally {
    bar?.finish();
  }
  return {
    format: "team-arena/1",
    game: { id: options.team.game.info.id, version: options.team.game.info.version },
    config: { games: options.games, seed, workers, timeControl, maxActions },
    tables: options.tables.map((table, t) =>
      summariseTable(
        table,
        configs[t]!,
        results.filter((r) => r.table === t),
      ),
    ),
    durationMs: Math.round(performance.now() - started),
  };
}

/** Loads the source in this thread first, so a wrong module or export fails before any game. */
async function checkSource(source: TeamGameSource): Promise<void> {
  let loaded: Record<string, unknown>;
  try {
    loaded = (await import(source.module)) as Record<string, unknown>;
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new BotSpecError(`cannot load the module ${source.module}: ${why}`);
  }
  const team = loaded[source.export] as Partial<TeamGame> | undefined;
  if (!team || typeof team !== "object" || !team.game || typeof team.bots !== "object") {
    throw new BotSpecError(
      `${source.module} has no export ${JSON.stringify(source.export)} with a game and its bots`,
    );
  }
}

/** Summarises one table's games. @internal */
export function summariseTable(
  table: TeamTable,
  config: Json,
  games: readonly TeamGameResult[],
): TeamTableReport {
  const wins = games.filter((g) => g.result === "win").length;
  const draws = games.filter((g) => g.result === "draw").length;
  const unfinished = games.filter((g) => g.result === null).length;
  const reasons: Record<string, number> = {};
  for (const g of games) {
    const reason = g.reason ?? "unfinished";
    reasons[reason] = (reasons[reason] ?? 0) + 1;
  }
  const actions = games.map((g) => g.actions);
  const decisions = games.reduce((n, g) => n + g.decisions, 0);
  const round = (x: number, digits = 3) => Number(x.toFixed(digits));
  const interval = wilson(wins, games.length);
  return {
    players: table.lineup.length,
    lineup: [...table.lineup],
    config,
    games: games.length,
    wins,
    draws,
    unfinished,
    winRate: {
      rate: round(interval.rate, 4),
      low: round(interval.low, 4),
      high: round(interval.high, 4),
    },
    reasons,
    actions: {
      mean: round(mean(actions)),
      min: actions.length ? Math.min(...actions) : 0,
      max: actions.length ? Math.max(...actions) : 0,
    },
    strikes: games.reduce((n, g) => n + g.strikes, 0),
    meanDecisionMs: round(games.reduce((n, g) => n + g.decideMs, 0) / Math.max(1, decisions)),
  };
}

/** A worker's answer: a game's result, or why it failed. @internal */
export type TeamWorkerReply =
  | { readonly type: "result"; readonly index: number; readonly result: TeamGameResult }
  | { readonly type: "error"; readonly index: number; readonly message: string };

/** A message to a worker: where the game is, or a game to play. @internal */
export type TeamWorkerMessage =
  | { readonly type: "source"; readonly source: TeamGameSource }
  | { readonly type: "game"; readonly index: number; readonly task: TeamTask };

function runInWorkers(
  script: URL,
  source: TeamGameSource,
  count: number,
  all: readonly TeamTask[],
  onResult: (index: number, result: TeamGameResult) => void,
): Promise<void> {
  // Workers of the team script are kept whatever game they played last: the greeting names the
  // source again, and a worker loads it before its next game.
  const games = all.map((task, index): TeamWorkerMessage => ({ type: "game", index, task }));
  return runOnWorkers<TeamWorkerReply>(
    script,
    [],
    count,
    games,
    (reply) => {
      if (reply.type === "error") {
        throw new Error(`team arena game ${reply.index} failed: ${reply.message}`);
      }
      onResult(reply.index, reply.result);
    },
    { type: "source", source } satisfies TeamWorkerMessage,
  );
}
