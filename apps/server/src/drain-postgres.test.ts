/**
 * Draining while a write is held up (PostgreSQL only: another connection locks the actions
 * table, so the server's write of an action waits): the server is not ready and refuses new rooms
 * and joins meanwhile; it exits 0 once the write commits, or 1 past `--drain-ms` with the write
 * not made and never acknowledged.
 */
import { fallbackAction } from "@italia/bot-sdk";
import type { LegalMove } from "@italia/engine";
import { Client } from "colyseus.js";
import pg from "pg";
import { describe, expect, it } from "vitest";
import {
  eventually,
  removeDir,
  startedGame,
  startProcess,
  tempDir,
  type Update,
} from "./testing/harness.js";
import { databaseFor, dropDatabaseFor, readStoredRoom } from "./testing/test-store.js";

/** Locks data folder `dir`'s actions table until the returned function is called. */
async function lockActions(dir: string): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: (await databaseFor(dir))! });
  await client.connect();
  await client.query("BEGIN");
  await client.query("LOCK TABLE actions IN ACCESS EXCLUSIVE MODE");
  return async () => {
    await client.query("ROLLBACK");
    await client.end();
  };
}

/** Whether the store has begun waiting for the lock (a query of the server waits on it). */
async function writeWaiting(dir: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: (await databaseFor(dir))! });
  await client.connect();
  try {
    const rows = await client.query<{ n: number }>(
      "SELECT COUNT(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE 'INSERT INTO actions%'",
    );
    return rows.rows[0]!.n > 0;
  } finally {
    await client.end();
  }
}

const args = ["--web", "none", "--bot-threads", "0"];

describe("draining with a write in progress", () => {
  it("is not ready and refuses new rooms and joins while the write waits; exits 0 once it commits, the action stored", async () => {
    const dir = tempDir();
    let unlock: (() => Promise<void>) | null = null;
    try {
      const server = await startProcess(dir, args);
      const { ada, id, mine } = await startedGame(server);
      const before = (await readStoredRoom(dir, id))!.actions.length;
      unlock = await lockActions(dir);
      ada.room.send("action", fallbackAction(mine.legal as LegalMove[]));
      await eventually(() => writeWaiting(dir), 15_000);
      expect(await writeWaiting(dir)).toBe(true);
      const exited = server.stop();
      // draining: not ready, and no new room nor join is taken
      await eventually(async () => (await fetch(`${server.url}/health/ready`)).status === 503);
      const ready = await fetch(`${server.url}/health/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ ready: false, draining: true });
      const client = new Client(server.ws);
      await expect(
        client.create("italia", {
          seats: 3,
          rounds: 3,
          turnSeconds: 60,
          bot: "greedy",
          name: "Cy",
        }),
      ).rejects.toThrow(/shutting down/);
      await expect(client.joinById(id, { name: "Cy" })).rejects.toThrow(/shutting down/);
      // the write commits: the process exits 0 with the action stored
      await unlock();
      unlock = null;
      expect(await exited).toBe(0);
      expect((await readStoredRoom(dir, id))!.actions.length).toBeGreaterThan(before);
    } finally {
      await unlock?.();
      removeDir(dir);
      await dropDatabaseFor(dir);
    }
  });

  it("past --drain-ms exits 1 and says so; the write never committed and was never acknowledged", async () => {
    const dir = tempDir();
    let unlock: (() => Promise<void>) | null = null;
    try {
      const server = await startProcess(dir, [...args, "--drain-ms", "1500"]);
      const { ada, id, mine } = await startedGame(server);
      const before = (await readStoredRoom(dir, id))!.actions.length;
      unlock = await lockActions(dir);
      ada.room.send("action", fallbackAction(mine.legal as LegalMove[]));
      await eventually(() => writeWaiting(dir), 15_000);
      expect(await server.stop()).toBe(1);
      expect(server.logs.some((l) => l.includes('"event":"drain-timeout"'))).toBe(true);
      await unlock();
      unlock = null;
      expect((await readStoredRoom(dir, id))!.actions.length).toBe(before);
      expect(
        ada.received.some((m) => m.type === "update" && (m.payload as Update).step > mine.step),
      ).toBe(false);
    } finally {
      await unlock?.();
      removeDir(dir);
      await dropDatabaseFor(dir);
    }
  });
});
