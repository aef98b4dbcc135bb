/**
 * The arena: many games between bots with keyed seeds and seat rotation, in parallel worker
 * threads, summarised honestly — win rates with confidence intervals, average scores and ranks,
 * game lengths, Elo ratings, strikes and timings — as a JSON-ready report. Node.js only.
 *
 * @module
 */
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Json } from "@italia/game-kit";
import {
  type ArenaBatch,
  type ArenaResult,
  type ArenaTask,
  arenaBot,
  playArenaGame,
  type WorkerReply,
} from "./arena-game.js";
import { runOnWorkers } from "./arena-pool.js";
import { prepareRecordsDir, writeGameRecord } from "./arena-records.js";
import type { TimeControl } from "./clock.js";
import { keyedSeed } from "./deal-seeds.js";
import type { PlayedGame } from "./game-summary.js";
import { defaultLimit, type Limit } from "./italia/limit.js";
import type { GameSummary } from "./italia/play-game.js";
import { BotSpecError } from "./options.js";
import { ProgressBar } from "./progress.js";
import type { Strike } from "./referee.js";
import { randomSeed } from "./seeds.js";
import { type BotSpec, normalizeSpec, resolveBot, specLabel, specText } from "./specs.js";
import { eloRatings, type Interval, mean, type PairResult, wilson } from "./stats.js";
import type { TeamGame, TeamGameSource } from "./team-arena.js";

/**
 * Options of {@link runArena}: `S` is what each game is summarised as — Italia's
 * {@link GameSummary}, or {@link PlayedGame} for another game (`game`).
 */
export interface ArenaOptions<S extends PlayedGame = GameSummary> {
  /**
   * The lineup: one spec per seat, 3 or 4 for Italia (see {@link BotSpec}); for another game,
   * names of its bots, as many as its config has seats. Equal labels are pooled.
   */
  readonly bots: readonly BotSpec[];
  /**
   * A competitive game other than Italia, with its bots by name (left out: Italia, with the
   * registry's bots). Its seats are ranked by its outcome as Italia's are; `limit` does not
   * apply. A cooperative game's arena is {@link runTeamArena}.
   */
  readonly game?: S extends GameSummary ? undefined : TeamGame;
  /**
   * Where worker threads load `game` from (a module and the name of its export); without it,
   * another game than Italia is played in this thread.
   */
  readonly source?: TeamGameSource;
  /** `game`'s config, as its `checkConfig` reads it (default `{ players: <seats of the lineup> }`). */
  readonly config?: Json;
  /** How many games to play. */
  readonly games: number;
  /**
   * The arena's secret base seed: deal `d` is seeded with {@link keyedSeed}`(seed, "deal/<d>")`
   * (HMAC-SHA256), so a game's seed — in a record a bot can read, say — tells nothing of the
   * other deals or of the base. Default: a fresh {@link randomSeed} (128 random bits, so no bot
   * can know the deals), written only in the report's `config.seed`, at the end of the run, so
   * the same games can be played again. A guessable seed (`"1"`) makes every deal guessable.
   */
  readonly seed?: string;
  /**
   * Rotate seats: the lineup moves one seat on from game to game, so every bot plays every seat
   * equally often (default true). Seats are balanced only when `games` is a multiple of the
   * number of seats; otherwise the report says so in its `warnings`.
   */
  readonly rotate?: boolean;
  /**
   * Duplicate format: with `rotate`, each deal is played once per rotation of the lineup (game
   * `g` plays deal `floor(g / players)`), so every bot plays every seat of every deal. Fairer
   * comparisons, but bots may remember deals: a bot that saw a deal's game-over message (every
   * seat's objective) or its record knows the objectives, the deck and the dice of its later
   * rotations. Default false: a fresh deal for every game (game `g` plays deal `g`).
   */
  readonly duplicate?: boolean;
  /**
   * Worker threads (default: the number of CPUs); 0 plays in this thread. Workers are kept for
   * the next run of the same process for about 10 s after a run ends (idle workers never keep
   * the process running), and each is sent its games in batches of up to 16.
   */
  readonly workers?: number;
  /** Round limit (default 25) or minutes (R11.4). */
  readonly limit?: Limit;
  /** Time per decision and bank for every bot (default 1000 ms per decision, no bank). */
  readonly timeControl?: TimeControl;
  /** Modules each worker imports first, e.g. to call `registerBot` for your own bots. */
  readonly modules?: readonly string[];
  /**
   * Progress reporting: `true` draws a bar on stderr, `false` nothing, a function is called after
   * every game. Default: a bar when stderr is a terminal.
   */
  readonly progress?: boolean | ((done: number, total: number) => void);
  /** Include every game's summary in the report's `summaries` (default false). */
  readonly keepSummaries?: boolean;
  /**
   * A folder to write every game into as a full game record (`game-record/1`, which
   * `italia replay` checks and the web replay viewer opens), one file per game named by
   * {@link recordFileName}. Created if needed, before any game is played.
   */
  readonly recordsDir?: string;
  /**
   * Called in the main thread as each game finishes (in finishing order, not game order), e.g. to
   * keep running ratings; an exception it throws stops the run.
   */
  readonly onGame?: (summary: S, index: number) => void;
}

