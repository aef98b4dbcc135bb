/**
 * The Colyseus room that carries a {@link RoomSession} to its clients: joining (by a free seat
 * and a name, or by a seat credential), the messages clients may send (`action`, `start`, `back`),
 * each checked for shape and rate, and what each seat is sent (`welcome`, `seats`, `update`,
 * `timedOut`, `refused`, `shutdown`). Rooms are private: only their id (an invite link) opens
 * them.
 *
 * One room type per game, named after the game's id (`italia`, `radetzky`: see
 * {@link ONLINE_GAMES}), all of this class: the room type a room is created under is its game.
 *
 * @module
 */

import type { IncomingMessage } from "node:http";
import {
  type AuthContext,
  type Client,
  type ClientPrivate,
  ClientState,
  matchMaker,
  Room,
  ServerError,
} from "@colyseus/core";
import type { BotMaker } from "./bot-pool.js";
import type { LoadCounts } from "./cluster-limits.js";
import { CreateLimit, type CreateLimitSettings } from "./create-limit.js";
import { newRoomId, newSeed } from "./credentials.js";
import { unreadableFrame } from "./frames.js";
import { gameKindOf } from "./game-kinds.js";
import { DRAINING_CLOSE_CODE } from "./health.js";
import type { Logger } from "./log.js";
import { matchmakeTarget } from "./matchmake-gate.js";
import { freshBudget, type MessageBudget, sendRefusal, takeMessage } from "./message-rate.js";
import { type RoomOutlet, RoomSession, type SeatInfo } from "./room-session.js";
import { STORE_FAILED, StoreFailedError } from "./room-writes.js";
import type { ServerMetrics } from "./server-metrics.js";
import { FencedError, type RoomStore, type StoredRoom } from "./store.js";
import {
  GAME_STARTED,
  MAX_SEATS,
  NOT_A_SEAT,
  ONLINE_GAMES,
  type Refusal,
  readEntry,
  readGame,
  readGameTerms,
  unknownCreateOption,
} from "./terms.js";
import { openWatchRoom, type WatchRoom, watchLink } from "./watch-room.js";

/**
 * Milliseconds after the creator's seat reservation runs out (Colyseus' 15 s) when a lobby with
 * nobody in it is deleted: creating rooms over HTTP without ever connecting fills no memory.
 */
const ABANDON_GRACE_MS = 2_000;

/**
 * Joins of one seat by its credential that may wait for their WebSocket at once (a retry after a
 * lost answer). Colyseus counts reservations against `maxClients` and locks a full room: with
 * at most one client per seat, 2 reservations per taken seat and 1 per free seat, a room holds at
 * most 3 per seat of its {@link CLIENTS_PER_SEAT}.
 */
const JOINS_PER_SEAT = 2;

/** A room's `maxClients` per seat of its game's most (4 × 4 = 16 for Italia, 20 for Radetzky). */
const CLIENTS_PER_SEAT = 4;

/**
 * Joins of one seat by its credential (reconnections): 10 at once, then one more every 6 s. Each
 * join and leave sends the room's seats to everybody in it, so a seat holder reconnecting in a
 * loop would make the room's other clients receive a message storm; a flaky connection or a few
 * reloads stay well inside it (the web app retries after 0.5, 1, 2, 4, then every 8 s).
 */
export const SEAT_JOINS: CreateLimitSettings = { burst: 10, everyMs: 6000 };

/** Messages a client may send in a second (a burst may reach twice as many). */
export const MESSAGES_PER_SECOND = 20;

