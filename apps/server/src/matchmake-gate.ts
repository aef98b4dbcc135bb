/**
 * What stands in front of Colyseus' matchmaking routes (`POST /matchmake/METHOD/...`): checks
 * that run before Colyseus reads a request.
 *
 * @module
 */
import type { IncomingMessage, Server, ServerResponse } from "node:http";

/** Largest matchmaking request body (`POST /matchmake/...`: room terms and a name), in bytes. */
export const MAX_MATCHMAKE_BYTES = 16 * 1024;

/**
 * Puts a size limit in front of Colyseus' matchmaking routes, which buffer a request's whole body
 * before reading it: a body announced or grown over {@link MAX_MATCHMAKE_BYTES} is answered 413
 * and its connection closed, so no request can make the server hold more than that.
 */
export function gateMatchmaking(http: Server): void {
  const handlers = http.listeners("request") as ((
    req: IncomingMessage,
    res: ServerResponse,
  ) => void)[];
  http.removeAllListeners("request");
  http.on("request", (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === "POST" && (req.url ?? "").includes("/matchmake")) {
      const tooLarge = () => {
        if (!res.headersSent) {
          res.writeHead(413, {
            "content-type": "application/json; charset=utf-8",
            connection: "close",
          });
          res.end(
            JSON.stringify({
              code: "TOO_LARGE",
              rule: null,
              message: `a request body has at most ${MAX_MATCHMAKE_BYTES} bytes`,
            }),
          );
        }
        req.destroy();
      };
      if (Number(req.headers["content-length"] ?? 0) > MAX_MATCHMAKE_BYTES) return tooLarge();
      let bytes = 0;
      req.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes > MAX_MATCHMAKE_BYTES) tooLarge();
      });
    }
    for (const handle of handlers) handle.call(http, req, res);
  });
}
