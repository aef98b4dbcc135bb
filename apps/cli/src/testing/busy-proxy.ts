/**
 * Test support: a proxy in front of a real server that answers the first few room joins as a
 * busy server does (503 `SERVER_BUSY` with `Retry-After`, the server's own body) and passes
 * everything else through — HTTP requests and WebSocket upgrades alike — over real sockets. The web
 * app's browser tests use it too: a page opened through the proxy talks to the server through it.
 */
import { createServer, request } from "node:http";
import { connect } from "node:net";

/** A running proxy. */
export interface BusyProxy {
  /** The proxy's `http://` address. */
  readonly url: string;
  /** How many joins it has answered as busy so far. */
  readonly refused: number;
  /** Answers the next `count` joins as busy too. */
  refuse(count: number): void;
  close(): Promise<void>;
}

/** The body the server sends with a 503 `SERVER_BUSY` (see the server's matchmake gate). */
const BUSY_BODY = JSON.stringify({
  code: "SERVER_BUSY",
  rule: null,
  message: "the server is loading too many games: try again in a moment",
  error: "the server is loading too many games: try again in a moment",
});

/** Starts a proxy to `target` (`http://host:port`) that refuses the first `busyJoins` joins. */
export function startBusyProxy(target: string, busyJoins: number): Promise<BusyProxy> {
  const to = new URL(target);
  let refused = 0;
  let toRefuse = busyJoins;
  const upgraded = new Set<{ destroy(): void }>();
  const server = createServer((req, res) => {
    if (req.method === "POST" && req.url?.startsWith("/matchmake/joinById/") && toRefuse > 0) {
      toRefuse--;
      refused++;
      req.resume();
      res.writeHead(503, { "content-type": "application/json", "retry-after": "1" });
      res.end(BUSY_BODY);
      return;
    }
    const forward = request(
      { host: to.hostname, port: to.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on("error", () => res.destroy());
    req.pipe(forward);
  });
  server.on("upgrade", (req, socket, head) => {
    const upstream = connect(Number(to.port), to.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      }
      upstream.write(`${lines.join("\r\n")}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upgraded.add(socket);
    upgraded.add(upstream);
    upstream.on("error", () => socket.destroy());
    socket.on("error", () => upstream.destroy());
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}`,
        get refused() {
          return refused;
        },
        refuse(count) {
          toRefuse += count;
        },
        close: () =>
          new Promise<void>((done) => {
            for (const s of upgraded) s.destroy();
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
