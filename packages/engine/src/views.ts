/**
 * What a seat may know (R12). Clients get a {@link PlayerView}, never the {@link GameState}: a view
 * has no PRNG state, no deck or bonus-deck order, and no other seat's hand, main objective or held
 * bonus objectives. Events are filtered the same way by {@link eventFor}.
 *
 * @module
 */

import { isArraySafe, short } from "@italia/game-kit";
import type { BonusObjectiveId, CardId, ObjectiveId, RegionId } from "./board.js";
import { copyRegionRecord } from "./board-data.generated.js";
import type { GameEvent } from "./events.js";
import { copyOf, deepFreeze } from "./freeze.js";
import type {
  BonusProgress,
  EndReason,
  GameState,
  Limit,
  OccupyState,
  PlayerCount,
  RegionState,
  Seat,
  Stage,
  TurnState,
} from "./state.js";

/** What everyone knows about one seat (R12). */
export interface PublicSeat {
  /** The seat (0-based). */
  readonly seat: Seat;
  /** How many cards the seat holds. */
  readonly handSize: number;
  /** Completed bonus objectives (revealed). */
  readonly completed: readonly BonusObjectiveId[];
  /** How many bonus objectives the seat holds (their ids are secret). */
  readonly heldBonusCount: number;
  /** Armies a bonus-objective reward adds to the seat's next reinforcements (R9). */
  readonly nextTurnArmies: number;
  /** Whether no one may attack or Serenata the seat now (R9, stato-della-chiesa). */
  readonly untouchable: boolean;
  /** Whether the seat is eliminated (R6.5). */
  readonly eliminated: boolean;
  /** Setup: armies not yet placed. */
  readonly setupRemaining: number;
  /** The main objective, revealed to all once the game is over; `null` until then (except your own). */
  readonly objective: ObjectiveId | null;
}

/** A seat's own secrets (R12). */
export interface PrivateInfo {
  /** The viewer's seat. */
  readonly seat: Seat;
  /** The viewer's cards. */
  readonly hand: readonly CardId[];
  /** The viewer's main objective (R11.1). */
  readonly objective: ObjectiveId;
  /** The bonus objectives the viewer holds and has not completed (R9). */
  readonly heldBonus: readonly BonusObjectiveId[];
  /** The viewer's progress toward its bonus objectives (R9). */
  readonly progress: BonusProgress;
}

/** The game as one seat (or a spectator) may see it (R12). Plain JSON. */
export interface PlayerView {
  /** Always "italia-view/1": the view format and version. */
  readonly format: "italia-view/1";
  /** Whose view this is; `null` for a spectator. */
  readonly viewer: Seat | null;
  /** How many seats the game has: 3 or 4 (R2.1). */
  readonly players: PlayerCount;
  /** The seat that plays first in each round. */
  readonly firstSeat: Seat;
  /** The current round, from 1; 0 during setup. */
  readonly round: number;
  /** The seat whose turn (or setup placement) it is. */
  readonly currentSeat: Seat;
  /** Where the current turn is: setup, combinations, placement, attack, occupy, fortify or over. */
  readonly stage: Stage;
  /** Reinforcements the current seat still has to place this turn (R4.2). */
  readonly pendingArmies: number;
  /** Setup: armies the current seat may still place in its current batch (R2.4); 0 after setup. */
  readonly batchLeft: number;
  /** Every region's owner and armies, by region id (public, R12). */
  readonly regions: Readonly<Record<RegionId, RegionState>>;
  /** What everyone knows about each seat, by seat. */
  readonly seats: readonly PublicSeat[];
  /** Cards left in the deck. */
  readonly deckSize: number;
  /** Bonus objectives left to draw. */
  readonly bonusDeckSize: number;
  /** The discard pile, oldest first (public). */
  readonly discard: readonly CardId[];
  /** Seats no one may attack or Serenata now (R9, stato-della-chiesa). */
  readonly untouchable: readonly Seat[];
  /** Seats eliminated, in elimination order (R6.5). */
  readonly eliminated: readonly Seat[];
  /** What the current turn has done so far (conquests, attacks, fortify moves). */
  readonly turn: TurnState;
  /**
   * After a conquest: the region to move into and the range of armies to move (R6.4); `null`
   * otherwise.
   */
  readonly occupy: OccupyState | null;
  /** The game's limit: `{"rounds": n}`, or `{"minutes": n}` for a timed game (R11.4). */
  readonly limit: Limit;
  /** The first round of overtime, with Sdadata rolls (R11.4), once known; `null` before. */
  readonly overtimeFromRound: number | null;
  /**
   * Whether the host reported that a timed game's clock ran out (R11.4): overtime starts in this
   * round.
   */
  readonly clockExpired: boolean;
  /** The winning seat once the game is over; `null` before, or for a draw. */
  readonly winner: Seat | null;
  /** Why the game ended, once it is over; `null` until then. */
  readonly endReason: EndReason | null;
  /** The viewer's secrets; `null` for a spectator. */
  readonly me: PrivateInfo | null;
}

