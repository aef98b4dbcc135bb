import { copyFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { SQLITE_MIGRATIONS } from "./migrations.js";
import { SqliteRoomStore } from "./sqlite-store.js";
import type { StoredRoom } from "./store.js";
import { eventually, joinRoom, removeDir, startProcess, tempDir } from "./testing/harness.js";

const FIXTURE = join(
  dirname(fileURLToPath(import.meta.url)),
  "__fixtures__/sqlite-before-migrations",
);

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

describe("SQLite's schema migrations", () => {
  it("opens a file from before chat and watch links: the columns and table are added, old rooms get a watch id once", async () => {
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
    const watch = (await store.getRoomHead("D".repeat(22)))!.watchId!;
    expect(watch).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await store.getRoomHead("D".repeat(22)))!.watchId).toBe(watch);
    // nor was its creator kept: it counts as a client of its own
    expect((await store.getRoomHead("D".repeat(22)))!.creator).toBeNull();
    await store.addChat("D".repeat(22), "players", { seat: 0, name: "Ada", text: "ok", at: 1 });
    expect(await store.chatLines("D".repeat(22), "players")).toHaveLength(1);
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("records the versions it applied in schema_migrations, once: a second open applies none", async () => {
    const dir = mkdtempSync(join(tmpdir(), "italia-store-"));
    const file = join(dir, "italia.db");
    const first = new SqliteRoomStore(file);
    expect(first.migrated).toEqual(SQLITE_MIGRATIONS.map((m) => m.version));
    await first.createRoom(room("E".repeat(22)));
    await first.close();
    const again = new SqliteRoomStore(file);
    expect(again.migrated).toEqual([]);
    expect(await again.hasRoom("E".repeat(22))).toBe(true);
    await again.close();
    const db = new Database(file, { readonly: true });
    const rows = db.prepare("SELECT version, name FROM schema_migrations").all();
    db.close();
    expect(rows).toEqual(SQLITE_MIGRATIONS.map((m) => ({ version: m.version, name: m.name })));
    rmSync(dir, { recursive: true, force: true });
  });

  it("refuses a file whose schema is newer than the server's, naming both versions", () => {
    const dir = mkdtempSync(join(tmpdir(), "italia-store-"));
    const file = join(dir, "italia.db");
    new SqliteRoomStore(file).close();
    const db = new Database(file);
    db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)").run(
      99,
      "from the future",
      1,
    );
    db.close();
    const newest = SQLITE_MIGRATIONS.at(-1)!.version;
    expect(() => new SqliteRoomStore(file)).toThrow(
      `the database's schema is version 99, newer than this server knows (${newest}): run a newer server`,
    );
    rmSync(dir, { recursive: true, force: true });
  });
});

describe("a data folder of the server before versioned migrations", () => {
  it("opens with its rooms intact: the lobby is back, the started game goes on at its step with its chat, for its people's credentials", async () => {
    const facts = JSON.parse(readFileSync(join(FIXTURE, "rooms.json"), "utf8")) as {
      game: string;
      credential: string;
      step: number;
      lobby: string;
      lobbyCredential: string;
    };
    const dir = tempDir();
    copyFileSync(join(FIXTURE, "italia.db"), join(dir, "italia.db"));
    // the fixture's rooms were made on a fixed day: keep them however long ago that was
    const ageless = ["--lobby-ttl", "3650d", "--keep-paused", "3650d"];
    const server = await startProcess(dir, ["--web", "none", ...ageless]);
    try {
      const opened = server.logs.find((l) => l.includes('"store-opened"'));
      expect(opened).toContain('"store":"sqlite"');
      expect(opened).toContain(`"migrated":"${SQLITE_MIGRATIONS.map((m) => m.version).join(",")}"`);
      // the lobby was brought back at start, with Bea in seat 0
      const lobby = (await (await fetch(`${server.url}/api/rooms/${facts.lobby}`)).json()) as {
        stage: string;
        seats: { name: string | null }[];
      };
      expect(lobby.stage).toBe("lobby");
      expect(lobby.seats[0]!.name).toBe("Bea");
      // the started game loads for Ada's credential, where it was: her turn, her line of chat
      const ada = await joinRoom(server.ws, facts.game, { credential: facts.credential });
      const chat = await ada.next((m) => m.type === "chat");
      expect((chat.payload as { lines: { text: string }[] }).lines.map((l) => l.text)).toEqual([
        "ciao a tutti",
      ]);
      const update = await ada.next((m) => m.type === "update");
      expect(update.payload).toMatchObject({ step: facts.step });
      expect((update.payload as { legal: unknown[] | null }).legal).not.toBeNull();
      await ada.room.leave();
      const bea = await joinRoom(server.ws, facts.lobby, { credential: facts.lobbyCredential });
      expect(bea.welcome.seat).toBe(0);
      await bea.room.leave();
    } finally {
      await server.stop();
    }
    // a second start finds the schema up to date
    const again = await startProcess(dir, ["--web", "none", ...ageless]);
    try {
      await eventually(() => again.logs.some((l) => l.includes('"store-opened"')));
      expect(again.logs.find((l) => l.includes('"store-opened"'))).toContain('"migrated":""');
    } finally {
      await again.stop();
      removeDir(dir);
    }
  });
});
