import { describe, expect, it } from "vitest";
import { apply } from "./apply.js";
import { CARD_IDS } from "./board.js";
import type { GameEvent } from "./events.js";
import { ScriptedDice } from "./rng.js";
import { game } from "./testing/positions.js";
import { eventFor, eventsFor, InvalidSeatError, isViewer, viewFor } from "./views.js";

const secretState = () =>
  game({
    map: { lazio: [0, 4], toscana: [2, 1], umbria: [0, 2] },
    hands: { "0": ["lazio", "nonna-2"], "1": ["campania", "puglia", "molise"], "2": ["nonna-1"] },
    objectives: { "0": "lo-stivale", "1": "mezzogiorno", "2": "le-alpi" },
    bonus: {
      "0": { held: ["padania-libera", "via-emilia"], progress: {} },
      "1": {
        held: ["ponte-sullo-stretto", "uno-vale-uno"],
        progress: { "ponte-sullo-stretto": 2 },
      },
      "2": { held: ["mille-proroghe"], completed: ["larghe-intese"] },
    },
    deck: ["sicilia", "calabria", "sardegna"],
    discard: [
      "valle-d-aosta",
      "piemonte",
      "liguria",
      "lombardia",
      "trentino-alto-adige",
      "veneto",
      "friuli-venezia-giulia",
      "emilia-romagna",
      "toscana",
      "umbria",
      "marche",
      "abruzzo",
      "basilicata",
    ],
    bonusDeck: [
      "repubbliche-marinare",
      "regno-delle-due-sicilie",
      "stato-della-chiesa",
      "salerno-reggio",
      "esodo-estivo",
      "cantiere-della-metro",
    ],
  });