/**
 * How a view takes a part of the state: `copy` makes it a fresh copy (what {@link viewFor} hands
 * out), `share` returns the state's own part when it is frozen (and so cannot change) and a copy
 * otherwise (what {@link frozenViewFor} hands out).
 */
type Take = <T extends object>(part: T, copy: (part: T) => T) => T;

const copy: Take = (part, make) => make(part);
// The engine freezes its states all the way down, so a frozen part holds only frozen parts; a
// part that is not frozen is copied and the copy frozen all the way down.
const share: Take = (part, make) => (Object.isFrozen(part) ? part : deepFreeze(make(part)));

const copyRegion = (r: RegionState): RegionState => ({ owner: r.owner, armies: r.armies });

/** A copy of the progress record (its only nested object is cantiere-della-metro's). */
function copyProgress(progress: BonusProgress): BonusProgress {
  const out: Record<string, unknown> = { ...progress };
  const cantiere = progress["cantiere-della-metro"];
  if (cantiere) out["cantiere-della-metro"] = { ...cantiere };
  return out as BonusProgress;
}

/** The turn record of a view: nothing in it is secret. */
function turnOf(turn: TurnState, take: Take): TurnState {
  const r = turn.reinforcements;
  return {
    ...turn,
    movedOut: take(turn.movedOut, copyOf),
    reinforcements: r && take(r, () => ({ ...r, zones: r.zones.map((z) => ({ ...z })) })),
  };
}

/**
 * Thrown by {@link viewFor} for a seat argument that is neither a seat of the game (an integer
 * from 0 to players − 1) nor `null` (a spectator). A wrong viewer is a host's bug or a hostile
 * request, never a reason to show some view: check untrusted seats with {@link isViewer} first.
 */
export class InvalidSeatError extends RangeError {
  override name = "InvalidSeatError";
  /** A stable code, like a refusal's. */
  readonly code = "UNKNOWN_SEAT" as const;
}

/**
 * Whether `seat` is a viewer {@link viewFor} accepts for this game: `null` (a spectator) or an
 * integer from 0 to players − 1 of type number. `"1"`, `[1]`, `1.5`, `NaN`, `-1` and `{}` are not.
 */
export function isViewer(state: GameState, seat: unknown): seat is Seat | null {
  return (
    seat === null ||
    (typeof seat === "number" && Number.isInteger(seat) && seat >= 0 && seat < state.players)
  );
}

/**
 * The view of the game that `seat` may have (R12); pass `null` for a spectator's view. At the end
 * of the game the main objectives are revealed to all, so final scores can be shown.
 *
 * @throws {@link InvalidSeatError} if `seat` is not `null` or a seat of this game (an integer from
 * 0 to players − 1, as a number): never a view for a string, an array, a fraction or `NaN`.
 * @example
 * ```ts
 * socket.send(JSON.stringify(viewFor(state, seat)));
 * ```
 */
export function viewFor(state: GameState, seat: Seat | null): PlayerView {
  checkViewer(state, seat);
  return buildView(state, seat, copy);
}

/** Throws {@link InvalidSeatError} unless `seat` is a viewer of the game. */
function checkViewer(state: GameState, seat: Seat | null): void {
  if (!isViewer(state, seat)) {
    const shown =
      typeof seat === "number"
        ? String(seat)
        : typeof seat === "string"
          ? `the string ${JSON.stringify(short(seat, 20))}`
          : isArraySafe(seat)
            ? "an array"
            : `a value of type ${typeof seat}`;
    throw new InvalidSeatError(
      `viewFor needs a seat from 0 to ${state.players - 1} or null (a spectator), not ${shown}.`,
    );
  }
}

