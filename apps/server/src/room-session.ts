/**
 * One room's game session, apart from the transport, for any game the server plays (its
 * {@link GameKind}): seats and their credentials, the lobby, the {@link GameHost} that plays the
 * game (bots in empty seats, people's submitted actions), the turn timer (R13.3), the clock of a
 * timed game (Italia's R11.4) and persistence — every change is written to the {@link RoomStore}
 * before anything about it is sent. The room's writes go to the store one after another, in the
 * order its memory changed; a write that fails takes the room out of memory (the store keeps the
 * game as last written: see {@link RoomOutlet.storeFailed}).
 *
 * Several seats may act at once (a shared decision): each person among them is sent the decision
 * with their legal moves, the first valid action counts, and the room's bots wait while a person
 * is among the actors; the turn owner's timer bounds the decision.
 *
 * @module
 */
import { botName, type SeatPlayer } from "@italia/bot-sdk";
import { type BotMaker, mainThreadBots } from "./bot-pool.js";
import type { BotOwner } from "./bot-scheduler.js";
import {
  CHAT_KEPT,
  CHAT_NOT_STORED,
  CHAT_RATE_REFUSAL,
  type ChatChannel,
  type ChatLine,
  ChatRate,
  readChatText,
} from "./chat.js";
import { DEFAULT_KEEP_FINISHED_MS, DEFAULT_LOBBY_TTL_MS } from "./config.js";
import { hashCredential, matchCredential, newCredential } from "./credentials.js";
import {
  type AnyHost,
  type AnyPlayer,
  type AnyStep,
  type GameKind,
  gameKindOf,
} from "./game-kinds.js";
import {
  MISSED_TURNS_LIMIT,
  readAnswer,
  type SeatInfo,
  type SeatsState,
  type SeatUpdate,
  type ServedRecord,
  type SpectatorUpdate,
  seatInfoOf,
  type UpdateAction,
} from "./room-messages.js";
import { RoomUpdates } from "./room-updates.js";
import { RoomWrites } from "./room-writes.js";
import type { Deadlines, RoomStage, RoomStore, StoredRoom, StoredSeat } from "./store.js";
import { botSeatsOf, nameKey, type Refusal } from "./terms.js";

/**
 * Milliseconds a room's bot may take for one decision. The server's own bots are trusted code:
 * the limit only guards against a bug, and is wide enough that a decision waiting for a busy bot
 * thread is never cut short (which would make the bot play the fallback instead of its choice).
 */
export const ROOM_BOT_DECISION_MS = 120_000;

/** Options of a {@link RoomSession}. */
export interface RoomSessionOptions {
  /** Milliseconds in a minute of a timed game (60 000; tests shorten it). */
  readonly minuteMs?: number;
  /**
   * Milliseconds in a second of the room's turn timer (1 000; tests shorten it, see
   * `ITALIA_SECOND_MS`): a turn lasts `turnSeconds` of them, and a person back after a pause gets
   * at least {@link RESUMED_TURN_MS} scaled the same way.
   */
  readonly secondMs?: number;
  /** The wall clock (epoch ms). */
  readonly now?: () => number;
  /** Where the room's bots come from (default: bots on the main thread). */
  readonly bots?: BotMaker;
  /** Milliseconds a lobby is kept before it is deleted (default 24 hours; `--lobby-ttl`). */
  readonly lobbyTtlMs?: number;
  /** Milliseconds a finished room is kept (default 7 days; `--keep-finished`). */
  readonly keepFinishedMs?: number;
}

/**
 * Least time (ms) a person to act is given when a paused game is played again, however little of
 * their turn was left at the pause (never more than a whole turn): time to see the board first.
 */
export const RESUMED_TURN_MS = 10_000;

/** How a room reaches its clients (the transport implements it). */
export interface RoomOutlet {
  /** Sends each connected seat its {@link SeatUpdate}. */
  update(game: RoomSession): void;
  /** Sends everybody the seats (lobby state). */
  seats(game: RoomSession): void;
  /** Tells everybody that a turn's time ran out and a bot played it (R13.3). */
  timedOut(seat: number, away: boolean): void;
  /**
   * A write of the room failed: the session is closed (nothing of it after the failed write was
   * sent), and the room should leave memory so that its game is loaded again from the store.
   */
  storeFailed?(game: RoomSession, error: unknown): void;
}

/** Something that went wrong inside the room (an engine invariant): logged, never sent. */
export type Fault = (error: unknown) => void;

