/**
 * Starts the Italia server: one HTTP server for the web app, the health check and records, with
 * Colyseus' matchmaking and WebSocket rooms on it; brings stored lobbies back (started games when
 * one of their people joins); shuts down
 * gracefully (finish the write in progress, tell clients, close).
 *
 * @module
 */

import { createServer, type IncomingMessage } from "node:http";
import { join } from "node:path";
import { matchMaker, Server } from "@colyseus/core";
import { WebSocketTransport } from "@colyseus/ws-transport";
import { BotPool, MainThreadBots } from "./bot-pool.js";
import { clientKey } from "./client-address.js";
import { Cluster, type RoomWhere } from "./cluster.js";
import { ClusterLimits } from "./cluster-limits.js";
import { colyseusLogger } from "./colyseus-log.js";
import { type ServerConfig, showDuration } from "./config.js";
import { limitConnections } from "./connection-limit.js";
import { CreateLimit, type CreateLimitSettings } from "./create-limit.js";
import { matchCredential } from "./credentials.js";
import { privateDataFolder, privateFile } from "./data-folder.js";
import { type DataFolderInUseError, type DataLock, lockDataFolder } from "./data-lock.js";
import { FinishedGames } from "./finished-games.js";
import { GameRoom, type RoomServices } from "./game-room.js";
import { Readiness } from "./health.js";
import { httpRoutes } from "./http-routes.js";
import type { Logger } from "./log.js";
import { gateMatchmaking, type LoadAnswer } from "./matchmake-gate.js";
import { metricsAccess } from "./metrics-access.js";
import { PgRoomStore, redactDatabaseUrl } from "./pg-store.js";
import { RoomSession, type SeatInfo, seatInfoOf } from "./room-session.js";
import { type RoomSample, ServerMetrics } from "./server-metrics.js";
import { SqliteRoomStore } from "./sqlite-store.js";
import type { RoomStore } from "./store.js";
import { botSeatsOf, ONLINE_GAMES, startedGameRefusal } from "./terms.js";
import { WATCH_ROOM, WatchRoom } from "./watch-room.js";
import {
  corsHeaders,
  guardRequests,
  MATCHMAKE_CORS_HEADERS,
  originAllowed,
  readOrigin,
} from "./web-security.js";

/**
 * Seat look-ups (`POST /api/rooms/ROOM/seat`) one client address may make: 60 at once (a page
 * asks about every room it holds a seat in, at most 20), then 2 a second.
 */
export const SEAT_LOOKUP_LIMIT: CreateLimitSettings = { burst: 60, everyMs: 500 };

/** Largest WebSocket message accepted, in bytes (larger ones close the connection). */
export const MAX_MESSAGE_BYTES = 16 * 1024;

/**
 * Milliseconds a client has to send a request's headers: a connection that sends them slowly, or
 * nothing at all, is closed (Node's default, 60 s checked every 30 s, let slow connections pile up).
 */
export const HEADERS_TIMEOUT_MS = 10_000;
/**
 * Milliseconds a client has to send a whole request, headers and body (a WebSocket, once open, is
 * not concerned).
 */
export const REQUEST_TIMEOUT_MS = 20_000;

/** A running server. */
export interface RunningServer {
  /** Where it listens, e.g. `http://127.0.0.1:8080`. */
  readonly url: string;
  /** Graceful shutdown: stops new work, tells clients, waits for writes, closes. */
  stop(): Promise<void>;
  /**
   * The server's readiness (`GET /health/ready`): a cluster adds its own dependencies' checks
   * with {@link Readiness.addCheck} (e.g. `redis`).
   */
  readonly readiness: Readiness;
  /**
   * The server's metrics (`GET /metrics`): the cluster code counts a room taken over from
   * another process with {@link ServerMetrics.takeover}.
   */
  readonly metrics: ServerMetrics;
}

/**
 * Starts the server with `config`. Throws {@link DataFolderInUseError} if another server uses the
 * data folder (see `lockDataFolder`): the folder is held until {@link RunningServer.stop} or the
 * process's exit.
 */
