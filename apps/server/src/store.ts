/**
 * Where rooms live between restarts: a small {@link RoomStore} interface and its embedded SQLite
 * implementation. A room on disk is its terms, its seed, its seats' hashed credentials, its action
 * log and its timers' deadlines; everything else is derived by replaying the log. Another store
 * (PostgreSQL, for several server processes) implements the same interface.
 *
 * @module
 */
import Database from "better-sqlite3";
import { CHAT_KEPT, type ChatChannel, type ChatLine } from "./chat.js";
import { newRoomId } from "./credentials.js";
import type { RoomTerms } from "./terms.js";

/** Where a room stands. */
export type RoomStage = "lobby" | "playing" | "over";

/** One seat of a stored room: a person's (with a hashed credential) or a bot's. */
export interface StoredSeat {
  readonly seat: number;
  /** The name the person chose (already checked), or `null` for a bot seat. */
  readonly name: string | null;
  /** SHA-256 of the seat's credential, or `null` for a bot seat. */
  readonly credentialHash: Buffer | null;
  /** Turns in a row whose time ran out. */
  readonly missed: number;
  /** The person resigned: the room's bot plays the seat to the end of the game. */
  readonly resigned?: boolean;
  /**
   * A rematch's lobby keeps the seat for a person of the game before, who has not come yet: it is
   * theirs with the same credential, and a bot's if the game starts without them.
   */
  readonly invited?: boolean;
}

/** A stored room: everything the server needs to bring it back. */
export interface StoredRoom {
  readonly id: string;
  readonly terms: RoomTerms;
  /** The game's seed: never leaves the server. */
  readonly seed: string;
  readonly stage: RoomStage;
  readonly seats: readonly StoredSeat[];
  /** Every action applied, in order (people's, bots' and the host's `clockExpired`). */
  readonly actions: readonly unknown[];
  /** When the current person's turn time runs out (epoch ms), or `null`. */
  readonly turnDeadline: number | null;
  /** When a timed game's clock runs out (epoch ms), or `null`. */
  readonly clockDeadline: number | null;
  readonly createdAt: number;
  /**
   * Since when (epoch ms) the game has been paused because nobody was connected to it (its bots
   * and timers stopped); `null` or absent while it is played. Read only while the stage is
   * `playing` (a bot step in flight at the pause may end the game: the value then stays, unused).
   */
  readonly pausedAt?: number | null;
  /** The room of the rematch its people were offered once the game was over, if any. */
  readonly rematch?: string | null;
  /**
   * The room's watch id: the secret of its watch link, which opens the room to spectators only
   * (128 random bits, like a room id; never the room id). A room stored before watch links gets
   * one when it is first read.
   */
  readonly watchId?: string;
  /**
   * The key of the client address that created the room (or the room it is a rematch of), so that
   * its bots' thinking counts against that client's share (see `bot-scheduler.ts`); `null` or
   * absent for rooms stored before the server kept it. Deleted with the room.
   */
  readonly creator?: string | null;
  /** The room's game (`info.id`: `"italia"`); absent in rooms stored before rooms named it. */
  readonly game?: string;
}

/** A stored room without its action log. */
export type StoredRoomHead = Omit<StoredRoom, "actions">;

/** The deadlines of a room's timers (epoch ms, `null` when not running). */
export interface Deadlines {
  readonly turnDeadline: number | null;
  readonly clockDeadline: number | null;
}

/** When stored rooms' time is up (epoch ms): rooms whose moment falls before are deleted. */
export interface ExpiryCutoffs {
  /** Lobbies created before it. */
  readonly lobbyBefore: number;
  /** Finished games that ended before it. */
  readonly finishedBefore: number;
  /** Started games paused (nobody connected) since before it: abandoned. */
  readonly pausedBefore: number;
}

