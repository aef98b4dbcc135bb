import { describe, expect, it } from "vitest";
import { apply } from "./apply.js";
import {
  BONUS_OBJECTIVES,
  type BonusObjectiveId,
  isNord,
  isSudOrIsole,
  neighbours,
  OBJECTIVES,
  REGION_IDS,
  type RegionId,
} from "./board.js";
import { BONUS_RULES } from "./bonus-rules.js";
import type { GameEvent } from "./events.js";
import { bonusConditionHolds, bonusStatus, holdsMainObjective } from "./objectives.js";
import type { GameState } from "./state.js";
import { type Cell, game, type PosSpec } from "./testing/positions.js";
import { playRandomGame } from "./testing/random-play.js";

const own = (ids: readonly RegionId[], armies = 1): Partial<Record<RegionId, Cell>> =>
  Object.fromEntries(ids.map((id) => [id, [0, armies] as Cell]));

const holds = (id: BonusObjectiveId, spec: PosSpec) => {
  const state = game(spec);
  return bonusConditionHolds(state, 0, id, state.bonus[0]!.progress);
};

describe("R9 bonusConditionHolds: holding a set of regions", () => {
  const sets: [BonusObjectiveId, RegionId[]][] = [
    ["padania-libera", ["piemonte", "lombardia", "veneto", "emilia-romagna"]],
    ["repubbliche-marinare", ["liguria", "toscana", "veneto"]],
    ["regno-delle-due-sicilie", ["campania", "puglia", "basilicata", "calabria", "sicilia"]],
    ["stato-della-chiesa", ["lazio", "umbria", "marche", "emilia-romagna"]],
    ["ponte-sullo-stretto", ["sicilia", "calabria"]],
    ["salerno-reggio", ["campania", "basilicata", "calabria"]],
  ];
  for (const [id, regions] of sets) {
    it(`R9 ${id}: true holding ${regions.join(", ")}; false missing any one`, () => {
      expect(holds(id, { map: own(regions) })).toBe(true);
      for (const missing of regions) {
        const map = own(regions.filter((r) => r !== missing));
        map[missing] = [1, 1];
        expect(holds(id, { map }), `without ${missing}`).toBe(false);
      }
    });
  }
});

