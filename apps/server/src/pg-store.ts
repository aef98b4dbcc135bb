/**
 * The shared store: a {@link RoomStore} in PostgreSQL (`pg`, a pool of connections), chosen with
 * `--database URL`. Every write is one statement or one transaction, durable when its promise
 * resolves. The schema is brought up to date at start under an advisory lock, so that servers
 * started together migrate it once.
 *
 * @module
 */
import pg from "pg";
import { CHAT_KEPT, type ChatChannel, type ChatLine } from "./chat.js";
import { newRoomId } from "./credentials.js";
import { MIGRATIONS_TABLE, newerSchemaError, POSTGRES_MIGRATIONS } from "./migrations.js";
import {
  type Deadlines,
  type ExpiryCutoffs,
  FencedError,
  type RoomStage,
  type RoomStore,
  type StoredRoom,
  type StoredRoomHead,
  type StoredSeat,
} from "./store.js";
import { headOfRow, type RoomRow, SEAT_COLUMNS, type SeatRow, seatOfRow } from "./store-rows.js";

/** Connections the server's pool opens at most (default of `--database-pool`). */
export const PG_POOL_SIZE = 10;

/**
 * Milliseconds a statement may run before PostgreSQL cancels it (`statement_timeout`): 5 s. A
 * stalled database then fails a write as a value (the room pauses, nothing unstored is sent)
 * instead of holding the room forever. Migrations are not bound by it.
 */
export const PG_STATEMENT_TIMEOUT_MS = 5000;

/** Milliseconds to wait for a connection (a new one, or a free one of the pool): 5 s. */
export const PG_CONNECT_TIMEOUT_MS = 5000;

/** The advisory lock the servers take while they migrate the schema (any number, fixed). */
const MIGRATION_LOCK = 28_0628;

/**
 * The advisory lock (with the schema's hash) a server holds while it uses a database's schema:
 * one server per database, as one per data folder, until servers share rooms safely.
 */
const SERVER_LOCK = 28_0629;

/** Tries to take the server's lock at start, {@link LOCK_RETRY_MS} apart (5 s in all). */
const LOCK_TRIES = 25;
/** Milliseconds between two tries to take the server's lock. */
const LOCK_RETRY_MS = 200;

/** How {@link PgRoomStore.open} opens a store. */
export interface PgStoreOptions {
  /** Connections the pool opens at most (default {@link PG_POOL_SIZE}). */
  readonly poolSize?: number;
  /** `statement_timeout` of every connection (default {@link PG_STATEMENT_TIMEOUT_MS}). */
  readonly statementTimeoutMs?: number;
  /**
   * Whether the store holds the schema for itself (default `true`): opening it while another
   * server holds it is refused. Tests reading a running server's rooms open it shared.
   */
  readonly exclusive?: boolean;
}

/** PostgreSQL's BIGINT (epoch ms) read as a number, not a string: times fit in 2^53. */
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === pg.types.builtins.INT8
      ? (text: string) => Number(text)
      : pg.types.getTypeParser(oid, format as "text")) as typeof pg.types.getTypeParser,
};

/**
 * Hides the password of a database URL (for logs and errors): `postgres://user:***@host/db`.
 * Returns the text unchanged if it is not a URL.
 */
export function redactDatabaseUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "(not a URL)";
  }
}

/** A {@link RoomStore} in PostgreSQL. Open it with {@link PgRoomStore.open}. */
export class PgRoomStore implements RoomStore {
  readonly kind = "postgres" as const;
  /** The epoch this store holds of each room it created or claimed (its writes are fenced). */
  private readonly held = new Map<string, number>();

  private constructor(
    private readonly pool: pg.Pool,
    /** The schema versions applied when the store was opened (empty if it was up to date). */
    readonly migrated: readonly number[],
    /** The connection that holds the server's lock, for an exclusive store. */
    private readonly holder: pg.PoolClient | null,
  ) {}