/** A room's game session (any game of {@link GameKind}). */
export class RoomSession {
  readonly id: string;
  /** The room's game. */
  readonly kind: GameKind;
  private room: StoredRoom;
  private seatsNow: StoredSeat[];
  private readonly connected = new Set<number>();
  private host: AnyHost | null = null;
  /** The actions played and what each seat and the spectators have been sent of them. */
  private readonly updates: RoomUpdates;
  /**
   * The bots that finish late turns, by the seat they play for (one for every seat if the game's
   * {@link GameKind.oneLateBot}), made when first needed.
   */
  private readonly lateBots = new Map<number, NonNullable<AnyPlayer>>();
  /** The bot playing each seat, if any. */
  private readonly seatBots: AnyPlayer[];
  private readonly bots: BotMaker;
  /**
   * Whose the room's bot decisions are, for fair shares of the bots' time: the room, and the
   * client that created it (a room stored before the creator was kept counts as its own client).
   */
  readonly owner: BotOwner;
  private readonly minuteMs: number;
  private readonly secondMs: number;
  private readonly lobbyTtlMs: number;
  private readonly keepFinishedMs: number;
  /** When the game ended (epoch ms), once it is over. */
  private endedAt: number | null = null;
  private readonly now: () => number;
  private persisted = 0;
  private deadlines: Deadlines;
  private stageNow: RoomStage;
  private turnTimer: NodeJS.Timeout | null = null;
  private clockTimer: NodeJS.Timeout | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  /** The room's store writes, one after another in the order they were asked for. */
  private readonly writes: RoomWrites;
  private closed = false;
  /** Since when (epoch ms) the game is paused with nobody connected, or `null`. */
  private pausedAt: number | null;
  /** The room of the rematch offered once the game was over, or `null`. */
  private rematchRoom: string | null;
  /** How fast each seat and spectator may chat. */
  private readonly chatRate: ChatRate;
  /** The kept chat of each channel (read from the store when first needed). */
  private readonly chat: { players?: Promise<ChatLine[]>; spectators?: Promise<ChatLine[]> } = {};

  /** A room as stored (new or resumed); call {@link resume} to bring a started game back. */
  constructor(
    room: StoredRoom,
    private readonly store: RoomStore,
    private readonly outlet: RoomOutlet,
    private readonly fault: Fault,
    options: RoomSessionOptions = {},
  ) {
    this.minuteMs = options.minuteMs ?? 60_000;
    this.secondMs = options.secondMs ?? 1000;
    this.lobbyTtlMs = options.lobbyTtlMs ?? DEFAULT_LOBBY_TTL_MS;
    this.keepFinishedMs = options.keepFinishedMs ?? DEFAULT_KEEP_FINISHED_MS;
    this.now = options.now ?? Date.now;
    this.bots = options.bots ?? mainThreadBots;
    this.kind = gameKindOf(room.game);
    this.id = room.id;
    this.room = room;
    this.writes = new RoomWrites(room.id, (e) => this.storeFailed(e));
    this.owner = { room: room.id, address: room.creator ?? `room:${room.id}` };
    const seatCount = this.kind.seatCount(room.terms);
    this.seatsNow = Array.from(
      { length: seatCount },
      (_, s) =>
        room.seats.find((x) => x.seat === s) ?? {
          seat: s,
          name: null,
          credentialHash: null,
          missed: 0,
        },
    );
    this.seatBots = Array.from({ length: seatCount }, () => null);
    this.updates = new RoomUpdates(this.kind, seatCount, room.terms.watchDelay ?? 0, this.now);
    this.deadlines = { turnDeadline: room.turnDeadline, clockDeadline: room.clockDeadline };
    this.stageNow = room.stage;
    this.pausedAt = room.stage === "playing" ? (room.pausedAt ?? null) : null;
    this.rematchRoom = room.rematch ?? null;
    this.chatRate = new ChatRate(this.now);
  }

  /** Whether {@link close} was called (the room left memory, or the server is stopping). */
  get closedForGood(): boolean {
    return this.closed;
  }

  /** The room's watch id (the secret of its watch link; see the store). */
  get watchId(): string {
    return this.room.watchId ?? "";
  }

  /** Turns spectators are behind the game while it is played (the room's `watchDelay`). */
  get watchDelay(): number {
    return this.room.terms.watchDelay ?? 0;
  }

  /** The kept lines of chat of `channel`, oldest first. */
  chatLines(channel: ChatChannel): Promise<readonly ChatLine[]> {
    const kept = this.chat[channel];
    if (kept) return kept;
    const read = this.store.chatLines(this.id, channel);
    this.chat[channel] = read;
    // a failed read is tried again next time
    read.catch(() => {
      if (this.chat[channel] === read) delete this.chat[channel];
    });
    return read;
  }

