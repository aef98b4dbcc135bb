/**
 * The store the tests run on: SQLite (the default) or PostgreSQL when `ITALIA_TEST_STORE` is
 * `postgres` (`pnpm test:postgres`), at `ITALIA_TEST_DATABASE` (default the local test database).
 * On PostgreSQL each data folder gets a fresh schema of its own (named with the time it was made,
 * so that a later run can drop what an earlier one left), so test files never see each other's
 * rooms nor an earlier run's.
 *
 * @module
 */
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import pg from "pg";
import { PgRoomStore } from "../pg-store.js";
import { SqliteRoomStore } from "../sqlite-store.js";
import type { RoomStore, StoredRoom } from "../store.js";

/** The database of the PostgreSQL runs (trust auth on loopback). */
export const TEST_DATABASE =
  process.env.ITALIA_TEST_DATABASE ?? "postgres://postgres@127.0.0.1:5432/test";

/** The prefix of the tests' schemas: `italia_t_EPOCHSECONDS_RANDOM`. */
export const TEST_SCHEMA_PREFIX = "italia_t_";

/** Which store the tests run on. */
export function testStoreKind(): "sqlite" | "postgres" {
  return process.env.ITALIA_TEST_STORE === "postgres" ? "postgres" : "sqlite";
}

/** `url` with its connections' `search_path` set to `schema`. */
export function withSchema(url: string, schema: string): string {
  const u = new URL(url);
  u.searchParams.set("options", `-c search_path=${schema}`);
  return u.toString();
}

/** Runs `sql` on the test database (one connection, closed after). */
export async function onTestDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new, empty schema on the test database; returns its name. */
export async function freshSchema(): Promise<string> {
  const name = `${TEST_SCHEMA_PREFIX}${Math.floor(Date.now() / 1000)}_${randomBytes(5).toString("hex")}`;
  await onTestDatabase((c) => c.query(`CREATE SCHEMA ${name}`));
  return name;
}

const schemas = new Map<string, string>();

/**
 * The `--database` URL of the server started on data folder `dataDir` (the same for every start
 * on it), or `null` on SQLite.
 */
export async function databaseFor(dataDir: string): Promise<string | null> {
  if (testStoreKind() === "sqlite") return null;
  let schema = schemas.get(dataDir);
  if (!schema) {
    schema = await freshSchema();
    schemas.set(dataDir, schema);
  }
  return withSchema(TEST_DATABASE, schema);
}

/** Drops the schema of data folder `dataDir`, if it has one. */
export async function dropDatabaseFor(dataDir: string): Promise<void> {
  const schema = schemas.get(dataDir);
  if (!schema) return;
  schemas.delete(dataDir);
  await onTestDatabase((c) => c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));
}

/**
 * The store of data folder `dataDir` (what a server started on it uses), or a throwaway one
 * (`dataDir` omitted: SQLite in memory, or a fresh schema). Close it after use.
 */
export async function openTestStore(dataDir?: string): Promise<RoomStore> {
  if (testStoreKind() === "sqlite") {
    return new SqliteRoomStore(dataDir ? join(dataDir, "italia.db") : ":memory:");
  }
  const url = dataDir ? await databaseFor(dataDir) : withSchema(TEST_DATABASE, await freshSchema());
  // (shared: beside the running server that holds the schema)
  return PgRoomStore.open(url!, { poolSize: 2, exclusive: false });
}

/**
 * The number of rows of room `id` in `table` (`seats`, `actions`, `chat`) of data folder
 * `dataDir`'s store: what a deleted room leaves behind.
 */
