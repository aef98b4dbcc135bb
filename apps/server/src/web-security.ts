/**
 * The web surface's hardening: the headers every answer carries (a Content-Security-Policy,
 * `nosniff`, `Referrer-Policy: no-referrer`, no framing), and which web pages may use the rooms —
 * the server's own origin (the Host it serves, its public URL) and the `--allow-origin` list,
 * nobody else. A request without an `Origin` header is no browser page's (the CLI, bots, tests):
 * it is let through.
 *
 * @module
 */
import type { IncomingMessage, Server, ServerResponse } from "node:http";

/**
 * Reads an origin as `--allow-origin` takes it, `http(s)://HOST[:PORT]` with no path, into its
 * normal form (`https://Example.org:443` → `https://example.org`), or `null`.
 *
 * @example
 * ```ts
 * readOrigin("https://Friend.example/"); // "https://friend.example"
 * readOrigin("friend.example"); // null
 * ```
 */
export function readOrigin(text: string): string | null {
  const trimmed = text.trim().replace(/\/$/, "");
  if (!/^https?:\/\/[^\s/?#@]+$/i.test(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    return url.origin === "null" ? null : url.origin;
  } catch {
    return null;
  }
}

/** A Host header as a browser sends it: a name or an address, and a port. */
const HOST = /^(?:[A-Za-z0-9.-]{1,253}|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

/**
 * Whether a request's `Origin` is one the server takes requests from: none at all (no browser
 * page), the page's origin being the server itself (its host and port are the request's `Host`,
 * whatever the scheme: a TLS proxy in front keeps the Host), or one of `allowed` (normal forms:
 * the public URL's origin and `--allow-origin`'s).
 */
export function originAllowed(req: IncomingMessage, allowed: ReadonlySet<string>): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  const normal = readOrigin(origin);
  if (normal === null) return false; // "null" (a sandboxed frame, a file), or malformed
  if (allowed.has(normal)) return true;
  const host = req.headers.host;
  if (host === undefined || !HOST.test(host)) return false;
  // the Host in the origin's scheme, so that a default port is written the same way
  return readOrigin(`${new URL(normal).protocol}//${host}`) === normal;
}

/**
 * The Content-Security-Policy of every answer. The app's scripts, styles, workers and data come
 * from the server itself (`'self'`; React sets inline styles through the CSSOM, which a policy
 * does not restrict); the favicon is a `data:` image; the WebSocket goes to the page's own host
 * (`host`, the request's Host, named with `ws:` and `wss:` for browsers whose `'self'` does not
 * cover WebSockets); nothing may frame a page, and no plugin, `<base>` or foreign form target is
 * allowed.
 */
export function contentSecurityPolicy(host: string | undefined): string {
  const socket = host !== undefined && HOST.test(host) ? ` ws://${host} wss://${host}` : "";
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src 'self'${socket}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Colyseus' CORS headers for matchmaking, without its `Access-Control-Allow-Origin: *`. */
export const MATCHMAKE_CORS_HEADERS: Readonly<Record<string, string>> = {
  "Access-Control-Allow-Headers": "Origin, X-Requested-With, Content-Type, Accept, Authorization",
  "Access-Control-Allow-Methods": "OPTIONS, POST, GET",
  "Access-Control-Max-Age": "7200",
  Vary: "Origin",
};

/**
 * The CORS headers of a matchmaking answer to `req`: its origin allowed by name, with credentials,
 * when it is an allowed one (see {@link originAllowed}); nothing for a request without an
 * origin (no browser page: CORS does not apply).
 */
export function corsHeaders(
  req: IncomingMessage,
  allowed: ReadonlySet<string>,
): Record<string, string> {
  const origin = req.headers.origin;
  if (origin === undefined || !originAllowed(req, allowed)) return {};
  return { "Access-Control-Allow-Origin": origin, "Access-Control-Allow-Credentials": "true" };
}

/** What {@link guardRequests} is given. */
export interface GuardOptions {
  /** The allowed origins besides the server's own Host (normal forms, see {@link readOrigin}). */
  readonly allowed: ReadonlySet<string>;
  /** Called with the Origin of each refused request. */
  readonly refused: (origin: string) => void;
}

/**
 * Puts the security headers on every answer of `http` and refuses, with `403 FORBIDDEN_ORIGIN`,
 * a matchmaking (`/matchmake`) or API (`/api/`) request whose `Origin` is not allowed (see
 * {@link originAllowed}) before anything reads it. Install it after the other request handlers
 * (it wraps them).
 */
export function guardRequests(http: Server, options: GuardOptions): void {
  const handlers = http.listeners("request") as ((
    req: IncomingMessage,
    res: ServerResponse,
  ) => void)[];
  http.removeAllListeners("request");
  http.on("request", (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(req.headers.host));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "no-referrer");
    res.setHeader("X-Frame-Options", "DENY");
    const url = req.url ?? "/";
    if (
      (url.includes("/matchmake") || url.startsWith("/api/")) &&
      !originAllowed(req, options.allowed)
    ) {
      options.refused(String(req.headers.origin));
      req.resume(); // the body is not read
      const message =
        "requests from this page's origin are not allowed: use the server's own address, or start it with --allow-origin";
      res.writeHead(403, { "content-type": "application/json; charset=utf-8", vary: "Origin" });
      res.end(JSON.stringify({ code: "FORBIDDEN_ORIGIN", rule: null, message, error: message }));
      return;
    }
    for (const handle of handlers) handle.call(http, req, res);
  });
}
