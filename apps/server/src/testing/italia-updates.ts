/**
 * What an Italia room sends, typed with Italia's types for the tests that read it: a room knows
 * its game's views, events, moves and results only as values (`SeatUpdate<unknown…>`).
 *
 * @module
 */
import type { GameEvent, LegalMove, PlayerView, RecordedResult } from "@italia/engine";
import type { SeatUpdate, ServedRecord, SpectatorUpdate } from "../room-messages.js";
import type { RoomSession } from "../room-session.js";

/** A seat's update in an Italia room. */
export type ItaliaSeatUpdate = SeatUpdate<PlayerView, GameEvent, LegalMove, RecordedResult>;

/** The spectators' update in an Italia room. */
export type ItaliaSpectatorUpdate = SpectatorUpdate<PlayerView, GameEvent, RecordedResult>;

/** `game.updateFor(seat)` of an Italia room. */
export function italiaUpdate(game: RoomSession, seat: number): ItaliaSeatUpdate | null {
  return game.updateFor(seat) as ItaliaSeatUpdate | null;
}

/** `game.spectatorUpdate(since, always)` of an Italia room. */
export function italiaSpectatorUpdate(
  game: RoomSession,
  since: number,
  always = false,
): ItaliaSpectatorUpdate | null {
  return game.spectatorUpdate(since, always) as ItaliaSpectatorUpdate | null;
}

/** `game.record()` of an Italia room: its `game-record/1` and the players' chat. */
export function italiaRecord(game: RoomSession): Promise<ServedRecord | null> {
  return game.record();
}
