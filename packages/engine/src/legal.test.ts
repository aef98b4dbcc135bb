import { describe, expect, it } from "vitest";
import type { PlayerAction } from "./actions.js";
import { apply, isLegal } from "./apply.js";
import { type CardId, neighbours, REGION_IDS } from "./board.js";
import { combinationsInHand } from "./combinations.js";
import { expandMove, type LegalMove, legalActions, legalMoves, moveAction } from "./legal.js";
import { serenataTargets } from "./queries.js";
import { newGame } from "./setup.js";
import type { GameState } from "./state.js";
import { game, type PosSpec } from "./testing/positions.js";
import { playRandomGame } from "./testing/random-play.js";

/**
 * Seat 0: valle-d-aosta 4 (no enemy neighbour), piemonte 2, umbria 3, lazio 4, sardegna 1.
 * Enemies: toscana 1, marche 3, abruzzo 3, molise 3, campania 5; the rest 1 army each.
 */
const MAP: PosSpec["map"] = {
  "valle-d-aosta": [0, 4],
  piemonte: [0, 2],
  umbria: [0, 3],
  lazio: [0, 4],
  sardegna: [0, 1],
  toscana: [1, 1],
  marche: [1, 3],
  abruzzo: [1, 3],
  molise: [2, 3],
  campania: [2, 5],
};

const ATTACKS = [
  ["piemonte", "liguria", 1, 1],
  ["piemonte", "lombardia", 1, 1],
  ["piemonte", "emilia-romagna", 1, 1],
  ["umbria", "toscana", 1, 2],
  ["lazio", "toscana", 1, 3],
  ["lazio", "marche", 3, 3],
  ["lazio", "abruzzo", 3, 3],
  ["lazio", "molise", 3, 3],
  ["lazio", "campania", 3, 3],
] as const;

const FORTIFIES = [
  ["valle-d-aosta", "piemonte", 1, 3],
  ["umbria", "lazio", 1, 1],
  ["lazio", "umbria", 1, 2],
  ["lazio", "sardegna", 1, 2],
] as const;

const attackMoves = ATTACKS.map(
  ([from, to, minDice, maxDice]): LegalMove => ({
    type: "attack",
    seat: 0,
    from,
    to,
    minDice,
    maxDice,
  }),
);
const fortifyMoves = FORTIFIES.map(
  ([from, to, min, max]): LegalMove => ({ type: "fortify", seat: 0, from, to, min, max }),
);

const types = (state: GameState) => [...new Set(legalMoves(state).map((m) => m.type))];

/** Every action of a few shapes, legal or not, to compare with what legalActions lists. */
function candidates(state: GameState): PlayerAction[] {
  const seat = state.currentSeat;
  const out: PlayerAction[] = [{ type: "endTurn", seat }];
  for (const from of REGION_IDS) {
    for (let count = 1; count <= 6; count++) out.push({ type: "place", seat, region: from, count });
    for (const to of REGION_IDS) {
      for (let dice = 1; dice <= 3; dice++) out.push({ type: "attack", seat, from, to, dice });
      for (let count = 1; count <= 4; count++) out.push({ type: "fortify", seat, from, to, count });
    }
  }
  for (let count = 1; count <= 6; count++) out.push({ type: "occupy", seat, count });
  // Every 1- and 3-card set of the hand, with and without a Serenata target.
  const hand = state.hands[seat]!;
  const sets = hand.map((c) => [c]);
  for (let i = 0; i < hand.length; i++)
    for (let j = i + 1; j < hand.length; j++)
      for (let k = j + 1; k < hand.length; k++) sets.push([hand[i]!, hand[j]!, hand[k]!]);
  for (const cards of sets) {
    out.push({ type: "playCards", seat, cards });
    for (const from of REGION_IDS)
      for (const to of neighbours(from))
        out.push({ type: "playCards", seat, cards, target: { from, to } });
  }
  return out;
}

