import { describe, expect, it } from "vitest";
import { apply } from "./apply.js";
import { BONUS_OBJECTIVES, CARD_IDS, OBJECTIVES, REGION_IDS } from "./board.js";
import type { TurnStartedEvent } from "./events.js";
import { legalMoves } from "./legal.js";
import { reinforcementsFor, zonesHeld } from "./queries.js";
import { Prng, seedRng } from "./rng.js";
import { checkConfig, InvalidConfigError, newGame } from "./setup.js";
import type { GameState, PlayerCount } from "./state.js";
import { owned } from "./testing/positions.js";

const SEEDS = ["a", "b", "c", 1, 2, 3, 42, "italia", "friday night", 0];

/** Places one army at a time, recording who placed, until setup is over. */
function playSetup(state: GameState) {
  const placers: number[] = [];
  let events: readonly { type: string }[] = [];
  while (state.stage === "setup") {
    const seat = state.currentSeat;
    const region = owned(state, seat)[0]!;
    const result = apply(state, { type: "place", seat, region, count: 1 });
    if (!result.ok) throw new Error(result.error.message);
    placers.push(seat);
    state = result.state;
    events = result.events;
  }
  return { state, placers, lastEvents: events };
}

describe("R2 setup (newGame)", () => {
  it("R2.2 the first seat is drawn from the seed: deterministic, and every seat can be first", () => {
    for (const players of [3, 4] as const) {
      const firsts = new Set<number>();
      for (let i = 0; i < 60; i++) {
        const a = newGame({ players, seed: `first-${i}` });
        expect(newGame({ players, seed: `first-${i}` }).firstSeat).toBe(a.firstSeat);
        expect(a.firstSeat).toBe(new Prng(seedRng(`first-${i}`)).int(players));
        expect(a.currentSeat).toBe(a.firstSeat);
        firsts.add(a.firstSeat);
      }
      expect([...firsts].sort()).toEqual(players === 3 ? [0, 1, 2] : [0, 1, 2, 3]);
    }
  });

  it("R2.3 deals 7/7/6 with 3 players, the last seat in turn order gets 6", () => {
    for (const seed of SEEDS) {
      const s = newGame({ players: 3, seed });
      const f = s.firstSeat;
      const counts = [0, 1, 2].map((k) => owned(s, (f + k) % 3).length);
      expect(counts, String(seed)).toEqual([7, 7, 6]);
    }
  });

  it("R2.3 deals 5 regions each with 4 players", () => {
    for (const seed of SEEDS) {
      const s = newGame({ players: 4, seed });
      expect([0, 1, 2, 3].map((seat) => owned(s, seat).length)).toEqual([5, 5, 5, 5]);
    }
  });

  it("R2.3 every region is dealt with exactly 1 army, to a seat of the game", () => {
    for (const players of [3, 4] as const) {
      const s = newGame({ players, seed: "deal" });
      expect(Object.keys(s.regions).sort()).toEqual([...REGION_IDS].sort());
      for (const id of REGION_IDS) {
        expect(s.regions[id].armies).toBe(1);
        expect(s.regions[id].owner).toBeGreaterThanOrEqual(0);
        expect(s.regions[id].owner).toBeLessThan(players);
      }
    }
  });

  it("R2.3 the deal is shuffled: different seeds give different maps", () => {
    const maps = new Set(
      SEEDS.map((seed) => JSON.stringify(newGame({ players: 4, seed }).regions)),
    );
    expect(maps.size).toBeGreaterThan(SEEDS.length - 2);
  });

  it("R2.3 pins the deal of a seed: regions in board order, owners from the shuffled deal order", () => {
    // The deal order is the shuffle of the 20 regions, dealt round the table from the first seat;
    // the same seed must keep dealing the same map (stored games replay from their seed).
    const state = newGame({ players: 4, seed: "deal" });
    expect(state.firstSeat).toBe(1);
    expect(Object.keys(state.regions)).toEqual(REGION_IDS);
    expect(Object.values(state.regions).map((r) => r.owner)).toEqual([
      1, 0, 2, 1, 1, 2, 3, 0, 3, 0, 2, 2, 1, 0, 3, 3, 2, 0, 1, 3,
    ]);
  });

  it("R2.4 setupRemaining is 17 (3 players) or 14 (4 players) less the regions dealt", () => {
    for (const players of [3, 4] as PlayerCount[]) {
      for (const seed of SEEDS) {
        const s = newGame({ players, seed });
        const total = players === 3 ? 17 : 14;
        expect(s.setupRemaining).toEqual(
          Array.from({ length: players }, (_, seat) => total - owned(s, seat).length),
        );
      }
    }
  });

  it("R2.4 opens setup with the first seat and a batch of 3", () => {
    const s = newGame({ players: 3, seed: "batch" });
    expect(s.stage).toBe("setup");
    expect(s.round).toBe(0);
    expect(s.batchLeft).toBe(3);
    expect(s.pendingArmies).toBe(0);
  });

  it("R2.4 placement passes are at most 3 armies each, in turn order from the first seat", () => {
    for (const players of [3, 4] as PlayerCount[]) {
      const start = newGame({ players, seed: `passes-${players}` });
      const { placers, state } = playSetup(start);
      // Group consecutive placements by seat into passes.
      const passes: { seat: number; n: number }[] = [];
      for (const seat of placers) {
        const last = passes[passes.length - 1];
        if (last && last.seat === seat) last.n++;
        else passes.push({ seat, n: 1 });
      }
      expect(passes[0]!.seat).toBe(start.firstSeat);
      const remaining = start.setupRemaining.slice();
      let expected = start.firstSeat;
      for (const pass of passes) {
        while (remaining[expected] === 0) expected = (expected + 1) % players;
        expect(pass.seat).toBe(expected);
        expect(pass.n).toBe(Math.min(3, remaining[expected]!));
        remaining[expected]! -= pass.n;
        expected = (expected + 1) % players;
      }
      expect(remaining.every((n) => n === 0)).toBe(true);
      const total = players === 3 ? 17 : 14;
      for (let seat = 0; seat < players; seat++) {
        const armies = owned(state, seat).reduce((sum, id) => sum + state.regions[id].armies, 0);
        expect(armies).toBe(total);
      }
    }
  });

  it("R2.4 a player may split a batch over several regions", () => {
    const s = newGame({ players: 4, seed: "split" });
    const seat = s.currentSeat;
    const [r1, r2] = owned(s, seat);
    const a = apply(s, { type: "place", seat, region: r1!, count: 2 });
    expect(a.ok).toBe(true);
    if (!a.ok) return;
    expect(a.state.currentSeat).toBe(seat);
    expect(a.state.batchLeft).toBe(1);
    const tooMany = apply(a.state, { type: "place", seat, region: r2!, count: 2 });
    expect(tooMany.ok).toBe(false);
    if (!tooMany.ok) {
      expect(tooMany.error.code).toBe("TOO_MANY_ARMIES");
      expect(tooMany.error.rule).toBe("R2.4");
    }
    const b = apply(a.state, { type: "place", seat, region: r2!, count: 1 });
    expect(b.ok).toBe(true);
    if (!b.ok) return;
    expect(b.state.currentSeat).toBe((seat + 1) % 4);
    expect(b.state.regions[r1!].armies).toBe(3);
    expect(b.state.regions[r2!].armies).toBe(2);
  });

  it("R2.4 in setup only the seat whose pass it is may place, on its own regions", () => {
    const s = newGame({ players: 3, seed: "own" });
    const other = (s.currentSeat + 1) % 3;
    const notMine = owned(s, other)[0]!;
    const wrongSeat = apply(s, { type: "place", seat: other, region: notMine, count: 1 });
    expect(!wrongSeat.ok && wrongSeat.error.code).toBe("NOT_YOUR_TURN");
    const wrongRegion = apply(s, { type: "place", seat: s.currentSeat, region: notMine, count: 1 });
    expect(!wrongRegion.ok && wrongRegion.error.code).toBe("NOT_YOUR_REGION");
  });

  it("R2.5 one distinct main objective per seat, from the 11", () => {
    for (const players of [3, 4] as PlayerCount[]) {
      for (const seed of SEEDS) {
        const s = newGame({ players, seed });
        expect(s.objectives).toHaveLength(players);
        expect(new Set(s.objectives).size).toBe(players);
        for (const o of s.objectives) expect(OBJECTIVES.map((x) => x.id)).toContain(o);
      }
    }
    const dealt = new Set(SEEDS.map((seed) => newGame({ players: 3, seed }).objectives[0]));
    expect(dealt.size).toBeGreaterThan(2);
  });

  it("R2.5 two bonus objectives per seat; the rest (6 with 3 players, 4 with 4) form the bonus deck", () => {
    for (const players of [3, 4] as PlayerCount[]) {
      const s = newGame({ players, seed: `bonus-${players}` });
      for (const b of s.bonus) {
        expect(b.held).toHaveLength(2);
        expect(b.completed).toEqual([]);
        expect(b.progress).toEqual({});
      }
      expect(s.bonusDeck).toHaveLength(12 - 2 * players);
      const all = [...s.bonus.flatMap((b) => b.held), ...s.bonusDeck];
      expect(all.slice().sort()).toEqual(BONUS_OBJECTIVES.map((b) => b.id).sort());
    }
  });

  it("R2.6 the deck holds all 22 cards, shuffled; hands and discard are empty", () => {
    const s = newGame({ players: 3, seed: "deck" });
    expect(s.deck).toHaveLength(22);
    expect(s.deck.slice().sort()).toEqual([...CARD_IDS].sort());
    expect(s.deck).not.toEqual(CARD_IDS);
    expect(s.hands).toEqual([[], [], []]);
    expect(s.discard).toEqual([]);
    const other = newGame({ players: 3, seed: "deck-2" });
    expect(other.deck).not.toEqual(s.deck);
  });

  it("R2.7 the first player gets no reinforcements in round 1; the next seat gets floor(n/3) + zones", () => {
    for (const players of [3, 4] as PlayerCount[]) {
      const start = newGame({ players, seed: `r27-${players}` });
      const { state, lastEvents } = playSetup(start);
      expect(state.stage).toBe("reinforce");
      expect(state.round).toBe(1);
      expect(state.currentSeat).toBe(start.firstSeat);
      expect(state.pendingArmies).toBe(0);
      const started = lastEvents.find((e) => e.type === "turnStarted") as TurnStartedEvent;
      expect(started.reinforcements.total).toBe(0);
      expect(started.reinforcements.firstTurn).toBe(true);
      // The first player may act at once: no placement is asked of them.
      expect(legalMoves(state).some((m) => m.type === "place")).toBe(false);

      const ended = apply(state, { type: "endTurn", seat: state.currentSeat });
      expect(ended.ok).toBe(true);
      if (!ended.ok) return;
      const next = (start.firstSeat + 1) % players;
      const n = owned(ended.state, next).length;
      const zones = zonesHeld(ended.state, next).reduce((sum, z) => sum + z.bonus, 0);
      expect(ended.state.currentSeat).toBe(next);
      expect(ended.state.round).toBe(1);
      expect(ended.state.pendingArmies).toBe(Math.floor(n / 3) + zones);
      expect(reinforcementsFor(ended.state, next).firstTurn).toBe(false);
    }
  });

  it("is deterministic: the same seed gives a deep-equal state; different seeds differ", () => {
    for (const seed of SEEDS) {
      expect(newGame({ players: 4, seed })).toEqual(newGame({ players: 4, seed }));
    }
    expect(newGame({ players: 3, seed: "x" })).not.toEqual(newGame({ players: 3, seed: "y" }));
    expect(newGame({ players: 3, seed: 7 })).toEqual(newGame({ players: 3, seed: 7 }));
  });

  it("the state is plain JSON", () => {
    const s = newGame({ players: 4, seed: "json" });
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });

  it("R11.4 limits: 25 rounds by default, overtime from round limit + 1; a timed game has none yet", () => {
    expect(newGame({ players: 3, seed: 1 }).limit).toEqual({ rounds: 25 });
    expect(newGame({ players: 3, seed: 1 }).overtimeFromRound).toBe(26);
    expect(newGame({ players: 3, seed: 1, limit: { rounds: 10 } }).overtimeFromRound).toBe(11);
    const timed = newGame({ players: 3, seed: 1, limit: { minutes: 30 } });
    expect(timed.limit).toEqual({ minutes: 30 });
    expect(timed.overtimeFromRound).toBeNull();
  });
});

