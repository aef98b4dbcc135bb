/**
 * The Colyseus room of a game's spectators. Its room id is the game's watch id (the secret of the
 * watch link), never the game room's id: a spectator joins it, is sent the public view of the game
 * (`viewFor(state, null)`, the room's `watchDelay` turns behind while it is played) and the
 * spectators' chat, may write in that chat and, once the game is over and its end shown, ask for
 * its record (`record`) — nothing else. Holding the watch link never opens
 * the game room: its id (the invite) is in nothing a spectator is sent.
 *
 * @module
 */
import {
  type AuthContext,
  type Client,
  type ClientPrivate,
  ClientState,
  matchMaker,
  Room,
  ServerError,
} from "@colyseus/core";
import { unreadableFrame } from "./frames.js";
import { DRAINING_CLOSE_CODE } from "./health.js";
import type { Logger } from "./log.js";
import { matchmakeTarget } from "./matchmake-gate.js";
import { freshBudget, type MessageBudget, sendRefusal, takeMessage } from "./message-rate.js";
import type { RoomSession } from "./room-session.js";
import { type Refusal, readEntry } from "./terms.js";

/**
 * A game's watch link: `/?watch=WATCH`, with `&game=GAME` for a game other than Italia (the web
 * app's default), so that the page opens that game's screens at once and joins the spectators'
 * room once.
 */
export function watchLink(publicUrl: string, watchId: string, game: string): string {
  const named = game === "italia" ? "" : `&game=${encodeURIComponent(game)}`;
  return `${publicUrl}/?watch=${watchId}${named}`;
}

/** The room type of spectators' rooms. */
export const WATCH_ROOM = "italia-watch";

/** Spectators one game may have at once (more joins are refused: the room is full). */
export const MAX_SPECTATORS = 50;

/** Messages a spectator may send in a second (a burst may reach twice as many). */
const MESSAGES_PER_SECOND = 5;

/** The game room a spectators' room belongs to. */
export interface WatchOwner {
  /** The game watched. */
  readonly game: RoomSession;
  /** The server's log (spectators' chat is never logged). */
  readonly log: Logger;
  /** Tells the players how many spectators watch (called when the number may have changed). */
  spectatorsChanged(): void;
  /** The spectators' room opened (or closed, `null`). */
  attach(room: WatchRoom | null): void;
}

/** Longest wait (ms) for a game's previous spectators' room to go before its new one opens. */
const OLD_ROOM_WAIT_MS = 5_000;

/** Game rooms whose spectators' room is being created, by watch id (only the server opens one). */
const opening = new Map<string, WatchOwner>();

/**
 * Opens the spectators' room of a game (room id: its watch id). Only the server does: a client's
 * `create` of this room type is refused.
 */
export async function openWatchRoom(owner: WatchOwner): Promise<void> {
  const watchId = owner.game.watchId;
  if (!watchId) return;
  // the previous spectators' room of this game (the game left memory and is back already) goes
  // first: Colyseus forgets a room by its id when it is disposed, which would forget this one
  const old = matchMaker.getLocalRoomById(watchId);
  if (old) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, OLD_ROOM_WAIT_MS); // (never held up for long)
      old._events.once("dispose", () => {
        clearTimeout(timer);
        setImmediate(resolve);
      });
    });
  }
  opening.set(watchId, owner);
  try {
    // (here, beside its game: never in another process of a cluster)
    await matchMaker.handleCreateRoom(WATCH_ROOM, { watch: watchId });
  } finally {
    opening.delete(watchId);
  }
}

interface SpectatorData extends MessageBudget {
  name: string;
  /** Actions of the game this spectator has been sent, `null` before its first update. */
  sent: number | null;
}

/** A spectators' room. */
export class WatchRoom extends Room {
  override maxClients = MAX_SPECTATORS;
  private owner!: WatchOwner;
  /** Set once {@link close} was called (a game room that expires, then leaves memory). */
  private closing = false;

  /** A client may only join (by the watch id, with a name); creating one is for the server. */
  static override async onAuth(
    _token: string,
    options: unknown,
    context: AuthContext,
  ): Promise<boolean> {
    const { method } = matchmakeTarget(context.req?.url ?? "");
    if (method !== "joinById") throw new ServerError(403, "a watch room is opened by its link");
    const read = readEntry(options);
    if (!read.ok) throw new ServerError(400, read.error.message);
    if (read.entry.kind !== "seat") throw new ServerError(400, "a spectator gives a name");
    return true;
  }

  override onCreate(options: { watch?: unknown }): void {
    const watchId = typeof options?.watch === "string" ? options.watch : "";
    const owner = opening.get(watchId);
    if (!owner) throw new ServerError(403, "a watch room is opened by the server");
    this.owner = owner;
    this.roomId = watchId;
    this.autoDispose = false;
    this.setPrivate(true);
    owner.attach(this);
    this.onMessage("chat", (client, message) => {
      const data = this.allowed(client);
      if (!data) return;
      const game = this.owner.game;
      void game.say("spectators", client.sessionId, null, data.name, message).then((said) => {
        if ("code" in said) this.refuse(client, said);
        else this.broadcast("chat", { lines: [said], whole: false });
      });
    });
    this.onMessage("record", (client) => {
      const data = this.allowed(client);
      if (data) void this.sendRecord(client, data);
    });
    this.onMessage("*", (client) => {
      if (!this.allowed(client)) return;
      this.refuse(client, {
        code: "BAD_MESSAGE",
        rule: null,
        message: "spectators may only send chat",
      });
    });
  }