describe("R12 viewFor", () => {
  it("R12 shows a seat its own hand, main objective, held bonus objectives and progress", () => {
    const state = secretState();
    const v = viewFor(state, 1);
    expect(v.format).toBe("italia-view/1");
    expect(v.viewer).toBe(1);
    expect(v.me).toEqual({
      seat: 1,
      hand: ["campania", "puglia", "molise"],
      objective: "mezzogiorno",
      heldBonus: ["ponte-sullo-stretto", "uno-vale-uno"],
      progress: { "ponte-sullo-stretto": 2 },
    });
    expect(v.seats[1]!.objective).toBe("mezzogiorno");
  });

  it("R12 hides other seats' hands, main objectives, held bonus objectives and progress", () => {
    const state = secretState();
    const v = viewFor(state, 0);
    const text = JSON.stringify(v);
    for (const secret of [
      "mezzogiorno",
      "le-alpi",
      "ponte-sullo-stretto",
      "uno-vale-uno",
      "mille-proroghe",
    ]) {
      expect(text, secret).not.toContain(secret);
    }
    expect(v.seats[1]!.objective).toBeNull();
    expect(v.seats[2]!.objective).toBeNull();
    expect(v.seats[1]).not.toHaveProperty("hand");
    expect(v.seats[1]).not.toHaveProperty("held");
    expect(v.seats[1]).not.toHaveProperty("progress");
    expect(v.me?.hand).toEqual(["lazio", "nonna-2"]);
  });

  it("R12 hides the deck order, the bonus deck and the PRNG state from everyone", () => {
    const state = secretState();
    for (const seat of [0, 1, 2, null]) {
      const v = viewFor(state, seat) as unknown as Record<string, unknown>;
      expect(v).not.toHaveProperty("rng");
      expect(v).not.toHaveProperty("deck");
      expect(v).not.toHaveProperty("bonusDeck");
      expect(v).not.toHaveProperty("hands");
      expect(v).not.toHaveProperty("objectives");
      expect(v).not.toHaveProperty("bonus");
      const text = JSON.stringify(v);
      expect(text).not.toContain("cantiere-della-metro");
      expect(text).not.toContain("repubbliche-marinare");
      expect(text).not.toContain(state.rng.key);
      expect(text).not.toContain(state.rng.key.slice(0, 16));
    }
  });

  it("R12 shows what is public: hand sizes, deck sizes, discard, revealed bonus objectives, map", () => {
    const state = secretState();
    const v = viewFor(state, 0);
    expect(v.seats.map((s) => s.handSize)).toEqual([2, 3, 1]);
    expect(v.seats.map((s) => s.heldBonusCount)).toEqual([2, 2, 1]);
    expect(v.seats[2]!.completed).toEqual(["larghe-intese"]);
    expect(v.deckSize).toBe(3);
    expect(v.bonusDeckSize).toBe(6);
    expect(v.discard).toEqual(state.discard);
    expect(v.regions).toEqual(state.regions);
    expect(v.currentSeat).toBe(0);
    expect(v.stage).toBe("attack");
  });

  it("R12 refuses any viewer but an integer seat of the game or null, with InvalidSeatError", () => {
    const state = secretState();
    const revoked = Proxy.revocable({}, {});
    revoked.revoke();
    const hostile: unknown[] = [
      "1",
      [1],
      Number.NaN,
      1.5,
      {},
      -1,
      3, // a 3-seat game has seats 0 to 2
      Number.POSITIVE_INFINITY,
      undefined,
      true,
      1n,
      new Number(1),
      revoked.proxy,
      "x".repeat(10_000),
    ];
    for (const seat of hostile) {
      expect(isViewer(state, seat)).toBe(false);
      let thrown: unknown;
      try {
        viewFor(state, seat as never);
      } catch (e) {
        thrown = e;
      }
      expect(thrown).toBeInstanceOf(InvalidSeatError);
      const error = thrown as InvalidSeatError;
      expect(error).toBeInstanceOf(RangeError);
      expect(error.code).toBe("UNKNOWN_SEAT");
      expect(error.message).toMatch(/from 0 to 2 or null/);
      expect(error.message.length).toBeLessThan(200);
    }
    for (const seat of [0, 1, 2, null]) {
      expect(isViewer(state, seat)).toBe(true);
      expect(viewFor(state, seat).viewer).toBe(seat);
    }
  });

  it("R12 a spectator (null) has me = null and sees no objective", () => {
    const v = viewFor(secretState(), null);
    expect(v.viewer).toBeNull();
    expect(v.me).toBeNull();
    expect(v.seats.map((s) => s.objective)).toEqual([null, null, null]);
    expect(JSON.stringify(v)).not.toContain("lo-stivale");
  });

  it("R12 main objectives are revealed to all once the game is over", () => {
    const state = game({
      map: { lazio: [0, 4] },
      stage: "over",
      endReason: "sdadata",
      winner: 2,
      objectives: { "0": "lo-stivale", "1": "mezzogiorno", "2": "le-alpi" },
    });
    for (const seat of [0, 2, null]) {
      expect(viewFor(state, seat).seats.map((s) => s.objective)).toEqual([
        "lo-stivale",
        "mezzogiorno",
        "le-alpi",
      ]);
    }
  });

  it("a view is plain JSON and a copy: changing it does not touch the state", () => {
    const state = secretState();
    const before = JSON.stringify(state);
    const v = viewFor(state, 0);
    expect(JSON.parse(JSON.stringify(v))).toEqual(v);
    (v.me!.hand as string[]).push("sicilia");
    (v.discard as string[]).length = 0;
    expect(JSON.stringify(state)).toBe(before);
  });
});

