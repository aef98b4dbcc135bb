/**
 * A store that fails (a full disk, a lost database): nothing of a write that failed is sent, the
 * room leaves memory and comes back as stored, the client is told with a value (`STORE_FAILED`),
 * and the process goes on.
 */
import { fallbackAction } from "@italia/bot-sdk";
import type { LegalMove } from "@italia/engine";
import { describe, expect, it } from "vitest";
import { MainThreadBots } from "./bot-pool.js";
import { type RoomOutlet, RoomSession } from "./room-session.js";
import { StoreFailedError } from "./room-writes.js";
import type { RoomStore, StoredRoom } from "./store.js";
import {
  eventually,
  joinRoom,
  roomsInMemory,
  serverForSuite,
  startedGame,
  type Update,
} from "./testing/harness.js";
import { failActionWrites, openTestStore } from "./testing/test-store.js";

describe("a room whose store write fails", () => {
  it("sends nothing of it: the action is refused, no update goes out, the room is closed and asks to leave memory; the store keeps the game before it", async () => {
    const store = await openTestStore();
    const room: StoredRoom = {
      id: "fail-1",
      terms: { seats: 3, limit: { rounds: 3 }, turnSeconds: 600, bot: "greedy" } as never,
      seed: "store-fails",
      stage: "lobby",
      seats: [],
      actions: [],
      turnDeadline: null,
      clockDeadline: null,
      createdAt: 1_700_000_000_000,
    };
    await store.createRoom(room);
    let failing = false;
    // the same store, whose action writes fail once `failing` is set
    const flaky: RoomStore = Object.create(store, {
      appendActions: {
        value: (...args: Parameters<RoomStore["appendActions"]>) =>
          failing ? Promise.reject(new Error("disk full")) : store.appendActions(...args),
      },
    });
    let updates = 0;
    let left = 0;
    const faults: unknown[] = [];
    const outlet: RoomOutlet = {
      update: () => {
        updates += 1;
      },
      seats: () => {},
      timedOut: () => {},
      storeFailed: () => {
        left += 1;
      },
    };
    const game = new RoomSession(room, flaky, outlet, (e) => faults.push(e), {
      bots: new MainThreadBots(),
      now: () => 1_700_000_000_000,
    });
    try {
      expect(await game.claim("Ada", 0)).toMatchObject({ seat: 0 });
      await game.presence(0, true);
      expect(await game.start(0)).toBeNull();
      await eventually(() => game.waitsFor(0));
      await game.idle();
      const before = (await store.getRoom(room.id))!.actions.length;
      const sent = updates;
      const legal = game.updateFor(0)!.legal as LegalMove[];
      failing = true;
      await expect(game.act(0, fallbackAction(legal))).rejects.toBeInstanceOf(StoreFailedError);
      expect(updates).toBe(sent);
      expect(left).toBe(1);
      expect(game.closedForGood).toBe(true);
      expect(faults.map((e) => (e as Error).message)).toContain("disk full");
      // later writes are not made either: the store keeps the game as it was before the action
      await expect(game.back(0)).rejects.toBeInstanceOf(StoreFailedError);
      expect((await store.getRoom(room.id))!.actions.length).toBe(before);
    } finally {
      game.close();
      await game.idle().catch(() => {});
      await store.close();
    }
  });
});

describe("a server whose store fails during a game", () => {
  const running = serverForSuite(["--web", "none", "--bot-threads", "0"]);

  it("refuses the action with STORE_FAILED, closes the room, and goes on; once the store is back the game loads at its last stored step", async () => {
    const server = running();
    const { ada, id, mine } = await startedGame(server);
    const credential = ada.welcome.credential!;
    await failActionWrites(server.dataDir, true);
    try {
      ada.room.send("action", fallbackAction(mine.legal as LegalMove[]));
      const refused = await ada.next((m) => m.type === "refused");
      expect(refused.payload).toMatchObject({ code: "STORE_FAILED" });
      await ada.next((m) => m.type === "shutdown");
      await eventually(() => ada.left !== null);
      expect(ada.left).toBe(4503);
      // nothing of the refused action was sent
      expect(
        ada.received.filter((m) => m.type === "update" && (m.payload as Update).step > mine.step),
      ).toEqual([]);
      // the process goes on
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      expect(server.logs.some((l) => l.includes('"room-store-failed"'))).toBe(true);
    } finally {
      await failActionWrites(server.dataDir, false);
    }
    // (a reconnect while the room is still leaving memory is refused: the web app retries)
    await eventually(async () => (await roomsInMemory(server)) === 0);
    const back = await joinRoom(server.ws, id, { credential });
    const update = (await back.next((m) => m.type === "update")).payload as Update;
    expect(update.step).toBe(mine.step);
    expect(update.legal).not.toBeNull();
    back.room.send("action", fallbackAction(update.legal as LegalMove[]));
    const next = await back.next(
      (m) => m.type === "update" && (m.payload as Update).step > mine.step,
    );
    expect((next.payload as Update).step).toBeGreaterThan(mine.step);
    await back.room.leave();
  });
});
