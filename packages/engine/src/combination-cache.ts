/**
 * Internal: the combinations a hand can play (R5.2), remembered by the hand's content. The move
 * generator lists them before every attack decision, and random play meets the same few hands
 * over and over; finding and freezing the combinations afresh each time was ~14% of the
 * generator. A hand is keyed by its cards in hand order (so each answer keeps hand order), per
 * seat (the actions name the seat).
 *
 * A Serenata's actions also name a target taken from the position, so only its frozen cards are
 * remembered; every other combination is one frozen action, shared like the interned actions of
 * `move-table.ts` (frozen, so no holder can change what another holder reads).
 *
 * @internal
 * @module
 */
import type { PlayCardsAction } from "./actions.js";
import { CARDS, type CardId } from "./board.js";
import { combinationsInHand } from "./combinations.js";
import type { Seat } from "./state.js";

/**
 * One listed combination: the action itself, or for a Serenata (`action` is `null`) the cards,
 * to be listed once per target.
 */
export interface ListedCombination {
  readonly cards: readonly CardId[];
  readonly action: PlayCardsAction | null;
}

/** Card number + 1 by id (1 … 22; 0 ends a key), for the hand keys. */
const CARD_CODE: ReadonlyMap<CardId, number> = new Map(CARDS.map((c, i) => [c.id, i + 1]));
/** Bits per card in a key; keys stay exact integers (< 2^53) for hands up to {@link KEY_CARDS}. */
const CARD_BITS = 32;
const KEY_CARDS = Math.floor(53 / Math.log2(CARD_BITS));
/** Hands remembered per seat before that seat's memo starts over (bounds the memory). */
export const COMBINATION_MEMO_LIMIT = 4096;

/** One memo per seat (a game has at most 4 seats; 8 keep hand-made positions covered). */
const memo: Map<number, readonly ListedCombination[]>[] = Array.from(
  { length: 8 },
  () => new Map(),
);

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
    listed.push(
      Object.freeze({
        cards,
        action:
          combination === "serenata"
            ? null
            : (Object.freeze({ type: "playCards", seat, cards }) as PlayCardsAction),
      }),
    );
  }
  return Object.freeze(listed);
}

/**
 * Every combination `seat` can play from `hand`, each set once, cards in hand order (as
 * {@link combinationsInHand}), frozen all the way down; the same objects for the same seat and
 * hand while remembered.
 */
export function listedCombinations(
  seat: Seat,
  hand: readonly CardId[],
): readonly ListedCombination[] {
  const key = Number.isInteger(seat) && seat >= 0 && seat < 8 ? handKey(hand) : -1;
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
