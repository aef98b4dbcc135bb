import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { checkRecord } from "@italia/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createRoom,
  joinRoom,
  removeDir,
  type ServerProcess,
  startProcess,
  tempDir,
  type Update,
} from "./testing/harness.js";
import { actionsOf, leaks, play, statesOf } from "./testing/secrecy.js";

describe("a room with two people and two bots (R13.1)", () => {
  let server: ServerProcess;
  let dir: string;
  beforeAll(async () => {
    dir = tempDir();
    server = await startProcess(dir, ["--web", "none"]);
  });
  afterAll(async () => {
    await server.stop();
    removeDir(dir);
  });

  it("creates, joins, starts and plays a whole game; each seat sees only its own view; the record replays", async () => {
    const ada = await createRoom(
      server.ws,
      { seats: 4, rounds: 2, turnSeconds: 30, bot: "greedy" },
      "Ada",
    );
    const id = ada.welcome.room;
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(ada.welcome.seat).toBe(0);
    expect(ada.welcome.credential).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(ada.welcome.invite).toBe(`${server.url}/?room=${id}`);

    const bea = await joinRoom(server.ws, id, { name: "Bea", seat: 2 });
    expect(bea.welcome.seat).toBe(2);
    const lobby = await ada.next(
      (m) =>
        m.type === "seats" &&
        (m.payload as { seats: { name: string | null; connected: boolean }[] }).seats[2]!.connected,
    );
    expect((lobby.payload as { stage: string; seats: unknown[] }).stage).toBe("lobby");
    expect(
      (lobby.payload as { seats: { name: string | null }[] }).seats.map((s) => s.name),
    ).toEqual(["Ada", null, "Bea", null]);

    // only the creator starts
    bea.room.send("start", {});
    const refused = await bea.next((m) => m.type === "refused");
    expect(refused.payload).toMatchObject({ code: "NOT_CREATOR", rule: "R13.1" });

    ada.room.send("start", {});
    const seats = await ada.next(
      (m) => m.type === "seats" && (m.payload as { stage: string }).stage === "playing",
    );
    expect((seats.payload as { seats: { bot: boolean }[] }).seats.map((s) => s.bot)).toEqual([
      false,
      true,
      false,
      true,
    ]);
    // a late joiner finds no free seat
    await expect(joinRoom(server.ws, id, { name: "Eve" })).rejects.toThrow(/no seat is free/);

    play(ada);
    play(bea);
    const [endA, endB] = await Promise.all(
      [ada, bea].map((s) =>
        s.next((m) => m.type === "update" && (m.payload as Update).result !== null, 60_000),
      ),
    );
    const resultA = (endA!.payload as Update).result!;
    expect(resultA.scores).toHaveLength(4);
    expect((endB!.payload as Update).result).toEqual(resultA);
    // everything revealed at the end
    expect((endB!.payload as Update).view.seats.every((s) => s.objective !== null)).toBe(true);

    // every update of a seat is its own view, with legal moves only on its turn
    for (const [seat, client] of [
      [0, ada],
      [2, bea],
    ] as const) {
      for (const m of client.received.filter((r) => r.type === "update")) {
        const u = m.payload as Update;
        expect(u.view.viewer).toBe(seat);
        if (u.legal) expect(u.turn?.seat).toBe(seat);
      }
    }

    // the record: seat holders only, replays to the same result
    const url = `${server.url}/api/rooms/${id}/record`;
    expect((await fetch(url)).status).toBe(404);
    expect(
      (await fetch(url, { headers: { authorization: `Bearer ${"x".repeat(43)}` } })).status,
    ).toBe(403);
    const res = await fetch(url, {
      headers: { authorization: `Bearer ${bea.welcome.credential}` },
    });
    expect(res.status).toBe(200);
    const record = (await res.json()) as {
      format: string;
      game: string;
      steps: { action?: unknown }[];
      outcome: unknown;
    };
    // the platform's format; read as Italia's own record it ends with the result the seats saw
    expect(record).toMatchObject({ format: "game-record/1", game: "italia" });
    expect(record.outcome).not.toBeNull();
    const italiaForm = checkRecord(record);
    expect(italiaForm.ok && italiaForm.record.result).toEqual(resultA);
    // after a restart (finished rooms are not resumed) the record is served from disk
    await Promise.all([ada.room.leave(), bea.room.leave()]);
    await server.stop();
    const firstLogs = server.logs;
    server = await startProcess(dir, ["--web", "none"]);
    const url2 = `${server.url}/api/rooms/${id}/record`;
    const stranger = await fetch(url2, { headers: { authorization: `Bearer ${"y".repeat(43)}` } });
    expect(stranger.status).toBe(403);
    const again = await fetch(url2, {
      headers: { authorization: `Bearer ${ada.welcome.credential}` },
    });
    expect(await again.json()).toEqual(record);

    // the scan: no seed, RNG state, deck, or other seats' cards/objectives/bonus in any payload
    const { seed, actions } = await actionsOf(dir, id);
    expect(record.steps.map((s) => s.action)).toEqual(actions);
    const states = statesOf(4, seed, 2, actions);
    expect(states[states.length - 1]!.stage).toBe("over");
    const found = [
      ...leaks(ada.received, 0, seed, states),
      ...leaks(bea.received, 2, seed, states),
    ];
    expect(found).toEqual([]);
    const logs = [...firstLogs, ...server.logs].join("\n");
    expect(logs).toContain("room-created");
    expect(logs).not.toContain(seed);
    expect(logs).not.toContain(ada.welcome.credential!);
  });
});

describe("HTTP", () => {
  let server: ServerProcess;
  let dir: string;
  beforeAll(async () => {
    dir = tempDir();
    const web = join(dir, "dist");
    mkdirSync(web);
    writeFileSync(join(web, "index.html"), "<!doctype html><title>Italia</title>");
    mkdirSync(join(dir, "dist-x"));
    writeFileSync(join(dir, "dist-x", "f"), "SECRET-SIBLING");
    server = await startProcess(join(dir, "data"), ["--web", web]);
  });
  afterAll(async () => {
    await server.stop();
    removeDir(dir);
  });

  it("serves the web app and the health check", async () => {
    expect(await (await fetch(`${server.url}/`)).text()).toContain("<title>Italia</title>");
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true, rooms: 0, roomsInMemory: 0, gamesUnloaded: 0 });
  });

  it("does not serve a sibling folder: GET /..%2Fdist-x/f", async () => {
    const res = await fetch(`${server.url}/..%2Fdist-x/f`);
    expect(await res.text()).not.toContain("SECRET-SIBLING");
  });

  it("survives malformed percent-encoding: GET /%E0", async () => {
    const res = await fetch(`${server.url}/%E0`);
    expect(res.status).toBeLessThan(500);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it("logs one JSON object per line", () => {
    const lines = server.logs.filter((l) => l.startsWith("{"));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(JSON.parse(line)).toHaveProperty("event");
  });
});