/** legalActions is exactly the set of actions that apply accepts (among the candidates). */
function expectListedIffLegal(state: GameState) {
  const listed = new Set(legalActions(state).map((a) => JSON.stringify(a)));
  for (const action of legalActions(state)) {
    const result = apply(state, action);
    expect(result.ok, JSON.stringify(action)).toBe(true);
  }
  for (const action of candidates(state)) {
    const key = JSON.stringify(action);
    expect(isLegal(state, action), key).toBe(listed.has(key));
  }
}

describe("legalMoves by stage", () => {
  it("R2.4 setup: only placements on own regions, up to the batch", () => {
    const state = newGame({ players: 3, seed: "legal-setup" });
    const seat = state.currentSeat;
    const moves = legalMoves(state);
    expect(moves).toEqual(
      REGION_IDS.filter((id) => state.regions[id].owner === seat).map((region) => ({
        type: "place",
        seat,
        region,
        min: 1,
        max: 3,
      })),
    );
    expectListedIffLegal(state);
  });

  it("R4.2 reinforce with pending armies: placements and combinations only (no attack, fortify or end turn)", () => {
    const state = game({
      map: MAP,
      stage: "reinforce",
      pendingArmies: 3,
      hands: { "0": ["nonna-1"] },
    });
    expect(types(state)).toEqual(["place", "playCards"]);
    const places = legalMoves(state).filter((m) => m.type === "place");
    expect(places.map((m) => (m.type === "place" ? [m.region, m.min, m.max] : null))).toEqual([
      ["valle-d-aosta", 1, 3],
      ["piemonte", 1, 3],
      ["umbria", 1, 3],
      ["lazio", 1, 3],
      ["sardegna", 1, 3],
    ]);
    expectListedIffLegal(state);
  });

  it("R4.2 R4.5 R4.6 with armies pending, attack, fortify and end turn are refused as ARMIES_PENDING", () => {
    const state = game({ map: MAP, stage: "reinforce", pendingArmies: 3 });
    const refusals = [
      [{ type: "attack", seat: 0, from: "lazio", to: "toscana", dice: 1 }, "R4.2"],
      [{ type: "fortify", seat: 0, from: "lazio", to: "umbria", count: 1 }, "R4.5"],
      [{ type: "endTurn", seat: 0 }, "R4.6"],
    ] as const;
    for (const [action, rule] of refusals) {
      const result = apply(state, action);
      expect(result.ok).toBe(false);
      if (result.ok) continue;
      expect(result.error.code).toBe("ARMIES_PENDING");
      expect(result.error.rule).toBe(rule);
      expect(result.state).toBe(state);
    }
  });

  it("R4.6 reinforce with nothing pending: combinations, attacks, fortify moves and end turn", () => {
    const state = game({ map: MAP, stage: "reinforce", round: 1, hands: { "0": ["nonna-1"] } });
    expect(legalMoves(state)).toEqual([
      { type: "playCards", seat: 0, cards: ["nonna-1"] },
      ...attackMoves,
      ...fortifyMoves,
      { type: "endTurn", seat: 0 },
    ]);
    expectListedIffLegal(state);
  });

  it("R4.4 attack stage before any attack: the same, combinations included", () => {
    const state = game({ map: MAP, hands: { "0": ["nonna-1"] } });
    expect(legalMoves(state)).toEqual([
      { type: "playCards", seat: 0, cards: ["nonna-1"] },
      ...attackMoves,
      ...fortifyMoves,
      { type: "endTurn", seat: 0 },
    ]);
  });

  it("R4.3 after an attack: attacks, fortify moves and end turn; no combination", () => {
    const state = game({
      map: MAP,
      hands: { "0": ["nonna-1", "valle-d-aosta", "lombardia", "umbria"] },
      turn: { attacked: true },
    });
    expect(legalMoves(state)).toEqual([
      ...attackMoves,
      ...fortifyMoves,
      { type: "endTurn", seat: 0 },
    ]);
    const result = apply(state, { type: "playCards", seat: 0, cards: ["nonna-1"] });
    expect(!result.ok && result.error.code).toBe("COMBINATION_AFTER_ATTACK");
    expect(!result.ok && result.error.rule).toBe("R4.3");
    expectListedIffLegal(state);
  });

  it("R4.3 an attack made through apply removes the combinations from the list", () => {
    const state = game({ map: MAP, hands: { "0": ["nonna-1"] } });
    const result = apply(
      state,
      { type: "attack", seat: 0, from: "lazio", to: "marche", dice: 3 },
      { die: () => 1, int: () => 0, shuffle: () => {} },
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(types(result.state)).not.toContain("playCards");
  });

  it("R6.4 occupy: the single move-in with its range", () => {
    const state = game({
      map: { ...MAP, lazio: [0, 4], toscana: [0, 0] },
      stage: "occupy",
      occupy: { from: "lazio", to: "toscana", min: 2, max: 3 },
    });
    expect(legalMoves(state)).toEqual([{ type: "occupy", seat: 0, min: 2, max: 3 }]);
    expect(legalActions(state)).toEqual([
      { type: "occupy", seat: 0, count: 2 },
      { type: "occupy", seat: 0, count: 3 },
    ]);
    expectListedIffLegal(state);
  });

  it("R7.3 fortify stage after Giro in Vespa: more fortify moves and end turn only", () => {
    const state = game({
      map: MAP,
      stage: "fortify",
      turn: { vespa: true, fortified: true, attacked: true },
    });
    expect(legalMoves(state)).toEqual([...fortifyMoves, { type: "endTurn", seat: 0 }]);
    expectListedIffLegal(state);
  });

  it("R7.3 without Giro in Vespa the single fortify move ends the turn: nothing more is listed for the seat", () => {
    const state = game({ map: MAP });
    const fortify = legalActions(state).find((a) => a.type === "fortify")!;
    const after = apply(state, fortify);
    if (!after.ok) throw new Error(after.error.message);
    expect(after.state.currentSeat).toBe(1);
    expect(legalActions(after.state).every((a) => a.seat === 1)).toBe(true);
  });

  it("R7.3 with Giro in Vespa, after a fortify move: more fortify moves and «Passa», no attack", () => {
    const state = game({ map: MAP, stage: "fortify", turn: { vespa: true, fortified: true } });
    expect(types(state)).toEqual(["fortify", "endTurn"]);
  });

  it("R11 over: nothing", () => {
    const state = game({
      map: MAP,
      stage: "over",
      endReason: "tre-colpi",
      winner: 0,
      bonus: { "0": { completed: ["via-emilia", "uno-vale-uno", "padania-libera"] } },
    });
    expect(legalMoves(state)).toEqual([]);
    expect(legalActions(state)).toEqual([]);
  });

  it("R6.2 dice ranges: at least the defender's dice, at most 3 and armies − 1", () => {
    const state = game({ map: MAP });
    for (const m of legalMoves(state)) {
      if (m.type !== "attack") continue;
      expect(m.minDice).toBe(Math.min(3, state.regions[m.to].armies));
      expect(m.maxDice).toBe(Math.min(3, state.regions[m.from].armies - 1));
      expect(m.minDice).toBeLessThanOrEqual(m.maxDice);
    }
    // umbria (3) → marche (3): the defender rolls 3, umbria may roll 2: no legal number of dice.
    expect(
      legalMoves(state).some(
        (m) => m.type === "attack" && m.from === "umbria" && m.to === "marche",
      ),
    ).toBe(false);
    const r = apply(state, { type: "attack", seat: 0, from: "umbria", to: "marche", dice: 2 });
    expect(!r.ok && r.error.code).toBe("TOO_FEW_DICE");
    expect(!r.ok && r.error.rule).toBe("R6.2");
  });

  it("R7.2 fortify keeps 2 armies next to an enemy, else 1", () => {
    const state = game({ map: MAP });
    const moves = legalMoves(state);
    const fortify = (from: string) => moves.filter((m) => m.type === "fortify" && m.from === from);
    expect(fortify("valle-d-aosta").map((m) => (m.type === "fortify" ? m.max : 0))).toEqual([3]);
    expect(fortify("lazio").map((m) => (m.type === "fortify" ? m.max : 0))).toEqual([2, 2]);
    expect(fortify("piemonte")).toEqual([]);
    const tooMany = apply(state, {
      type: "fortify",
      seat: 0,
      from: "lazio",
      to: "umbria",
      count: 3,
    });
    expect(!tooMany.ok && tooMany.error.code).toBe("MUST_KEEP_ARMIES");
    expect(!tooMany.ok && tooMany.error.rule).toBe("R7.2");
  });

  it("R5.4 a Serenata is listed once per legal target", () => {
    const state = game({
      map: MAP,
      hands: { "0": ["trentino-alto-adige", "marche", "basilicata"] },
    });
    const serenate = legalMoves(state).filter((m) => m.type === "playCards");
    expect(serenate).toEqual(
      [
        ["piemonte", "liguria"],
        ["piemonte", "lombardia"],
        ["piemonte", "emilia-romagna"],
        ["umbria", "toscana"],
        ["lazio", "toscana"],
      ].map(([from, to]) => ({
        type: "playCards",
        seat: 0,
        cards: ["trentino-alto-adige", "marche", "basilicata"],
        target: { from, to },
      })),
    );
    expectListedIffLegal(state);
  });

  it("R5.4 a Serenata without a legal target is not listed and is refused", () => {
    // Seat 0's only region with 2+ armies borders enemies with 3 armies.
    const state = game({
      map: {
        lazio: [0, 4],
        toscana: [1, 3],
        umbria: [1, 3],
        marche: [1, 3],
        abruzzo: [2, 3],
        molise: [2, 3],
        campania: [2, 3],
        sardegna: [2, 3],
      },
      hands: { "0": ["trentino-alto-adige", "marche", "basilicata"] },
    });
    expect(legalMoves(state).filter((m) => m.type === "playCards")).toEqual([]);
    const r = apply(state, {
      type: "playCards",
      seat: 0,
      cards: ["trentino-alto-adige", "marche", "basilicata"],
      target: { from: "lazio", to: "toscana" },
    });
    expect(!r.ok && r.error.code).toBe("INVALID_SERENATA_TARGET");
    expect(!r.ok && r.error.rule).toBe("R5.4");
  });

  it("R9 no attack or Serenata is listed against an untouchable seat", () => {
    const state = game({
      map: MAP,
      untouchable: [1],
      hands: { "0": ["trentino-alto-adige", "marche", "basilicata"] },
    });
    const moves = legalMoves(state);
    // Attacks and a Serenata against seat 2 stay listed: only seat 1 is protected.
    expect(moves.some((m) => m.type === "attack")).toBe(true);
    for (const m of moves) {
      if (m.type === "attack") expect(state.regions[m.to].owner).not.toBe(1);
      if (m.type === "playCards") expect(state.regions[m.target!.to].owner).not.toBe(1);
    }
    expectListedIffLegal(state);
  });

  it("only the current seat's moves are listed, and the host's clockExpired never is", () => {
    const state = game({ map: MAP, limit: { minutes: 30 } });
    expect(legalActions(state).length).toBeGreaterThan(0);
    for (const a of legalActions(state)) {
      expect(a.type).not.toBe("clockExpired");
      expect(a.seat).toBe(0);
    }
    expect(isLegal(state, { type: "clockExpired" })).toBe(true);
  });

  it("the order is stable: placements, combinations, attacks, move-in, fortify, end turn; regions in board order", () => {
    const order = ["place", "playCards", "attack", "occupy", "fortify", "endTurn"];
    const state = game({ map: MAP, hands: { "0": ["nonna-1", "nonna-2"] } });
    const first = legalMoves(state);
    expect(legalMoves(state)).toEqual(first);
    expect(legalMoves(JSON.parse(JSON.stringify(state)))).toEqual(first);
    const ranks = first.map((m) => order.indexOf(m.type));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const froms = first
      .filter((m) => m.type === "attack")
      .map((m) => (m.type === "attack" ? REGION_IDS.indexOf(m.from) : 0));
    expect(froms).toEqual([...froms].sort((a, b) => a - b));
  });
});

describe("expandMove and moveAction", () => {
  it("expandMove lists each number of a range in increasing order", () => {
    expect(
      expandMove({ type: "attack", seat: 0, from: "lazio", to: "toscana", minDice: 1, maxDice: 3 }),
    ).toEqual([
      { type: "attack", seat: 0, from: "lazio", to: "toscana", dice: 1 },
      { type: "attack", seat: 0, from: "lazio", to: "toscana", dice: 2 },
      { type: "attack", seat: 0, from: "lazio", to: "toscana", dice: 3 },
    ]);
    expect(expandMove({ type: "endTurn", seat: 2 })).toEqual([{ type: "endTurn", seat: 2 }]);
  });

  it("moveAction picks the number asked for, clamped to the range", () => {
    const move: LegalMove = {
      type: "fortify",
      seat: 0,
      from: "lazio",
      to: "umbria",
      min: 1,
      max: 4,
    };
    expect(moveAction(move)).toMatchObject({ count: 1 });
    expect(moveAction(move, 3)).toMatchObject({ count: 3 });
    expect(moveAction(move, 9)).toMatchObject({ count: 4 });
    expect(moveAction(move, 0)).toMatchObject({ count: 1 });
    const attack: LegalMove = {
      type: "attack",
      seat: 0,
      from: "lazio",
      to: "toscana",
      minDice: 2,
      maxDice: 3,
    };
    expect(moveAction(attack, 3)).toMatchObject({ dice: 3 });
    expect(moveAction(attack, 1)).toMatchObject({ dice: 2 });
  });
});

describe("interned moves and actions (issue #13)", () => {
  it("legalMoves and legalActions hand out frozen objects, the same object for the same move or action", () => {
    const state = game({ players: 4, stage: "attack", map: MAP });
    const moves = legalMoves(state);
    const actions = legalActions(state);
    expect(moves.length).toBeGreaterThan(3);
    for (const m of moves) expect(Object.isFrozen(m)).toBe(true);
    for (const a of actions) expect(Object.isFrozen(a)).toBe(true);
    const again = legalActions(state);
    expect(again).not.toBe(actions);
    for (const [i, a] of again.entries()) expect(a).toBe(actions[i]);
    for (const [i, m] of legalMoves(state).entries()) expect(m).toBe(moves[i]);
    for (const m of moves) expect(moveAction(m, 2)).toBe(moveAction(m, 2));
    // The lists themselves are the caller's to change.
    again.length = 0;
    expect(legalActions(state)).toEqual(actions);
  });

  it("R5 combinations are listed frozen all the way down (cards and Serenata target too)", () => {
    const state = game({
      map: MAP,
      stage: "reinforce",
      hands: { "0": ["nonna-1", "trentino-alto-adige", "marche", "basilicata"] },
    });
    const combos = legalActions(state).filter((a) => a.type === "playCards");
    expect(combos.some((a) => a.target !== undefined)).toBe(true);
    expect(combos.some((a) => a.target === undefined)).toBe(true);
    for (const a of [...combos, ...legalMoves(state).filter((m) => m.type === "playCards")]) {
      expect(Object.isFrozen(a)).toBe(true);
      expect(Object.isFrozen(a.cards)).toBe(true);
      if (a.target) expect(Object.isFrozen(a.target)).toBe(true);
    }
  });

  it("R5 R5.4 combinations are what combinationsInHand and serenataTargets say, made once per frozen hand; a hand-made hand is never cached", () => {
    const expected = (state: GameState) =>
      combinationsInHand(state.hands[state.currentSeat]!).flatMap(({ cards, combination }) =>
        combination === "serenata"
          ? serenataTargets(state, state.currentSeat).map((target) => ({
              type: "playCards",
              seat: state.currentSeat,
              cards,
              target,
            }))
          : [{ type: "playCards", seat: state.currentSeat, cards }],
      );
    let checked = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      playRandomGame({ players: 4, seed }, seed, ({ before }) => {
        const combos = legalActions(before).filter((a) => a.type === "playCards");
        const allowed = ["reinforce", "attack"].includes(before.stage) && !before.turn.attacked;
        expect(combos).toEqual(allowed ? expected(before) : []);
        if (combos.length === 0) return;
        checked++;
        // Listed again, the same objects (the hand is the same frozen array).
        const again = legalActions(before).filter((a) => a.type === "playCards");
        for (let i = 0; i < combos.length; i++) expect(again[i]).toBe(combos[i]);
      });
    }
    expect(checked).toBeGreaterThan(10);

    // A hand-made state with an unfrozen hand: changed between listings, listed anew.
    const hand: CardId[] = ["nonna-1", "trentino-alto-adige", "marche", "basilicata"];
    const state = game({ map: MAP, stage: "reinforce", hands: { "0": hand } });
    const thawed = { ...state, hands: [[...hand], [], []] } as unknown as GameState;
    const before = legalActions(thawed).filter((a) => a.type === "playCards");
    expect(before.length).toBeGreaterThan(0);
    (thawed.hands[0] as string[]).splice(0, 1); // the Nonna is gone
    const after = legalActions(thawed).filter((a) => a.type === "playCards");
    expect(after).toEqual(expected(thawed));
    expect(after.some((a) => a.cards.includes("nonna-1"))).toBe(false);
  });

  it("a numbered move is not an action: apply and isLegal refuse it exactly as they refuse its copy", () => {
    let state = newGame({ players: 4, seed: "move-not-action" });
    for (let i = 0; i < 120 && state.stage !== "over"; i++) {
      for (const move of legalMoves(state)) {
        if (move.type === "endTurn" || move.type === "playCards") continue;
        const asIs = apply(state, move);
        const copy = apply(state, JSON.parse(JSON.stringify(move)));
        expect(asIs.ok).toBe(false);
        expect(asIs).toEqual(copy);
        expect(isLegal(state, move)).toBe(false);
      }
      const list = legalActions(state);
      state = (apply(state, list[(i * 5) % list.length]!) as { state: GameState }).state;
    }
  });

  it("R6.1 apply checks an interned action against the rules of the state it is given", () => {
    const state = game({ players: 4, stage: "attack", map: MAP });
    const attack = legalActions(state).find((a) => a.type === "attack" && a.to === "toscana")!;
    expect(apply(state, attack).ok).toBe(true);
    // The same object, in a state where the target is the attacker's own region.
    const later = game({ players: 4, stage: "attack", map: { ...MAP, toscana: [0, 1] } });
    expect(apply(later, attack)).toMatchObject({ ok: false, error: { code: "NOT_AN_ENEMY" } });
  });

  it("a copy of an engine action is schema-checked like any input: an extra field is refused", () => {
    const state = game({ players: 4, stage: "attack", map: MAP });
    const attack = legalActions(state).find((a) => a.type === "attack")!;
    expect(apply(state, { ...attack })).toEqual(apply(state, attack));
    expect(apply(state, { ...attack, extra: 1 })).toMatchObject({
      ok: false,
      error: { code: "UNKNOWN_FIELD" },
    });
  });

  it("numbers beyond the tables (hand-made moves) still give the right, plain actions", () => {
    const move: LegalMove = { type: "place", seat: 1, region: "lazio", min: 1, max: 90 };
    expect(moveAction(move, 80)).toEqual({ type: "place", seat: 1, region: "lazio", count: 80 });
    expect(expandMove(move)).toHaveLength(90);
    expect(expandMove(move)[89]).toEqual({ type: "place", seat: 1, region: "lazio", count: 90 });
    const odd: LegalMove = { type: "occupy", seat: 7, min: 1, max: 3 };
    expect(moveAction(odd, 2)).toEqual({ type: "occupy", seat: 7, count: 2 });
    expect(moveAction(move, 2.5)).toEqual({ type: "place", seat: 1, region: "lazio", count: 2.5 });
  });
});

