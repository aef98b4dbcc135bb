/**
 * The server's settings from flags and environment variables (flags win), and its `--help`.
 *
 * @module
 */
import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { DEFAULT_MAX_CONNECTIONS } from "./connection-limit.js";
import { type CreateLimitSettings, DEFAULT_CREATE_LIMIT } from "./create-limit.js";
import { PG_POOL_SIZE } from "./pg-store.js";
import { readOrigin } from "./web-security.js";

/** The server's settings. */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** Folder of the SQLite file (`italia.db`), unless {@link database} is set. */
  readonly dataDir: string;
  /**
   * The PostgreSQL database the rooms are stored in (`--database`, a `postgres://` URL), or
   * `null`: the SQLite file in {@link dataDir}.
   */
  readonly database: string | null;
  /** Connections to {@link database} the server opens at most (`--database-pool`). */
  readonly databasePool: number;
  /** The URL invite links start with (no trailing slash). */
  readonly publicUrl: string;
  /**
   * The Redis the server shares its rooms' listings, matchmaking and limits through with the
   * other processes of a cluster (`--redis`, a `redis://` URL), or `null`: one process alone.
   */
  readonly redis: string | null;
  /** The prefix of the cluster's keys in {@link redis} (`--redis-prefix`). */
  readonly redisPrefix: string;
  /**
   * Where clients reach this very process (`--public-address`): `host[:port][/path]` without a
   * scheme, as Colyseus takes it (the client adds `ws://` or `wss://`); required with
   * {@link redis}, `null` without.
   */
  readonly publicAddress: string | null;
  /**
   * Origins of web pages (besides the server's own: the Host it serves and the public URL's)
   * allowed to use matchmaking, the API and the WebSocket (`--allow-origin`), in normal form
   * (`https://example.org`).
   */
  readonly allowOrigins: readonly string[];
  /** The built web app to serve (`apps/web/dist`), or `null` for none. */
  readonly webDir: string | null;
  /** Milliseconds in a minute of a timed game: 60 000 (ITALIA_MINUTE_MS shortens it for tests). */
  readonly minuteMs: number;
  /**
   * Milliseconds in a second of a room's turn timer: 1 000. `ITALIA_SECOND_MS` (1 to 1 000) shortens
   * it for tests only, so that a 15 s turn (the least a room may have) runs out in a test's time.
   */
  readonly secondMs: number;
  /** Only warnings and errors are logged. */
  readonly quiet: boolean;
  /** Worker threads for the rooms' bots (0: bots think on the main thread). */
  readonly botThreads: number;
  /** Milliseconds a room may stay in its lobby (not started) before it is deleted. */
  readonly lobbyTtlMs: number;
  /**
   * Milliseconds a lobby (not started) may go with no client connected to it before it is
   * deleted (`--lobby-idle`).
   */
  readonly lobbyIdleMs: number;
  /** Milliseconds a finished room (and its record) is kept after the game ended. */
  readonly keepFinishedMs: number;
  /**
   * Milliseconds a started game paused with nobody connected (abandoned) is kept, counted from its
   * pause; then it is deleted (`--keep-paused`).
   */
  readonly keepPausedMs: number;
  /** Rooms that may wait in their lobby at once; a new room over it is refused (`--max-lobbies`). */
  readonly maxLobbies: number;
  /**
   * Games that may be played at once (started, not over, not paused); starting one more is
   * refused (`--max-games`).
   */
  readonly maxGames: number;
  /**
   * Milliseconds a paused game (started, nobody connected) stays in memory before it is unloaded;
   * it stays stored and is loaded again when one of its people joins it (`--unload-paused`).
   */
  readonly unloadPausedMs: number;
  /**
   * Stored games that may wait to be loaded again, or be loading, at once (`--max-loads`); a join
   * of one more is refused with `SERVER_BUSY` (503, `Retry-After`) and may try again.
   */
  readonly maxLoads: number;
  /**
   * Rooms with strong bots one client address may have open (lobby or game, not over) at once
   * (`--strong-rooms`); `0`: no limit. A new one over it is refused.
   */
  readonly strongRooms: number;
  /** Rooms one client address may create (`--create-limit`), or `null` for no limit. */
  readonly createLimit: CreateLimitSettings | null;
  /**
   * Proxies in front of the server whose `X-Forwarded-For` is believed (`--trust-proxy`); `0`:
   * the client is the socket's address.
   */
  readonly trustProxy: number;
  /**
   * Connections one client address may hold open (`--max-connections`); `0`: no limit. Not
   * applied behind a trusted proxy.
   */
  readonly maxConnections: number;
  /**
   * The bearer token that opens `GET /metrics` (`--metrics-token`), or `null`: then only
   * requests from this machine, not through a proxy, may read it (see `metrics-access.ts`).
   */
  readonly metricsToken: string | null;
  /**
   * Milliseconds the server may take to drain on SIGTERM or SIGINT (`--drain-ms`): stop taking
   * rooms and joins, let the writes in progress commit, close the rooms; past it the process exits
   * with code 1 (an action not yet stored was never acknowledged).
   */
  readonly drainMs: number;
}

