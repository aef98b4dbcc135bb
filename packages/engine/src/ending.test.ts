import { describe, expect, it } from "vitest";
import { apply } from "./apply.js";
import { overtimeRound, ranking, score, sdadataThreshold } from "./ending.js";
import type { GameEvent } from "./events.js";
import { ScriptedDice } from "./rng.js";
import { game, type PosSpec } from "./testing/positions.js";

// lo-stivale: toscana 6, umbria 3, marche 5, lazio 7, campania 5, calabria 2, sicilia 2.
// le-alpi: valle-d-aosta, piemonte, lombardia, trentino-alto-adige, veneto, friuli, emilia-romagna, marche, umbria.
// mezzogiorno: umbria, lazio, abruzzo, molise, campania, puglia, basilicata, calabria.
const objectives = { "0": "lo-stivale", "1": "le-alpi", "2": "mezzogiorno" } as const;

const ranksOf = (spec: PosSpec) =>
  ranking(game({ objectives, ...spec })).map((r) => [r.seat, r.rank]);

describe("R11.5 score", () => {
  it("R11.5 sums the values of held main-objective regions, +5 per colpo da maestro, with tie-breakers", () => {
    const state = game({
      objectives,
      map: { lazio: [0, 5], toscana: [0, 2], piemonte: [0, 3] },
      bonus: { "0": { completed: ["via-emilia", "uno-vale-uno"] } },
    });
    expect(score(state, 0)).toEqual({
      seat: 0,
      objective: 13,
      colpi: 10,
      total: 23,
      otherRegions: 4,
      armies: 10,
    });
  });

  it("R11.5 a seat holding its whole main objective scores 30", () => {
    const state = game({
      objectives,
      rest: [0, 1],
      map: { piemonte: [1, 1], molise: [2, 1] },
    });
    expect(score(state, 0).objective).toBe(30);
    expect(score(state, 0).total).toBe(30);
    expect(score(state, 1).objective).toBe(4);
    expect(score(state, 1).otherRegions).toBe(0);
  });
});

describe("R11.5 R11.6 ranking", () => {
  // Seat 0 holds everything not listed, and leads; seats 1 and 2 both score 4.
  it("R11.5 equal scores are split by the values of the other regions", () => {
    expect(
      ranksOf({
        rest: [0, 1],
        map: { piemonte: [1, 1], sardegna: [1, 1], molise: [2, 1], "trentino-alto-adige": [2, 1] },
      }),
    ).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
    ]);
  });

  it("R11.5 then by armies on the map", () => {
    expect(
      ranksOf({
        rest: [0, 1],
        map: { piemonte: [1, 1], sicilia: [1, 1], molise: [2, 3], "trentino-alto-adige": [2, 1] },
      }),
    ).toEqual([
      [0, 1],
      [2, 2],
      [1, 3],
    ]);
  });

  it("R11.5 fully tied seats share a rank, and the next rank skips", () => {
    const spec: PosSpec = {
      rest: [0, 1],
      map: { piemonte: [1, 2], sicilia: [1, 1], molise: [2, 2], "trentino-alto-adige": [2, 1] },
    };
    expect(ranksOf(spec)).toEqual([
      [0, 1],
      [1, 2],
      [2, 2],
    ]);
    // With 4 seats, a seat below the tie gets rank 4.
    const four = ranking(
      game({
        players: 4,
        objectives: { ...objectives, "3": "costa-adriatica" },
        rest: [0, 1],
        map: {
          piemonte: [1, 2],
          sicilia: [1, 1],
          molise: [2, 2],
          "trentino-alto-adige": [2, 1],
          "valle-d-aosta": [3, 1],
        },
      }),
    );
    expect(four.map((r) => [r.seat, r.rank])).toEqual([
      [0, 1],
      [1, 2],
      [2, 2],
      [3, 4],
    ]);
  });

  it("R11.5 colpi da maestro count 5 each in the ranking", () => {
    expect(
      ranksOf({
        rest: [0, 1],
        map: { piemonte: [1, 1], sardegna: [1, 1], molise: [2, 1], "trentino-alto-adige": [2, 1] },
        bonus: { "2": { completed: ["mille-proroghe"] } },
      }),
    ).toEqual([
      [0, 1],
      [2, 2],
      [1, 3],
    ]);
  });

  it("R11.6 a game won by Conquista ranks the winner first whatever the scores", () => {
    // Seat 2 holds all of mezzogiorno (30); seat 1 holds le-alpi but umbria (27) and 2 colpi.
    const mezzogiorno = ["umbria", "lazio", "abruzzo", "molise", "campania", "puglia"] as const;
    const map: PosSpec["map"] = {
      ...Object.fromEntries([...mezzogiorno, "basilicata", "calabria"].map((id) => [id, [2, 1]])),
      liguria: [0, 1],
      toscana: [0, 1],
      sicilia: [0, 1],
      sardegna: [0, 1],
    };
    const spec: PosSpec = {
      rest: [1, 1],
      map,
      bonus: { "1": { completed: ["via-emilia", "uno-vale-uno"] } },
      stage: "over",
      endReason: "conquista",
      winner: 2,
    };
    const state = game({ objectives, ...spec });
    expect(score(state, 1).total).toBeGreaterThan(score(state, 2).total);
    expect(ranksOf(spec)).toEqual([
      [2, 1],
      [1, 2],
      [0, 3],
    ]);
  });

  it("R11.6 eliminated seats rank below all living seats, later eliminations above earlier ones", () => {
    const ranks = ranking(
      game({
        players: 4,
        objectives: { ...objectives, "3": "costa-adriatica" },
        rest: [0, 1],
        map: { molise: [2, 1] },
        eliminated: [3, 1],
      }),
    );
    expect(ranks.map((r) => [r.seat, r.rank, r.eliminated])).toEqual([
      [0, 1, false],
      [2, 2, false],
      [1, 3, true],
      [3, 4, true],
    ]);
  });

  it("R11.6 Ultimo rimasto: the survivor first, then the eliminated, last eliminated highest", () => {
    const ranks = ranking(
      game({
        players: 4,
        objectives: { ...objectives, "3": "costa-adriatica" },
        rest: [0, 1],
        eliminated: [2, 3, 1],
        stage: "over",
        endReason: "ultimo-rimasto",
        winner: 0,
      }),
    );
    expect(ranks.map((r) => r.seat)).toEqual([0, 1, 3, 2]);
    expect(ranks.map((r) => r.rank)).toEqual([1, 2, 3, 4]);
  });
});

