/**
 * Online rooms' links and the seat credentials this browser keeps. An invite link is
 * `ORIGIN/?room=ROOM`; a personal rejoin link adds the credential in the fragment,
 * `ORIGIN/?room=ROOM#seat=CREDENTIAL`, which browsers never send to a server, so it stays out of
 * HTTP logs. Everything read from a URL or from storage is checked against the server's formats.
 */

/** A room id: 128 random bits, 22 base64url characters (see docs/server.md). */
const ROOM_ID = /^[A-Za-z0-9_-]{22}$/;
/** A seat credential: 256 random bits, 43 base64url characters. */
const CREDENTIAL = /^[A-Za-z0-9_-]{43}$/;

/** What a page address says about an online room. */
export interface RoomLink {
  readonly room: string;
  /** The credential from a rejoin link's fragment, else `null`. */
  readonly credential: string | null;
}

/** Whether `text` has the shape of a room id. */
export function isRoomId(text: unknown): text is string {
  return typeof text === "string" && ROOM_ID.test(text);
}

/** Whether `text` has the shape of a seat credential. */
export function isCredential(text: unknown): text is string {
  return typeof text === "string" && CREDENTIAL.test(text);
}

/**
 * The room (and credential) a page address names, or `null` when it names none or names it
 * badly. `search` is `location.search`, `hash` is `location.hash`.
 */
export function readRoomLink(search: string, hash: string): RoomLink | null {
  const room = new URLSearchParams(search.slice(0, 200)).get("room");
  if (!isRoomId(room)) return null;
  const seat = new URLSearchParams(hash.replace(/^#/, "").slice(0, 200)).get("seat");
  return { room, credential: isCredential(seat) ? seat : null };
}

/**
 * The watch id a page address names (`?watch=WATCH`: a spectators' link, see docs/server.md), or
 * `null`.
 */
export function readWatchLink(search: string): string | null {
  const watch = new URLSearchParams(search.slice(0, 200)).get("watch");
  return isRoomId(watch) ? watch : null;
}

/**
 * The game a watch link names (`&game=GAME`, which the server adds for a game other than Italia,
 * docs/server.md), or `null`: a short id of lowercase letters only.
 */
export function readWatchGame(search: string): string | null {
  const game = new URLSearchParams(search.slice(0, 200)).get("game");
  return game !== null && /^[a-z]{1,20}$/.test(game) ? game : null;
}

/** The invite link of a room on this site. */
export function inviteLink(origin: string, room: string): string {
  return `${origin}/?room=${room}`;
}

/** The personal rejoin link: the invite link with the credential in the fragment. */
export function rejoinLink(origin: string, room: string, credential: string): string {
  return `${inviteLink(origin, room)}#seat=${credential}`;
}

/** The storage key of a room's credential. */
export function credentialKey(room: string): string {
  return `italia.online.${room}`;
}

/** Where credentials are kept: `localStorage`, or a stand-in in tests. */
export type KeyStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The credential this browser holds for `room`, if any (and well-formed). */
export function savedCredential(store: KeyStore | null, room: string): string | null {
  try {
    const value = store?.getItem(credentialKey(room)) ?? null;
    return isCredential(value) ? value : null;
  } catch {
    return null; // storage unavailable
  }
}

/** How many rooms' credentials a browser keeps; the least recently joined go first. */
export const MAX_KEPT_ROOMS = 20;
/** The storage key of the list of rooms with a kept credential, most recent first. */
const ROOMS_KEY = "italia.online.rooms";

/**
 * The rooms whose seat credential this browser keeps, most recently joined first (a room listed
 * without its credential is left out).
 */
export function keptSeats(
  store: KeyStore | null,
): { readonly room: string; readonly credential: string }[] {
  if (!store) return [];
  const out: { room: string; credential: string }[] = [];
  for (const room of keptRooms(store)) {
    const credential = savedCredential(store, room);
    if (credential) out.push({ room, credential });
  }
  return out;
}

function keptRooms(store: KeyStore): string[] {
  try {
    const list = JSON.parse((store.getItem(ROOMS_KEY) ?? "[]").slice(0, 4000)) as unknown;
    return Array.isArray(list) ? list.filter(isRoomId) : [];
  } catch {
    return [];
  }
}

/**
 * Keeps the credential of a seat in `room`, so reopening the invite link takes the seat back.
 * At most {@link MAX_KEPT_ROOMS} rooms are kept: the least recently joined one is forgotten.
 */
export function saveCredential(store: KeyStore | null, room: string, credential: string): void {
  if (!store || !isRoomId(room) || !isCredential(credential)) return;
  try {
    const rooms = [room, ...keptRooms(store).filter((r) => r !== room)];
    for (const old of rooms.slice(MAX_KEPT_ROOMS)) store.removeItem(credentialKey(old));
    store.setItem(ROOMS_KEY, JSON.stringify(rooms.slice(0, MAX_KEPT_ROOMS)));
    store.setItem(credentialKey(room), credential);
  } catch {
    // storage unavailable: the rejoin link still works
  }
}

/** Forgets the credential of `room` (the server no longer knows it). */
export function forgetCredential(store: KeyStore | null, room: string): void {
  if (!store) return;
  try {
    store.removeItem(credentialKey(room));
    store.setItem(ROOMS_KEY, JSON.stringify(keptRooms(store).filter((r) => r !== room)));
  } catch {
    // storage unavailable
  }
}
