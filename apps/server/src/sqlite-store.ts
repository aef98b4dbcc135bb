/**
 * The embedded store: a {@link RoomStore} in one SQLite file (better-sqlite3, WAL mode), the
 * server's default. Its calls are synchronous underneath; the interface's promises resolve once
 * the write is done.
 *
 * @module
 */
import Database from "better-sqlite3";
import { CHAT_KEPT, type ChatChannel, type ChatLine } from "./chat.js";
import { newRoomId } from "./credentials.js";
import { MIGRATIONS_TABLE, newerSchemaError, SQLITE_MIGRATIONS } from "./migrations.js";
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

interface ChatRow {
  n: number;
  seat: number | null;
  name: string;
  text: string;
  at: number;
}

/**
 * Brings the open file's schema up to date (see `migrations.ts`); returns the versions applied.
 * Throws for a file whose schema is newer than this server's.
 */
export function migrateSqlite(db: Database.Database, now = Date.now()): number[] {
  db.exec(MIGRATIONS_TABLE);
  const done = new Set(
    (db.prepare("SELECT version FROM schema_migrations").all() as { version: number }[]).map(
      (r) => r.version,
    ),
  );
  const newest = SQLITE_MIGRATIONS.at(-1)?.version ?? 0;
  const found = Math.max(0, ...done);
  if (found > newest) throw newerSchemaError(found, newest);
  const applied: number[] = [];
  for (const migration of SQLITE_MIGRATIONS) {
    if (done.has(migration.version)) continue;
    db.transaction(() => {
      migration.apply(db);
      db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)").run(
        migration.version,
        migration.name,
        now,
      );
    })();
    applied.push(migration.version);
  }
  return applied;
}

/** A {@link RoomStore} in one SQLite file (WAL mode, synchronous writes). */
export class SqliteRoomStore implements RoomStore {
  readonly kind = "sqlite" as const;
  /** The epoch this store holds of each room it created or claimed (its writes are fenced). */
  private readonly held = new Map<string, number>();
  /** The schema versions applied when the file was opened (empty if it was up to date). */
  readonly migrated: readonly number[];
  private readonly db: Database.Database;
  private readonly insertAction: Database.Statement;
  private readonly updateRoom: Database.Statement;
  private readonly append: (
    id: string,
    from: number,
    actions: readonly unknown[],
    deadlines: Deadlines,
    stage: RoomStage,
  ) => void;

  /**
   * Opens (or creates) the database at `file` (`":memory:"` for a throwaway store) and brings
   * its schema up to date.
   */
  constructor(file: string) {
    this.db = new Database(file);
    this.db.pragma("journal_mode = WAL");
    this.db.pragma("synchronous = NORMAL");
    this.migrated = migrateSqlite(this.db);
    this.insertAction = this.db.prepare(
      "INSERT INTO actions (room_id, n, action) VALUES (?, ?, ?)",
    );
    this.updateRoom = this.db.prepare(
      "UPDATE rooms SET stage = ?, turn_deadline = ?, clock_deadline = ?, ended_at = CASE WHEN ? = 'over' THEN COALESCE(ended_at, ?) ELSE NULL END WHERE id = ?",
    );
    this.append = this.db.transaction(
      (
        id: string,
        from: number,
        actions: readonly unknown[],
        deadlines: Deadlines,
        stage: RoomStage,
      ) => {
        this.fence(id);
        actions.forEach((a, i) => {
          this.insertAction.run(id, from + i, JSON.stringify(a));
        });
        this.updateRoom.run(
          stage,
          deadlines.turnDeadline,
          deadlines.clockDeadline,
          stage,
          Date.now(),
          id,
        );
      },
    );
  }

  /**
   * Throws {@link FencedError} unless room `id`'s stored epoch is the one this store holds
   * (nothing to check for a room it does not hold). Called inside the write's transaction.
   */
  private fence(id: string): void {
    const epoch = this.held.get(id);
    if (epoch === undefined) return;
    const row = this.db.prepare("SELECT epoch FROM rooms WHERE id = ?").get(id) as
      | { epoch: number }
      | undefined;
    if (row?.epoch !== epoch) throw new FencedError(id);
  }

