import { describe, expect, it } from "vitest";
import { apply } from "./apply.js";
import { BONUS_OBJECTIVES, CARD_IDS, REGION_IDS } from "./board.js";
import { fromPosition, type Position, toPosition } from "./position.js";
import { newGame } from "./setup.js";
import type { GameState } from "./state.js";
import { game, pos } from "./testing/positions.js";
import { playRandomGame } from "./testing/random-play.js";

/** A valid position to break one field at a time. */
function base(): Record<string, unknown> {
  return JSON.parse(JSON.stringify(pos({ map: { lazio: [0, 4], toscana: [0, 2] } })));
}

/** `path` is the exact JSON path, or an asymmetric matcher such as `expect.stringMatching`. */
function refusedAt(position: unknown, path: unknown, mention?: RegExp) {
  const result = fromPosition(position);
  expect(result.ok, `expected refusal at ${String(path)}`).toBe(false);
  if (result.ok) return;
  expect(result.error.code).toBe("INVALID_POSITION");
  expect(result.error.path).toEqual(path);
  expect(result.error.message.length).toBeGreaterThan(10);
  if (mention) expect(result.error.message).toMatch(mention);
}

function withRegion(p: Record<string, unknown>, id: string, value: unknown) {
  const regions = { ...(p.regions as Record<string, unknown>), [id]: value };
  return { ...p, regions };
}