  /**
   * A line of chat from a player (`seat`, under the seat's name) or a spectator (`seat` null,
   * `name` the one they chose; `key` tells spectators apart for the rate limit): read
   * ({@link readChatText}), limited ({@link ChatRate}), stored, then returned for the caller to
   * send to the channel's people. The text is never logged. A line the store fails to keep is
   * refused ({@link CHAT_NOT_STORED}); the room goes on.
   */
  async say(
    channel: ChatChannel,
    key: string,
    seat: number | null,
    name: string,
    input: unknown,
  ): Promise<ChatLine | Refusal> {
    const read = readChatText(input);
    if (!read.ok) return read.error;
    if (!this.chatRate.take(`${channel}:${key}`)) return CHAT_RATE_REFUSAL;
    let lines: ChatLine[];
    let line: ChatLine;
    try {
      lines = (await this.chatLines(channel)) as ChatLine[];
      const said = { seat, name, text: read.text, at: this.now() };
      line = await this.writes.save(() => this.store.addChat(this.id, channel, said), false);
    } catch {
      return CHAT_NOT_STORED;
    }
    lines.push(line);
    if (lines.length > CHAT_KEPT) lines.splice(0, lines.length - CHAT_KEPT);
    return line;
  }

  /** A spectator left: its rate limit is forgotten. */
  forgetSpectator(key: string): void {
    this.chatRate.forget(`spectators:${key}`);
  }

  /** The name of a person's seat, or `null`. */
  nameOf(seat: number): string | null {
    return this.seatsNow[seat]?.name ?? null;
  }

  /**
   * The number of actions a spectator may see now: all of them once the game is over or with no
   * delay; else those before the turn that began {@link watchDelay} turns before the current
   * one ended (0 before enough turns were played).
   */
  spectatorStep(): number {
    return this.updates.spectatorStep(this.host);
  }

  /**
   * The update for a spectator who has been sent the actions before `since` (0 after it joined):
   * the game as it stood at {@link spectatorStep}, for no seat. `null` before the game starts or
   * when there is nothing new to show (`since` is already the step shown), unless `always` (a
   * spectator's first update: the game as it stands, even at step 0).
   */
  spectatorUpdate(since: number, always = false): SpectatorUpdate | null {
    return this.updates.spectatorUpdate(this.host, this.deadlines, since, always);
  }

  /** Whether the game is paused: started, not over, and nobody connected to it. */
  get paused(): boolean {
    return this.pausedAt !== null;
  }

  /** `lobby`, `playing` or `over`. */
  get stage(): RoomStage {
    return this.stageNow;
  }

  /** The room's game (`info.id`). */
  get gameId(): string {
    return this.kind.id;
  }

  /** The room's terms. */
  get terms(): StoredRoom["terms"] {
    return this.room.terms;
  }

  /** The seats as every client sees them. */
  seatInfo(): SeatInfo[] {
    const bots = botSeatsOf(this.room.terms);
    return this.seatsNow.map((s) =>
      seatInfoOf(s, this.stageNow, this.connected.has(s.seat), bots.includes(s.seat)),
    );
  }

  /** When the server deletes the room (epoch ms), or `null` while its game is played. */
  expiresAt(): number | null {
    if (this.stageNow === "lobby") return this.room.createdAt + this.lobbyTtlMs;
    if (this.stageNow === "over") return (this.endedAt ?? this.now()) + this.keepFinishedMs;
    return null;
  }

  /** The `seats` message: the stage, when the room expires, and the seats. */
  seatsState(): SeatsState {
    return { stage: this.stageNow, expiresAt: this.expiresAt(), seats: this.seatInfo() };
  }

  /**
   * Rebuilds a started game from its log and re-arms its timers (after a restart); resolves once
   * what it changed (a pause) is stored.
   */
  async resume(): Promise<void> {
    if (this.stageNow === "lobby") return;
    const host = this.newHost();
    const log = this.room.actions;
    for (let i = 0; i < log.length; ) {
      const action = log[i] as { type?: unknown; seat?: unknown; host?: unknown };
      if (action.type === "clockExpired" || action.host !== undefined) {
        const r = host.expireClock();
        if (!r.ok) throw new Error(`stored clockExpired refused: ${r.error.code}`);
        this.keepClock(r.events);
        i += 1;
        continue;
      }
      const r = host.submit(typeof action.seat === "number" ? action.seat : -1, action);
      if (!r.ok) throw new Error(`stored action ${i} refused: ${r.error.code}`);
      this.keep(r.steps, false, host);
      i += r.steps.length;
    }
    this.host = host;
    this.persisted = host.actionCount;
    if (this.kind.clockRanOut(host.state)) {
      this.deadlines = { ...this.deadlines, clockDeadline: null };
    }
    this.placeBots();
    this.turnOwner = this.kind.turn(host.state)?.key ?? null;
    // nobody is connected to a game brought back: it waits, paused, for its people
    if (this.connected.size === 0) {
      this.pause();
      await this.writes.flush();
      return;
    }
    this.armTimers();
    void this.serial(() => this.advance());
  }

