import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { REGION_IDS, type RegionId } from "./board.js";
import { bonusStatus, objectiveProgress } from "./objectives.js";
import { game } from "./testing/positions.js";
import { viewFor } from "./views.js";

describe("objectiveProgress (R11.1, R11.5)", () => {
  it("splits an objective's regions into held and missing, with their values", () => {
    const state = game({ map: { toscana: [0, 3], lazio: [0, 2], umbria: [1, 1] } });
    const p = objectiveProgress(state, 0, "italia-di-mezzo");
    expect(p.held).toEqual(["toscana", "lazio"]);
    expect(p.missing).toEqual(["emilia-romagna", "umbria", "marche", "abruzzo"]);
    expect(p.heldValue).toBe(6 + 7);
    expect(p.totalValue).toBe(30);
    expect(p.complete).toBe(false);
  });

  it("answers the same from the seat's own view", () => {
    const state = game({ map: { toscana: [0, 3], lazio: [0, 2] } });
    const view = viewFor(state, 0);
    expect(objectiveProgress(view, 0, view.me!.objective)).toEqual(
      objectiveProgress(state, 0, state.objectives[0]!),
    );
  });
});

describe("bonusStatus (R9)", () => {
  it("a streak objective counts the turn-ends so far and completes when this one reaches the goal", () => {
    const state = game({
      map: { sicilia: [0, 2], calabria: [0, 2] },
      bonus: { "0": { held: ["ponte-sullo-stretto"], progress: { "ponte-sullo-stretto": 2 } } },
    });
    const s = bonusStatus(state, 0, "ponte-sullo-stretto", state.bonus[0]!.progress);
    expect(s).toMatchObject({
      holdsNow: true,
      streak: 2,
      needed: 3,
      completesNow: true,
      missing: [],
    });
  });

  it("a broken streak does not complete and names what is missing", () => {
    const state = game({
      map: { sicilia: [0, 2], calabria: [1, 2] },
      bonus: { "0": { held: ["ponte-sullo-stretto"], progress: { "ponte-sullo-stretto": 2 } } },
    });
    const s = bonusStatus(state, 0, "ponte-sullo-stretto", state.bonus[0]!.progress);
    expect(s).toMatchObject({ holdsNow: false, completesNow: false, missing: ["calabria"] });
  });

  it("esodo-estivo reports the armies that entered Sud or Isole this turn", () => {
    const state = game({
      map: { campania: [0, 3] },
      bonus: { "0": { held: ["esodo-estivo"], progress: { "esodo-estivo": 3 } } },
    });
    expect(bonusStatus(state, 0, "esodo-estivo", state.bonus[0]!.progress)).toMatchObject({
      entered: 3,
      holdsNow: false,
    });
    expect(bonusStatus(state, 0, "esodo-estivo", { "esodo-estivo": 4 })).toMatchObject({
      entered: 4,
      completesNow: true,
    });
  });

  it("uno-vale-uno measures the largest group of regions with equal armies (at least 2)", () => {
    const six = { lazio: [0, 3], toscana: [0, 3], umbria: [0, 3], marche: [0, 3] } as const;
    const state = game({
      map: { ...six, abruzzo: [0, 3], molise: [0, 3], sardegna: [0, 1], sicilia: [0, 1] },
    });
    const s = bonusStatus(state, 0, "uno-vale-uno", {});
    expect(s).toMatchObject({ sameArmies: { armies: 3, regions: 6 }, holdsNow: false });
    const seven = game({
      map: { ...six, abruzzo: [0, 3], molise: [0, 3], campania: [0, 3], sardegna: [0, 1] },
    });
    expect(bonusStatus(seven, 0, "uno-vale-uno", {})).toMatchObject({
      sameArmies: { armies: 3, regions: 7 },
      holdsNow: true,
    });
  });

  it("R9 uno-vale-uno's group is the largest, of equal ones the most armies each, on any map", () => {
    // The measure as the rule says it, written the plain way: a count per number of armies.
    const reference = (armies: readonly number[], owners: readonly number[]) => {
      const counts = new Map<number, number>();
      for (let i = 0; i < armies.length; i++) {
        if (owners[i] === 0 && armies[i]! >= 2)
          counts.set(armies[i]!, (counts.get(armies[i]!) ?? 0) + 1);
      }
      let best = { armies: 0, regions: 0 };
      for (const [n, regions] of counts) {
        if (regions > best.regions || (regions === best.regions && n > best.armies))
          best = { armies: n, regions };
      }
      return best;
    };
    const cells = fc.array(
      fc.tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 1, max: 6 })),
      {
        minLength: REGION_IDS.length,
        maxLength: REGION_IDS.length,
      },
    );
    fc.assert(
      fc.property(cells, (drawn) => {
        // Every seat must own a region: the first three go to seats 0, 1 and 2.
        const list = drawn.map(([o, a], i): [number, number] => [i < 3 ? i : o, a]);
        // No seat over the cap of 50 armies (R3).
        for (const seat of [0, 1, 2]) {
          fc.pre(list.reduce((sum, [o, a]) => (o === seat ? sum + a : sum), 0) <= 50);
        }
        const map = Object.fromEntries(REGION_IDS.map((id, i) => [id, list[i]!])) as Record<
          RegionId,
          [number, number]
        >;
        const state = game({ map, players: 3 });
        const expected = reference(
          list.map(([, a]) => a),
          list.map(([o]) => o),
        );
        // Called twice: the counts it keeps between calls must start from zero each time.
        expect(bonusStatus(state, 0, "uno-vale-uno", {})).toMatchObject({ sameArmies: expected });
        expect(bonusStatus(state, 0, "uno-vale-uno", {})).toMatchObject({ sameArmies: expected });
      }),
      { numRuns: 300 },
    );
  });

  it("larghe-intese counts Nord and Sud-or-Isole regions; mille-proroghe counts regions held", () => {
    const state = game({
      map: { piemonte: [0, 2], lombardia: [0, 2], sicilia: [0, 2], puglia: [0, 2], lazio: [0, 2] },
    });
    expect(bonusStatus(state, 0, "larghe-intese", {})).toMatchObject({
      zoneSplit: { nord: 2, sudIsole: 2 },
      holdsNow: false,
    });
    expect(bonusStatus(state, 0, "mille-proroghe", {})).toMatchObject({
      regionsHeld: 5,
      holdsNow: false,
    });
  });

  it("cantiere-della-metro follows the best region that still qualifies", () => {
    const spec = {
      map: { lazio: [0, 12], toscana: [0, 10], umbria: [0, 4] } as const,
      bonus: {
        "0": {
          held: ["cantiere-della-metro" as const],
          progress: { "cantiere-della-metro": { lazio: 13, toscana: 5 } },
        },
      },
    };
    const state = game(spec);
    const progress = state.bonus[0]!.progress;
    expect(bonusStatus(state, 0, "cantiere-della-metro", progress)).toMatchObject({
      streak: 13,
      completesNow: true,
    });
    const moved = game({ ...spec, turn: { movedOut: ["lazio"] } });
    expect(bonusStatus(moved, 0, "cantiere-della-metro", progress)).toMatchObject({
      streak: 5,
      completesNow: false,
      holdsNow: true,
    });
  });

  it("works from the seat's own view with its progress", () => {
    const state = game({
      map: { piemonte: [0, 2], lombardia: [0, 2], veneto: [0, 2] },
      bonus: { "0": { held: ["padania-libera"] } },
    });
    const view = viewFor(state, 0);
    expect(bonusStatus(view, 0, "padania-libera", view.me!.progress)).toMatchObject({
      holdsNow: false,
      missing: ["emilia-romagna"],
    });
  });
});
