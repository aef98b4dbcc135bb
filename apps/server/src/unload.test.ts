/**
 * A paused game (started, nobody connected) leaves memory after `--unload-paused`: it stays
 * stored, and is loaded again, once, when one of its people joins it, who finds their seat and
 * the game where it was.
 */
import { request } from "node:http";
import { fallbackAction } from "@italia/bot-sdk";
import type { LegalMove } from "@italia/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createRoom,
  eventually,
  joinRoom,
  logged,
  myTurn,
  removeDir,
  roomsInMemory,
  serverForSuite,
  sleep,
  startedGame,
  startProcess,
  tempDir,
  type Update,
} from "./testing/harness.js";

describe("a paused game with --unload-paused 1s", () => {
  const running = serverForSuite(["--web", "none", "--unload-paused", "1s"]);

  it("leaves memory once paused for 1 s; its player joining again gets their seat, the same game and turn, and plays on", async () => {
    const server = running();
    const { ada, id, mine } = await startedGame(server);
    await ada.room.leave();
    await eventually(() => logged(server, "room-unloaded", id) > 0);
    expect(logged(server, "room-paused", id)).toBe(1);
    expect(logged(server, "room-unloaded", id)).toBe(1);
    expect(await roomsInMemory(server)).toBe(0);
    // still stored: the invite link shows it
    const peek = (await (await fetch(`${server.url}/api/rooms/${id}`)).json()) as {
      stage: string;
    };
    expect(peek.stage).toBe("playing");

    const back = await joinRoom(server.ws, id, { credential: ada.welcome.credential });
    expect(back.welcome.seat).toBe(0);
    const update = await myTurn(back);
    expect(update.step).toBe(mine.step);
    expect(update.view).toEqual(mine.view);
    // the turn waited while the game was paused, and was never more than a whole turn
    expect(update.turn!.deadline!).toBeGreaterThanOrEqual(mine.turn!.deadline!);
    expect(update.turn!.deadline! - Date.now()).toBeLessThanOrEqual(60_000);
    expect(logged(server, "room-resumed", id)).toBe(1);
    expect(await roomsInMemory(server)).toBe(1);
    // play goes on
    back.room.send("action", fallbackAction(update.legal as unknown as LegalMove[]));
    const next = (await back.upcoming((m) => m.type === "update")).payload as Update;
    expect(next.step).toBeGreaterThan(mine.step);
    await back.room.leave();
  });

  it("two people joining the unloaded game at once load it once and both get their seats", async () => {
    const server = running();
    const { ada, bea, id, mine } = await startedGame(server, true);
    await Promise.all([ada.room.leave(), bea!.room.leave()]);
    await eventually(() => logged(server, "room-unloaded", id) > 0);
    expect(logged(server, "room-unloaded", id)).toBe(1);

    const [ada2, bea2] = await Promise.all([
      joinRoom(server.ws, id, { credential: ada.welcome.credential }),
      joinRoom(server.ws, id, { credential: bea!.welcome.credential }),
    ]);
    expect([ada2.welcome.seat, bea2.welcome.seat]).toEqual([0, 1]);
    expect(logged(server, "room-resumed", id)).toBe(1);
    expect(logged(server, "room-resume-failed", id)).toBe(0);
    // the same person is to act in the same game
    for (const seat of [ada2, bea2]) {
      const update = (await seat.next((m) => m.type === "update")).payload as Update;
      expect(update.step).toBe(mine.step);
      expect(update.turn!.seat).toBe(mine.turn!.seat);
    }
    await Promise.all([ada2.room.leave(), bea2.room.leave()]);
  });
});

describe("/healthz with --unload-paused 1s", () => {
  const running = serverForSuite(["--web", "none", "--unload-paused", "1s"]);

  it("counts the rooms in memory and the stored games not in memory separately (rooms as before)", async () => {
    const server = running();
    const health = async () => (await (await fetch(`${server.url}/healthz`)).json()) as unknown;
    expect(await health()).toEqual({ ok: true, rooms: 0, roomsInMemory: 0, gamesUnloaded: 0 });
    const lobby = await createRoom(server.ws, { seats: 3, rounds: 5, turnSeconds: 30 }, "Cy");
    const { ada, id } = await startedGame(server);
    expect(await health()).toEqual({ ok: true, rooms: 2, roomsInMemory: 2, gamesUnloaded: 0 });
    await ada.room.leave();
    await eventually(() => logged(server, "room-unloaded", id) > 0);
    expect(await health()).toEqual({ ok: true, rooms: 1, roomsInMemory: 1, gamesUnloaded: 1 });
    const back = await joinRoom(server.ws, id, { credential: ada.welcome.credential });
    expect(await health()).toEqual({ ok: true, rooms: 2, roomsInMemory: 2, gamesUnloaded: 0 });
    await Promise.all([back.room.leave(), lobby.room.leave()]);
  });
});

/** POSTs `body` to `url` in two halves, `ms` apart; resolves with the answer's JSON. */
function slowPost(url: string, body: string, ms: number): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: "POST", headers: { "content-length": Buffer.byteLength(body) } },
      (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => {
          text += chunk.toString("utf8");
        });
        res.on("end", () => resolve(JSON.parse(text) as Record<string, unknown>));
      },
    );
    req.on("error", reject);
    const half = Math.floor(body.length / 2);
    req.write(body.slice(0, half));
    setTimeout(() => req.end(body.slice(half)), ms);
  });
}