  /** A person takes a free seat in the lobby; returns its credential (shown to them only). */
  async claim(
    name: string,
    wanted: number | null,
  ): Promise<{ seat: number; credential: string } | Refusal> {
    if (this.stageNow !== "lobby") {
      return {
        code: "ROOM_STARTED",
        rule: "R13.1",
        message: "the game has started: no seat is free",
      };
    }
    if (wanted !== null && wanted >= this.seatsNow.length) {
      return {
        code: "NO_SUCH_SEAT",
        rule: null,
        message: `this room has seats 0 to ${this.seatsNow.length - 1}`,
      };
    }
    // a seat the creator gave the room's bot is never free
    const bots = botSeatsOf(this.room.terms);
    const free = this.seatsNow
      .filter((s) => s.name === null && !bots.includes(s.seat))
      .map((s) => s.seat);
    const seat = wanted ?? free[0];
    if (seat !== undefined && bots.includes(seat)) {
      return { code: "SEAT_TAKEN", rule: "R13.1", message: "the room's bot plays that seat" };
    }
    if (seat === undefined || !free.includes(seat)) {
      return { code: "SEAT_TAKEN", rule: "R13.1", message: "that seat is not free" };
    }
    const taken = this.nameTaken(name);
    if (taken) return taken;
    const credential = newCredential();
    const stored: StoredSeat = {
      seat,
      name: name,
      credentialHash: hashCredential(credential),
      missed: 0,
    };
    this.putSeat(stored);
    await this.writes.flush();
    return { seat, credential };
  }

  /**
   * The refusal of `name` if a person in the room already has it (compared by {@link nameKey}:
   * two players a table cannot tell apart), else `null`.
   */
  nameTaken(name: string): Refusal | null {
    const key = nameKey(name);
    if (!this.seatsNow.some((s) => s.name !== null && nameKey(s.name) === key)) return null;
    return {
      code: "NAME_TAKEN",
      rule: "R13.1",
      message: "a player in this room already has this name: choose another",
    };
  }

  /** The seat a credential opens, or `-1`. */
  seatOf(credential: string): number {
    return matchCredential(
      credential,
      this.seatsNow.map((s) => s.credentialHash),
    );
  }

  /**
   * A seat's person connected or left. Connecting counts as coming back (see {@link back}) and
   * plays a paused game again; once nobody is connected, a started game is paused.
   */
  async presence(seat: number, connected: boolean): Promise<void> {
    // a client that (re)connects starts from nothing: its next update carries the whole game
    if (connected) this.updates.rejoined(seat);
    // a person invited to a rematch has come: the seat is theirs now
    const held = this.seatsNow[seat];
    if (connected && held?.invited) this.putSeat({ ...held, invited: false });
    if (connected) this.connected.add(seat);
    else this.connected.delete(seat);
    if (connected) {
      this.unpause();
      this.takeBack(seat);
    } else if (this.connected.size === 0) {
      this.pause();
    }
    await this.writes.flush();
    this.outlet.seats(this);
  }

  /**
   * Pauses a game being played (nobody is connected to it): its bots stop after the decision in
   * progress, its turn timer and clock stop, and the pause is stored, so a game nobody watches
   * costs no CPU and no seat is struck for turns nobody could play. Does nothing to a lobby, a
   * game over or a game already paused.
   */
  pause(): void {
    if (this.closed || this.stageNow !== "playing") return;
    if (this.turnTimer) clearTimeout(this.turnTimer);
    if (this.clockTimer) clearTimeout(this.clockTimer);
    this.turnTimer = this.clockTimer = null;
    if (this.pausedAt !== null) return;
    this.pausedAt = this.now();
    const { pausedAt, deadlines } = this;
    this.writes.save(() => this.store.pauseRoom(this.id, pausedAt, deadlines));
  }

  /**
   * Plays a paused game again: the game clock goes on with the time it had left at the pause,
   * the person to act gets what was left of their turn (at least {@link RESUMED_TURN_MS}, at most
   * a whole turn), and the bots play on.
   */
  unpause(): void {
    const pausedAt = this.pausedAt;
    if (pausedAt === null || this.closed) return;
    const now = this.now();
    const { turnDeadline, clockDeadline } = this.deadlines;
    const turnMs = this.room.terms.turnSeconds * this.secondMs;
    const leastMs = (RESUMED_TURN_MS / 1000) * this.secondMs;
    this.deadlines = {
      turnDeadline:
        turnDeadline === null
          ? null
          : now + Math.min(turnMs, Math.max(turnDeadline - pausedAt, leastMs)),
      clockDeadline: clockDeadline === null ? null : now + Math.max(0, clockDeadline - pausedAt),
    };
    this.pausedAt = null;
    const deadlines = this.deadlines;
    this.writes.save(() => this.store.pauseRoom(this.id, null, deadlines));
    this.armTimers();
    void this.serial(() => this.advance());
  }

