/**
 * Internal: a copy-on-write working copy of a {@link GameState} that the rule modules change in
 * place while an action is applied. The input state is never touched; parts are copied on their
 * first write, so an action costs only what it changes. When the rules are done,
 * {@link Draft.freeze} freezes exactly the parts this action created, so every state is deeply
 * frozen at a cost proportional to the change.
 *
 * Why hand-written and not immer: an immer-backed `Draft` passed every engine test but used about
 * 4.5× the CPU per action, and on single updates of a real mid-game state immer 10 and 11 ran
 * 30–90× slower than this class. immer's proxies, its recursive finalisation and its auto-freeze
 * pay for generality the engine does not need: the rules write to a handful of known places, each
 * of which has a method here that copies it once. immer stays the tool for reducers where
 * readability matters more than speed (the web UI's controller).
 *
 * @internal
 * @module
 */
import { type BonusObjectiveId, type CardId, type RegionId, RULES, regionIndex } from "./board.js";
import { copyRegionRecord } from "./board-data.generated.js";
import type { GameEvent } from "./events.js";
import { copyOf, isKnownFrozenState, rememberFrozenState } from "./freeze.js";
import { armiesOnMap, regionsOf } from "./queries.js";
import { regionState } from "./region-states.js";
import { cachedRegionTable, carryRegionTable, setTableRegion } from "./region-table.js";
import type { RandomSource } from "./rng.js";
import type {
  BonusProgress,
  BonusState,
  GameState,
  RegionState,
  Seat,
  TurnState,
} from "./state.js";
import { isSharedZoneEntry, NO_REGIONS, NO_ZONES } from "./turn-parts.js";

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
  /**
   * Bit per region (board index): whose object this draft made and may change in place — the
   * Simulator's drafts only; `apply`'s drafts use interned, frozen objects.
   */
  private regionMade = 0;
  private handsCopied = false;
  /** Bit per seat: whose hand has been copied. */
  private handCopied = 0;
  private deckCopied = false;
  private discardCopied = false;
  private bonusCopied = false;
  /** Bit per seat: whose bonus state has been copied. */
  private bonusSeatCopied = 0;
  private turnCopied = false;
  /** Whether the turn record was replaced by a fresh one (nothing in it is shared). */
  private turnReset = false;
  /** Whether the turn's `movedOut` list was copied (or made fresh) by this action. */
  private movedOutCopied = false;

  /**
   * @param recording whether the rule modules build events and the draft is to be frozen (apply);
   * `false` for the simulation path, where nobody reads events (the rules then skip building
   * them: test `recording` before `emit`) and one draft may carry many actions in a row
   */
  constructor(
    base: GameState,
    readonly rng: RandomSource,
    readonly recording = true,
  ) {
    this.s = shallowCopy(base);
  }

  /** Records an event (callers build it only when {@link Draft.recording} is true). */
  emit(event: GameEvent): void {
    this.events.push(event);
  }

  // ---- regions ----

  region(id: RegionId): RegionState {
    return this.s.regions[id];
  }

  setRegion(id: RegionId, owner: Seat, armies: number): void {
    if (!this.regionsCopied) {
      const original = this.s.regions;
      this.s.regions = copyRegionRecord(original);
      // apply's draft takes the original's table over (its state is nearly always not asked
      // about again); the Simulator's may start again from the same record, so it copies.
      carryRegionTable(original, this.s.regions, this.recording);
      this.regionsCopied = true;
    }
    const regions = this.s.regions as Record<RegionId, Mutable<RegionState>>;
    const i = regionIndex(id);
    if (this.recording) {
      // Interned and frozen: nothing to allocate now or to freeze later.
      regions[id] = regionState(owner, armies);
    } else if (this.regionMade & (1 << i)) {
      // The Simulator's draft made this object and nobody else has seen it: change it in place
      // (one draft may carry a whole rollout, so this beats even an interned lookup).
      const r = regions[id];
      r.owner = owner;
      r.armies = armies;
    } else {
      regions[id] = { owner, armies };
      this.regionMade |= 1 << i;
    }
    const table = cachedRegionTable(regions);
    if (table) setTableRegion(table, i, owner, armies);
  }

  addArmies(id: RegionId, delta: number): void {
    const r = this.region(id);
    this.setRegion(id, r.owner, r.armies + delta);
  }

  /** Armies a seat has on the map. */
  armiesOnMap(seat: Seat): number {
    return armiesOnMap(this.s, seat);
  }

  /** How many more armies a seat may receive under the cap (R3), counting the pending ones. */
  capRoom(seat: Seat): number {
    const pending = seat === this.s.currentSeat ? this.s.pendingArmies : 0;
    return Math.max(0, RULES.armyCap - armiesOnMap(this.s, seat) - pending);
  }

  regionsOf(seat: Seat): RegionId[] {
    return regionsOf(this.s, seat);
  }

  // ---- cards ----

  hand(seat: Seat): readonly CardId[] {
    return this.s.hands[seat]!;
  }

  mutHand(seat: Seat): CardId[] {
    if (!this.handsCopied) {
      this.s.hands = copyOf(this.s.hands);
      this.handsCopied = true;
    }
    if (!(this.handCopied & (1 << seat))) {
      (this.s.hands as CardId[][])[seat] = copyOf(this.s.hands[seat]!);
      this.handCopied |= 1 << seat;
    }
    return this.s.hands[seat] as CardId[];
  }

  mutDeck(): CardId[] {
    if (!this.deckCopied) {
      this.s.deck = copyOf(this.s.deck);
      this.deckCopied = true;
    }
    return this.s.deck as CardId[];
  }

  mutDiscard(): CardId[] {
    if (!this.discardCopied) {
      this.s.discard = copyOf(this.s.discard);
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
      this.s.bonus = copyOf(this.s.bonus);
      this.bonusCopied = true;
    }
    if (!(this.bonusSeatCopied & (1 << seat))) {
      const b = this.s.bonus[seat]!;
      const progress: Mutable<BonusProgress> = { ...b.progress };
      const cantiere = b.progress["cantiere-della-metro"];
      if (cantiere) progress["cantiere-della-metro"] = { ...cantiere };
      (this.s.bonus as BonusState[])[seat] = {
        held: copyOf(b.held),
        completed: copyOf(b.completed),
        progress,
      };
      this.bonusSeatCopied |= 1 << seat;
    }
    return this.s.bonus[seat] as MutableBonus;
  }

  // ---- turn ----

  /** The turn record, copied on first write; its `movedOut` list stays shared (see markMovedOut). */
  mutTurn(): Mutable<TurnState> {
    if (!this.turnCopied) {
      // One object literal: a spread of the frozen record is several times slower in V8.
      const t = this.s.turn;
      this.s.turn = {
        conqueredThisTurn: t.conqueredThisTurn,
        attacked: t.attacked,
        fortified: t.fortified,
        vespa: t.vespa,
        movedOut: t.movedOut,
        reinforcements: t.reinforcements,
      };
      this.turnCopied = true;
    }
    return this.s.turn as Mutable<TurnState>;
  }

  /** Replaces the turn record with a fresh one (owned by this draft). */
  resetTurn(turn: TurnState): void {
    this.s.turn = turn;
    this.turnCopied = true;
    this.turnReset = true;
    // A shared, frozen empty list (apply's turn starts) is copied on its first write.
    this.movedOutCopied = turn.movedOut !== NO_REGIONS;
  }

  /** Records that armies left, or an attack came from, a region this turn. */
  markMovedOut(id: RegionId): void {
    if (this.s.turn.movedOut.includes(id)) return;
    const turn = this.mutTurn();
    if (!this.movedOutCopied) {
      turn.movedOut = copyOf(turn.movedOut);
      this.movedOutCopied = true;
    }
    (turn.movedOut as RegionId[]).push(id);
  }

  setSeatNumber(field: "setupRemaining" | "nextTurnArmies", seat: Seat, value: number): void {
    const copy = copyOf(this.s[field]);
    copy[seat] = value;
    this.s[field] = copy;
  }

  // ---- the result ----

  /**
   * Freezes what this action created and returns the finished state: the new top-level object and
   * every part copied on write or replaced, and nothing shared with `base` (which is frozen
   * already when it came from the engine). Call once, after the rules are done.
   */
  freeze(base: GameState): GameState {
    if (!this.recording) throw new Error("internal: only a recording draft (apply's) is frozen");
    const s = this.s;
    // Region objects are interned and frozen (region-states.ts): only the record is new.
    if (this.regionsCopied) Object.freeze(s.regions);
    if (this.handsCopied) {
      for (let seat = 0; seat < s.hands.length; seat++) {
        if (this.handCopied & (1 << seat)) Object.freeze(s.hands[seat]);
      }
      Object.freeze(s.hands);
    }
    if (this.bonusCopied) {
      for (let seat = 0; seat < s.bonus.length; seat++) {
        if (!(this.bonusSeatCopied & (1 << seat))) continue;
        const b = s.bonus[seat]!;
        Object.freeze(b.held);
        Object.freeze(b.completed);
        const cantiere = b.progress["cantiere-della-metro"];
        if (cantiere) Object.freeze(cantiere);
        Object.freeze(b.progress);
        Object.freeze(b);
      }
      Object.freeze(s.bonus);
    }
    if (this.turnReset) {
      // A fresh turn record: nothing in it is shared.
      const reinforcements = s.turn.reinforcements;
      if (reinforcements) {
        // Zone entries and the empty zone list are shared and frozen already (turn-parts.ts).
        const zones = reinforcements.zones;
        if (zones !== NO_ZONES) {
          for (const z of zones) if (!isSharedZoneEntry(z)) Object.freeze(z);
          Object.freeze(zones);
        }
        Object.freeze(reinforcements);
      }
      if (this.movedOutCopied) Object.freeze(s.turn.movedOut);
      Object.freeze(s.turn);
    } else if (this.turnCopied) {
      if (this.movedOutCopied) Object.freeze(s.turn.movedOut);
      Object.freeze(s.turn);
    }
    // Fields the rules replace whole hold only numbers and strings: one freeze each. Written out
    // field by field: a loop over their names reads the state by computed keys, which is slow.
    if (s.setupRemaining !== base.setupRemaining) Object.freeze(s.setupRemaining);
    if (s.deck !== base.deck) Object.freeze(s.deck);
    if (s.discard !== base.discard) Object.freeze(s.discard);
    if (s.bonusDeck !== base.bonusDeck) Object.freeze(s.bonusDeck);
    if (s.nextTurnArmies !== base.nextTurnArmies) Object.freeze(s.nextTurnArmies);
    if (s.untouchable !== base.untouchable) Object.freeze(s.untouchable);
    if (s.eliminated !== base.eliminated) Object.freeze(s.eliminated);
    if (s.occupy !== base.occupy && s.occupy !== null) Object.freeze(s.occupy);
    if (s.rng !== base.rng) Object.freeze(s.rng);
    Object.freeze(s);
    // Frozen all the way down when every part shared with `base` is (see freeze.ts).
    if (isKnownFrozenState(base)) rememberFrozenState(s);
    return s;
  }
}

/**
 * A shallow copy of a state written as one object literal, so every state has the same compact
 * shape (much faster than a spread in the hot path). The compiler checks it lists every field.
 */
function shallowCopy(s: GameState): Mutable<GameState> {
  return {
    format: s.format,
    players: s.players,
    firstSeat: s.firstSeat,
    round: s.round,
    currentSeat: s.currentSeat,
    stage: s.stage,
    pendingArmies: s.pendingArmies,
    setupRemaining: s.setupRemaining,
    batchLeft: s.batchLeft,
    regions: s.regions,
    hands: s.hands,
    deck: s.deck,
    discard: s.discard,
    objectives: s.objectives,
    bonus: s.bonus,
    bonusDeck: s.bonusDeck,
    nextTurnArmies: s.nextTurnArmies,
    untouchable: s.untouchable,
    eliminated: s.eliminated,
    turn: s.turn,
    occupy: s.occupy,
    limit: s.limit,
    overtimeFromRound: s.overtimeFromRound,
    clockExpired: s.clockExpired,
    winner: s.winner,
    endReason: s.endReason,
    rng: s.rng,
  };
}
