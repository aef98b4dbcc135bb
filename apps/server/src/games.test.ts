/**
 * Rooms carry their game (issue #25): a create names it (`game`, default `italia`), the store
 * keeps it (a data folder from before gets the column, its rooms Italia's), the welcome says it,
 * and every update names the seats that may act now.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { SqliteRoomStore } from "./sqlite-store.js";
import { ONLINE_GAMES, readGame, unknownCreateOption } from "./terms.js";
import { createRoom, serverForSuite, type Update } from "./testing/harness.js";

describe("the game a create names", () => {
  it("is the room type's (Italia by default); another game is refused, naming the games the server plays", async () => {
    expect(ONLINE_GAMES).toEqual(["italia", "radetzky"]);
    expect(readGame({ seats: 3 })).toEqual({ ok: true, game: "italia" });
    expect(readGame({ game: "italia" })).toEqual({ ok: true, game: "italia" });
    expect(readGame({ seats: 3 }, "radetzky")).toEqual({ ok: true, game: "radetzky" });
    expect(readGame({ game: "radetzky" }, "radetzky")).toEqual({ ok: true, game: "radetzky" });
    // one room type per game: a game of another room type is refused, naming the room type
    const other = readGame({ game: "radetzky" }, "italia");
    expect(!other.ok && other.error.message).toBe(
      'game "radetzky" is played in rooms of type "radetzky", not "italia"',
    );
    for (const bad of ["chess", 7, "", "__proto__"]) {
      const r = readGame({ game: bad });
      expect(r.ok, String(bad)).toBe(false);
      expect(!r.ok && r.error.message).toMatch(
        /^unknown game .*: this server plays italia, radetzky$/,
      );
    }
    expect(unknownCreateOption({ game: "italia", seats: 3 })).toBeNull();
  });
});

describe("the store's game column", () => {
  it("keeps a room's game; rooms of a data folder from before it are Italia's", async () => {
    const dir = mkdtempSync(join(tmpdir(), "italia-store-game-"));
    const file = join(dir, "italia.db");
    const old = new Database(file);
    old.exec(`
      CREATE TABLE rooms (id TEXT PRIMARY KEY, terms TEXT NOT NULL, seed TEXT NOT NULL,
        stage TEXT NOT NULL, turn_deadline INTEGER, clock_deadline INTEGER, created_at INTEGER NOT NULL);
    `);
    const terms = { seats: 3, limit: { rounds: 3 }, turnSeconds: 60, bot: "greedy" };
    old
      .prepare("INSERT INTO rooms (id, terms, seed, stage, created_at) VALUES (?, ?, ?, ?, ?)")
      .run("O".repeat(22), JSON.stringify(terms), "seed", "lobby", 1);
    old.close();
    const store = new SqliteRoomStore(file);
    expect((await store.getRoomHead("O".repeat(22)))!.game).toBe("italia");
    await store.createRoom({
      id: "N".repeat(22),
      terms: terms as never,
      seed: "s",
      stage: "lobby",
      seats: [],
      actions: [],
      turnDeadline: null,
      clockDeadline: null,
      createdAt: 2,
      game: "italia",
    });
    expect((await store.getRoom("N".repeat(22)))!.game).toBe("italia");
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });
});

describe("a room's game over the wire", () => {
  const server = serverForSuite();

  it("refuses a create of a game the server does not play, and welcomes a room with its game", async () => {
    const res = await fetch(`${server().url}/matchmake/create/italia`, {
      method: "POST",
      body: JSON.stringify({ game: "chess", seats: 3, rounds: 3, turnSeconds: 60, name: "Ada" }),
    });
    const answer = (await res.json()) as { error?: string; room?: unknown };
    expect(answer.room).toBeUndefined();
    expect(answer.error).toBe('unknown game "chess": this server plays italia, radetzky');
    const ada = await createRoom(server().ws, {
      game: "italia",
      seats: 3,
      rounds: 2,
      turnSeconds: 60,
    });
    expect((ada.welcome as unknown as { game: string }).game).toBe("italia");
    ada.room.send("start", {});
    const first = (await ada.next((m) => m.type === "update")).payload as Update;
    // Italia: exactly the seat to act
    expect(first.actors).toEqual([first.turn!.seat]);
    ada.room.leave();
  });
});