describe("R9 bonusConditionHolds: the other conditions", () => {
  it("R9 via-emilia needs Emilia-Romagna and all 6 of its neighbours (ferries and land alike)", () => {
    const ring = neighbours("emilia-romagna");
    expect([...ring].sort()).toEqual(
      ["liguria", "lombardia", "marche", "piemonte", "toscana", "veneto"].sort(),
    );
    expect(holds("via-emilia", { map: own(["emilia-romagna", ...ring]) })).toBe(true);
    for (const missing of ["emilia-romagna", ...ring] as RegionId[]) {
      const map = own(["emilia-romagna", ...ring].filter((r) => r !== missing) as RegionId[]);
      expect(
        holds("via-emilia", { map: { ...map, [missing]: [1, 1] } }),
        `without ${missing}`,
      ).toBe(false);
    }
  });

  it("R9 uno-vale-uno: 7 regions with the same number of armies, that number at least 2", () => {
    const seven: RegionId[] = [
      "lazio",
      "umbria",
      "toscana",
      "marche",
      "abruzzo",
      "molise",
      "puglia",
    ];
    expect(holds("uno-vale-uno", { map: own(seven, 2) })).toBe(true);
    expect(holds("uno-vale-uno", { map: { ...own(seven, 4), sicilia: [0, 9] } })).toBe(true);
    // Six of them equal and one different: no.
    expect(holds("uno-vale-uno", { map: { ...own(seven, 3), puglia: [0, 4] } })).toBe(false);
    // Seven regions with 1 army each: the number must be at least 2.
    expect(holds("uno-vale-uno", { map: own(seven, 1) })).toBe(false);
    // Seven with 2 armies among more regions still counts.
    expect(
      holds("uno-vale-uno", { map: { ...own(seven, 2), sicilia: [0, 1], sardegna: [0, 5] } }),
    ).toBe(true);
  });

  it("R9 R1.3 larghe-intese: at least 4 Nord regions and at least 4 Sud-or-Isole regions", () => {
    const nord: RegionId[] = ["valle-d-aosta", "piemonte", "veneto", "friuli-venezia-giulia"];
    const sud: RegionId[] = ["abruzzo", "puglia", "sicilia", "sardegna"];
    expect(holds("larghe-intese", { map: own([...nord, ...sud]) })).toBe(true);
    expect(
      holds("larghe-intese", { map: own([...nord.slice(1), ...sud, "lazio", "toscana"]) }),
    ).toBe(false);
    expect(
      holds("larghe-intese", { map: own([...nord, ...sud.slice(1), "lazio", "umbria"]) }),
    ).toBe(false);
    // Centro regions are neither Nord nor Sud.
    expect(holds("larghe-intese", { map: own([...nord.slice(0, 3), "toscana", ...sud]) })).toBe(
      false,
    );
  });

  it("R9 mille-proroghe: 2 regions or fewer", () => {
    expect(holds("mille-proroghe", { map: own(["lazio", "umbria"]) })).toBe(true);
    expect(holds("mille-proroghe", { map: own(["lazio"]) })).toBe(true);
    expect(holds("mille-proroghe", { map: own(["lazio", "umbria", "marche"]) })).toBe(false);
  });

  it("R9 esodo-estivo: at least 4 armies entered Sud or Isole from outside this turn", () => {
    const held = (n: number): PosSpec => ({
      map: own(["lazio", "campania"]),
      bonus: { "0": { held: ["esodo-estivo"], progress: { "esodo-estivo": n } } },
    });
    expect(holds("esodo-estivo", held(4))).toBe(true);
    expect(holds("esodo-estivo", held(7))).toBe(true);
    expect(holds("esodo-estivo", held(3))).toBe(false);
    expect(holds("esodo-estivo", { map: own(["lazio"]) })).toBe(false);
  });

  it("R9 cantiere-della-metro is not judged on the map alone: false without its 14-turn count", () => {
    expect(holds("cantiere-della-metro", { map: { lazio: [0, 12] } })).toBe(false);
    expect(holds("cantiere-della-metro", { map: { lazio: [0, 3] } })).toBe(false);
  });
});

/** Ends seat 0's turn and returns the result (seat 0 holds `held`). */
function endTurn(spec: PosSpec): { state: GameState; events: readonly GameEvent[] } {
  const result = apply(game(spec), { type: "endTurn", seat: 0 });
  if (!result.ok) throw new Error(result.error.message);
  return result;
}

const completed = (events: readonly GameEvent[]) =>
  events
    .filter((e) => e.type === "bonusCompleted")
    .map((e) => (e.type === "bonusCompleted" ? e.objective : null));

