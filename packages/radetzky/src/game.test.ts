import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { Prng, seedRng } from "@italia/game-kit";
import { describe, expect, it } from "vitest";
import { parseAction } from "./actions.js";
import { apply } from "./apply.js";
import { checkConfig, type RadetzkyConfig } from "./config.js";
import { tableFor } from "./data.js";
import type { RadetzkyEvent } from "./events.js";
import { chanceOf, fallback, outcome, radetzky, turnOf } from "./game.js";
import { fromPosition } from "./position.js";
import { actorsOf } from "./seats.js";
import { newGame } from "./setup.js";
import type { RadetzkyState } from "./state.js";
import { eventFor, view } from "./views.js";

const here = dirname(fileURLToPath(import.meta.url));

const config = (players: number, over: Partial<RadetzkyConfig> = {}): RadetzkyConfig => ({
  players,
  mode: "basic",
  difficulty: 0,
  handInfo: "iconCount",
  ...over,
});

function mustApply(state: RadetzkyState, action: unknown) {
  const r = apply(state, action);
  if (!r.ok) throw new Error(`${r.error.rule}: ${r.error.message}`);
  return r.value;
}

/** Places every Patriot on the first legal Zone. */
function placed(state: RadetzkyState): RadetzkyState {
  let s = state;
  while (s.stage === "place") s = mustApply(s, fallback(s, actorsOf(s)[0]!)).state;
  return s;
}

describe("RZ3 config", () => {
  it("RZ3 fills the defaults and refuses each field by its JSON path", () => {
    expect(checkConfig({ players: 2 })).toEqual({
      ok: true,
      value: { players: 2, mode: "basic", difficulty: 0, handInfo: "iconCount" },
    });
    const path = (input: unknown) => {
      const r = checkConfig(input);
      return r.ok ? null : r.error.path;
    };
    expect(path({ players: 0 })).toBe("$.players");
    expect(path({ players: 6 })).toBe("$.players");
    expect(path({ players: 2.5 })).toBe("$.players");
    expect(path({ players: 3, mode: "expert" })).toBe("$.mode");
    expect(path({ players: 3, difficulty: 5 })).toBe("$.difficulty");
    expect(path({ players: 3, difficulty: -5 })).toBe("$.difficulty");
    expect(path({ players: 3, handInfo: "all" })).toBe("$.handInfo");
    expect(path({ players: 3, seed: "x" })).toBe("$.seed");
    expect(path([])).toBe("$");
  });
});

describe("RZ6 setup", () => {
  for (const players of [1, 2, 3, 4, 5]) {
    it(`RZ6.3–6.6 RZ25.1 a new ${players}-player game stops at "place" with the setup's numbers`, () => {
      const t = tableFor(players);
      const s = newGame(config(players), `setup ${players}`);
      expect(s.stage).toBe("place");
      expect(s.round).toBe(1);
      const soldiers = Object.values(s.zones).reduce((n, z) => n + z.soldiers, 0);
      expect(soldiers).toBe(t.soldiersOnMapAfterSetup);
      expect(s.reserve).toBe(t.reserveAfterSetup);
      expect(Object.values(s.zones).filter((z) => z.soldiers === 0)).toHaveLength(
        t.zonesWithoutSoldiersAfterSetup,
      );
      expect(s.zones[String(s.radetzky)]!.soldiers).toBe(t.radetzkySoldiers);
      expect(s.available).toEqual([s.radetzky]);
      expect(Object.keys(s.hands)).toHaveLength(t.hands);
      for (const hand of Object.values(s.hands)) expect(hand).toHaveLength(4);
      expect(s.patriots).toEqual(Array.from({ length: t.patriots }, () => null));
      expect(s.zoneDeck).toHaveLength(15);
      if (players === 1) expect(s.firstSeat).toBe(0);
    });
  }

  it("RZ6.1 RZ26 X1 is int(P), then X2–X5 shuffle the data's order", () => {
    const s = newGame(config(4), "order");
    const rng = new Prng(seedRng("order"));
    expect(s.firstSeat).toBe(rng.int(4));
    const zones = Array.from({ length: 16 }, (_, i) => i + 1);
    rng.shuffle(zones);
    expect(s.radetzky).toBe(zones[0]);
  });

  it("RZ17.1 RZ6.8 the advanced game starts with Radetzky's card not-Available, the tiles and the cube", () => {
    const s = newGame(config(4, { mode: "advanced" }), "adv");
    expect(s.available).toEqual([]);
    expect(s.notAvailable).toEqual([s.radetzky]);
    expect(s.combatCube).toBe(tableFor(4).combatCubeStartingSpace);
    expect(Object.values(s.helps).every((t) => t?.side === "base" && t.under.length === 0)).toBe(
      true,
    );
    expect(Object.keys(s.helps)).toHaveLength(5);
  });

  it("RZ6.6 RZ21.2 with two players the third Patriot's hand is dealt last", () => {
    const s = newGame(config(2), "two");
    const rng = new Prng(seedRng("two"));
    rng.int(2);
    const z = Array.from({ length: 16 }, (_, i) => i + 1);
    rng.shuffle(z);
    const a = Array.from({ length: 33 }, (_, i) => i);
    rng.shuffle(a);
    const italy = Array.from({ length: 60 }, (_, i) => `I${String(i + 1).padStart(2, "0")}`);
    rng.shuffle(italy);
    const order = [s.firstSeat, 1 - s.firstSeat, 2];
    order.forEach((patriot, i) => {
      expect(s.hands[String(patriot)]).toEqual(italy.slice(4 * i, 4 * i + 4));
    });
  });
});

