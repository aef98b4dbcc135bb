import { describe, expect, it } from "vitest";
import { CHAT_KEPT } from "./chat.js";
import type { StoredRoom } from "./store.js";
import { openTestStore, testStoreKind } from "./testing/test-store.js";

describe(`the room store (${testStoreKind()})`, () => {
  it("reads a room's head (all but the action log) as the whole room reads it, and says whether a room exists", async () => {
    const store = await openTestStore();
    const room: StoredRoom = {
      id: "R".repeat(22),
      terms: { seats: 3, limit: { rounds: 3 }, turnSeconds: 60, bot: "random" } as never,
      seed: "seed",
      stage: "lobby",
      seats: [{ seat: 0, name: "Ada", credentialHash: Buffer.alloc(32, 7), missed: 0 }],
      actions: [],
      turnDeadline: null,
      clockDeadline: null,
      createdAt: 1234,
    };
    await store.createRoom(room);
    const deadlines = { turnDeadline: 99, clockDeadline: null };
    await store.appendActions(room.id, 0, [{ type: "endTurn", seat: 0 }], deadlines, "playing");
    const { actions, ...head } = (await store.getRoom(room.id))!;
    expect(actions).toEqual([{ type: "endTurn", seat: 0 }]);
    expect(await store.getRoomHead(room.id)).toEqual(head);
    expect(head).toMatchObject({ stage: "playing", turnDeadline: 99, seats: room.seats });
    expect(await store.hasRoom(room.id)).toBe(true);
    expect(await store.hasRoom("nope")).toBe(false);
    expect(await store.getRoomHead("nope")).toBeNull();
    await store.close();
  });

  it("keeps the key of the client that created a room, for its bots' fair share", async () => {
    const store = await openTestStore();
    const base = {
      terms: { seats: 3, limit: { rounds: 3 }, turnSeconds: 60, bot: "strong" } as never,
      seed: "seed",
      stage: "lobby" as const,
      seats: [],
      actions: [],
      turnDeadline: null,
      clockDeadline: null,
      createdAt: 1,
    };
    await store.createRoom({ ...base, id: "K".repeat(22), creator: "2001:db8:1:2::/64" });
    await store.createRoom({ ...base, id: "L".repeat(22) });
    expect((await store.getRoom("K".repeat(22)))!.creator).toBe("2001:db8:1:2::/64");
    expect((await store.getRoomHead("L".repeat(22)))!.creator).toBeNull();
    await store.close();
  });
});

describe(`the room store (${testStoreKind()}): chat and watch ids`, () => {
  const room = (id: string): StoredRoom => ({
    id,
    terms: { seats: 3, limit: { rounds: 3 }, turnSeconds: 60, bot: "random" } as never,
    seed: "seed",
    stage: "lobby",
    seats: [],
    actions: [],
    turnDeadline: null,
    clockDeadline: null,
    createdAt: 1234,
  });

  it("keeps each channel's chat apart, numbered for the room, its latest 500 lines, deleted with the room", async () => {
    const store = await openTestStore();
    await store.createRoom(room("A".repeat(22)));
    await store.createRoom(room("B".repeat(22)));
    const a = "A".repeat(22);
    const first = await store.addChat(a, "players", { seat: 0, name: "Ada", text: "ciao", at: 5 });
    expect(first).toEqual({ n: 1, seat: 0, name: "Ada", text: "ciao", at: 5 });
    await store.addChat(a, "spectators", { seat: null, name: "Eve", text: "forza", at: 6 });
    expect(await store.chatLines(a, "players")).toEqual([first]);
    expect(await store.chatLines(a, "spectators")).toEqual([
      { n: 2, seat: null, name: "Eve", text: "forza", at: 6 },
    ]);
    expect(await store.chatLines("B".repeat(22), "players")).toEqual([]);
    for (let i = 0; i < CHAT_KEPT + 10; i++) {
      await store.addChat(a, "players", { seat: 1, name: "Bea", text: `line ${i}`, at: 7 });
    }
    const kept = await store.chatLines(a, "players");
    expect(kept).toHaveLength(CHAT_KEPT);
    expect(kept.at(-1)?.text).toBe(`line ${CHAT_KEPT + 9}`);
    expect(kept[0]?.text).toBe("line 10");
    // the other channel is not trimmed by this one's lines
    expect(await store.chatLines(a, "spectators")).toHaveLength(1);
    await store.deleteRoom(a);
    expect(await store.chatLines(a, "players")).toEqual([]);
    expect(await store.chatLines(a, "spectators")).toEqual([]);
    await store.close();
  });

  it("gives every room a watch id of its own, which maps back to the room", async () => {
    const store = await openTestStore();
    await store.createRoom(room("C".repeat(22)));
    const watch = (await store.getRoomHead("C".repeat(22)))!.watchId!;
    expect(watch).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(watch).not.toBe("C".repeat(22));
    expect(await store.roomOfWatch(watch)).toBe("C".repeat(22));
    expect(await store.roomOfWatch("C".repeat(22))).toBeNull();
    expect((await store.getRoom("C".repeat(22)))!.watchId).toBe(watch);
    await store.close();
  });
});