describe("R12 eventFor", () => {
  const drawn: GameEvent = { type: "cardDrawn", seat: 1, card: "lazio", reason: "conquest" };
  const captured: GameEvent = {
    type: "cardsCaptured",
    seat: 0,
    from: 2,
    count: 2,
    cards: ["nonna-1", "umbria"],
  };
  const bonusDrawn: GameEvent = { type: "bonusDrawn", seat: 2, objective: "via-emilia" };

  it("R12 hides a drawn card from others and spectators, not from its owner", () => {
    expect(eventFor(drawn, 1)).toEqual(drawn);
    expect(eventFor(drawn, 0)).toEqual({ ...drawn, card: null });
    expect(eventFor(drawn, null)).toEqual({ ...drawn, card: null });
  });

  it("R12 hides captured cards from others, not from the captor", () => {
    expect(eventFor(captured, 0)).toEqual(captured);
    expect(eventFor(captured, 1)).toEqual({ ...captured, cards: null });
    expect(eventFor(captured, null)).toEqual({ ...captured, cards: null, count: 2 });
  });

  it("R12 hides a drawn bonus objective from others, not from its owner", () => {
    expect(eventFor(bonusDrawn, 2)).toEqual(bonusDrawn);
    expect(eventFor(bonusDrawn, 0)).toEqual({ ...bonusDrawn, objective: null });
    expect(eventFor(bonusDrawn, null)).toEqual({ ...bonusDrawn, objective: null });
  });

  it("leaves public events unchanged and does not modify the event", () => {
    const dice: GameEvent = {
      type: "diceRolled",
      seat: 0,
      defender: 1,
      from: "lazio",
      to: "toscana",
      attackerDice: [6, 5],
      defenderDice: [4],
      attackerLosses: 0,
      defenderLosses: 1,
    };
    expect(eventFor(dice, 2)).toBe(dice);
    const copy = structuredClone(drawn);
    eventFor(drawn, 0);
    expect(drawn).toEqual(copy);
  });

  it("R12 events from a real turn end: the drawn card and bonus objective reach only their owner", () => {
    const state = game({
      map: {
        piemonte: [0, 2],
        lombardia: [0, 2],
        veneto: [0, 2],
        "emilia-romagna": [0, 2],
      },
      turn: { conqueredThisTurn: 1, attacked: true },
      hands: { "0": [] },
      deck: ["sicilia", ...CARD_IDS.filter((c) => c !== "sicilia")],
      bonus: { "0": { held: ["padania-libera", "mille-proroghe"] } },
      bonusDeck: [
        "via-emilia",
        "ponte-sullo-stretto",
        "repubbliche-marinare",
        "regno-delle-due-sicilie",
        "stato-della-chiesa",
        "salerno-reggio",
        "esodo-estivo",
        "uno-vale-uno",
        "larghe-intese",
        "cantiere-della-metro",
      ],
    });
    const result = apply(state, { type: "endTurn", seat: 0 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const types = result.events.map((e) => e.type);
    expect(types).toContain("cardDrawn");
    expect(types).toContain("bonusDrawn");
    const mine = eventsFor(result.events, 0);
    const theirs = eventsFor(result.events, 1);
    expect(mine.find((e) => e.type === "cardDrawn")).toMatchObject({ card: "sicilia" });
    expect(mine.find((e) => e.type === "bonusDrawn")).toMatchObject({ objective: "via-emilia" });
    expect(theirs.find((e) => e.type === "cardDrawn")).toMatchObject({ card: null });
    expect(theirs.find((e) => e.type === "bonusDrawn")).toMatchObject({ objective: null });
    // The completed objective itself is public (a colpo da maestro is revealed).
    expect(theirs.find((e) => e.type === "bonusCompleted")).toMatchObject({
      objective: "padania-libera",
    });
    expect(JSON.stringify(theirs)).not.toContain("via-emilia");
  });

  it("R6.5 events of an elimination: captured cards reach the captor only", () => {
    const state = game({
      map: { lazio: [0, 4], toscana: [2, 1] },
      rest: [1, 1],
      hands: { "2": ["nonna-1", "umbria"] },
    });
    const result = apply(
      state,
      { type: "attack", seat: 0, from: "lazio", to: "toscana", dice: 3 },
      new ScriptedDice([6, 6, 6, 1]),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const own = eventsFor(result.events, 0).find((e) => e.type === "cardsCaptured");
    const other = eventsFor(result.events, 1).find((e) => e.type === "cardsCaptured");
    expect(own).toMatchObject({ cards: ["nonna-1", "umbria"], count: 2 });
    expect(other).toMatchObject({ cards: null, count: 2 });
  });
});