describe("RZ24 views and events", () => {
  const s = placed(newGame(config(3), "views"));

  it("RZ24.4 a view holds no deck order and no generator", () => {
    const v = view(s, 0);
    const text = JSON.stringify(v);
    expect(text).not.toContain(s.rng.key);
    expect(v).not.toHaveProperty("italyDeck");
    expect(v.italyDeckSize).toBe(s.italyDeck.length);
    expect(v.zoneDeckSize).toBe(s.zoneDeck.length);
  });

  it("RZ24.2 RZ24.3 a seat sees its own hand; others see its size and number of icons", () => {
    const v = view(s, 0);
    expect(v.hands["0"]).toEqual({ size: 4, cards: s.hands["0"] });
    const other = v.hands["1"]!;
    expect(other.cards).toBeUndefined();
    expect(other.size).toBe(4);
    expect(other.icons).toBeGreaterThanOrEqual(1);
    const closed = view({ ...s, config: { ...s.config, handInfo: "closed" } }, 0).hands["1"];
    expect(closed).toEqual({ size: 4 });
    const open = view({ ...s, config: { ...s.config, handInfo: "open" } }, null).hands["1"];
    expect(open?.cards).toEqual(s.hands["1"]);
  });

  it("RZ21.2 the third Patriot's hand is public with two players", () => {
    const two = placed(newGame(config(2), "third"));
    expect(view(two, null).hands["2"]?.cards).toEqual(two.hands["2"]);
    expect(view(two, null).hands["0"]?.cards).toBeUndefined();
  });

  it("RZ24.3 cards drawn into a hand are shown only to those who see it; shuffles never show their order", () => {
    const drawn: RadetzkyEvent = {
      type: "cardsDrawn",
      hand: "1",
      count: 1,
      visibleTo: 1,
      cards: ["I05"],
    };
    expect(eventFor(drawn, 1)).toEqual(drawn);
    expect(eventFor(drawn, 0)).toEqual({ ...drawn, cards: null });
    expect(eventFor(drawn, null)).toEqual({ ...drawn, cards: null });
    const shuffle: RadetzkyEvent = { type: "deckShuffled", deck: "italy", order: ["I01", "I02"] };
    expect(eventFor(shuffle, 0)).toEqual({ type: "deckShuffled", deck: "italy" });
    expect(chanceOf([shuffle, { type: "radetzkyMoved", from: 3, to: 9, picked: true }])).toEqual({
      shuffles: [["I01", "I02"]],
      picks: [9],
    });
    expect(chanceOf([{ type: "radetzkyMoved", from: 3, to: 9, picked: false }])).toBeUndefined();
  });
});