/**
 * {@link viewFor}, deeply frozen, for a host that hands the view to code in its own process (a
 * bot's `decide`): the same view (equal to `viewFor`'s), built without copying what it can
 * share. Every part of a frozen state — and the engine freezes every state it returns — is
 * shared rather than copied, so the view costs a few small objects per call; parts that are not
 * frozen are copied, then frozen. The view holds nothing the seat may not know (R12), like
 * `viewFor`'s, but it is not a separate copy: freeze it or send it, never change it.
 *
 * @throws {@link InvalidSeatError} as {@link viewFor}
 * @example
 * ```ts
 * const action = bot.decide({ view: frozenViewFor(state, seat), ... });
 * ```
 */
export function frozenViewFor(state: GameState, seat: Seat | null): PlayerView {
  checkViewer(state, seat);
  const view = buildView(state, seat, share);
  // Every part was shared frozen or frozen as copied: what is left are the view's own objects.
  for (const s of view.seats) Object.freeze(s);
  Object.freeze(view.seats);
  if (view.me) Object.freeze(view.me);
  Object.freeze(view.regions);
  return Object.freeze(view);
}

function buildView(state: GameState, seat: Seat | null, take: Take): PlayerView {
  const over = state.stage === "over";
  const seats: PublicSeat[] = [];
  for (let s = 0; s < state.players; s++) {
    const bonus = state.bonus[s]!;
    seats.push({
      seat: s,
      handSize: state.hands[s]!.length,
      completed: take(bonus.completed, copyOf),
      heldBonusCount: bonus.held.length,
      nextTurnArmies: state.nextTurnArmies[s]!,
      untouchable: state.untouchable.includes(s),
      eliminated: state.eliminated.includes(s),
      setupRemaining: state.setupRemaining[s] ?? 0,
      objective: over || s === seat ? state.objectives[s]! : null,
    });
  }
  const mine = seat === null ? null : state.bonus[seat]!;
  const me: PrivateInfo | null =
    seat === null || mine === null
      ? null
      : {
          seat,
          hand: take(state.hands[seat]!, copyOf),
          objective: state.objectives[seat]!,
          heldBonus: take(mine.held, copyOf),
          progress: take(mine.progress, copyProgress),
        };
  // A frozen state's regions record holds the regions and nothing else: shared whole.
  const regions =
    take === share && Object.isFrozen(state.regions)
      ? state.regions
      : copyRegionRecord(state.regions);
  if (regions !== state.regions) {
    for (const id in regions) {
      const r = regions[id as RegionId];
      (regions as Record<RegionId, RegionState>)[id as RegionId] = take(r, copyRegion);
    }
  }
  return {
    format: "italia-view/1",
    viewer: me ? seat : null,
    players: state.players,
    firstSeat: state.firstSeat,
    round: state.round,
    currentSeat: state.currentSeat,
    stage: state.stage,
    pendingArmies: state.pendingArmies,
    batchLeft: state.batchLeft,
    regions,
    seats,
    deckSize: state.deck.length,
    bonusDeckSize: state.bonusDeck.length,
    discard: take(state.discard, copyOf),
    untouchable: take(state.untouchable, copyOf),
    eliminated: take(state.eliminated, copyOf),
    turn: take(state.turn, (t) => turnOf(t, take)),
    occupy: state.occupy && take(state.occupy, (o) => ({ ...o })),
    limit: take(state.limit, (l) => ({ ...l })),
    overtimeFromRound: state.overtimeFromRound,
    clockExpired: state.clockExpired,
    winner: state.winner,
    endReason: state.endReason,
    me,
  };
}

/**
 * The version of an event that `seat` may see (R12): a drawn or captured card and a drawn bonus
 * objective are hidden from everyone but their owner. Pass `null` for a spectator.
 */
export function eventFor(event: GameEvent, seat: Seat | null): GameEvent {
  switch (event.type) {
    case "cardDrawn":
      // A Nonna given by larghe-intese is public: the reward was revealed with the objective.
      return event.seat === seat || event.reason === "larghe-intese"
        ? event
        : { ...event, card: null };
    case "cardsCaptured":
      return event.seat === seat || event.from === seat ? event : { ...event, cards: null };
    case "bonusDrawn":
      return event.seat === seat ? event : { ...event, objective: null };
    default:
      return event;
  }
}

/** {@link eventFor} over a list of events. */
export function eventsFor(events: readonly GameEvent[], seat: Seat | null): GameEvent[] {
  return events.map((e) => eventFor(e, seat));
}
