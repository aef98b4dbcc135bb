/**
 * End-of-game statistics, computed from a game record: every state comes from the engine's
 * `apply` over the record's actions, every expectation from the bot SDK's exact `rollOdds`
 * (R6.3). Nothing here knows a rule: it counts events and reads the engine's queries.
 *
 * - Armies and regions of each seat at the start of every round (and at the end of the game).
 * - Battles: a battle is one seat's run of attack rolls from one region on another within a
 *   turn; it is won when the region falls, called off otherwise (the defender held).
 * - Dice luck: armies each seat lost and destroyed in battle against the exact expectation of
 *   the dice rolled (attacking and defending), and the difference ("luck", in armies).
 * - Combinations played and armies gained from them (R5), colpi da maestro (R9).
 */
import { rollOdds } from "@italia/bot-sdk";
import {
  apply,
  armiesOnMap,
  type BonusObjectiveId,
  type Combination,
  type DiceRolledEvent,
  type GameEvent,
  type GameRecord,
  type GameState,
  newGame,
  regionCount,
  type Seat,
} from "@italia/engine";

/** One seat's statistics. */
export interface SeatStats {
  readonly seat: Seat;
  /** Battles this seat started that took the region. */
  readonly battlesWon: number;
  /** Battles this seat started and called off (the defender held). */
  readonly battlesLost: number;
  /** Battles against this seat's regions that the seat held. */
  readonly defencesHeld: number;
  /** Regions this seat lost (by attack or Serenata). */
  readonly regionsLost: number;
  /** Attack rolls made. */
  readonly rolls: number;
  /** Armies this seat lost in battle (attacking and defending). */
  readonly armiesLost: number;
  /** Armies it would lose on average with the same dice (the exact expectation). */
  readonly expectedLost: number;
  /** Armies of others this seat destroyed in battle (attacking and defending). */
  readonly armiesDestroyed: number;
  /** The exact expectation of the armies destroyed with the same dice. */
  readonly expectedDestroyed: number;
  /** Combinations played, by kind (R5). */
  readonly combinations: Readonly<Partial<Record<Combination, number>>>;
  /** Armies gained from combinations. */
  readonly cardArmies: number;
  /** Completed bonus objectives (colpi, R9), in order. */
  readonly colpi: readonly BonusObjectiveId[];
  /** Seats this seat eliminated (R6.5). */
  readonly eliminated: readonly Seat[];
}

/** A game's statistics. */
export interface GameStats {
  readonly players: number;
  /** The round of each sample point: the start of each round, then the end of the game. */
  readonly rounds: readonly number[];
  /** Armies on the map per seat at each point: `armies[seat][point]`. */
  readonly armies: readonly (readonly number[])[];
  /** Regions held per seat at each point: `regions[seat][point]`. */
  readonly regions: readonly (readonly number[])[];
  readonly seats: readonly SeatStats[];
  /** Whether the record's game is over. */
  readonly finished: boolean;
}

/** The exact average losses of one roll with these dice (R6.3). */
export function expectedLosses(
  attackerDice: number,
  defenderDice: number,
): { attacker: number; defender: number } {
  let attacker = 0;
  let defender = 0;
  for (const o of rollOdds(attackerDice, defenderDice)) {
    attacker += o.attackerLosses * o.probability;
    defender += o.defenderLosses * o.probability;
  }
  return { attacker, defender };
}

/** A seat's luck in armies: destroyed above expectation less lost above expectation. */
export function luckOf(s: SeatStats): number {
  return s.armiesDestroyed - s.expectedDestroyed - (s.armiesLost - s.expectedLost);
}

type Mutable<T> = {
  -readonly [K in keyof T]: T[K] extends readonly (infer U)[]
    ? U[]
    : T[K] extends Readonly<Partial<Record<Combination, number>>>
      ? Partial<Record<Combination, number>>
      : T[K];
};

function emptySeat(seat: Seat): Mutable<SeatStats> {
  return {
    seat,
    battlesWon: 0,
    battlesLost: 0,
    defencesHeld: 0,
    regionsLost: 0,
    rolls: 0,
    armiesLost: 0,
    expectedLost: 0,
    armiesDestroyed: 0,
    expectedDestroyed: 0,
    combinations: {},
    cardArmies: 0,
    colpi: [],
    eliminated: [],
  };
}

/** The battle going on: who attacks what from where, and who defends. */
interface Battle {
  readonly seat: Seat;
  readonly defender: Seat;
  readonly from: string;
  readonly to: string;
}

/**
 * Collects statistics one action at a time: feed it each action's events and the state after it.
 * {@link gameStats} drives it over a record; a host that already replays can feed it directly.
 */
export class StatsCollector {
  private readonly seats: Mutable<SeatStats>[];
  private readonly rounds: number[] = [];
  private readonly armies: number[][];
  private readonly regions: number[][];
  private battle: Battle | null = null;
  private sampledAt = -1;
  private pendingSample = false;
  private sampled: GameState | null = null;
  private last: GameState;

