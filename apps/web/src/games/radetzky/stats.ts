/**
 * The team's statistics at the end of a game, counted from the journal's events (the same at one
 * table, online and in a replay): the cards each seat played into fights, the fights won, lost
 * and stopped (RZ12), the soldiers defeated, and the soldiers Austria put on the board each round
 * (RZ14) — the soldiers over time.
 *
 * @module
 */
import type { RzLogEntry } from "./journal";

/** The team's statistics. */
export interface RzTeamStats {
  /** Cards played into fights, by seat. */
  readonly cardsBySeat: Readonly<Record<number, number>>;
  /** Fights by how they ended. */
  readonly fights: { readonly won: number; readonly lost: number; readonly stopped: number };
  /** Soldiers defeated in fights. */
  readonly defeated: number;
  /** Soldiers Austria placed (Castle included), by round, in round order. */
  readonly soldiersByRound: readonly { readonly round: number; readonly placed: number }[];
}

/** The statistics of the events in `log`. */
export function teamStats(log: readonly RzLogEntry[]): RzTeamStats {
  const cardsBySeat: Record<number, number> = {};
  const fights = { won: 0, lost: 0, stopped: 0 };
  let defeated = 0;
  const placed = new Map<number, number>();
  for (const { event, round } of log) {
    if (event.type === "italyPlayed") cardsBySeat[event.seat] = (cardsBySeat[event.seat] ?? 0) + 1;
    else if (event.type === "fightEnded") {
      fights[event.result]++;
      defeated += event.defeated;
    } else if (event.type === "soldiersPlaced") {
      placed.set(round, (placed.get(round) ?? 0) + event.count);
    }
  }
  const soldiersByRound = [...placed]
    .sort(([a], [b]) => a - b)
    .map(([r, n]) => ({ round: r, placed: n }));
  return { cardsBySeat, fights, defeated, soldiersByRound };
}
