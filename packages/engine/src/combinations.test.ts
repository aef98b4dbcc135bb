import { describe, expect, it } from "vitest";
import { apply } from "./apply.js";
import { CARDS, type CardId } from "./board.js";
import { COMBINATION_ARMIES, combinationOf, combinationsInHand } from "./combinations.js";
import { game } from "./testing/positions.js";

// Symbols (from the board data): pizza: valle-d-aosta, lombardia, umbria, abruzzo, sicilia…;
// mandolino: piemonte, marche, molise, basilicata…; vespa: liguria, veneto, toscana, lazio…
const symbolOf = (id: CardId) => CARDS.find((c) => c.id === id)!.symbol;

describe("R5.2 legal combinations", () => {
  it("the test cards have the symbols assumed below", () => {
    expect(["valle-d-aosta", "lombardia", "umbria"].map((c) => symbolOf(c as CardId))).toEqual([
      "pizza",
      "pizza",
      "pizza",
    ]);
    expect(["piemonte", "marche", "molise"].map((c) => symbolOf(c as CardId))).toEqual([
      "mandolino",
      "mandolino",
      "mandolino",
    ]);
    expect(["liguria", "veneto", "toscana"].map((c) => symbolOf(c as CardId))).toEqual([
      "vespa",
      "vespa",
      "vespa",
    ]);
  });

  it("R5.2 three of a symbol: Pizzata, Serenata, Giro in Vespa", () => {
    expect(combinationOf(["valle-d-aosta", "lombardia", "umbria"])).toBe("pizzata");
    expect(combinationOf(["piemonte", "marche", "molise"])).toBe("serenata");
    expect(combinationOf(["liguria", "veneto", "toscana"])).toBe("giro-in-vespa");
  });

  it("R5.2 a Nonna with two of a symbol, in any position", () => {
    expect(combinationOf(["nonna-1", "lombardia", "umbria"])).toBe("pizzata");
    expect(combinationOf(["piemonte", "nonna-2", "molise"])).toBe("serenata");
    expect(combinationOf(["liguria", "veneto", "nonna-1"])).toBe("giro-in-vespa");
  });

  it("R5.2 one of each symbol: Tutto il pacchetto", () => {
    expect(combinationOf(["valle-d-aosta", "piemonte", "liguria"])).toBe("tutto-il-pacchetto");
    expect(combinationOf(["lazio", "sicilia", "sardegna"])).toBe("tutto-il-pacchetto");
  });

  it("R5.2 a Nonna with two different symbols: Tutto il pacchetto", () => {
    expect(combinationOf(["nonna-1", "liguria", "piemonte"])).toBe("tutto-il-pacchetto");
    expect(combinationOf(["umbria", "nonna-2", "toscana"])).toBe("tutto-il-pacchetto");
  });

  it("R5.2 a Nonna alone: Mangia, che sei sciupato", () => {
    expect(combinationOf(["nonna-1"])).toBe("mangia");
    expect(combinationOf(["nonna-2"])).toBe("mangia");
  });

  it("R5.2 armies: Pizzata +6, Tutto il pacchetto +10, Mangia +2, the others none", () => {
    expect(COMBINATION_ARMIES).toEqual({
      pizzata: 6,
      serenata: 0,
      "giro-in-vespa": 0,
      "tutto-il-pacchetto": 10,
      mangia: 2,
    });
  });
});

describe("R5.2 illegal combinations", () => {
  it("R5.2 two Nonne are never in one combination", () => {
    expect(combinationOf(["nonna-1", "nonna-2", "lazio"])).toBeNull();
    expect(combinationOf(["nonna-1", "nonna-2"])).toBeNull();
  });

  it("R5.2 two cards are not a combination", () => {
    expect(combinationOf(["valle-d-aosta", "lombardia"])).toBeNull();
    expect(combinationOf(["nonna-1", "lombardia"])).toBeNull();
  });

  it("R5.2 two of a symbol and one different are not a combination", () => {
    expect(combinationOf(["valle-d-aosta", "lombardia", "piemonte"])).toBeNull();
    expect(combinationOf(["liguria", "veneto", "marche"])).toBeNull();
  });

  it("R5.2 a single region card, four cards, or no card are not a combination", () => {
    expect(combinationOf(["lazio"])).toBeNull();
    expect(combinationOf(["valle-d-aosta", "lombardia", "umbria", "abruzzo"])).toBeNull();
    expect(combinationOf([])).toBeNull();
  });

  it("R5.2 the same card twice is not a combination", () => {
    expect(combinationOf(["lombardia", "lombardia", "umbria"])).toBeNull();
    expect(combinationOf(["nonna-1", "nonna-1", "lazio"])).toBeNull();
  });

  it("R5.2 apply refuses duplicates and non-combinations with the right codes", () => {
    const state = game({
      map: { lazio: [0, 3] },
      hands: { "0": ["valle-d-aosta", "lombardia", "piemonte", "nonna-1", "nonna-2"] },
    });
    const dup = apply(state, {
      type: "playCards",
      seat: 0,
      cards: ["lombardia", "lombardia", "valle-d-aosta"],
    });
    expect(!dup.ok && dup.error.code).toBe("DUPLICATE_CARD");
    const bad = apply(state, {
      type: "playCards",
      seat: 0,
      cards: ["valle-d-aosta", "lombardia", "piemonte"],
    });
    expect(!bad.ok && bad.error.code).toBe("NOT_A_COMBINATION");
    expect(!bad.ok && bad.error.rule).toBe("R5.2");
    const nonne = apply(state, {
      type: "playCards",
      seat: 0,
      cards: ["nonna-1", "nonna-2", "lombardia"],
    });
    expect(!nonne.ok && nonne.error.code).toBe("NOT_A_COMBINATION");
    const notHeld = apply(state, {
      type: "playCards",
      seat: 0,
      cards: ["umbria", "lombardia", "valle-d-aosta"],
    });
    expect(!notHeld.ok && notHeld.error.code).toBe("CARD_NOT_IN_HAND");
  });
});

describe("combinationsInHand", () => {
  it("lists each Nonna alone and every legal set of three, once each, in hand order", () => {
    const found = combinationsInHand(["valle-d-aosta", "lombardia", "nonna-1", "piemonte"]);
    expect(found).toEqual([
      { cards: ["nonna-1"], combination: "mangia" },
      { cards: ["valle-d-aosta", "lombardia", "nonna-1"], combination: "pizzata" },
      { cards: ["valle-d-aosta", "nonna-1", "piemonte"], combination: "tutto-il-pacchetto" },
      { cards: ["lombardia", "nonna-1", "piemonte"], combination: "tutto-il-pacchetto" },
    ]);
  });

  it("finds nothing in a hand without a combination", () => {
    expect(combinationsInHand([])).toEqual([]);
    expect(combinationsInHand(["valle-d-aosta", "lombardia", "piemonte", "marche"])).toEqual([]);
  });

  it("never pairs the two Nonne", () => {
    for (const c of combinationsInHand(["nonna-1", "nonna-2", "lazio", "umbria"])) {
      expect(c.cards.filter((x) => x.startsWith("nonna")).length).toBeLessThanOrEqual(1);
    }
  });
});
