/**
 * Issue #27 item 6: the web surface's hardening, against real server processes. Every answer —
 * pages, static files, the API, matchmaking — carries a Content-Security-Policy, `nosniff` and
 * `Referrer-Policy: no-referrer`; matchmaking and the WebSocket accept the server's own origin
 * (the Host it serves, its public URL) and the `--allow-origin` list only, and refuse any other
 * Origin; requests without an Origin (non-browser clients) keep working.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createRoom,
  removeDir,
  roomsInMemory,
  type ServerProcess,
  startProcess,
  tempDir,
} from "./testing/harness.js";

/** What an HTTP exchange gave back. */
interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

/**
 * Sends one request with exactly these headers (unlike `fetch`, `Host` and `Origin` may be set),
 * and reads the answer.
 */
function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? "GET", headers: options.headers });
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString("utf8"),
        }),
      );
    });
    req.on("error", reject);
    req.end(options.body);
  });
}

/**
 * Asks for a WebSocket at `url` with `origin` (none if `null`): `101` if the server upgraded the
 * connection, else the HTTP status it answered.
 */
function upgrade(url: string, origin: string | null): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {
      connection: "Upgrade",
      upgrade: "websocket",
      "sec-websocket-key": "dGhlIHNhbXBsZSBub25jZQ==",
      "sec-websocket-version": "13",
    };
    if (origin !== null) headers.origin = origin;
    const req = request(url, { headers });
    req.on("upgrade", (res, socket) => {
      socket.destroy();
      resolve(res.statusCode ?? 0);
    });
    req.on("response", (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    req.end();
  });
}

/** A matchmaking create from `origin` (no Origin header if `null`), with more headers. */
function create(
  server: ServerProcess,
  origin: string | null,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return send(`${server.url}/matchmake/create/italia`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(origin === null ? {} : { origin }),
      ...headers,
    },
    body: JSON.stringify({ seats: 3, rounds: 3, turnSeconds: 60, name: "Ada" }),
  });
}

const FOREIGN = "http://evil.example";

