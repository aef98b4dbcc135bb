/**
 * What stands in front of Colyseus' matchmaking routes (`POST /matchmake/METHOD/...`): checks
 * that run before Colyseus reads a request.
 *
 * @module
 */
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { matchMaker } from "@colyseus/core";

/** Largest matchmaking request body (`POST /matchmake/...`: room terms and a name), in bytes. */
export const MAX_MATCHMAKE_BYTES = 16 * 1024;

/** Colyseus' error code for a join of a room id it does not have. */
const INVALID_ROOM_ID = 4212;

/** What the gate asks the server. */
export interface GateOptions {
  /**
   * Why a join of room `id` cannot succeed, for a room the server does not have (never created, or
   * deleted), or `null` to let Colyseus answer.
   */
  readonly gone: (id: string) => Promise<string | null>;
  /**
   * Whether room `id` is a stored game the server has unloaded (a join of it is read whole and
   * given to {@link GateOptions.load} before Colyseus sees it).
   */
  readonly unloaded: (id: string) => Promise<boolean>;
  /**
   * For a stored game the server has unloaded, checks the join's `options` (read from its body)
   * against the store and loads the game: see {@link LoadAnswer}.
   */
  readonly load: (id: string, options: unknown) => Promise<LoadAnswer>;
  /**
   * A join of room `id` goes on to Colyseus (which reads its body, then reserves a seat); the
   * returned function is called once it is answered. The room is not unloaded meanwhile.
   */
  readonly joining: (id: string) => () => void;
  /**
   * A join by id is being checked against the store (its room gone? unloaded? may it load?):
   * the returned function is called once the gate has decided (answered it, handed it to
   * Colyseus, or asked {@link GateOptions.load}).
   */
  readonly deciding: () => () => void;
  /**
   * Takes one new room for the client of `req`: `0` if it may create it, else the milliseconds
   * until it may.
   */
  readonly createWait: (req: IncomingMessage) => number | Promise<number>;
  /**
   * Why the server takes no matchmaking request now (it drains: shutting down), or `null`: each is
   * answered 503 `DRAINING` with `Retry-After`, and nothing is created nor joined.
   */
  readonly closed?: () => string | null;
}

/** What the server answers a join of a game it has unloaded. */
export type LoadAnswer =
  /** Nothing to load (the game is in memory again, or is no started game): Colyseus answers. */
  | { readonly kind: "none" }
  /** The game is being loaded (once for joins at once): the join goes on once it is ready. */
  | { readonly kind: "loading"; readonly ready: Promise<void> }
  /**
   * The join's options open no seat of the game: refused as the loaded room refuses them
   * (Colyseus' format, `{ code, error }`), and nothing is loaded.
   */
  | { readonly kind: "refused"; readonly code: number; readonly error: string }
  /** Too many games are being loaded: 503 `SERVER_BUSY` with `Retry-After` (seconds). */
  | { readonly kind: "busy"; readonly retryAfterS: number; readonly message: string };

/** The matchmaking methods that create a room (rooms are private: `joinOrCreate` creates). */
const CREATING = new Set(["create", "joinOrCreate"]);

/**
 * A matchmaking request's method and its room name or id, read exactly as Colyseus reads them
 * (the words of the URL after `matchmake`; a URL Colyseus routes without that word gives its
 * first words), so no spelling of a URL reaches Colyseus past a check meant for it.
 */
export function matchmakeTarget(url: string): { method: string; target: string } {
  const words: string[] = url.match(/[a-zA-Z_\-0-9]+/g) ?? [];
  const at = words.indexOf("matchmake");
  return { method: words[at + 1] ?? "", target: words[at + 2] ?? "" };
}

/** Answers a matchmaking request with JSON and Colyseus' CORS headers. */
function answer(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) return;
  res.writeHead(status, {
    ...matchMaker.controller.DEFAULT_CORS_HEADERS,
    ...matchMaker.controller.getCorsHeaders(req),
    "content-type": "application/json; charset=utf-8",
    ...headers,
  });
  res.end(JSON.stringify(body));
}

/**
 * Puts checks in front of Colyseus' matchmaking routes, which buffer a request's whole body
 * before reading it: a body announced or grown over {@link MAX_MATCHMAKE_BYTES} is answered 413
 * and its connection closed, so no request can make the server hold more than that; a join of a
 * room the server does not have is answered with the reason (Colyseus' format: `{ code, error }`);
 * a client over its limit of new rooms is answered 429 with `Retry-After` (seconds) and nothing is
 * created; a join of a game the server has stored but unloaded is read whole, checked against the
 * store (a credential of one of its seats) and waits until the game is loaded again.
 */