  /**
   * A seat's person is back: a bot that took the seat after missed turns hands it back. Returns
   * whether anything changed (`false` for a seat that had missed no turn), once stored.
   */
  async back(seat: number): Promise<boolean> {
    const changed = this.takeBack(seat);
    await this.writes.flush();
    return changed;
  }

  /** {@link back} in memory, its write asked for. */
  private takeBack(seat: number): boolean {
    const s = this.seatsNow[seat];
    if (!s || s.missed === 0 || s.resigned) return false;
    this.setMissed(seat, 0);
    // only a seat handed to a bot is given back: the room's bot finishing a late turn (R13.3)
    // keeps that turn
    if (this.host && s.name !== null && this.seatBots[seat]) this.seatBot(seat, null);
    return true;
  }

  /**
   * A person hands their seat to the room's bot until they take it back ({@link back}): the seat
   * is away at once, as after missed turns (R13.3), and a turn of theirs under way goes on with
   * the bot. Refused outside a game in play and for a seat already away or resigned.
   */
  async toBot(seat: number): Promise<Refusal | null> {
    const s = this.seatsNow[seat];
    const refusal = this.standInRefusal(s);
    if (refusal || !s) return refusal;
    if (s.missed >= MISSED_TURNS_LIMIT) {
      return { code: "SEAT_AWAY", rule: "R13.3", message: "a bot already plays this seat" };
    }
    this.setMissed(seat, MISSED_TURNS_LIMIT);
    await this.handToBot(seat);
    return null;
  }

  /**
   * A person resigns: the room's bot plays their seat to the end of the game (the rules have no
   * resignation, so the seat plays on), marked resigned for everybody and in the record. For good:
   * neither `back` nor joining again takes the seat back.
   */
  async resign(seat: number): Promise<Refusal | null> {
    const s = this.seatsNow[seat];
    const refusal = this.standInRefusal(s);
    if (refusal || !s) return refusal;
    this.putSeat({ ...s, resigned: true });
    if (!this.seatBots[seat]) await this.handToBot(seat);
    else {
      await this.writes.flush();
      this.outlet.seats(this);
    }
    return null;
  }

  /** The room of the rematch offered once the game was over, or `null`. */
  get rematch(): string | null {
    return this.rematchRoom;
  }

  /**
   * The seats of a rematch offered by `offerer` once the game is over: the same people, each
   * invited with the credential they hold here, the offerer in seat 0 (the new room's creator,
   * who starts it) and the person who sat there in the offerer's seat. Refused before the end
   * and from a seat that was no person's.
   */
  rematchSeats(offerer: number): StoredSeat[] | Refusal {
    if (this.stageNow !== "over") {
      return {
        code: "NOT_OVER",
        rule: null,
        message: "a rematch is offered once the game is over",
      };
    }
    const own = this.seatsNow[offerer];
    if (!own || own.name === null) {
      return {
        code: "NOT_A_PERSON",
        rule: null,
        message: "only a person of the game offers a rematch",
      };
    }
    return this.seatsNow.flatMap((s) => {
      if (s.name === null) return [];
      const seat = s.seat === offerer ? 0 : s.seat === 0 ? offerer : s.seat;
      return [
        {
          seat,
          name: s.name,
          credentialHash: s.credentialHash,
          missed: 0,
          ...(seat === 0 ? {} : { invited: true }),
        },
      ];
    });
  }

  /** Records the rematch's room (stored: a person who comes back later is told of it). */
  async rematchOffered(room: string): Promise<void> {
    this.rematchRoom = room;
    this.writes.save(() => this.store.setRematch(this.id, room));
    await this.writes.flush();
  }

  /** Why a person's seat cannot go to a bot now, or `null` if it can. */
  private standInRefusal(s: StoredSeat | undefined): Refusal | null {
    if (!this.host || this.stageNow !== "playing" || !s || s.name === null) {
      return { code: "NOT_PLAYING", rule: null, message: "the game is not in progress" };
    }
    if (s.resigned) {
      return { code: "SEAT_RESIGNED", rule: null, message: "you resigned: a bot plays this seat" };
    }
    return null;
  }

  /** Gives `seat` to a new bot of the room's level; if it is the seat to act, the bot plays on. */
  private async handToBot(seat: number): Promise<void> {
    this.seatBot(seat, this.newBot());
    // its deadline ends unless other people may still act (a shared decision)
    if (this.host?.actors().includes(seat) && this.waitedFor().length === 0) {
      this.deadlines = { ...this.deadlines, turnDeadline: null };
      this.armTimers();
    }
    await this.writes.flush();
    this.outlet.seats(this);
    void this.serial(() => this.advance());
  }