describe("R9 the end-of-turn check", () => {
  it("R9 a completed objective is revealed, rewarded (+N next turn) and replaced from the bonus deck", () => {
    const { state, events } = endTurn({
      map: own(["piemonte", "lombardia", "veneto", "emilia-romagna"]),
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
    expect(completed(events)).toEqual(["padania-libera"]);
    expect(events.find((e) => e.type === "bonusCompleted")).toMatchObject({
      reward: { kind: "nextTurnArmies", armies: 4 },
    });
    expect(state.bonus[0]!.completed).toEqual(["padania-libera"]);
    expect(state.bonus[0]!.held).toEqual(["mille-proroghe", "via-emilia"]);
    expect(state.bonusDeck[0]).toBe("ponte-sullo-stretto");
    expect(state.nextTurnArmies[0]).toBe(4);
  });

  it("R9 a streak objective completes on its third turn-end in a row, not before", () => {
    const spec = (n: number): PosSpec => ({
      map: own(["sicilia", "calabria"]),
      bonus: { "0": { held: ["ponte-sullo-stretto"], progress: { "ponte-sullo-stretto": n } } },
    });
    const first = endTurn(spec(0));
    expect(completed(first.events)).toEqual([]);
    expect(first.state.bonus[0]!.progress["ponte-sullo-stretto"]).toBe(1);
    const second = endTurn(spec(1));
    expect(completed(second.events)).toEqual([]);
    expect(second.state.bonus[0]!.progress["ponte-sullo-stretto"]).toBe(2);
    const third = endTurn(spec(2));
    expect(completed(third.events)).toEqual(["ponte-sullo-stretto"]);
    expect(third.state.nextTurnArmies[0]).toBe(3);
  });

  it("R9 one failing turn-end resets a streak to 0", () => {
    const { state, events } = endTurn({
      map: { sicilia: [0, 1], calabria: [1, 1] },
      bonus: { "0": { held: ["ponte-sullo-stretto"], progress: { "ponte-sullo-stretto": 2 } } },
    });
    expect(completed(events)).toEqual([]);
    expect(state.bonus[0]!.progress["ponte-sullo-stretto"]).toBe(0);
  });

  it("R9 stato-della-chiesa makes its holder untouchable until the start of their next turn", () => {
    const { state } = endTurn({
      map: own(["lazio", "umbria", "marche", "emilia-romagna"]),
      bonus: { "0": { held: ["stato-della-chiesa"] } },
    });
    expect(state.untouchable).toEqual([0]);
  });

  it("R9 cantiere-della-metro: a region with 10+ armies untouched for 14 turn-ends doubles, at most +6", () => {
    const { state, events } = endTurn({
      map: { lazio: [0, 12], umbria: [0, 2] },
      bonus: {
        "0": {
          held: ["cantiere-della-metro"],
          progress: { "cantiere-della-metro": { lazio: 13 } },
        },
      },
    });
    expect(completed(events)).toEqual(["cantiere-della-metro"]);
    expect(state.regions.lazio.armies).toBe(18);
  });

  it("R9 cantiere-della-metro: a region an army left this turn starts over", () => {
    const { state, events } = endTurn({
      map: { lazio: [0, 12], umbria: [0, 2] },
      turn: { movedOut: ["lazio"], fortified: false },
      bonus: {
        "0": {
          held: ["cantiere-della-metro"],
          progress: { "cantiere-della-metro": { lazio: 13 } },
        },
      },
    });
    expect(completed(events)).toEqual([]);
    expect(state.bonus[0]!.progress["cantiere-della-metro"]?.lazio ?? 0).toBe(0);
  });

  it("R11.1 holdsMainObjective is true only with every region of the main objective", () => {
    const stivale: RegionId[] = [
      "toscana",
      "umbria",
      "marche",
      "lazio",
      "campania",
      "calabria",
      "sicilia",
    ];
    expect(
      holdsMainObjective(
        game({
          objectives: { "0": "lo-stivale", "1": "le-alpi", "2": "mezzogiorno" },
          map: own(stivale),
        }),
        0,
      ),
    ).toBe(true);
    const missing = { ...own(stivale), sicilia: [1, 1] as Cell };
    expect(
      holdsMainObjective(
        game({
          objectives: { "0": "lo-stivale", "1": "le-alpi", "2": "mezzogiorno" },
          map: missing,
        }),
        0,
      ),
    ).toBe(false);
  });
});

describe("R9 the bonus objectives' numbers, in one exported table", () => {
  it("R9 every bonus objective carries its reward and parameters, as in the rules' table", () => {
    const byId = Object.fromEntries(BONUS_OBJECTIVES.map((b) => [b.id, b]));
    const nextTurn = (id: string) => {
      const r = byId[id]!.reward;
      return r.kind === "nextTurnArmies" ? r.armies : null;
    };
    expect(
      [
        "padania-libera",
        "ponte-sullo-stretto",
        "repubbliche-marinare",
        "regno-delle-due-sicilie",
      ].map(nextTurn),
    ).toEqual([4, 3, 4, 5]);
    expect(
      ["salerno-reggio", "via-emilia", "uno-vale-uno", "mille-proroghe"].map(nextTurn),
    ).toEqual([3, 3, 5, 6]);
    expect(byId["stato-della-chiesa"]!.reward).toEqual({ kind: "untouchable" });
    expect(byId["esodo-estivo"]).toMatchObject({
      params: { armies: 4 },
      reward: { kind: "armiesNow", armies: 3 },
    });
    expect(byId["uno-vale-uno"]!.params).toEqual({ regions: 7, armies: 2 });
    expect(byId["larghe-intese"]).toMatchObject({
      params: { regions: 4 },
      reward: { kind: "nonna" },
    });
    expect(byId["mille-proroghe"]).toMatchObject({ params: { regions: 2 }, turnsInARow: 3 });
    expect(byId["cantiere-della-metro"]).toMatchObject({
      params: { armies: 10 },
      reward: { kind: "doubleRegion", max: 6 },
      turnsInARow: 14,
    });
  });

  it("R9 the engine pays the reward the table states (one source of truth)", () => {
    for (const b of BONUS_OBJECTIVES) expect(BONUS_RULES[b.id].reward).toBe(b.reward);
  });
});

describe("region checks from the regions' bit sets (issue #13)", () => {
  it("R9 R11.1 bonusConditionHolds, holdsMainObjective and bonusStatus's measures agree with a plain reading of the regions record, for every seat and objective, over whole games", () => {
    const regionObjectives = BONUS_OBJECTIVES.filter(
      (b) => b.regions.length > 0 || b.id === "via-emilia",
    );
    const viaEmilia: readonly RegionId[] = ["emilia-romagna", ...neighbours("emilia-romagna")];
    const plainHolds = (state: GameState, seat: number, regions: readonly RegionId[]) =>
      regions.every((id) => state.regions[id].owner === seat);
    let held = 0;
    let mainHeld = 0;
    let groupsSeen = 0;
    for (let seed = 0; seed < 2; seed++) {
      playRandomGame({ players: 4, seed: `masks-${seed}` }, seed, ({ after }) => {
        for (let seat = 0; seat < 4; seat++) {
          for (const b of regionObjectives) {
            const regions = b.id === "via-emilia" ? viaEmilia : b.regions;
            const expected = plainHolds(after, seat, regions);
            expect(bonusConditionHolds(after, seat, b.id)).toBe(expected);
            if (expected) held++;
          }
          for (const o of OBJECTIVES) {
            const asked = { ...after, objectives: after.objectives.map(() => o.id) };
            const expected = plainHolds(after, seat, o.regions);
            expect(holdsMainObjective(asked, seat)).toBe(expected);
            if (expected) mainHeld++;
          }
          const mine = REGION_IDS.filter((id) => after.regions[id].owner === seat);
          const split = {
            nord: mine.filter(isNord).length,
            sudIsole: mine.filter(isSudOrIsole).length,
          };
          const progress = after.bonus[seat]!.progress;
          expect(bonusStatus(after, seat, "larghe-intese", progress).zoneSplit).toEqual(split);
          const groups = new Map<number, number>();
          for (const id of mine) {
            const n = after.regions[id].armies;
            if (n >= 2) groups.set(n, (groups.get(n) ?? 0) + 1);
          }
          let same = { armies: 0, regions: 0 };
          for (const [armies, regions] of groups) {
            if (regions > same.regions || (regions === same.regions && armies > same.armies))
              same = { armies, regions };
          }
          expect(bonusStatus(after, seat, "uno-vale-uno", progress).sameArmies).toEqual(same);
          if (same.regions > 1) groupsSeen++;
        }
      });
    }
    expect(held).toBeGreaterThan(100);
    expect(groupsSeen).toBeGreaterThan(100);
    // Random play seldom completes a main objective: each one held, and each held but one region.
    for (const o of OBJECTIVES) {
      const others = OBJECTIVES.filter((x) => x.id !== o.id);
      const objectives = { "0": o.id, "1": others[0]!.id, "2": others[1]!.id };
      expect(holdsMainObjective(game({ map: own(o.regions), objectives }), 0)).toBe(true);
      mainHeld++;
      for (const missing of o.regions) {
        const map = { ...own(o.regions), [missing]: [1, 1] as Cell };
        expect(holdsMainObjective(game({ map, objectives }), 0)).toBe(false);
      }
    }
    expect(mainHeld).toBeGreaterThan(10);
  });
});
