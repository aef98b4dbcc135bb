import { describe, expect, it } from "vitest";
import {
  createRoom,
  joinRoom,
  removeDir,
  roomsInMemory,
  serverForSuite,
  startProcess,
  tempDir,
} from "./testing/harness.js";

/** The server process's resident memory, in MB. */
async function rssMb(pid: number): Promise<number> {
  const { readFileSync } = await import("node:fs");
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]!;
  return Number(kb) / 1024;
}

describe("matchmaking requests (POST /matchmake/...): hostile bodies", () => {
  const server = serverForSuite();

  it("refuses a body over the size limit with 413, without holding it in memory", async () => {
    const before = await rssMb(server().proc.pid!);
    const big = " ".repeat(64 * 1024 * 1024);
    // the server answers 413 and closes while the client may still be writing: either the
    // answer or a reset reaches the client, and the server never holds the body
    const outcome = await fetch(`${server().url}/matchmake/create/italia`, {
      method: "POST",
      body: big,
    }).then(
      async (res) => `${res.status} ${((await res.json()) as { code: string }).code}`,
      (e: Error & { cause?: { code?: string } }) => `reset ${e.cause?.code ?? e.message}`,
    );
    expect(outcome).toMatch(/^(413 TOO_LARGE|reset (ECONNRESET|EPIPE|UND_ERR_SOCKET))$/);
    expect(await rssMb(server().proc.pid!)).toBeLessThan(before + 48);
    // a body just over the limit is read whole before the answer: always the 413 itself
    const over = await fetch(`${server().url}/matchmake/create/italia`, {
      method: "POST",
      body: " ".repeat(20 * 1024),
    });
    expect(over.status).toBe(413);
    expect(await over.json()).toMatchObject({ code: "TOO_LARGE" });
    expect((await fetch(`${server().url}/healthz`)).status).toBe(200);
  });

  it("refuses a chunked body that grows over the size limit", async () => {
    const chunk = new Uint8Array(1024 * 1024).fill(32);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ >= 64) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const answer = await fetch(`${server().url}/matchmake/create/italia`, {
      method: "POST",
      body,
      duplex: "half",
    } as RequestInit).then(
      (r) => r.status,
      () => "closed",
    );
    expect([413, "closed"]).toContain(answer);
    expect(sent).toBeLessThan(64);
    expect((await fetch(`${server().url}/healthz`)).status).toBe(200);
  });

  it("still creates a room from an ordinary body", async () => {
    const res = await fetch(`${server().url}/matchmake/create/italia`, {
      method: "POST",
      body: JSON.stringify({ seats: 3, rounds: 3, turnSeconds: 60, name: "Ada" }),
    });
    const answer = (await res.json()) as { room?: { roomId: string } };
    expect(typeof answer.room?.roomId).toBe("string");
  });

  it("refuses unknown create options, __proto__, constructor and prototype included, naming the key; creates nothing", async () => {
    const create = async (body: string) => {
      const res = await fetch(`${server().url}/matchmake/create/italia`, { method: "POST", body });
      return { status: res.status, answer: (await res.json()) as Record<string, unknown> };
    };
    const terms = '"seats":3,"rounds":3,"turnSeconds":60,"name":"Ada"';
    const before = await roomsInMemory(server());
    for (const [key, body] of [
      // the terms only through the prototype: Colyseus' option merge made them the options'
      ["__proto__", '{"__proto__":{"seats":3,"rounds":3,"turnSeconds":60},"name":"Ada"}'],
      ["__proto__", `{${terms},"__proto__":{"bot":"strong"}}`],
      ["__proto__", `{${terms},"__proto__":5}`],
      ["constructor", `{${terms},"constructor":{"prototype":{"x":1}}}`],
      ["prototype", `{${terms},"prototype":{}}`],
      ["restore", `{${terms},"restore":"x"}`],
      ["seat", `{${terms},"seat":2}`],
      ["nope\\u001b", `{${terms},"nope\\u001b":1}`],
    ] as const) {
      const { status, answer } = await create(body);
      // a refusal as Colyseus sends every matchmaking error: HTTP 200 with { code, error }
      expect(status, body).toBe(200);
      expect(answer, body).toEqual({ code: 400, error: expect.stringContaining(`"${key}"`) });
      expect(answer.error, body).toMatch(/^unknown create option/);
    }
    const viaJoinOrCreate = await fetch(`${server().url}/matchmake/joinOrCreate/italia`, {
      method: "POST",
      body: '{"__proto__":{"seats":3,"rounds":3,"turnSeconds":60},"name":"Ada"}',
    });
    expect(await viaJoinOrCreate.json()).toMatchObject({ code: 400, error: /"__proto__"/ });
    expect(await roomsInMemory(server())).toBe(before);
    // the documented options still create a room
    expect((await create(`{${terms},"bot":"random"}`)).answer).toHaveProperty("room");
  });
});

