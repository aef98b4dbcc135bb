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
 * @module
 */
import { type Bot, GameHost, type HostStep, type SeatPlayer } from "@italia/bot-sdk";
import {
  eventsFor,
  type GameEvent,
  type GameState,
  italia,
  legalMoves,
  type RecordSeat,
  resultOf,
  turnKey,
  viewFor,
} from "@italia/engine";
import type { AnyGame, Seat } from "@italia/game-kit";
import { RADETZKY_BOTS, type RadetzkyConfig, radetzky } from "@italia/radetzky";
import type { BotMaker } from "./bot-pool.js";
import type { BotOwner } from "./bot-scheduler.js";
import type { ItaliaTerms, RadetzkyTerms, RoomTerms } from "./terms.js";

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

/** Italia: the engine's functions, as the server has always sent them. */
const ITALIA: GameKind = {
  id: "italia",
  game: italia as unknown as AnyGame,
  seatCount: (terms) => terms.seats,
  oneLateBot: true,
  start(terms, seed, seats, decisionMs) {
    const t = terms as ItaliaTerms;
    const host = GameHost.start(
      { players: t.seats, seed, limit: t.limit },
      seats.map(() => null),
      { seats, timeControl: { decisionMs } },
    );
    return host as unknown as AnyHost;
  },
  makeBot: (terms, owner, bots) =>
    bots.make((terms as ItaliaTerms).bot, owner) as NonNullable<AnyPlayer>,
  releaseBot: (bot, bots) => bots.release(bot as Bot),
  legal: (state, seat) => {
    const s = state as GameState;
    return s.stage === "over" || s.currentSeat !== seat ? [] : legalMoves(s);
  },
  view: (state, seat) => viewFor(state as GameState, seat),
  events: (events, seat) => eventsFor(events as readonly GameEvent[], seat),
  result: (state) => resultOf(state as GameState),
  over: (state) => (state as GameState).stage === "over",
  turn: (state) => {
    const s = state as GameState;
    return s.stage === "over" ? null : { seat: s.currentSeat, key: turnKey(s) };
  },
  clockMinutes: (terms) => {
    const limit = (terms as ItaliaTerms).limit;
    return "minutes" in limit ? limit.minutes : null;
  },
  clockRanOut: (state) => (state as GameState).clockExpired === true,
  expireTurn: (host, standIn) =>
    host.expireTurn(standIn((host.state as GameState).currentSeat) as never),
};

/** The config of a Radetzky room's game. */
export function radetzkyConfig(terms: RadetzkyTerms): RadetzkyConfig {
  return {
    players: terms.seats,
    mode: terms.mode,
    difficulty: terms.difficulty,
    handInfo: terms.handInfo,
  };
}

/**
 * A game on the platform's `Game` interface alone (Radetzky): its own views, events, legal moves
 * and outcome; bots made by `bot` on the main thread.
 */
function platformKind(
  game: AnyGame,
  config: (terms: RoomTerms) => unknown,
  bot: (terms: RoomTerms) => NonNullable<AnyPlayer>,
): GameKind {
  return {
    id: game.info.id,
    game,
    seatCount: (terms) => game.seatCount(config(terms)),
    oneLateBot: false,
    start: (terms, seed, seats, decisionMs) =>
      GameHost.play(
        game,
        config(terms),
        seed,
        seats.map(() => null),
        { seats, timeControl: { decisionMs } },
      ),
    makeBot: (terms) => bot(terms),
    releaseBot: () => {},
    legal: (state, seat) => game.legalMoves(state, seat),
    view: (state, seat) => game.view(state, seat),
    events: (events, seat) =>
      events.flatMap((e) => {
        const shown = game.eventFor(e, seat);
        return shown === null ? [] : [shown];
      }),
    result: (state) => game.outcome(state),
    over: (state) => game.actors(state).length === 0,
    turn: (state) => {
      const turn = game.turnOf(state);
      return turn ? { seat: turn.seat, key: turn.key } : null;
    },
    clockMinutes: () => null,
    clockRanOut: () => false,
    async expireTurn(host, standIn) {
      const turn = game.turnOf(host.state);
      if (!turn) return [];
      const done: AnyStep[] = [];
      for (;;) {
        const actors = host.actors();
        if (actors.length === 0) break;
        // every person among the actors is stood in for (the host asks bots only)
        const people = actors.filter((s) => host.playerAt(s) === null);
        for (const s of people) host.seat(s, standIn(s));
        let step: AnyStep;
        try {
          const pending = host.step();
          step = pending instanceof Promise ? await pending : pending;
        } finally {
          for (const s of people) host.seat(s, null);
        }
        done.push(step);
        if (step.turnEnded) break;
      }
      return done;
    },
  };
}

const RADETZKY: GameKind = platformKind(
  radetzky as unknown as AnyGame,
  (terms) => radetzkyConfig(terms as RadetzkyTerms),
  (terms) => RADETZKY_BOTS[(terms as RadetzkyTerms).bot]() as unknown as NonNullable<AnyPlayer>,
);

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
