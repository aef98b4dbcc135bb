/**
 * What an arena keeps of a finished game of any game ({@link PlayedGame}): who sat where, each
 * seat's result, rank and score read once from the game's `Outcome`, strikes and timings.
 * Italia's `GameSummary` is one with Italia's own types.
 *
 * @module
 */
import type { Outcome, Seat, SeatResult } from "@italia/game-kit";
import type { Strike } from "./referee.js";
import type { SeatTimes } from "./seat-times.js";

/** One seat's part in a finished game. */
export interface SeatSummary {
  readonly seat: Seat;
  /** The bot's name. */
  readonly bot: string;
  /** The seat's result: won, drew (a shared best place) or lost. */
  readonly result: SeatResult;
  /** Final rank, 1 = best; shared ranks are equal (Italia: R11.5–R11.6). */
  readonly rank: number;
  /** Final score (Italia: R11.5; 0 in a game without scores). */
  readonly score: number;
  /**
   * Whether the seat was out of the game before its end: Italia's eliminated seats (R10); always
   * `false` for another game (its outcome does not say).
   */
  readonly eliminated: boolean;
  /** Answers refused and replaced by a fallback. */
  readonly strikes: number;
  /** Decisions the bot was asked, setup included. */
  readonly decisions: number;
  /** Total milliseconds spent deciding, setup included (an external program starts in setup). */
  readonly decideMs: number;
  /** The slowest decision, in milliseconds, setup included. */
  readonly maxDecisionMs: number;
  /** Turns the bot played, after setup (a turn cut short by the end of the game counts). */
  readonly turns: number;
  /** Milliseconds spent deciding in those turns (setup excluded): `decideMs` less setup. */
  readonly turnsMs: number;
  /** The slowest of those turns (sum of its decisions), in milliseconds. */
  readonly maxTurnMs: number;
}

/** A finished game of any game, as the arena summarises it. */
export interface PlayedGame {
  /** The game's seed (Italia's may be a number). */
  readonly seed: string | number;
  /** How many seats played. */
  readonly players: number;
  /** The only seat that won, or `null` when none or several did (a shared best place). */
  readonly winner: Seat | null;
  /** How the game ended: the outcome's reason (Italia: `"sdadata"`, `"conquista"`…). */
  readonly endReason: string;
  /** The round the game ended in (the outcome's `detail.round`; 0 for a game without rounds). */
  readonly rounds: number;
  /** Actions applied in the whole game, setup included. */
  readonly actions: number;
  /** Per seat, in seat order. */
  readonly seats: readonly SeatSummary[];
  /** Every refused answer. */
  readonly strikes: readonly Strike[];
}

/**
 * Each seat's summary from the game's outcome — read once, never ranked again — and the host's
 * strikes and timings.
 *
 * @param bots each seat's bot name
 * @param eliminated whether a seat was out before the end (default: none was)
 * @internal
 */
export function seatSummaries(
  outcome: Outcome,
  bots: readonly string[],
  strikes: readonly Strike[],
  times: readonly SeatTimes[],
  eliminated: (seat: Seat) => boolean = () => false,
): SeatSummary[] {
  const struck = new Array<number>(bots.length).fill(0);
  for (const s of strikes) if (s.seat >= 0 && s.seat < bots.length) struck[s.seat]!++;
  return bots.map((bot, seat) => {
    const t = times[seat]!;
    return {
      seat,
      bot,
      result: outcome.results[seat] ?? "loss",
      rank: outcome.ranks[seat] ?? bots.length,
      score: outcome.scores?.[seat] ?? 0,
      eliminated: eliminated(seat),
      strikes: struck[seat]!,
      decisions: t.decisions,
      decideMs: t.decideMs,
      maxDecisionMs: t.maxDecisionMs,
      turns: t.turns,
      turnsMs: t.turnsMs,
      maxTurnMs: t.maxTurnMs,
    };
  });
}

/** The only seat that won, or `null` when none or several did. @internal */
export function soleWinner(outcome: Outcome): Seat | null {
  const winners = outcome.results.flatMap((r, seat) => (r === "win" ? [seat] : []));
  return winners.length === 1 ? winners[0]! : null;
}