describe("R11.4 Sdadata threshold", () => {
  it("R11.4 none before overtime; min(7, 4 + round − first overtime round) after (round limit)", () => {
    const at = (round: number) =>
      sdadataThreshold(game({ map: { lazio: [0, 2] }, round, limit: { rounds: 25 } }));
    expect(at(1)).toBeNull();
    expect(at(25)).toBeNull();
    expect(at(26)).toBe(4);
    expect(at(27)).toBe(5);
    expect(at(28)).toBe(6);
    expect(at(29)).toBe(7);
    expect(at(40)).toBe(7);
  });

  it("R11.4 a shorter round limit moves overtime", () => {
    const state = game({ map: { lazio: [0, 2] }, round: 6, limit: { rounds: 5 } });
    expect(overtimeRound(state)).toBe(6);
    expect(sdadataThreshold(state)).toBe(4);
  });

  it("R11.4 a timed game has no threshold until the clock expires, then counts from that round", () => {
    const running = game({ map: { lazio: [0, 2] }, round: 7, limit: { minutes: 30 } });
    expect(overtimeRound(running)).toBeNull();
    expect(sdadataThreshold(running)).toBeNull();
    const expired = apply(running, { type: "clockExpired" });
    expect(expired.ok).toBe(true);
    if (!expired.ok) return;
    expect(expired.state.clockExpired).toBe(true);
    expect(expired.state.overtimeFromRound).toBe(7);
    expect(sdadataThreshold(expired.state)).toBe(4);
    const later = game({
      map: { lazio: [0, 2] },
      round: 9,
      limit: { minutes: 30 },
      clockExpired: true,
      overtimeFromRound: 7,
    });
    expect(sdadataThreshold(later)).toBe(6);
    const muchLater = game({
      map: { lazio: [0, 2] },
      round: 20,
      limit: { minutes: 30 },
      clockExpired: true,
      overtimeFromRound: 7,
    });
    expect(sdadataThreshold(muchLater)).toBe(7);
  });

  it("R11.4 clockExpired is refused in a round-limited game and when already reported", () => {
    const rounds = game({ map: { lazio: [0, 2] } });
    const r1 = apply(rounds, { type: "clockExpired" });
    expect(!r1.ok && r1.error.code).toBe("NOT_A_TIMED_GAME");
    const timed = game({
      map: { lazio: [0, 2] },
      limit: { minutes: 10 },
      clockExpired: true,
      overtimeFromRound: 2,
    });
    const r2 = apply(timed, { type: "clockExpired" });
    expect(!r2.ok && r2.error.code).toBe("CLOCK_ALREADY_EXPIRED");
  });
});

