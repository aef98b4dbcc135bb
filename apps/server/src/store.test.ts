import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { CHAT_KEPT } from "./chat.js";
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

  it("keeps the key of the client that created a room, for its bots' fair share", () => {
    const store = new SqliteRoomStore(":memory:");
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
    store.createRoom({ ...base, id: "K".repeat(22), creator: "2001:db8:1:2::/64" });
    store.createRoom({ ...base, id: "L".repeat(22) });
    expect(store.getRoom("K".repeat(22))!.creator).toBe("2001:db8:1:2::/64");
    expect(store.getRoomHead("L".repeat(22))!.creator).toBeNull();
    store.close();
  });
});

describe("SqliteRoomStore: chat and watch ids", () => {
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

  it("keeps each channel's chat apart, numbered for the room, its latest 500 lines, deleted with the room", () => {
    const store = new SqliteRoomStore(":memory:");
    store.createRoom(room("A".repeat(22)));
    store.createRoom(room("B".repeat(22)));
    const a = "A".repeat(22);
    const first = store.addChat(a, "players", { seat: 0, name: "Ada", text: "ciao", at: 5 });
    expect(first).toEqual({ n: 1, seat: 0, name: "Ada", text: "ciao", at: 5 });
    store.addChat(a, "spectators", { seat: null, name: "Eve", text: "forza", at: 6 });
    expect(store.chatLines(a, "players")).toEqual([first]);
    expect(store.chatLines(a, "spectators")).toEqual([
      { n: 2, seat: null, name: "Eve", text: "forza", at: 6 },
    ]);
    expect(store.chatLines("B".repeat(22), "players")).toEqual([]);
    for (let i = 0; i < CHAT_KEPT + 10; i++) {
      store.addChat(a, "players", { seat: 1, name: "Bea", text: `line ${i}`, at: 7 });
    }
    const kept = store.chatLines(a, "players");
    expect(kept).toHaveLength(CHAT_KEPT);
    expect(kept.at(-1)?.text).toBe(`line ${CHAT_KEPT + 9}`);
    expect(kept[0]?.text).toBe("line 10");
    // the other channel is not trimmed by this one's lines
    expect(store.chatLines(a, "spectators")).toHaveLength(1);
    store.deleteRoom(a);
    expect(store.chatLines(a, "players")).toEqual([]);
    expect(store.chatLines(a, "spectators")).toEqual([]);
    store.close();
  });

  it("gives every room a watch id of its own, which maps back to the room", () => {
    const store = new SqliteRoomStore(":memory:");
    store.createRoom(room("C".repeat(22)));
    const watch = store.getRoomHead("C".repeat(22))!.watchId!;
    expect(watch).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(watch).not.toBe("C".repeat(22));
    expect(store.roomOfWatch(watch)).toBe("C".repeat(22));
    expect(store.roomOfWatch("C".repeat(22))).toBeNull();
    expect(store.getRoom("C".repeat(22))!.watchId).toBe(watch);
    store.close();
  });

  it("opens a file from before chat and watch links: the columns and table are added, old rooms get a watch id once", () => {
    const dir = mkdtempSync(join(tmpdir(), "italia-store-"));
    const file = join(dir, "italia.db");
    const old = new Database(file);
    old.exec(`
      CREATE TABLE rooms (id TEXT PRIMARY KEY, terms TEXT NOT NULL, seed TEXT NOT NULL,
        stage TEXT NOT NULL, turn_deadline INTEGER, clock_deadline INTEGER, created_at INTEGER NOT NULL);
      CREATE TABLE seats (room_id TEXT NOT NULL, seat INTEGER NOT NULL, name TEXT,
        credential_hash BLOB, missed INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (room_id, seat));
      CREATE TABLE actions (room_id TEXT NOT NULL, n INTEGER NOT NULL, action TEXT NOT NULL,
        PRIMARY KEY (room_id, n));
    `);
    old
      .prepare("INSERT INTO rooms (id, terms, seed, stage, created_at) VALUES (?, ?, ?, ?, ?)")
      .run("D".repeat(22), JSON.stringify(room("x").terms), "seed", "lobby", 1);
    old.close();
    const store = new SqliteRoomStore(file);
    const watch = store.getRoomHead("D".repeat(22))!.watchId!;
    expect(watch).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(store.getRoomHead("D".repeat(22))!.watchId).toBe(watch);
    // nor was its creator kept: it counts as a client of its own
    expect(store.getRoomHead("D".repeat(22))!.creator).toBeNull();
    store.addChat("D".repeat(22), "players", { seat: 0, name: "Ada", text: "ok", at: 1 });
    expect(store.chatLines("D".repeat(22), "players")).toHaveLength(1);
    store.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