describe("newGame refuses bad configs with InvalidConfigError naming the field", () => {
  const cases: [string, unknown, string][] = [
    ["players 5", { players: 5, seed: 1 }, "$.players"],
    ["players 2", { players: 2, seed: 1 }, "$.players"],
    ["players as a string", { players: "3", seed: 1 }, "$.players"],
    ["a seed object", { players: 3, seed: { value: 1 } }, "$.seed"],
    ["a missing seed", { players: 3 }, "$.seed"],
    ["a fractional seed", { players: 3, seed: 1.5 }, "$.seed"],
    ["limit { rounds: 0 }", { players: 3, seed: 1, limit: { rounds: 0 } }, "$.limit.rounds"],
    ["limit { minutes: -5 }", { players: 3, seed: 1, limit: { minutes: -5 } }, "$.limit.minutes"],
    ["limit { rounds: 2.5 }", { players: 3, seed: 1, limit: { rounds: 2.5 } }, "$.limit.rounds"],
    ["limit { days: 3 }", { players: 3, seed: 1, limit: { days: 3 } }, "$.limit"],
    [
      "limit with rounds and minutes",
      { players: 3, seed: 1, limit: { rounds: 5, minutes: 5 } },
      "$.limit",
    ],
    ["an unknown field", { players: 3, seed: 1, bots: 2 }, "$.bots"],
  ];
  for (const [name, config, path] of cases) {
    it(`refuses ${name} at ${path}`, () => {
      let thrown: unknown;
      try {
        newGame(config as never);
      } catch (e) {
        thrown = e;
      }
      expect(thrown).toBeInstanceOf(InvalidConfigError);
      expect((thrown as InvalidConfigError).path).toBe(path);
      expect((thrown as InvalidConfigError).message.length).toBeGreaterThan(10);
      expect((thrown as InvalidConfigError).code).toBe("INVALID_CONFIG");
      const check = checkConfig(config);
      expect(check).toMatchObject({ ok: false, error: { code: "INVALID_CONFIG", path } });
      // The thrown error carries the same fields as the returned one.
      if (!check.ok) {
        const { code, message, rule } = thrown as InvalidConfigError;
        expect({ code, message, rule, path }).toEqual(check.error);
      }
    });
  }

  it("refuses a config that is not an object", () => {
    expect(() => newGame(null as never)).toThrow(InvalidConfigError);
    expect(checkConfig("3 players")).toMatchObject({ ok: false, error: { path: "$" } });
  });

  it("cites R2.1 for the number of players and R11.4 for the limit", () => {
    expect(checkConfig({ players: 5, seed: 1 })).toMatchObject({ error: { rule: "R2.1" } });
    const limit = { players: 3, seed: 1, limit: { rounds: 0 } };
    expect(checkConfig(limit)).toMatchObject({ error: { rule: "R11.4" } });
    expect(checkConfig({ players: 3, seed: {} })).toMatchObject({ error: { rule: null } });
  });

  it("checkConfig accepts good configs", () => {
    const config = { players: 3, seed: "x" };
    expect(checkConfig(config)).toEqual({ ok: true, config });
    expect(checkConfig({ players: 4, seed: 0, limit: { minutes: 45 } }).ok).toBe(true);
  });
});