  constructor(start: GameState) {
    this.last = start;
    this.seats = Array.from({ length: start.players }, (_, s) => emptySeat(s));
    this.armies = Array.from({ length: start.players }, () => []);
    this.regions = Array.from({ length: start.players }, () => []);
  }

  private sample(state: GameState): void {
    this.rounds.push(state.round);
    for (let s = 0; s < state.players; s++) {
      this.armies[s]!.push(armiesOnMap(state, s));
      this.regions[s]!.push(regionCount(state, s));
    }
  }

  private endBattle(won: boolean): void {
    const b = this.battle;
    if (!b) return;
    if (won) this.seats[b.seat]!.battlesWon++;
    else {
      this.seats[b.seat]!.battlesLost++;
      this.seats[b.defender]!.defencesHeld++;
    }
    this.battle = null;
  }

  private roll(e: DiceRolledEvent): void {
    const b = this.battle;
    if (!b || b.seat !== e.seat || b.from !== e.from || b.to !== e.to) {
      this.endBattle(false);
      this.battle = { seat: e.seat, defender: e.defender, from: e.from, to: e.to };
    }
    const expected = expectedLosses(e.attackerDice.length, e.defenderDice.length);
    const att = this.seats[e.seat]!;
    const def = this.seats[e.defender]!;
    att.rolls++;
    att.armiesLost += e.attackerLosses;
    att.expectedLost += expected.attacker;
    att.armiesDestroyed += e.defenderLosses;
    att.expectedDestroyed += expected.defender;
    def.armiesLost += e.defenderLosses;
    def.expectedLost += expected.defender;
    def.armiesDestroyed += e.attackerLosses;
    def.expectedDestroyed += expected.attacker;
  }

  private event(e: GameEvent): void {
    switch (e.type) {
      case "diceRolled":
        this.roll(e);
        break;
      case "regionConquered":
        this.seats[e.previousOwner]!.regionsLost++;
        if (e.by === "attack") this.endBattle(true);
        break;
      case "cardsPlayed": {
        const s = this.seats[e.seat]!;
        s.combinations[e.combination] = (s.combinations[e.combination] ?? 0) + 1;
        s.cardArmies += e.armies;
        break;
      }
      case "bonusCompleted":
        this.seats[e.seat]!.colpi.push(e.objective);
        break;
      case "playerEliminated":
        this.seats[e.by]!.eliminated.push(e.seat);
        break;
      case "armiesMoved":
      case "turnEnded":
      case "gameOver":
        // Moving armies (a conquest has already ended its battle), the end of a turn or of the
        // game: a battle going on was called off.
        this.endBattle(false);
        break;
      case "turnStarted":
        this.endBattle(false);
        if (e.round > this.sampledAt) {
          this.sampledAt = e.round;
          this.pendingSample = true;
        }
        break;
      default:
        break;
    }
  }

  /** One action: its events and the state after it. */
  step(events: readonly GameEvent[], after: GameState): void {
    for (const e of events) this.event(e);
    if (this.pendingSample) {
      this.sample(after);
      this.sampled = after;
      this.pendingSample = false;
    }
    this.last = after;
  }

  /** The statistics so far; the last point is the latest state. */
  finish(): GameStats {
    this.endBattle(false);
    const rounds = [...this.rounds];
    const armies = this.armies.map((a) => [...a]);
    const regions = this.regions.map((r) => [...r]);
    const last = this.last;
    // The end of the game (or the position reached) as the last point, unless it is sampled.
    if (this.sampled !== last) {
      rounds.push(last.round);
      for (let s = 0; s < last.players; s++) {
        armies[s]!.push(armiesOnMap(last, s));
        regions[s]!.push(regionCount(last, s));
      }
    }
    return {
      players: last.players,
      rounds,
      armies,
      regions,
      seats: this.seats.map((s) => ({ ...s, colpi: [...s.colpi], eliminated: [...s.eliminated] })),
      finished: last.stage === "over",
    };
  }
}

/**
 * A recorded game's statistics: the record's actions replayed with the engine. The record must
 * have passed `checkRecord`; a refused step throws (it would be a bug).
 *
 * @example
 * ```ts
 * const stats = gameStats(session.record);
 * stats.armies[0]; // seat 0's armies at the start of each round, then at the end
 * ```
 */
export function gameStats(record: GameRecord): GameStats {
  let state = newGame(record.config);
  const collector = new StatsCollector(state);
  for (let i = 0; i < record.steps.length; i++) {
    const result = apply(state, record.steps[i]!.action);
    if (!result.ok) throw new Error(`step ${i} was refused: ${result.error.message}`);
    state = result.state;
    collector.step(result.events, state);
  }
  return collector.finish();
}