describe("fromPosition refuses impossible positions, naming the field", () => {
  it("the base position used below is accepted", () => {
    expect(fromPosition(base()).ok).toBe(true);
  });

  it("refuses a position that is not an object", () => {
    refusedAt(null, "$");
    refusedAt([], "$");
  });

  it("R1.1 refuses a missing region", () => {
    const p = base();
    const regions = { ...(p.regions as Record<string, unknown>) };
    delete regions.umbria;
    refusedAt({ ...p, regions }, "$.regions.umbria", /missing/);
  });

  it("refuses an unknown region id", () => {
    refusedAt(
      withRegion(base(), "padania", { owner: 0, armies: 1 }),
      "$.regions.padania",
      /padania/,
    );
  });

  it("R2.1 refuses an owner out of range", () => {
    refusedAt(withRegion(base(), "umbria", { owner: 3, armies: 1 }), "$.regions.umbria.owner");
    refusedAt(withRegion(base(), "umbria", { owner: -1, armies: 1 }), "$.regions.umbria.owner");
  });

  it("refuses a region with 0 armies (outside a pending move-in)", () => {
    refusedAt(withRegion(base(), "umbria", { owner: 1, armies: 0 }), "$.regions.umbria.armies");
  });

  it("R3 refuses a seat with more than 50 armies on the map", () => {
    const p = pos({ map: { lazio: [0, 30], toscana: [0, 21] } });
    refusedAt(p, "$.regions", /50/);
    expect(fromPosition(pos({ map: { lazio: [0, 30], toscana: [0, 20] } })).ok).toBe(true);
  });

  it("R3 counts the current seat's pending armies toward the cap", () => {
    const map = { lazio: [0, 30], toscana: [0, 15] } as const;
    expect(fromPosition(pos({ map, stage: "reinforce", pendingArmies: 5 })).ok).toBe(true);
    refusedAt(pos({ map, stage: "reinforce", pendingArmies: 6 }), "$.regions", /50/);
  });

  it("R5.6 refuses a hand of 8 cards", () => {
    refusedAt({ ...base(), hands: { "1": CARD_IDS.slice(0, 8) } }, "$.hands.1", /8/);
    expect(fromPosition({ ...base(), hands: { "1": CARD_IDS.slice(0, 7) } }).ok).toBe(true);
  });

  it("R5 refuses a card missing from hands, deck and discard", () => {
    const deck = CARD_IDS.filter((c) => c !== "nonna-2");
    refusedAt({ ...base(), deck }, "$.deck", /nonna-2/);
  });

  it("R5 refuses a card in two places, pointing at the second", () => {
    refusedAt(
      { ...base(), hands: { "0": ["lazio"] }, discard: ["lazio"] },
      "$.discard[0]",
      /lazio/,
    );
    refusedAt({ ...base(), hands: { "0": ["lazio", "lazio"] } }, "$.hands.0[1]", /lazio/);
    refusedAt(
      { ...base(), hands: { "2": ["marche"] }, deck: CARD_IDS.slice() },
      expect.stringMatching(/^\$\.deck\[\d+\]$/),
    );
  });

  it("refuses an unknown card id", () => {
    refusedAt({ ...base(), hands: { "0": ["lazio", "jolly"] } }, "$.hands.0[1]", /jolly/);
    refusedAt({ ...base(), discard: ["nonna-3"] }, "$.discard[0]", /nonna-3/);
  });

  it("R9 refuses a bonus objective missing from held, completed and the bonus deck", () => {
    const bonusDeck = BONUS_OBJECTIVES.map((b) => b.id).filter((id) => id !== "via-emilia");
    refusedAt({ ...base(), bonusDeck }, "$.bonusDeck", /via-emilia/);
  });

  it("R9 refuses a bonus objective held twice, pointing at the second", () => {
    refusedAt(
      {
        ...base(),
        bonus: {
          "0": { held: ["via-emilia", "padania-libera"] },
          "1": { held: ["uno-vale-uno"], completed: ["via-emilia"] },
        },
      },
      "$.bonus.1.completed[0]",
      /via-emilia/,
    );
  });

  it("refuses an unknown bonus objective id", () => {
    refusedAt({ ...base(), bonus: { "0": { held: ["ponte-di-messina"] } } }, "$.bonus.0.held[0]");
  });

  it("R2.5 refuses two seats with the same main objective", () => {
    refusedAt(
      { ...base(), objectives: { "0": "lo-stivale", "1": "le-alpi", "2": "lo-stivale" } },
      "$.objectives.2",
      /lo-stivale/,
    );
  });

  it("R2.5 refuses a seat without a main objective, or with an unknown one", () => {
    refusedAt({ ...base(), objectives: { "0": "lo-stivale", "1": "le-alpi" } }, "$.objectives.2");
    refusedAt(
      { ...base(), objectives: { "0": "lo-stivale", "1": "le-alpi", "2": "la-luna" } },
      "$.objectives.2",
      /la-luna/,
    );
  });

  it("R6.5 refuses an eliminated seat that owns a region", () => {
    refusedAt(
      { ...base(), eliminated: [1] },
      expect.stringMatching(/^\$\.regions\.[a-z-]+\.owner$/),
    );
  });

  it("R6.5 refuses an eliminated seat that still holds cards (the conqueror took them)", () => {
    const p = pos({ map: { lazio: [0, 4] }, eliminated: [2], hands: { "2": ["nonna-1"] } });
    refusedAt(p, "$.hands.2");
  });

  it("R6.5 refuses a living seat that owns nothing", () => {
    const p = pos({ map: { lazio: [0, 4] }, rest: [1, 1] });
    refusedAt(p, "$.regions", /Seat 3 \(2 in JSON\)/);
    expect(fromPosition({ ...p, eliminated: [2] }).ok).toBe(true);
  });

  it("R6.4 refuses stage occupy without the occupy record", () => {
    const p = pos({ map: { lazio: [0, 4], toscana: [0, 1] }, stage: "occupy" });
    refusedAt(p, "$.occupy");
  });

  it("R6.4 accepts a well-formed occupy stage, with the conquered region at 0 armies", () => {
    const p = pos({
      map: { lazio: [0, 4], toscana: [0, 0] },
      stage: "occupy",
      occupy: { from: "lazio", to: "toscana", min: 2, max: 3 },
    });
    const result = fromPosition(p);
    expect(result.ok).toBe(true);
    if (result.ok)
      expect(result.state.occupy).toEqual({ from: "lazio", to: "toscana", min: 2, max: 3 });
  });

  it("R4.2 refuses pending armies outside the reinforce stage", () => {
    refusedAt({ ...base(), stage: "attack", pendingArmies: 3 }, "$.pendingArmies");
    expect(fromPosition({ ...base(), stage: "reinforce", pendingArmies: 3 }).ok).toBe(true);
  });

  it("R7.3 refuses stage fortify without Giro in Vespa", () => {
    refusedAt({ ...base(), stage: "fortify", turn: { fortified: true } }, "$.stage");
  });

  it("refuses an unknown top-level field, naming it", () => {
    refusedAt({ ...base(), weather: "sunny" }, "$.weather", /weather/);
  });

  it("refuses unknown fields inside a region and the turn record", () => {
    refusedAt(
      withRegion(base(), "umbria", { owner: 1, armies: 1, colour: "red" }),
      "$.regions.umbria.colour",
    );
    refusedAt({ ...base(), turn: { conquered: 1 } }, "$.turn.conquered");
  });

  it("refuses players other than 3 or 4, and a bad stage", () => {
    refusedAt({ ...base(), players: 5 }, "$.players");
    refusedAt({ ...base(), stage: "battle" }, "$.stage");
  });

  it("R11 refuses a winner or end reason outside stage over", () => {
    refusedAt({ ...base(), winner: 0 }, "$.winner");
    refusedAt({ ...base(), endReason: "sdadata" }, "$.endReason");
    refusedAt({ ...base(), stage: "over" }, "$.endReason");
  });

  it("never throws, whatever it is given", () => {
    for (const input of [
      undefined,
      0,
      "x",
      { players: 3 },
      { ...base(), regions: [] },
      { ...base(), hands: [] },
    ]) {
      expect(() => fromPosition(input)).not.toThrow();
      expect(fromPosition(input).ok).toBe(false);
    }
  });
});

