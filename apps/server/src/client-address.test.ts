import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { addressKey, clientKey } from "./client-address.js";

const request = (socket: string, forwarded?: string | string[]) =>
  ({
    socket: { remoteAddress: socket },
    headers: forwarded === undefined ? {} : { "x-forwarded-for": forwarded },
  }) as unknown as IncomingMessage;

describe("client addresses for per-client limits", () => {
  it("keys IPv4 as it is, IPv4-mapped IPv6 as IPv4, IPv6 by its /64 network", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:0DB8:0001:0002:ffff:1:2:3")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(addressKey("64:ff9b::192.0.2.1")).toBe("64:ff9b:0:0::/64");
    for (const bad of ["", "localhost", "1.2.3", "::ffff:999.1.1.1", "1.2.3.4, 5.6.7.8"]) {
      expect(addressKey(bad), bad).toBeNull();
    }
  });

  it("ignores X-Forwarded-For unless told how many proxies to trust", () => {
    expect(clientKey(request("10.0.0.1", "203.0.113.7"), 0)).toBe("10.0.0.1");
  });

  it("behind N trusted proxies takes the Nth address from the right, never the client's own words", () => {
    expect(clientKey(request("10.0.0.1", "198.51.100.9, 203.0.113.7"), 1)).toBe("203.0.113.7");
    expect(clientKey(request("10.0.0.1", ["198.51.100.9", "203.0.113.7, 10.0.0.2"]), 2)).toBe(
      "203.0.113.7",
    );
    expect(clientKey(request("10.0.0.1", "203.0.113.7"), 3)).toBe("203.0.113.7");
    // no header: the socket; garbage where the proxy's entry should be: the socket
    expect(clientKey(request("10.0.0.1"), 1)).toBe("10.0.0.1");
    expect(clientKey(request("10.0.0.1", "203.0.113.7, nonsense"), 1)).toBe("10.0.0.1");
  });
});