/** One bot's results (all seats that carried its label, pooled). */
export interface BotResult {
  readonly label: string;
  /** Seats it played, over all games (a bot in two seats of a game counts twice). */
  readonly seatGames: number;
  /** Seats that won their game. */
  readonly wins: number;
  /** Seats that shared the best score of a Sdadata without a winner (R11.4). */
  readonly draws: number;
  /** Win rate with its 95% Wilson interval. */
  readonly winRate: Interval;
  /** Average final score (R11.5). */
  readonly averageScore: number;
  /** Average final rank (1 = best). */
  readonly averageRank: number;
  /** Elo rating fitted to all pairwise results against differently labelled bots. */
  readonly elo: number;
  /** Answers refused and replaced by a fallback. */
  readonly strikes: number;
  /** Average milliseconds per decision, over every decision (setup included). */
  readonly meanDecisionMs: number;
  /** The slowest decision (setup included: an external program starts at its first one). */
  readonly maxDecisionMs: number;
  /**
   * Average milliseconds of deciding per whole turn after setup: the same turns as
   * {@link BotResult.maxTurnMs}, so the mean is never above the max.
   */
  readonly meanTurnMs: number;
  /** The slowest whole turn after setup (the sum of its decisions), in milliseconds. */
  readonly maxTurnMs: number;
}

/** What every arena run was (see {@link ArenaReport.config}). */
export interface ArenaRunConfig {
  readonly lineup: readonly string[];
  readonly games: number;
  readonly seed: string;
  readonly players: number;
  readonly rotate: boolean;
  /** Whether each deal was played once per rotation (see {@link ArenaOptions.duplicate}). */
  readonly duplicate: boolean;
  readonly workers: number;
  readonly timeControl: TimeControl;
}

/** Italia's arena also names its round limit (or minutes). */
export interface ItaliaArenaConfig {
  readonly limit: Limit;
}

/** Another game's arena names the game and the config it was played with. */
export interface GameArenaConfig {
  readonly game: { readonly id: string; readonly version: string };
  readonly gameConfig: Json;
}

/**
 * The arena's report: plain JSON. Italia's (`S` = {@link GameSummary}) is `italia-arena/1` and
 * names the round limit; another game's is `game-arena/1` and names the game and its config.
 */
export interface ArenaReport<S extends PlayedGame = GameSummary> {
  readonly format: S extends GameSummary ? "italia-arena/1" : "game-arena/1";
  /** What was run. */
  readonly config: ArenaRunConfig & (S extends GameSummary ? ItaliaArenaConfig : GameArenaConfig);
  /** One entry per distinct label, in lineup order. */
  readonly bots: readonly BotResult[];
  /** How the games ended (the outcomes' reasons). */
  readonly endReasons: Readonly<Partial<Record<S["endReason"], number>>>;
  /** Games won by nobody (a shared best score at Sdadata). */
  readonly undecided: number;
  /** Game length in rounds. */
  readonly rounds: { readonly mean: number; readonly min: number; readonly max: number };
  /** Game length in actions, setup included. */
  readonly actions: { readonly mean: number };
  /** Wall-clock time of the whole run. */
  readonly durationMs: number;
  /** The first refused answers (at most 50), with their game. */
  readonly strikes: readonly (Strike & { readonly game: number })[];
  /**
   * What makes the results less fair than they look, for people: e.g. seats not balanced because
   * the games are not a whole number of rotations of the lineup. Empty when all is well.
   */
  readonly warnings: readonly string[];
  /** Every game's summary (not its record: see `recordsDir`), with `keepSummaries`. */
  readonly summaries?: readonly S[];
}