describe("a room whose creator never connects", () => {
  it("is deleted once the creator's seat reservation runs out: creating rooms over HTTP alone fills no memory", async () => {
    const dir = tempDir();
    const server = await startProcess(dir, ["--web", "none"]);
    try {
      const ids: string[] = [];
      for (let i = 0; i < 20; i++) {
        const res = await fetch(`${server.url}/matchmake/create/italia`, {
          method: "POST",
          body: JSON.stringify({ seats: 4, rounds: 100, turnSeconds: 600, name: "Ghost" }),
        });
        ids.push(((await res.json()) as { room: { roomId: string } }).room.roomId);
      }
      const rooms = async () =>
        ((await (await fetch(`${server.url}/healthz`)).json()) as { rooms: number }).rooms;
      expect(await rooms()).toBe(20);
      // Colyseus' seat reservation is 15 s, then 2 s of grace: wait for the rooms to go, bounded
      const deadline = Date.now() + 45_000;
      while ((await rooms()) > 0 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(await rooms()).toBe(0);
      for (const id of ids.slice(0, 3)) {
        expect((await fetch(`${server.url}/api/rooms/${id}`)).status).toBe(404);
      }
      // a restart brings none of them back
      await server.stop();
      const again = await startProcess(dir, ["--web", "none"]);
      expect(
        ((await (await fetch(`${again.url}/healthz`)).json()) as { rooms: number }).rooms,
      ).toBe(0);
      await again.stop();
    } finally {
      if (server.proc.exitCode === null) await server.stop();
      removeDir(dir);
    }
  }, 90_000);
});

describe("seat reservations (POST /matchmake/joinById/ROOM without a WebSocket)", () => {
  const server = serverForSuite();

  const reserve = async (room: string, options: unknown) =>
    (await (
      await fetch(`${server().url}/matchmake/joinById/${room}`, {
        method: "POST",
        body: JSON.stringify(options),
      })
    ).json()) as { error?: string; sessionId?: string };

  it("refusals come back as docs/server.md says: HTTP 200 with exactly { code, error } (a body that is not JSON: { error })", async () => {
    const ada = await createRoom(server().ws, { seats: 3, rounds: 3, turnSeconds: 60 });
    const room = ada.welcome.room;
    const post = async (path: string, body: string) => {
      const res = await fetch(`${server().url}/matchmake/${path}`, { method: "POST", body });
      return [res.status, await res.json()] as const;
    };
    const refusal = (code: number) => [200, { code, error: expect.any(String) }];
    expect(await post(`joinById/${room}`, '{"nope":1}')).toEqual(refusal(400));
    expect(await post(`joinById/${room}`, `{"credential":"${"A".repeat(43)}"}`)).toEqual(
      refusal(403),
    );
    expect(await post(`joinById/${room}`, '{"name":"ada"}')).toEqual(refusal(409));
    expect(await post(`joinById/${"A".repeat(22)}`, '{"name":"Bea"}')).toEqual(refusal(4212));
    expect(await post("create/italia", '{"seats":5}')).toEqual(refusal(400));
    expect(await post("join/italia", '{"name":"Bea"}')).toEqual(refusal(4211));
    expect(await post(`joinById/${room}`, "{not json")).toEqual([
      200,
      { error: expect.any(String) },
    ]);
    await ada.room.leave();
  });

  it("a stranger's 40 requests lock no one out: the creator comes back", async () => {
    const ada = await createRoom(server().ws, { seats: 4, rounds: 3, turnSeconds: 60 });
    const room = ada.welcome.room;
    await ada.room.leave(); // the creator's connection drops; the flood comes before they are back
    for (let i = 0; i < 20; i++) await reserve(room, { name: `Mallory${i}` });
    for (let i = 0; i < 20; i++) await reserve(room, { credential: "A".repeat(43) });
    // the same requests with the id written the way Colyseus still reads it
    for (let i = 0; i < 20; i++) {
      await fetch(`${server().url}/matchmake/joinById/.${room}`, {
        method: "POST",
        body: JSON.stringify({ name: `Mallory${i}` }),
      });
    }
    const back = await joinRoom(server().ws, room, { credential: ada.welcome.credential });
    expect(back.welcome.seat).toBe(0);
  });

  it("a seat holder's own credential, reserved 20 times, locks no one out either", async () => {
    const ada = await createRoom(server().ws, { seats: 4, rounds: 3, turnSeconds: 60 });
    const room = ada.welcome.room;
    // anyone with the invite link can take a free seat, and so hold a valid credential
    const mallory = await joinRoom(server().ws, room, { name: "Mallory" });
    const answers = [];
    for (let i = 0; i < 20; i++) {
      answers.push(await reserve(room, { credential: mallory.welcome.credential }));
    }
    // a join in flight for the seat may be retried, but the reservations stop well before a lock
    expect(answers.filter((a) => typeof a.sessionId === "string").length).toBeLessThanOrEqual(2);
    expect(answers.at(-1)!.error).toMatch(/already joining/);
    await ada.room.leave();
    const back = await joinRoom(server().ws, room, { credential: ada.welcome.credential });
    expect(back.welcome.seat).toBe(0);
    const bea = await joinRoom(server().ws, room, { name: "Bea" });
    expect(bea.welcome.room).toBe(room);
  });

  it("refuses a reservation that could never open a seat, with the reason", async () => {
    const ada = await createRoom(server().ws, { seats: 3, rounds: 3, turnSeconds: 60 });
    const room = ada.welcome.room;
    expect((await reserve(room, { credential: "A".repeat(43) })).error).toMatch(/opens no seat/);
    expect((await reserve(room, { nope: 1 })).error).toMatch(/give a name or a credential/);
    ada.room.send("start", {});
    await ada.next((m) => m.type === "update");
    expect((await reserve(room, { name: "Late" })).error).toMatch(/no seat is free/);
    expect(typeof (await reserve(room, { credential: ada.welcome.credential })).sessionId).toBe(
      "string",
    );
  });
});

describe("--max-lobbies: a flood of new rooms", () => {
  it("refuses a room over the limit of open lobbies with a clear error; a started game frees its place", async () => {
    const dir = tempDir();
    const server = await startProcess(dir, ["--web", "none", "--max-lobbies", "2"]);
    try {
      const terms = { seats: 3, rounds: 1, turnSeconds: 60, bot: "random" };
      const ada = await createRoom(server.ws, terms, "Ada");
      await createRoom(server.ws, terms, "Bea");
      await expect(createRoom(server.ws, terms, "Cy")).rejects.toThrow(/too many open rooms/);
      ada.room.send("start", {});
      await ada.next((m) => m.type === "update");
      const cy = await createRoom(server.ws, terms, "Cy");
      expect(cy.welcome.seat).toBe(0);
    } finally {
      await server.stop();
      removeDir(dir);
    }
  });
});

describe("joins of one seat by its credential (reconnections)", () => {
  const server = serverForSuite();

  it("a seat reconnecting in a loop is refused with 429 after 10 joins, without closing its open connection; another seat still joins", async () => {
    const ada = await createRoom(server().ws, { seats: 3, rounds: 3, turnSeconds: 60 }, "Ada");
    const id = ada.welcome.room;
    const bea = await joinRoom(server().ws, id, { name: "Bea" });
    const credential = ada.welcome.credential;
    let last = ada;
    for (let i = 0; i < 10; i++) {
      // each join closes the seat's previous connection and tells everybody in the room
      last = await joinRoom(server().ws, id, { credential });
      expect(last.welcome.seat).toBe(0);
    }
    const refused = await joinRoom(server().ws, id, { credential }).then(
      () => "joined",
      (e: unknown) => String(e),
    );
    expect(refused).toMatch(/this seat joined too often: try again in \d+ s/);
    expect(last.left).toBeNull(); // the connection in use is not disturbed
    expect(server().logs.join("\n")).toContain('"seat-joins-limited"');
    const beaAgain = await joinRoom(server().ws, id, { credential: bea.welcome.credential });
    expect(beaAgain.welcome.seat).toBe(1);
  });
});

describe("--max-games: games played at once", () => {
  const server = serverForSuite(["--web", "none", "--max-games", "1"]);

  it("refuses a start over the cap with SERVER_BUSY, keeping the lobby; a paused game (nobody connected) frees its place, and its player may still come back", async () => {
    const terms = { seats: 3, rounds: 5, turnSeconds: 60, bot: "random" };
    const ada = await createRoom(server().ws, terms, "Ada");
    ada.room.send("start", {});
    await ada.next((m) => m.type === "update");
    const bea = await createRoom(server().ws, terms, "Bea");
    bea.room.send("start", {});
    const refused = await bea.next((m) => m.type === "refused");
    expect(refused.payload).toMatchObject({
      code: "SERVER_BUSY",
      message: "the server has too many games in play: try again later",
    });
    // the log line comes through the process's stdout, which may arrive after the refusal
    await eventuallyLogged(server().logs, "too-many-games");
    expect(server().logs.join("\n")).toContain('"too-many-games"');
    const lobby = (await (await fetch(`${server().url}/api/rooms/${bea.welcome.room}`)).json()) as {
      stage: string;
    };
    expect(lobby.stage).toBe("lobby");
    // Ada leaves: her game waits, paused, and is not counted
    await ada.room.leave();
    await eventuallyLogged(server().logs, "room-paused");
    bea.room.send("start", {});
    await bea.next((m) => m.type === "update");
    // Ada's seat is hers whatever the cap: her game is played again
    const back = await joinRoom(server().ws, ada.welcome.room, {
      credential: ada.welcome.credential,
    });
    expect(back.welcome.seat).toBe(0);
    await back.next((m) => m.type === "update");
    expect(server().logs.join("\n")).toContain('"room-unpaused"');
  });
});

/** Waits (bounded) for a log line with `event`. */
async function eventuallyLogged(logs: readonly string[], event: string): Promise<void> {
  const end = Date.now() + 30_000;
  while (!logs.some((l) => l.includes(`"${event}"`)) && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("join options a careless client sends", () => {
  const server = serverForSuite();

  it("a name of 24 characters outside the BMP (emoji) is 24 characters, not 48", async () => {
    const ada = await createRoom(
      server().ws,
      { seats: 3, rounds: 3, turnSeconds: 60 },
      "🎲".repeat(24),
    );
    const info = (await (await fetch(`${server().url}/api/rooms/${ada.welcome.room}`)).json()) as {
      seats: { name: string | null }[];
    };
    expect(info.seats[0]!.name).toBe("🎲".repeat(24));
    await expect(
      joinRoom(server().ws, ada.welcome.room, { name: "🎲".repeat(25) }),
    ).rejects.toThrow(/1 to 24 printable characters/);
  });

  it("a name cannot break a line or be padded: line and paragraph separators and runs of spaces become one space", async () => {
    const ada = await createRoom(
      server().ws,
      { seats: 3, rounds: 3, turnSeconds: 60 },
      "Ada\u2028\u2029Admin\u00a0\u3000   x",
    );
    const info = (await (await fetch(`${server().url}/api/rooms/${ada.welcome.room}`)).json()) as {
      seats: { name: string | null }[];
    };
    expect(info.seats[0]!.name).toBe("Ada Admin x");
    await expect(
      joinRoom(server().ws, ada.welcome.room, { name: "\u2028\u2029 \u00a0" }),
    ).rejects.toThrow(/1 to 24 printable characters/);
  });

  it("a second player with the same name (any case, full-width letters) is refused; a different name joins", async () => {
    const ada = await createRoom(server().ws, { seats: 4, rounds: 3, turnSeconds: 60 }, "Ada");
    const id = ada.welcome.room;
    for (const name of ["Ada", "ADA", " aDa ", "\uff21\uff44\uff41"]) {
      await expect(joinRoom(server().ws, id, { name }), name).rejects.toThrow(
        /already has this name/,
      );
    }
    const bea = await joinRoom(server().ws, id, { name: "Adà" });
    expect(bea.welcome.seat).toBe(1);
    await expect(joinRoom(server().ws, id, { name: "adà" })).rejects.toThrow(
      /already has this name/,
    );
    const info = (await (await fetch(`${server().url}/api/rooms/${id}`)).json()) as {
      seats: { name: string | null }[];
    };
    expect(info.seats.map((s) => s.name)).toEqual(["Ada", "Adà", null, null]);
  });

  it("seat 3 of a 3-seat room is refused as a seat the room does not have", async () => {
    const ada = await createRoom(server().ws, { seats: 3, rounds: 3, turnSeconds: 60 });
    await expect(joinRoom(server().ws, ada.welcome.room, { name: "Cy", seat: 3 })).rejects.toThrow(
      /seats 0 to 2/,
    );
  });
});

describe("room creation per client address (a token bucket: 20 at once, then one every period)", () => {
  // the default burst with a long period: on a loaded machine the 20 creations may take longer than
  // the default 3 s, which would earn a token back before the 21st; the default period is config's test
  const server = serverForSuite(["--create-limit", "20/10m"]);
  const terms = { seats: 3, rounds: 3, turnSeconds: 60 };
  const create = (headers: Record<string, string> = {}) =>
    fetch(`${server().url}/matchmake/create/italia`, {
      method: "POST",
      headers,
      body: JSON.stringify({ ...terms, name: "Flood" }),
    });
  const rooms = async () =>
    ((await (await fetch(`${server().url}/healthz`)).json()) as { rooms: number }).rooms;

  it("refuses the 21st room with 429, Retry-After and a clear error, creating nothing; joins are not limited", async () => {
    const ada = await createRoom(server().ws, terms, "Ada");
    for (let i = 1; i < 20; i++) {
      const res = await create();
      expect(res.status, `room ${i + 1}`).toBe(200);
      expect(((await res.json()) as { room?: unknown }).room).toBeDefined();
    }
    expect(await rooms()).toBe(20);
    const over = await create();
    expect(over.status).toBe(429);
    const wait = Number(over.headers.get("retry-after"));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(600);
    expect(await over.json()).toMatchObject({
      code: "RATE_LIMITED",
      error: expect.stringMatching(/too many new rooms from your address/),
    });
    // an X-Forwarded-For header is not believed unless --trust-proxy says so
    expect((await create({ "x-forwarded-for": "203.0.113.9" })).status).toBe(429);
    await expect(createRoom(server().ws, terms, "Bea")).rejects.toThrow(/too many new rooms/);
    expect(await rooms()).toBe(20);
    // joining an existing room is not a new room
    for (const name of ["Cy", "Dan"]) {
      const seat = await joinRoom(server().ws, ada.welcome.room, { name });
      expect(seat.welcome.room).toBe(ada.welcome.room);
    }
  });
});

describe("room creation per client address behind a proxy (--trust-proxy 1)", () => {
  const server = serverForSuite(["--web", "none", "--trust-proxy", "1", "--create-limit", "2/1h"]);
  const create = (forwarded: string) =>
    fetch(`${server().url}/matchmake/create/italia`, {
      method: "POST",
      headers: { "x-forwarded-for": forwarded },
      body: JSON.stringify({ seats: 3, rounds: 3, turnSeconds: 60, name: "Proxied" }),
    }).then((r) => r.status);

  it("counts the address the proxy saw (the last one of X-Forwarded-For), not what the client wrote before it", async () => {
    expect(await create("198.51.100.1")).toBe(200);
    expect(await create("10.9.9.9, 198.51.100.1")).toBe(200);
    expect(await create("10.9.9.8, 198.51.100.1")).toBe(429);
    expect(await create("198.51.100.2")).toBe(200);
    // one IPv6 network (/64) is one client: its 2^64 addresses do not make 2^64 buckets
    expect(await create("2001:db8:1:2::1")).toBe(200);
    expect(await create("2001:db8:1:2:ffff::2")).toBe(200);
    expect(await create("2001:db8:1:2:abcd::3")).toBe(429);
  });
});

describe("a server behind a proxy it was not told about", () => {
  const server = serverForSuite();

  it("warns once in the log that requests carry X-Forwarded-For without --trust-proxy", async () => {
    for (let i = 0; i < 3; i++) {
      await fetch(`${server().url}/healthz`, { headers: { "x-forwarded-for": "203.0.113.9" } });
    }
    const warnings = () => server().logs.filter((l) => l.includes('"proxy-not-trusted"'));
    // the log comes on the process's stdout, not with the answers: waited for, bounded
    const end = Date.now() + 10_000;
    while (warnings().length === 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
    await fetch(`${server().url}/healthz`); // one more round trip: a second warning would be here
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toContain("--trust-proxy");
    expect(warnings()[0]).not.toContain("203.0.113.9");
  });
});