export async function startServer(config: ServerConfig, log: Logger): Promise<RunningServer> {
  // the folder holds live games' seeds and credential hashes: 0700, its files 0600
  const tightened = privateDataFolder(config.dataDir);
  if (tightened.folder !== null || tightened.files.length > 0) {
    log("warn", "data-folder-tightened", {
      message: `the data folder was readable by others: set to 0700 (was ${tightened.folder ?? "0700"}) and its files to 0600`,
      folder: tightened.folder,
      files: tightened.files.length,
    });
  }
  const lock = lockDataFolder(config.dataDir);
  try {
    return await serve(config, log, lock);
  } catch (e) {
    lock.release();
    throw e;
  }
}

/**
 * Opens the rooms' store: PostgreSQL at `--database` if given, else the SQLite file `italia.db`
 * in the data folder; either's schema is brought up to date first (logged when it changed).
 */
async function openStore(config: ServerConfig, log: Logger): Promise<RoomStore> {
  if (config.database !== null) {
    let store: PgRoomStore;
    try {
      store = await PgRoomStore.open(config.database, {
        poolSize: config.databasePool,
        // the processes of a cluster share the schema (their rooms are fenced by epoch)
        exclusive: config.redis === null,
      });
    } catch (e) {
      const reason = e instanceof Error ? e.message : String(e);
      throw new Error(
        `cannot open the database ${redactDatabaseUrl(config.database)}: ${reason}`.slice(0, 500),
      );
    }
    log("info", "store-opened", { store: "postgres", migrated: store.migrated.join(",") });
    return store;
  }
  const dbFile = join(config.dataDir, "italia.db");
  privateFile(dbFile); // before SQLite opens it: its -wal and -shm files get its mode
  const store = new SqliteRoomStore(dbFile);
  log("info", "store-opened", { store: "sqlite", migrated: store.migrated.join(",") });
  return store;
}