  /** Frames the server cannot read are refused (`BAD_MESSAGE`), as in a game room. */
  protected override _onMessage(
    client: Client & ClientPrivate,
    buffer: Buffer,
    isBinary: boolean = true,
  ): void {
    const frame = Buffer.isBuffer(buffer) ? buffer : Buffer.from(buffer as ArrayBuffer);
    const unreadable = unreadableFrame(frame, isBinary);
    if (unreadable === null) {
      super._onMessage(client, frame);
      return;
    }
    if (client.state === ClientState.LEAVING || !this.allowed(client)) return;
    this.refuse(client, {
      code: "BAD_MESSAGE",
      rule: null,
      message: `unreadable message: ${unreadable}`,
    });
  }

  override async onJoin(client: Client, options: unknown): Promise<void> {
    const read = readEntry(options);
    if (!read.ok || read.entry.kind !== "seat") throw new ServerError(400, "give a name");
    const game = this.owner.game;
    // (read before anything is sent: a join the store cannot answer is refused whole)
    const chat = await game.chatLines("spectators");
    const data: SpectatorData = {
      name: read.entry.name,
      sent: null,
      ...freshBudget(MESSAGES_PER_SECOND),
    };
    client.userData = data;
    // no room id, no invite, no credential: what a spectator may know
    client.send("welcome", {
      watch: true,
      name: data.name,
      game: game.gameId,
      terms: game.terms,
      delay: game.watchDelay,
    });
    client.send("seats", game.seatsState());
    client.send("chat", { lines: chat, whole: true });
    const update = game.spectatorUpdate(0, true);
    if (update) {
      data.sent = update.step;
      client.send("update", update);
    }
    this.owner.spectatorsChanged();
    this.owner.log("info", "spectator-joined", { spectators: this.clients.length });
  }

  override onLeave(client: Client): void {
    this.owner.game.forgetSpectator(client.sessionId);
    this.owner.spectatorsChanged();
  }

  /** Shutdown: its spectators are closed with {@link DRAINING_CLOSE_CODE}, so they come back. */
  override onBeforeShutdown(): void {
    void this.disconnect(DRAINING_CLOSE_CODE);
  }

  override onDispose(): void {
    this.owner.attach(null);
  }

  /** Sends each spectator what it may see of the game now, if anything new. */
  sendUpdates(): void {
    for (const client of this.clients) {
      const data = client.userData as SpectatorData | undefined;
      if (!data) continue;
      const update = this.owner.game.spectatorUpdate(data.sent ?? 0, data.sent === null);
      if (!update) continue;
      data.sent = update.step;
      client.send("update", update);
    }
  }

  /** Sends every spectator the room's seats. */
  sendSeats(): void {
    this.broadcast("seats", this.owner.game.seatsState());
  }

  /** Whether the room is closing (its game room left memory or expired). */
  get isClosing(): boolean {
    return this.closing;
  }

  /** The game room left memory or expired: the spectators are told (if it expired) and closed. */
  close(expired: { stage: string } | null): void {
    if (this.closing) return;
    this.closing = true;
    if (expired) this.broadcast("expired", expired);
    this.autoDispose = true;
    void this.disconnect(expired ? 4410 : undefined);
  }

  /**
   * Sends a spectator the game's record (`record`), once the game is over and the spectator has
   * been sent its end: never earlier, so the spectators' delay and every secret of a game in play
   * hold. The players' chat is left out (`chat` is the players'); the spectators' own is theirs.
   */
  private async sendRecord(client: Client, data: SpectatorData): Promise<void> {
    const game = this.owner.game;
    if (game.stage !== "over") {
      this.refuse(client, {
        code: "NOT_OVER",
        rule: null,
        message: "the record is given once the game is over",
      });
      return;
    }
    // the end not sent yet to this spectator: it is sent first
    if (data.sent === null || game.spectatorUpdate(data.sent) !== null) this.sendUpdates();
    const served = await game.record();
    if (!served) return;
    const { chat: _players, ...record } = served as unknown as Record<string, unknown>;
    client.send("record", record);
  }

  /** The spectator's data if it may send a message now (rate limit), else `null`. */
  private allowed(client: Client): SpectatorData | null {
    const data = client.userData as SpectatorData | undefined;
    if (!data) return null;
    const taken = takeMessage(data, MESSAGES_PER_SECOND);
    if (taken === "ok") return data;
    if (taken === "refuse") {
      this.refuse(client, { code: "RATE_LIMITED", rule: null, message: "too many messages" });
    } else if (taken === "close") client.leave(4029, "too many messages");
    return null;
  }

  private refuse(client: Client, refusal: Refusal): void {
    sendRefusal(client, refusal);
  }
}
