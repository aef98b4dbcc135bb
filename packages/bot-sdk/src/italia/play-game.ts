/**
 * Playing a whole game between bots, as the arena does for each of its games.
 *
 * @module
 */
import {
  type EndReason,
  type GameRecord,
  italia,
  type Limit,
  type PlayerAction,
  type PlayerCount,
  type Seat,
  type Seed,
} from "@italia/engine";
import type { PlatformRecord } from "@italia/game-kit";
import type { Bot } from "../bot.js";
import type { TimeControl } from "../clock.js";
import { type PlayedGame, type SeatSummary, seatSummaries } from "../game-summary.js";
import { GameHost } from "../host.js";
import type { Strike } from "../referee.js";
import type { TurnLimit } from "../turn-limit.js";
import { defaultLimit } from "./limit.js";

export type { SeatSummary };

/** Options of {@link playGame}. */
export interface GameOptions {
  /** The game's seed (deal, objectives, decks, dice). */
  readonly seed: Seed;
  /** Round limit (default 25) or minutes (R11.4). */
  readonly limit?: Limit;
  /** Time per decision and bank, per seat (default 1000 ms per decision, no bank). */
  readonly timeControl?: TimeControl;
  /** Seeds the bots' own generators (default: `botSeedFor(seed)`, as every host). */
  readonly botSeed?: string;
  /** Bounds on one turn (default 500 actions): past them the host ends the turn (R7.3). */
  readonly turnLimit?: TurnLimit;
  /** Keep every action in the summary's `log` (default false). */
  readonly record?: boolean;
  /**
   * Keep the full game record in the summary (default false): `platformRecord` in the platform's
   * format (`game-record/1`, which `italia replay` and the web viewer open), and `gameRecord` in
   * Italia's own `italia-record/2` (kept for one more release).
   */
  readonly keepRecord?: boolean;
  /** The names written into the game record's seats (default: each bot's name). */
  readonly seatNames?: readonly string[];
  /** The bot specs written into the game record's seats, e.g. `"cmd:python3 bot.py"` (default: the names). */
  readonly seatBots?: readonly string[];
}

/**
 * The summary of a finished game: outcome, per-seat results, strikes and timings. Not a game
 * record: the replayable record is kept in `platformRecord` (and `gameRecord`) when
 * {@link GameOptions.keepRecord} is set.
 */
export interface GameSummary extends PlayedGame {
  readonly seed: Seed;
  readonly players: PlayerCount;
  readonly limit: Limit;
  /** The winning seat, or `null` for a Sdadata with a shared best score (R11.4). */
  readonly winner: Seat | null;
  readonly endReason: EndReason;
  /** The round the game ended in. */
  readonly rounds: number;
  /** Actions applied in the whole game, setup included. */
  readonly actions: number;
  /** Per seat, in seat order. */
  readonly seats: readonly SeatSummary[];
  /** Every refused answer. */
  readonly strikes: readonly Strike[];
  /** Every action, when `record` was set: `replay({ players, seed, limit }, log)` rebuilds the game. */
  readonly log?: readonly PlayerAction[];
  /**
   * The full game record in the platform's format (`game-record/1`), when `keepRecord` was set:
   * the file to write (`italia replay` and the web viewer open it).
   */
  readonly platformRecord?: PlatformRecord;
  /**
   * The full game record in Italia's `italia-record/2`, when `keepRecord` was set. Kept for one
   * more release: write {@link platformRecord} instead.
   */
  readonly gameRecord?: GameRecord;
}

/**
 * Plays a whole game on a {@link GameHost}: `bots[s]` plays seat `s` (3 or 4 bots). Each bot sees
 * only its seat's view and every answer is refereed (see {@link askBot}); when the game is over
 * each bot's `end` hook gets the final view.
 *
 * @example
 * ```ts
 * const summary = await playGame([new GreedyBot(), new RandomBot(), new RandomBot()], { seed: 7 });
 * console.log(summary.winner, summary.endReason, summary.seats.map((s) => s.score));
 * ```
 */
export async function playGame(bots: readonly Bot[], options: GameOptions): Promise<GameSummary> {
  const players = bots.length;
  if (players !== 3 && players !== 4) throw new RangeError("a game needs 3 or 4 bots (R2.1)");
  const limit = options.limit ?? defaultLimit();
  const host = GameHost.start({ players, seed: options.seed, limit }, bots, {
    ...(options.timeControl ? { timeControl: options.timeControl } : {}),
    ...(options.botSeed ? { botSeed: options.botSeed } : {}),
    ...(options.turnLimit ? { turnLimit: options.turnLimit } : {}),
    seats: bots.map((bot, seat) => {
      const name = options.seatNames?.[seat] ?? bot.name;
      return { name, bot: options.seatBots?.[seat] ?? name };
    }),
  });
  await host.runBots();
  const final = host.state;
  await host.end();
  // the outcome ranks the seats once; every seat's rank, score and result are read from it
  const outcome = italia.outcome(final)!;
  const seats = seatSummaries(
    outcome,
    bots.map((bot) => bot.name),
    host.strikes,
    host.times,
    (seat) => final.eliminated.includes(seat),
  );
  return {
    seed: options.seed,
    players,
    limit,
    winner: final.winner,
    endReason: final.endReason!,
    rounds: final.round,
    actions: host.actionCount,
    seats,
    strikes: host.strikes,
    ...(options.record ? { log: host.actions as PlayerAction[] } : {}),
    ...(options.keepRecord
      ? { platformRecord: host.platformRecord(), gameRecord: host.record() }
      : {}),
  };
}
