/**
 * A join of a game the server has unloaded: its credential is checked against the store before
 * the game is loaded (a room id alone makes the server replay nothing), and only `--max-loads`
 * games wait to be loaded at once (a join over it is told to try again; nothing is lost).
 */
import { readFile } from "node:fs/promises";
import { Agent, request } from "node:http";
import { Client } from "colyseus.js";
import { describe, expect, it } from "vitest";
import {
  eventually,
  joinRoom,
  logged,
  myTurn,
  roomsInMemory,
  type ServerProcess,
  serverForSuite,
  startedGame,
} from "./testing/harness.js";

/** How a join by id with `options` ends: its room's id, or the error's code and message. */
async function tryJoin(
  server: ServerProcess,
  id: string,
  options: Record<string, unknown>,
): Promise<{ joined: string } | { code: unknown; message: string }> {
  try {
    const room = await new Client(server.ws).joinById(id, options);
    await room.leave();
    return { joined: room.roomId };
  } catch (e) {
    return { code: (e as { code?: unknown }).code, message: (e as Error).message };
  }
}

/** An HTTP answer: status, `Retry-After` and the JSON body. */
interface Answer {
  readonly status: number;
  readonly retryAfter: string | undefined;
  readonly body: Record<string, unknown>;
}

/**
 * POSTs a join of room `id` with `options` in `parts` pieces (20 ms apart), through `agent` if
 * given. `sent` resolves once the whole request is handed to the system; `answer` with the
 * server's answer.
 */
function postJoin(
  server: ServerProcess,
  id: string,
  options: Record<string, unknown>,
  parts = 1,
  agent?: Agent,
): { sent: Promise<void>; answer: Promise<Answer> } {
  const body = JSON.stringify(options);
  let sent!: () => void;
  const written = new Promise<void>((r) => {
    sent = r;
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    const req = request(
      `${server.url}/matchmake/joinById/${id}`,
      {
        method: "POST",
        agent,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
        },
      },
      (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => {
          text += chunk.toString("utf8");
        });
        res.on("end", () => {
          const retry = res.headers["retry-after"];
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: Array.isArray(retry) ? retry[0] : retry,
            body: JSON.parse(text) as Record<string, unknown>,
          });
        });
      },
    );
    req.on("error", reject);
    req.on("finish", sent);
    const size = Math.ceil(body.length / parts);
    const write = (at: number) => {
      if (at + size >= body.length) {
        req.end(body.slice(at));
        return;
      }
      req.write(body.slice(at, at + size));
      setTimeout(() => write(at + size), 20);
    };
    write(0);
  });
  return { sent: written, answer };
}

/** GETs `url` through `agent`; resolves once the answer is read. */
function fetchVia(agent: Agent, url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    request(url, { agent }, (res) => {
      res.resume();
      res.on("end", resolve);
    })
      .on("error", reject)
      .end();
  });
}

/**
 * Waits until the system holds `count` requests' bytes unread on the server's connections (its
 * sockets on `port` with data queued), so a stopped server reads them all in one turn once it runs
 * again. On a busy machine the loopback may hand bytes over a while after the sender's write
 * returned. Read from `/proc/net/tcp{,6}` (Linux); elsewhere it waits a moment.
 */
