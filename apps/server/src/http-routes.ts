/**
 * The server's plain HTTP side: `GET /healthz`, a room's public facts for its invite link, a
 * finished room's record for its seat holders, where a room stands for one of its seat holders,
 * and the built web app (served by `sirv`, which rejects paths outside its folder and malformed
 * percent-encoding).
 *
 * @module
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import sirv from "sirv";
import type { ReadyState } from "./health.js";
import { EXPOSITION_CONTENT_TYPE } from "./metrics.js";
import type { MetricsAccess } from "./metrics-access.js";
import type { RoomSession, SeatInfo } from "./room-session.js";
import type { RoomStage } from "./store.js";
import type { RoomTerms } from "./terms.js";

/** `GET /api/rooms/ROOM`: a room as its invite link shows it, before joining. */
export interface RoomInfo {
  readonly room: string;
  /** The room's game (`italia`, `radetzky`): which client opens the invite. */
  readonly game: string;
  readonly stage: RoomStage;
  readonly terms: RoomTerms;
  readonly seats: readonly SeatInfo[];
}

/**
 * `POST /api/rooms/ROOM/seat` with `{ "credential": CREDENTIAL }`: where the room stands for the
 * holder of one of its seats (for a list of "your rooms"). Nothing in it is secret to that seat.
 */
export interface SeatStanding {
  readonly room: string;
  /** The seat the credential opens. */
  readonly seat: number;
  /** `lobby`, `playing` or `over`. */
  readonly stage: RoomStage;
  /**
   * Whether the game waits for this seat's person now (`false` in a lobby and once over), or
   * `null` when the server cannot tell without loading the game (started, stored, not in memory).
   */
  readonly yourTurn: boolean | null;
  /** A started game nobody is connected to: it goes on when one of its people joins it. */
  readonly paused: boolean;
}

/** Largest body of a `POST /api/rooms/ROOM/seat`, in bytes (a credential is 43 characters). */
export const SEAT_BODY_BYTES = 1024;

/** `GET /healthz`. */
export interface Health {
  /** `false` while the server shuts down (the answer is then 503). */
  readonly ok: boolean;
  /** The rooms in memory: the same as {@link Health.roomsInMemory} (kept for older monitors). */
  readonly rooms: number;
  /**
   * The rooms in memory: lobbies, games being played, finished games someone is still in, paused
   * games not yet unloaded.
   */
  readonly roomsInMemory: number;
  /**
   * Started games stored but not in memory (paused and unloaded, or not loaded since a restart),
   * loaded again when one of their people joins; not counted in {@link Health.roomsInMemory}.
   */
  readonly gamesUnloaded: number;
}

/** What the routes read. */
export interface RouteContext {
  readonly games: ReadonlyMap<string, RoomSession>;
  /**
   * A room's game, live or loaded from the store (a finished room, only once `credential` is
   * checked against the stored hashes: no replay for strangers), `"forbidden"` for a credential
   * that opens no seat of the room, or `null` for no such room.
   */
  readonly find: (id: string, credential: string) => Promise<RoomSession | "forbidden" | null>;
  /**
   * What anyone holding a room's id (its invite link) may see before joining: the stage, the
   * terms and the seats (names, bots, who is connected), or `null` for no such room.
   */
  readonly peek: (id: string) => Promise<RoomInfo | null>;
  /**
   * Where room `id` stands for the holder of `credential`, `"forbidden"` for a credential that
   * opens no seat of it, or `null` for no such room. Reads the stored room's head only: asking
   * never loads or replays a game.
   */
  readonly seat: (id: string, credential: string) => Promise<SeatStanding | "forbidden" | null>;
  /**
   * Takes one seat look-up for the client of `req`: `0` if it may, else the milliseconds until it
   * may.
   */
  readonly seatWait: (req: IncomingMessage) => number;
  /**
   * Started games stored but not in memory (paused and unloaded, or not loaded since a restart):
   * each is loaded again when one of its people joins it.
   */
  readonly unloadedGames: () => Promise<number>;
  readonly webDir: string | null;
  /** Whether the server is shutting down (health turns 503). */
  readonly stopping: () => boolean;
  /** The server's readiness (`GET /health/ready`): see `health.ts`. */
  readonly readiness: () => Promise<ReadyState>;
  /** `GET /metrics`: who may read them, and the metrics in Prometheus' text format. */
  readonly metrics: {
    readonly access: (req: IncomingMessage) => MetricsAccess;
    readonly render: () => string;
  };
}

