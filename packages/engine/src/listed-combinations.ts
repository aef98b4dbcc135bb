/**
 * Internal: the combinations of a legal list (R5), as frozen `playCards` actions remembered per
 * seat and hand. The move generator lists them before every placement and the first attack, and
 * play meets the same few hands over and over: finding and freezing the combinations afresh each
 * time was ~14% of the generator. A hand is keyed by its cards in hand order (so each answer keeps
 * hand order), per seat (the actions name the seat); the key is read from the hand's content at
 * each call, so a hand that is not frozen (a hand-made state's, the Simulator's own) is remembered
 * as safely as a frozen one. A Serenata's target (where its army comes from and which region it
 * takes) depends on the map, so its actions are kept per link, with one frozen target object per
 * link.
 *
 * Safe to share for the same reason as the move table's actions: every object handed out is
 * frozen all the way down, so no holder can change one another holder (or `apply`) reads; whether
 * one is legal in a given state is still decided per state (`isListed` by identity in that
 * state's list, or the full checks).
 *
 * @internal
 * @module
 */
import type { PlayCardsAction, SerenataTarget } from "./actions.js";
import { CARDS, type CardId, NEIGHBOUR_INDEXES, REGION_IDS } from "./board.js";
import { type Combination, combinationsInHand } from "./combinations.js";
import type { Seat } from "./state.js";

const R = REGION_IDS.length;

/** One combination of a hand: its frozen cards, its action (not a Serenata's), per-link actions. */
export interface ListedCombination {
  readonly cards: readonly CardId[];
  readonly combination: Combination;
  /** The action, for every combination but the Serenata. */
  readonly action: PlayCardsAction | null;
  /** A Serenata's actions by link (`from * R + to`), made on first use. */
  readonly serenata: (PlayCardsAction | undefined)[];
}

/** Card number + 1 by id (1 … 22; 0 would end a key), for the hand keys. */
const CARD_CODE: ReadonlyMap<CardId, number> = new Map(CARDS.map((c, i) => [c.id, i + 1]));
/** Bits per card in a key; keys stay exact integers (< 2^53) for hands up to {@link KEY_CARDS}. */
const CARD_BITS = 32;
const KEY_CARDS = Math.floor(53 / Math.log2(CARD_BITS));
/** Hands remembered per seat before that seat's memo starts over (bounds the memory). */
export const COMBINATION_MEMO_LIMIT = 4096;
/** Seats with a memo (a game has at most 4; 8 keep hand-made positions covered). */
const SEATS = 8;

const memo: Map<number, readonly ListedCombination[]>[] = Array.from(
  { length: SEATS },
  () => new Map(),
);

/** The frozen Serenata target of each link (`from * R + to`), made on first use. */
const targets: (SerenataTarget | undefined)[] = [];

/** The key of a hand (its cards in order), or -1 if it cannot be keyed (too long, unknown card). */
function handKey(hand: readonly CardId[]): number {
  const n = hand.length;
  if (n > KEY_CARDS || CARDS.length >= CARD_BITS) return -1;
  let key = 0;
  for (let i = 0; i < n; i++) {
    const code = CARD_CODE.get(hand[i]!);
    if (code === undefined) return -1;
    key = key * CARD_BITS + code;
  }
  return key;
}

/** The combinations of `hand` for `seat`, made and frozen now (the uncached path). */
function listCombinations(seat: Seat, hand: readonly CardId[]): readonly ListedCombination[] {
  const listed: ListedCombination[] = [];
  for (const { cards, combination } of combinationsInHand(hand)) {
    Object.freeze(cards);
    listed.push({
      cards,
      combination,
      action:
        combination === "serenata"
          ? null
          : (Object.freeze({ type: "playCards", seat, cards }) as PlayCardsAction),
      serenata: [],
    });
  }
  return Object.freeze(listed);
}

/**
 * Every combination `seat` can play from `hand`, each set once, cards in hand order (as
 * {@link combinationsInHand}), cards and actions frozen; the same objects for the same seat and
 * hand content while remembered.
 */
export function listedCombinations(
  seat: Seat,
  hand: readonly CardId[],
): readonly ListedCombination[] {
  const key = Number.isInteger(seat) && seat >= 0 && seat < SEATS ? handKey(hand) : -1;
  if (key < 0) return listCombinations(seat, hand);
  const seatMemo = memo[seat]!;
  let listed = seatMemo.get(key);
  if (listed === undefined) {
    listed = listCombinations(seat, hand);
    if (seatMemo.size >= COMBINATION_MEMO_LIMIT) seatMemo.clear();
    seatMemo.set(key, listed);
  }
  return listed;
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
  const list = listedCombinations(seat, hand);
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