/** Room persistence. Every method is durable when it returns (the server broadcasts after). */
export interface RoomStore {
  /** Stores a new room in the lobby. */
  createRoom(room: StoredRoom): void;
  /** The room with this id, or `null`. */
  getRoom(id: string): StoredRoom | null;
  /**
   * The room with this id without its action log (which grows with the game: reading it is for
   * bringing a game back, not for answering who is in a room), or `null`.
   */
  getRoomHead(id: string): StoredRoomHead | null;
  /** Whether a room with this id is stored (reads nothing else). */
  hasRoom(id: string): boolean;
  /**
   * Every room that is not over, without its action log (after a restart: lobbies are brought
   * back, started games are loaded when one of their people joins).
   */
  activeRooms(): StoredRoomHead[];
  /** The number of started games stored, not over (in memory or not). */
  countPlaying(): number;
  /** Records the room of the rematch offered once this room's game was over. */
  setRematch(id: string, rematch: string): void;
  /** Stores a seat (taken in the lobby, or a change to its missed-turn count or resignation). */
  putSeat(id: string, seat: StoredSeat): void;
  /**
   * Marks the game paused since `pausedAt` (epoch ms) with its deadlines as they stood, or played
   * again (`null`) with its deadlines moved on by the pause.
   */
  pauseRoom(id: string, pausedAt: number | null, deadlines: Deadlines): void;
  /** Marks the game started with these deadlines. */
  startRoom(id: string, deadlines: Deadlines): void;
  /**
   * Appends actions (numbered from `from`, the count already stored) and sets the deadlines and
   * the stage, in one transaction.
   */
  appendActions(
    id: string,
    from: number,
    actions: readonly unknown[],
    deadlines: Deadlines,
    stage: RoomStage,
  ): void;
  /**
   * Deletes the rooms whose time is up (see {@link ExpiryCutoffs}) with their seats and actions;
   * returns their ids.
   */
  expire(cutoffs: ExpiryCutoffs): string[];
  /** Deletes a room with its seats, actions and chat (a lobby its creator never entered). */
  deleteRoom(id: string): void;
  /** The id of the room whose watch id is `watchId`, or `null`. */
  roomOfWatch(watchId: string): string | null;
  /**
   * Stores a line of chat of `channel` (its number is the room's next); only the latest
   * {@link CHAT_KEPT} lines of each channel are kept. Returns the line as stored.
   */
  addChat(id: string, channel: ChatChannel, line: Omit<ChatLine, "n">): ChatLine;
  /** The room's kept lines of chat of `channel`, oldest first. */
  chatLines(id: string, channel: ChatChannel): ChatLine[];
  /** Closes the store (after the write in progress). */
  close(): void;
}