function json(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
  });
  res.end(text);
}

/**
 * Reads a request body of at most `max` bytes: its text, or `null` when it is longer (the rest is
 * not read).
 */
function readBody(req: IncomingMessage, max: number): Promise<string | null> {
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > max) return Promise.resolve(null);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (text: string | null) => {
      if (done) return;
      done = true;
      req.off("data", take);
      resolve(text);
    };
    const take = (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) finish(null);
      else chunks.push(chunk);
    };
    req.on("data", take);
    req.once("end", () => finish(Buffer.concat(chunks).toString("utf8")));
    req.once("error", () => finish(null));
    req.once("close", () => finish(null));
  });
}

/** Reads `{ "credential": "…" }` (and nothing else): the credential, or `null`. */
function readCredential(text: string): string | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) return null;
  const keys = Object.keys(body);
  const credential = (body as { credential?: unknown }).credential;
  if (keys.length !== 1 || typeof credential !== "string") return null;
  return /^[A-Za-z0-9_-]{1,100}$/.test(credential) ? credential : null;
}

/** Answers `POST /api/rooms/ROOM/seat` (see {@link SeatStanding}). */
async function seatRoute(
  ctx: RouteContext,
  id: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  if (req.method !== "POST") {
    req.resume();
    return json(res, 405, { code: "METHOD", rule: null, message: "use POST" });
  }
  const wait = ctx.seatWait(req);
  if (wait > 0) {
    req.resume();
    res.setHeader("retry-after", String(Math.ceil(wait / 1000)));
    return json(res, 429, {
      code: "RATE_LIMITED",
      rule: null,
      message: "too many look-ups from your address: try again in a moment",
    });
  }
  const text = await readBody(req, SEAT_BODY_BYTES);
  if (text === null) {
    res.setHeader("connection", "close");
    return json(res, 413, {
      code: "TOO_LARGE",
      rule: null,
      message: `the body is at most ${SEAT_BODY_BYTES} bytes`,
    });
  }
  const credential = readCredential(text);
  if (credential === null) {
    return json(res, 400, {
      code: "BAD_REQUEST",
      rule: null,
      message: 'send {"credential": "YOUR SEAT CREDENTIAL"} as JSON',
    });
  }
  const standing = await ctx.seat(id, credential);
  if (standing === null)
    return json(res, 404, { code: "NO_ROOM", rule: null, message: "no such room" });
  if (standing === "forbidden") {
    return json(res, 403, {
      code: "NOT_A_SEAT",
      rule: null,
      message: "this credential opens no seat of this room",
    });
  }
  return json(res, 200, standing);
}

/**
 * The answer when the store failed to answer a route (503, the client may try again): the
 * server goes on.
 */
function storeFailed(res: ServerResponse): void {
  if (res.headersSent) return;
  res.setHeader("retry-after", "1");
  json(res, 503, {
    code: "STORE_FAILED",
    rule: null,
    message: "the server could not read its rooms: try again in a moment",
  });
}

/** The HTTP request handler (Colyseus' matchmaking routes are mounted in front of it). */
export function httpRoutes(ctx: RouteContext): (req: IncomingMessage, res: ServerResponse) => void {
  const files = ctx.webDir ? sirv(ctx.webDir, { single: true, etag: true, dotfiles: false }) : null;
  return (req, res) => {
    const url = req.url ?? "/";
    const path = url.split("?")[0]!;
    if (path === "/metrics") return metricsRoute(ctx, req, res);
    if (path === "/health/live" || path === "/health/ready") {
      healthRoute(ctx, path, req, res).catch(() => storeFailed(res));
      return;
    }
    if (
      path === "/healthz" ||
      /^\/api\/rooms\/([A-Za-z0-9_-]{1,64})(\/seat|\/record)?$/.test(path)
    ) {
      storeRoute(ctx, path, req, res).catch(() => storeFailed(res));
      return;
    }
    if (path.startsWith("/api/"))
      return json(res, 404, { code: "NOT_FOUND", rule: null, message: "no such endpoint" });
    if (!files || (req.method !== "GET" && req.method !== "HEAD")) {
      return json(res, 404, { code: "NOT_FOUND", rule: null, message: "not found" });
    }
    try {
      files(req, res, () =>
        json(res, 404, { code: "NOT_FOUND", rule: null, message: "not found" }),
      );
    } catch {
      json(res, 400, { code: "BAD_PATH", rule: null, message: "bad path" });
    }
  };
}