describe("fromPosition refuses fields that contradict each other", () => {
  const setup = () => ({
    ...base(),
    stage: "setup",
    round: 0,
    setupRemaining: { "0": 4, "1": 2, "2": 2 },
  });

  it("R2.4 a setup position is accepted while some seat has armies to place", () => {
    expect(fromPosition(setup()).ok).toBe(true);
  });

  it("R2.4 refuses stage setup with nothing left to place, and setup armies outside setup", () => {
    refusedAt({ ...setup(), setupRemaining: { "0": 0 } }, "$.setupRemaining", /round 1/);
    refusedAt({ ...base(), setupRemaining: { "1": 3 } }, "$.setupRemaining", /stage "setup"/);
  });

  it("R3 counts armies still to place in setup toward the cap of 50", () => {
    const p = withRegion(setup(), "lombardia", { owner: 0, armies: 40 });
    refusedAt({ ...p, setupRemaining: { "0": 5 } }, "$.setupRemaining", /R3/);
  });

  it("R11.4 a round-limited game has no clock, and its overtime starts at limit + 1", () => {
    refusedAt({ ...base(), clockExpired: true }, "$.clockExpired", /timed game/);
    refusedAt({ ...base(), overtimeFromRound: 7 }, "$.overtimeFromRound", /26/);
    expect(fromPosition({ ...base(), overtimeFromRound: 26 }).ok).toBe(true);
  });

  it("R11.4 a timed game's overtime is known exactly when its clock has expired", () => {
    const timed = { ...base(), limit: { minutes: 30 }, round: 6 };
    const expired = fromPosition({ ...timed, overtimeFromRound: 5 });
    expect(expired.ok && expired.state.clockExpired).toBe(true);
    const running = fromPosition(timed);
    expect(running.ok && running.state.clockExpired).toBe(false);
    refusedAt({ ...timed, clockExpired: true }, "$.clockExpired", /overtimeFromRound/);
    refusedAt({ ...timed, overtimeFromRound: 5, clockExpired: false }, "$.clockExpired");
    refusedAt({ ...timed, overtimeFromRound: 9 }, "$.overtimeFromRound", /current round/);
  });

  it("R4 refuses a turn record that does not fit the stage", () => {
    refusedAt({ ...base(), stage: "reinforce", turn: { attacked: true } }, "$.turn.attacked");
    refusedAt({ ...base(), turn: { fortified: true } }, "$.turn.fortified");
  });

  it("R9 refuses a seat holding more than 2 bonus objectives", () => {
    const held = ["padania-libera", "via-emilia", "uno-vale-uno"];
    refusedAt({ ...base(), bonus: { "0": { held } } }, "$.bonus.0.held", /at most 2/);
  });

  it("R4.1 refuses an untouchable current seat: its turn ended that status", () => {
    refusedAt({ ...base(), untouchable: [0] }, "$.untouchable", /R4.1/);
    expect(fromPosition({ ...base(), untouchable: [1] }).ok).toBe(true);
  });

  it("R11.2 R11.3 a game that is not over has two living seats and nobody with 3 colpi", () => {
    const completed = ["padania-libera", "via-emilia", "uno-vale-uno"];
    refusedAt({ ...base(), bonus: { "1": { completed } } }, "$.bonus.1.completed", /R11.2/);
    const alone = pos({ rest: [0, 1], map: { lazio: [0, 4] }, eliminated: [1, 2] });
    refusedAt(alone, "$.eliminated", /R11.3/);
  });

  it("R11 refuses an end reason the board does not bear out", () => {
    const over = { ...base(), stage: "over" };
    refusedAt({ ...over, endReason: "ultimo-rimasto", winner: 0 }, "$.winner", /one seat/);
    refusedAt({ ...over, endReason: "conquista", winner: 0 }, "$.winner", /R11.1/);
    refusedAt({ ...over, endReason: "conquista", winner: null }, "$.winner", /R11.1/);
    refusedAt({ ...over, endReason: "tre-colpi", winner: 1 }, "$.winner", /R11.2/);
    const alone = pos({ rest: [0, 1], map: { lazio: [0, 4] }, eliminated: [1, 2] });
    expect(
      fromPosition({ ...alone, stage: "over", endReason: "ultimo-rimasto", winner: 0 }).ok,
    ).toBe(true);
  });

  it("R11.6 a Sdadata is won by the best score alone, and never by an eliminated seat", () => {
    const over = { ...base(), stage: "over", endReason: "sdadata" };
    const best = fromPosition({ ...over, winner: null });
    expect(best.ok).toBe(false);
    const path = best.ok ? "" : best.error.path;
    expect(path).toBe("$.winner");
    const expected = Number(/must be (\d)/.exec(best.ok ? "" : best.error.message)?.[1]);
    expect(fromPosition({ ...over, winner: expected }).ok).toBe(true);
    refusedAt({ ...over, winner: (expected + 1) % 3 }, "$.winner", /best score/);
    const alone = pos({ rest: [0, 1], map: { lazio: [0, 4] }, eliminated: [1, 2] });
    refusedAt(
      { ...alone, stage: "over", endReason: "sdadata", winner: 1 },
      "$.winner",
      /eliminated/,
    );
  });
});