/** Where the built worker script is, if it exists. */
function workerScript(): URL | null {
  for (const candidate of ["./arena-worker.js", "../dist/arena-worker.js"]) {
    const url = new URL(candidate, import.meta.url);
    if (existsSync(fileURLToPath(url))) return url;
  }
  return null;
}

function moduleHref(path: string): string {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path)) return path;
  return pathToFileURL(path.startsWith("/") ? path : `${process.cwd()}/${path}`).href;
}

/** Another game's config as it checked it, or a RangeError / BotSpecError naming what is wrong. */
function checkOtherGame(options: ArenaOptions<PlayedGame>, team: TeamGame): Json {
  const { game } = team;
  if (game.info.play !== "competitive") {
    throw new RangeError(
      `${game.info.title} is a cooperative game: its arena is the team arena (runTeamArena)`,
    );
  }
  const seats = options.bots.length;
  const checked = game.checkConfig(options.config ?? { players: seats });
  if (!checked.ok) {
    const where = checked.error.path ? ` at ${checked.error.path}` : "";
    throw new RangeError(`the config is refused${where}: ${checked.error.message}`);
  }
  const wanted = game.seatCount(checked.value);
  if (wanted !== seats) {
    throw new RangeError(
      `an arena lineup of ${game.info.title} has ${wanted} bots for this config, not ${seats}`,
    );
  }
  for (const name of options.bots) arenaBot(team, String(name));
  return checked.value as Json;
}

/** The games of an arena run (`other`: another game's config). */
function tasks(
  options: ArenaOptions<PlayedGame>,
  players: number,
  other: Json | null,
): ArenaTask[] {
  const seed = options.seed ?? randomSeed();
  const rotate = options.rotate ?? true;
  const duplicate = rotate && (options.duplicate ?? false);
  const specs = options.bots.map((b) => {
    const s = normalizeSpec(b);
    // Relative module paths are resolved here, so workers find them wherever they run.
    return typeof s !== "string" && "module" in s ? { ...s, module: moduleHref(s.module) } : s;
  });
  const out: ArenaTask[] = [];
  for (let index = 0; index < options.games; index++) {
    const rotation = rotate ? index % players : 0;
    const deal = duplicate ? Math.floor(index / players) : index;
    out.push({
      type: "game",
      index,
      seed: keyedSeed(seed, `deal/${deal}`),
      seats: specs.map((_, s) => specs[(s + rotation) % players]!),
      limit: options.limit ?? defaultLimit(),
      timeControl: options.timeControl ?? {},
      labels: options.bots.map((_, s) => specLabel(options.bots[(s + rotation) % players]!)),
      specs: options.bots.map((_, s) => specText(options.bots[(s + rotation) % players]!)),
      keepRecord: options.recordsDir !== undefined,
      ...(other === null
        ? {}
        : { game: { ...(options.source ? { source: options.source } : {}), config: other } }),
    });
  }
  return out;
}

/**
 * Runs an arena: `games` games of the lineup with keyed seeds and seat rotation, in worker threads,
 * and reports per bot the win rate (95% Wilson interval), average score and rank, Elo rating,
 * strikes and timings, plus game lengths. The same options give the same games and results on any
 * machine (unless a bot runs out of time).
 *
 * Another competitive game (`game`, with its bots by name) is played on the generic host and
 * reported alike from its outcomes (format `game-arena/1`); its games are played in worker threads
 * when `source` says where they load it from.
 *
 * @throws RangeError for a lineup that is not 3 or 4 bots (another game: not its config's seat
 *   count), a cooperative game, or fewer than one game
 * @throws BotSpecError before any game is played, for a spec or module that makes no bot
 * @example
 * ```ts
 * const report = await runArena({ bots: ["greedy", "random", "random", "random"], games: 200, seed: "x" });
 * const greedy = report.bots.find((b) => b.label === "greedy")!;
 * console.log(greedy.winRate); // { rate: 0.93, low: 0.89, high: 0.96 }
 * console.log(JSON.stringify(report));
 * ```
 */
