/**
 * Bot protocol version 1, Italia's: the messages Italia's bot programs get unless they ask for
 * version 2 (see `protocol.ts`, which re-exports them, for the protocol and its version 2), and
 * the types of the fields Italia keeps from version 1 in its version-2 messages.
 *
 * @module
 */
import {
  BOARD_DATA,
  type GameEvent,
  type ItaliaGame,
  type LegalMove,
  type Limit,
  type PlayerAction,
  type PlayerCount,
  type PlayerView,
  type Seat,
} from "@italia/engine";
import type { BotSettings, DecisionContext } from "../bot.js";
import type { ProtocolV1 } from "../game-package.js";
import { PROTOCOL_VERSION } from "../protocol.js";

/** The board data sent in the hello message: regions, links, zones, cards and objectives. */
export type BoardData = typeof BOARD_DATA;

/** Sent once, before the first decision. */
export interface HelloMessage {
  readonly type: "hello";
  /** The protocol version; this package speaks version 1. */
  readonly protocol: typeof PROTOCOL_VERSION;
  /** The seat the bot plays. */
  readonly seat: Seat;
  /** How many seats the game has: 3 or 4 (R2.1). */
  readonly players: PlayerCount;
  /** The name the host knows the bot by. */
  readonly bot: string;
  /** The board (the same data the engine uses), so a bot in any language needs no copy of it. */
  readonly board: BoardData;
  /**
   * The seat's seed for the bot's own randomness (hex text). Derived one way (SHA-256) from the
   * game's seed and the seat: the same game gives the same seed, but it reveals nothing of the
   * deal, the objectives or the dice. It is not the game's seed.
   */
  readonly seed: string;
  /** Milliseconds every decision may take without touching the bank. */
  readonly decisionMs: number;
  /** The seat's time bank for the whole game, in milliseconds (see `DecideMessage.timeLeftMs`). */
  readonly bankMs: number;
  /**
   * Milliseconds the program may take to start (until it reads this message and is ready), not
   * charged to its first decision.
   */
  readonly startupMs: number;
  /** The game's limit: `{ "rounds": 25 }`, or `{ "minutes": 30 }` for a timed game (R11.4). */
  readonly limit: Limit;
  /** Most actions one turn may take: past them the host ends the turn (R7.3). */
  readonly turnActions: number;
}

/** Sent for every decision of the bot's seat; answer with an {@link AnswerMessage}. */
export interface DecideMessage {
  readonly type: "decide";
  /** Numbers the decisions of this game; echo it in the answer. */
  readonly id: number;
  /** What the seat may see (R12). */
  readonly view: PlayerView;
  /** The legal moves, grouped with ranges; answer with one action within one of them. */
  readonly legal: readonly LegalMove[];
  /**
   * Milliseconds until the answer is due, counted from when the host wrote this message: the
   * per-decision time (`hello.decisionMs`) plus what is left of the bank, less the few
   * milliseconds the host spent on the decision before writing (computing the view). An answer
   * read after that is late: a `timeout` strike. Time an answer takes beyond `decisionMs` is
   * taken from the bank, so the next `timeLeftMs` is smaller by as much. On a decision that starts
   * the program, the start-up allowance (`hello.startupMs`) comes on top and is not counted here.
   */
  readonly timeLeftMs: number;
  /**
   * What happened since the bot's previous decision, as its seat may see it — its own actions'
   * events included (the dice of its own attacks).
   */
  readonly events: readonly GameEvent[];
}

/** Sent when the game is over, with everything revealed; stdin closes after it. */
export interface OverMessage {
  readonly type: "over";
  /** The final position, with every main objective revealed. */
  readonly view: PlayerView;
  /** The winning seat, or `null` for a draw. */
  readonly winner: Seat | null;
}

/** Any message from the host. */
export type HostMessage = HelloMessage | DecideMessage | OverMessage;

/** The bot's answer to a decide message: one action (and the decision's `id`, if echoed). */
export interface AnswerMessage {
  /** The action the bot plays: one action within one of the decision's legal moves. */
  readonly action: PlayerAction;
  /**
   * The `id` of the decide message this answers. Optional, but echo it: a late answer can then
   * never be taken for the answer to another decision.
   */
  readonly id?: number;
}

/** What a {@link HelloMessage} says besides its type and protocol version. */
export type HelloFields = Omit<HelloMessage, "type" | "protocol">;

/**
 * The hello message for a seat: who it is, the board, and the game's terms (`settings`, as a bot
 * gets them in `ctx.settings`).
 */
export function helloMessage(
  seat: Seat,
  players: PlayerCount,
  bot: string,
  board: BoardData,
  settings: BotSettings,
): HelloMessage {
  return {
    type: "hello",
    protocol: PROTOCOL_VERSION,
    seat,
    players,
    bot,
    board,
    seed: settings.seed,
    decisionMs: settings.decisionMs,
    bankMs: settings.bankMs,
    startupMs: settings.startupMs,
    limit: settings.limit,
    turnActions: settings.turnActions,
  };
}

/**
 * Italia's version-1 messages as its package gives them to external bots (`BotProtocol.v1`): the
 * hello with the board and the seat's terms, the decide message, the over message with the winner.
 */
export const ITALIA_V1: ProtocolV1<ItaliaGame> = {
  hello(ctx, bot, startupMs) {
    const c = ctx as unknown as DecisionContext;
    return helloMessage(c.seat, c.view.players, bot, BOARD_DATA, { ...c.settings, startupMs });
  },
  decide(ctx, id, timeLeftMs) {
    const c = ctx as unknown as DecisionContext;
    const message: DecideMessage = {
      type: "decide",
      id,
      view: c.view,
      legal: c.legal,
      timeLeftMs,
      events: c.events,
    };
    return message;
  },
  over(view) {
    const message: OverMessage = { type: "over", view, winner: view.winner };
    return message;
  },
};

/** Italia's types of the fields it keeps from version 1 in version 2 (for `protocol.ts`). */
export type { Limit, PlayerCount, Seat };
