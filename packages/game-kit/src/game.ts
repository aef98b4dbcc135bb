/**
 * The `Game` interface: everything the platform (host, referee, arena, records, bot protocol,
 * command line, server, web shell) needs from a game's rules, and nothing of any one game. A game
 * is one plain object of pure functions over plain-JSON values: a config, a state (deeply frozen,
 * carrying its own generator state), actions that name the seat taking them, per-seat views and
 * events, and an outcome.
 *
 * Who decides is a set of seats ({@link Game.actors}): one seat in most decisions, several where
 * the rules let any of them answer (a shared or simultaneous decision), none once the game is
 * over. Chance is never a seat: `apply` draws it from the state's generator.
 *
 * The contract every game keeps is checked by `contractChecks` (`@italia/game-kit/testing`).
 *
 * @module
 */
import type { Json, Outcome } from "./outcome.js";
import type { Result } from "./result.js";

/** A seat at the table: 0 for the first. */
export type Seat = number;

/** What a game is, for menus, records and the arena. */
export interface GameInfo {
  /** A short stable id (`"italia"`, `"radetzky"`): records, vectors, rooms and `--game` name it. */
  readonly id: string;
  /** The game's name for people. */
  readonly title: string;
  /** The rules' version (semver): a record names it. */
  readonly version: string;
  /** How many seats a game may have. */
  readonly seats: { readonly min: number; readonly max: number };
  /** Whether seats play against each other, or all together (every seat has the same result). */
  readonly play: "competitive" | "cooperative";
  /** Whether some of the state is hidden from some seats (then views differ). */
  readonly information: "perfect" | "imperfect";
}

/** A new state and what happened on the way to it. */
export interface Applied<S, E> {
  readonly state: S;
  readonly events: readonly E[];
}

/**
 * An applied action: the new state, its events, and the action as the game applied it — a plain
 * copy of the input (or the game's own object for an action it listed), safe to keep in a record
 * whatever object was handed in.
 */
export interface Played<S, E, A> extends Applied<S, E> {
  readonly action: A;
}

/** Something the host reports that is nobody's action: a game clock ran out. */
export interface HostInput {
  readonly type: "timeUp";
}

/** Whose turn it is, for turn clocks and turn bounds. */
export interface TurnInfo {
  /** The seat whose turn it is (its clock runs). */
  readonly seat: Seat;
  /** Changes exactly when a new turn (or setup pass) begins, never within one turn. */
  readonly key: string;
  /** Set for a setup pass rather than a turn of play (turn statistics leave it out). */
  readonly setup?: boolean;
}

/**
 * A game's rules. `C` is its config (without the seed), `S` its state, `A` an action (every action
 * names the seat that takes it), `V` a seat's view, `E` an event, `M` a legal move as listed (a
 * move may stand for several actions: Italia's "place 1–7 armies on Lazio").
 */
export interface Game<C, S, A extends { readonly seat: Seat }, V, E, M = A> {
  /** What the game is. */
  readonly info: GameInfo;
  /** Reads a config from untrusted input (no seed): the config, or what is wrong with it. */
  checkConfig(input: unknown): Result<C>;
  /** The number of seats of a game with `config`. */
  seatCount(config: C): number;
  /** A new game: deterministic in `config` and `seed`. */
  newGame(config: C, seed: string): S;
  /** The seats that may act now; empty exactly when the game is over. */
  actors(state: S): readonly Seat[];
  /** The moves `seat` may make now (empty for a seat that may not act). */
  legalMoves(state: S, seat: Seat): readonly M[];
  /** The actions a listed move stands for. */
  actionsOf(move: M): readonly A[];
  /** Reads an action from untrusted input, its shape only (legality is `apply`'s). */
  parseAction(input: unknown): Result<A>;
  /**
   * Applies `action`, untrusted input: pure, never throws, refuses an illegal action (or a seat
   * not to act); gives back the action as applied (a plain copy).
   */
  apply(state: S, action: unknown): Result<Played<S, E, A>>;
  /** What `seat` may see of `state` (`null`: a spectator): no generator state, no secret of others. */
  view(state: S, seat: Seat | null): V;
  /** `event` as `seat` may see it (`null`: a spectator), or `null` if it sees nothing of it. */
  eventFor(event: E, seat: Seat | null): E | null;
  /** How the game ended, or `null` while it goes on. */
  outcome(state: S): Outcome | null;
  /** Whose turn it is, or `null` once the game is over. */
  turnOf(state: S): TurnInfo | null;
  /** An action always legal for `seat`, an actor: what the host plays for a seat out of time. */
  fallback(state: S, seat: Seat): A;
  /** What randomness the step with `events` drew, for records (Italia: its dice), if any. */
  chanceOf?(events: readonly E[]): Json | undefined;
  /** Applies a host input (games with a game clock only). */
  host?(state: S, input: HostInput): Result<Applied<S, E>>;
}

/** Any game (for code that works with every game). */
// biome-ignore lint/suspicious/noExplicitAny: the type parameters of any game
export type AnyGame = Game<any, any, any, any, any, any>;
/** A game's config type. */
export type ConfigOf<G> =
  G extends Game<infer C, infer _S, infer _A, infer _V, infer _E, infer _M> ? C : never;
/** A game's state type. */
export type StateOf<G> =
  G extends Game<infer _C, infer S, infer _A, infer _V, infer _E, infer _M> ? S : never;
/** A game's action type. */
export type ActionOf<G> =
  G extends Game<infer _C, infer _S, infer A, infer _V, infer _E, infer _M> ? A : never;
/** A game's view type. */
export type ViewOf<G> =
  G extends Game<infer _C, infer _S, infer _A, infer V, infer _E, infer _M> ? V : never;
/** A game's event type. */
export type EventOf<G> =
  G extends Game<infer _C, infer _S, infer _A, infer _V, infer E, infer _M> ? E : never;
/** A game's listed-move type. */
export type MoveOf<G> =
  G extends Game<infer _C, infer _S, infer _A, infer _V, infer _E, infer M> ? M : never;