  /** Runs `write` in one transaction after {@link fence}. */
  private fenced<T>(id: string, write: () => T): T {
    return this.db.transaction(() => {
      this.fence(id);
      return write();
    })();
  }

  async claimRoom(id: string, owner: string, epoch: number): Promise<number | null> {
    const row = this.db
      .prepare(
        "UPDATE rooms SET owner = ?, epoch = epoch + 1 WHERE id = ? AND epoch = ? RETURNING epoch",
      )
      .get(owner, id, epoch) as { epoch: number } | undefined;
    if (!row) return null;
    this.held.set(id, row.epoch);
    return row.epoch;
  }

  async releaseRoom(id: string, epoch: number): Promise<void> {
    if (this.held.get(id) !== epoch) return;
    this.held.delete(id);
    this.db.prepare("UPDATE rooms SET owner = NULL WHERE id = ? AND epoch = ?").run(id, epoch);
  }

  async createRoom(room: StoredRoom): Promise<void> {
    this.db.transaction(() => {
      this.db
        .prepare(
          "INSERT INTO rooms (id, terms, seed, stage, turn_deadline, clock_deadline, created_at, watch_id, creator, game, owner, epoch) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)",
        )
        .run(
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
        );
      for (const seat of room.seats) this.writeSeat(room.id, seat);
    })();
    this.held.set(room.id, 1);
  }

  async getRoom(id: string): Promise<StoredRoom | null> {
    const row = this.db.prepare("SELECT * FROM rooms WHERE id = ?").get(id) as RoomRow | undefined;
    return row ? this.read(row) : null;
  }

  async getRoomHead(id: string): Promise<StoredRoomHead | null> {
    const row = this.db.prepare("SELECT * FROM rooms WHERE id = ?").get(id) as RoomRow | undefined;
    return row ? this.readHead(row) : null;
  }

  async hasRoom(id: string): Promise<boolean> {
    return this.db.prepare("SELECT 1 FROM rooms WHERE id = ?").get(id) !== undefined;
  }

  async activeRooms(): Promise<StoredRoomHead[]> {
    const rows = this.db.prepare("SELECT * FROM rooms WHERE stage != 'over'").all() as RoomRow[];
    return rows.map((row) => this.readHead(row));
  }

  async countPlaying(): Promise<number> {
    return (
      this.db.prepare("SELECT COUNT(*) AS n FROM rooms WHERE stage = 'playing'").get() as {
        n: number;
      }
    ).n;
  }

  async putSeat(id: string, seat: StoredSeat): Promise<void> {
    this.fenced(id, () => this.writeSeat(id, seat));
  }

  private writeSeat(id: string, seat: StoredSeat): void {
    this.db
      .prepare(
        "INSERT OR REPLACE INTO seats (room_id, seat, name, credential_hash, missed, resigned, invited) VALUES (?, ?, ?, ?, ?, ?, ?)",
      )
      .run(
        id,
        seat.seat,
        seat.name,
        seat.credentialHash,
        seat.missed,
        seat.resigned ? 1 : 0,
        seat.invited ? 1 : 0,
      );
  }

  async setRematch(id: string, rematch: string): Promise<void> {
    this.fenced(id, () =>
      this.db.prepare("UPDATE rooms SET rematch = ? WHERE id = ?").run(rematch, id),
    );
  }

  async pauseRoom(id: string, pausedAt: number | null, deadlines: Deadlines): Promise<void> {
    this.fenced(id, () =>
      this.db
        .prepare(
          "UPDATE rooms SET paused_at = ?, turn_deadline = ?, clock_deadline = ? WHERE id = ?",
        )
        .run(pausedAt, deadlines.turnDeadline, deadlines.clockDeadline, id),
    );
  }

  async startRoom(id: string, deadlines: Deadlines): Promise<void> {
    this.fenced(id, () =>
      this.db
        .prepare(
          "UPDATE rooms SET stage = 'playing', turn_deadline = ?, clock_deadline = ? WHERE id = ?",
        )
        .run(deadlines.turnDeadline, deadlines.clockDeadline, id),
    );
  }

