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
  /** The seat whose armies they are. */
  readonly seat: Seat;
  /** The region they were placed on. */
  readonly region: RegionId;
  /** Armies placed, after the cap. */
  readonly count: number;
  /**
   * Why they were placed: setup (R2.4), reinforcement (R4.2), a region bonus of a combination (R5)
   * or a bonus objective's reward (R9).
   */
  readonly reason: PlacementReason;
  /** Armies cut by the 50-army cap (R3). */
  readonly lost: number;
}

/** A combination was played (R5). */
export interface CardsPlayedEvent {
  readonly type: "cardsPlayed";
  /** The seat that played them. */
  readonly seat: Seat;
  /** The cards played. */
  readonly cards: readonly CardId[];
  /** The combination they formed (R5). */
  readonly combination: Combination;
  /** Armies added to the pending armies. */
  readonly armies: number;
  /** Armies cut by the cap (R3). */
  readonly lost: number;
}

/** An attack's dice (R6.2–R6.3), sorted high to low, and what each side lost. */
export interface DiceRolledEvent {
  readonly type: "diceRolled";
  /** The attacking seat. */
  readonly seat: Seat;
  /** The seat that defended. */
  readonly defender: Seat;
  /** The attacking region. */
  readonly from: RegionId;
  /** The attacked region. */
  readonly to: RegionId;
  /** The attacker's dice, high to low. */
  readonly attackerDice: readonly number[];
  /** The defender's dice, high to low. */
  readonly defenderDice: readonly number[];
  /** Armies the attacker lost. */
  readonly attackerLosses: number;
  /** Armies the defender lost. */
  readonly defenderLosses: number;
}

/** A region changed hands, by attack or Serenata. */
export interface RegionConqueredEvent {
  readonly type: "regionConquered";
  /** The conquering seat. */
  readonly seat: Seat;
  /** The region conquered. */
  readonly region: RegionId;
  /** The region the conquest came from. */
  readonly from: RegionId;
  /** The seat that held the region. */
  readonly previousOwner: Seat;
  /** How the region was taken: an attack or a Serenata. */
  readonly by: "attack" | "serenata";
}

/** Armies moved between own regions: occupation (R6.4), fortify (R7) or Serenata (R5.4). */
export interface ArmiesMovedEvent {
  readonly type: "armiesMoved";
  /** The seat that moved them. */
  readonly seat: Seat;
  /** The region the armies left. */
  readonly from: RegionId;
  /** The region the armies entered. */
  readonly to: RegionId;
  /** How many armies moved. */
  readonly count: number;
  /** Why they moved: an occupation after a conquest (R6.4) or a fortify move (R7). */
  readonly reason: "occupy" | "fortify" | "serenata";
}

/** A seat lost its last region (R6.5). */
export interface PlayerEliminatedEvent {
  readonly type: "playerEliminated";
  /** The seat eliminated (R6.5). */
  readonly seat: Seat;
  /** The seat that eliminated it. */
  readonly by: Seat;
}

/** The eliminator took the eliminated seat's cards (R6.5). Card ids are private to `seat`. */
export interface CardsCapturedEvent {
  readonly type: "cardsCaptured";
  /** The seat that took the cards. */
  readonly seat: Seat;
  /** The eliminated seat whose hand was taken (R6.5). */
  readonly from: Seat;
  /** How many cards were taken. */
  readonly count: number;
  /** The cards; `null` in other seats' views. */
  readonly cards: readonly CardId[] | null;
}

/** A card was drawn (R8) or given (larghe-intese). The card is private to `seat`. */
export interface CardDrawnEvent {
  readonly type: "cardDrawn";
  /** The seat that drew the card. */
  readonly seat: Seat;
  /** The card; `null` in other seats' views. */
  readonly card: CardId | null;
  /** Why a card was drawn: the turn's first conquest (R8) or the larghe-intese reward (public). */
  readonly reason: "conquest" | "larghe-intese";
}