  /**
   * Connects to the database at `url` (`postgres://USER@HOST:PORT/DB`; `?options=-c
   * search_path=SCHEMA` picks a schema) and brings its schema up to date. Rejects when the
   * database cannot be reached, another server holds it (see {@link PgStoreOptions.exclusive})
   * or its schema is newer than this server's.
   */
  static async open(url: string, options: PgStoreOptions = {}): Promise<PgRoomStore> {
    const exclusive = options.exclusive ?? true;
    const size = options.poolSize ?? PG_POOL_SIZE;
    // (an exclusive store's lock holds one connection of its own)
    const pool = new pg.Pool({
      connectionString: url,
      max: exclusive ? size + 1 : size,
      types,
      statement_timeout: options.statementTimeoutMs ?? PG_STATEMENT_TIMEOUT_MS,
      connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
      // (seen in pg_stat_activity; an application_name in the URL wins)
      application_name: "italia-server",
    });
    // an idle connection that fails (the database restarted) is dropped, not fatal: the next
    // query opens another, or fails as a value
    pool.on("error", () => {});
    let holder: pg.PoolClient | null = null;
    try {
      if (exclusive) {
        holder = await pool.connect();
        holder.on("error", () => {}); // (the lock is lost with it: nothing else to do here)
        // a server killed a moment ago holds it until the database notices its connection closed
        let held = false;
        for (let tries = 0; !held && tries < LOCK_TRIES; tries++) {
          if (tries > 0) await new Promise((r) => setTimeout(r, LOCK_RETRY_MS));
          const got = await holder.query<{ ok: boolean }>(
            "SELECT pg_try_advisory_lock($1, hashtext(current_schema())) AS ok",
            [SERVER_LOCK],
          );
          held = got.rows[0]?.ok === true;
        }
        if (!held) {
          throw new Error(
            "another Italia server uses this database (its schema): one server per database",
          );
        }
      }
      const migrated = await migratePostgres(pool);
      return new PgRoomStore(pool, migrated, holder);
    } catch (e) {
      holder?.release(true);
      await pool.end().catch(() => {});
      throw e;
    }
  }

