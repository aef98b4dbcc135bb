/**
 * Events: what an action did, as data, in the order it happened. The event types of the wire
 * vocabulary are fixed (see `conformance.md`); a few more describe turn flow. Events can carry
 * secrets (a drawn card): send each seat {@link eventFor} its own version.
 *
 * @module
 */
import type { BonusObjectiveId, CardId, RegionId, ZoneId } from "./board.js";
import type { Combination } from "./combinations.js";
import type { EndReason, Seat } from "./state.js";

/** Why armies were placed. */
export type PlacementReason =
  | "setup"
  | "reinforcement"
  | "regionBonus"
  | "esodo-estivo"
  | "cantiere-della-metro";

/** Armies put on a region. `lost` counts armies cut by the 50-army cap (R3). */
export interface ArmiesPlacedEvent {
  readonly type: "armiesPlaced";
  readonly seat: Seat;
  readonly region: RegionId;
  readonly count: number;
  readonly reason: PlacementReason;
  readonly lost: number;
}

/** A combination was played (R5). */
export interface CardsPlayedEvent {
  readonly type: "cardsPlayed";
  readonly seat: Seat;
  readonly cards: readonly CardId[];
  readonly combination: Combination;
  /** Armies added to the pending armies. */
  readonly armies: number;
  /** Armies cut by the cap (R3). */
  readonly lost: number;
}

/** An attack's dice (R6.2–R6.3), sorted high to low, and what each side lost. */
export interface DiceRolledEvent {
  readonly type: "diceRolled";
  readonly seat: Seat;
  readonly defender: Seat;
  readonly from: RegionId;
  readonly to: RegionId;
  readonly attackerDice: readonly number[];
  readonly defenderDice: readonly number[];
  readonly attackerLosses: number;
  readonly defenderLosses: number;
}

/** A region changed hands, by attack or Serenata. */
export interface RegionConqueredEvent {
  readonly type: "regionConquered";
  readonly seat: Seat;
  readonly region: RegionId;
  readonly from: RegionId;
  readonly previousOwner: Seat;
  readonly by: "attack" | "serenata";
}

/** Armies moved between own regions: occupation (R6.4), fortify (R7) or Serenata (R5.4). */
export interface ArmiesMovedEvent {
  readonly type: "armiesMoved";
  readonly seat: Seat;
  readonly from: RegionId;
  readonly to: RegionId;
  readonly count: number;
  readonly reason: "occupy" | "fortify" | "serenata";
}

/** A seat lost its last region (R6.5). */
export interface PlayerEliminatedEvent {
  readonly type: "playerEliminated";
  readonly seat: Seat;
  readonly by: Seat;
}

/** The eliminator took the eliminated seat's cards (R6.5). Card ids are private to `seat`. */
export interface CardsCapturedEvent {
  readonly type: "cardsCaptured";
  readonly seat: Seat;
  readonly from: Seat;
  readonly count: number;
  /** The cards; `null` in other seats' views. */
  readonly cards: readonly CardId[] | null;
}

/** A card was drawn (R8) or given (larghe-intese). The card is private to `seat`. */
export interface CardDrawnEvent {
  readonly type: "cardDrawn";
  readonly seat: Seat;
  /** The card; `null` in other seats' views. */
  readonly card: CardId | null;
  readonly reason: "conquest" | "larghe-intese";
}

/** The discard pile was shuffled into a new deck (R5.5). */
export interface DeckReshuffledEvent {
  readonly type: "deckReshuffled";
  readonly size: number;
}

/** A hand went over 7 cards and was discarded whole (R5.6). The cards become public. */
export interface HandDiscardedEvent {
  readonly type: "handDiscarded";
  readonly seat: Seat;
  readonly cards: readonly CardId[];
}

/** What a completed bonus objective gave. */
export type BonusReward =
  | { readonly kind: "nextTurnArmies"; readonly armies: number }
  | { readonly kind: "untouchable" }
  | { readonly kind: "armies"; readonly region: RegionId | null; readonly armies: number }
  | { readonly kind: "nonna"; readonly card: CardId | null };

/** A colpo da maestro (R9): the objective is now public. */
export interface BonusCompletedEvent {
  readonly type: "bonusCompleted";
  readonly seat: Seat;
  readonly objective: BonusObjectiveId;
  readonly reward: BonusReward;
}

/** A replacement bonus objective was drawn (R9). Private to `seat`. */
export interface BonusDrawnEvent {
  readonly type: "bonusDrawn";
  readonly seat: Seat;
  /** The objective; `null` in other seats' views. */
  readonly objective: BonusObjectiveId | null;
}

/** Where a turn's reinforcements came from (R4.1). */
export interface ReinforcementBreakdown {
  /** floor(regions owned / 3). */
  readonly fromRegions: number;
  /** Zones held entirely and their bonuses. */
  readonly zones: readonly { readonly zone: ZoneId; readonly bonus: number }[];
  /** "+N next turn" rewards (R9). */
  readonly rewards: number;
  /** Armies cut by the cap (R3). */
  readonly lost: number;
  /** Armies granted: the sum of the above less `lost`; 0 on the first player's first turn (R2.7). */
  readonly total: number;
  /** Whether R2.7 applied (the first player's first turn). */
  readonly firstTurn: boolean;
}

/** A seat's turn began (R4.1). */
export interface TurnStartedEvent {
  readonly type: "turnStarted";
  readonly seat: Seat;
  readonly round: number;
  readonly reinforcements: ReinforcementBreakdown;
}

/** A seat's turn ended (R10). */
export interface TurnEndedEvent {
  readonly type: "turnEnded";
  readonly seat: Seat;
  readonly round: number;
}

/** The host reported that the clock ran out (R11.4). */
export interface ClockExpiredEvent {
  readonly type: "clockExpired";
  readonly round: number;
}

/** A Sdadata roll at a turn end in overtime (R11.4). */
export interface SdadataRolledEvent {
  readonly type: "sdadataRolled";
  readonly seat: Seat;
  readonly dice: readonly [number, number];
  readonly threshold: number;
  readonly ended: boolean;
}

/** The game ended (R11). */
export interface GameOverEvent {
  readonly type: "gameOver";
  readonly reason: EndReason;
  readonly winner: Seat | null;
}

/** Anything an action can produce. */
export type GameEvent =
  | ArmiesPlacedEvent
  | CardsPlayedEvent
  | DiceRolledEvent
  | RegionConqueredEvent
  | ArmiesMovedEvent
  | PlayerEliminatedEvent
  | CardsCapturedEvent
  | CardDrawnEvent
  | DeckReshuffledEvent
  | HandDiscardedEvent
  | BonusCompletedEvent
  | BonusDrawnEvent
  | TurnStartedEvent
  | TurnEndedEvent
  | ClockExpiredEvent
  | SdadataRolledEvent
  | GameOverEvent;

/** The `type` tag of an event. */
export type GameEventType = GameEvent["type"];
