/**
 * What a room sends its clients and reads from them, apart from the session that makes it: the
 * seats (`seats`), the updates of seats and spectators (`update`), the served record, and the
 * `action` message's optional `step`.
 *
 * @module
 */
import type { PlatformRecord } from "@italia/game-kit";
import type { ChatLine } from "./chat.js";
import type { RoomStage, StoredSeat } from "./store.js";
import type { Refusal } from "./terms.js";

/** Turns in a row a seat may miss before a bot takes the seat until its player comes back. */
export const MISSED_TURNS_LIMIT = 3;

/** One seat as every client of the room sees it. */
export interface SeatInfo {
  readonly seat: number;
  /** The person's name, or `null` for a free seat (lobby) or a bot seat. */
  readonly name: string | null;
  /**
   * Whether a bot plays the seat: a bot seat (in the lobby too, for a seat the creator gave the
   * room's bot), or a person's seat handed over after missed turns.
   */
  readonly bot: boolean;
  /** Whether the person is handed over to a bot until they come back. */
  readonly away: boolean;
  /** Whether the person resigned: a bot plays the seat to the end of the game. */
  readonly resigned: boolean;
  /**
   * A rematch's lobby keeps the seat for a person of the game before who has not come yet (a bot
   * takes it if the game starts without them).
   */
  readonly invited: boolean;
  /** Whether the seat's person has a connection open. */
  readonly connected: boolean;
}

/**
 * A stored seat as every client sees it, at the room's `stage`: once the game has started a
 * person's seat is played by a bot while away (after {@link MISSED_TURNS_LIMIT} missed turns, or
 * handed over) or for good once resigned; a seat nobody took is a bot's. A seat the creator gave
 * the room's bot (`botSeat`, a Radetzky room's `botSeats`) is a bot's from the lobby on.
 */
export function seatInfoOf(
  s: StoredSeat,
  stage: RoomStage,
  connected: boolean,
  botSeat = false,
): SeatInfo {
  if (botSeat && s.name === null) {
    return {
      seat: s.seat,
      name: null,
      bot: true,
      away: false,
      resigned: false,
      invited: false,
      connected: false,
    };
  }
  const started = stage !== "lobby";
  const resigned = started && s.name !== null && s.resigned === true;
  const away = started && s.name !== null && !resigned && s.missed >= MISSED_TURNS_LIMIT;
  return {
    seat: s.seat,
    name: s.name,
    bot: started && (s.name === null || away || resigned),
    away,
    resigned,
    invited: !started && s.name !== null && s.invited === true,
    connected,
  };
}

/** The room's seats as every client sees them (the `seats` message). */
export interface SeatsState {
  readonly stage: RoomStage;
  /**
   * When the server deletes the room (epoch ms): a lobby `--lobby-ttl` after it was created, a
   * finished room `--keep-finished` after its game ended; `null` while the game is played.
   */
  readonly expiresAt: number | null;
  readonly seats: readonly SeatInfo[];
}

/** One action of {@link SeatUpdate.events}: who took it, its kind, and how many events it gave. */
export interface UpdateAction {
  /** The seat that acted, or `null` for the server itself (a timed game's `clockExpired`). */
  readonly seat: number | null;
  /** The action's type (`place`, `attack`, `endTurn`, …): public, like every action. */
  readonly type: string;
  /** How many of the update's `events` this action gave (filtered for the receiving seat). */
  readonly events: number;
  /** Set when the room's bot took it because the seat's person ran out of turn time (R13.3). */
  readonly timedOut?: true;
}

/**
 * What one seat is sent after every change of the game. The types of the view, events, legal
 * moves and result are the game's (Italia's `PlayerView`, `GameEvent`, `LegalMove` and
 * `RecordedResult`; Radetzky's view, events, actions and `Outcome`): the room knows them only as
 * its game's values.
 */
export interface SeatUpdate<V = unknown, E = unknown, M = unknown, R = unknown> {
  /** Actions applied so far. */
  readonly step: number;
  /** `viewFor(state, seat)`: what the seat may know (everything public once the game is over). */
  readonly view: V;
  /**
   * The number of actions before the first of {@link actions}: the seat's previous update's
   * `step`, or 0 in the first update after the seat (re)joined, which carries the whole game.
   */
  readonly since: number;
  /**
   * The actions from `since` to `step`, in order, with every one's events in {@link events}: a
   * client can file each event under the action (and seat) that caused it.
   */
  readonly actions: readonly UpdateAction[];
  /**
   * The events of those actions, filtered for the seat (`eventsFor`), in order — the seat's own
   * actions' included (its dice, its conquests, the cards it drew).
   */
  readonly events: readonly E[];
  /**
   * The seat's legal moves when it may act (it is among {@link actors} and no bot plays it), else
   * `null`. At a shared decision every person among the actors is sent theirs.
   */
  readonly legal: readonly M[] | null;
  /**
   * Every seat that may act now, in seat order (one in Italia, several at a shared decision of
   * Radetzky; empty once the game is over): whoever plays it, a person or a bot.
   */
  readonly actors: readonly number[];
  /**
   * Whose turn it is (the turn owner) and when the turn's time runs out (epoch ms; `null` while
   * the room waits for no person).
   */
  readonly turn: { readonly seat: number; readonly deadline: number | null } | null;
  /** When a timed game's clock runs out (epoch ms), or `null`. */
  readonly clockDeadline: number | null;
  /**
   * The server's clock (epoch ms) when it made this update: a client measures its own clock's
   * offset from it on receipt, so the deadlines count down right whatever the device's clock says.
   */
  readonly now: number;
  /** The result, once the game is over. */
  readonly result: R | null;
}

/**
 * What a spectator is sent after every change it may see: a {@link SeatUpdate} for no seat —
 * the public view (`viewFor(state, null)`), the events filtered for nobody (`eventsFor(events,
 * null)`), never legal moves — as the game stood {@link delay} turns ago while it is played.
 */
export interface SpectatorUpdate<V = unknown, E = unknown, R = unknown>
  extends Omit<SeatUpdate<V, E, never, R>, "legal"> {
  readonly legal: null;
  /** The room's delay in turns (its `watchDelay`); 0 once the game is over. */
  readonly delay: number;
}

/**
 * The game record as the server serves it: the game's record in the platform's format
 * (`game-record/1`, every game's) and the players' chat.
 */
export type ServedRecord = PlatformRecord & {
  readonly chat: readonly ChatLine[];
};

/**
 * An `action` message as sent: the action, and the optional `step` it answers (the `step` of the
 * update it was chosen from; no game's action has a field of that name). A client that names it
 * is refused `STALE_DECISION` instead of having its action applied to a later decision (at a
 * shared decision, where another person may act first).
 */
export function readAnswer(
  input: unknown,
): { readonly action: unknown; readonly step: number | null } | Refusal {
  if (
    typeof input !== "object" ||
    input === null ||
    Array.isArray(input) ||
    !Object.hasOwn(input, "step")
  ) {
    return { action: input, step: null };
  }
  const { step, ...action } = input as { step: unknown };
  if (typeof step !== "number" || !Number.isSafeInteger(step) || step < 0) {
    return {
      code: "BAD_ACTION",
      rule: null,
      message: "step, if given, is the step of the update the action answers (a whole number)",
    };
  }
  return { action, step };
}