export function runArena(options: ArenaOptions): Promise<ArenaReport>;
export function runArena(
  options: ArenaOptions<PlayedGame> & { readonly game: TeamGame },
): Promise<ArenaReport<PlayedGame>>;
export async function runArena(
  given: ArenaOptions | ArenaOptions<PlayedGame>,
): Promise<ArenaReport | ArenaReport<PlayedGame>> {
  const options = { ...given, seed: given.seed ?? randomSeed() } as ArenaOptions<PlayedGame>;
  const players = options.bots.length;
  const team = options.game ?? null;
  if (team === null && players !== 3 && players !== 4)
    throw new RangeError("an arena lineup has 3 or 4 bots (R2.1)");
  if (!Number.isInteger(options.games) || options.games < 1) {
    throw new RangeError("an arena plays at least one game");
  }
  const other = team === null ? null : checkOtherGame(options, team);
  // Fail early on a bot that cannot be made (bad spec, missing module). Programs are not started.
  const modules = (options.modules ?? []).map(moduleHref);
  for (const m of modules) {
    try {
      await import(m);
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      throw new BotSpecError(`cannot load the module ${m}: ${why}`);
    }
  }
  if (team === null) {
    const probe = tasks(options, players, null)[0]!;
    await Promise.all(probe.seats.map(resolveBot));
  }
  const dir = options.recordsDir;
  if (dir !== undefined) {
    try {
      prepareRecordsDir(dir);
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      throw new Error(`cannot write game records to ${dir}: ${why}`);
    }
  }

  const all = tasks(options, players, other);
  const records: PlayedGame[] = new Array(all.length);
  const started = performance.now();
  const progress = options.progress ?? Boolean(process.stderr.isTTY);
  const bar = progress === true ? new ProgressBar(all.length) : null;
  let done = 0;
  const finished = (index: number, summary: ArenaResult) => {
    const { platformRecord, ...rest } = summary;
    if (dir !== undefined && platformRecord)
      writeGameRecord(dir, index, all.length, platformRecord);
    records[index] = rest;
    options.onGame?.(rest, index);
    done++;
    if (typeof progress === "function") progress(done, all.length);
    bar?.update(done);
  };

  const script = workerScript();
  const wanted = options.workers ?? availableParallelism();
  // another game is played in workers only when they know where to load it from
  const workers =
    script && (team === null || options.source) ? Math.max(0, Math.min(wanted, all.length)) : 0;
  try {
    if (workers === 0) {
      for (const task of all) {
        finished(task.index, await playArenaGame(task, team ?? undefined));
      }
    } else {
      await runInWorkers(script!, workers, all, modules, finished);
    }
  } finally {
    bar?.finish();
  }
  return summarise(options, players, workers, records, performance.now() - started, other);
}

/** The most games a worker is sent in one message. */
const BATCH = 16;

/**
 * How many games go in one message: up to {@link BATCH}, but small enough that every worker gets
 * several batches (so no worker is left with the last long batch while the others wait).
 */
export function batchSize(games: number, workers: number): number {
  return Math.max(1, Math.min(BATCH, Math.floor(games / (workers * 4))));
}

function runInWorkers(
  script: URL,
  count: number,
  all: readonly ArenaTask[],
  modules: readonly string[],
  onSummary: (index: number, summary: ArenaResult) => void,
): Promise<void> {
  const size = batchSize(all.length, count);
  const batches: ArenaBatch[] = [];
  for (let at = 0; at < all.length; at += size) {
    batches.push({ type: "batch", tasks: all.slice(at, at + size) });
  }
  return runOnWorkers<WorkerReply>(script, modules, count, batches, (reply) => {
    if (reply.type === "error") {
      throw new Error(`arena game ${reply.index} failed: ${reply.message}`);
    }
    for (const { index, summary } of reply.results) onSummary(index, summary);
  });
}

