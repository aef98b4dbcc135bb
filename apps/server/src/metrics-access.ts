/**
 * Who may read `GET /metrics`: with a token (`--metrics-token`), whoever sends it as a bearer
 * token; without one, only a client on the same machine (a loopback socket address) whose request
 * came through no proxy (no `X-Forwarded-For` nor `Forwarded`): behind a reverse proxy on the same
 * machine every request has a loopback address, and the public must not read the metrics.
 *
 * @module
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";

/** Whether `address` (a socket's) is the machine's own: 127.0.0.0/8 or ::1, v4-mapped too. */
export function isLoopback(address: string): boolean {
  const a = address.toLowerCase().replace(/^::ffff:/, "");
  return a === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(a);
}

/** Compares two strings in time that does not depend on where they differ. */
function sameSecret(a: string, b: string): boolean {
  const ha = createHash("sha256").update(a).digest();
  const hb = createHash("sha256").update(b).digest();
  return timingSafeEqual(ha, hb);
}

/** What {@link metricsAccess} decided: `ok`, or the status and message of the refusal. */
export type MetricsAccess =
  | { readonly ok: true }
  | { readonly ok: false; readonly status: 401 | 403; readonly message: string };

/** Whether `req` may read the metrics, given the configured `token` (or `null` for none). */
export function metricsAccess(req: IncomingMessage, token: string | null): MetricsAccess {
  if (token !== null) {
    const sent = /^Bearer (\S{1,200})$/.exec(req.headers.authorization ?? "")?.[1];
    if (sent !== undefined && sameSecret(sent, token)) return { ok: true };
    return {
      ok: false,
      status: 401,
      message: "send the metrics token: Authorization: Bearer TOKEN (see --metrics-token)",
    };
  }
  const proxied =
    req.headers["x-forwarded-for"] !== undefined || req.headers.forwarded !== undefined;
  if (!proxied && isLoopback(req.socket.remoteAddress ?? "")) return { ok: true };
  return {
    ok: false,
    status: 403,
    message:
      "the metrics are read from this machine only, not through a proxy; or start the server with --metrics-token",
  };
}