/** The discard pile was shuffled into a new deck (R5.5). */
export interface DeckReshuffledEvent {
  readonly type: "deckReshuffled";
  /** Cards in the new deck. */
  readonly size: number;
}

/** A hand went over 7 cards and was discarded whole (R5.6). The cards become public. */
export interface HandDiscardedEvent {
  readonly type: "handDiscarded";
  /** The seat that discarded them. */
  readonly seat: Seat;
  /** The cards discarded. */
  readonly cards: readonly CardId[];
}

/** What a completed bonus objective gave. */
export type BonusReward =
  | {
      /** What kind of reward it was: armies added to the seat's next reinforcements. */
      readonly kind: "nextTurnArmies";
      /** Armies the reward gave. */
      readonly armies: number;
    }
  | {
      /** What kind of reward it was: untouchable status (R9, stato-della-chiesa). */
      readonly kind: "untouchable";
    }
  | {
      /** What kind of reward it was: armies placed on a region. */
      readonly kind: "armies";
      /** The region the reward's armies went to; `null` when there was none to take them. */
      readonly region: RegionId | null;
      /** Armies the reward gave. */
      readonly armies: number;
    }
  | {
      /** What kind of reward it was: a Nonna card. */
      readonly kind: "nonna";
      /** The card the reward gave; `null` when no Nonna was left to give. */
      readonly card: CardId | null;
    };

/** A colpo da maestro (R9): the objective is now public. */
export interface BonusCompletedEvent {
  readonly type: "bonusCompleted";
  /** The seat that completed it. */
  readonly seat: Seat;
  /** The bonus objective completed (now revealed). */
  readonly objective: BonusObjectiveId;
  /** What completing it gave (R9). */
  readonly reward: BonusReward;
}

/** A replacement bonus objective was drawn (R9). Private to `seat`. */
export interface BonusDrawnEvent {
  readonly type: "bonusDrawn";
  /** The seat that drew a bonus objective. */
  readonly seat: Seat;
  /** The objective; `null` in other seats' views. */
  readonly objective: BonusObjectiveId | null;
}

/** Where a turn's reinforcements came from (R4.1). */
export interface ReinforcementBreakdown {
  /** floor(regions owned / 3). */
  readonly fromRegions: number;
  /** Zones held entirely and their bonuses. */
  readonly zones: readonly {
    /** A zone the seat holds entirely. */
    readonly zone: ZoneId;
    /** The zone's reinforcement bonus (R1.3). */
    readonly bonus: number;
  }[];
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
  /** The seat whose turn started. */
  readonly seat: Seat;
  /** The round of the turn. */
  readonly round: number;
  /** Where the turn's reinforcements came from (R4.1). */
  readonly reinforcements: ReinforcementBreakdown;
}

/** A seat's turn ended (R10). */
export interface TurnEndedEvent {
  readonly type: "turnEnded";
  /** The seat whose turn ended. */
  readonly seat: Seat;
  /** The round of the turn. */
  readonly round: number;
}

/** The host reported that the clock ran out (R11.4). */
export interface ClockExpiredEvent {
  readonly type: "clockExpired";
  /** The round in which a timed game's clock ran out (R11.4). */
  readonly round: number;
}

/** A Sdadata roll at a turn end in overtime (R11.4). */
export interface SdadataRolledEvent {
  readonly type: "sdadataRolled";
  /** The seat that rolled. */
  readonly seat: Seat;
  /** The two dice of the Sdadata roll (R11.4). */
  readonly dice: readonly [number, number];
  /** The game ends if the sum is at most this (R11.4). */
  readonly threshold: number;
  /** Whether the roll ended the game. */
  readonly ended: boolean;
}

/** The game ended (R11). */
export interface GameOverEvent {
  readonly type: "gameOver";
  /** Why the game ended (R11). */
  readonly reason: EndReason;
  /** The winning seat, or `null` for a draw. */
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
