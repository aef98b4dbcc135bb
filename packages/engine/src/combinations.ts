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

const BY_SYMBOL = {
  pizza: "pizzata",
  mandolino: "serenata",
  vespa: "giro-in-vespa",
} as const satisfies Record<string, Combination>;

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
  if (new Set(cards).size !== cards.length) return null;
  const symbols = cards.map((c) => cardById(c).symbol);
  const nonne = symbols.filter((s) => s === "nonna").length;
  if (cards.length === 1) return nonne === 1 ? "mangia" : null;
  if (cards.length !== 3 || nonne > 1) return null;
  const others = symbols.filter((s) => s !== "nonna");
  const distinct = new Set(others);
  if (distinct.size === 1) {
    const symbol = others[0] as keyof typeof BY_SYMBOL;
    return BY_SYMBOL[symbol];
  }
  if (distinct.size === others.length) return "tutto-il-pacchetto";
  return null;
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
        const cards = [hand[i]!, hand[j]!, hand[k]!];
        const combination = combinationOf(cards);
        if (combination) found.push({ cards, combination });
      }
    }
  }
  return found;
}