describe("RZ16 RZ25 the Game interface", () => {
  it("RZ16.3 the outcome is the same for every seat, with the winner and the round", () => {
    const r = fromPosition({
      config: { players: 4 },
      stage: "over",
      radetzky: 7,
      patriots: [1, 1, 1, 1],
      winner: "italy",
      endReason: "zones",
      round: 6,
      zones: {
        1: { owner: "italy" },
        2: { owner: "italy" },
        3: { owner: "italy" },
        4: { owner: "italy" },
        5: { owner: "italy" },
      },
      zoneRemoved: [1, 2, 3, 4, 5],
      zoneDeck: [6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16],
      austriaDeck: Array.from({ length: 33 }, (_, i) => `A${String(i + 1).padStart(2, "0")}`),
      italyDeck: Array.from({ length: 60 }, (_, i) => `I${String(i + 1).padStart(2, "0")}`),
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(outcome(r.value)).toEqual({
      reason: "zones",
      results: ["win", "win", "win", "win"],
      ranks: [1, 1, 1, 1],
      detail: { winner: "italy", round: 6, italy: 5, austria: 0 },
    });
    expect(turnOf(r.value)).toBeNull();
    expect(actorsOf(r.value)).toEqual([]);
  });

  it("RZ4.6 turnOf follows the active Patriot's controller, keyed round:activePatriot", () => {
    const s = placed(newGame(config(2), "turns"));
    expect(turnOf(s)).toEqual({ seat: s.firstSeat, key: `1:${s.firstSeat}` });
    const solo = placed(newGame(config(1), "solo"));
    expect(turnOf(solo)).toEqual({ seat: 0, key: "1:activate:0" });
    const placing = newGame(config(3), "placing");
    expect(turnOf(placing)?.key).toBe(`place:${placing.firstSeat}`);
  });

  it("RZ4.6 RZ11.2 D59 while a card is owed every seat controlling a pool card is an actor", () => {
    const vector = JSON.parse(
      readFileSync(resolve(here, "../vectors/RZ04-seats.json"), "utf8"),
    )[1] as { setup: Record<string, unknown> };
    const r = fromPosition(vector.setup);
    if (!r.ok) throw new Error(r.error.message);
    const fight = mustApply(r.value, { type: "fightSoldiers", seat: 0 }).state;
    expect(actorsOf(fight)).toEqual([0, 1]);
    expect(radetzky.legalMoves(fight, 1)).toEqual([{ type: "playCard", seat: 1, card: "I21" }]);
    expect(radetzky.legalMoves(fight, 2)).toEqual([]);
    expect(turnOf(fight)?.seat).toBe(0);
    const played = mustApply(fight, { type: "playCard", seat: 0, card: "I01" }).state;
    expect(played.stage).toBe("decide");
    expect(actorsOf(played)).toEqual([0]);
  });

  it("RZ25.3 parseAction reads the wire shape and nothing else", () => {
    expect(parseAction({ type: "move", seat: 0, zone: 6 })).toEqual({
      ok: true,
      value: { type: "move", seat: 0, zone: 6 },
    });
    expect(parseAction({ type: "useHelp", seat: 1, card: "I09", path: [14, 6] }).ok).toBe(true);
    const err = (x: unknown) => {
      const r = parseAction(x);
      return r.ok ? null : [r.error.code, r.error.path];
    };
    expect(err({ type: "fly", seat: 0 })).toEqual(["UNKNOWN_ACTION", "$.type"]);
    expect(err({ type: "move", seat: -1, zone: 3 })).toEqual(["INVALID_ACTION", "$.seat"]);
    expect(err({ type: "move", seat: 0 })).toEqual(["INVALID_ACTION", "$.zone"]);
    expect(err({ type: "move", seat: 0, zone: 3, extra: 1 })).toEqual([
      "INVALID_ACTION",
      "$.extra",
    ]);
    expect(err({ type: "strengthen", seat: 0, help: "rifle", cards: "I01" })).toEqual([
      "INVALID_ACTION",
      "$.cards",
    ]);
    expect(err(null)).toEqual(["INVALID_ACTION", "$"]);
  });

  it("RZ25.3 parseAction reads each field once, as plain data, and names what is wrong", () => {
    let reads = 0;
    const getter = {
      get type() {
        reads += 1;
        return "endTurn";
      },
      seat: 0,
    };
    const r = parseAction(getter);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/"type" is an object with a getter/);
    expect(reads).toBe(0);
    const thrower = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error("trap");
        },
      },
    );
    expect(parseAction(thrower)).toMatchObject({ ok: false, error: { path: "$" } });
    class Move {
      type = "move";
      seat = 0;
      zone = 3;
    }
    expect(parseAction(new Move()).ok).toBe(false);
    const weird = parseAction({ type: "move", seat: 0, zone: 3, "\u001b[2J": 1 });
    expect(weird.ok).toBe(false);
    if (!weird.ok) expect(weird.error.path).toBe('$["\\u001b[2J"]');
    const long = parseAction({ type: "strengthen", seat: 0, help: "x", cards: new Array(1e6) });
    expect(long).toMatchObject({ ok: false, error: { path: "$.cards" } });
    const copied = [14, 6];
    const played = parseAction({ type: "useHelp", seat: 1, card: "I09", path: copied });
    copied[0] = 99;
    expect(played.ok && (played.value as unknown as { path: number[] }).path).toEqual([14, 6]);
  });

  it("RZ25.7 apply never throws, and a refused action leaves the state untouched", () => {
    const s = placed(newGame(config(3), "hostile"));
    for (const bad of [
      null,
      3,
      "x",
      [],
      {},
      { type: "move" },
      { type: "move", seat: 0, zone: "4" },
    ]) {
      const r = apply(s, bad);
      expect(r.ok).toBe(false);
    }
    expect(radetzky.apply(s, { type: "endTurn", seat: 9 })).toMatchObject({
      ok: false,
      error: { rule: "RZ4.5" },
    });
  });

  it("RZ25.7 an action that is no plain object (getters, throwing proxies) is refused; each field is read once", () => {
    const s = placed(newGame(config(3), "getters"));
    const throwing = {
      type: "endTurn",
      get seat(): number {
        throw new Error("hostile getter");
      },
    };
    const proxy = new Proxy(
      {},
      {
        has: () => {
          throw new Error("hostile proxy");
        },
        getOwnPropertyDescriptor: () => {
          throw new Error("hostile proxy");
        },
      },
    );
    for (const bad of [throwing, proxy]) {
      const r = apply(s, bad);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.rule).toBe("RZ25.3");
    }
    // A getter that would answer a legal seat the first time and a stranger later is never
    // called: the action is refused as a whole, and nothing of the state changes.
    const seat = actorsOf(s)[0]!;
    let reads = 0;
    const shifty = {
      type: "endTurn",
      get seat(): unknown {
        reads += 1;
        return reads === 1 ? seat : "nobody";
      },
    };
    const r = apply(s, shifty);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/plain JSON object.*getter/);
    expect(reads).toBe(0);
    // A proxy is read through its traps once per field: the action played is the one checked.
    let asked = 0;
    const honest = new Proxy(
      { type: "endTurn", seat },
      {
        getOwnPropertyDescriptor(target, key) {
          if (key === "seat") asked += 1;
          return Reflect.getOwnPropertyDescriptor(target, key);
        },
      },
    );
    expect(mustApply(s, honest).action).toEqual({ type: "endTurn", seat });
    expect(asked).toBe(1);
    // Lists are read once and bounded: a path of a million steps is refused unread.
    expect(apply(s, { type: "move", seat, path: new Array(1e6) }).ok).toBe(false);
  });

  it("RZ7.4 RZ26 the round's end draws from the state's generator, so a seed replays it", () => {
    let s = placed(newGame(config(3), "round"));
    for (let i = 0; i < 3; i++) s = mustApply(s, { type: "endTurn", seat: actorsOf(s)[0]! }).state;
    expect(s.round).toBe(2);
    let again = placed(newGame(config(3), "round"));
    for (let i = 0; i < 3; i++) {
      again = mustApply(again, { type: "endTurn", seat: actorsOf(again)[0]! }).state;
    }
    expect(again).toEqual(s);
  });
});
