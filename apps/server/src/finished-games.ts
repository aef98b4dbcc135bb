/**
 * Finished games rebuilt for their record downloads. A finished room leaves memory with its last
 * client; rebuilding it replays the whole game on the main thread, so each one is rebuilt once
 * and kept (a finished game never changes), for at most {@link DEFAULT_FINISHED_KEPT} rooms, the
 * least recently asked for going first.
 *
 * @module
 */
import type { RoomSession } from "./room-session.js";

/** Default number of finished games kept in memory for record downloads. */
export const DEFAULT_FINISHED_KEPT = 32;

/** Finished games by room id. */
export class FinishedGames {
  private readonly games = new Map<string, RoomSession>();

  constructor(readonly max = DEFAULT_FINISHED_KEPT) {}

  /** Games kept now. */
  get size(): number {
    return this.games.size;
  }

  /**
   * The finished game of room `id`: kept, or made by `rebuild` (and kept; `null` if it cannot
   * be). The caller checks first that the room is still stored: a deleted room's game is never
   * served.
   */
  async get(
    id: string,
    rebuild: () => RoomSession | null | Promise<RoomSession | null>,
  ): Promise<RoomSession | null> {
    const kept = this.games.get(id);
    if (kept) this.games.delete(id); // most recently asked for last
    const game = kept ?? (await rebuild());
    if (!game) return null;
    this.games.set(id, game);
    while (this.games.size > this.max) {
      this.games.delete(this.games.keys().next().value as string);
    }
    return game;
  }

  /** Forgets room `id` (deleted). */
  delete(id: string): void {
    this.games.delete(id);
  }
}
