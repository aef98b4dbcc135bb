/**
 * Which client a request comes from, for per-client limits: the socket's address, or, behind
 * proxies the server is told to trust, the address the nearest trusted proxy saw. IPv6 addresses
 * count by their /64 network (one host or home usually holds a whole /64).
 *
 * @module
 */
import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";

/** The first 64 bits of a valid IPv6 address, as `a:b:c:d::/64`. */
function ipv6Network(address: string): string {
  const count = (part: string) =>
    part === "" ? 0 : part.split(":").reduce((n, p) => n + (p.includes(".") ? 2 : 1), 0);
  const [head = "", tail] = address.split("::");
  const groups =
    tail === undefined
      ? head.split(":")
      : [
          ...(head === "" ? [] : head.split(":")),
          ...Array<string>(8 - count(head) - count(tail)).fill("0"),
          ...(tail === "" ? [] : tail.split(":")),
        ];
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(":")}::/64`;
}

/**
 * The key a client is counted under: an IPv4 address as it is (an IPv4-mapped IPv6 address as its
 * IPv4), an IPv6 address as its /64 network, or `null` for something that is not an address.
 */
export function addressKey(address: string): string | null {
  const bare = address.trim().replace(/%.*$/, ""); // an IPv6 zone (fe80::1%eth0)
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare);
  if (mapped) return isIP(mapped[1]!) === 4 ? mapped[1]! : null;
  const family = isIP(bare);
  if (family === 4) return bare;
  if (family === 6) return ipv6Network(bare.toLowerCase());
  return null;
}

/**
 * The key of the client that sent `req` (see {@link addressKey}). With `trustedProxies` 0 it is
 * the socket's address: an `X-Forwarded-For` header is the client's own words and is ignored.
 * With N trusted proxies in front of the server, each appends the address it saw to
 * `X-Forwarded-For`, so the client is the Nth address from the right (the left part is whatever
 * the client sent, and is never read); a shorter list gives its leftmost address.
 */
export function clientKey(req: IncomingMessage, trustedProxies: number): string {
  const socket = req.socket.remoteAddress ?? "";
  let address = socket;
  if (trustedProxies > 0) {
    const header = req.headers["x-forwarded-for"];
    const list = (Array.isArray(header) ? header.join(",") : (header ?? ""))
      .split(",")
      .map((a) => a.trim())
      .filter((a) => a !== "");
    if (list.length > 0) address = list[Math.max(0, list.length - trustedProxies)]!;
  }
  return addressKey(address) ?? addressKey(socket) ?? "unknown";
}
