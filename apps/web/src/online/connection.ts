/**
 * The link to the server: `colyseus.js` 0.16 (the protocol in docs/server.md). Loaded only with
 * the online screens, so the local game's first load does not carry it. Every message the server
 * sends goes to `onMessage` as a {@link RoomMessage}; a connection that drops is reopened with the
 * seat's credential, with growing pauses, until the player leaves.
 */

import { Client, type Room } from "colyseus.js";
import { isCredential } from "./links";
import type { Refusal, RoomMessage } from "./shell";
import { safeText } from "./shell";

/**
 * How to enter a room. A `create` names the room type (the game's id) and that game's create
 * options (docs/server.md, Rooms per game).
 */
export type Entry =
  | {
      readonly kind: "create";
      readonly options: Readonly<Record<string, unknown>>;
      /** The room type: the game's id. */
      readonly game: string;
    }
  | { readonly kind: "join"; readonly room: string; readonly name: string; readonly seat: number }
  | { readonly kind: "rejoin"; readonly room: string; readonly credential: string }
  /** A spectator: the watch link's id and the name they chose. */
  | { readonly kind: "watch"; readonly watch: string; readonly name: string };

/** An open room; `A` is its game's action. */
export interface Connection<A extends object> {
  /** The room's id. */
  readonly room: string;
  send(type: "action", body: A): void;
  send(
    type: "start" | "back" | "toBot" | "resign" | "rematch" | "record",
    body: Record<string, never>,
  ): void;
  send(type: "chat", body: { text: string }): void;
  /** Leaves for good (no reconnection). */
  close(): void;
}

/** The WebSocket endpoint of the server that served this page. */
export function endpoint(location: Pick<Location, "protocol" | "host">): string {
  return `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}`;
}

/**
 * A refusal from a failed join (the server's HTTP-like code and message). It cites no rule: a
 * join is refused by the room, whatever its game.
 */
export function joinRefusal(error: unknown): Refusal & { readonly status: number } {
  const status =
    typeof (error as { code?: unknown })?.code === "number" ? (error as { code: number }).code : 0;
  const message = error instanceof Error ? error.message : "the server cannot be reached";
  return { code: `JOIN_${status || "FAILED"}`, rule: null, message: safeText(message), status };
}

/**
 * Closing codes after which the page does not reconnect: the player left, the seat was opened
 * elsewhere (4000), the room expired and was deleted (4410).
 */
const FINAL_CODES = new Set([1000, 4000, 4410]);
/** Pauses between reconnection attempts, in milliseconds (the last one repeats). */
const RETRY_MS = [500, 1000, 2000, 4000, 8000];

/** How long the page keeps trying to take a seat back while the server is busy (503). */
const BUSY_WINDOW_MS = 30_000;

/**
 * Joins with `join`, trying again (after the pauses of {@link RETRY_MS}) while the server answers
 * 503 `SERVER_BUSY` — it is loading as many stored games as it may at once, as after a restart —
 * for up to {@link BUSY_WINDOW_MS}; any other refusal, or a busy answer after that, is thrown.
 */
async function joinWhenFree(
  join: () => Promise<Room>,
  onBusy: (() => void) | undefined,
): Promise<Room> {
  const until = Date.now() + BUSY_WINDOW_MS;
  for (let attempt = 0; ; attempt++) {
    try {
      return await join();
    } catch (error) {
      const wait = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]!;
      if (joinRefusal(error).status !== 503 || Date.now() + wait > until) throw error;
      onBusy?.();
      await new Promise((r) => setTimeout(r, wait));
    }
  }
}

/**
 * Enters a room and keeps it open. Resolves once the server accepted the entry; rejects with the
 * server's refusal otherwise (see {@link joinRefusal}). `onCredential` receives the seat's
 * credential as soon as the server gives it (to keep it for reloads and reconnections); `onBusy`
 * is called each time a busy server's refusal of a rejoin is about to be tried again.
 */
export async function connect<A extends object>(
  url: string,
  entry: Entry,
  onMessage: (msg: RoomMessage) => void,
  onCredential: (room: string, credential: string) => void,
  onBusy?: () => void,
): Promise<Connection<A>> {
  const client = new Client(url);
  let credential: string | null = entry.kind === "rejoin" ? entry.credential : null;
  // what opens the room again after a drop: the seat's credential, or a spectator's name
  const rejoinOptions = (): Record<string, string> | null =>
    credential !== null ? { credential } : entry.kind === "watch" ? { name: entry.name } : null;
  let closed = false;
  let current: Room;

  const attach = (room: Room) => {
    current = room;
    room.onMessage("*", (type, body) => {
      const name = String(type);
      if (name === "welcome" && typeof body === "object" && body !== null) {
        const c = (body as { credential?: unknown }).credential;
        if (isCredential(c)) {
          credential = c;
          onCredential(room.roomId, c);
        }
      }
      onMessage({ type: "message", name, body, at: Date.now() });
    });
    room.onLeave((code) => {
      if (closed) return;
      if (FINAL_CODES.has(code) || rejoinOptions() === null) {
        onMessage({ type: "connection", connection: "closed" });
        return;
      }
      onMessage({ type: "connection", connection: "reconnecting" });
      void reconnect(room.roomId, 0);
    });
  };

  const reconnect = async (id: string, attempt: number): Promise<void> => {
    await new Promise((r) => setTimeout(r, RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]));
    const options = rejoinOptions();
    if (closed || options === null) return;
    try {
      attach(await client.joinById(id, options));
    } catch (error) {
      const refusal = joinRefusal(error);
      if (refusal.status === 403) {
        onMessage({ type: "refusal", refusal });
        onMessage({ type: "connection", connection: "closed" });
        return;
      }
      void reconnect(id, attempt + 1);
    }
  };

  onMessage({ type: "connection", connection: "connecting" });
  try {
    if (entry.kind === "create") attach(await client.create(entry.game, { ...entry.options }));
    else if (entry.kind === "join")
      attach(await client.joinById(entry.room, { name: entry.name, seat: entry.seat }));
    else if (entry.kind === "watch")
      attach(await client.joinById(entry.watch, { name: entry.name }));
    else {
      const { room, credential } = entry;
      attach(await joinWhenFree(() => client.joinById(room, { credential }), onBusy));
    }
  } catch (error) {
    throw joinRefusal(error);
  }
  return {
    get room() {
      return current.roomId;
    },
    send(type: string, body: unknown) {
      current.send(type, body);
    },
    close() {
      closed = true;
      void current.leave(true).catch(() => {});
    },
  } as Connection<A>;
}
