/**
 * Which game's online screens a page address opens, and on what: the app shell reads it once, when
 * the page loads.
 *
 * @module
 */
import { type RoomLink, readRoomLink, readWatchGame, readWatchLink } from "./links";
import type { WatchEntry } from "./useRoomEntry";

/** Online screens open: whose, and on what. */
export interface OnlineOpening<G extends string> {
  /** The room's game; `null` while the server is asked which game a room link's room is. */
  readonly game: G | null;
  /** The room the page address named (an invite or rejoin link), or `null`. */
  readonly link: RoomLink | null;
  /** A watch link's id whose spectator has not chosen a name yet. */
  readonly watchLink: string | null;
  /** A spectator handed over from another game's page, with the name they chose. */
  readonly watch: WatchEntry | null;
}

/**
 * The online screens the page address (`search`, `hash`) opens, or `null` for the home page: a
 * watch link naming another game than `fallback` (`?watch=…&game=…`) on that game's screens; a
 * room link (invite or rejoin) with its game to be asked of the server; a watch link naming no
 * game (or one `known` does not know) on `fallback`'s, which learns the room's game on joining.
 */
export function openingOf<G extends string>(
  search: string,
  hash: string,
  known: (id: string | null) => G | undefined,
  fallback: G,
): OnlineOpening<G> | null {
  const watchLink = readWatchLink(search);
  const named = known(readWatchGame(search));
  if (watchLink && named !== undefined && named !== fallback)
    return { game: named, link: null, watchLink, watch: null };
  const link = readRoomLink(search, hash);
  if (link) return { game: null, link, watchLink, watch: null };
  return watchLink ? { game: fallback, link: null, watchLink, watch: null } : null;
}
