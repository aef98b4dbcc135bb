import { describe, expect, it } from "vitest";
import { apply } from "./apply.js";
import { REGION_IDS, ZONES } from "./board.js";
import type { TurnStartedEvent } from "./events.js";
import {
  armiesOnMap,
  attackTargets,
  bordersEnemy,
  defenderDice,
  diceOptions,
  fortifyMax,
  isEliminated,
  isUntouchable,
  livingSeats,
  regionBonusRegions,
  regionCount,
  regionsOf,
  reinforcementsFor,
  serenataTargets,
  turnKey,
  zonesHeld,
} from "./queries.js";
import { newGame } from "./setup.js";
import { game } from "./testing/positions.js";
import { playRandomGame } from "./testing/random-play.js";
import { viewFor } from "./views.js";

describe("R4.1 reinforcementsFor", () => {
  it("R4.1 floor(regions / 3), no minimum", () => {
    const seven = game({
      map: {
        lazio: [0, 1],
        umbria: [0, 1],
        toscana: [0, 1],
        abruzzo: [0, 1],
        molise: [0, 1],
        puglia: [0, 1],
        piemonte: [0, 1],
      },
    });
    expect(reinforcementsFor(seven, 0)).toMatchObject({
      fromRegions: 2,
      zones: [],
      rewards: 0,
      lost: 0,
      total: 2,
    });
    const two = game({ map: { lazio: [0, 1], puglia: [0, 1] } });
    expect(reinforcementsFor(two, 0)).toMatchObject({ fromRegions: 0, total: 0, firstTurn: false });
  });

  it("R4.1 R1.3 adds the bonus of each zone held entirely (Centro +2, Isole +1)", () => {
    const state = game({
      map: {
        toscana: [0, 1],
        umbria: [0, 1],
        marche: [0, 1],
        lazio: [0, 1],
        sicilia: [0, 1],
        sardegna: [0, 1],
      },
    });
    const r = reinforcementsFor(state, 0);
    expect(r.fromRegions).toBe(2);
    expect(r.zones).toEqual([
      { zone: "centro", bonus: 2 },
      { zone: "isole", bonus: 1 },
    ]);
    expect(r.total).toBe(5);
    expect(zonesHeld(state, 0)).toEqual(r.zones);
  });

  it("R4.1 a zone missing one region gives no bonus", () => {
    const state = game({
      map: { toscana: [0, 1], umbria: [0, 1], marche: [0, 1], sicilia: [0, 1] },
    });
    expect(reinforcementsFor(state, 0).zones).toEqual([]);
  });

  it('R4.1 R9 adds waiting "+N next turn" rewards', () => {
    const state = game({
      map: { lazio: [0, 1], puglia: [0, 1], umbria: [0, 1] },
      nextTurnArmies: { "0": 4 },
    });
    expect(reinforcementsFor(state, 0)).toMatchObject({
      fromRegions: 1,
      rewards: 4,
      lost: 0,
      total: 5,
    });
  });

  it("R3 caps reinforcements so armies on the map never exceed 50; the excess is lost", () => {
    const state = game({
      map: {
        toscana: [0, 20],
        umbria: [0, 20],
        marche: [0, 7],
        lazio: [0, 1],
        sicilia: [0, 1],
        sardegna: [0, 1],
      },
      nextTurnArmies: { "0": 6 },
    });
    expect(armiesOnMap(state, 0)).toBe(50);
    expect(reinforcementsFor(state, 0)).toMatchObject({
      fromRegions: 2,
      rewards: 6,
      lost: 11,
      total: 0,
    });
    const roomy = game({
      map: { toscana: [0, 20], umbria: [0, 20], marche: [0, 6], lazio: [0, 1] },
      nextTurnArmies: { "0": 6 },
    });
    expect(reinforcementsFor(roomy, 0)).toMatchObject({
      fromRegions: 1,
      zones: [{ zone: "centro", bonus: 2 }],
      rewards: 6,
      lost: 6,
      total: 3,
    });
  });

  it("R2.7 the first player's first turn gets nothing", () => {
    const state = game({
      round: 1,
      firstSeat: 0,
      map: { toscana: [0, 1], umbria: [0, 1], marche: [0, 1], lazio: [0, 1] },
    });
    expect(reinforcementsFor(state, 0)).toMatchObject({ total: 0, firstTurn: true });
    expect(reinforcementsFor({ ...state, round: 2 }, 0)).toMatchObject({
      total: 3,
      firstTurn: false,
    });
    expect(reinforcementsFor(state, 1).firstTurn).toBe(false);
  });

  it("R4.1 at the start of a turn the reinforcements become pending and the rewards are used up", () => {
    // Seat 1 holds Isole and 6 regions in all, with +3 waiting.
    const state = game({
      map: {
        lazio: [0, 2],
        sicilia: [1, 1],
        sardegna: [1, 1],
        puglia: [1, 1],
        molise: [1, 1],
        calabria: [1, 1],
        basilicata: [1, 1],
      },
      rest: [2, 1],
      nextTurnArmies: { "1": 3 },
    });
    const result = apply(state, { type: "endTurn", seat: 0 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.state.currentSeat).toBe(1);
    expect(result.state.stage).toBe("reinforce");
    expect(result.state.pendingArmies).toBe(2 + 1 + 3);
    expect(result.state.nextTurnArmies[1]).toBe(0);
    const started = result.events.find((e) => e.type === "turnStarted") as TurnStartedEvent;
    expect(started.reinforcements).toEqual({
      fromRegions: 2,
      zones: [{ zone: "isole", bonus: 1 }],
      rewards: 3,
      lost: 0,
      total: 6,
      firstTurn: false,
    });
  });

  it("R3 a capped turn start reports the lost armies and pends only what fits", () => {
    const state = game({
      map: { lazio: [0, 2], sicilia: [1, 30], sardegna: [1, 18], puglia: [1, 1] },
      rest: [2, 1],
      nextTurnArmies: { "1": 4 },
    });
    const result = apply(state, { type: "endTurn", seat: 0 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.state.pendingArmies).toBe(1);
    const started = result.events.find((e) => e.type === "turnStarted") as TurnStartedEvent;
    expect(started.reinforcements).toMatchObject({ fromRegions: 1, rewards: 4, lost: 5, total: 1 });
    expect(result.state.nextTurnArmies[1]).toBe(0);
  });
});

describe("R6 attackTargets, diceOptions, defenderDice", () => {
  const state = game({
    map: {
      lazio: [0, 4],
      umbria: [0, 2],
      toscana: [1, 1],
      marche: [1, 3],
      abruzzo: [2, 2],
      molise: [2, 5],
      campania: [0, 1],
      sardegna: [2, 1],
    },
  });

  it("R6.2 the defender rolls one die per army, at most 3", () => {
    expect(defenderDice(state, "toscana")).toBe(1);
    expect(defenderDice(state, "abruzzo")).toBe(2);
    expect(defenderDice(state, "marche")).toBe(3);
    expect(defenderDice(state, "molise")).toBe(3);
  });

  it("R6.2 dice options run from the defender's dice to min(3, armies − 1); empty when none fits", () => {
    expect(diceOptions(state, "lazio", "toscana")).toEqual([1, 2, 3]);
    expect(diceOptions(state, "lazio", "abruzzo")).toEqual([2, 3]);
    expect(diceOptions(state, "lazio", "molise")).toEqual([3]);
    expect(diceOptions(state, "umbria", "toscana")).toEqual([1]);
    expect(diceOptions(state, "umbria", "marche")).toEqual([]);
  });

  it("R6.1 R6.2 lists attacks from own regions with 2+ armies to adjacent enemies, in board order", () => {
    expect(attackTargets(state, 0)).toEqual([
      { from: "umbria", to: "toscana", dice: [1] },
      { from: "lazio", to: "toscana", dice: [1, 2, 3] },
      { from: "lazio", to: "marche", dice: [3] },
      { from: "lazio", to: "abruzzo", dice: [2, 3] },
      { from: "lazio", to: "molise", dice: [3] },
      { from: "lazio", to: "sardegna", dice: [1, 2, 3] },
    ]);
    expect(attackTargets(state, 0, "umbria")).toEqual([
      { from: "umbria", to: "toscana", dice: [1] },
    ]);
    // campania has 1 army: it cannot attack.
    expect(attackTargets(state, 0, "campania")).toEqual([]);
  });

  it("R9 excludes regions of untouchable seats", () => {
    const shielded = { ...state, untouchable: [2] };
    expect(isUntouchable(shielded, 2)).toBe(true);
    expect(attackTargets(shielded, 0).map((t) => t.to)).toEqual(["toscana", "toscana", "marche"]);
    const r = apply(shielded, { type: "attack", seat: 0, from: "lazio", to: "sardegna", dice: 1 });
    expect(!r.ok && r.error.code).toBe("TARGET_UNTOUCHABLE");
  });
});

describe("R5.4 serenataTargets", () => {
  it("R5.4 enemy regions with 1 or 2 armies next to an own region with 2+ armies", () => {
    const state = game({
      map: {
        lazio: [0, 2],
        umbria: [0, 1],
        toscana: [1, 2],
        marche: [1, 3],
        abruzzo: [2, 1],
        molise: [2, 1],
        campania: [0, 5],
        sardegna: [1, 1],
      },
    });
    expect(serenataTargets(state, 0)).toEqual([
      { from: "lazio", to: "toscana" },
      { from: "lazio", to: "abruzzo" },
      { from: "lazio", to: "molise" },
      { from: "lazio", to: "sardegna" },
      { from: "campania", to: "molise" },
      { from: "campania", to: "puglia" },
      { from: "campania", to: "basilicata" },
      { from: "campania", to: "sicilia" },
    ]);
  });

  it("R5.4 R9 excludes untouchable seats; none without an own region of 2+ armies", () => {
    const state = game({
      map: { lazio: [0, 2], toscana: [1, 1], abruzzo: [2, 1] },
      untouchable: [1],
    });
    expect(serenataTargets(state, 0).map((t) => t.to)).not.toContain("toscana");
    expect(serenataTargets(state, 0).map((t) => t.to)).toContain("abruzzo");
    const weak = game({ map: { lazio: [0, 1], toscana: [1, 1] } });
    expect(serenataTargets(weak, 0)).toEqual([]);
  });
});

describe("R5.3 regionBonusRegions", () => {
  const state = game({ map: { lazio: [0, 4], toscana: [1, 1] } });

  it("R5.3 lists the held regions among the cards, in card order, never a Nonna's", () => {
    expect(regionBonusRegions(state, 0, ["toscana", "lazio", "nonna-1"])).toEqual(["lazio"]);
    expect(regionBonusRegions(state, 1, ["toscana", "lazio", "nonna-1"])).toEqual(["toscana"]);
    expect(regionBonusRegions(state, 0, ["nonna-2"])).toEqual([]);
  });

  it("R5.3 answers the same from a player's view, and matches the bonus the engine grants", () => {
    const cards = ["lazio", "toscana", "nonna-1"] as const;
    expect(regionBonusRegions(viewFor(state, 0), 0, cards)).toEqual(["lazio"]);
    const withHand = game({
      map: { lazio: [0, 4], toscana: [1, 1] },
      stage: "reinforce",
      hands: { "0": [...cards] },
    });
    const played = apply(withHand, { type: "playCards", seat: 0, cards: [...cards] });
    if (!played.ok) throw new Error(played.error.message);
    const bonus = played.events.filter(
      (e) => e.type === "armiesPlaced" && e.reason === "regionBonus",
    );
    expect(bonus.map((e) => (e.type === "armiesPlaced" ? e.region : null))).toEqual(["lazio"]);
  });
});

describe("other queries", () => {
  it("R7.2 fortifyMax keeps 2 next to an enemy, else 1; R1.1 ferries count as borders", () => {
    const state = game({
      map: {
        "valle-d-aosta": [0, 5],
        piemonte: [0, 5],
        sardegna: [0, 4],
        lazio: [0, 4],
        toscana: [0, 4],
        liguria: [0, 4],
      },
    });
    expect(bordersEnemy(state, "valle-d-aosta")).toBe(false);
    expect(fortifyMax(state, "valle-d-aosta")).toBe(4);
    expect(bordersEnemy(state, "piemonte")).toBe(true);
    expect(fortifyMax(state, "piemonte")).toBe(3);
    // sardegna's only links are ferries to liguria, toscana and lazio, all its own.
    expect(bordersEnemy(state, "sardegna")).toBe(false);
    expect(fortifyMax(state, "sardegna")).toBe(3);
    const ferryEnemy = game({
      map: { sardegna: [0, 4], lazio: [0, 4], toscana: [0, 4], liguria: [1, 1] },
    });
    expect(bordersEnemy(ferryEnemy, "sardegna")).toBe(true);
    expect(fortifyMax(ferryEnemy, "sardegna")).toBe(2);
  });

  it("regionsOf, armiesOnMap, livingSeats, isEliminated", () => {
    const state = game({ players: 4, map: { lazio: [0, 3], sicilia: [0, 2] }, eliminated: [3] });
    expect(regionsOf(state, 0)).toEqual(["lazio", "sicilia"]);
    expect(armiesOnMap(state, 0)).toBe(5);
    expect(livingSeats(state)).toEqual([0, 1, 2]);
    expect(isEliminated(state, 3)).toBe(true);
    expect(isEliminated(state, 1)).toBe(false);
    expect(regionsOf(state, 3)).toEqual([]);
  });
});

describe("seat counts from the regions' bit sets (issue #13)", () => {
  it("R1.3 R4.1 R3 region counts, armies on the map and zones held agree with a plain reading of the regions record, for every seat, over whole games", () => {
    let zonesSeen = 0;
    for (let seed = 0; seed < 2; seed++) {
      playRandomGame({ players: 4, seed: `counts-${seed}` }, seed, ({ after }) => {
        for (let seat = 0; seat < 4; seat++) {
          const mine = REGION_IDS.filter((id) => after.regions[id].owner === seat);
          const onMap = mine.reduce((n, id) => n + after.regions[id].armies, 0);
          const zones = ZONES.filter((z) => z.regions.every((id) => mine.includes(id)));
          expect(regionCount(after, seat)).toBe(mine.length);
          expect(armiesOnMap(after, seat)).toBe(onMap);
          expect(zonesHeld(after, seat).map((z) => z.zone)).toEqual(zones.map((z) => z.id));
          zonesSeen += zones.length;
          const r = reinforcementsFor(after, seat);
          if (!r.firstTurn) {
            expect(r.fromRegions).toBe(Math.floor(mine.length / 3));
            expect(r.zones).toEqual(zonesHeld(after, seat));
          }
        }
      });
    }
    expect(zonesSeen).toBeGreaterThan(50);
  });
});

describe("R13.3 turnKey: one key per turn, for turn timers", () => {
  it("R13.3 the key changes exactly when a new turn or setup pass begins, never between the stages of one turn", () => {
    for (const [players, seed] of [
      [3, "turn-key-a"],
      [4, "turn-key-b"],
      [3, "turn-key-c"],
    ] as const) {
      let changes = 0;
      let stagesInTurn = 0;
      playRandomGame({ players, seed }, 7, ({ before, action, after, events }) => {
        const passEnded =
          before.stage === "setup" && action.type === "place" && action.count === before.batchLeft;
        const began =
          after.stage === "over" || passEnded || events.some((e) => e.type === "turnStarted");
        const changed = turnKey(before) !== turnKey(after);
        expect(changed, `${before.stage} → ${after.stage}: ${JSON.stringify(action)}`).toBe(began);
        if (changed) changes++;
        else if (before.stage !== after.stage) stagesInTurn++;
      });
      expect(changes).toBeGreaterThan(20);
      // reinforce → attack → occupy → fortify inside one turn keep the key
      expect(stagesInTurn).toBeGreaterThan(10);
    }
  });

  it("R13.3 a setup pass of several placements is one turn; the next pass of the same seat is another", () => {
    const state = newGameForKey();
    const first = turnKey(state);
    const one = apply(state, {
      type: "place",
      seat: state.currentSeat,
      region: ownRegion(state),
      count: 1,
    });
    expect(one.ok).toBe(true);
    if (!one.ok) return;
    expect(one.state.currentSeat).toBe(state.currentSeat);
    expect(turnKey(one.state)).toBe(first);
    expect(turnKey({ ...state, setupRemaining: state.setupRemaining.map((n) => n - 3) })).not.toBe(
      first,
    );
    expect(turnKey({ ...state, stage: "over" })).toBe("over");
  });
});

function newGameForKey() {
  const state = newGame({ players: 3, seed: "setup-pass" });
  expect(state.stage).toBe("setup");
  expect(state.batchLeft).toBeGreaterThan(1);
  return state;
}

function ownRegion(state: ReturnType<typeof newGame>) {
  return REGION_IDS.find((r) => state.regions[r].owner === state.currentSeat)!;
}
