/**
 * What a room needs of each game it plays, beyond the platform's `Game` interface: a
 * {@link GameKind} per game id. The room session ({@link RoomSession}) is the same for every
 * game; a kind says how the game's host starts from the room's terms, where its bots come from,
 * what a seat is sent (its view, its events, its legal moves, the result) and what of the game is
 * Italia's alone (the game clock, R11.4).
 *
 * - Italia: the engine's own functions (the messages Italia's clients have always been sent),
 *   its bots from the room's {@link BotMaker} (worker threads, fair shares), its game clock.
 * - Radetzky: the `Game` interface only; its bots (`RADETZKY_BOTS`) run on the main thread
 *   (they answer in microseconds: the worker pool is Italia's), no game clock. At a shared
 *   decision (several seats may answer a fight, RZ11.2) the host's bots wait while a person is
 *   among the actors; when the turn's time runs out, the room's bots stand in for every person
 *   among the actors until the turn ends.
 *
 * The kinds live beside their games (`games/italia.ts`, `games/radetzky.ts`); a game on the
 * `Game` interface alone gets its kind from `platformKind` (`platform-kind.ts`).
 *
 * @module
 */
import type { GameHost, HostOptions, HostStep, SeatPlayer } from "@italia/bot-sdk";
import type { AnyGame, Seat } from "@italia/game-kit";
import type { BotMaker } from "./bot-pool.js";
import type { BotOwner } from "./bot-scheduler.js";
import { ITALIA } from "./games/italia.js";
import { RADETZKY } from "./games/radetzky.js";
import type { RoomTerms } from "./terms.js";

/** Who sat in a seat, as a game's record names it (a person's name, or a bot's and its level). */
export type RecordSeat = NonNullable<HostOptions["seats"]>[number];

/** A game host of any game, as a room holds it. */
export type AnyHost = GameHost<AnyGame>;
/** A seat's player in any game's host: a bot, or `null` for a person. */
export type AnyPlayer = SeatPlayer<AnyGame>;
/** One applied action of any game's host. */
export type AnyStep = HostStep<AnyGame>;

/** Whose turn it is, for the room's turn timer. */
export interface RoomTurn {
  /** The turn's owner (its timer's seat). */
  readonly seat: Seat;
  /** Changes exactly when a new turn begins: a new key gets a new deadline. */
  readonly key: string;
}

/** What a room needs to play one game. */
export interface GameKind {
  /** The game's id (`info.id`), its room type and the rooms' `game`. */
  readonly id: string;
  /** The game's rules. */
  readonly game: AnyGame;
  /** The number of seats of a room with `terms`. */
  seatCount(terms: RoomTerms): number;
  /** A new game's host from the room's terms and secret seed, every seat a person's for now. */
  start(terms: RoomTerms, seed: string, seats: readonly RecordSeat[], decisionMs: number): AnyHost;
  /** A new bot of the room's level for one seat (or for finishing a late turn). */
  makeBot(terms: RoomTerms, owner: BotOwner, bots: BotMaker): NonNullable<AnyPlayer>;
  /** The bot is no longer needed. */
  releaseBot(bot: NonNullable<AnyPlayer>, bots: BotMaker): void;
  /** The legal moves of `seat`, an actor, as its client is sent them. */
  legal(state: unknown, seat: Seat): readonly unknown[];
  /** What `seat` (`null`: a spectator) may see of `state`. */
  view(state: unknown, seat: Seat | null): unknown;
  /** `events` as `seat` (`null`: a spectator) may see them, in order. */
  events(events: readonly unknown[], seat: Seat | null): unknown[];
  /** The result a client is sent once the game is over, else `null`. */
  result(state: unknown): unknown;
  /** Whether the game is over. */
  over(state: unknown): boolean;
  /** Whose turn it is (`null` once over). */
  turn(state: unknown): RoomTurn | null;
  /**
   * Whether one bot finishes every seat's late turns (Italia: one seat acts at a time), rather
   * than one bot per seat (a shared decision's late people are stood in for at once).
   */
  readonly oneLateBot: boolean;
  /** Minutes of a timed game (R11.4), or `null` for a game without a game clock. */
  clockMinutes(terms: RoomTerms): number | null;
  /** Whether the game's clock has run out already (a resumed game's stored `clockExpired`). */
  clockRanOut(state: unknown): boolean;
  /**
   * The turn's time ran out: the room's bots finish the turn (`standIn` gives one per seat it
   * plays for); the seats keep their players.
   */
  expireTurn(host: AnyHost, standIn: (seat: Seat) => NonNullable<AnyPlayer>): Promise<AnyStep[]>;
}

/** The games rooms are played in, by id. */
export const GAME_KINDS: ReadonlyMap<string, GameKind> = new Map([
  [ITALIA.id, ITALIA],
  [RADETZKY.id, RADETZKY],
]);

/**
 * The kind of a room's game (`room.game`; a room stored before rooms named their game is
 * Italia's).
 *
 * @throws Error for a game this server does not play
 */
export function gameKindOf(game: string | undefined): GameKind {
  const kind = GAME_KINDS.get(game ?? "italia");
  if (!kind) throw new Error(`this server cannot play rooms of the game ${JSON.stringify(game)}`);
  return kind;
}
