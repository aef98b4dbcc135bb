/**
 * The game state: plain JSON (no classes, Maps, Sets or functions), so it can be stored, sent,
 * compared and diffed. Treat it as immutable; {@link apply} returns new states.
 *
 * @module
 */
import type { BonusObjectiveId, CardId, ObjectiveId, RegionId } from "./board.js";
import type { ReinforcementBreakdown } from "./events.js";
import type { RngState } from "./rng.js";

/** A seat number: 0 … players − 1. */
export type Seat = number;

/** How many seats a game has (R2.1). */
export type PlayerCount = 3 | 4;

/**
 * The current decision point.
 * - `setup`: placement passes (R2.4)
 * - `reinforce`: placing pending armies and playing combinations (R4.2)
 * - `attack`: attacking (R4.4, R6)
 * - `occupy`: moving armies into a conquered region (R6.4)
 * - `fortify`: further fortify moves after Giro in Vespa (R7.3)
 * - `over`: the game has ended (R11)
 */
export type Stage = "setup" | "reinforce" | "attack" | "occupy" | "fortify" | "over";

/** How the game ended (R11). */
export type EndReason = "conquista" | "tre-colpi" | "ultimo-rimasto" | "sdadata";

/** The game's limit (R11.4): a number of rounds, or minutes of play reported by the host. */
export type Limit =
  | {
      /** A game of this many rounds; overtime starts in the round after (R11.4). */
      readonly rounds: number;
    }
  | {
      /** A timed game: minutes until the clock runs out (R11.4). */
      readonly minutes: number;
    };

/** Who holds a region and how many armies stand on it. */
export interface RegionState {
  /** The seat that holds the region. */
  readonly owner: Seat;
  /** Armies on the region (1–50, R3). */
  readonly armies: number;
}

/** Per-objective progress of one seat's bonus objectives (R9). */
export interface BonusProgress {
  /** Streak objectives: own turn-ends in a row at which the condition held. */
  readonly "ponte-sullo-stretto"?: number;
  readonly "salerno-reggio"?: number;
  readonly "mille-proroghe"?: number;
  /** Armies that entered Sud or Isole from outside during the current turn. */
  readonly "esodo-estivo"?: number;
  /** Region → own turn-ends in a row it stood untouched with ≥ 10 armies. */
  readonly "cantiere-della-metro"?: Readonly<Partial<Record<RegionId, number>>>;
}

/** One seat's bonus objectives (R9). */
export interface BonusState {
  /** Secret objectives held, in the order they are checked. */
  readonly held: readonly BonusObjectiveId[];
  /** Completed objectives (colpi da maestro), public. */
  readonly completed: readonly BonusObjectiveId[];
  readonly progress: BonusProgress;
}

/** Facts about the current turn that the rules look back on. */
export interface TurnState {
  /** Regions conquered this turn, by attack or Serenata (R8, R11.4). */
  readonly conqueredThisTurn: number;
  /** Whether the seat has attacked this turn (R4.3: no combination after). */
  readonly attacked: boolean;
  /** Whether a fortify move was made this turn (R7.3). */
  readonly fortified: boolean;
  /** Whether Giro in Vespa was played this turn (R7.3). */
  readonly vespa: boolean;
  /** Regions that armies left or attacked from this turn (for cantiere-della-metro). */
  readonly movedOut: readonly RegionId[];
  /**
   * Where this turn's reinforcements came from (R4.1), as granted at the start of the turn;
   * `null` during setup or when a position did not say.
   */
  readonly reinforcements: ReinforcementBreakdown | null;
}

/** The pending move-in after a conquest (R6.4). */
export interface OccupyState {
  /** The region the attack came from. */
  readonly from: RegionId;
  /** The region just conquered. */
  readonly to: RegionId;
  /** The fewest armies the seat must move in: the dice of the last roll (R6.4). */
  readonly min: number;
  /** The most armies the seat may move in. */
  readonly max: number;
}

/**
 * The complete state of a game. Arrays indexed by seat hold per-seat facts. It contains secrets
 * (hands, objectives, deck order, PRNG state): send clients {@link viewFor} instead.
 */
export interface GameState {
  /** Format tag, so stored states can be recognised and migrated. */
  readonly format: "italia-state/2";
  readonly players: PlayerCount;
  /** Who played first (R2.2, R2.7). */
  readonly firstSeat: Seat;
  /** The round (R4.7): 1 from the first turn; 0 during setup. */
  readonly round: number;
  /** Whose decision it is. */
  readonly currentSeat: Seat;
  readonly stage: Stage;
  /** Armies the current seat still has to place (R4.1, R5.2). */
  readonly pendingArmies: number;
  /** Setup: armies each seat has not placed yet (R2.4). */
  readonly setupRemaining: readonly number[];
  /** Setup: armies the current seat may still place in this pass (R2.4). */
  readonly batchLeft: number;
  readonly regions: Readonly<Record<RegionId, RegionState>>;
  /** Each seat's hand, in the order the cards were gained. */
  readonly hands: readonly (readonly CardId[])[];
  /** The draw pile, top first. Secret. */
  readonly deck: readonly CardId[];
  /** The discard pile, oldest first. Public. */
  readonly discard: readonly CardId[];
  /** Each seat's secret main objective. */
  readonly objectives: readonly ObjectiveId[];
  readonly bonus: readonly BonusState[];
  /** The bonus objective deck, top first. Secret. */
  readonly bonusDeck: readonly BonusObjectiveId[];
  /** "+N next turn" rewards waiting, per seat (R9). */
  readonly nextTurnArmies: readonly number[];
  /** Seats no one may attack or Serenata now (R9, stato-della-chiesa). */
  readonly untouchable: readonly Seat[];
  /** Eliminated seats, in elimination order (R6.5). */
  readonly eliminated: readonly Seat[];
  readonly turn: TurnState;
  /** Set only in stage `occupy`. */
  readonly occupy: OccupyState | null;
  readonly limit: Limit;
  /** The first round in which Sdadata rolls happen, once known (R11.4). */
  readonly overtimeFromRound: number | null;
  /** Whether the host reported that a timed game's clock ran out (R11.4). */
  readonly clockExpired: boolean;
  readonly winner: Seat | null;
  readonly endReason: EndReason | null;
  /** The PRNG state. Secret. */
  readonly rng: RngState;
}

/** A fresh {@link TurnState} (a new, unfrozen object: the caller may fill it in before use). */
export function freshTurn(): { -readonly [K in keyof TurnState]: TurnState[K] } {
  return {
    conqueredThisTurn: 0,
    attacked: false,
    fortified: false,
    vespa: false,
    movedOut: [],
    reinforcements: null,
  };
}
