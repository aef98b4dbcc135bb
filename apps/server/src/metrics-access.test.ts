/** Who may read `GET /metrics`. */
import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { isLoopback, metricsAccess } from "./metrics-access.js";

const request = (address: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress: address }, headers }) as unknown as IncomingMessage;

const TOKEN = "s3cret-token-of-20ch";

describe("metricsAccess", () => {
  it("lets this machine read without a token, not a client through a proxy nor another host", () => {
    expect(isLoopback("127.0.0.1")).toBe(true);
    expect(isLoopback("::ffff:127.0.0.5")).toBe(true);
    expect(isLoopback("::1")).toBe(true);
    expect(isLoopback("10.0.0.1")).toBe(false);
    expect(metricsAccess(request("127.0.0.1"), null)).toEqual({ ok: true });
    expect(metricsAccess(request("::1"), null)).toEqual({ ok: true });
    expect(metricsAccess(request("203.0.113.9"), null)).toMatchObject({ ok: false, status: 403 });
    // a reverse proxy on this machine: its requests are loopback, its clients are not
    expect(
      metricsAccess(request("127.0.0.1", { "x-forwarded-for": "203.0.113.9" }), null),
    ).toMatchObject({ ok: false, status: 403 });
    expect(
      metricsAccess(request("127.0.0.1", { forwarded: "for=203.0.113.9" }), null),
    ).toMatchObject({ ok: false, status: 403 });
  });

  it("with a token, lets whoever sends it read, and nobody else (loopback included)", () => {
    const bearer = { authorization: `Bearer ${TOKEN}` };
    expect(metricsAccess(request("203.0.113.9", bearer), TOKEN)).toEqual({ ok: true });
    expect(metricsAccess(request("127.0.0.1"), TOKEN)).toMatchObject({ ok: false, status: 401 });
    expect(
      metricsAccess(request("127.0.0.1", { authorization: `Bearer ${TOKEN}x` }), TOKEN),
    ).toMatchObject({ ok: false, status: 401 });
    expect(metricsAccess(request("127.0.0.1", { authorization: TOKEN }), TOKEN)).toMatchObject({
      ok: false,
      status: 401,
    });
  });
});