/** Default number of open lobbies: 5 000 (about 20 KB of memory each). */
export const DEFAULT_MAX_LOBBIES = 5000;

/**
 * Default number of games played at once: 1 000 (a game nobody is connected to is paused and
 * does not count; the load benchmark served 750 rooms of people with p99 < 50 ms).
 */
export const DEFAULT_MAX_GAMES = 1000;

/** Default time a paused game stays in memory: 2 minutes. */
export const DEFAULT_UNLOAD_PAUSED_MS = 2 * 60_000;

/**
 * Default number of stored games waiting to be loaded again at once: 8 (they are loaded one after
 * another, each a replay of its game on the main thread).
 */
export const DEFAULT_MAX_LOADS = 8;
/**
 * Default {@link ServerConfig.strongRooms}: 3 open rooms with strong bots per client address (a
 * strong bot thinks about a hundred times longer than a greedy one).
 */
export const DEFAULT_STRONG_ROOMS = 3;

/**
 * Default {@link ServerConfig.drainMs}: 25 s, inside the 30 s most orchestrators (Docker, Compose,
 * Kubernetes) wait after SIGTERM before they kill.
 */
export const DEFAULT_DRAIN_MS = 25_000;

/** Default time a lobby nobody starts is kept: 24 hours. */
export const DEFAULT_LOBBY_TTL_MS = 24 * 3600_000;
/** Default time a lobby may stay with nobody connected to it: 10 minutes. */
export const DEFAULT_LOBBY_IDLE_MS = 10 * 60_000;
/** Default time a finished room is kept for its record: 7 days. */
export const DEFAULT_KEEP_FINISHED_MS = 7 * 24 * 3600_000;
/** Default time a paused game nobody comes back to is kept: 30 days. */
export const DEFAULT_KEEP_PAUSED_MS = 30 * 24 * 3600_000;

const UNITS: Readonly<Record<string, number>> = {
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3600_000,
  d: 86_400_000,
};

/** Reads a duration such as `24h`, `30m`, `10s`, `500ms` or `7d` (at most 10 years), or `null`. */
export function readDuration(text: string): number | null {
  const m = /^(\d{1,9})(ms|s|m|h|d)$/.exec(text.trim());
  if (!m) return null;
  const ms = Number(m[1]) * UNITS[m[2]!]!;
  return ms >= 1 && ms <= 3650 * 86_400_000 ? ms : null;
}

/** `ms` written as {@link readDuration} reads it, in the largest whole unit: `10m`, `24h`, `1500ms`. */
export function showDuration(ms: number): string {
  for (const [unit, size] of [
    ["d", 86_400_000],
    ["h", 3600_000],
    ["m", 60_000],
    ["s", 1000],
  ] as const) {
    if (ms % size === 0) return `${ms / size}${unit}`;
  }
  return `${ms}ms`;
}

/**
 * Reads a `--create-limit`: `BURST/TIME` (e.g. `20/3s`), `off` (`null`: no limit), or
 * `undefined` for anything else.
 */