/** What the room needs from the server process. */
export interface RoomServices {
  readonly store: RoomStore;
  /**
   * This server process's id (Colyseus' `processId`): the owner it stores for the rooms it
   * creates and claims (see {@link RoomStore.claimRoom}).
   */
  readonly processId: string;
  readonly log: Logger;
  /** The public URL invite links start with (no trailing slash). */
  readonly publicUrl: string;
  /** Live games by room id (for the HTTP routes and shutdown). */
  readonly games: Map<string, RoomSession>;
  /**
   * Ids of stored rooms the server is bringing back (only the server may ask for a restore), each
   * with the ownership epoch its claim expects (the one read when the server decided to load it),
   * or `null` for the epoch read with the room.
   */
  readonly restoring: Map<string, number | null>;
  /** Milliseconds in a minute of a timed game (60 000; tests shorten it). */
  readonly minuteMs: number;
  /** Milliseconds in a second of a turn timer (1 000; tests shorten it). */
  readonly secondMs: number;
  /** Where rooms get their bots (a pool of worker threads, or the main thread). */
  readonly bots: BotMaker;
  /** Milliseconds a lobby is kept (`--lobby-ttl`). */
  readonly lobbyTtlMs: number;
  /** Milliseconds a lobby may go with nobody connected before it is deleted (`--lobby-idle`). */
  readonly lobbyIdleMs: number;
  /** Milliseconds a finished room is kept (`--keep-finished`). */
  readonly keepFinishedMs: number;
  /** Rooms that may wait in their lobby at once (`--max-lobbies`). */
  readonly maxLobbies: number;
  /** Games that may be played at once, paused ones not counted (`--max-games`). */
  readonly maxGames: number;
  /** Milliseconds a paused game stays in memory before it is unloaded (`--unload-paused`). */
  readonly unloadPausedMs: number;
  /** Whether a join of room `id` is on its way (its request not answered yet). */
  readonly joinsInFlight: (id: string) => boolean;
  /** The key of the client a request comes from (see `client-address.ts`). */
  readonly clientOf: (req: IncomingMessage | undefined) => string;
  /** Rooms with strong bots one client may have open at once (`--strong-rooms`; 0: no limit). */
  readonly strongRooms: number;
  /** The server's metrics (people's actions and their latency). */
  readonly metrics: ServerMetrics;
  /**
   * The other processes' lobbies, games and loads (a cluster's last reports, see
   * `cluster-limits.ts`; none for one process alone): the limits hold for the cluster.
   */
  readonly elsewhere?: () => LoadCounts;
  /** A room of this process was claimed by another (its write was fenced): reported. */
  readonly fenced?: (room: string) => void;
}

/**
 * The create option under which `onAuth` hands `onCreate` the creating client's key. A client
 * cannot send it: `onAuth` refuses any option not in {@link CREATE_OPTIONS} before setting it.
 */
const CREATOR = "\u0000creator";

/**
 * Why the client `address` may not open one more room with strong bots now, or `null`: the
 * server's bots are too busy for any new room, or the client has `--strong-rooms` open already.
 */
function mayOpen(bot: string, address: string): string | null {
  const services = GameRoom.services;
  if (services.bots.busy()) {
    services.log("warn", "bots-busy", {});
    return "the server is busy: its bots cannot keep up with the games being played. Try again in a few minutes";
  }
  if (bot !== "strong" || services.strongRooms === 0) return null;
  let open = 0;
  for (const game of services.games.values()) {
    if (game.owner.address === address && game.terms.bot === "strong" && game.stage !== "over") {
      open++;
    }
  }
  if (open < services.strongRooms) return null;
  services.log("warn", "strong-rooms-limited", { rooms: open });
  return `you already have ${open} rooms with strong bots open, the most one player may have: finish or leave one of them first, or choose other bots`;
}

interface SeatData extends MessageBudget {
  seat: number;
}

/** Create options, as sent by `client.create("italia", options)` (or `"radetzky"`). */
interface CreateOptions {
  restore?: unknown;
  [key: string]: unknown;
}

/**
 * A room of one game (the room type it was created under: `italia` or `radetzky`), for the
 * game's seats (its `info.seats`), its terms and its session.
 */
export class GameRoom extends Room {
  /** Set by the server before the room types are defined. */
  static services: RoomServices;
  override maxClients = 4 * CLIENTS_PER_SEAT;
  private game!: RoomSession;
  private readonly clientsBySeat = new Map<number, Client>();
  /** Joins left to each seat (a token bucket per seat; see {@link SEAT_JOINS}). */
  private readonly seatJoins = new CreateLimit(SEAT_JOINS, MAX_SEATS);
  /** Seats refused for joining too often since their last accepted join (logged once each). */
  private readonly seatJoinsRefused = new Set<number>();
  /**
   * Deletes the lobby while nobody is connected to it: one its creator never entered (see
   * {@link ABANDON_GRACE_MS}), or one everybody left (`--lobby-idle`).
   */
  private emptyTimer: NodeJS.Timeout | null = null;
  /** Unloads the game while it stays paused (see {@link unloadWhilePaused}). */
  private unloadTimer: NodeJS.Timeout | null = null;
  /** The game's spectators' room (its id is the watch id), once open. */
  private watchRoom: WatchRoom | null = null;
  /** The ownership epoch this process holds of the room. */
  private heldEpoch = 0;
  /** Whether another process claimed the room (see {@link fence}). */
  private fenced = false;
  /** Spectators watching, as last told to the players. */
  private spectators = 0;
  /** Sends the players the number of spectators (at most once a second). */
  private spectatorsTimer: NodeJS.Timeout | null = null;

