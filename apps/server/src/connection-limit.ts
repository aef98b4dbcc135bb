/**
 * How many connections (HTTP and WebSocket) one client address may hold open at once: the
 * server's sockets and file descriptors are shared by everybody, so one client must not take
 * them all. Counted by the socket's address (an IPv6 address by its /64 network, see
 * `client-address.ts`); behind a proxy every client has the proxy's address, so the server does
 * not count (the proxy limits its clients).
 *
 * @module
 */
import type { Server } from "node:http";
import type { Socket } from "node:net";
import { addressKey } from "./client-address.js";

/** Default number of open connections per client address. */
export const DEFAULT_MAX_CONNECTIONS = 256;

/**
 * Closes, as soon as it is accepted, a connection whose address already holds `max` open
 * connections (here, plus `elsewhere(key)`: what the other processes of a cluster reported);
 * `onRefused` is told of each one. Returns the table of open connections by address, which holds
 * only addresses with a connection open.
 */
export function limitConnections(
  server: Server,
  max: number,
  onRefused: () => void,
  elsewhere: (key: string) => number = () => 0,
): ReadonlyMap<string, number> {
  const open = new Map<string, number>();
  // before the HTTP server's own listener: a refused connection is never parsed
  server.prependListener("connection", (socket: Socket) => {
    const key = addressKey(socket.remoteAddress ?? "") ?? "unknown";
    const count = open.get(key) ?? 0;
    if (count + elsewhere(key) >= max) {
      onRefused();
      socket.destroy();
      return;
    }
    open.set(key, count + 1);
    socket.once("close", () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
  return open;
}