export function readCreateLimit(text: string): CreateLimitSettings | null | undefined {
  if (text.trim() === "off") return null;
  const m = /^([1-9]\d{0,5})\/(.+)$/.exec(text.trim());
  const everyMs = m ? readDuration(m[2]!) : null;
  if (!m || everyMs === null || Number(m[1]) > 100_000) return undefined;
  return { burst: Number(m[1]), everyMs };
}

/** The default number of bot threads: one per core but one, kept for the sockets (at least 1). */
export function defaultBotThreads(): number {
  return Math.max(1, availableParallelism() - 1);
}

/** The `--help` text. */
export const HELP = `Usage: italia-server [options]

Serves the Italia web app and online rooms (HTTP + WebSocket) from one process.

Options (each also read from the environment variable in brackets; flags win):
  --port N          port to listen on (ITALIA_PORT, PORT; default 8080;
                    0 picks a free one)
  --host ADDR       address to listen on (ITALIA_HOST; default 127.0.0.1;
                    0.0.0.0 for everyone)
  --data DIR        folder of the rooms' SQLite file italia.db
                    (ITALIA_DATA; default ./data); one server per folder:
                    a second one on it refuses to start; the folder is made
                    private (0700, its files 0600)
  --database URL    store the rooms in PostgreSQL instead of SQLite, e.g.
                    postgres://italia@db.example.org:5432/italia
                    (ITALIA_DATABASE; default none: SQLite in --data); the
                    schema is created or migrated at start
  --database-pool N connections to --database at most (ITALIA_DATABASE_POOL;
                    default 10, 1 to 1000); a statement runs at most 5 s
  --redis URL       join a cluster: several processes share one room space
                    through this Redis, e.g. redis://redis.example.org:6379/0
                    (ITALIA_REDIS; default none: one process alone); needs
                    --database and --public-address
  --redis-prefix P  prefix of the cluster's Redis keys (ITALIA_REDIS_PREFIX;
                    default italia:; letters, digits and :_-)
  --public-address ADDR
                    where clients reach this process's WebSockets, as
                    host[:port][/path] without a scheme, e.g.
                    italia.example.org/s1 (ITALIA_PUBLIC_ADDRESS; required
                    with --redis: each process has its own)
  --public-url URL  start of invite links, e.g. https://italia.example.org
                    (ITALIA_PUBLIC_URL; default http://HOST:PORT)
  --allow-origin LIST
                    web pages of these origins, comma-separated (e.g.
                    https://play.example.org,http://localhost:5173), may
                    use the rooms besides the server's own (the address it
                    is reached by, and --public-url's); a browser request
                    from any other origin is refused (ITALIA_ALLOW_ORIGIN;
                    default none)
  --web DIR         built web app to serve (ITALIA_WEB; default
                    apps/web/dist; "none" for none)
  --bot-threads N   worker threads where rooms' bots think
                    (ITALIA_BOT_THREADS; default one per CPU core but one,
                    at least 1; 0: on the main thread)
  --lobby-ttl T     delete a room nobody started T after it was created
                    (ITALIA_LOBBY_TTL; default 24h; T is a number with
                    ms, s, m, h or d)
  --lobby-idle T    delete a room nobody started once nobody has been
                    connected to it for T (ITALIA_LOBBY_IDLE; default 10m);
                    a started game is never deleted for this: it is paused
                    (no bots, no timers) until one of its people is back
  --keep-finished T keep a finished room, for its record, T after the game
                    ended, then delete it (ITALIA_KEEP_FINISHED; default 7d)
  --keep-paused T   delete a started game once it has been paused (nobody
                    connected) for T: a player who comes back sooner finds
                    it (ITALIA_KEEP_PAUSED; default 30d)
  --max-lobbies N   rooms that may wait in their lobby at once; a new room
                    over it is refused (ITALIA_MAX_LOBBIES; default 5000)
  --max-games N     games that may be played at once (paused games, with
                    nobody connected, do not count); starting one more is
                    refused with SERVER_BUSY (ITALIA_MAX_GAMES; default 1000)
  --unload-paused T unload a paused game from memory once it has been paused
                    for T; it stays stored and is loaded again when one of
                    its people joins it (ITALIA_UNLOAD_PAUSED; default 2m);
                    a restart loads no started game until then
  --max-loads N     stored games that may wait to be loaded at once (each
                    for a join by one of its people, one at a time); a join
                    of one more is refused with 503 SERVER_BUSY and
                    Retry-After (ITALIA_MAX_LOADS; default 8)
  --strong-rooms N  rooms with strong bots one client address may have open
                    (lobby or game) at once; one more is refused
                    (ITALIA_STRONG_ROOMS; default 3; 0 for no limit)
  --create-limit B/T
                    rooms one client address may create: B at once, then
                    one more every T (ITALIA_CREATE_LIMIT; default 20/3s;
                    "off" for no limit); over it: 429 with Retry-After
  --trust-proxy N   the server is behind N proxies that each append the
                    address they saw to X-Forwarded-For: the client is the
                    Nth address from the right (ITALIA_TRUST_PROXY;
                    default 0: the socket's address, the header ignored)
  --max-connections N
                    connections (HTTP and WebSocket) one client address may
                    hold open; more are closed at once (ITALIA_MAX_CONNECTIONS;
                    default 256; 0 for no limit; not applied with
                    --trust-proxy)
  --metrics-token TOKEN
                    who may read GET /metrics: a request with Authorization:
                    Bearer TOKEN (16 to 200 characters; prefer the variable
                    ITALIA_METRICS_TOKEN, not seen in ps); default: only
                    this machine, not through a proxy
  --drain-ms N      on SIGTERM or SIGINT: take no new rooms nor joins (ready
                    turns 503), let writes in progress commit, close the
                    rooms (clients reconnect), exit 0; exit 1 if that takes
                    over N ms (ITALIA_DRAIN_MS; default 25000)
  --quiet           log only warnings and errors
  -h, --help        show this help
Environment only: ITALIA_MINUTE_MS shortens a timed game's minute (tests,
demos); ITALIA_SECOND_MS (1 to 1000) shortens the second of turn timers, for
tests only (every turn runs out that much sooner than people are told).

Endpoints: GET /healthz, GET /health/live, GET /health/ready (503 while
starting, draining or the store does not answer), GET /api/rooms/ID/record
(Authorization: Bearer CREDENTIAL), POST /api/rooms/ID/seat ({"credential":
...}), the WebSocket rooms (see docs/server.md), and the web app.`;