export async function countRows(
  dataDir: string,
  table: "seats" | "actions" | "chat",
  id: string,
): Promise<number> {
  if (testStoreKind() === "sqlite") {
    const { default: Database } = await import("better-sqlite3");
    const db = new Database(join(dataDir, "italia.db"), { readonly: true });
    try {
      return (
        db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE room_id = ?`).get(id) as { n: number }
      ).n;
    } finally {
      db.close();
    }
  }
  const url = await databaseFor(dataDir);
  const client = new pg.Client({ connectionString: url! });
  await client.connect();
  try {
    const rows = await client.query<{ n: number }>(
      `SELECT COUNT(*)::int AS n FROM ${table} WHERE room_id = $1`,
      [id],
    );
    return rows.rows[0]!.n;
  } finally {
    await client.end();
  }
}

/** Room `id` as data folder `dataDir`'s store has it now (a store opened and closed for it). */
export async function readStoredRoom(dataDir: string, id: string): Promise<StoredRoom | null> {
  const store = await openTestStore(dataDir);
  try {
    return await store.getRoom(id);
  } finally {
    await store.close();
  }
}

/** The ids of the rooms data folder `dataDir`'s store has now, the finished ones too. */
export async function storedRoomIds(dataDir: string): Promise<string[]> {
  if (testStoreKind() === "sqlite") {
    const { default: Database } = await import("better-sqlite3");
    const db = new Database(join(dataDir, "italia.db"), { readonly: true });
    try {
      return (db.prepare("SELECT id FROM rooms").all() as { id: string }[]).map((r) => r.id);
    } finally {
      db.close();
    }
  }
  const url = await databaseFor(dataDir);
  const client = new pg.Client({ connectionString: url! });
  await client.connect();
  try {
    return (await client.query<{ id: string }>("SELECT id FROM rooms")).rows.map((r) => r.id);
  } finally {
    await client.end();
  }
}

/**
 * Makes data folder `dataDir`'s store refuse every new action (`fail`), as a full disk or a lost
 * database would, or accept them again: a trigger on the actions table, set beside the running
 * server.
 */
export async function failActionWrites(dataDir: string, fail: boolean): Promise<void> {
  if (testStoreKind() === "sqlite") {
    const { default: Database } = await import("better-sqlite3");
    const db = new Database(join(dataDir, "italia.db"));
    try {
      db.exec(
        fail
          ? "CREATE TRIGGER fail_actions BEFORE INSERT ON actions BEGIN SELECT RAISE(ABORT, 'the store is failing (test)'); END"
          : "DROP TRIGGER IF EXISTS fail_actions",
      );
    } finally {
      db.close();
    }
    return;
  }
  const url = await databaseFor(dataDir);
  const client = new pg.Client({ connectionString: url! });
  await client.connect();
  try {
    if (fail) {
      await client.query(
        "CREATE OR REPLACE FUNCTION fail_actions() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'the store is failing (test)'; END $$ LANGUAGE plpgsql",
      );
      await client.query(
        "CREATE TRIGGER fail_actions BEFORE INSERT ON actions FOR EACH ROW EXECUTE FUNCTION fail_actions()",
      );
    } else {
      await client.query("DROP TRIGGER IF EXISTS fail_actions ON actions");
    }
  } finally {
    await client.end();
  }
}

/**
 * Makes data folder `dataDir`'s store unable to read or write any room (`down`), as a lost
 * database would, or able again: its `rooms` table is renamed beside the running server.
 */
export async function takeRoomsDown(dataDir: string, down: boolean): Promise<void> {
  const [from, to] = down ? ["rooms", "rooms_down"] : ["rooms_down", "rooms"];
  if (testStoreKind() === "sqlite") {
    const { default: Database } = await import("better-sqlite3");
    const db = new Database(join(dataDir, "italia.db"));
    try {
      db.exec(`ALTER TABLE ${from} RENAME TO ${to}`);
    } finally {
      db.close();
    }
    return;
  }
  const url = await databaseFor(dataDir);
  const client = new pg.Client({ connectionString: url! });
  await client.connect();
  try {
    await client.query(`ALTER TABLE ${from} RENAME TO ${to}`);
  } finally {
    await client.end();
  }
}
