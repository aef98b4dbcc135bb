/**
 * Internal: one arena game, the same in a worker thread and in the main thread — Italia's (its
 * registry's bots, `playGame`) or any other competitive game's (its own bots, on the generic host).
 *
 * @internal
 * @module
 */
import type { AnyGame, ConfigOf, Json, PlatformRecord } from "@italia/game-kit";
import { shippedBot } from "./bot-registry.js";
import type { TimeControl } from "./clock.js";
import { type PlayedGame, seatSummaries, soleWinner } from "./game-summary.js";
import { GameHost, type SeatPlayer } from "./host.js";
import type { Limit } from "./italia/limit.js";
import { type GameSummary, playGame } from "./italia/play-game.js";
import { type BotSpec, resolveBot } from "./specs.js";
import type { TeamGame, TeamGameSource } from "./team-arena.js";

/** The game of an arena task other than Italia: where to load it from, and its config. */
export interface ArenaGameTask {
  /** Where a worker loads the game and its bots from (`undefined`: played in this thread). */
  readonly source?: TeamGameSource;
  /** The config, as the game checked it. */
  readonly config: Json;
}

/** A game to play. */
export interface ArenaTask {
  readonly type: "game";
  readonly index: number;
  readonly seed: string;
  /** The bot of each seat (another game's: a name of its bots). */
  readonly seats: readonly BotSpec[];
  readonly limit: Limit;
  readonly timeControl: TimeControl;
  /** The name of each seat's bot (its label in the report), written into the game record. */
  readonly labels: readonly string[];
  /** Each seat's spec as text (`"cmd:…"`, `"greedy"`), written into the game record. */
  readonly specs: readonly string[];
  /** Keep the full game record in the summary. */
  readonly keepRecord: boolean;
  /** Another game than Italia (left out: Italia). */
  readonly game?: ArenaGameTask;
}

/** Games a worker plays one after the other, answered in one message. */
export interface ArenaBatch {
  readonly type: "batch";
  readonly tasks: readonly ArenaTask[];
}

/** A finished game as the arena gets it: the summary, and its record when it was kept. */
export type ArenaResult = PlayedGame & { readonly platformRecord?: PlatformRecord };

/** A worker's answer to a batch: every game's summary, or the first game that failed. */
export type WorkerReply =
  | {
      readonly type: "results";
      readonly results: readonly { readonly index: number; readonly summary: ArenaResult }[];
    }
  | { readonly type: "error"; readonly index: number; readonly message: string };

/** Actions after which a game of another game is given up as broken. */
const MAX_ACTIONS = 100_000;

/** The games loaded from their source, by module and export. */
const loaded = new Map<string, Promise<TeamGame>>();

/** The game and bots a worker finds at `source` (loaded once per worker). */
export function loadArenaGame(source: TeamGameSource): Promise<TeamGame> {
  const key = `${source.module}\n${source.export}`;
  let found = loaded.get(key);
  if (!found) {
    found = import(source.module).then((m: Record<string, unknown>) => {
      const team = m[source.export] as TeamGame | undefined;
      if (!team || typeof team !== "object" || !("game" in team) || !("bots" in team)) {
        throw new Error(`${source.module} has no game with bots named ${source.export}`);
      }
      return team;
    });
    loaded.set(key, found);
  }
  return found;
}

/** A fresh bot named `name` of `team`. @throws BotSpecError for a name it does not have */
export function arenaBot<G extends AnyGame>(team: TeamGame<G>, name: string): SeatPlayer<G> {
  return shippedBot(team, name) as unknown as SeatPlayer<G>;
}

/** Plays one game of another game than Italia on the generic host; the outcome is read once. */
async function playOtherGame(team: TeamGame, task: ArenaTask): Promise<ArenaResult> {
  const config = task.game!.config as ConfigOf<AnyGame>;
  const bots = task.seats.map((spec) => arenaBot(team, String(spec)));
  const host = GameHost.play(team.game, config, task.seed, bots, {
    timeControl: task.timeControl,
    seats: task.labels.map((name, s) => ({ name, bot: task.specs[s] ?? name })),
  });
  try {
    await host.runBots({ maxActions: MAX_ACTIONS });
  } finally {
    await host.end();
  }
  const outcome = team.game.outcome(host.state);
  if (outcome === null) {
    throw new Error(`game ${task.index} did not end within ${MAX_ACTIONS} actions`);
  }
  const round = (outcome.detail as { round?: unknown } | null | undefined)?.round;
  return {
    seed: task.seed,
    players: bots.length,
    winner: soleWinner(outcome),
    endReason: outcome.reason,
    rounds: typeof round === "number" ? round : 0,
    actions: host.actionCount,
    seats: seatSummaries(
      outcome,
      bots.map((b) => String((b as { name?: unknown } | null)?.name ?? "")),
      host.strikes,
      host.times,
    ),
    strikes: host.strikes,
    ...(task.keepRecord ? { platformRecord: host.platformRecord() } : {}),
  };
}

/**
 * Plays one arena game; strikes are trimmed to keep messages small. Another game than Italia is
 * `team` when given (this thread), else loaded from the task's source (a worker).
 */
export async function playArenaGame(task: ArenaTask, team?: TeamGame): Promise<ArenaResult> {
  let summary: ArenaResult;
  if (task.game) {
    const source = task.game.source;
    const other = team ?? (source ? await loadArenaGame(source) : undefined);
    if (!other) throw new Error("a worker needs the game's source to play it");
    summary = await playOtherGame(other, task);
  } else {
    const bots = await Promise.all(task.seats.map(resolveBot));
    // the file is the platform's record; Italia's own is not carried back from a worker
    const { gameRecord: _, ...played } = (await playGame(bots, {
      seed: task.seed,
      limit: task.limit,
      timeControl: task.timeControl,
      seatNames: task.labels,
      seatBots: task.specs,
      keepRecord: task.keepRecord,
    })) satisfies GameSummary;
    summary = played;
  }
  return summary.strikes.length > 20
    ? { ...summary, strikes: summary.strikes.slice(0, 20) }
    : summary;
}
