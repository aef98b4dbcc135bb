/**
 * Card combinations (R5.2): which sets of cards form which combination.
 *
 * @module
 */
import { type CardId, cardById } from "./board.js";

/** The five combinations of R5.2. */
export type Combination =
  | "pizzata"
  | "serenata"
  | "giro-in-vespa"
  | "tutto-il-pacchetto"
  | "mangia";

/** Armies each combination adds to the pending armies (R5.2). */
export const COMBINATION_ARMIES: Readonly<Record<Combination, number>> = {
  pizzata: 6,
  serenata: 0,
  "giro-in-vespa": 0,
  "tutto-il-pacchetto": 10,
  mangia: 2,
};

/**
 * Names the combination a set of cards forms (R5.2), or `null` if it forms none: one Nonna alone;
 * or three cards with at most one Nonna, whose other symbols are all equal or all different.
 * Duplicate ids are not a combination.
 *
 * @example
 * ```ts
 * combinationOf(["valle-d-aosta", "lombardia", "umbria"]); // "pizzata"
 * combinationOf(["nonna-1", "liguria", "piemonte"]);        // "tutto-il-pacchetto"
 * ```
 */
export function combinationOf(cards: readonly CardId[]): Combination | null {
  if (cards.length === 1) return cardById(cards[0]!).symbol === "nonna" ? "mangia" : null;
  if (cards.length !== 3) return null;
  return tripleCombination(cards[0]!, cards[1]!, cards[2]!);
}

/** The combination three cards form, or `null` (R5.2). */
function tripleCombination(a: CardId, b: CardId, c: CardId): Combination | null {
  if (a === b || a === c || b === c) return null;
  let nonne = 0;
  let pizza = 0;
  let mandolino = 0;
  let vespa = 0;
  for (const card of [a, b, c]) {
    const symbol = cardById(card).symbol;
    if (symbol === "nonna") nonne++;
    else if (symbol === "pizza") pizza++;
    else if (symbol === "mandolino") mandolino++;
    else vespa++;
  }
  if (nonne > 1) return null;
  const others = 3 - nonne;
  if (pizza === others) return "pizzata";
  if (mandolino === others) return "serenata";
  if (vespa === others) return "giro-in-vespa";
  return pizza <= 1 && mandolino <= 1 && vespa <= 1 ? "tutto-il-pacchetto" : null;
}

/** Every combination a hand can form (each set once, cards in hand order). */
export function combinationsInHand(
  hand: readonly CardId[],
): { cards: CardId[]; combination: Combination }[] {
  const found: { cards: CardId[]; combination: Combination }[] = [];
  for (const card of hand) {
    if (cardById(card).symbol === "nonna") found.push({ cards: [card], combination: "mangia" });
  }
  for (let i = 0; i < hand.length; i++) {
    for (let j = i + 1; j < hand.length; j++) {
      for (let k = j + 1; k < hand.length; k++) {
        const combination = tripleCombination(hand[i]!, hand[j]!, hand[k]!);
        if (combination) found.push({ cards: [hand[i]!, hand[j]!, hand[k]!], combination });
      }
    }
  }
  return found;
}