describe("R11.4 Sdadata rolls at turn ends", () => {
  // Seat 0 leads but misses lazio, so its turn end is no Conquista.
  const overtime = (extra: PosSpec = {}) =>
    game({
      objectives,
      rest: [0, 1],
      map: { piemonte: [1, 1], lazio: [1, 1], molise: [2, 1] },
      round: 27,
      ...extra,
    });
  const types = (events: readonly GameEvent[]) => events.map((e) => e.type);

  it("R11.4 a sum at most the threshold ends the game; the best score wins", () => {
    const result = apply(overtime(), { type: "endTurn", seat: 0 }, new ScriptedDice([2, 3]));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const rolled = result.events.find((e) => e.type === "sdadataRolled");
    expect(rolled).toMatchObject({ dice: [2, 3], threshold: 5, ended: true, seat: 0 });
    expect(types(result.events)).toContain("gameOver");
    expect(result.state.stage).toBe("over");
    expect(result.state.endReason).toBe("sdadata");
    expect(result.state.winner).toBe(0);
  });

  it("R11.4 a sum above the threshold goes on to the next seat", () => {
    const result = apply(overtime(), { type: "endTurn", seat: 0 }, new ScriptedDice([3, 3]));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.events.find((e) => e.type === "sdadataRolled")).toMatchObject({
      threshold: 5,
      ended: false,
    });
    expect(result.state.stage).toBe("reinforce");
    expect(result.state.currentSeat).toBe(1);
  });

  it("R11.4 a player who conquered more than 2 regions this turn does not roll", () => {
    const state = overtime({ turn: { conqueredThisTurn: 3, attacked: true } });
    const result = apply(state, { type: "endTurn", seat: 0 }, new ScriptedDice([]));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(types(result.events)).not.toContain("sdadataRolled");
    expect(result.state.stage).toBe("reinforce");
  });

  it("R11.4 a player who conquered exactly 2 regions still rolls", () => {
    const state = overtime({ turn: { conqueredThisTurn: 2, attacked: true } });
    const result = apply(state, { type: "endTurn", seat: 0 }, new ScriptedDice([6, 6]));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(types(result.events)).toContain("sdadataRolled");
  });

  it("R11.4 no roll before overtime", () => {
    const state = overtime({ round: 25 });
    const result = apply(state, { type: "endTurn", seat: 0 }, new ScriptedDice([]));
    expect(result.ok && types(result.events)).not.toContain("sdadataRolled");
  });

  it("R11.4 a timed game rolls at every turn end after clockExpired, not before", () => {
    const state = overtime({ round: 4, limit: { minutes: 20 } });
    const before = apply(state, { type: "endTurn", seat: 0 }, new ScriptedDice([]));
    expect(before.ok && types(before.events)).not.toContain("sdadataRolled");
    const expired = apply(state, { type: "clockExpired" });
    expect(expired.ok).toBe(true);
    if (!expired.ok) return;
    const after = apply(expired.state, { type: "endTurn", seat: 0 }, new ScriptedDice([1, 3]));
    expect(after.ok).toBe(true);
    if (!after.ok) return;
    expect(after.events.find((e) => e.type === "sdadataRolled")).toMatchObject({
      threshold: 4,
      ended: true,
    });
    expect(after.state.endReason).toBe("sdadata");
  });

  it("R11.6 a Sdadata with a shared best score has no single winner", () => {
    // Seat 0's objective (italia-di-mezzo) is held by the others: it scores 0. Seats 1 and 2 both
    // score 17 with no other regions and 4 armies: fully tied at the top.
    const state = game({
      objectives: { "0": "italia-di-mezzo", "1": "alpi-conero", "2": "mezzogiorno" },
      round: 27,
      rest: [0, 1],
      map: {
        "emilia-romagna": [1, 2],
        toscana: [1, 1],
        marche: [1, 1],
        umbria: [2, 1],
        lazio: [2, 1],
        abruzzo: [2, 1],
        molise: [2, 1],
      },
    });
    expect(ranking(state).map((r) => [r.seat, r.rank, r.score.total])).toEqual([
      [1, 1, 17],
      [2, 1, 17],
      [0, 3, 0],
    ]);
    const result = apply(state, { type: "endTurn", seat: 0 }, new ScriptedDice([1, 1]));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.state.endReason).toBe("sdadata");
    expect(result.state.winner).toBeNull();
    expect(result.events.find((e) => e.type === "gameOver")).toMatchObject({ winner: null });
  });
});