describe("the web surface's headers and origins", () => {
  let dir: string;
  let web: string;
  let server: ServerProcess;
  beforeAll(async () => {
    dir = tempDir();
    web = join(dir, "web");
    mkdirSync(join(web, "assets"), { recursive: true });
    writeFileSync(join(web, "index.html"), "<!doctype html><title>Italia</title>");
    writeFileSync(join(web, "assets", "app.js"), "export {};\n");
    server = await startProcess(
      join(dir, "data"),
      ["--web", web, "--public-url", "https://italia.example.org", "--create-limit", "off"],
      { ITALIA_ALLOW_ORIGIN: "https://friend.example, http://localhost:5173" },
    );
  });
  afterAll(async () => {
    await server?.stop();
    removeDir(dir);
  });

  it("pages, static files, the API and matchmaking carry the CSP, nosniff and no-referrer", async () => {
    const host = new URL(server.url).host;
    const answers = {
      page: await send(`${server.url}/`),
      "an app path (index.html)": await send(`${server.url}/some/where?room=x`),
      "a static file": await send(`${server.url}/assets/app.js`),
      health: await send(`${server.url}/healthz`),
      "an API 404": await send(`${server.url}/api/rooms/nope`),
      matchmaking: await create(server, null),
    };
    for (const [what, answer] of Object.entries(answers)) {
      expect(answer.status, what).toBeLessThan(500);
      const csp = String(answer.headers["content-security-policy"]);
      expect(csp, what).toContain("default-src 'self'");
      expect(csp, what).toContain("script-src 'self'");
      expect(csp, what).toContain("frame-ancestors 'none'");
      expect(csp, what).toContain("object-src 'none'");
      expect(csp, what).toContain(`connect-src 'self' ws://${host} wss://${host}`);
      expect(csp, what).not.toContain("unsafe");
      expect(answer.headers["x-content-type-options"], what).toBe("nosniff");
      expect(answer.headers["referrer-policy"], what).toBe("no-referrer");
      expect(answer.headers["x-frame-options"], what).toBe("DENY");
    }
    expect(answers.page.body).toContain("<title>Italia</title>");
  });

  it("a matchmaking request from a foreign Origin is refused (403, no CORS headers), and nothing is created", async () => {
    const before = await roomsInMemory(server);
    const preflight = await send(`${server.url}/matchmake/create/italia`, {
      method: "OPTIONS",
      headers: {
        origin: FOREIGN,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers["access-control-allow-origin"]).toBeUndefined();
    expect(preflight.headers["access-control-allow-credentials"]).toBeUndefined();
    for (const origin of [
      FOREIGN,
      "null",
      `${server.url}.evil.example`,
      "https://friend.example:8443",
    ]) {
      const refused = await create(server, origin);
      expect(refused.status, origin).toBe(403);
      expect(refused.headers["access-control-allow-origin"], origin).toBeUndefined();
      expect(JSON.parse(refused.body)).toMatchObject({ code: "FORBIDDEN_ORIGIN" });
    }
    // a form's simple POST (no preflight) is refused as well
    const form = await create(server, FOREIGN, { "content-type": "text/plain" });
    expect(form.status).toBe(403);
    expect(await roomsInMemory(server)).toBe(before);
  });

  it("the server's own origin (the Host it serves, its public URL) and --allow-origin's are allowed, with their CORS headers", async () => {
    const own = [
      server.url, // the Host it serves
      "https://italia.example.org", // its public URL
      "https://friend.example", // ITALIA_ALLOW_ORIGIN
      "http://localhost:5173",
    ];
    for (const origin of own) {
      const created = await create(server, origin);
      expect(created.status, origin).toBe(200);
      expect(JSON.parse(created.body), origin).toHaveProperty("sessionId");
      expect(created.headers["access-control-allow-origin"], origin).toBe(origin);
      expect(created.headers.vary, origin).toMatch(/origin/i);
    }
    // the Host a browser reached the server by, e.g. a name of the machine
    const port = new URL(server.url).port;
    const byName = await create(server, `http://italia.lan:${port}`, {
      host: `italia.lan:${port}`,
    });
    expect(byName.status).toBe(200);
    const preflight = await send(`${server.url}/matchmake/create/italia`, {
      method: "OPTIONS",
      headers: { origin: "https://friend.example", "access-control-request-method": "POST" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers["access-control-allow-origin"]).toBe("https://friend.example");
  });

  it("without an Origin (non-browser clients) matchmaking and the WebSocket work as before", async () => {
    const plain = await create(server, null);
    expect(plain.status).toBe(200);
    expect(plain.headers["access-control-allow-origin"]).toBeUndefined();
    const ada = await createRoom(server.ws, { seats: 3, rounds: 3, turnSeconds: 60 });
    expect(ada.welcome.seat).toBe(0);
    await ada.room.leave();
  });

  it("a WebSocket upgrade with a foreign Origin is refused; the own origin's is accepted", async () => {
    expect(await upgrade(`${server.url}/`, FOREIGN)).toBe(403);
    expect(await upgrade(`${server.url}/`, "null")).toBe(403);
    expect(await upgrade(`${server.url}/`, server.url)).toBe(101);
    expect(await upgrade(`${server.url}/`, "https://italia.example.org")).toBe(101);
    expect(await upgrade(`${server.url}/`, null)).toBe(101);
  });

  it("the API refuses a foreign Origin too (a seat look-up from another site)", async () => {
    const foreign = await send(`${server.url}/api/rooms/abc/seat`, {
      method: "POST",
      headers: { origin: FOREIGN, "content-type": "text/plain" },
      body: JSON.stringify({ credential: "x" }),
    });
    expect(foreign.status).toBe(403);
    const own = await send(`${server.url}/api/rooms/abc/seat`, {
      method: "POST",
      headers: { origin: server.url, "content-type": "application/json" },
      body: JSON.stringify({ credential: "x" }),
    });
    expect(own.status).toBe(404);
  });
});