/** {@link startServer} once the data folder is held. */
async function serve(config: ServerConfig, log: Logger, lock: DataLock): Promise<RunningServer> {
  const games = new Map<string, RoomSession>();
  const readiness = new Readiness();
  const metrics = new ServerMetrics({
    rooms: function* (): Iterable<RoomSample> {
      for (const game of games.values()) {
        const stage = game.stage === "playing" && game.paused ? "paused" : game.stage;
        const watch = matchMaker.getLocalRoomById(game.watchId);
        yield {
          game: game.gameId,
          stage,
          connected: game.seatInfo().filter((s) => s.connected).length,
          spectators: watch ? watch.clients.length : 0,
        };
      }
    },
    draining: () => readiness.draining,
  });
  // every operation of the store timed, its failures counted (GET /metrics)
  const store = metrics.measureStore(await openStore(config, log));
  // the cheapest read the store has (an index look-up of an id no room has)
  readiness.addCheck("store", () => store.hasRoom("health-check"));
  const cluster = config.redis ? Cluster.open(config.redis, config.redisPrefix, log) : null;
  if (cluster) {
    readiness.addCheck("redis", () => cluster.ping());
    cluster.on("takeover", ({ room, from }) => {
      metrics.takeover();
      log("info", "room-taken-over", { room, from });
    });
    cluster.on("fenced", ({ room }) => log("warn", "room-lost", { room }));
  }
  /** Where room `id` is live: here, in another process of the cluster, or nowhere. */
  const where = async (id: string): Promise<RoomWhere> =>
    cluster ? cluster.where(id) : matchMaker.getLocalRoomById(id) ? "here" : "none";
  const pool =
    config.botThreads > 0
      ? new BotPool(config.botThreads, new URL("./bot-worker.js", import.meta.url))
      : null;
  let stopping = false;
  const silent = { update() {}, seats() {}, timedOut() {} };
  const finished = new FinishedGames();
  const seatLookups = new CreateLimit(SEAT_LOOKUP_LIMIT);
  /** Seat look-ups refused over the limit (logged once a minute). */
  let refusedLookups = 0;
  const routes = httpRoutes({
    games,
    unloadedGames: async () => {
      // the store is written before memory changes: a game played in memory is stored as played
      let inMemory = 0;
      for (const game of games.values()) if (game.stage === "playing") inMemory++;
      return Math.max(0, (await store.countPlaying()) - inMemory);
    },
    webDir: config.webDir,
    stopping: () => stopping,
    readiness: () => readiness.state(),
    metrics: {
      access: (req) => metricsAccess(req, config.metricsToken),
      render: () => metrics.render(),
    },
    peek: async (id) => {
      // the store decides whether a room exists: an expired room may still be closing in memory;
      // its head only (a long game's action log is not read for each look at the seats)
      const stored = await store.getRoomHead(id);
      if (!stored) return null;
      const live = games.get(id);
      if (live) {
        const seats = live.seatInfo();
        return { room: id, game: live.gameId, stage: live.stage, terms: live.terms, seats };
      }
      if (cluster && (await where(id)) === "elsewhere") {
        // the process that holds it knows who is connected (asked through Colyseus, 2 s at most;
        // the store's answer otherwise)
        const seats = (await matchMaker.remoteRoomCall(id, "seatInfo").catch(() => null)) as
          | SeatInfo[]
          | null;
        if (Array.isArray(seats)) {
          const game = stored.game ?? "italia";
          return { room: id, game, stage: stored.stage, terms: stored.terms, seats };
        }
      }
      // (a game not in memory: unloaded while paused, or not loaded since a restart)
      const seats = Array.from({ length: stored.terms.seats }, (_, seat) => {
        const held = stored.seats.find((s) => s.seat === seat);
        const s = held ?? { seat, name: null, credentialHash: null, missed: 0 };
        return seatInfoOf(s, stored.stage, false, botSeatsOf(stored.terms).includes(seat));
      });
      return {
        room: id,
        game: stored.game ?? "italia",
        stage: stored.stage,
        terms: stored.terms,
        seats,
      };
    },
    seat: async (id, credential) => {
      // the store's head only: a look-up never loads or replays a game
      const head = await store.getRoomHead(id);
      if (!head) return null;
      const at = matchCredential(
        credential,
        head.seats.map((seat) => seat.credentialHash),
      );
      const held = head.seats[at];
      if (!held) return "forbidden";
      const live = games.get(id);
      const playing = head.stage === "playing";
      return {
        room: id,
        seat: held.seat,
        stage: head.stage,
        yourTurn: !playing ? false : live ? live.waitsFor(held.seat) : null,
        // a started game not in memory waits, paused, for one of its people
        // (a game not in this process's memory: as its owner last stored it, in a cluster; one
        // unloaded, or not loaded since a restart, was stored paused)
        paused: playing && (live ? live.paused : (head.pausedAt ?? null) !== null),
      };
    },
    seatWait: (req) => {
      const wait = seatLookups.take(clientKey(req, config.trustProxy));
      if (wait > 0) refusedLookups += 1;
      return wait;
    },
    find: async (id, credential) => {
      const live = games.get(id);
      if (live) return live;
      // the credential is checked before the action log is read and replayed
      const head = await store.getRoomHead(id);
      if (!head) return null;
      if (
        matchCredential(
          credential,
          head.seats.map((seat) => seat.credentialHash),
        ) < 0
      ) {
        return "forbidden";
      }
      if (head.stage !== "over") {
        // a game not in this process's memory (another process of a cluster holds it, or it is
        // unloaded): not over, so no record yet; its seats only, nothing replayed nor written
        return new RoomSession({ ...head, actions: [] }, store, silent, () => {});
      }
      // rebuilt once (a whole replay on the main thread), then kept: a finished game never changes
      return finished.get(id, async () => {
        const stored = await store.getRoom(id);
        if (!stored) return null;
        const game = new RoomSession(stored, store, silent, () => {});
        await game.resume();
        game.close();
        return game;
      });
    },
  });
  const http = createServer(
    {
      headersTimeout: HEADERS_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: 1000,
    },
    routes,
  );
  let refusedConnections = 0;
  /** The cluster's limits, once it is listening (see cluster-limits.ts). */
  let limits: ClusterLimits | null = null;
  let connections: ReadonlyMap<string, number> = new Map();
  if (config.maxConnections > 0 && config.trustProxy === 0) {
    connections = limitConnections(
      http,
      config.maxConnections,
      () => {
        refusedConnections += 1;
      },
      (key) => limits?.connectionsElsewhere(key) ?? 0,
    );
  }
  // web pages of other origins may not use the rooms: only the server's own (its Host, its public
  // URL) and --allow-origin's; a request without an Origin is no page's (the CLI, bots)
  const allowedOrigins = new Set(config.allowOrigins);
  const publicOrigin = config.publicUrl ? readOrigin(config.publicUrl) : null;
  if (publicOrigin) allowedOrigins.add(publicOrigin);
  /** Browser requests refused for their origin (logged once a minute), and the last origin. */
  let refusedOrigins = 0;
  let lastOrigin = "";
  const refuseOrigin = (origin: string) => {
    refusedOrigins += 1;
    lastOrigin = origin.slice(0, 100);
  };
  // Colyseus' defaults allow any origin ("*", with credentials): replaced (its type names them)
  (matchMaker.controller as { DEFAULT_CORS_HEADERS: Record<string, string> }).DEFAULT_CORS_HEADERS =
    { ...MATCHMAKE_CORS_HEADERS };
  matchMaker.controller.getCorsHeaders = (req) =>
    corsHeaders(req as IncomingMessage, allowedOrigins);
  const transport = new WebSocketTransport({
    server: http,
    maxPayload: MAX_MESSAGE_BYTES,
    verifyClient: (info, done) => {
      if (originAllowed(info.req, allowedOrigins)) return done(true);
      refuseOrigin(String(info.req.headers.origin));
      done(false, 403, "Forbidden origin");
    },
  });
  const gameServer = new Server({
    transport,
    ...(cluster
      ? {
          presence: cluster.presence,
          driver: cluster.driver,
          publicAddress: config.publicAddress ?? undefined,
        }
      : {}),
    gracefullyShutdown: false,
    greet: false,
    logger: colyseusLogger(log),
  });
  const lobbyRules = [
    `a lobby nobody was connected to for ${showDuration(config.lobbyIdleMs)}`,
    `a lobby not started within ${showDuration(config.lobbyTtlMs)}`,
    `a game over for ${showDuration(config.keepFinishedMs)}`,
    `a game nobody came back to for ${showDuration(config.keepPausedMs)}`,
  ].join(", ");
  // after Colyseus put its matchmaking routes on the server
  const createLimit = config.createLimit ? new CreateLimit(config.createLimit) : null;
  // refusals are logged as one line a minute, so a flood of requests is not a flood of log lines
  let refused = 0;
  let lastRefused = "";
  /** Joins refused because too many games were being loaded (see loadPaused). */
  let busyLoads = 0;
  const limitSweeper = setInterval(() => {
    createLimit?.sweep();
    seatLookups.sweep();
    if (refusedLookups > 0) log("warn", "seat-lookups-limited", { refused: refusedLookups });
    refusedLookups = 0;
    if (refused > 0) log("warn", "create-limited", { refused, last: lastRefused });
    if (refusedConnections > 0) {
      log("warn", "connections-limited", { refused: refusedConnections });
    }
    if (busyLoads > 0) log("warn", "loads-limited", { refused: busyLoads });
    if (refusedOrigins > 0) {
      log("warn", "origins-refused", { refused: refusedOrigins, last: lastOrigin });
    }
    refused = refusedConnections = busyLoads = refusedOrigins = 0;
  }, 60_000);
  limitSweeper.unref();
  gateMatchmaking(http, {
    closed: () =>
      stopping
        ? "the server is shutting down: try again in a moment (your game is kept and goes on)"
        : null,
    createWait: (req) => {
      if (!createLimit) return 0;
      const key = clientKey(req, config.trustProxy);
      const counted = (wait: number) => {
        if (wait > 0) {
          refused += 1;
          lastRefused = key;
        }
        return wait;
      };
      // a cluster's budget is shared by its processes (this process's own while Redis is down)
      if (limits && config.createLimit) {
        return limits
          .takeCreate(key, config.createLimit)
          .catch(() => createLimit.take(key))
          .then(counted);
      }
      return counted(createLimit.take(key));
    },
    gone: async (id) => {
      const local = matchMaker.getLocalRoomById(id);
      // (a spectators' room closing with its game is as good as gone)
      if (local && !(local instanceof WatchRoom && local.isClosing)) return null;
      // a room live in another process of the cluster: Colyseus routes the join there
      if (!local && (await where(id)) === "elsewhere") return null;
      // a watch link of a game not in memory: nothing to watch now (its id is not said)
      if ((await store.roomOfWatch(id)) !== null) {
        return "nobody is playing in this room right now (it is paused, or over): try the watch link again later";
      }
      const head = await store.getRoomHead(id);
      if (!head) return `no such room: the link is wrong, or the room was deleted (${lobbyRules})`;
      // a finished room leaves memory with its last client; only its record is kept
      if (head.stage === "over") {
        return `the game in this room is over: its record is at /api/rooms/${id}/record (with your seat's credential) until it is deleted`;
      }
      return null; // a game unloaded while paused is loaded first (below): Colyseus answers
    },
    unloaded: async (id) => {
      if (stopping || (await where(id)) !== "none") return false;
      const stage = (await store.getRoomHead(id))?.stage;
      // in a cluster a lobby nowhere in memory (its process died) is loaded as a game is
      return stage === "playing" || (cluster !== null && stage === "lobby");
    },
    load: (id, options) => loadPaused(id, options),
    deciding: () => {
      deciding += 1;
      let done = false;
      return () => {
        if (done) return;
        done = true;
        deciding -= 1;
        if (deciding === 0) for (const idle of decisionsIdle.splice(0)) idle();
      };
    },
    joining: (id) => {
      joins.set(id, (joins.get(id) ?? 0) + 1);
      let done = false;
      return () => {
        if (done) return;
        done = true;
        const left = (joins.get(id) ?? 1) - 1;
        if (left > 0) joins.set(id, left);
        else joins.delete(id);
      };
    },
  });
  // around every handler: the security headers on every answer, foreign origins refused first
  guardRequests(http, { allowed: allowedOrigins, refused: refuseOrigin });
  if (config.trustProxy === 0) {
    // behind a proxy the server was not told about, every client has the proxy's address and
    // shares one client's limits: say so once
    const notTrusted = (req: IncomingMessage) => {
      if (req.headers["x-forwarded-for"] === undefined) return;
      http.off("request", notTrusted);
      log("warn", "proxy-not-trusted", {
        message:
          "requests carry X-Forwarded-For: behind a proxy, start with --trust-proxy N (N proxies) so each client gets its own limits",
      });
    };
    http.prependListener("request", notTrusted);
  }
  /**
   * Joins by room id the gate is still checking against the store, and who waits until there
   * are none: a load starts once the joins that came with it are decided, so joins that arrive
   * together see the same loads in progress (`--max-loads`), however slow the store.
   */
  let deciding = 0;
  const decisionsIdle: (() => void)[] = [];
  const whenDecided = () =>
    deciding === 0 ? Promise.resolve() : new Promise<void>((r) => decisionsIdle.push(r));
  /** Joins by room id that Colyseus has not answered yet (their room is not unloaded). */
  const joins = new Map<string, number>();
  /** Games being loaded again, by room id: two joins at once load a game once. */
  const loading = new Map<string, Promise<void>>();
  /** The latest load: loads run one after another, the sockets served between them. */
  let lastLoad: Promise<void> = Promise.resolve();
  /**
   * Loads a game unloaded while paused (or not loaded since the restart) for a join of it whose
   * `options` hold a credential of one of its seats, checked against the store first: a stranger
   * knowing the room's id makes the server replay nothing. Joins at once share one load; at most
   * `--max-loads` games wait to be loaded or are loading, one at a time (a replay holds the main
   * thread); a join over it is told to try again. The game comes back paused: the joining person
   * plays it again. A player coming back is never refused for `--max-games` (paused games do not
   * count).
   */
  const loadPaused = async (id: string, options: unknown): Promise<LoadAnswer> => {
    if (stopping || matchMaker.getLocalRoomById(id)) return { kind: "none" };
    const head = await store.getRoomHead(id);
    if (stopping || matchMaker.getLocalRoomById(id)) return { kind: "none" };
    const lobby = cluster !== null && head?.stage === "lobby";
    if (head?.stage !== "playing" && !lobby) return { kind: "none" };
    // (anyone with a lobby's link may join it by name: its room checks the join once loaded)
    const refusal = lobby
      ? null
      : startedGameRefusal(options, (credential) =>
          matchCredential(
            credential,
            head.seats.map((seat) => seat.credentialHash),
          ),
        );
    if (refusal) return { kind: "refused", code: refusal.status, error: refusal.message };
    // in a cluster a room is taken only from a process that is gone (its lease lapsed) or that
    // let it go: one that still owns it (loading it, or letting it go) is waited for
    const owner = head.owner ?? null;
    if (
      cluster &&
      owner !== null &&
      owner !== matchMaker.processId &&
      (await cluster.alive(owner))
    ) {
      return {
        kind: "busy",
        retryAfterS: 1,
        message: "this room is moving between servers: try again in a moment",
      };
    }
    const pending = loading.get(id);
    if (pending) return { kind: "loading", ready: pending };
    if (loading.size + (limits?.others().loads ?? 0) >= config.maxLoads) {
      busyLoads += 1;
      return {
        kind: "busy",
        retryAfterS: 1,
        message: "the server is loading too many games: try again in a moment",
      };
    }
    const load = lastLoad
      .then(whenDecided)
      .then(() => new Promise<void>((ready) => setImmediate(ready)))
      .then(async () => {
        if (stopping || (await where(id)) !== "none") return;
        // (the claim expects the epoch read when the owner was found gone: a process that claimed
        // it since wins)
        services.restoring.set(id, head.epoch ?? null);
        try {
          // the room type of the stored room's game (rooms stored before rooms named it: Italia's)
          await matchMaker.handleCreateRoom(head.game ?? "italia", { restore: id });
          const from = head.owner ?? null;
          if (cluster && from !== matchMaker.processId)
            cluster.emit("takeover", { room: id, from });
        } catch (e) {
          services.restoring.delete(id);
          log("error", "room-resume-failed", {
            room: id,
            error: e instanceof Error ? e.message.slice(0, 200) : "unknown",
          });
        }
      })
      .finally(() => {
        loading.delete(id);
      });
    lastLoad = load;
    loading.set(id, load);
    return { kind: "loading", ready: load };
  };
  const services: RoomServices = {
    store,
    // (Colyseus sets its process id when the server is made, below)
    get processId() {
      return matchMaker.processId;
    },
    log,
    publicUrl: "",
    games,
    restoring: new Map(),
    minuteMs: config.minuteMs,
    secondMs: config.secondMs,
    bots: pool ?? new MainThreadBots(),
    lobbyTtlMs: config.lobbyTtlMs,
    lobbyIdleMs: config.lobbyIdleMs,
    keepFinishedMs: config.keepFinishedMs,
    maxLobbies: config.maxLobbies,
    maxGames: config.maxGames,
    unloadPausedMs: config.unloadPausedMs,
    joinsInFlight: (id) => joins.has(id),
    clientOf: (req) => (req ? clientKey(req, config.trustProxy) : "unknown"),
    strongRooms: config.strongRooms,
    metrics,
    fenced: (room) => cluster?.emit("fenced", { room }),
    elsewhere: () => limits?.others() ?? { lobbies: 0, games: 0, loads: 0 },
  };
  GameRoom.services = services;
  // one room type per game, named after it (its rooms' `game`)
  for (const game of ONLINE_GAMES) gameServer.define(game, GameRoom);
  gameServer.define(WATCH_ROOM, WatchRoom);
  await gameServer.listen(config.port, config.host);
  const address = http.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const shownHost = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  const url = `http://${shownHost.includes(":") ? `[${shownHost}]` : shownHost}:${port}`;
  (services as { publicUrl: string }).publicUrl = config.publicUrl || url;

  /** Deletes the rooms whose time is up; a live one tells its clients and closes first. */
  const sweep = async () => {
    const now = Date.now();
    let ids: string[];
    try {
      ids = await store.expire({
        lobbyBefore: now - config.lobbyTtlMs,
        finishedBefore: now - config.keepFinishedMs,
        pausedBefore: now - config.keepPausedMs,
      });
    } catch (e) {
      log("error", "expiry-failed", {
        error: e instanceof Error ? e.message.slice(0, 200) : "unknown",
      });
      return;
    }
    for (const id of ids) {
      finished.delete(id);
      const room = matchMaker.getLocalRoomById(id);
      if (room instanceof GameRoom) room.expire();
      log("info", "room-expired", { room: id });
    }
  };
  await sweep(); // rooms whose time ran out while the server was down are not brought back
  let sweeping: Promise<void> | null = null;
  const sweeper = setInterval(
    () => {
      // one sweep at a time (a slow store does not pile them up)
      sweeping ??= sweep().finally(() => {
        sweeping = null;
      });
    },
    Math.min(
      60_000,
      Math.max(100, Math.min(config.lobbyTtlMs, config.keepFinishedMs, config.keepPausedMs) / 10),
    ),
  );
  sweeper.unref();

  // lobbies are brought back (their idle and TTL rules count from now); a started game is not
  // loaded: it waits, paused and stored, until one of its people joins it (loadPaused), so a
  // restart does not load every abandoned game. One played when the server went down is paused
  // from now (the downtime counts against its deadlines, a stored pause is kept).
  const restartedAt = Date.now();
  let lobbies = 0;
  let paused = 0;
  // in a cluster nothing is loaded at start: a room whose process died is loaded where it is
  // next joined (another live process may hold any of them)
  for (const room of cluster ? [] : await store.activeRooms()) {
    if (room.stage === "playing") {
      paused += 1;
      if ((room.pausedAt ?? null) === null) {
        await store.pauseRoom(room.id, restartedAt, {
          turnDeadline: room.turnDeadline,
          clockDeadline: room.clockDeadline,
        });
      }
      continue;
    }
    lobbies += 1;
    services.restoring.set(room.id, null);
    try {
      await matchMaker.handleCreateRoom(room.game ?? "italia", { restore: room.id });
    } catch (e) {
      log("error", "room-resume-failed", {
        room: room.id,
        error: e instanceof Error ? e.message.slice(0, 200) : "unknown",
      });
    }
  }
  if (config.secondMs !== 1000) {
    // a test setting: said once, so a server started with it by mistake is noticed
    log("warn", "turn-seconds-scaled", {
      message: `ITALIA_SECOND_MS: a turn timer's second lasts ${config.secondMs} ms (tests only)`,
    });
  }
  if (cluster) {
    limits = new ClusterLimits(
      cluster.presence.client,
      matchMaker.processId,
      () => {
        let lobbies = 0;
        let playing = 0;
        for (const game of games.values()) {
          if (game.stage === "lobby") lobbies++;
          else if (game.stage === "playing" && !game.paused) playing++;
        }
        return { lobbies, games: playing, loads: loading.size };
      },
      () => connections,
    );
    await limits.start();
    // stalled past the lease (SIGSTOP, a long pause): rooms another process claimed meanwhile
    // are closed here (their writes would be refused anyway)
    let checking = false;
    await cluster.start(() => {
      if (checking) return;
      checking = true;
      void (async () => {
        for (const [id] of games) {
          const room = matchMaker.getLocalRoomById(id);
          if (!(room instanceof GameRoom)) continue;
          const head = await store.getRoomHead(id).catch(() => undefined);
          if (head === undefined) continue; // (the store does not answer: checked again later)
          if (head?.epoch !== room.epoch) room.fence();
          // (the others dropped this process's listings when its lease ran out: kept rooms are
          // listed again)
          else await room.relist();
        }
      })().finally(() => {
        checking = false;
      });
    });
  }
  readiness.markStarted();
  log("info", "listening", {
    url,
    publicUrl: services.publicUrl,
    rooms: lobbies,
    pausedGames: paused,
    botThreads: pool?.size ?? 0,
  });

  return {
    url,
    readiness,
    metrics,
    async stop() {
      if (stopping) return;
      stopping = true;
      readiness.markDraining();
      clearInterval(sweeper);
      clearInterval(limitSweeper);
      log("info", "stopping", { rooms: games.size });
      for (const game of games.values()) game.close();
      await Promise.all([...games.values()].map((g) => g.idle()));
      // (the others may take this process's rooms from now on: every write here is fenced)
      await limits?.stop();
      await cluster?.close();
      await Promise.all(
        [...games.entries()].map(async ([id, game]) => {
          const room = matchMaker.getLocalRoomById(id);
          room?.broadcast("shutdown", { reconnect: true });
          matchMaker.getLocalRoomById(game.watchId)?.broadcast("shutdown", { reconnect: true });
        }),
      );
      await gameServer.gracefullyShutdown(false);
      await sweeping;
      await pool?.close();
      await store.close();
      lock.release();
      log("info", "stopped", {});
    },
  };
}
