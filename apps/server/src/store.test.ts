import { describe, expect, it } from "vitest";
import { SqliteRoomStore, type StoredRoom } from "./store.js";

describe("SqliteRoomStore", () => {
  it("reads a room's head (all but the action log) as the whole room reads it, and says whether a room exists", () => {
    const store = new SqliteRoomStore(":memory:");
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
    store.createRoom(room);
    const deadlines = { turnDeadline: 99, clockDeadline: null };
    store.appendActions(room.id, 0, [{ type: "endTurn", seat: 0 }], deadlines, "playing");
    const { actions, ...head } = store.getRoom(room.id)!;
    expect(actions).toEqual([{ type: "endTurn", seat: 0 }]);
    expect(store.getRoomHead(room.id)).toEqual(head);
    expect(head).toMatchObject({ stage: "playing", turnDeadline: 99, seats: room.seats });
    expect(store.hasRoom(room.id)).toBe(true);
    expect(store.hasRoom("nope")).toBe(false);
    expect(store.getRoomHead("nope")).toBeNull();
    store.close();
  });
});