  /**
   * Matchmaking calls this before it reserves a seat (the WebSocket comes later). Colyseus counts
   * reservations against `maxClients` and locks a full room for 15 s, so a join by id is only given
   * one if it may enter: a credential of one of the room's seats, or a name while a lobby seat is
   * free and not already reserved by another name. Strangers can no longer lock players out.
   */
  static override async onAuth(
    _token: string,
    options: unknown,
    context: AuthContext,
  ): Promise<boolean> {
    // the room id as Colyseus reads it from the URL
    const { method, target } = matchmakeTarget(context.req?.url ?? "");
    if (method === "create" || method === "joinOrCreate") {
      // the options as the client sent them, before Colyseus merges them into a new object
      // (where a "__proto__" key would become its prototype); the terms are read in onCreate
      const unknown = unknownCreateOption(options);
      if (unknown) throw new ServerError(400, unknown.message);
      // the creator's key goes with the options to onCreate (checked there, with the terms)
      if (typeof options === "object" && options !== null) {
        (options as Record<string, unknown>)[CREATOR] = GameRoom.services.clientOf(context.req);
      }
      return true;
    }
    if (method !== "joinById") return true;
    const room = matchMaker.getLocalRoomById(target);
    if (room instanceof GameRoom) room.mayReserve(options);
    return true;
  }

  /** Throws the reason a join with `options` could never open a seat of this room. */
  private mayReserve(options: unknown): void {
    const read = readEntry(options);
    if (!read.ok) throw new ServerError(400, read.error.message);
    if (read.entry.kind === "credential") {
      const seat = this.game.seatOf(read.entry.credential);
      if (seat < 0) throw new ServerError(403, NOT_A_SEAT);
      const joining = Object.values(this.reservedSeats).filter(([joinOptions]) => {
        const entry = readEntry(joinOptions);
        return (
          entry.ok &&
          entry.entry.kind === "credential" &&
          this.game.seatOf(entry.entry.credential) === seat
        );
      }).length;
      if (joining >= JOINS_PER_SEAT) {
        throw new ServerError(409, "this seat is already joining: try again in a few seconds");
      }
      const wait = this.seatJoins.take(String(seat));
      if (wait > 0) {
        // one log line per run of refusals, not one per refused request
        if (!this.seatJoinsRefused.has(seat)) {
          this.seatJoinsRefused.add(seat);
          GameRoom.services.log("warn", "seat-joins-limited", { room: this.roomId, seat });
        }
        throw new ServerError(
          429,
          `this seat joined too often: try again in ${Math.ceil(wait / 1000)} s`,
        );
      }
      this.seatJoinsRefused.delete(seat);
      return;
    }
    const free = this.game.seatInfo().filter((s) => s.name === null && !s.bot).length;
    const pending = Object.values(this.reservedSeats).filter(([joinOptions]) => {
      const entry = readEntry(joinOptions);
      return entry.ok && entry.entry.kind === "seat";
    }).length;
    if (this.game.stage !== "lobby") throw new ServerError(409, GAME_STARTED);
    if (pending >= free) throw new ServerError(409, "no seat is free right now");
    const taken = this.game.nameTaken(read.entry.name);
    if (taken) throw new ServerError(409, taken.message);
  }

  /**
   * A person offers a rematch once the game is over: a new room (same terms, a new secret seed)
   * whose lobby keeps a seat for each person of this game, theirs with the credential they hold
   * here; the offerer is its creator. Everybody here is told (`rematch`); a second offer points
   * at the same room while it exists.
   */
  private async offerRematch(seat: number): Promise<Refusal | null> {
    const services = GameRoom.services;
    const existing = this.game.rematch;
    if (existing && (await services.store.hasRoom(existing))) {
      this.broadcast("rematch", { room: existing, by: seat });
      return null;
    }
    const seats = this.game.rematchSeats(seat);
    if (!Array.isArray(seats)) return seats;
    let lobbies = 0;
    for (const game of services.games.values()) if (game.stage === "lobby") lobbies++;
    lobbies += services.elsewhere?.().lobbies ?? 0;
    if (lobbies >= services.maxLobbies) {
      services.log("warn", "too-many-lobbies", { lobbies });
      return {
        code: "SERVER_BUSY",
        rule: null,
        message: "the server has too many open rooms: try again later",
      };
    }
    const refused = mayOpen(this.game.terms.bot, this.game.owner.address);
    if (refused !== null) return { code: "SERVER_BUSY", rule: null, message: refused };
    const room: StoredRoom = {
      id: newRoomId(),
      // the rematch's bots count against the same client as this room's
      creator: this.game.owner.address,
      game: this.game.gameId,
      terms: this.game.terms,
      seed: newSeed(),
      stage: "lobby",
      seats,
      actions: [],
      turnDeadline: null,
      clockDeadline: null,
      createdAt: Date.now(),
      owner: services.processId,
    };
    await services.store.createRoom(room);
    await this.game.rematchOffered(room.id);
    services.restoring.set(room.id, null);
    try {
      // (here, in this process: only this one restores it)
      await matchMaker.handleCreateRoom(this.game.gameId, { restore: room.id });
    } finally {
      services.restoring.delete(room.id);
    }
    services.log("info", "rematch-offered", { room: this.roomId, rematch: room.id });
    this.broadcast("rematch", { room: room.id, by: seat });
    return null;
  }

