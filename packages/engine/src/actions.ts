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
  readonly seat: Seat;
  readonly region: RegionId;
  readonly count: number;
}

/** The region a Serenata takes and the region its army comes from (R5.4). */
export interface SerenataTarget {
  readonly from: RegionId;
  readonly to: RegionId;
}

/** Play a combination of 1 or 3 cards (R5); `target` only for a Serenata. */
export interface PlayCardsAction {
  readonly type: "playCards";
  readonly seat: Seat;
  readonly cards: readonly CardId[];
  readonly target?: SerenataTarget;
}

/** Attack once with 1–3 dice (R6). */
export interface AttackAction {
  readonly type: "attack";
  readonly seat: Seat;
  readonly from: RegionId;
  readonly to: RegionId;
  readonly dice: number;
}

/** Move armies into the region just conquered (R6.4). */
export interface OccupyAction {
  readonly type: "occupy";
  readonly seat: Seat;
  readonly count: number;
}

/** Move armies between two adjacent own regions (R7). */
export interface FortifyAction {
  readonly type: "fortify";
  readonly seat: Seat;
  readonly from: RegionId;
  readonly to: RegionId;
  readonly count: number;
}

/** "Passa": end the turn (R4.6). */
export interface EndTurnAction {
  readonly type: "endTurn";
  readonly seat: Seat;
}

/**
 * The host's own action: a timed game's clock ran out (R11.4). Only the host sends it — never
 * accept it from a client; `parsePlayerAction` and `applyPlayerAction` refuse it.
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
