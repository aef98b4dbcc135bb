/**
 * `POST /api/rooms/ROOM/seat`: where a room stands for one of its seat holders (for the web app's
 * «your rooms»), over the real server process: the stage, whether the game waits for that seat,
 * nothing secret; bad, unknown and oversized requests refused clearly; look-ups rate-limited.
 */
import { request } from "node:http";
import { describe, expect, it } from "vitest";
import {
  createRoom,
  eventually,
  joinRoom,
  logged,
  roomsInMemory,
  serverForSuite,
  startedGame,
  type Update,
} from "./testing/harness.js";

/** Asks the server at `url` about room `id` with `body` (JSON unless a string). */
async function lookUp(
  url: string,
  id: string,
  body: unknown,
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const res = await fetch(`${url}/api/rooms/${id}/seat`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as Record<string, unknown>,
    headers: res.headers,
  };
}

/** A well-formed credential that opens no seat. */
const STRANGER = "A".repeat(43);

describe("POST /api/rooms/ROOM/seat (R13.4)", () => {
  const running = serverForSuite();

  it("R13.4: tells a seat holder the stage and whether the game waits for them, and nothing else", async () => {
    const server = running();
    const ada = await createRoom(server.ws, { seats: 3, rounds: 5, turnSeconds: 600 }, "Ada");
    const id = ada.welcome.room;
    const bea = await joinRoom(server.ws, id, { name: "Bea" });
    const adaKey = ada.welcome.credential!;
    const beaKey = bea.welcome.credential!;
    const lobby = await lookUp(server.url, id, { credential: beaKey });
    expect(lobby.status).toBe(200);
    expect(lobby.headers.get("cache-control")).toBe("no-store");
    expect(lobby.body).toEqual({
      room: id,
      seat: 1,
      stage: "lobby",
      yourTurn: false,
      paused: false,
    });
    ada.room.send("start", {});
    // the game stops at the first decision of a person (10 minutes a turn): Ada's or Bea's
    const update = (
      await ada.next((m) => m.type === "update" && ((m.payload as Update).turn?.seat ?? 2) < 2)
    ).payload as Update;
    const waited = update.turn!.seat;
    expect((await lookUp(server.url, id, { credential: [adaKey, beaKey][waited] })).body).toEqual({
      room: id,
      seat: waited,
      stage: "playing",
      yourTurn: true,
      paused: false,
    });
    expect((await lookUp(server.url, id, { credential: [beaKey, adaKey][waited] })).body).toEqual({
      room: id,
      seat: 1 - waited,
      stage: "playing",
      yourTurn: false,
      paused: false,
    });
    // nothing secret: no credential, no seed, no view
    const text = JSON.stringify((await lookUp(server.url, id, { credential: adaKey })).body);
    expect(text).not.toContain(adaKey);
    expect(text).not.toContain(beaKey);
    await Promise.all([ada.room.leave(), bea.room.leave()]);
  });

  it("refuses a credential of no seat (403), an unknown room (404), a bad body (400), a long body (413) and anything but POST (405)", async () => {
    const server = running();
    const ada = await createRoom(server.ws, { seats: 3, rounds: 5, turnSeconds: 60 }, "Ada");
    const id = ada.welcome.room;
    const key = ada.welcome.credential!;
    const stranger = await lookUp(server.url, id, { credential: STRANGER });
    expect(stranger.status).toBe(403);
    expect(stranger.body).toEqual({
      code: "NOT_A_SEAT",
      rule: null,
      message: "this credential opens no seat of this room",
    });
    const missing = await lookUp(server.url, "B".repeat(22), { credential: key });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe("NO_ROOM");
    for (const bad of [
      "not json",
      "[]",
      "null",
      {},
      { credential: 42 },
      { credential: "with spaces in it" },
      { credential: key, seat: 0 },
      { credential: "x".repeat(101) },
    ]) {
      const answer = await lookUp(server.url, id, bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.body.code).toBe("BAD_REQUEST");
      expect(JSON.stringify(answer.body)).not.toContain("spaces");
    }
    const long = await lookUp(server.url, id, { credential: key, pad: "x".repeat(5000) });
    expect(long.status).toBe(413);
    // a body announced small that goes on: cut at the bound, not read to its end
    const streamed = await new Promise<number>((resolve, reject) => {
      const req = request(`${server.url}/api/rooms/${id}/seat`, { method: "POST" }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on("error", reject);
      req.write("x".repeat(2000));
      req.end();
    });
    expect(streamed).toBe(413);
    const get = await fetch(`${server.url}/api/rooms/${id}/seat`);
    expect(get.status).toBe(405);
    // still answered after all that
    expect((await lookUp(server.url, id, { credential: key })).body.stage).toBe("lobby");
    await ada.room.leave();
  });
});

describe("POST /api/rooms/ROOM/seat: games paused, unloaded, over", () => {
  // a turn timer's second is 10 ms: Cy's 15 s turns run out at once and bots finish the game
  const running = serverForSuite(["--web", "none", "--unload-paused", "1s"], {
    ITALIA_SECOND_MS: "10",
  });

  it("R13.4: a paused game out of memory is paused, whose turn unknown without loading it; a finished one is over, in memory or not", async () => {
    const server = running();
    const { ada, id } = await startedGame(server);
    const key = ada.welcome.credential!;
    await ada.room.leave();
    await eventually(() => logged(server, "room-unloaded", id) > 0);
    expect((await lookUp(server.url, id, { credential: key })).body).toEqual({
      room: id,
      seat: 0,
      stage: "playing",
      yourTurn: null,
      paused: true,
    });
    // asking loaded nothing
    expect(logged(server, "room-resumed", id)).toBe(0);
    expect(await roomsInMemory(server)).toBe(0);

    // a game of one round Cy does not play (her turns run out, then a bot plays her seat) ends
    const cy = await createRoom(server.ws, { seats: 3, rounds: 1, turnSeconds: 15 }, "Cy");
    const over = cy.welcome.room;
    cy.room.send("start", {});
    await cy.next((m) => m.type === "update" && (m.payload as Update).result !== null, 60_000);
    const finished = { room: over, seat: 0, stage: "over", yourTurn: false, paused: false };
    expect((await lookUp(server.url, over, { credential: cy.welcome.credential })).body).toEqual(
      finished,
    );
    // out of memory once Cy leaves: still over, from the store
    await cy.room.leave();
    await eventually(async () => (await roomsInMemory(server)) === 0);
    expect((await lookUp(server.url, over, { credential: cy.welcome.credential })).body).toEqual(
      finished,
    );
  });
});

describe("POST /api/rooms/ROOM/seat: look-ups per client", () => {
  const running = serverForSuite();

  it("are rate-limited: 60 at once, then 429 RATE_LIMITED with Retry-After", async () => {
    const server = running();
    const ada = await createRoom(server.ws, { seats: 3, rounds: 5, turnSeconds: 60 }, "Ada");
    const id = ada.welcome.room;
    // far more than the 2 a second earned meanwhile, however slow the machine
    const answers = await Promise.all(
      Array.from({ length: 150 }, () =>
        lookUp(server.url, id, { credential: ada.welcome.credential }),
      ),
    );
    const limited = answers.filter((a) => a.status === 429);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(60);
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0]!.body.code).toBe("RATE_LIMITED");
    expect(Number(limited[0]!.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    await ada.room.leave();
  });
});
