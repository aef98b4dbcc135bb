/**
 * Internal: one arena game, the same in a worker thread and in the main thread.
 *
 * @internal
 * @module
 */
import type { Limit } from "@italia/engine";
import type { TimeControl } from "./clock.js";
import { type GameSummary, playGame } from "./italia/play-game.js";
import { type BotSpec, resolveBot } from "./specs.js";

/** A game to play. */
export interface ArenaTask {
  readonly type: "game";
  readonly index: number;
  readonly seed: string;
  /** The bot of each seat. */
  readonly seats: readonly BotSpec[];
  readonly limit: Limit;
  readonly timeControl: TimeControl;
  /** The name of each seat's bot (its label in the report), written into the game record. */
  readonly labels: readonly string[];
  /** Each seat's spec as text (`"cmd:…"`, `"greedy"`), written into the game record. */
  readonly specs: readonly string[];
  /** Keep the full game record (`italia-record/2`) in the summary. */
  readonly keepRecord: boolean;
}

/** Games a worker plays one after the other, answered in one message. */
export interface ArenaBatch {
  readonly type: "batch";
  readonly tasks: readonly ArenaTask[];
}

/** A worker's answer to a batch: every game's summary, or the first game that failed. */
export type WorkerReply =
  | {
      readonly type: "results";
      readonly results: readonly { readonly index: number; readonly summary: GameSummary }[];
    }
  | { readonly type: "error"; readonly index: number; readonly message: string };

/** Plays one arena game; strikes are trimmed to keep messages small. */
export async function playArenaGame(task: ArenaTask): Promise<GameSummary> {
  const bots = await Promise.all(task.seats.map(resolveBot));
  const summary = await playGame(bots, {
    seed: task.seed,
    limit: task.limit,
    timeControl: task.timeControl,
    seatNames: task.labels,
    seatBots: task.specs,
    keepRecord: task.keepRecord,
  });
  return summary.strikes.length > 20
    ? { ...summary, strikes: summary.strikes.slice(0, 20) }
    : summary;
}