/**
 * The length of a turn timer's second in ms from `ITALIA_SECOND_MS`: a whole number from 1 to
 * 1 000 shortens it (tests only); anything else, or nothing, is 1 000.
 */
export function readSecondMs(text: string | undefined): number {
  if (text === undefined || !/^\d{1,4}$/.test(text)) return 1000;
  const ms = Number(text);
  return ms >= 1 && ms <= 1000 ? ms : 1000;
}

/** What {@link readConfig} found. */
export type ConfigResult =
  | { readonly ok: true; readonly config: ServerConfig }
  | { readonly ok: false; readonly help: boolean; readonly message: string };

/** Reads the flags in `argv` (without node and the script) and the environment `env`. */
export function readConfig(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  defaultWebDir: string,
): ConfigResult {
  const flags = new Map<string, string>();
  let quiet = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "-h" || arg === "--help") return { ok: false, help: true, message: HELP };
    // `pnpm start -- --port N` passes the `--` on; the server takes no arguments but options
    if (arg === "--") continue;
    if (arg === "--quiet") {
      quiet = true;
      continue;
    }
    const eq = arg.indexOf("=");
    const name = eq > 0 ? arg.slice(0, eq) : arg;
    if (
      ![
        "--port",
        "--host",
        "--data",
        "--database",
        "--public-url",
        "--allow-origin",
        "--web",
        "--bot-threads",
        "--lobby-ttl",
        "--lobby-idle",
        "--keep-finished",
        "--keep-paused",
        "--max-lobbies",
        "--max-games",
        "--unload-paused",
        "--max-loads",
        "--strong-rooms",
        "--create-limit",
        "--trust-proxy",
        "--max-connections",
        "--metrics-token",
        "--drain-ms",
        "--database-pool",
        "--redis",
        "--redis-prefix",
        "--public-address",
      ].includes(name)
    ) {
      return {
        ok: false,
        help: false,
        message: `unknown option ${JSON.stringify(arg.slice(0, 40))} (see --help)`,
      };
    }
    const value = eq > 0 ? arg.slice(eq + 1) : argv[++i];
    if (value === undefined) return { ok: false, help: false, message: `${name} needs a value` };
    flags.set(name, value);
  }
  const portText = flags.get("--port") ?? env.ITALIA_PORT ?? env.PORT ?? "8080";
  const port = Number(portText);
  if (!/^\d{1,5}$/.test(portText) || port > 65535) {
    return { ok: false, help: false, message: "the port must be a number from 0 to 65535" };
  }
  const threadsText = flags.get("--bot-threads") ?? env.ITALIA_BOT_THREADS;
  if (threadsText !== undefined && !/^\d{1,3}$/.test(threadsText)) {
    return {
      ok: false,
      help: false,
      message: "--bot-threads takes a number of threads (0 to 999)",
    };
  }
  const lobbyText = flags.get("--lobby-ttl") ?? env.ITALIA_LOBBY_TTL;
  const lobbyTtlMs = lobbyText === undefined ? DEFAULT_LOBBY_TTL_MS : readDuration(lobbyText);
  const keepText = flags.get("--keep-finished") ?? env.ITALIA_KEEP_FINISHED;
  const keepFinishedMs = keepText === undefined ? DEFAULT_KEEP_FINISHED_MS : readDuration(keepText);
  const idleText = flags.get("--lobby-idle") ?? env.ITALIA_LOBBY_IDLE;
  const lobbyIdleMs = idleText === undefined ? DEFAULT_LOBBY_IDLE_MS : readDuration(idleText);
  if (lobbyTtlMs === null || keepFinishedMs === null || lobbyIdleMs === null) {
    const name =
      lobbyTtlMs === null
        ? "--lobby-ttl"
        : lobbyIdleMs === null
          ? "--lobby-idle"
          : "--keep-finished";
    return {
      ok: false,
      help: false,
      message: `${name} takes a duration such as 24h, 30m, 10s or 7d`,
    };
  }
  const keepPausedText = flags.get("--keep-paused") ?? env.ITALIA_KEEP_PAUSED;
  const keepPausedMs =
    keepPausedText === undefined ? DEFAULT_KEEP_PAUSED_MS : readDuration(keepPausedText);
  if (keepPausedMs === null) {
    return {
      ok: false,
      help: false,
      message: "--keep-paused takes a duration such as 30d, 12h or 90m",
    };
  }
  const unloadText = flags.get("--unload-paused") ?? env.ITALIA_UNLOAD_PAUSED;
  const unloadPausedMs =
    unloadText === undefined ? DEFAULT_UNLOAD_PAUSED_MS : readDuration(unloadText);
  if (unloadPausedMs === null) {
    return {
      ok: false,
      help: false,
      message: "--unload-paused takes a duration such as 2m, 30s or 1h",
    };
  }
  const lobbiesText = flags.get("--max-lobbies") ?? env.ITALIA_MAX_LOBBIES;
  if (lobbiesText !== undefined && !/^[1-9]\d{0,6}$/.test(lobbiesText)) {
    return {
      ok: false,
      help: false,
      message: "--max-lobbies takes a number of rooms (1 to 9999999)",
    };
  }
  const gamesText = flags.get("--max-games") ?? env.ITALIA_MAX_GAMES;
  if (gamesText !== undefined && !/^[1-9]\d{0,6}$/.test(gamesText)) {
    return {
      ok: false,
      help: false,
      message: "--max-games takes a number of games (1 to 9999999)",
    };
  }
  const loadsText = flags.get("--max-loads") ?? env.ITALIA_MAX_LOADS;
  if (loadsText !== undefined && !/^[1-9]\d{0,3}$/.test(loadsText)) {
    return {
      ok: false,
      help: false,
      message: "--max-loads takes a number of games (1 to 9999)",
    };
  }
  const strongText = flags.get("--strong-rooms") ?? env.ITALIA_STRONG_ROOMS;
  if (strongText !== undefined && !/^\d{1,4}$/.test(strongText)) {
    return {
      ok: false,
      help: false,
      message: "--strong-rooms takes a number of rooms (0 to 9999; 0 for no limit)",
    };
  }
  const limitText = flags.get("--create-limit") ?? env.ITALIA_CREATE_LIMIT;
  const createLimit = limitText === undefined ? DEFAULT_CREATE_LIMIT : readCreateLimit(limitText);
  if (createLimit === undefined) {
    return {
      ok: false,
      help: false,
      message: "--create-limit takes BURST/TIME, e.g. 20/3s (1 to 100000 rooms), or off",
    };
  }
  const proxyText = flags.get("--trust-proxy") ?? env.ITALIA_TRUST_PROXY ?? "0";
  if (!/^\d$/.test(proxyText)) {
    return {
      ok: false,
      help: false,
      message: "--trust-proxy takes the number of proxies in front of the server (0 to 9)",
    };
  }
  const connectionsText = flags.get("--max-connections") ?? env.ITALIA_MAX_CONNECTIONS;
  if (connectionsText !== undefined && !/^\d{1,6}$/.test(connectionsText)) {
    return {
      ok: false,
      help: false,
      message: "--max-connections takes a number of connections (0 for no limit to 999999)",
    };
  }
  const metricsToken = flags.get("--metrics-token") ?? env.ITALIA_METRICS_TOKEN ?? null;
  if (metricsToken !== null && !/^[A-Za-z0-9._~+/=-]{16,200}$/.test(metricsToken)) {
    return {
      ok: false,
      help: false,
      message: "--metrics-token takes 16 to 200 letters, digits or ._~+/=-",
    };
  }
  const drainText = flags.get("--drain-ms") ?? env.ITALIA_DRAIN_MS;
  if (drainText !== undefined && !/^[1-9]\d{0,6}$/.test(drainText)) {
    return {
      ok: false,
      help: false,
      message: "--drain-ms takes milliseconds (1 to 9999999)",
    };
  }
  const host = flags.get("--host") ?? env.ITALIA_HOST ?? "127.0.0.1";
  const dataDir = resolve(flags.get("--data") ?? env.ITALIA_DATA ?? "data");
  const web = flags.get("--web") ?? env.ITALIA_WEB ?? defaultWebDir;
  const publicUrl = (flags.get("--public-url") ?? env.ITALIA_PUBLIC_URL ?? "").replace(/\/+$/, "");
  if (publicUrl !== "" && !/^https?:\/\/[^\s]+$/.test(publicUrl)) {
    return {
      ok: false,
      help: false,
      message: "the public URL must start with http:// or https://",
    };
  }
  const database = flags.get("--database") ?? env.ITALIA_DATABASE ?? "";
  if (database !== "" && !/^postgres(ql)?:\/\/[^\s]+$/.test(database)) {
    return {
      ok: false,
      help: false,
      message: "--database takes a PostgreSQL URL: postgres://USER@HOST:PORT/DATABASE",
    };
  }
  const poolText = flags.get("--database-pool") ?? env.ITALIA_DATABASE_POOL;
  if (poolText !== undefined && !/^[1-9]\d{0,2}$|^1000$/.test(poolText)) {
    return {
      ok: false,
      help: false,
      message: "--database-pool takes a number of connections (1 to 1000)",
    };
  }
  const redis = flags.get("--redis") ?? env.ITALIA_REDIS ?? "";
  if (redis !== "" && !/^rediss?:\/\/[^\s]+$/.test(redis)) {
    return {
      ok: false,
      help: false,
      message: "--redis takes a Redis URL: redis://HOST:PORT/DB (rediss:// for TLS)",
    };
  }
  if (redis !== "" && database === "") {
    return {
      ok: false,
      help: false,
      message:
        "--redis needs --database: the processes of a cluster keep their rooms in one PostgreSQL",
    };
  }
  const redisPrefix = flags.get("--redis-prefix") ?? env.ITALIA_REDIS_PREFIX ?? "italia:";
  if (!/^[A-Za-z0-9:_-]{1,64}$/.test(redisPrefix)) {
    return {
      ok: false,
      help: false,
      message: "--redis-prefix takes 1 to 64 letters, digits or :_-",
    };
  }
  const publicAddress = (flags.get("--public-address") ?? env.ITALIA_PUBLIC_ADDRESS ?? "").replace(
    /\/+$/,
    "",
  );
  if (
    publicAddress !== "" &&
    (publicAddress.includes("://") ||
      !/^[A-Za-z0-9.[\]:-]+(\/[A-Za-z0-9._~%/-]*)?$/.test(publicAddress))
  ) {
    return {
      ok: false,
      help: false,
      message: publicAddress.includes("://")
        ? "--public-address takes host[:port][/path] without a scheme (Colyseus adds ws:// or wss://), e.g. italia.example.org/s1"
        : "--public-address takes host[:port][/path], e.g. italia.example.org/s1 or 10.0.0.5:8081",
    };
  }
  if (redis !== "" && publicAddress === "") {
    return {
      ok: false,
      help: false,
      message:
        "--redis needs --public-address: where clients reach this process (host[:port][/path])",
    };
  }
  if (redis === "" && publicAddress !== "") {
    return {
      ok: false,
      help: false,
      message: "--public-address is for a cluster: give --redis too",
    };
  }
  const originsText = flags.get("--allow-origin") ?? env.ITALIA_ALLOW_ORIGIN ?? "";
  const allowOrigins: string[] = [];
  for (const part of originsText.split(",")) {
    if (part.trim() === "") continue;
    const origin = readOrigin(part);
    if (origin === null) {
      return {
        ok: false,
        help: false,
        message: `--allow-origin takes origins such as https://example.org or http://localhost:5173, comma-separated, not ${JSON.stringify(part.trim().slice(0, 60))}`,
      };
    }
    if (!allowOrigins.includes(origin)) allowOrigins.push(origin);
  }
  return {
    ok: true,
    config: {
      port,
      host,
      dataDir,
      database: database === "" ? null : database,
      databasePool: poolText === undefined ? PG_POOL_SIZE : Number(poolText),
      publicUrl,
      redis: redis === "" ? null : redis,
      redisPrefix,
      publicAddress: publicAddress === "" ? null : publicAddress,
      allowOrigins,
      webDir: web === "none" ? null : resolve(web),
      quiet,
      lobbyTtlMs,
      lobbyIdleMs,
      keepFinishedMs,
      keepPausedMs,
      createLimit,
      trustProxy: Number(proxyText),
      metricsToken,
      drainMs: drainText === undefined ? DEFAULT_DRAIN_MS : Number(drainText),
      maxConnections:
        connectionsText === undefined ? DEFAULT_MAX_CONNECTIONS : Number(connectionsText),
      maxLobbies: lobbiesText === undefined ? DEFAULT_MAX_LOBBIES : Number(lobbiesText),
      maxGames: gamesText === undefined ? DEFAULT_MAX_GAMES : Number(gamesText),
      unloadPausedMs,
      maxLoads: loadsText === undefined ? DEFAULT_MAX_LOADS : Number(loadsText),
      strongRooms: strongText === undefined ? DEFAULT_STRONG_ROOMS : Number(strongText),
      botThreads: threadsText === undefined ? defaultBotThreads() : Number(threadsText),
      minuteMs: /^\d{1,6}$/.test(env.ITALIA_MINUTE_MS ?? "")
        ? Math.max(1, Number(env.ITALIA_MINUTE_MS))
        : 60_000,
      secondMs: readSecondMs(env.ITALIA_SECOND_MS),
    },
  };
}