describe("legalActions agrees with apply", () => {
  it("in states of random games, an action is listed exactly when apply accepts it", () => {
    let step = 0;
    const stages = new Set<string>();
    for (const seed of [1, 2]) {
      playRandomGame(
        { players: seed === 1 ? 4 : 3, seed: `agree-${seed}`, limit: { rounds: 10 } },
        seed,
        ({ after }) => {
          if (step++ % 20 !== 0) return;
          stages.add(after.stage);
          expectListedIffLegal(after);
        },
      );
    }
    expect(stages.size).toBeGreaterThanOrEqual(3);
  }, 60_000);
});

describe("R4.1 the current turn's reinforcements", () => {
  it("are recorded in the turn when it starts, with their breakdown", () => {
    let state = newGame({ players: 4, seed: "breakdown" });
    while (state.stage === "setup") {
      const r = apply(state, legalActions(state)[0]!);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
    }
    expect(state.turn.reinforcements).toMatchObject({ firstTurn: true, total: 0 });
    const pass = apply(state, { type: "endTurn", seat: state.currentSeat });
    expect(pass.ok).toBe(true);
    if (!pass.ok) return;
    const started = pass.events.find((e) => e.type === "turnStarted");
    expect(started?.type === "turnStarted" && started.reinforcements).toEqual(
      pass.state.turn.reinforcements,
    );
    expect(pass.state.turn.reinforcements?.total).toBe(pass.state.pendingArmies);
  });
});