describe("fromPosition fills in natural defaults", () => {
  it("empty hands, the rest of the cards in the deck, an empty discard", () => {
    const r = fromPosition(pos({ map: { lazio: [0, 2] }, hands: { "1": ["nonna-1", "lazio"] } }));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.hands).toEqual([[], ["nonna-1", "lazio"], []]);
    expect(r.state.discard).toEqual([]);
    expect(r.state.deck).toHaveLength(20);
    expect([...r.state.deck, "nonna-1", "lazio"].sort()).toEqual([...CARD_IDS].sort());
  });

  it("bonus objectives not held or completed form the bonus deck", () => {
    const r = fromPosition(
      pos({
        map: { lazio: [0, 2] },
        bonus: { "0": { held: ["via-emilia"], completed: ["uno-vale-uno"] } },
      }),
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.bonus[0]).toEqual({
      held: ["via-emilia"],
      completed: ["uno-vale-uno"],
      progress: {},
    });
    expect(r.state.bonus[1]).toEqual({ held: [], completed: [], progress: {} });
    expect(r.state.bonusDeck).toHaveLength(10);
    expect(r.state.bonusDeck).not.toContain("via-emilia");
    expect(r.state.bonusDeck).not.toContain("uno-vale-uno");
  });

  it("fresh turn, no pending, nobody untouchable or eliminated, 25 rounds, overtime from 26", () => {
    const r = fromPosition(pos({ map: { lazio: [0, 2] } }));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const s = r.state;
    expect(s.turn).toEqual({
      conqueredThisTurn: 0,
      attacked: false,
      fortified: false,
      vespa: false,
      movedOut: [],
      reinforcements: null,
    });
    expect(s.pendingArmies).toBe(0);
    expect(s.untouchable).toEqual([]);
    expect(s.eliminated).toEqual([]);
    expect(s.nextTurnArmies).toEqual([0, 0, 0]);
    expect(s.limit).toEqual({ rounds: 25 });
    expect(s.overtimeFromRound).toBe(26);
    expect(s.clockExpired).toBe(false);
    expect(s.occupy).toBeNull();
    expect(s.winner).toBeNull();
    expect(s.endReason).toBeNull();
    expect(s.format).toBe("italia-state/2");
  });

  it("a timed game has no overtime round until the clock expires", () => {
    const r = fromPosition(pos({ map: { lazio: [0, 2] }, limit: { minutes: 30 } }));
    expect(r.ok && r.state.overtimeFromRound).toBeNull();
  });

  it("the PRNG comes from the seed option: same seed, same state", () => {
    const p = pos({ map: { lazio: [0, 2] } });
    const a = fromPosition(p, { seed: 1 });
    const b = fromPosition(p, { seed: 1 });
    const c = fromPosition(p, { seed: 2 });
    expect(a.ok && b.ok && c.ok).toBe(true);
    if (!a.ok || !b.ok || !c.ok) return;
    expect(a.state).toEqual(b.state);
    expect(a.state.rng).not.toEqual(c.state.rng);
  });
});