  override async onCreate(options: CreateOptions): Promise<void> {
    const services = GameRoom.services;
    this.autoDispose = false;
    this.setPrivate(true);
    const restore = typeof options?.restore === "string" ? options.restore : null;
    let stored: StoredRoom;
    if (restore !== null && services.restoring.has(restore)) {
      const expected = services.restoring.get(restore) ?? null;
      services.restoring.delete(restore);
      const found = await services.store.getRoom(restore);
      if (!found) throw new ServerError(404, "no such room");
      // the room becomes this process's: its epoch moves on, and a former owner's writes are
      // refused from now on (a stalled process that comes back cannot write over it)
      const epoch = await services.store.claimRoom(
        restore,
        services.processId,
        expected ?? found.epoch ?? 0,
      );
      if (epoch === null) {
        throw new ServerError(409, "another server took this room a moment ago: try again");
      }
      stored = { ...found, owner: services.processId, epoch };
    } else {
      const address = typeof options?.[CREATOR] === "string" ? options[CREATOR] : null;
      delete options?.[CREATOR];
      // (checked before the merge too, in onAuth: this catches a prototype the merge set)
      const unknown = unknownCreateOption(options);
      if (unknown) throw new ServerError(400, unknown.message);
      // the room type is the game (a `game` option may name it again, no other)
      const game = readGame(options, ONLINE_GAMES.includes(this.roomName) ? this.roomName : "");
      if (!game.ok) throw new ServerError(400, game.error.message);
      const terms = readGameTerms(game.game, options);
      if (!terms.ok) throw new ServerError(400, terms.error.message);
      // the creator's own entry is checked before anything is stored: no room without its creator
      const creator = readEntry(options);
      if (!creator.ok) throw new ServerError(400, creator.error.message);
      if (creator.entry.kind !== "seat") throw new ServerError(400, "the creator gives a name");
      let lobbies = 0;
      for (const game of services.games.values()) if (game.stage === "lobby") lobbies++;
      lobbies += services.elsewhere?.().lobbies ?? 0;
      if (lobbies >= services.maxLobbies) {
        services.log("warn", "too-many-lobbies", { lobbies });
        throw new ServerError(503, "the server has too many open rooms: try again later");
      }
      const id = newRoomId();
      const refused = mayOpen(terms.terms.bot, address ?? `room:${id}`);
      if (refused !== null) throw new ServerError(503, refused);
      stored = {
        id,
        terms: terms.terms,
        seed: newSeed(),
        stage: "lobby",
        seats: [],
        actions: [],
        turnDeadline: null,
        clockDeadline: null,
        createdAt: Date.now(),
        watchId: newRoomId(),
        creator: address,
        game: game.game,
        owner: services.processId,
        epoch: 1,
      };
      await services.store.createRoom(stored);
    }
    this.roomId = stored.id;
    this.heldEpoch = stored.epoch ?? 1;
    const outlet: RoomOutlet = {
      update: (game) => {
        this.sendUpdates(game);
        this.watchRoom?.sendUpdates();
      },
      seats: (game) => {
        this.broadcast("seats", game.seatsState());
        this.watchRoom?.sendSeats();
      },
      timedOut: (seat, away) => this.broadcast("timedOut", { seat, away }),
      storeFailed: (game, error) => this.storeFailed(game, error),
    };
    this.maxClients = gameKindOf(stored.game).game.info.seats.max * CLIENTS_PER_SEAT;
    this.game = new RoomSession(
      stored,
      services.store,
      outlet,
      (e) =>
        services.log("error", "room-fault", {
          room: this.roomId,
          error: e instanceof Error ? e.message.slice(0, 200) : "unknown",
        }),
      {
        minuteMs: services.minuteMs,
        secondMs: services.secondMs,
        bots: services.bots,
        lobbyTtlMs: services.lobbyTtlMs,
        keepFinishedMs: services.keepFinishedMs,
      },
    );
    services.games.set(this.roomId, this.game);
    await this.game.resume();
    services.log("info", restore ? "room-resumed" : "room-created", {
      room: this.roomId,
      stage: this.game.stage,
    });
    if (this.game.stage === "lobby") {
      // matchmaking creates a room before its creator connects: one who never does leaves none;
      // a lobby brought back after a restart has nobody in it until its people reconnect
      const abandoned = this.seatReservationTime * 1000 + ABANDON_GRACE_MS;
      this.deleteWhenEmpty(
        restore ? services.lobbyIdleMs : Math.min(abandoned, services.lobbyIdleMs),
      );
    }
    // a game brought back paused, for a person whose WebSocket is on its way
    this.unloadWhilePaused();
    // its spectators' room, under the watch id, open before the game room is (a watch link works
    // as soon as the game's invite does)
    const game = this.game;
    await openWatchRoom({
      game,
      log: services.log,
      spectatorsChanged: () => this.spectatorsChanged(),
      attach: (room) => {
        if (room && this.game !== game) return;
        this.watchRoom = room;
        // a game room that left memory before its spectators' room opened closes it at once
        if (room && this.game.closedForGood) room.close(null);
      },
    }).catch((e) =>
      services.log("error", "watch-room-failed", {
        room: this.roomId,
        error: e instanceof Error ? e.message.slice(0, 200) : "unknown",
      }),
    );

    this.onMessage("action", (client, message) => {
      const came = performance.now();
      const seat = this.allowed(client);
      if (seat === null) return;
      // (applied: its update went out when act settled)
      const game = this.game.gameId;
      this.answer(client, this.game.act(seat, message), () =>
        services.metrics.action(game, (performance.now() - came) / 1000),
      );
    });
    this.onMessage("start", (client) => {
      const seat = this.allowed(client);
      if (seat === null) return;
      // a start the game would accept, over the cap of games played at once (the WebSocket
      // counterpart of create's 503): the lobby stays, to be started later
      if (seat === 0 && this.game.stage === "lobby") {
        let playing = 0;
        for (const game of services.games.values()) {
          if (game.stage === "playing" && !game.paused) playing++;
        }
        playing += services.elsewhere?.().games ?? 0;
        if (playing >= services.maxGames) {
          services.log("warn", "too-many-games", { games: playing });
          this.refuse(client, {
            code: "SERVER_BUSY",
            rule: null,
            message: "the server has too many games in play: try again later",
          });
          return;
        }
      }
      this.answer(client, this.game.start(seat), () =>
        services.log("info", "room-started", { room: this.roomId }),
      );
    });
    this.onMessage("back", (client) => {
      const seat = this.allowed(client);
      if (seat === null) return;
      // nothing changed for a seat that was not away: the others are sent nothing
      this.answer(
        client,
        this.game.back(seat).then((changed) => {
          if (!changed) return null;
          this.broadcast("seats", this.game.seatsState());
          this.sendUpdates(this.game);
          return null;
        }),
      );
    });
    this.onMessage("rematch", (client) => {
      const seat = this.allowed(client);
      if (seat === null) return;
      this.answer(client, this.offerRematch(seat));
    });
    // the in-game menu: a person hands their seat to the room's bot, or resigns (R13.3)
    for (const type of ["toBot", "resign"] as const) {
      this.onMessage(type, (client) => {
        const seat = this.allowed(client);
        if (seat === null) return;
        const done = type === "toBot" ? this.game.toBot(seat) : this.game.resign(seat);
        this.answer(client, done, () =>
          services.log("info", type === "toBot" ? "seat-to-bot" : "seat-resigned", {
            room: this.roomId,
            seat,
          }),
        );
      });
    }
    // the players' chat, in the lobby, the game and after it (never logged)
    this.onMessage("chat", (client, message) => {
      const seat = this.allowed(client);
      if (seat === null) return;
      const name = this.game.nameOf(seat) ?? "?";
      this.answer(
        client,
        this.game.say("players", String(seat), seat, name, message).then((said) => {
          if ("code" in said) return said;
          this.broadcast("chat", { lines: [said], whole: false });
          return null;
        }),
      );
    });
    this.onMessage("*", (client) => {
      if (this.allowed(client) === null) return;
      this.refuse(client, { code: "BAD_MESSAGE", rule: null, message: "unknown message type" });
    });
  }