/** SQL of the store's tables. */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS rooms (
  id TEXT PRIMARY KEY,
  terms TEXT NOT NULL,
  seed TEXT NOT NULL,
  stage TEXT NOT NULL,
  turn_deadline INTEGER,
  clock_deadline INTEGER,
  created_at INTEGER NOT NULL,
  ended_at INTEGER,
  paused_at INTEGER,
  rematch TEXT,
  watch_id TEXT,
  creator TEXT,
  game TEXT NOT NULL DEFAULT 'italia'
);
CREATE TABLE IF NOT EXISTS seats (
  room_id TEXT NOT NULL,
  seat INTEGER NOT NULL,
  name TEXT,
  credential_hash BLOB,
  missed INTEGER NOT NULL DEFAULT 0,
  resigned INTEGER NOT NULL DEFAULT 0,
  invited INTEGER NOT NULL DEFAULT 0,
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
);
`;

interface RoomRow {
  id: string;
  terms: string;
  seed: string;
  stage: RoomStage;
  turn_deadline: number | null;
  clock_deadline: number | null;
  created_at: number;
  paused_at: number | null;
  rematch: string | null;
  watch_id: string | null;
  creator: string | null;
  game: string;
}

interface ChatRow {
  n: number;
  seat: number | null;
  name: string;
  text: string;
  at: number;
}

interface SeatRow {
  seat: number;
  name: string | null;
  credential_hash: Buffer | null;
  missed: number;
  resigned: number;
  invited: number;
}

/** A {@link RoomStore} in one SQLite file (WAL mode, synchronous writes). */
export class SqliteRoomStore implements RoomStore {
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

  /** Opens (or creates) the database at `file` (`":memory:"` for a throwaway store). */
  constructor(file: string) {
    this.db = new Database(file);
    this.db.pragma("journal_mode = WAL");
    this.db.pragma("synchronous = NORMAL");
    this.db.exec(SCHEMA);
    // a file from before ended_at was added gets the column (finished rooms then count from
    // their creation)
    const columns = this.db.prepare("PRAGMA table_info(rooms)").all() as { name: string }[];
    if (!columns.some((c) => c.name === "ended_at")) {
      this.db.exec("ALTER TABLE rooms ADD COLUMN ended_at INTEGER");
    }
    // and one from before paused_at, the column (its games were all being played)
    if (!columns.some((c) => c.name === "paused_at")) {
      this.db.exec("ALTER TABLE rooms ADD COLUMN paused_at INTEGER");
    }
    // and one from before watch links, the column (each room gets its watch id when first read)
    if (!columns.some((c) => c.name === "watch_id")) {
      this.db.exec("ALTER TABLE rooms ADD COLUMN watch_id TEXT");
    }
    this.db.exec("CREATE UNIQUE INDEX IF NOT EXISTS rooms_watch_id ON rooms (watch_id)");
    // and one from before resignations, the seats' column (nobody had resigned)
    const seatColumns = this.db.prepare("PRAGMA table_info(seats)").all() as { name: string }[];
    if (!seatColumns.some((c) => c.name === "resigned")) {
      this.db.exec("ALTER TABLE seats ADD COLUMN resigned INTEGER NOT NULL DEFAULT 0");
    }
    // and from before rematches, their columns (no rematch was offered)
    if (!seatColumns.some((c) => c.name === "invited")) {
      this.db.exec("ALTER TABLE seats ADD COLUMN invited INTEGER NOT NULL DEFAULT 0");
    }
    if (!columns.some((c) => c.name === "rematch")) {
      this.db.exec("ALTER TABLE rooms ADD COLUMN rematch TEXT");
    }
    // and one from before the creator was kept (its rooms count as their own clients)
    if (!columns.some((c) => c.name === "creator")) {
      this.db.exec("ALTER TABLE rooms ADD COLUMN creator TEXT");
    }
    // and one from before rooms named their game (they were all Italia's)
    if (!columns.some((c) => c.name === "game")) {
      this.db.exec("ALTER TABLE rooms ADD COLUMN game TEXT NOT NULL DEFAULT 'italia'");
    }
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

  createRoom(room: StoredRoom): void {
    this.db.transaction(() => {
      this.db
        .prepare(
          "INSERT INTO rooms (id, terms, seed, stage, turn_deadline, clock_deadline, created_at, watch_id, creator, game) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
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
        );
      for (const seat of room.seats) this.putSeat(room.id, seat);
    })();
  }

  getRoom(id: string): StoredRoom | null {
    const row = this.db.prepare("SELECT * FROM rooms WHERE id = ?").get(id) as RoomRow | undefined;
    return row ? this.read(row) : null;
  }

  getRoomHead(id: string): StoredRoomHead | null {
    const row = this.db.prepare("SELECT * FROM rooms WHERE id = ?").get(id) as RoomRow | undefined;
    return row ? this.readHead(row) : null;
  }

  hasRoom(id: string): boolean {
    return this.db.prepare("SELECT 1 FROM rooms WHERE id = ?").get(id) !== undefined;
  }

  activeRooms(): StoredRoomHead[] {
    const rows = this.db.prepare("SELECT * FROM rooms WHERE stage != 'over'").all() as RoomRow[];
    return rows.map((row) => this.readHead(row));
  }

  countPlaying(): number {
    return (
      this.db.prepare("SELECT COUNT(*) AS n FROM rooms WHERE stage = 'playing'").get() as {
        n: number;
      }
    ).n;
  }

  putSeat(id: string, seat: StoredSeat): void {
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

  setRematch(id: string, rematch: string): void {
    this.db.prepare("UPDATE rooms SET rematch = ? WHERE id = ?").run(rematch, id);
  }

  pauseRoom(id: string, pausedAt: number | null, deadlines: Deadlines): void {
    this.db
      .prepare("UPDATE rooms SET paused_at = ?, turn_deadline = ?, clock_deadline = ? WHERE id = ?")
      .run(pausedAt, deadlines.turnDeadline, deadlines.clockDeadline, id);
  }

  startRoom(id: string, deadlines: Deadlines): void {
    this.db
      .prepare(
        "UPDATE rooms SET stage = 'playing', turn_deadline = ?, clock_deadline = ? WHERE id = ?",
      )
      .run(deadlines.turnDeadline, deadlines.clockDeadline, id);
  }

  appendActions(
    id: string,
    from: number,
    actions: readonly unknown[],
    deadlines: Deadlines,
    stage: RoomStage,
  ): void {
    this.append(id, from, actions, deadlines, stage);
  }

  expire(cutoffs: ExpiryCutoffs): string[] {
    return this.db.transaction(() => {
      const rows = this.db
        .prepare(
          "SELECT id FROM rooms WHERE (stage = 'lobby' AND created_at < ?) OR (stage = 'over' AND COALESCE(ended_at, created_at) < ?) OR (stage = 'playing' AND paused_at IS NOT NULL AND paused_at < ?)",
        )
        .all(cutoffs.lobbyBefore, cutoffs.finishedBefore, cutoffs.pausedBefore) as {
        id: string;
      }[];
      for (const { id } of rows) this.deleteRows(id);
      return rows.map((r) => r.id);
    })();
  }

  deleteRoom(id: string): void {
    this.db.transaction(() => this.deleteRows(id))();
  }

  roomOfWatch(watchId: string): string | null {
    const row = this.db.prepare("SELECT id FROM rooms WHERE watch_id = ?").get(watchId) as
      | { id: string }
      | undefined;
    return row?.id ?? null;
  }

  addChat(id: string, channel: ChatChannel, line: Omit<ChatLine, "n">): ChatLine {
    return this.db.transaction(() => {
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
    })();
  }

  chatLines(id: string, channel: ChatChannel): ChatLine[] {
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

  close(): void {
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
        .prepare(
          "SELECT seat, name, credential_hash, missed, resigned, invited FROM seats WHERE room_id = ? ORDER BY seat",
        )
        .all(row.id) as SeatRow[]
    ).map((s) => ({
      seat: s.seat,
      name: s.name,
      credentialHash: s.credential_hash,
      missed: s.missed,
      ...(s.resigned ? { resigned: true } : {}),
      ...(s.invited ? { invited: true } : {}),
    }));
    let watchId = row.watch_id;
    if (watchId === null) {
      // a room stored before watch links: its watch id is made once, here
      watchId = newRoomId();
      this.db.prepare("UPDATE rooms SET watch_id = ? WHERE id = ?").run(watchId, row.id);
    }
    return {
      id: row.id,
      terms: JSON.parse(row.terms) as RoomTerms,
      seed: row.seed,
      stage: row.stage,
      seats,
      turnDeadline: row.turn_deadline,
      clockDeadline: row.clock_deadline,
      createdAt: row.created_at,
      pausedAt: row.paused_at,
      rematch: row.rematch ?? null,
      watchId,
      creator: row.creator ?? null,
      game: row.game,
    };
  }
}