/** Answers `GET /metrics` to whoever may read it (see `metrics-access.ts`). */
function metricsRoute(ctx: RouteContext, req: IncomingMessage, res: ServerResponse): void {
  if (req.method !== "GET" && req.method !== "HEAD") {
    json(res, 405, { code: "METHOD", rule: null, message: "use GET" });
    return;
  }
  const access = ctx.metrics.access(req);
  if (!access.ok) {
    if (access.status === 401) res.setHeader("www-authenticate", "Bearer");
    json(res, access.status, { code: "NO_METRICS", rule: null, message: access.message });
    return;
  }
  res.writeHead(200, { "content-type": EXPOSITION_CONTENT_TYPE, "cache-control": "no-store" });
  res.end(ctx.metrics.render());
}

/**
 * Answers `GET /health/live` (200 whenever the event loop answers) and `GET /health/ready` (200
 * when the server takes players, else 503 with the reasons: see `ReadyState`).
 */
async function healthRoute(
  ctx: RouteContext,
  path: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  if (req.method !== "GET" && req.method !== "HEAD") {
    return json(res, 405, { code: "METHOD", rule: null, message: "use GET" });
  }
  if (path === "/health/live") return json(res, 200, { live: true });
  const state = await ctx.readiness();
  return json(res, state.ready ? 200 : 503, state);
}

/** Answers the routes that read the store: the health check and a room's. */
async function storeRoute(
  ctx: RouteContext,
  path: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  if (path === "/healthz") {
    const stopping = ctx.stopping();
    const health: Health = {
      ok: !stopping,
      rooms: ctx.games.size,
      roomsInMemory: ctx.games.size,
      gamesUnloaded: await ctx.unloadedGames(),
    };
    return json(res, stopping ? 503 : 200, health);
  }
  {
    const seat = /^\/api\/rooms\/([A-Za-z0-9_-]{1,64})\/seat$/.exec(path);
    if (seat) return seatRoute(ctx, seat[1]!, req, res);
    const record = /^\/api\/rooms\/([A-Za-z0-9_-]{1,64})\/record$/.exec(path);
    if (record) {
      if (req.method !== "GET")
        return json(res, 405, { code: "METHOD", rule: null, message: "use GET" });
      const auth = /^Bearer ([A-Za-z0-9_-]{1,100})$/.exec(req.headers.authorization ?? "");
      const game = auth ? await ctx.find(record[1]!, auth[1]!) : null;
      if (!game || !auth)
        return json(res, 404, {
          code: "NO_ROOM",
          rule: null,
          message: "no such room, or no credential",
        });
      if (game === "forbidden" || game.seatOf(auth[1]!) < 0) {
        return json(res, 403, {
          code: "NOT_A_SEAT",
          rule: null,
          message: "this credential opens no seat of this room",
        });
      }
      const rec = await game.record();
      if (!rec)
        return json(res, 409, {
          code: "NOT_OVER",
          rule: null,
          message: "the record is available once the game is over",
        });
      res.setHeader(
        "content-disposition",
        `attachment; filename="${game.gameId}-${record[1]}.json"`,
      );
      return json(res, 200, rec);
    }
    const info = /^\/api\/rooms\/([A-Za-z0-9_-]{1,64})$/.exec(path);
    if (info) {
      if (req.method !== "GET")
        return json(res, 405, { code: "METHOD", rule: null, message: "use GET" });
      const found = await ctx.peek(info[1]!);
      if (!found) return json(res, 404, { code: "NO_ROOM", rule: null, message: "no such room" });
      return json(res, 200, found);
    }
  }
}
