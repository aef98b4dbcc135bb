import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { CARDS, type CardId } from "./board.js";
import { combinationsInHand } from "./combinations.js";
import {
  COMBINATION_MEMO_LIMIT,
  type ListedCombination,
  listedCombinations,
} from "./listed-combinations.js";

const cardArb = fc.constantFrom(...CARDS.map((c) => c.id));

/** The parts of a remembered list that the move generator hands out, as plain data. */
function shown(listed: readonly ListedCombination[]) {
  return listed.map(({ cards, action }) => ({ cards, action }));
}

/** What the uncached path lists for a seat and hand, as plain data. */
function expected(seat: number, hand: readonly CardId[]) {
  return combinationsInHand(hand).map(({ cards, combination }) => ({
    cards,
    action: combination === "serenata" ? null : { type: "playCards", seat, cards },
  }));
}

describe("listed combinations remembered per hand (issue #13)", () => {
  test.prop([fc.integer({ min: 0, max: 3 }), fc.array(cardArb, { minLength: 0, maxLength: 12 })], {
    numRuns: 2_000,
  })(
    "R5.2 the remembered list is exactly the uncached one, in the same order, on first and later calls",
    (seat, hand) => {
      const first = listedCombinations(seat, hand);
      const again = listedCombinations(seat, [...hand]);
      expect(shown(first)).toEqual(expected(seat, hand));
      expect(shown(again)).toEqual(expected(seat, hand));
      if (hand.length <= 10) expect(again).toBe(first);
    },
  );

  it("R5.2 keeps hand order (a reordered hand is its own entry) and the seat in each action", () => {
    const hand = ["nonna-1", "liguria", "piemonte", "lombardia"] as CardId[];
    const reversed = [...hand].reverse();
    expect(shown(listedCombinations(1, reversed))).toEqual(expected(1, reversed));
    expect(shown(listedCombinations(1, hand))).toEqual(expected(1, hand));
    expect(shown(listedCombinations(2, hand))).toEqual(expected(2, hand));
    expect(listedCombinations(2, hand)).not.toBe(listedCombinations(1, hand));
  });

  it("everything handed out is frozen all the way down (the cards and the actions)", () => {
    const listed = listedCombinations(0, ["nonna-1", "liguria", "piemonte", "veneto"] as CardId[]);
    expect(listed.length).toBeGreaterThan(0);
    expect(Object.isFrozen(listed)).toBe(true);
    for (const entry of listed) {
      expect(Object.isFrozen(entry.cards)).toBe(true);
      if (entry.action) expect(Object.isFrozen(entry.action)).toBe(true);
    }
  });

  it("starts over when a seat's memo is full, still answering correctly", () => {
    const hand = ["nonna-1", "umbria", "toscana"] as CardId[];
    const before = listedCombinations(3, hand);
    const ids = CARDS.map((c) => c.id);
    for (let i = 0; i <= COMBINATION_MEMO_LIMIT; i++) {
      const n = ids.length;
      const h = [ids[i % n]!, ids[Math.floor(i / n) % n]!, ids[Math.floor(i / n / n) % n]!];
      listedCombinations(3, h);
    }
    const after = listedCombinations(3, hand);
    expect(after).not.toBe(before);
    expect(shown(after)).toEqual(expected(3, hand));
  });
});