  /** Runs `work` in one transaction on one connection. */
  private async transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query("BEGIN");
      const result = await work(client);
      await client.query("COMMIT");
      return result;
    } catch (e) {
      await client.query("ROLLBACK").catch(() => {});
      throw e;
    } finally {
      client.release();
    }
  }

  /**
   * Refuses the transaction's writes of room `id` unless its stored epoch is the one this store
   * holds (nothing to check for a room it does not hold). The room's row stays locked until the
   * transaction ends, so a claim waits for the write, or the write sees the claim.
   */
  private async fence(c: pg.PoolClient, id: string): Promise<void> {
    const epoch = this.held.get(id);
    if (epoch === undefined) return;
    const rows = await c.query<{ epoch: number }>(
      "SELECT epoch FROM rooms WHERE id = $1 FOR UPDATE",
      [id],
    );
    if (rows.rows[0]?.epoch !== epoch) throw new FencedError(id);
  }

  /**
   * Runs one UPDATE or DELETE of room `id`'s row (`sql`, with `params`; its last placeholder is
   * `$N` = the epoch held, compared as `(epoch = $N OR $N IS NULL)`): refused with
   * {@link FencedError} when the store holds the room and the row has another epoch, or is gone.
   */
  private async fencedRow(id: string, sql: string, params: unknown[]): Promise<void> {
    const epoch = this.held.get(id) ?? null;
    const result = await this.pool.query(sql, [...params, epoch]);
    if (epoch !== null && result.rowCount === 0) throw new FencedError(id);
  }

  async claimRoom(id: string, owner: string, epoch: number): Promise<number | null> {
    const rows = await this.pool.query<{ epoch: number }>(
      "UPDATE rooms SET owner = $2, epoch = epoch + 1 WHERE id = $1 AND epoch = $3 RETURNING epoch",
      [id, owner, epoch],
    );
    const claimed = rows.rows[0]?.epoch ?? null;
    if (claimed !== null) this.held.set(id, claimed);
    return claimed;
  }

  async releaseRoom(id: string, epoch: number): Promise<void> {
    if (this.held.get(id) !== epoch) return;
    this.held.delete(id);
    await this.pool.query("UPDATE rooms SET owner = NULL WHERE id = $1 AND epoch = $2", [
      id,
      epoch,
    ]);
  }

  async createRoom(room: StoredRoom): Promise<void> {
    await this.transaction(async (c) => {
      await c.query(
        "INSERT INTO rooms (id, terms, seed, stage, turn_deadline, clock_deadline, created_at, watch_id, creator, game, owner, epoch) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 1)",
        [
          room.id,
          JSON.stringify(room.terms),
          room.seed,
          room.stage,
          room.turnDeadline,
          room.clockDeadline,
          room.createdAt,
          room.watchId ?? newRoomId(),
          room.creator ?? null,
          room.game ?? "italia",
          room.owner ?? null,
        ],
      );
      for (const seat of room.seats) await writeSeat(c, room.id, seat);
    });
    this.held.set(room.id, 1);
  }

  async getRoom(id: string): Promise<StoredRoom | null> {
    const head = await this.getRoomHead(id);
    if (!head) return null;
    const rows = await this.pool.query<{ action: string }>(
      "SELECT action FROM actions WHERE room_id = $1 ORDER BY n",
      [id],
    );
    return { ...head, actions: rows.rows.map((a) => JSON.parse(a.action) as unknown) };
  }

  async getRoomHead(id: string): Promise<StoredRoomHead | null> {
    const rows = await this.pool.query<RoomRow>("SELECT * FROM rooms WHERE id = $1", [id]);
    const row = rows.rows[0];
    if (!row) return null;
    return (await this.readHeads([row]))[0] ?? null;
  }

  async hasRoom(id: string): Promise<boolean> {
    return (await this.pool.query("SELECT 1 FROM rooms WHERE id = $1", [id])).rowCount! > 0;
  }

  async activeRooms(): Promise<StoredRoomHead[]> {
    const rows = await this.pool.query<RoomRow>("SELECT * FROM rooms WHERE stage != 'over'");
    return this.readHeads(rows.rows);
  }

  async countPlaying(): Promise<number> {
    const rows = await this.pool.query<{ n: number }>(
      "SELECT COUNT(*)::int AS n FROM rooms WHERE stage = 'playing'",
    );
    return rows.rows[0]!.n;
  }

  async putSeat(id: string, seat: StoredSeat): Promise<void> {
    if (!this.held.has(id)) {
      await writeSeat(this.pool, id, seat);
      return;
    }
    await this.transaction(async (c) => {
      await this.fence(c, id);
      await writeSeat(c, id, seat);
    });
  }

  async setRematch(id: string, rematch: string): Promise<void> {
    await this.fencedRow(
      id,
      "UPDATE rooms SET rematch = $1 WHERE id = $2 AND (epoch = $3 OR $3 IS NULL)",
      [rematch, id],
    );
  }

  async pauseRoom(id: string, pausedAt: number | null, deadlines: Deadlines): Promise<void> {
    await this.fencedRow(
      id,
      "UPDATE rooms SET paused_at = $1, turn_deadline = $2, clock_deadline = $3 WHERE id = $4 AND (epoch = $5 OR $5 IS NULL)",
      [pausedAt, deadlines.turnDeadline, deadlines.clockDeadline, id],
    );
  }

  async startRoom(id: string, deadlines: Deadlines): Promise<void> {
    await this.fencedRow(
      id,
      "UPDATE rooms SET stage = 'playing', turn_deadline = $1, clock_deadline = $2 WHERE id = $3 AND (epoch = $4 OR $4 IS NULL)",
      [deadlines.turnDeadline, deadlines.clockDeadline, id],
    );
  }

  async appendActions(
    id: string,
    from: number,
    actions: readonly unknown[],
    deadlines: Deadlines,
    stage: RoomStage,
  ): Promise<void> {
    await this.transaction(async (c) => {
      await this.fence(c, id);
      if (actions.length > 0) {
        await c.query(
          "INSERT INTO actions (room_id, n, action) SELECT $1, $2::int + t.i - 1, t.a FROM unnest($3::text[]) WITH ORDINALITY AS t(a, i)",
          [id, from, actions.map((a) => JSON.stringify(a))],
        );
      }
      await c.query(
        "UPDATE rooms SET stage = $1, turn_deadline = $2, clock_deadline = $3, ended_at = CASE WHEN $1 = 'over' THEN COALESCE(ended_at, $4) ELSE NULL END WHERE id = $5",
        [stage, deadlines.turnDeadline, deadlines.clockDeadline, Date.now(), id],
      );
    });
  }

  async expire(cutoffs: ExpiryCutoffs): Promise<string[]> {
    // seats, actions and chat go with their room (ON DELETE CASCADE)
    const rows = await this.pool.query<{ id: string }>(
      "DELETE FROM rooms WHERE (stage = 'lobby' AND created_at < $1) OR (stage = 'over' AND COALESCE(ended_at, created_at) < $2) OR (stage = 'playing' AND paused_at IS NOT NULL AND paused_at < $3) RETURNING id",
      [cutoffs.lobbyBefore, cutoffs.finishedBefore, cutoffs.pausedBefore],
    );
    for (const r of rows.rows) this.held.delete(r.id);
    return rows.rows.map((r) => r.id);
  }

  async deleteRoom(id: string): Promise<void> {
    await this.fencedRow(id, "DELETE FROM rooms WHERE id = $1 AND (epoch = $2 OR $2 IS NULL)", [
      id,
    ]);
    this.held.delete(id);
  }

  async roomOfWatch(watchId: string): Promise<string | null> {
    const rows = await this.pool.query<{ id: string }>("SELECT id FROM rooms WHERE watch_id = $1", [
      watchId,
    ]);
    return rows.rows[0]?.id ?? null;
  }

  async addChat(id: string, channel: ChatChannel, line: Omit<ChatLine, "n">): Promise<ChatLine> {
    return this.transaction(async (c) => {
      // the room's row is locked: two lines at once get two numbers
      if (this.held.has(id)) await this.fence(c, id);
      else await c.query("SELECT 1 FROM rooms WHERE id = $1 FOR UPDATE", [id]);
      const last = await c.query<{ n: number }>(
        "SELECT COALESCE(MAX(n), 0)::int AS n FROM chat WHERE room_id = $1",
        [id],
      );
      const stored: ChatLine = { n: last.rows[0]!.n + 1, ...line };
      await c.query(
        "INSERT INTO chat (room_id, n, channel, seat, name, text, at) VALUES ($1, $2, $3, $4, $5, $6, $7)",
        [id, stored.n, channel, line.seat, line.name, line.text, line.at],
      );
      // the channel keeps its latest CHAT_KEPT lines
      await c.query(
        "DELETE FROM chat WHERE room_id = $1 AND channel = $2 AND n <= (SELECT n FROM chat WHERE room_id = $1 AND channel = $2 ORDER BY n DESC LIMIT 1 OFFSET $3)",
        [id, channel, CHAT_KEPT],
      );
      return stored;
    });
  }

  async chatLines(id: string, channel: ChatChannel): Promise<ChatLine[]> {
    const rows = await this.pool.query<ChatLine>(
      "SELECT n, seat, name, text, at FROM chat WHERE room_id = $1 AND channel = $2 ORDER BY n",
      [id, channel],
    );
    return rows.rows.map((r) => ({ n: r.n, seat: r.seat, name: r.name, text: r.text, at: r.at }));
  }

  async close(): Promise<void> {
    // (the lock goes with its connection)
    this.holder?.release(true);
    await this.pool.end();
  }

  /** The heads of these rooms, with their seats (one query for all of them). */
  private async readHeads(rows: readonly RoomRow[]): Promise<StoredRoomHead[]> {
    if (rows.length === 0) return [];
    const seatRows = await this.pool.query<SeatRow>(
      `SELECT room_id, ${SEAT_COLUMNS} FROM seats WHERE room_id = ANY($1::text[]) ORDER BY room_id, seat`,
      [rows.map((r) => r.id)],
    );
    const seats = new Map<string, StoredSeat[]>();
    for (const s of seatRows.rows) {
      const list = seats.get(s.room_id!) ?? [];
      list.push(seatOfRow(s));
      seats.set(s.room_id!, list);
    }
    const heads: StoredRoomHead[] = [];
    for (const row of rows) {
      let watchId = row.watch_id;
      if (watchId === null) {
        // (every room is stored with one; kept for rows written by hand)
        watchId = newRoomId();
        await this.pool.query("UPDATE rooms SET watch_id = $1 WHERE id = $2", [watchId, row.id]);
      }
      heads.push(headOfRow(row, seats.get(row.id) ?? [], watchId));
    }
    return heads;
  }
}