  /** The creator (seat 0) starts the game: empty seats become bots. */
  async start(seat: number): Promise<Refusal | null> {
    if (seat !== 0)
      return {
        code: "NOT_CREATOR",
        rule: "R13.1",
        message: "only the room's creator starts the game",
      };
    if (this.stageNow !== "lobby")
      return { code: "ROOM_STARTED", rule: null, message: "the game has already started" };
    // a rematch starts without the people who have not come: bots take their seats
    for (const s of this.seatsNow) {
      if (s.invited) this.putSeat({ seat: s.seat, name: null, credentialHash: null, missed: 0 });
    }
    const host = this.newHost();
    this.host = host;
    this.placeBots();
    this.stageNow = "playing";
    const minutes = this.kind.clockMinutes(this.room.terms);
    this.deadlines = {
      turnDeadline: null,
      clockDeadline: minutes !== null ? this.now() + minutes * this.minuteMs : null,
    };
    const deadlines = this.deadlines;
    this.writes.save(() => this.store.startRoom(this.id, deadlines));
    await this.writes.flush();
    this.outlet.seats(this);
    void this.serial(() => this.advance());
    return null;
  }

  /** A person's action for their seat: checked by the engine, stored, then published. */
  async act(seat: number, action: unknown): Promise<Refusal | null> {
    return this.serial(async () => {
      const host = this.host;
      if (!host || this.stageNow !== "playing") {
        return { code: "NOT_PLAYING", rule: null, message: "the game is not in progress" };
      }
      if (this.seatsNow[seat]?.resigned) {
        return {
          code: "SEAT_RESIGNED",
          rule: null,
          message: "you resigned: a bot plays this seat",
        };
      }
      if (host.playerAt(seat) !== null) {
        return {
          code: "SEAT_AWAY",
          rule: "R13.3",
          message: "a bot plays this seat: send a back message to take it again",
        };
      }
      const read = readAnswer(action);
      if ("code" in read) return read;
      // at a shared decision another person's action may have been taken first: an action that
      // names the step it answers is not applied to the decision after it
      if (read.step !== null && read.step !== host.actionCount) {
        return {
          code: "STALE_DECISION",
          rule: null,
          message: `this action answers step ${read.step}, but the game is at step ${host.actionCount}: another seat acted first`,
        };
      }
      const result = host.submit(seat, read.action);
      if (!result.ok) return result.error as Refusal;
      this.keep(result.steps);
      if (this.seatsNow[seat]!.missed > 0) this.setMissed(seat, 0);
      // the person's action is stored and shown at once; bots then play on, step by step
      await this.publish();
      if (host.botToAct()) void this.serial(() => this.advance());
      return null;
    });
  }

  /**
   * The game record once the game is over (for a seat holder to download), with the players'
   * chat beside the record's fields (`chat`; the spectators' is not in it): the platform's
   * `game-record/1`, whatever the game.
   */
  async record(): Promise<ServedRecord | null> {
    if (this.stageNow !== "over" || !this.host) return null;
    // the seats as they ended: a resigned person's seat is marked so
    const served: ServedRecord = {
      ...this.host.platformRecord(),
      seats: this.recordSeats(),
      chat: [...(await this.chatLines("players"))],
    };
    return served;
  }

  /**
   * The update for `seat`: the actions since its previous update (since the game began, for a
   * seat that has just (re)joined) with their events filtered for it, and marks them sent.
   */
  updateFor(seat: number): SeatUpdate | null {
    return this.updates.seatUpdate(this.host, this.deadlines, seat, this.waitsFor(seat));
  }

  /**
   * Whether the game waits for the person of `seat` now: a game being played, at a decision
   * `seat` may take (alone, or shared with other actors), which no bot plays for them (a seat
   * handed to a bot after missed turns is not).
   */
  waitsFor(seat: number): boolean {
    const host = this.host;
    if (!host || this.stageNow !== "playing" || this.kind.over(host.state)) return false;
    return host.actors().includes(seat) && host.playerAt(seat) === null;
  }

  /** The people the game waits for now (see {@link waitsFor}), in seat order. */
  private waitedFor(): number[] {
    const host = this.host;
    if (!host || this.kind.over(host.state)) return [];
    return host.actors().filter((s) => host.playerAt(s) === null);
  }

  /** The seats with a person in them (who get updates). */
  peopleSeats(): number[] {
    return this.seatsNow.filter((s) => s.name !== null).map((s) => s.seat);
  }

  /** Stops the timers (shutdown): nothing more is written. */
  close(): void {
    this.closed = true;
    this.releaseBots();
    if (this.turnTimer) clearTimeout(this.turnTimer);
    if (this.clockTimer) clearTimeout(this.clockTimer);
  }

