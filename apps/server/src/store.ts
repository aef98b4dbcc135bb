/**
 * Where rooms live between restarts: the asynchronous {@link RoomStore} interface and what it
 * stores. A stored room is its terms, its seed, its seats' hashed credentials, its action log and
 * its timers' deadlines; everything else is derived by replaying the log. Two stores implement it:
 * embedded SQLite (`sqlite-store.ts`, the default) and PostgreSQL (`pg-store.ts`, `--database`);
 * both bring their schema up to date at start (`migrations.ts`).
 *
 * @module
 */
import type { ChatChannel, ChatLine } from "./chat.js";
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
  /**
   * The id of the server process that owns the room (created it, or claimed it last with
   * {@link RoomStore.claimRoom}), or `null` for a room stored before rooms had owners.
   */
  readonly owner?: string | null;
  /**
   * The room's ownership epoch: 1 when created, one more at each claim. A process writes the
   * room only while the epoch is the one it holds (see {@link FencedError}).
   */
  readonly epoch?: number;
}

/**
 * A write of a room refused because the room's ownership epoch in the store is no longer the one
 * this process holds: another process claimed the room (this one stalled, or was thought dead),
 * or the room was deleted. Nothing of the write was stored; the room must leave this process.
 */
export class FencedError extends Error {
  /** The refusal's code. */
  readonly code = "FENCED";
  constructor(
    /** The room. */
    readonly room: string,
  ) {
    super(`room ${room}: another server process owns it now (its epoch moved on): write refused`);
    this.name = "FencedError";
  }
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

/**
 * Room persistence. Every method is asynchronous and durable when its promise resolves (the server
 * sends clients nothing before): SQLite (`SqliteRoomStore`, one process) and PostgreSQL
 * (`PgRoomStore`, `--database`) implement it. A method's promise rejects when the store
 * fails (a lost connection, a full disk) or fences a write ({@link FencedError}); callers turn
 * that into a refusal, never a crash. The writes of a room this store created or claimed are
 * fenced by the room's epoch; others (a test's, a tool's) are not.
 */
export interface RoomStore {
  /** Which store this is: `sqlite` or `postgres` (logged at start). */
  readonly kind: "sqlite" | "postgres";
  /**
   * Stores a new room in the lobby, owned by its `owner` at epoch 1: this store holds it (its
   * writes are fenced from then on, see {@link claimRoom}).
   */
  createRoom(room: StoredRoom): Promise<void>;
  /**
   * Claims room `id` for process `owner`: a compare-and-set that succeeds only while the room's
   * epoch is still `epoch` (the one read with it), and moves it on by one. Returns the new epoch,
   * or `null` when the room is gone or another claim came first. From a successful claim on,
   * every write of the room through this store carries the new epoch, in the same statement or
   * transaction, and is refused with {@link FencedError} once the stored epoch differs.
   */
  claimRoom(id: string, owner: string, epoch: number): Promise<number | null>;
  /**
   * The room, held at `epoch`, left this process's memory (unloaded, over): its owner is
   * cleared if the store still has it at that epoch (so another process may load it without
   * waiting for this one to die), and this store holds it no longer. Nothing happens when this
   * store holds it at another epoch (it was loaded again since).
   */
  releaseRoom(id: string, epoch: number): Promise<void>;
  /** The room with this id, or `null`. */
  getRoom(id: string): Promise<StoredRoom | null>;
  /**
   * The room with this id without its action log (which grows with the game: reading it is for
   * bringing a game back, not for answering who is in a room), or `null`.
   */
  getRoomHead(id: string): Promise<StoredRoomHead | null>;
  /** Whether a room with this id is stored (reads nothing else). */
  hasRoom(id: string): Promise<boolean>;
  /**
   * Every room that is not over, without its action log (after a restart: lobbies are brought
   * back, started games are loaded when one of their people joins).
   */
  activeRooms(): Promise<StoredRoomHead[]>;
  /** The number of started games stored, not over (in memory or not). */
  countPlaying(): Promise<number>;
  /** Records the room of the rematch offered once this room's game was over. */
  setRematch(id: string, rematch: string): Promise<void>;
  /** Stores a seat (taken in the lobby, or a change to its missed-turn count or resignation). */
  putSeat(id: string, seat: StoredSeat): Promise<void>;
  /**
   * Marks the game paused since `pausedAt` (epoch ms) with its deadlines as they stood, or played
   * again (`null`) with its deadlines moved on by the pause.
   */
  pauseRoom(id: string, pausedAt: number | null, deadlines: Deadlines): Promise<void>;
  /** Marks the game started with these deadlines. */
  startRoom(id: string, deadlines: Deadlines): Promise<void>;
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
  ): Promise<void>;
  /**
   * Deletes the rooms whose time is up (see {@link ExpiryCutoffs}) with their seats and actions;
   * returns their ids.
   */
  expire(cutoffs: ExpiryCutoffs): Promise<string[]>;
  /**
   * Deletes a room with its seats, actions and chat (a lobby its creator never entered); fenced
   * like the room's writes.
   */
  deleteRoom(id: string): Promise<void>;
  /** The id of the room whose watch id is `watchId`, or `null`. */
  roomOfWatch(watchId: string): Promise<string | null>;
  /**
   * Stores a line of chat of `channel` (its number is the room's next); only the latest
   * `CHAT_KEPT` lines of each channel are kept (see `chat.ts`). Returns the line as stored.
   */
  addChat(id: string, channel: ChatChannel, line: Omit<ChatLine, "n">): Promise<ChatLine>;
  /** The room's kept lines of chat of `channel`, oldest first. */
  chatLines(id: string, channel: ChatChannel): Promise<ChatLine[]>;
  /** Closes the store (after the writes in progress). */
  close(): Promise<void>;
}
