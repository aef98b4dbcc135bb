/**
 * The stores' versioned schema: each store records the versions it has applied in its
 * `schema_migrations` table (version, name, when) and applies the missing ones, in order, when
 * the server starts. Version 1 is the schema of the server before versioned migrations; a SQLite
 * file of any older server reaches it by the column additions that server made in place (each
 * only where the column is missing), so its rooms open intact. A later change of the schema is
 * one more version here, for both stores.
 *
 * @module
 */

/** One version of the schema. */
export interface Migration {
  /** 1, 2, …: applied in order, each once. */
  readonly version: number;
  /** What it changes, as recorded in `schema_migrations`. */
  readonly name: string;
}

/** A version of SQLite's schema: statements, or a step that reads the file first. */
export interface SqliteMigration extends Migration {
  /** Runs the migration on the open file (inside a transaction). */
  readonly apply: (db: SqliteLike) => void;
}

/** A version of PostgreSQL's schema: its statements, run in one transaction. */
export interface PostgresMigration extends Migration {
  readonly sql: string;
}

/** What a SQLite migration needs of the database (better-sqlite3's). */
export interface SqliteLike {
  exec(sql: string): unknown;
  prepare(sql: string): { all(...params: unknown[]): unknown[] };
}

/** The SQL of the table that records applied versions (both stores). */
export const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  applied_at BIGINT NOT NULL
)`;

/** Adds `column` (with its SQL `type`) to `table` unless the file has it already. */
function addColumn(db: SqliteLike, table: string, column: string, type: string): void {
  const columns = db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[];
  if (!columns.some((c) => c.name === column)) {
    db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${type}`);
  }
}

/** SQLite's versions. */
export const SQLITE_MIGRATIONS: readonly SqliteMigration[] = [
  {
    version: 1,
    name: "rooms, seats, actions and chat",
    apply: (db) => {
      // the tables as the first server made them; a file of a later unversioned server has them
      db.exec(`
CREATE TABLE IF NOT EXISTS rooms (
  id TEXT PRIMARY KEY,
  terms TEXT NOT NULL,
  seed TEXT NOT NULL,
  stage TEXT NOT NULL,
  turn_deadline INTEGER,
  clock_deadline INTEGER,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS seats (
  room_id TEXT NOT NULL,
  seat INTEGER NOT NULL,
  name TEXT,
  credential_hash BLOB,
  missed INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (room_id, seat)
);
CREATE TABLE IF NOT EXISTS actions (
  room_id TEXT NOT NULL,
  n INTEGER NOT NULL,
  action TEXT NOT NULL,
  PRIMARY KEY (room_id, n)
);
CREATE TABLE IF NOT EXISTS chat (
  room_id TEXT NOT NULL,
  n INTEGER NOT NULL,
  channel TEXT NOT NULL,
  seat INTEGER,
  name TEXT NOT NULL,
  text TEXT NOT NULL,
  at INTEGER NOT NULL,
  PRIMARY KEY (room_id, n)
);`);
      // the columns later unversioned servers added in place, where missing: finished rooms
      // then count from their creation, games were all being played, rooms get their watch id
      // when first read, nobody had resigned, no rematch was offered, rooms count as their own
      // clients, and they were all Italia's
      addColumn(db, "rooms", "ended_at", "INTEGER");
      addColumn(db, "rooms", "paused_at", "INTEGER");
      addColumn(db, "rooms", "watch_id", "TEXT");
      db.exec("CREATE UNIQUE INDEX IF NOT EXISTS rooms_watch_id ON rooms (watch_id)");
      addColumn(db, "seats", "resigned", "INTEGER NOT NULL DEFAULT 0");
      addColumn(db, "seats", "invited", "INTEGER NOT NULL DEFAULT 0");
      addColumn(db, "rooms", "rematch", "TEXT");
      addColumn(db, "rooms", "creator", "TEXT");
      addColumn(db, "rooms", "game", "TEXT NOT NULL DEFAULT 'italia'");
    },
  },
  {
    version: 2,
    name: "rooms' owner and ownership epoch",
    apply: (db) => {
      db.exec("ALTER TABLE rooms ADD COLUMN owner TEXT");
      db.exec("ALTER TABLE rooms ADD COLUMN epoch INTEGER NOT NULL DEFAULT 0");
    },
  },
];

/** PostgreSQL's versions (the same schema as SQLite's at each version). */
export const POSTGRES_MIGRATIONS: readonly PostgresMigration[] = [
  {
    version: 1,
    name: "rooms, seats, actions and chat",
    sql: `
CREATE TABLE rooms (
  id TEXT PRIMARY KEY,
  terms TEXT NOT NULL,
  seed TEXT NOT NULL,
  stage TEXT NOT NULL,
  turn_deadline BIGINT,
  clock_deadline BIGINT,
  created_at BIGINT NOT NULL,
  ended_at BIGINT,
  paused_at BIGINT,
  rematch TEXT,
  watch_id TEXT UNIQUE,
  creator TEXT,
  game TEXT NOT NULL DEFAULT 'italia'
);
CREATE INDEX rooms_stage ON rooms (stage);
CREATE TABLE seats (
  room_id TEXT NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
  seat INTEGER NOT NULL,
  name TEXT,
  credential_hash BYTEA,
  missed INTEGER NOT NULL DEFAULT 0,
  resigned BOOLEAN NOT NULL DEFAULT FALSE,
  invited BOOLEAN NOT NULL DEFAULT FALSE,
  PRIMARY KEY (room_id, seat)
);
CREATE TABLE actions (
  room_id TEXT NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
  n INTEGER NOT NULL,
  action TEXT NOT NULL,
  PRIMARY KEY (room_id, n)
);
CREATE TABLE chat (
  room_id TEXT NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
  n INTEGER NOT NULL,
  channel TEXT NOT NULL,
  seat INTEGER,
  name TEXT NOT NULL,
  text TEXT NOT NULL,
  at BIGINT NOT NULL,
  PRIMARY KEY (room_id, n)
);`,
  },
  {
    version: 2,
    name: "rooms' owner and ownership epoch",
    sql: `
ALTER TABLE rooms ADD COLUMN owner TEXT;
ALTER TABLE rooms ADD COLUMN epoch INTEGER NOT NULL DEFAULT 0;`,
  },
];

/**
 * The error for a database whose schema is newer than this server's (`found` above `known`): a
 * server is never started on a schema it does not know.
 */
export function newerSchemaError(found: number, known: number): Error {
  return new Error(
    `the database's schema is version ${found}, newer than this server knows (${known}): run a newer server`,
  );
}