describe("toPosition / fromPosition round-trip", () => {
  function roundTrip(state: GameState): GameState {
    const json = JSON.parse(JSON.stringify(toPosition(state))) as Position;
    const back = fromPosition(json);
    if (!back.ok) throw new Error(`${back.error.path}: ${back.error.message}`);
    return back.state;
  }

  it("a new game (stage setup) comes back the same, less the PRNG", () => {
    const state = newGame({ players: 4, seed: "round-trip" });
    const back = roundTrip(state);
    expect({ ...back, rng: null }).toEqual({ ...state, rng: null });
  });

  it("toPosition is a copy: changing the position never changes the state", () => {
    const state = game({ map: { lazio: [0, 4] }, stage: "reinforce", pendingArmies: 2 });
    const before = JSON.stringify(state);
    const p = JSON.parse(JSON.stringify(toPosition(state))) as Position;
    const live = toPosition(state) as unknown as {
      regions: Record<string, { armies: number }>;
      turn: { attacked: boolean };
      limit: { rounds: number };
      bonus: Record<string, { held: string[] }>;
    };
    live.regions.lazio!.armies = 40;
    live.turn.attacked = true;
    live.limit.rounds = 1;
    live.bonus["0"]!.held.push("x");
    expect(JSON.stringify(state)).toBe(before);
    expect(toPosition(state)).toEqual(p);
  });

  it("toPosition has no PRNG state and only position fields", () => {
    const p = toPosition(newGame({ players: 3, seed: 5 }));
    expect(p).not.toHaveProperty("rng");
    expect(p).not.toHaveProperty("format");
    expect(Object.keys(p.regions).sort()).toEqual([...REGION_IDS].sort());
  });

  it("every state of a random game round-trips (all stages)", () => {
    const stages = new Set<string>();
    let checked = 0;
    playRandomGame({ players: 3, seed: "rt", limit: { rounds: 6 } }, 7, ({ after }) => {
      if (checked++ % 3 !== 0 && after.stage !== "occupy" && after.stage !== "over") return;
      stages.add(after.stage);
      const back = roundTrip(after);
      expect({ ...back, rng: null }).toEqual({ ...after, rng: null });
    });
    expect(stages.has("reinforce")).toBe(true);
    expect(stages.has("attack")).toBe(true);
    expect(stages.has("over")).toBe(true);
  });

  it("a round-tripped game plays on like the original (with the same PRNG)", () => {
    const state = newGame({ players: 3, seed: "plays-on" });
    const back = fromPosition(toPosition(state));
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    const restored: GameState = { ...back.state, rng: state.rng };
    const action = {
      type: "place",
      seat: state.currentSeat,
      region: REGION_IDS.find((id) => state.regions[id].owner === state.currentSeat)!,
      count: 1,
    };
    const a = apply(state, action);
    const b = apply(restored, action);
    expect(a.ok && b.ok).toBe(true);
    if (a.ok && b.ok) expect(b.state).toEqual(a.state);
  });
});

describe("the turn's reinforcement breakdown (R4.1)", () => {
  it("is kept in the turn record, exported and read back", () => {
    const base = toPosition(game({ map: { lazio: [0, 3] } }));
    const reinforcements = {
      fromRegions: 2,
      zones: [{ zone: "isole", bonus: 1 }],
      rewards: 3,
      lost: 0,
      total: 6,
      firstTurn: false,
    };
    const r = fromPosition({ ...base, turn: { reinforcements } });
    expect(r.ok).toBe(true);
    if (r.ok) expect(toPosition(r.state).turn?.reinforcements).toEqual(reinforcements);
  });

  it("refuses a malformed breakdown naming the field", () => {
    const base = toPosition(game({ map: { lazio: [0, 3] } }));
    const r = fromPosition({
      ...base,
      turn: {
        reinforcements: {
          fromRegions: 2,
          zones: [{ zone: "atlantide", bonus: 1 }],
          rewards: 0,
          lost: 0,
          total: 2,
          firstTurn: false,
        },
      },
    });
    expect(r).toMatchObject({ ok: false, error: { path: "$.turn.reinforcements.zones[0].zone" } });
  });
});

describe("fromPosition never throws on deep, cyclic or huge input", () => {
  it("refuses a card nested 20,000 levels deep with TOO_DEEP, and a cycle too", () => {
    let deep: unknown = "lazio";
    for (let i = 0; i < 20_000; i++) deep = [deep];
    const input = { ...base(), hands: { "0": [deep] } };
    expect(() => fromPosition(input)).not.toThrow();
    expect(fromPosition(input)).toMatchObject({ ok: false, error: { code: "TOO_DEEP" } });
    const cyclic: Record<string, unknown> = { ...base() };
    cyclic.turn = { movedOut: [cyclic] };
    expect(fromPosition(cyclic)).toMatchObject({ ok: false, error: { code: "TOO_DEEP" } });
  });

  it("quotes at most a short prefix of an unknown id", () => {
    const result = fromPosition({ ...base(), deck: ["x".repeat(5000)] });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message.length).toBeLessThan(300);
  });
});
