/**
 * Card combinations (R5.2): which sets of cards form which combination.
 *
 * @module
 */
import { CARDS, type CardId, cardById } from "./board.js";

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

/** Symbol codes by card id: 0 Nonna, 1 pizza, 2 mandolino, 3 vespa (a hot path of legal moves). */
const SYMBOL_CODE: ReadonlyMap<CardId, number> = new Map(
  CARDS.map((c) => [c.id, ["nonna", "pizza", "mandolino", "vespa"].indexOf(c.symbol)]),
);
const BY_SYMBOL: readonly Combination[] = ["mangia", "pizzata", "serenata", "giro-in-vespa"];

/** The combination three cards form, or `null` (R5.2). */
function tripleCombination(a: CardId, b: CardId, c: CardId): Combination | null {
  if (a === b || a === c || b === c) return null;
  return tripleOfSymbols(SYMBOL_CODE.get(a)!, SYMBOL_CODE.get(b)!, SYMBOL_CODE.get(c)!);
}

/** The combination of three different cards with these symbol codes, or `null` (R5.2). */
function tripleOfSymbols(x: number, y: number, z: number): Combination | null {
  const nonne = (x === 0 ? 1 : 0) + (y === 0 ? 1 : 0) + (z === 0 ? 1 : 0);
  if (nonne > 1) return null;
  if (nonne === 1) {
    // A Nonna and two cards: two of a symbol, or two different symbols.
    const p = x === 0 ? y : x;
    const q = x === 0 || y === 0 ? z : y;
    return p === q ? BY_SYMBOL[p]! : "tutto-il-pacchetto";
  }
  if (x === y && y === z) return BY_SYMBOL[x]!;
  return x !== y && y !== z && x !== z ? "tutto-il-pacchetto" : null;
}

/** Every combination a hand can form (each set once, cards in hand order). */
export function combinationsInHand(
  hand: readonly CardId[],
): { cards: CardId[]; combination: Combination }[] {
  const found: { cards: CardId[]; combination: Combination }[] = [];
  // Each card's symbol read once (this runs for every legal-move list before an attack).
  const n = hand.length;
  const codes = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    const code = SYMBOL_CODE.get(hand[i]!)!;
    codes[i] = code;
    if (code === 0) found.push({ cards: [hand[i]!], combination: "mangia" });
  }
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (hand[i] === hand[j]) continue;
      for (let k = j + 1; k < n; k++) {
        if (hand[k] === hand[i] || hand[k] === hand[j]) continue;
        const combination = tripleOfSymbols(codes[i]!, codes[j]!, codes[k]!);
        if (combination) found.push({ cards: [hand[i]!, hand[j]!, hand[k]!], combination });
      }
    }
  }
  return found;
}