  /**
   * Every frame a client sends passes here first (Colyseus calls this with the WebSocket's
   * `message` event: the bytes, and whether the frame was binary). One rule for a frame the
   * server cannot read ({@link unreadableFrame}), whatever is wrong with it: it counts against
   * the client's message rate like any message, is answered `BAD_MESSAGE`, and the connection
   * stays open (unless the rate limit closes it). Readable frames go on to Colyseus.
   */
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
    if (client.state === ClientState.LEAVING || this.allowed(client) === null) return;
    this.refuse(client, {
      code: "BAD_MESSAGE",
      rule: null,
      message: `unreadable message: ${unreadable}`,
    });
  }

  override async onJoin(client: Client, options: unknown): Promise<void> {
    const read = readEntry(options);
    if (!read.ok) throw new ServerError(400, read.error.message);
    const entry = read.entry;
    let seat: number;
    let credential: string | null = null;
    if (entry.kind === "credential") {
      seat = this.game.seatOf(entry.credential);
      if (seat < 0) throw new ServerError(403, NOT_A_SEAT);
    } else {
      const claimed = await this.game.claim(entry.name, entry.seat);
      if ("code" in claimed) throw new ServerError(409, claimed.message);
      seat = claimed.seat;
      credential = claimed.credential;
    }
    const previous = this.clientsBySeat.get(seat);
    if (previous && previous !== client) {
      previous.userData = undefined;
      previous.leave(4000, "the seat was opened elsewhere");
    }
    client.userData = { seat, ...freshBudget(MESSAGES_PER_SECOND) } satisfies SeatData;
    this.clientsBySeat.set(seat, client);
    this.keepWhileConnected();
    this.keepLoaded();
    const invite = `${GameRoom.services.publicUrl}/?room=${this.roomId}`;
    client.send("welcome", {
      room: this.roomId,
      seat,
      game: this.game.gameId,
      terms: this.game.terms,
      invite,
      watch: watchLink(GameRoom.services.publicUrl, this.game.watchId, this.game.gameId),
      ...(credential ? { credential, rejoin: `${invite}#seat=${credential}` } : {}),
      ...(this.game.rematch ? { rematch: this.game.rematch } : {}),
    });
    client.send("chat", { lines: await this.game.chatLines("players"), whole: true });
    client.send("spectators", { count: this.spectators });
    const paused = this.game.paused;
    await this.game.presence(seat, true);
    if (paused && !this.game.paused) {
      // the game plays on (its bots, then the stored deadline of the person to act) and sends
      // everybody connected, this client included, its update then: one, not this one as well
      GameRoom.services.log("info", "room-unpaused", { room: this.roomId });
    } else {
      // (a game still paused here is closing: it will send nothing, so this update is the one)
      const update = this.game.updateFor(seat);
      if (update) client.send("update", update);
    }
    GameRoom.services.log("info", "seat-joined", {
      room: this.roomId,
      seat,
      fresh: credential !== null,
    });
  }

  override async onLeave(client: Client): Promise<void> {
    const data = client.userData as SeatData | undefined;
    if (!data) return;
    if (this.clientsBySeat.get(data.seat) === client) {
      this.clientsBySeat.delete(data.seat);
      const paused = this.game.paused;
      await this.game.presence(data.seat, false).catch(() => {}); // (a failed write closed it)
      GameRoom.services.log("info", "seat-left", { room: this.roomId, seat: data.seat });
      // nobody is left to watch a started game: its bots and timers stop until someone is back
      if (!paused && this.game.paused) {
        GameRoom.services.log("info", "room-paused", { room: this.roomId });
      }
    }
    if (this.clientsBySeat.size === 0) this.unloadWhilePaused();
    if (this.clientsBySeat.size === 0 && this.game.stage === "lobby") {
      this.deleteWhenEmpty(GameRoom.services.lobbyIdleMs);
    }
  }

  /**
   * The room's time is up (a lobby nobody started, or a finished game kept long enough) and it
   * was deleted from the store: tells the clients (`expired`), closes their connections (code
   * 4410) and leaves memory.
   */
  expire(): void {
    const stage = this.game.stage;
    this.game.close();
    this.watchRoom?.close({ stage });
    this.broadcast("expired", { stage });
    this.autoDispose = true;
    void this.disconnect(4410);
  }

  /**
   * Shutdown: Colyseus disposes a room only once its clients are gone and every pending seat
   * reservation has run out (15 s), so the reservations of joins whose WebSocket has not come yet
   * are dropped first; their clients reconnect after the restart like everybody else (the room's
   * clients are closed with {@link DRAINING_CLOSE_CODE}).
   */
  override onBeforeShutdown(): void {
    for (const sessionId of Object.keys(this.reservedSeats)) {
      clearTimeout(this.reservedSeatTimeouts[sessionId]);
      delete this.reservedSeatTimeouts[sessionId];
      delete this.reservedSeats[sessionId];
    }
    // (closed with a code the clients reconnect after, not Colyseus' default 4000)
    void this.disconnect(DRAINING_CLOSE_CODE);
    // a reservation also delayed the room's auto-dispose check by its 15 s: check again at once
    this.resetAutoDisposeTimeout(0);
  }

  /**
   * Deletes the lobby in `ms` if nobody is connected to it then; a started game is never deleted
   * for this. A join whose WebSocket is on its way puts it off once, until its reservation is used
   * or runs out (only once: reservations made again and again do not keep a lobby alive).
   */
  private deleteWhenEmpty(ms: number, deferred = false): void {
    this.keepWhileConnected();
    this.emptyTimer = setTimeout(() => {
      this.emptyTimer = null;
      if (this.game.stage !== "lobby" || this.clientsBySeat.size > 0) return;
      if (!deferred && Object.keys(this.reservedSeats).length > 0) {
        this.deleteWhenEmpty(this.seatReservationTime * 1000 + ABANDON_GRACE_MS, true);
        return;
      }
      GameRoom.services.store.deleteRoom(this.roomId).then(
        () => {
          GameRoom.services.log("info", "room-abandoned", {
            room: this.roomId,
            seats: this.game.peopleSeats().length,
          });
          this.expire();
        },
        (e: unknown) => {
          // kept: the expiry sweep deletes it later
          GameRoom.services.log("error", "room-delete-failed", {
            room: this.roomId,
            error: e instanceof Error ? e.message.slice(0, 200) : "unknown",
          });
        },
      );
    }, ms);
    this.emptyTimer.unref();
  }

  /**
   * Unloads the game (its room disposed; it stays stored, paused) once it has stayed paused with
   * nobody connected for `--unload-paused`: games nobody comes back to do not pile up in memory.
   * A join on its way (its request, then its WebSocket) puts it off until its reservation is used
   * or runs out.
   * The server loads the game again when one of its people joins it.
   */
  private unloadWhilePaused(ms = GameRoom.services.unloadPausedMs): void {
    this.keepLoaded();
    if (!this.game.paused) return;
    this.unloadTimer = setTimeout(() => {
      this.unloadTimer = null;
      if (!this.game.paused || this.clientsBySeat.size > 0) return;
      if (Object.keys(this.reservedSeats).length > 0) {
        this.unloadWhilePaused(this.seatReservationTime * 1000 + ABANDON_GRACE_MS);
        return;
      }
      // a join request still being read (before its seat is reserved) finds the room
      if (GameRoom.services.joinsInFlight(this.roomId)) {
        this.unloadWhilePaused();
        return;
      }
      this.game.close();
      this.autoDispose = true;
      void this.disconnect();
    }, ms);
    this.unloadTimer.unref();
  }

  /** Someone joined: the game is not unloaded. */
  private keepLoaded(): void {
    if (this.unloadTimer) clearTimeout(this.unloadTimer);
    this.unloadTimer = null;
  }

  /** Someone is connected: the lobby is not deleted for being empty. */
  private keepWhileConnected(): void {
    if (this.emptyTimer) clearTimeout(this.emptyTimer);
    this.emptyTimer = null;
  }

  override onDispose(): void {
    this.keepWhileConnected();
    this.keepLoaded();
    this.game.close();
    this.watchRoom?.close(null);
    if (this.spectatorsTimer) clearTimeout(this.spectatorsTimer);
    // (the game may already be loaded again under the same id)
    const games = GameRoom.services.games;
    if (games.get(this.roomId) === this.game) games.delete(this.roomId);
    if (!this.fenced) {
      // once its last write is stored, the room is nobody's: any process may load it at once
      const { store } = GameRoom.services;
      const [id, epoch] = [this.roomId, this.heldEpoch];
      void this.game
        .idle()
        .then(() => store.releaseRoom(id, epoch))
        .catch(() => {}); // (kept owned: it is taken over once this process's lease is gone)
    }
    GameRoom.services.log("info", "room-unloaded", {
      room: this.roomId,
      stage: this.game.stage,
      paused: this.game.paused,
    });
  }

  /**
   * The number of spectators changed: the players are told, at most once a second (spectators
   * coming and going in a loop do not flood them).
   */
  private spectatorsChanged(): void {
    if (this.spectatorsTimer) return; // a check is due: it sends the number then
    const now = this.watchRoom?.clients.length ?? 0;
    if (now === this.spectators) return;
    this.spectators = now;
    this.broadcast("spectators", { count: now });
    this.spectatorsTimer = setTimeout(() => {
      this.spectatorsTimer = null;
      this.spectatorsChanged();
    }, 1000);
    this.spectatorsTimer.unref();
  }

  /** The client's seat if it may send a message now (rate limit), else `null`. */
  private allowed(client: Client): number | null {
    const data = client.userData as SeatData | undefined;
    if (!data) return null;
    const taken = takeMessage(data, MESSAGES_PER_SECOND);
    if (taken === "ok") return data.seat;
    if (taken === "refuse") {
      this.refuse(client, {
        code: "RATE_LIMITED",
        rule: null,
        message: "too many messages: slow down",
      });
    } else if (taken === "close") {
      GameRoom.services.log("warn", "client-flooding", { room: this.roomId, seat: data.seat });
      client.leave(4029, "too many messages");
    }
    return null;
  }

  private refuse(client: Client, refusal: Refusal): void {
    sendRefusal(client, refusal);
  }

  /**
   * Answers a client's message once its work is done: its refusal, if any, or `then` (a log
   * line). A failure (the store's) is the client's `STORE_FAILED` refusal, never an exception: an
   * exception in a message handler would end the process.
   */
  private answer(client: Client, work: Promise<Refusal | null>, then?: () => void): void {
    work.then(
      (refusal) => {
        if (refusal) this.refuse(client, refusal);
        else then?.();
      },
      (e: unknown) => {
        if (!(e instanceof StoreFailedError)) {
          GameRoom.services.log("error", "message-failed", {
            room: this.roomId,
            error: e instanceof Error ? e.message.slice(0, 200) : "unknown",
          });
        }
        this.refuse(client, STORE_FAILED);
      },
    );
  }

  /**
   * The store failed to keep a write of the game: its clients are told to reconnect and the room
   * leaves memory; a join loads the game again as the store has it (nothing unstored was sent).
   */
  private storeFailed(game: RoomSession, error: unknown): void {
    if (game !== this.game) return;
    if (error instanceof FencedError) {
      this.fence();
      return;
    }
    GameRoom.services.log("error", "room-store-failed", { room: this.roomId });
    this.broadcast("shutdown", { reconnect: true });
    this.watchRoom?.close(null);
    this.autoDispose = true;
    void this.disconnect(4503);
  }

  /**
   * Who sits where and who is connected now: what `GET /api/rooms/ID` shows, asked by another
   * process of a cluster (through Colyseus' `remoteRoomCall`).
   */
  seatInfo(): SeatInfo[] {
    return this.game.seatInfo();
  }

  /** The ownership epoch this process holds of the room (`RoomStore.claimRoom`). */
  get epoch(): number {
    return this.heldEpoch;
  }

  /**
   * Another process claimed the room (a write was fenced, or the stalled process found it out):
   * the session stops, its clients are closed with 4503 (they reconnect, and reach the new
   * owner), and the room leaves memory without touching the new owner's listing.
   */
  fence(): void {
    if (this.fenced) return;
    this.fenced = true;
    this.game.close();
    GameRoom.services.log("warn", "room-fenced", { room: this.roomId });
    GameRoom.services.fenced?.(this.roomId);
    // the listings under these ids are the new owner's now: they stay
    for (const room of [this, this.watchRoom]) {
      if (room) (room.listing as { remove: () => unknown }).remove = async () => {};
    }
    this.broadcast("shutdown", { reconnect: true });
    this.watchRoom?.close(null);
    this.autoDispose = true;
    void this.disconnect(4503);
  }

  /** Lists the room and its spectators' room again (after the cluster dropped its listings). */
  async relist(): Promise<void> {
    for (const room of [this, this.watchRoom]) {
      if (room) await Promise.resolve(room.listing.save()).catch(() => {});
    }
  }

  private sendUpdates(game: RoomSession): void {
    // a finished room stays on disk (its record) and leaves memory once its last client goes
    if (game.stage === "over") this.autoDispose = true;
    for (const seat of game.peopleSeats()) {
      // a seat with no client is sent nothing: when it comes back, it is sent the whole game
      const client = this.clientsBySeat.get(seat);
      if (!client) continue;
      const update = game.updateFor(seat);
      if (update) client.send("update", update);
    }
  }
}