/**
 * The place, attack and fortify actions of a state, listed by the plain scans of the rules over
 * the regions record (no region table, no bit sets): the order `legalActions` promises.
 */
function scannedActions(state: GameState): string[] {
  const out: string[] = [];
  const seat = state.currentSeat;
  const r = state.regions;
  const mine = REGION_IDS.filter((id) => r[id].owner === seat);
  const limit = state.stage === "setup" ? state.batchLeft : state.pendingArmies;
  if (state.stage === "over" || state.stage === "occupy") return out;
  if (limit > 0)
    for (const id of mine) for (let n = 1; n <= limit; n++) out.push(`place ${id} ${n}`);
  if (state.stage === "setup" || state.pendingArmies > 0) return out;
  if (state.stage === "reinforce" || state.stage === "attack") {
    for (const id of mine) {
      if (r[id].armies < 2) continue;
      for (const to of neighbours(id)) {
        const d = r[to].owner;
        if (d === seat || state.untouchable.includes(d)) continue;
        const min = Math.min(3, r[to].armies); // the defender's dice (R6.2)
        for (let n = min; n <= Math.min(3, r[id].armies - 1); n++)
          out.push(`attack ${id} ${to} ${n}`);
      }
    }
  }
  if (!state.turn.fortified || state.turn.vespa) {
    for (const id of mine) {
      const enemy = neighbours(id).some((to) => r[to].owner !== seat);
      const max = r[id].armies - (enemy ? 2 : 1);
      for (const to of neighbours(id)) {
        if (r[to].owner !== seat) continue;
        for (let n = 1; n <= max; n++) out.push(`fortify ${id} ${to} ${n}`);
      }
    }
  }
  return out;
}

function described(a: PlayerAction): string | null {
  switch (a.type) {
    case "place":
      return `place ${a.region} ${a.count}`;
    case "attack":
      return `attack ${a.from} ${a.to} ${a.dice}`;
    case "fortify":
      return `fortify ${a.from} ${a.to} ${a.count}`;
    default:
      return null;
  }
}

describe("the move generator's scans (issue #13)", () => {
  it("R4–R7 lists place, attack and fortify actions in board order, as plain scans of the regions find them, over whole games", () => {
    let attacks = 0;
    let fortifies = 0;
    for (let seed = 0; seed < 3; seed++) {
      playRandomGame({ players: 4, seed: `scans-${seed}` }, seed, ({ before }) => {
        const listed = legalActions(before)
          .map(described)
          .filter((d): d is string => d !== null);
        expect(listed).toEqual(scannedActions(before));
        attacks += listed.filter((d) => d.startsWith("attack")).length;
        fortifies += listed.filter((d) => d.startsWith("fortify")).length;
      });
    }
    expect(attacks).toBeGreaterThan(100);
    expect(fortifies).toBeGreaterThan(100);
  });
});