export function gateMatchmaking(http: Server, options: GateOptions): void {
  const handlers = http.listeners("request") as ((
    req: IncomingMessage,
    res: ServerResponse,
  ) => void)[];
  http.removeAllListeners("request");
  http.on("request", (req: IncomingMessage, res: ServerResponse) => {
    // the requests Colyseus takes as matchmaking (it looks for "/matchmake" anywhere in the URL)
    if (req.method === "POST" && (req.url ?? "").includes("/matchmake")) {
      const target = matchmakeTarget(req.url ?? "");
      const closed = options.closed?.() ?? null;
      if (closed !== null) {
        req.resume(); // the body is not needed
        return answer(
          req,
          res,
          503,
          { code: "DRAINING", rule: null, message: closed, error: closed },
          { "retry-after": "2", connection: "close" },
        );
      }
      const tooLarge = () => {
        answer(
          req,
          res,
          413,
          {
            code: "TOO_LARGE",
            rule: null,
            message: `a request body has at most ${MAX_MATCHMAKE_BYTES} bytes`,
          },
          { connection: "close" },
        );
        req.destroy();
      };
      if (Number(req.headers["content-length"] ?? 0) > MAX_MATCHMAKE_BYTES) return tooLarge();
      let bytes = 0;
      const count = (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes > MAX_MATCHMAKE_BYTES) tooLarge();
      };
      req.on("data", count);
      if (CREATING.has(target.method)) {
        const refuse = (wait: number) => {
          req.resume(); // the body is not needed
          const message = "too many new rooms from your address: try again in a moment";
          answer(
            req,
            res,
            429,
            { code: "RATE_LIMITED", rule: null, message, error: message },
            { "retry-after": String(Math.ceil(wait / 1000)) },
          );
        };
        const wait = options.createWait(req);
        if (typeof wait === "number") {
          if (wait > 0) return refuse(wait);
        } else {
          // (a cluster's limit, asked of Redis: the body waits, the request paused)
          req.pause();
          void wait.then(
            (ms) => {
              if (ms > 0) return refuse(ms);
              for (const handle of handlers) handle.call(http, req, res);
              req.resume();
            },
            () => refuse(1000),
          );
          return;
        }
      }
      const joinById = async (id: string, decided: () => void): Promise<void> => {
        const gone = await options.gone(id);
        if (gone !== null) {
          decided();
          req.resume(); // the body is not needed
          return answer(req, res, 200, { code: INVALID_ROOM_ID, error: gone });
        }
        if (!(await options.unloaded(id))) {
          decided();
          for (const handle of handlers) handle.call(http, req, res);
          req.resume();
          return;
        }
        // the body is read here, its credential checked against the store before anything is
        // loaded, and then given to Colyseus as if it had just arrived
        const chunks: Buffer[] = [];
        const keep = (chunk: Buffer) => chunks.push(chunk);
        req.on("data", keep);
        req.once("end", () => {
          if (req.destroyed || res.headersSent) return;
          req.off("data", count);
          req.off("data", keep);
          const body = Buffer.concat(chunks);
          const pass = () => {
            decided();
            if (res.headersSent || res.destroyed) return;
            for (const handle of handlers) handle.call(http, req, res);
            req.emit("data", body);
            req.emit("end");
          };
          let joinOptions: unknown;
          try {
            joinOptions = JSON.parse(body.toString("utf8"));
          } catch {
            return pass(); // Colyseus answers a body that is not JSON, as for any room
          }
          void options.load(id, joinOptions).then(
            (loaded) => {
              decided();
              if (loaded.kind === "none") return pass();
              if (loaded.kind === "refused") {
                return answer(req, res, 200, { code: loaded.code, error: loaded.error });
              }
              if (loaded.kind === "busy") {
                return answer(
                  req,
                  res,
                  503,
                  {
                    code: "SERVER_BUSY",
                    rule: null,
                    message: loaded.message,
                    error: loaded.message,
                  },
                  { "retry-after": String(loaded.retryAfterS) },
                );
              }
              void loaded.ready.then(pass);
            },
            () => {
              decided();
              const message = "the server could not read its rooms: try again in a moment";
              answer(req, res, 503, { code: "STORE_FAILED", rule: null, message, error: message });
            },
          );
        });
        req.resume();
      };
      if (target.method === "joinById") {
        // the body waits (the request paused) while the store is asked about the room
        req.pause();
        res.once("close", options.joining(target.target));
        const decided = options.deciding();
        res.once("close", decided);
        joinById(target.target, decided).catch(() => {
          decided();
          req.resume(); // (drained)
          answer(req, res, 503, {
            code: "STORE_FAILED",
            rule: null,
            message: "the server could not read its rooms: try again in a moment",
            error: "the server could not read its rooms: try again in a moment",
          });
        });
        return;
      }
    }
    for (const handle of handlers) handle.call(http, req, res);
  });
}
