/**
 * Internal: one arena game, the same in a worker thread and in the main thread.
 *
 * @internal
 * @module
 */
import type { Limit } from "@italia/engine";
import type { TimeControl } from "./clock.js";
import { type GameRecord, playGame } from "./game.js";
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
}

/** A worker's answer. */
export type WorkerReply =
  | { readonly type: "result"; readonly index: number; readonly record: GameRecord }
  | { readonly type: "error"; readonly index: number; readonly message: string };

/** Plays one arena game; strikes are trimmed to keep messages small. */
export async function playArenaGame(task: ArenaTask): Promise<GameRecord> {
  const bots = await Promise.all(task.seats.map(resolveBot));
  const record = await playGame(bots, {
    seed: task.seed,
    limit: task.limit,
    timeControl: task.timeControl,
  });
  return record.strikes.length > 20 ? { ...record, strikes: record.strikes.slice(0, 20) } : record;
}