/** Stores a seat (insert, or replace the room's seat of the same number). */
async function writeSeat(db: pg.Pool | pg.PoolClient, id: string, seat: StoredSeat): Promise<void> {
  await db.query(
    "INSERT INTO seats (room_id, seat, name, credential_hash, missed, resigned, invited) VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (room_id, seat) DO UPDATE SET name = EXCLUDED.name, credential_hash = EXCLUDED.credential_hash, missed = EXCLUDED.missed, resigned = EXCLUDED.resigned, invited = EXCLUDED.invited",
    [
      id,
      seat.seat,
      seat.name,
      seat.credentialHash,
      seat.missed,
      seat.resigned === true,
      seat.invited === true,
    ],
  );
}

/**
 * Brings the schema (of the connection's `search_path`) up to date (see `migrations.ts`), under
 * an advisory lock; returns the versions applied. Rejects for a schema newer than this server's.
 */
export async function migratePostgres(pool: pg.Pool, now = Date.now()): Promise<number[]> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    // (a migration, or waiting for another server's, may take longer than a statement may)
    await client.query("SET LOCAL statement_timeout = 0");
    await client.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    await client.query(MIGRATIONS_TABLE);
    const rows = await client.query<{ version: number }>("SELECT version FROM schema_migrations");
    const done = new Set(rows.rows.map((r) => r.version));
    const newest = POSTGRES_MIGRATIONS.at(-1)?.version ?? 0;
    const found = Math.max(0, ...done);
    if (found > newest) throw newerSchemaError(found, newest);
    const applied: number[] = [];
    for (const migration of POSTGRES_MIGRATIONS) {
      if (done.has(migration.version)) continue;
      await client.query(migration.sql);
      await client.query(
        "INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)",
        [migration.version, migration.name, now],
      );
      applied.push(migration.version);
    }
    await client.query("COMMIT");
    return applied;
  } catch (e) {
    await client.query("ROLLBACK").catch(() => {});
    throw e;
  } finally {
    client.release();
  }
}