describe("an unloaded game's invite link (--unload-paused 1s)", () => {
  const running = serverForSuite(["--web", "none", "--unload-paused", "1s"]);

  it("R13.3: shows a seat handed to a bot after missed turns as away, as when it was in memory", async () => {
    const server = running();
    // 1 s turns: Ada misses three and a bot plays her seat
    const ada = await createRoom(server.ws, {
      seats: 3,
      minutes: 240,
      turnSeconds: 1,
      bot: "random",
    });
    const id = ada.welcome.room;
    ada.room.send("start", {});
    await ada.next((m) => m.type === "timedOut" && (m.payload as { away: boolean }).away, 60_000);
    const seat0 = async () =>
      ((await (await fetch(`${server.url}/api/rooms/${id}`)).json()) as { seats: unknown[] })
        .seats[0];
    expect(await seat0()).toMatchObject({ name: "Ada", away: true, bot: true });
    await ada.room.leave();
    await eventually(() => logged(server, "room-unloaded", id) > 0);
    expect(await seat0()).toEqual({
      seat: 0,
      name: "Ada",
      bot: true,
      away: true,
      resigned: false,
      connected: false,
    });
  });
});

describe("a paused game with --unload-paused 1s, a join in progress", () => {
  const running = serverForSuite(["--web", "none", "--unload-paused", "1s"]);

  it("is not unloaded while a join's request is still being read: the join gets its seat", async () => {
    const server = running();
    const { ada, id } = await startedGame(server);
    await ada.room.leave();
    await eventually(() => logged(server, "room-paused", id) > 0);
    const body = JSON.stringify({ credential: ada.welcome.credential });
    // the request's body takes 2.5 s: the game has been paused for more than 1 s meanwhile
    const answer = await slowPost(`${server.url}/matchmake/joinById/${id}`, body, 2_500);
    expect(typeof answer.sessionId).toBe("string");
    expect(logged(server, "room-unloaded", id)).toBe(0);
  });
});

describe("a paused game with --max-games 1", () => {
  const running = serverForSuite(["--web", "none", "--unload-paused", "1s", "--max-games", "1"]);

  it("unloaded, lets its player back in while another game fills --max-games", async () => {
    const server = running();
    const { ada, id, mine } = await startedGame(server);
    await ada.room.leave();
    await eventually(() => logged(server, "room-unloaded", id) > 0);
    // another game is played: the server is at --max-games
    const other = await startedGame(server);
    const busy = await createRoom(server.ws, { seats: 3, rounds: 5, turnSeconds: 30 }, "Cy");
    busy.room.send("start", {});
    const refused = (await busy.next((m) => m.type === "refused")).payload as { code: string };
    expect(refused.code).toBe("SERVER_BUSY");
    // Ada is let back in all the same
    const back = await joinRoom(server.ws, id, { credential: ada.welcome.credential });
    expect(back.welcome.seat).toBe(0);
    const update = await myTurn(back);
    expect(update.step).toBe(mine.step);
    await Promise.all([back.room.leave(), other.ada.room.leave(), busy.room.leave()]);
  });
});

describe("after a restart", () => {
  let dir: string;
  beforeAll(() => {
    dir = tempDir();
  });
  afterAll(() => removeDir(dir));

  it("a started game is not loaded until one of its people joins it; then they find their seat and the game where it was", async () => {
    const before = await startProcess(dir, ["--web", "none"]);
    const { ada, id, mine } = await startedGame(before);
    const lobby = await createRoom(before.ws, { seats: 3, rounds: 5, turnSeconds: 30 }, "Cy");
    // Ada is still connected when the server stops: the game was being played
    await before.stop();

    const server = await startProcess(dir, ["--web", "none"]);
    try {
      expect(logged(server, "room-resumed", id)).toBe(0);
      // the lobby is brought back as before; the game waits on disk
      expect(logged(server, "room-resumed", lobby.welcome.room)).toBe(1);
      expect(await roomsInMemory(server)).toBe(1);
      const peek = (await (await fetch(`${server.url}/api/rooms/${id}`)).json()) as {
        stage: string;
      };
      expect(peek.stage).toBe("playing");
      await sleep(1_000);

      const back = await joinRoom(server.ws, id, { credential: ada.welcome.credential });
      expect(back.welcome.seat).toBe(0);
      expect(logged(server, "room-resumed", id)).toBe(1);
      expect(await roomsInMemory(server)).toBe(2);
      const update = await myTurn(back);
      expect(update.step).toBe(mine.step);
      expect(update.view).toEqual(mine.view);
      // paused from the restart on: the second waited before the join is not counted
      expect(update.turn!.deadline!).toBeGreaterThanOrEqual(mine.turn!.deadline! + 1_000 - 100);
      expect(update.turn!.deadline! - Date.now()).toBeLessThanOrEqual(60_000);
      back.room.send("action", fallbackAction(update.legal as unknown as LegalMove[]));
      const next = (await back.upcoming((m) => m.type === "update")).payload as Update;
      expect(next.step).toBeGreaterThan(mine.step);
      await back.room.leave();
    } finally {
      await server.stop();
    }
  });
});
