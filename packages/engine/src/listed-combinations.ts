/**
 * Internal: the combinations of a legal list (R5), as frozen `playCards` actions made once per
 * hand. A hand is the same frozen array from one state to the next until a card is drawn or
 * played, so the combinations of the decisions of a turn (every placement, every attack before
 * the first) are the same objects: listing them again allocates and freezes nothing. A
 * Serenata's target (where its army comes from and which region it takes) depends on the map, so
 * its actions are kept per link, with one frozen target object per link.
 *
 * Safe to share for the same reason as the move table's actions: every object here is frozen all
 * the way down, so no holder can change one another holder (or `apply`) reads; whether one is
 * legal in a given state is still decided per state (`isListed` by identity in that state's
 * list, or the full checks).
 *
 * @internal
 * @module
 */
import type { PlayCardsAction, SerenataTarget } from "./actions.js";
import { type CardId, NEIGHBOUR_INDEXES, REGION_IDS } from "./board.js";
import { type Combination, combinationsInHand } from "./combinations.js";
import type { Seat } from "./state.js";

const R = REGION_IDS.length;
/** Seats with a cache entry (a game has at most 4). */
const SEATS = 4;

/** One combination of a hand: its frozen cards, its action (not a Serenata's), per-link actions. */
interface ListedCombination {
  readonly cards: readonly CardId[];
  readonly combination: Combination;
  /** The action, for every combination but the Serenata. */
  readonly action: PlayCardsAction | null;
  /** A Serenata's actions by link (`from * R + to`), made on first use. */
  readonly serenata: (PlayCardsAction | undefined)[];
}

/** Per seat: the frozen hand array whose combinations are listed in {@link combos}. */
const hands: (readonly CardId[] | null)[] = new Array(SEATS).fill(null);
const combos: (readonly ListedCombination[])[] = new Array(SEATS).fill([]);

/** The frozen Serenata target of each link (`from * R + to`), made on first use. */
const targets: (SerenataTarget | undefined)[] = [];

/**
 * The combinations of a seat's hand, when the hand is frozen (it cannot change then): cached per
 * seat, by the hand array's identity (a hand once frozen stays frozen, so a hit needs no check).
 * `null` for a hand that is not frozen (a hand-made state's, the Simulator's own): listed anew.
 */
function frozenHandCombinations(
  seat: Seat,
  hand: readonly CardId[],
): readonly ListedCombination[] | null {
  if (!(seat >= 0 && seat < SEATS && Number.isInteger(seat))) return null;
  if (hands[seat] === hand) return combos[seat]!;
  if (!Object.isFrozen(hand)) return null;
  const list: ListedCombination[] = [];
  for (const { cards, combination } of combinationsInHand(hand)) {
    Object.freeze(cards);
    list.push({
      cards,
      combination,
      action: combination === "serenata" ? null : Object.freeze({ type: "playCards", seat, cards }),
      serenata: [],
    });
  }
  hands[seat] = hand;
  combos[seat] = list;
  return list;
}

/** The frozen Serenata target of a link (board indexes), made on first use. */
function targetOf(i: number, j: number): SerenataTarget {
  const link = i * R + j;
  let target = targets[link];
  if (target === undefined) {
    target = Object.freeze({ from: REGION_IDS[i]!, to: REGION_IDS[j]! });
    targets[link] = target;
  }
  return target;
}

/**
 * Writes the `playCards` actions of the seat's hand into `out` from index `len` — each
 * combination once, cards in hand order; a Serenata once per target (R5.4: from an own region
 * with ≥ 2 armies, in board order, to an adjacent enemy region with 1 or 2 armies whose owner is
 * not untouchable, in link order) — and returns the new length. `owner` and `armies` are the
 * state's region table.
 */
export function writeCombinations(
  out: unknown[],
  len: number,
  seat: Seat,
  hand: readonly CardId[],
  owner: readonly number[],
  armies: readonly number[],
  untouchable: readonly Seat[],
): number {
  const list = frozenHandCombinations(seat, hand);
  if (list === null) {
    // Not cacheable: fresh objects, frozen all the way down like every listed action.
    for (const { cards, combination } of combinationsInHand(hand)) {
      Object.freeze(cards);
      if (combination !== "serenata") {
        out[len++] = Object.freeze({ type: "playCards", seat, cards });
        continue;
      }
      forEachTarget(seat, owner, armies, untouchable, (i, j) => {
        out[len++] = Object.freeze({ type: "playCards", seat, cards, target: targetOf(i, j) });
      });
    }
    return len;
  }
  for (let c = 0; c < list.length; c++) {
    const combo = list[c]!;
    if (combo.action !== null) {
      out[len++] = combo.action;
      continue;
    }
    for (let i = 0; i < owner.length; i++) {
      if (owner[i] !== seat || armies[i]! < 2) continue;
      const near = NEIGHBOUR_INDEXES[i]!;
      for (let k = 0; k < near.length; k++) {
        const j = near[k]!;
        const defender = owner[j]!;
        if (defender === seat || armies[j]! > 2 || untouchable.includes(defender)) continue;
        const link = i * R + j;
        let action = combo.serenata[link];
        if (action === undefined) {
          action = Object.freeze({
            type: "playCards",
            seat,
            cards: combo.cards,
            target: targetOf(i, j),
          });
          combo.serenata[link] = action;
        }
        out[len++] = action;
      }
    }
  }
  return len;
}

/** Calls `f(from, to)` for each Serenata target (R5.4) of the seat, in board and link order. */
function forEachTarget(
  seat: Seat,
  owner: readonly number[],
  armies: readonly number[],
  untouchable: readonly Seat[],
  f: (from: number, to: number) => void,
): void {
  for (let i = 0; i < owner.length; i++) {
    if (owner[i] !== seat || armies[i]! < 2) continue;
    const near = NEIGHBOUR_INDEXES[i]!;
    for (let k = 0; k < near.length; k++) {
      const j = near[k]!;
      const defender = owner[j]!;
      if (defender !== seat && armies[j]! <= 2 && !untouchable.includes(defender)) f(i, j);
    }
  }
}
