import { fallbackAction } from "@italia/bot-sdk";
import type { LegalMove } from "@italia/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createRoom,
  joinRoom,
  removeDir,
  startProcess,
  tempDir,
  type Update,
} from "./testing/harness.js";

describe("reconnection and crashes (R13.4)", () => {
  let dir: string;
  beforeAll(() => {
    dir = tempDir();
  });
  afterAll(() => removeDir(dir));

  it("R13.4: a player whose socket dropped comes back to the seat with a fresh full view", async () => {
    const server = await startProcess(dir, ["--web", "none"]);
    try {
      const ada = await createRoom(server.ws, {
        seats: 3,
        rounds: 3,
        turnSeconds: 60,
        bot: "greedy",
      });
      const bea = await joinRoom(server.ws, ada.welcome.room, { name: "Bea" });
      ada.room.send("start", {});
      const before = (await bea.next((m) => m.type === "update")).payload as Update;
      bea.room.connection.close();
      await ada.next(
        (m) =>
          m.type === "seats" &&
          !(m.payload as { seats: { connected: boolean }[] }).seats[1]!.connected,
      );
      const again = await joinRoom(server.ws, ada.welcome.room, {
        credential: bea.welcome.credential,
      });
      expect(again.welcome.seat).toBe(1);
      expect(again.welcome.credential).toBeUndefined();
      const view = (await again.next((m) => m.type === "update")).payload as Update;
      expect(view.view.viewer).toBe(1);
      expect(view.view.me!.objective).toBe(before.view.me!.objective);
      await ada.next(
        (m) =>
          m.type === "seats" &&
          (m.payload as { seats: { connected: boolean }[] }).seats[1]!.connected,
      );
    } finally {
      await server.stop();
    }
  });

  it("R13.4: after kill -9 and a restart every room and action is back, timers re-armed, players reconnect", async () => {
    let server = await startProcess(dir, ["--web", "none"]);
    // 20 s a turn: the server's stop and restart below fit inside Ada's turn on a loaded machine.
    const ada = await createRoom(server.ws, {
      seats: 4,
      rounds: 5,
      turnSeconds: 20,
      bot: "greedy",
    });
    const id = ada.welcome.room;
    const lobbyOnly = await createRoom(server.ws, {
      seats: 3,
      rounds: 5,
      turnSeconds: 30,
      bot: "random",
    });
    ada.room.send("start", {});
    const u = (await ada.next((m) => m.type === "update" && (m.payload as Update).legal !== null))
      .payload as Update;
    // Ada plays one action, then the server dies
    const place = u.legal!.find((m) => m.type === "place")!;
    ada.room.send("action", {
      type: "place",
      seat: 0,
      region: (place as { region?: string }).region,
      count: 1,
    });
    const played = (
      await ada.next((m) => m.type === "update" && (m.payload as Update).step > u.step)
    ).payload as Update;
    await server.kill9();

    server = await startProcess(dir, ["--web", "none"]);
    try {
      const health = (await (await fetch(`${server.url}/healthz`)).json()) as { rooms: number };
      // the lobby is back in memory; the started game waits on disk until Ada joins it
      expect(health.rooms).toBe(1);
      const back = await joinRoom(server.ws, id, { credential: ada.welcome.credential });
      const view = (await back.next((m) => m.type === "update")).payload as Update;
      expect(view.step).toBe(played.step);
      expect(view.view.me!.hand).toEqual(played.view.me!.hand);
      expect(JSON.stringify(view.view)).toBe(JSON.stringify(played.view));
      // the turn timer was re-armed: the bot finishes Ada's turn after her deadline (the game,
      // brought back with nobody connected, waited paused for her: that wait is not counted)
      expect(view.turn!.deadline).toBeGreaterThanOrEqual(played.turn!.deadline!);
      expect(view.turn!.deadline! - Date.now()).toBeGreaterThan(0);
      expect(view.turn!.deadline! - Date.now()).toBeLessThanOrEqual(20_000);
      const timedOut = await back.next((m) => m.type === "timedOut", 60_000);
      expect(Date.now()).toBeGreaterThanOrEqual(played.turn!.deadline!);
      expect(timedOut.payload).toMatchObject({ seat: 0 });
      // the lobby room is still there and open
      const bea = await joinRoom(server.ws, lobbyOnly.welcome.room, { name: "Bea" });
      expect(bea.welcome.seat).toBe(1);
    } finally {
      await server.stop();
    }
  });
});