  /**
   * Waits for the operation in progress, then for the room's writes asked for until then. The
   * same promise while nothing new was queued or written (a caller may compare them).
   */
  idle(): Promise<unknown> {
    const kept = this.idleOf;
    if (kept?.queue === this.queue && kept.writes === this.writes.tail) return kept.done;
    const queue = this.queue;
    const done = queue.then(() => this.writes.tail);
    this.idleOf = { queue, writes: this.writes.tail, done };
    return done;
  }

  /** What {@link idle} returned last, and for which queue and writes. */
  private idleOf: {
    queue: Promise<unknown>;
    writes: Promise<void>;
    done: Promise<unknown>;
  } | null = null;

  /**
   * The record's seats: the people's names, each bot seat's name as the players see it, and a
   * resigned person's seat as the bot that played it to the end (`standIn: "resigned"`).
   */
  private recordSeats(): { name: string; bot?: string; standIn?: "resigned" }[] {
    const bot = this.room.terms.bot;
    return this.seatsNow.map((s) => {
      if (s.name === null) return { name: botName(s.seat), bot };
      return s.resigned ? { name: s.name, bot, standIn: "resigned" as const } : { name: s.name };
    });
  }

  private newHost(): AnyHost {
    const host = this.kind.start(
      this.room.terms,
      this.room.seed,
      this.recordSeats(),
      ROOM_BOT_DECISION_MS,
    );
    this.updates.began(host.state);
    return host;
  }

  private placeBots(): void {
    for (const s of this.seatsNow) {
      const away = s.missed >= MISSED_TURNS_LIMIT || s.resigned === true;
      this.seatBot(s.seat, s.name === null || away ? this.newBot() : null);
    }
  }

  /** A new bot of the room's level (for a seat, or to finish late turns). */
  private newBot(): NonNullable<AnyPlayer> {
    return this.kind.makeBot(this.room.terms, this.owner, this.bots);
  }

  /** Hands `seat` to `bot` (or to its person), releasing the bot that played it. */
  private seatBot(seat: number, bot: AnyPlayer): void {
    const old = this.seatBots[seat];
    if (old) this.kind.releaseBot(old, this.bots);
    this.seatBots[seat] = bot;
    this.host?.seat(seat, bot);
  }

  private releaseBots(): void {
    for (let seat = 0; seat < this.seatBots.length; seat++) {
      const bot = this.seatBots[seat];
      if (bot) this.kind.releaseBot(bot, this.bots);
      this.seatBots[seat] = null;
    }
    for (const bot of this.lateBots.values()) this.kind.releaseBot(bot, this.bots);
    this.lateBots.clear();
  }

  /** Runs `task` after the room's previous operation (one at a time). */
  private serial<T>(task: () => T | Promise<T>): Promise<T> {
    const next = this.queue.then(task);
    this.queue = next.catch((e) => this.fault(e));
    return next;
  }

  /**
   * Lets bots play until a person is to act or the game ends: each bot action is stored, then
   * published, before the next decision.
   */
  private async advance(): Promise<void> {
    const host = this.host;
    if (!host || this.closed || this.pausedAt !== null) return;
    await host.runBots({
      onStep: async (step) => {
        this.keep([step]);
        if (this.closed || this.pausedAt !== null) return false;
        if (host.botToAct()) await this.publish(); // the last step is published below
        // yield between bot decisions so other rooms are served meanwhile
        await new Promise<void>((r) => setImmediate(r));
        return !this.closed;
      },
    });
    // stores the deadline of the person now to act (and arms the turn timer), then shows it
    if (!this.closed) await this.publish();
  }

  /** Stores what is new, then sends it (the durability order); frees the bots of a game over. */
  private async publish(): Promise<void> {
    const before = this.stageNow;
    this.persist();
    await this.writes.flush();
    this.outlet.update(this);
    if (this.stageNow === "over") this.releaseBots();
    if (before !== "over" && this.stageNow === "over") this.outlet.seats(this); // its expiresAt
  }

  private persist(): void {
    const host = this.host!;
    const state = host.state;
    if (this.kind.over(state)) {
      if (this.stageNow !== "over") this.endedAt = this.now();
      this.stageNow = "over";
      this.deadlines = { turnDeadline: null, clockDeadline: null };
    } else {
      // the turn's time runs while a person may act (at a shared decision, while any may)
      const key = this.kind.turn(state)?.key ?? null;
      const person = this.waitedFor().length > 0;
      const keep = person && this.deadlines.turnDeadline !== null && this.turnOwner === key;
      this.deadlines = {
        turnDeadline: person
          ? keep
            ? this.deadlines.turnDeadline
            : this.now() + this.room.terms.turnSeconds * this.secondMs
          : null,
        clockDeadline: this.deadlines.clockDeadline,
      };
      this.turnOwner = key;
    }
    // only the new actions: copying the whole log at every change grew with the game's length
    const from = this.persisted;
    const actions = host.actionsFrom(from);
    const { deadlines, stageNow } = this;
    this.writes.save(() => this.store.appendActions(this.id, from, actions, deadlines, stageNow));
    this.persisted = host.actionCount;
    this.armTimers();
  }

