/**
 * Actions: the wire vocabulary of moves (see `conformance.md`). Every player action names the
 * acting `seat`. Actions arriving from outside are checked by {@link parseAction} first.
 *
 * @module
 */
import type { CardId, RegionId } from "./board.js";
import type { Seat } from "./state.js";

/** Place armies: a setup placement (R2.4) or pending reinforcements (R4.2). */
export interface PlaceAction {
  readonly type: "place";
  /** The acting seat (0-based). */
  readonly seat: Seat;
  /** The region to place them on (the seat's). */
  readonly region: RegionId;
  /** Armies to place, within the legal move's range. */
  readonly count: number;
}

/** The region a Serenata takes and the region its army comes from (R5.4). */
export interface SerenataTarget {
  /** The region the Serenata's army comes from (the seat's). */
  readonly from: RegionId;
  /** The region the Serenata takes. */
  readonly to: RegionId;
}

/** Play a combination of 1 or 3 cards (R5); `target` only for a Serenata. */
export interface PlayCardsAction {
  readonly type: "playCards";
  /** The acting seat (0-based). */
  readonly seat: Seat;
  /** The cards of the combination, 1 or 3 (R5). */
  readonly cards: readonly CardId[];
  /** Only for a Serenata: the region it takes and where its army comes from (R5.4). */
  readonly target?: SerenataTarget;
}

/** Attack once with 1–3 dice (R6). */
export interface AttackAction {
  readonly type: "attack";
  /** The acting seat (0-based). */
  readonly seat: Seat;
  /** The attacking region (the seat's, at least 2 armies). */
  readonly from: RegionId;
  /** The attacked region (another seat's, linked to `from`). */
  readonly to: RegionId;
  /**
   * How many dice the attacker rolls: 1–3, at most the armies in `from` less one, never fewer than
   * the defender rolls (R6.2).
   */
  readonly dice: number;
}

/** Move armies into the region just conquered (R6.4). */
export interface OccupyAction {
  readonly type: "occupy";
  /** The acting seat (0-based). */
  readonly seat: Seat;
  /** Armies to move into the conquered region, within the occupy range (R6.4). */
  readonly count: number;
}

/** Move armies between two adjacent own regions (R7). */
export interface FortifyAction {
  readonly type: "fortify";
  /** The acting seat (0-based). */
  readonly seat: Seat;
  /** The region the armies leave (the seat's). */
  readonly from: RegionId;
  /** The region the armies enter (the seat's, linked to `from`). */
  readonly to: RegionId;
  /** Armies to move (at least 1; at least one army stays behind). */
  readonly count: number;
}

/** "Passa": end the turn (R4.6). */
export interface EndTurnAction {
  readonly type: "endTurn";
  /** The acting seat (0-based). */
  readonly seat: Seat;
}

/**
 * The host's own action: a timed game's clock ran out (R11.4). Host-only: no seat may send it, a
 * bot's answer never carries it, and a host never accepts it from a client (`parsePlayerAction`
 * and `applyPlayerAction` refuse it).
 */
export interface ClockExpiredAction {
  readonly type: "clockExpired";
}

/** Any action a seat can take. */
export type PlayerAction =
  | PlaceAction
  | PlayCardsAction
  | AttackAction
  | OccupyAction
  | FortifyAction
  | EndTurnAction;

/** Any action, including the host's system action. */
export type Action = PlayerAction | ClockExpiredAction;

/** The `type` tag of an action. */
export type ActionType = Action["type"];