async function queuedAtServer(port: number, count: number): Promise<void> {
  const portHex = port.toString(16).toUpperCase().padStart(4, "0");
  const queued = async (): Promise<number | null> => {
    let rows = 0;
    for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
      let text: string;
      try {
        text = await readFile(table, "utf8");
      } catch {
        return null;
      }
      for (const line of text.split("\n").slice(1)) {
        const fields = line.trim().split(/\s+/);
        const [local, , state, queues] = fields.slice(1, 5);
        if (!local?.endsWith(`:${portHex}`) || state !== "01") continue;
        if (Number.parseInt(queues?.split(":")[1] ?? "0", 16) > 0) rows += 1;
      }
    }
    return rows;
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    const rows = await queued();
    if (rows === null) return new Promise((r) => setTimeout(r, 500));
    if (rows >= count) return;
    if (Date.now() > deadline)
      throw new Error(`only ${rows} of ${count} requests reached the server`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A credential of no seat (the form of a real one). */
const STRANGER = "A".repeat(43);

describe("a join of an unloaded game (--unload-paused 1s)", () => {
  const running = serverForSuite(["--web", "none", "--unload-paused", "1s"]);

  it("with a wrong or missing credential, or a name, is refused as the loaded room refuses it, and loads nothing", async () => {
    const server = running();
    const { ada, id } = await startedGame(server);
    const entries = [{ credential: STRANGER }, {}, { name: "Zed" }, { credential: 7 }];
    // the loaded room's answers
    const loaded = [];
    for (const entry of entries) loaded.push(await tryJoin(server, id, entry));
    expect(loaded.map((a) => ("code" in a ? a.code : a))).toEqual([403, 400, 409, 400]);
    await ada.room.leave();
    await eventually(() => logged(server, "room-unloaded", id) > 0);
    expect(await roomsInMemory(server)).toBe(0);

    const unloaded = [];
    for (const entry of entries) unloaded.push(await tryJoin(server, id, entry));
    expect(unloaded).toEqual(loaded);
    // nothing was loaded for them
    expect(logged(server, "room-resumed", id)).toBe(0);
    expect(await roomsInMemory(server)).toBe(0);
    // a body that is not JSON is Colyseus' to refuse, as for any room: nothing is loaded either
    const res = await fetch(`${server.url}/matchmake/joinById/${id}`, {
      method: "POST",
      body: "{not json",
    });
    expect(((await res.json()) as { error?: unknown }).error).toEqual(expect.any(String));
    expect(logged(server, "room-resumed", id)).toBe(0);

    // Ada's credential, its request's body in pieces, loads it and gets her seat
    const { answer } = postJoin(server, id, { credential: ada.welcome.credential }, 4);
    const got = await answer;
    expect(got.status).toBe(200);
    expect(got.body.sessionId).toEqual(expect.any(String));
    // (the log line comes through stdout, which may arrive after the answer)
    await eventually(() => logged(server, "room-resumed", id) > 0);
    expect(logged(server, "room-resumed", id)).toBe(1);
    const back = await joinRoom(server.ws, id, { credential: ada.welcome.credential });
    expect(back.welcome.seat).toBe(0);
    await back.room.leave();
  });
});

describe("joins of unloaded games with --max-loads 1", () => {
  const running = serverForSuite(["--web", "none", "--unload-paused", "1s", "--max-loads", "1"]);

  it("load one game at a time: joins of others are refused 503 SERVER_BUSY with Retry-After, and get their seats when they try again; joins of the same game share its load", async () => {
    const server = running();
    const games = [
      await startedGame(server, true),
      await startedGame(server, true),
      await startedGame(server, true),
    ];
    for (const g of games) await Promise.all([g.ada.room.leave(), g.bea?.room.leave()]);
    await eventually(async () => (await roomsInMemory(server)) === 0);
    expect(await roomsInMemory(server)).toBe(0);

    // every join reaches the server at once, so it reads them all in one turn of its event loop
    // before it loads any game: each on a connection the server already has open (it takes one
    // new connection a turn), all sent while the server is stopped
    const people = games.flatMap((g, game) =>
      [g.ada, g.bea].filter((seat) => seat !== null).map((seat) => ({ game, g, seat })),
    );
    const agent = new Agent({ keepAlive: true, maxSockets: people.length });
    await Promise.all(people.map(() => fetchVia(agent, `${server.url}/healthz`)));
    expect(Object.values(agent.freeSockets).flat().length).toBe(people.length);
    server.proc.kill("SIGSTOP");
    let posts: { game: number; sent: Promise<void>; answer: Promise<Answer> }[];
    try {
      posts = people.map(({ game, g, seat }) => ({
        game,
        ...postJoin(server, g.id, { credential: seat.welcome.credential }, 1, agent),
      }));
      await Promise.all(posts.map((p) => p.sent));
      await queuedAtServer(Number(new URL(server.url).port), posts.length);
    } finally {
      server.proc.kill("SIGCONT");
    }
    const answers = await Promise.all(
      posts.map(async (p) => ({ game: p.game, ...(await p.answer) })),
    );

    // one game was loaded, once, for both its people (whichever it was, two joined it); the
    // others' joins were told to wait
    const first = answers.find((a) => a.status === 200)?.game ?? -1;
    expect(first).toBeGreaterThanOrEqual(0);
    await eventually(() => logged(server, "room-resumed", games[first]!.id) > 0);
    expect(games.map((g) => logged(server, "room-resumed", g.id))).toEqual(
      games.map((_, game) => (game === first ? 1 : 0)),
    );
    for (const a of answers) {
      if (a.game === first) {
        expect(a.status).toBe(200);
        expect(a.body.sessionId).toEqual(expect.any(String));
      } else {
        expect(a.status).toBe(503);
        expect(a.retryAfter).toBe("1");
        expect(a.body).toMatchObject({
          code: "SERVER_BUSY",
          message: "the server is loading too many games: try again in a moment",
        });
      }
    }
    expect(answers.filter((a) => a.status === 503).length).toBeGreaterThan(0);

    // trying again, everybody gets their seat in the game where it was
    for (const g of games) {
      const back = await joinRoom(server.ws, g.id, { credential: g.ada.welcome.credential });
      expect(back.welcome.seat).toBe(0);
      expect((await back.next((m) => m.type === "update")).payload).toMatchObject({
        step: g.mine.step,
      });
      if (g.mine.turn?.seat === 0) expect((await myTurn(back)).step).toBe(g.mine.step);
      await back.room.leave();
    }
    for (const g of games) expect(logged(server, "room-resume-failed", g.id)).toBe(0);
    agent.destroy();
  });
});
