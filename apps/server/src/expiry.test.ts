import { fallbackAction } from "@italia/bot-sdk";
import type { LegalMove } from "@italia/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readDuration, showDuration } from "./config.js";
import {
  createRoom,
  eventually,
  joinRoom,
  removeDir,
  sleep,
  startProcess,
  tempDir,
  type Update,
} from "./testing/harness.js";
import { countRows, storedRoomIds } from "./testing/test-store.js";

/** The ids of the rooms stored in the data folder. */
const storedRooms = storedRoomIds;

describe("room expiry", () => {
  let dir: string;
  beforeAll(() => {
    dir = tempDir();
  });
  afterAll(() => removeDir(dir));

  it("reads durations", () => {
    expect(readDuration("24h")).toBe(86_400_000);
    expect(readDuration("500ms")).toBe(500);
    expect(readDuration("7d")).toBe(7 * 86_400_000);
    for (const bad of ["", "10", "1.5h", "-1s", "0s", "1y", "99999d"]) {
      expect(readDuration(bad), bad).toBeNull();
    }
    for (const ms of [1, 1500, 3000, 600_000, 86_400_000, 7 * 86_400_000, 90_061_001]) {
      expect(readDuration(showDuration(ms))).toBe(ms);
    }
    expect([600_000, 86_400_000, 1500].map(showDuration)).toEqual(["10m", "1d", "1500ms"]);
  });

  it("deletes a lobby nobody starts: its clients are told and closed, the id opens nothing", async () => {
    // 4 s: time enough, even on a loaded machine, to start the first room before it expires.
    const server = await startProcess(dir, ["--web", "none", "--lobby-ttl", "4s"]);
    try {
      const started = await createRoom(server.ws, { seats: 3, rounds: 5, turnSeconds: 60 });
      started.room.send("start", {});
      await started.next((m) => m.type === "update");
      const before = Date.now();
      const ada = await createRoom(server.ws, { seats: 3, rounds: 5, turnSeconds: 60 });
      const after = Date.now();
      const id = ada.welcome.room;
      // the lobby's state tells when it will be deleted
      const seats = (await ada.next((m) => m.type === "seats")).payload as { expiresAt: number };
      expect(seats.expiresAt).toBeGreaterThanOrEqual(before + 4000);
      expect(seats.expiresAt).toBeLessThanOrEqual(after + 4000);
      const expired = await ada.next((m) => m.type === "expired", 30_000);
      expect(expired.payload).toEqual({ stage: "lobby" });
      await eventually(() => ada.left !== null);
      expect(ada.left).toBe(4410);
      await expect(joinRoom(server.ws, id, { name: "Bea" })).rejects.toThrow();
      expect(await storedRooms(dir)).not.toContain(id);
      // a started game is not a lobby: it stays
      expect(await storedRooms(dir)).toContain(started.welcome.room);
      expect(server.logs.join("\n")).toContain('"room-expired"');
    } finally {
      await server.stop();
    }
  });

  it("does not bring back after a restart a lobby whose time ran out while the server was down", async () => {
    let server = await startProcess(dir, ["--web", "none", "--lobby-ttl", "1h"]);
    const gone = (await createRoom(server.ws, { seats: 3, rounds: 5, turnSeconds: 60 })).welcome
      .room;
    await server.stop();
    // The last start's TTL is 25 s: `gone` is older than that when it starts; `kept` is only as
    // old as two server stops and a start (about 8 s under heavy load), well below 25 s.
    await sleep(26_000);
    // a second lobby, created later, whose time has not run out at the restart
    server = await startProcess(dir, ["--web", "none", "--lobby-ttl", "1h"]);
    const kept = (await createRoom(server.ws, { seats: 3, rounds: 5, turnSeconds: 60 })).welcome;
    await server.stop();
    server = await startProcess(dir, ["--web", "none", "--lobby-ttl", "25s"]);
    try {
      expect(await storedRooms(dir)).not.toContain(gone);
      await expect(joinRoom(server.ws, gone, { name: "Bea" })).rejects.toThrow();
      expect(await storedRooms(dir)).toContain(kept.room);
      const back = await joinRoom(server.ws, kept.room, { credential: kept.credential });
      expect(back.welcome.seat).toBe(0);
    } finally {
      await server.stop();
    }
  });

  it("keeps a finished room's record for --keep-finished, then deletes it", async () => {
    const server = await startProcess(dir, ["--web", "none", "--keep-finished", "8s"]);
    try {
      const ada = await createRoom(server.ws, { seats: 3, rounds: 1, turnSeconds: 60 });
      ada.listeners.push((m) => {
        const u = m.payload as Update;
        if (m.type === "update" && u.legal) {
          ada.room.send("action", fallbackAction(u.legal as unknown as LegalMove[]));
        }
      });
      ada.room.send("start", {});
      const playing = await ada.next(
        (m) => m.type === "seats" && (m.payload as { stage: string }).stage === "playing",
      );
      expect((playing.payload as { expiresAt: number | null }).expiresAt).toBeNull();
      await ada.next((m) => m.type === "update" && (m.payload as Update).result !== null, 60_000);
      const ended = Date.now();
      // once the game is over, the room's state tells when its record will be deleted
      const over = await ada.next(
        (m) => m.type === "seats" && (m.payload as { stage: string }).stage === "over",
      );
      const expiresAt = (over.payload as { expiresAt: number }).expiresAt;
      // set when the server ended the game: at most 8 s after the client saw the end, and no more
      // than a (generous, loaded-machine) delivery delay of 20 s before
      expect(expiresAt).toBeGreaterThan(ended + 8000 - 20_000);
      expect(expiresAt).toBeLessThanOrEqual(ended + 8000);
      const id = ada.welcome.room;
      const credential = ada.welcome.credential!;
      await ada.room.leave();
      const record = () =>
        fetch(`${server.url}/api/rooms/${id}/record`, {
          headers: { authorization: `Bearer ${credential}` },
        });
      expect((await record()).status).toBe(200);
      // the room left memory with its last client: a join says where the game went
      const join = async () =>
        (
          (await (
            await fetch(`${server.url}/matchmake/joinById/${id}`, {
              method: "POST",
              body: JSON.stringify({ credential }),
            })
          ).json()) as { error?: string }
        ).error ?? "";
      // (waited for in the log: a join would hold the room in memory for its reservation)
      await eventually(() =>
        server.logs.some((l) => l.includes('"room-unloaded"') && l.includes(id)),
      );
      expect(await join()).toMatch(/the game in this room is over: its record is at/);
      // Kept (above, well inside the 8 s asked), then deleted: waited for, bounded, not slept on.
      await eventually(async () => (await record()).status === 404);
      expect((await record()).status).toBe(404);
      expect(await storedRooms(dir)).not.toContain(id);
    } finally {
      await server.stop();
    }
  });
  it("deletes a lobby nobody has been connected to for --lobby-idle: its credentials open nothing, with a clear error; a started game and a lobby with someone in it stay", async () => {
    const server = await startProcess(dir, ["--web", "none", "--lobby-idle", "3s"]);
    try {
      const terms = { seats: 3, rounds: 5, turnSeconds: 60 };
      // a lobby whose creator and a guest came and went: nobody is left in it
      const ada = await createRoom(server.ws, terms, "Ada");
      const idle = ada.welcome.room;
      const bea = await joinRoom(server.ws, idle, { name: "Bea" });
      await bea.room.leave();
      await ada.room.leave();
      // a lobby whose creator stays, and a started game whose player left
      const cy = await createRoom(server.ws, terms, "Cy");
      const dan = await createRoom(server.ws, terms, "Dan");
      dan.room.send("start", {});
      await dan.next((m) => m.type === "update");
      await dan.room.leave();
      await eventually(async () => (await fetch(`${server.url}/api/rooms/${idle}`)).status === 404);
      expect((await fetch(`${server.url}/api/rooms/${idle}`)).status).toBe(404);
      expect(await storedRooms(dir)).not.toContain(idle);
      await expect(
        joinRoom(server.ws, idle, { credential: ada.welcome.credential }),
      ).rejects.toThrow(/deleted/);
      expect(server.logs.join("\n")).toContain('"room-abandoned"');
      // one more --lobby-idle later (what must not happen cannot be waited for): the lobby with Cy
      // in it and the started game whose player left are still there
      await sleep(4_000);
      expect(await storedRooms(dir)).toContain(cy.welcome.room);
      expect(cy.left).toBeNull();
      const back = await joinRoom(server.ws, dan.welcome.room, {
        credential: dan.welcome.credential,
      });
      expect(back.welcome.seat).toBe(0);
    } finally {
      await server.stop();
    }
  });

  it("counts --lobby-idle from a restart for a lobby brought back: one whose people come back stays, one nobody reconnects to goes", async () => {
    let server = await startProcess(dir, ["--web", "none"]);
    const terms = { seats: 3, rounds: 5, turnSeconds: 60 };
    const left = (await createRoom(server.ws, terms, "Ada")).welcome;
    const kept = (await createRoom(server.ws, terms, "Bea")).welcome;
    await server.stop();
    server = await startProcess(dir, ["--web", "none", "--lobby-idle", "4s"]);
    try {
      const bea = await joinRoom(server.ws, kept.room, { credential: kept.credential });
      expect(bea.welcome.seat).toBe(0);
      await eventually(async () => !(await storedRooms(dir)).includes(left.room));
      expect(await storedRooms(dir)).not.toContain(left.room);
      await expect(joinRoom(server.ws, left.room, { credential: left.credential })).rejects.toThrow(
        /deleted/,
      );
      await sleep(4_500); // one more --lobby-idle: the lobby Bea is in stays
      expect(await storedRooms(dir)).toContain(kept.room);
      expect(bea.left).toBeNull();
    } finally {
      await server.stop();
    }
  });

  it("deletes a started game paused (nobody connected) for --keep-paused, with its seats and actions; one whose player came back, and one played, stay", async () => {
    const server = await startProcess(dir, [
      "--web",
      "none",
      "--keep-paused",
      "4s",
      "--unload-paused",
      "1s",
    ]);
    try {
      const terms = { seats: 3, rounds: 10, turnSeconds: 60, bot: "greedy" };
      const started = async (name: string) => {
        const seat = await createRoom(server.ws, terms, name);
        seat.room.send("start", {});
        await seat.next((m) => m.type === "update");
        return seat;
      };
      // Cy's game paused and Cy came back at once (within --keep-paused): played again
      const cy = await started("Cy");
      await cy.room.leave();
      const cyBack = await joinRoom(server.ws, cy.welcome.room, {
        credential: cy.welcome.credential,
      });
      // Bea plays on; Ada's game is abandoned
      const bea = await started("Bea");
      const ada = await started("Ada");
      const id = ada.welcome.room;
      await ada.room.leave();
      await eventually(async () => !(await storedRooms(dir)).includes(id));
      expect(await storedRooms(dir)).not.toContain(id);
      const left = [await countRows(dir, "seats", id), await countRows(dir, "actions", id)];
      expect(left).toEqual([0, 0]);
      expect(server.logs.some((l) => l.includes('"room-expired"') && l.includes(id))).toBe(true);
      expect((await fetch(`${server.url}/api/rooms/${id}`)).status).toBe(404);
      await expect(joinRoom(server.ws, id, { credential: ada.welcome.credential })).rejects.toThrow(
        /deleted \(.*a game nobody came back to for 4s/,
      );
      // the game Cy came back to and the one Bea plays are still there
      expect(await storedRooms(dir)).toEqual(
        expect.arrayContaining([cy.welcome.room, bea.welcome.room]),
      );
      expect(cyBack.left).toBeNull();
      expect(bea.left).toBeNull();
      await Promise.all([cyBack.room.leave(), bea.room.leave()]);
    } finally {
      await server.stop();
    }
  });
});