/** Summarises arena games into a report. @internal */
export function summarise(
  options: ArenaOptions | ArenaOptions<PlayedGame>,
  players: number,
  workers: number,
  records: readonly PlayedGame[],
  durationMs: number,
  other: Json | null = null,
): ArenaReport | ArenaReport<PlayedGame> {
  const lineup = options.bots.map(specLabel);
  const labels = [...new Set(lineup)];
  const index = new Map(labels.map((l, i) => [l, i]));
  const per = labels.map(() => ({
    seatGames: 0,
    wins: 0,
    draws: 0,
    score: 0,
    rank: 0,
    strikes: 0,
    decisions: 0,
    decideMs: 0,
    maxDecisionMs: 0,
    turns: 0,
    turnsMs: 0,
    maxTurnMs: 0,
  }));
  const pairs: PairResult[] = [];
  const endReasons: Partial<Record<string, number>> = {};
  const strikes: (Strike & { game: number })[] = [];
  let undecided = 0;
  records.forEach((record, game) => {
    endReasons[record.endReason] = (endReasons[record.endReason] ?? 0) + 1;
    if (!record.seats.some((s) => s.result === "win")) undecided++;
    // Which lineup entry sat where: the rotation of this game.
    const rotation = (options.rotate ?? true) ? game % players : 0;
    const who = record.seats.map((s) => index.get(lineup[(s.seat + rotation) % players]!)!);
    for (const seat of record.seats) {
      const p = per[who[seat.seat]!]!;
      p.seatGames++;
      if (seat.result === "win") p.wins++;
      else if (seat.result === "draw") p.draws++;
      p.score += seat.score;
      p.rank += seat.rank;
      p.strikes += seat.strikes;
      p.decisions += seat.decisions;
      p.decideMs += seat.decideMs;
      p.maxDecisionMs = Math.max(p.maxDecisionMs, seat.maxDecisionMs);
      p.turns += seat.turns;
      p.turnsMs += seat.turnsMs;
      p.maxTurnMs = Math.max(p.maxTurnMs, seat.maxTurnMs);
    }
    for (const a of record.seats) {
      for (const b of record.seats) {
        if (b.seat <= a.seat || who[a.seat] === who[b.seat]) continue;
        const score = a.rank < b.rank ? 1 : a.rank > b.rank ? 0 : 0.5;
        pairs.push({ a: who[a.seat]!, b: who[b.seat]!, score });
      }
    }
    for (const s of record.strikes) if (strikes.length < 50) strikes.push({ ...s, game });
  });
  const elo = eloRatings(labels.length, pairs);
  const warnings: string[] = [];
  const games = records.length;
  const rotate = options.rotate ?? true;
  const duplicate = rotate && (options.duplicate ?? false);
  if (rotate && games % players !== 0) {
    const below = games - (games % players);
    const above = below + players;
    const play = `play ${below > 0 ? `${below} or ` : ""}${above} games`;
    const count = `${games} game${games === 1 ? " is" : "s are"} not a whole number of rotations of ${players} seats`;
    warnings.push(
      duplicate
        ? `seats are not balanced: ${count} (the last deal was played in ${games % players} of its ${players} rotations); ${play} so every bot plays every seat of every deal`
        : `seats are not balanced: ${count}; ${play} so every bot plays every seat equally often`,
    );
  }
  const rounds = records.map((r) => r.rounds);
  const round = (x: number, digits = 3) => Number(x.toFixed(digits));
  const game = options.game?.game;
  return {
    format: game ? "game-arena/1" : "italia-arena/1",
    config: {
      lineup,
      games: records.length,
      seed: options.seed!,
      players,
      rotate,
      duplicate,
      workers,
      ...(game
        ? { game: { id: game.info.id, version: game.info.version }, gameConfig: other }
        : { limit: options.limit ?? defaultLimit() }),
      timeControl: options.timeControl ?? {},
    },
    bots: labels.map((label, i) => {
      const p = per[i]!;
      const interval = wilson(p.wins, p.seatGames);
      return {
        label,
        seatGames: p.seatGames,
        wins: p.wins,
        draws: p.draws,
        winRate: {
          rate: round(interval.rate, 4),
          low: round(interval.low, 4),
          high: round(interval.high, 4),
        },
        averageScore: round(p.score / Math.max(1, p.seatGames)),
        averageRank: round(p.rank / Math.max(1, p.seatGames)),
        elo: Math.round(elo[i]!),
        strikes: p.strikes,
        meanDecisionMs: round(p.decideMs / Math.max(1, p.decisions)),
        maxDecisionMs: round(p.maxDecisionMs),
        meanTurnMs: round(p.turnsMs / Math.max(1, p.turns)),
        maxTurnMs: round(p.maxTurnMs),
      };
    }),
    endReasons,
    undecided,
    rounds: {
      mean: round(mean(rounds)),
      min: Math.min(...rounds),
      max: Math.max(...rounds),
    },
    actions: { mean: round(mean(records.map((r) => r.actions))) },
    durationMs: Math.round(durationMs),
    strikes,
    warnings,
    ...(options.keepSummaries ? { summaries: records } : {}),
  } as ArenaReport | ArenaReport<PlayedGame>;
}