  /**
   * The key of the turn whose deadline runs (the game's `turnOf`): a new turn (not a new stage
   * of the same turn) gets a new deadline (R13.3 gives a time per turn).
   */
  private turnOwner: string | null = null;

  /** Keeps applied actions for the seats' event streams. */
  private keep(steps: readonly AnyStep[], timedOut = false, host = this.host): void {
    this.updates.keep(steps, timedOut, host?.state);
  }

  /** Keeps the server's own `clockExpired` (R11.4) for the seats' event streams. */
  private keepClock(events: readonly unknown[]): void {
    this.updates.keepClock(events);
  }

  private armTimers(): void {
    if (this.turnTimer) clearTimeout(this.turnTimer);
    if (this.clockTimer) clearTimeout(this.clockTimer);
    this.turnTimer = this.clockTimer = null;
    if (this.closed || this.stageNow !== "playing" || this.pausedAt !== null) return;
    const { turnDeadline, clockDeadline } = this.deadlines;
    if (turnDeadline !== null) {
      this.turnTimer = setTimeout(
        () => this.serial(() => this.turnExpired()),
        Math.max(0, turnDeadline - this.now()),
      );
    }
    if (clockDeadline !== null) {
      this.clockTimer = setTimeout(
        () => this.serial(() => this.clockExpired()),
        Math.max(0, clockDeadline - this.now()),
      );
    }
  }

  private async turnExpired(): Promise<void> {
    const host = this.host;
    if (!host || this.closed || this.stageNow !== "playing" || this.pausedAt !== null) return;
    const deadline = this.deadlines.turnDeadline;
    if (deadline === null) return;
    if (deadline > this.now()) {
      this.armTimers(); // a timer may fire a little before the wall clock reaches the deadline
      return;
    }
    // the people waited for missed the turn (at a shared decision, every one of them)
    const late = this.waitedFor();
    this.keep(await this.kind.expireTurn(host, (s) => this.lateBot(s)), true);
    const gone: number[] = [];
    for (const seat of late) {
      const missed = this.seatsNow[seat]!.missed + 1;
      this.setMissed(seat, missed);
      if (missed >= MISSED_TURNS_LIMIT) gone.push(seat);
    }
    for (const seat of gone) this.seatBot(seat, this.newBot());
    this.deadlines = { ...this.deadlines, turnDeadline: null };
    await this.writes.flush();
    for (const seat of late) this.outlet.timedOut(seat, gone.includes(seat));
    if (gone.length > 0) this.outlet.seats(this);
    await this.advance();
  }

  /** The room's bot finishing a late turn for `seat` (one per seat, made when first needed). */
  private lateBot(seat: number): NonNullable<AnyPlayer> {
    const key = this.kind.oneLateBot ? 0 : seat;
    let bot = this.lateBots.get(key);
    if (!bot) {
      bot = this.newBot();
      this.lateBots.set(key, bot);
    }
    return bot;
  }

  private async clockExpired(): Promise<void> {
    const host = this.host;
    if (!host || this.closed || this.stageNow !== "playing" || this.pausedAt !== null) return;
    const r = host.expireClock();
    this.deadlines = { ...this.deadlines, clockDeadline: null };
    if (!r.ok) throw new Error(`clockExpired refused: ${r.error.code}`);
    this.keepClock(r.events);
    await this.advance();
  }

  private setMissed(seat: number, missed: number): void {
    this.putSeat({ ...this.seatsNow[seat]!, missed });
  }

  /** Keeps a seat as it is now, and asks for it to be stored. */
  private putSeat(seat: StoredSeat): void {
    this.seatsNow[seat.seat] = seat;
    this.writes.save(() => this.store.putSeat(this.id, seat));
  }

  /** A write failed: the room is closed (nothing more is written or sent) and leaves memory. */
  private storeFailed(error: unknown): void {
    this.fault(error);
    this.close();
    this.outlet.storeFailed?.(this, error);
  }
}

export type { SeatPlayer };
export {
  MISSED_TURNS_LIMIT,
  readAnswer,
  type SeatInfo,
  type SeatsState,
  type SeatUpdate,
  type ServedRecord,
  type SpectatorUpdate,
  seatInfoOf,
  type UpdateAction,
};
