/**
 * Internal: a copy-on-write working copy of a {@link GameState} that the rule modules change in
 * place while an action is applied. The input state is never touched; parts are copied on their
 * first write, so an action costs only what it changes.
 *
 * @internal
 * @module
 */
import { type BonusObjectiveId, type CardId, REGION_IDS, type RegionId, RULES } from "./board.js";
import type { GameEvent } from "./events.js";
import type { RandomSource } from "./rng.js";
import type {
  BonusProgress,
  BonusState,
  GameState,
  RegionState,
  Seat,
  TurnState,
} from "./state.js";

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** A mutable bonus state. */
export interface MutableBonus {
  held: BonusObjectiveId[];
  completed: BonusObjectiveId[];
  progress: Mutable<BonusProgress>;
}

export class Draft {
  /** The working state (top level copied; inner parts copied on write). */
  readonly s: Mutable<GameState>;
  readonly events: GameEvent[] = [];
  private regionsCopied = false;
  private handsCopied = false;
  private readonly handCopied: boolean[] = [];
  private deckCopied = false;
  private discardCopied = false;
  private bonusCopied = false;
  private readonly bonusSeatCopied: boolean[] = [];
  private turnCopied = false;

  constructor(
    base: GameState,
    readonly rng: RandomSource,
  ) {
    this.s = { ...base };
  }

  emit(event: GameEvent): void {
    this.events.push(event);
  }

  // ---- regions ----

  region(id: RegionId): RegionState {
    return this.s.regions[id];
  }

  setRegion(id: RegionId, owner: Seat, armies: number): void {
    if (!this.regionsCopied) {
      this.s.regions = { ...this.s.regions };
      this.regionsCopied = true;
    }
    (this.s.regions as Record<RegionId, RegionState>)[id] = { owner, armies };
  }

  addArmies(id: RegionId, delta: number): void {
    const r = this.region(id);
    this.setRegion(id, r.owner, r.armies + delta);
  }

  /** Armies a seat has on the map. */
  armiesOnMap(seat: Seat): number {
    let total = 0;
    const regions = this.s.regions;
    for (const id of REGION_IDS) {
      const r = regions[id];
      if (r.owner === seat) total += r.armies;
    }
    return total;
  }

  /** How many more armies a seat may receive under the cap (R3), counting the pending ones. */
  capRoom(seat: Seat): number {
    const pending = seat === this.s.currentSeat ? this.s.pendingArmies : 0;
    return Math.max(0, RULES.armyCap - this.armiesOnMap(seat) - pending);
  }

  regionsOf(seat: Seat): RegionId[] {
    const out: RegionId[] = [];
    const regions = this.s.regions;
    for (const id of REGION_IDS) if (regions[id].owner === seat) out.push(id);
    return out;
  }

  // ---- cards ----

  hand(seat: Seat): readonly CardId[] {
    return this.s.hands[seat]!;
  }

  mutHand(seat: Seat): CardId[] {
    if (!this.handsCopied) {
      this.s.hands = this.s.hands.slice();
      this.handsCopied = true;
    }
    if (!this.handCopied[seat]) {
      (this.s.hands as CardId[][])[seat] = this.s.hands[seat]!.slice();
      this.handCopied[seat] = true;
    }
    return this.s.hands[seat] as CardId[];
  }

  mutDeck(): CardId[] {
    if (!this.deckCopied) {
      this.s.deck = this.s.deck.slice();
      this.deckCopied = true;
    }
    return this.s.deck as CardId[];
  }

  mutDiscard(): CardId[] {
    if (!this.discardCopied) {
      this.s.discard = this.s.discard.slice();
      this.discardCopied = true;
    }
    return this.s.discard as CardId[];
  }

  // ---- bonus objectives ----

  bonus(seat: Seat): BonusState {
    return this.s.bonus[seat]!;
  }

  mutBonus(seat: Seat): MutableBonus {
    if (!this.bonusCopied) {
      this.s.bonus = this.s.bonus.slice();
      this.bonusCopied = true;
    }
    if (!this.bonusSeatCopied[seat]) {
      const b = this.s.bonus[seat]!;
      const progress: Mutable<BonusProgress> = { ...b.progress };
      const cantiere = b.progress["cantiere-della-metro"];
      if (cantiere) progress["cantiere-della-metro"] = { ...cantiere };
      (this.s.bonus as BonusState[])[seat] = {
        held: b.held.slice(),
        completed: b.completed.slice(),
        progress,
      };
      this.bonusSeatCopied[seat] = true;
    }
    return this.s.bonus[seat] as MutableBonus;
  }

  // ---- turn ----

  mutTurn(): Mutable<TurnState> {
    if (!this.turnCopied) {
      this.s.turn = { ...this.s.turn, movedOut: this.s.turn.movedOut.slice() };
      this.turnCopied = true;
    }
    return this.s.turn as Mutable<TurnState>;
  }

  /** Replaces the turn record with a fresh one (owned by this draft). */
  resetTurn(turn: TurnState): void {
    this.s.turn = turn;
    this.turnCopied = true;
  }

  /** Records that armies left, or an attack came from, a region this turn. */
  markMovedOut(id: RegionId): void {
    if (!this.s.turn.movedOut.includes(id)) (this.mutTurn().movedOut as RegionId[]).push(id);
  }

  setSeatNumber(field: "setupRemaining" | "nextTurnArmies", seat: Seat, value: number): void {
    const copy = this.s[field].slice();
    copy[seat] = value;
    this.s[field] = copy;
  }
}