  async appendActions(
    id: string,
    from: number,
    actions: readonly unknown[],
    deadlines: Deadlines,
    stage: RoomStage,
  ): Promise<void> {
    this.append(id, from, actions, deadlines, stage);
  }

  async expire(cutoffs: ExpiryCutoffs): Promise<string[]> {
    return this.db.transaction(() => {
      const rows = this.db
        .prepare(
          "SELECT id FROM rooms WHERE (stage = 'lobby' AND created_at < ?) OR (stage = 'over' AND COALESCE(ended_at, created_at) < ?) OR (stage = 'playing' AND paused_at IS NOT NULL AND paused_at < ?)",
        )
        .all(cutoffs.lobbyBefore, cutoffs.finishedBefore, cutoffs.pausedBefore) as {
        id: string;
      }[];
      for (const { id } of rows) {
        this.deleteRows(id);
        this.held.delete(id);
      }
      return rows.map((r) => r.id);
    })();
  }

  async deleteRoom(id: string): Promise<void> {
    this.fenced(id, () => this.deleteRows(id));
    this.held.delete(id);
  }

  async roomOfWatch(watchId: string): Promise<string | null> {
    const row = this.db.prepare("SELECT id FROM rooms WHERE watch_id = ?").get(watchId) as
      | { id: string }
      | undefined;
    return row?.id ?? null;
  }

  async addChat(id: string, channel: ChatChannel, line: Omit<ChatLine, "n">): Promise<ChatLine> {
    return this.fenced(id, () => {
      const last = this.db
        .prepare("SELECT COALESCE(MAX(n), 0) AS n FROM chat WHERE room_id = ?")
        .get(id) as { n: number };
      const stored: ChatLine = { n: last.n + 1, ...line };
      this.db
        .prepare(
          "INSERT INTO chat (room_id, n, channel, seat, name, text, at) VALUES (?, ?, ?, ?, ?, ?, ?)",
        )
        .run(id, stored.n, channel, line.seat, line.name, line.text, line.at);
      // the channel keeps its latest CHAT_KEPT lines
      this.db
        .prepare(
          "DELETE FROM chat WHERE room_id = ? AND channel = ? AND n <= (SELECT n FROM chat WHERE room_id = ? AND channel = ? ORDER BY n DESC LIMIT 1 OFFSET ?)",
        )
        .run(id, channel, id, channel, CHAT_KEPT);
      return stored;
    });
  }

  async chatLines(id: string, channel: ChatChannel): Promise<ChatLine[]> {
    const rows = this.db
      .prepare(
        "SELECT n, seat, name, text, at FROM chat WHERE room_id = ? AND channel = ? ORDER BY n",
      )
      .all(id, channel) as ChatRow[];
    return rows.map((r) => ({ n: r.n, seat: r.seat, name: r.name, text: r.text, at: r.at }));
  }

  /** Deletes a room's rows from every table (inside a transaction). */
  private deleteRows(id: string): void {
    this.db.prepare("DELETE FROM chat WHERE room_id = ?").run(id);
    this.db.prepare("DELETE FROM actions WHERE room_id = ?").run(id);
    this.db.prepare("DELETE FROM seats WHERE room_id = ?").run(id);
    this.db.prepare("DELETE FROM rooms WHERE id = ?").run(id);
  }

  async close(): Promise<void> {
    this.db.close();
  }

  private read(row: RoomRow): StoredRoom {
    const actions = (
      this.db.prepare("SELECT action FROM actions WHERE room_id = ? ORDER BY n").all(row.id) as {
        action: string;
      }[]
    ).map((a) => JSON.parse(a.action) as unknown);
    return { ...this.readHead(row), actions };
  }

  private readHead(row: RoomRow): StoredRoomHead {
    const seats = (
      this.db
        .prepare(`SELECT ${SEAT_COLUMNS} FROM seats WHERE room_id = ? ORDER BY seat`)
        .all(row.id) as SeatRow[]
    ).map(seatOfRow);
    let watchId = row.watch_id;
    if (watchId === null) {
      // a room stored before watch links: its watch id is made once, here
      watchId = newRoomId();
      this.db.prepare("UPDATE rooms SET watch_id = ? WHERE id = ?").run(watchId, row.id);
    }
    return headOfRow(row, seats, watchId);
  }
}