describe("graceful shutdown", () => {
  it("on SIGTERM tells clients, finishes writing, exits 0; the room is there after a restart", async () => {
    const dir = tempDir();
    try {
      let server = await startProcess(dir, ["--web", "none"]);
      const ada = await createRoom(server.ws, {
        seats: 3,
        rounds: 3,
        turnSeconds: 60,
        bot: "greedy",
      });
      ada.room.send("start", {});
      // the bots play until Ada is to act: her first update may come before they are done
      const played = (
        await ada.next((m) => m.type === "update" && (m.payload as Update).legal !== null)
      ).payload as Update;
      const told = ada.next((m) => m.type === "shutdown");
      expect(await server.stop()).toBe(0);
      expect((await told).payload).toEqual({ reconnect: true });
      expect(server.logs.some((l) => l.includes('"event":"stopped"'))).toBe(true);
      server = await startProcess(dir, ["--web", "none"]);
      const back = await joinRoom(server.ws, ada.welcome.room, {
        credential: ada.welcome.credential,
      });
      expect(((await back.next((m) => m.type === "update")).payload as Update).step).toBe(
        played.step,
      );
      await server.stop();
    } finally {
      removeDir(dir);
    }
  });
});

describe("shutdown with a seat reservation nobody uses", () => {
  it("on SIGTERM exits 0 at once, not after the 15 s reservation; the stored games are intact", async () => {
    const dir = tempDir();
    try {
      let server = await startProcess(dir, ["--web", "none"]);
      const reserve = async (room: string, options: unknown) =>
        (await (
          await fetch(`${server.url}/matchmake/joinById/${room}`, {
            method: "POST",
            body: JSON.stringify(options),
          })
        ).json()) as { sessionId?: string };
      // a game under way whose player is connected, and a lobby with its creator in it
      const ada = await createRoom(server.ws, {
        seats: 3,
        rounds: 3,
        turnSeconds: 60,
        bot: "greedy",
      });
      ada.room.send("start", {});
      const played = (
        await ada.next((m) => m.type === "update" && (m.payload as Update).legal !== null)
      ).payload as Update;
      const bea = await createRoom(server.ws, { seats: 4, rounds: 3, turnSeconds: 60 }, "Bea");
      // each room gets a reservation (the HTTP half of a join) whose WebSocket never comes
      expect(
        typeof (await reserve(ada.welcome.room, { credential: ada.welcome.credential })).sessionId,
      ).toBe("string");
      expect(typeof (await reserve(bea.welcome.room, { name: "Cy" })).sessionId).toBe("string");
      const sent = Date.now();
      expect(await server.stop()).toBe(0);
      // the reservations run 15 s; a shutdown that waited for them would take that long
      expect(Date.now() - sent).toBeLessThan(8_000);
      expect(server.logs.some((l) => l.includes('"event":"stopped"'))).toBe(true);
      server = await startProcess(dir, ["--web", "none"]);
      try {
        const back = await joinRoom(server.ws, ada.welcome.room, {
          credential: ada.welcome.credential,
        });
        expect(((await back.next((m) => m.type === "update")).payload as Update).step).toBe(
          played.step,
        );
        const beaBack = await joinRoom(server.ws, bea.welcome.room, {
          credential: bea.welcome.credential,
        });
        expect(beaBack.welcome.seat).toBe(0);
        const cy = await joinRoom(server.ws, bea.welcome.room, { name: "Cy" });
        expect(cy.welcome.seat).toBe(1);
      } finally {
        await server.stop();
      }
    } finally {
      removeDir(dir);
    }
  });

  it("on SIGTERM a finished room with its player still in it and a reservation pending does not hold the exit either", async () => {
    const dir = tempDir();
    const server = await startProcess(dir, ["--web", "none"]);
    try {
      const ada = await createRoom(server.ws, { seats: 3, rounds: 1, turnSeconds: 60 });
      ada.listeners.push((m) => {
        const u = m.payload as Update;
        if (m.type === "update" && u.legal) {
          ada.room.send("action", fallbackAction(u.legal as unknown as LegalMove[]));
        }
      });
      ada.room.send("start", {});
      await ada.next((m) => m.type === "update" && (m.payload as Update).result !== null, 60_000);
      // a finished room leaves memory once its last client goes: Ada stays, a rejoin is pending
      const reservation = (await (
        await fetch(`${server.url}/matchmake/joinById/${ada.welcome.room}`, {
          method: "POST",
          body: JSON.stringify({ credential: ada.welcome.credential }),
        })
      ).json()) as { sessionId?: string };
      expect(typeof reservation.sessionId).toBe("string");
      const sent = Date.now();
      expect(await server.stop()).toBe(0);
      expect(Date.now() - sent).toBeLessThan(8_000);
    } finally {
      if (server.proc.exitCode === null) await server.kill9();
      removeDir(dir);
    }
  });
});
