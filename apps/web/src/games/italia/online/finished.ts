/**
 * A finished room reopened after it left the server's memory: its end screen is rebuilt from the
 * room's record (fetched with the seat's credential), as the seat would have seen it at the end.
 */

import type { PlayerView } from "@italia/engine";
import { type GameRecord, type GameState, resultOf, type Seat, viewFor } from "@italia/engine";
import { BOT_NAMES } from "../game/seats";
import type { RoomResult } from "./room";
import { safeText } from "./room";

/** What the end screen of a finished room shows, for one seat. */
export interface FinishedEnd {
  /** The seat's view at the end (every main objective revealed, R12). */
  readonly view: PlayerView;
  readonly result: RoomResult | null;
  /** The players' names by seat: a person's name, a bot seat's bot name (as in the game). */
  readonly names: readonly string[];
}

/**
 * The end screen of the game `record` ended in `state` (as the engine checked it), for `seat`;
 * `null` when the game is not over or the seat is not one of its seats.
 */
export function finishedEnd(
  record: GameRecord,
  state: GameState,
  seat: number,
): FinishedEnd | null {
  if (state.stage !== "over" || !Number.isInteger(seat) || seat < 0 || seat >= state.players) {
    return null;
  }
  const names = Array.from({ length: state.players }, (_, s) => {
    const held = record.seats?.[s];
    if (!held || held.bot !== undefined) return BOT_NAMES[s] ?? `#${s + 1}`;
    return safeText(held.name).slice(0, 24);
  });
  return { view: viewFor(state, seat as Seat), result: resultOf(state), names };
}
