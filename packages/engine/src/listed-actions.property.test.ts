/**
 * Property tests of `apply`'s fast path for listed actions: an action object that `legalActions`
 * has just listed for a state the engine made (frozen all the way down) is applied without the
 * schema and rule checks, and so is an action `moveAction` or `expandMove` made from a move that
 * `legalMoves` has just listed for such a state ({@link isListed}). It must reach exactly what the
 * full checks reach, and nothing else may take that path.
 */
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import type { PlayerAction } from "./actions.js";
import { apply, isLegal } from "./apply.js";
import { isKnownFrozenState } from "./freeze.js";
import { expandMove, isListed, legalActions, legalMoves, moveAction } from "./legal.js";
import { Prng, seedRng } from "./rng.js";
import { newGame } from "./setup.js";
import { Simulator } from "./simulator.js";
import type { GameState } from "./state.js";
import { actionKey, configArbWith, policyAction, policyArb } from "./testing/arbitraries.js";

/** Per-property timeout (ms): a generous bound for a loaded machine. */
const TIMEOUT = 60_000;

const configArb = configArbWith(fc.integer({ min: 1, max: 8 }).map((rounds) => ({ rounds })));

/** A plain, unfrozen copy: what a client might send instead of the listed object. */
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The listed object for the policy's choice (a Serenata is listed as new objects per call). */
function pickListed(list: readonly PlayerAction[], chosen: PlayerAction): PlayerAction {
  return list.find((a) => a === chosen) ?? list.find((a) => actionKey(a) === actionKey(chosen))!;
}

describe("apply's fast path for listed actions (issue #13)", () => {
  test.prop([configArb, policyArb, fc.integer({ min: 0, max: 0x7fffffff })], { numRuns: 40 })(
    "R2–R11 a listed action reaches exactly the state and events of its checked copy; an old listed action in a later state is judged as its copy",
    (config, policy, policySeed) => {
      let state = newGame(config);
      const rng = new Prng(seedRng(policySeed));
      const old: PlayerAction[] = [];
      for (let steps = 0; state.stage !== "over" && steps < 3_000; steps++) {
        const list = legalActions(state);
        const action = pickListed(list, policyAction(state, rng, policy));
        // The fast path is taken: every state of the game is frozen all the way down.
        expect(isListed(state, action)).toBe(true);
        expect(isListed(state, copy(action))).toBe(false);
        expect(isLegal(state, action)).toBe(true);
        const fast = apply(state, action);
        const full = apply(state, copy(action));
        if (!fast.ok || !full.ok) throw new Error("a listed action was refused");
        expect(JSON.stringify(fast.state)).toBe(JSON.stringify(full.state));
        expect(fast.events).toEqual(full.events);
        // Actions listed for earlier states (interned ones are shared between lists), with the
        // next state listed: fast path where they are listed again, full checks elsewhere.
        if (steps % 5 === 0) old.push(action);
        const nextList = legalActions(fast.state);
        for (const o of old.slice(-3)) {
          expect(isListed(fast.state, o)).toBe(nextList.includes(o));
          const a = apply(fast.state, o);
          const b = apply(fast.state, copy(o));
          expect(a.ok).toBe(b.ok);
          if (!a.ok && !b.ok) expect(a.error).toEqual(b.error);
          else if (a.ok && b.ok) expect(JSON.stringify(a.state)).toBe(JSON.stringify(b.state));
        }
        state = fast.state;
      }
    },
    TIMEOUT,
  );

  test.prop([configArb, fc.integer({ min: 0, max: 0x7fffffff })], { numRuns: 30 })(
    "R2–R11 what moveAction and expandMove make from the moves legalMoves listed is listed and reaches what its checked copy reaches; actions of other states are listed exactly where legalActions lists them",
    (config, policySeed) => {
      let state = newGame(config);
      const rng = new Prng(seedRng(policySeed));
      const other = newGame({ players: 3, seed: "other" });
      const old: PlayerAction[] = [];
      for (let steps = 0; state.stage !== "over" && steps < 3_000; steps++) {
        const expected = legalActions(state);
        legalActions(other); // the latest actions listing is another state's: only moves vouch
        const moves = legalMoves(state);
        // A rollout's listing (of its own, unfrozen state) leaves the record alone.
        const rollout = new Simulator(state);
        rollout.stepIndex(0);
        rollout.legalMoves();
        for (const move of moves) {
          for (const a of expandMove(move)) expect(isListed(state, a)).toBe(true);
          // A numbered move is not an action; end turn and combinations are both.
          expect(isListed(state, move)).toBe(move.type === "endTurn" || move.type === "playCards");
          expect(isListed(state, copy(moveAction(move)))).toBe(false);
        }
        for (const o of old.slice(-4)) {
          expect(isListed(state, o)).toBe(expected.includes(o));
          const a = apply(state, o);
          const b = apply(state, copy(o));
          expect(a.ok).toBe(b.ok);
          if (!a.ok && !b.ok) expect(a.error).toEqual(b.error);
          else if (a.ok && b.ok) expect(JSON.stringify(a.state)).toBe(JSON.stringify(b.state));
        }
        const action = moveAction(moves[rng.int(moves.length)]!, rng.int(60));
        expect(isListed(state, action)).toBe(true);
        const fast = apply(state, action);
        const full = apply(state, copy(action));
        if (!fast.ok || !full.ok) throw new Error("a listed action was refused");
        expect(JSON.stringify(fast.state)).toBe(JSON.stringify(full.state));
        expect(fast.events).toEqual(full.events);
        if (steps % 3 === 0) old.push(action);
        state = fast.state;
      }
    },
    TIMEOUT,
  );

  it("R2.1 never reads a property of an object the engine did not make: a hostile Proxy is simply not listed", () => {
    const state = newGame({ players: 4, seed: "proxy" });
    const listed = legalActions(state)[0]!;
    legalMoves(state);
    let reads = 0;
    const hostile = new Proxy(
      { ...listed },
      {
        get: () => {
          reads++;
          throw new Error("read");
        },
        getPrototypeOf: () => {
          reads++;
          throw new Error("read");
        },
      },
    );
    expect(isListed(state, hostile)).toBe(false);
    expect(isListed(state, null)).toBe(false);
    expect(isListed(state, "endTurn")).toBe(false);
    expect(reads).toBe(0);
    expect(isListed(state, listed)).toBe(true);
  });

  test.prop([configArb, fc.integer({ min: 0, max: 0x7fffffff })], { numRuns: 30 })(
    "R6.1 R7.1 a hand-made state is never trusted: changed after listing, its listed actions are refused as their copies are",
    (config, policySeed) => {
      let state = newGame(config);
      const rng = new Prng(seedRng(policySeed));
      for (let i = 0; i < 400 && state.stage !== "over"; i++) {
        const list = legalActions(state);
        state = (apply(state, list[rng.int(list.length)]!) as { state: GameState }).state;
      }
      if (state.stage === "over") return;
      const thawed = copy(state) as { -readonly [K in keyof GameState]: GameState[K] };
      const list = legalActions(thawed);
      expect(isListed(thawed, list[0])).toBe(false);
      // Hand every region to the next seat: the seat's own moves are now all illegal.
      const regions = thawed.regions as Record<string, { owner: number; armies: number }>;
      for (const r of Object.values(regions)) r.owner = (r.owner + 1) % thawed.players;
      for (const action of list) {
        const a = apply(thawed, action);
        const b = apply(thawed, copy(action));
        expect(a.ok).toBe(b.ok);
        if (!a.ok && !b.ok) expect(a.error).toEqual(b.error);
      }
      // A state made by apply from a hand-made one shares its unfrozen parts: not trusted either.
      const fresh = copy(state);
      const next = apply(fresh, legalActions(fresh)[0]!);
      expect(next.ok).toBe(true);
      expect(isKnownFrozenState(next.state)).toBe(false);
      legalActions(next.state);
      expect(isListed(next.state, legalActions(next.state)[0])).toBe(false);
    },
    TIMEOUT,
  );

  it("R2.4 a state that dropped out of the known ones is checked in full; a frozen look-alike with an unfrozen part is never trusted", () => {
    const state = newGame({ players: 4, seed: "ring" });
    const list = legalActions(state);
    expect(isListed(state, list[0])).toBe(true);
    for (let i = 0; i < 20; i++) legalActions(newGame({ players: 3, seed: `other-${i}` }));
    expect(isKnownFrozenState(state)).toBe(false);
    const again = legalActions(state);
    expect(isListed(state, again[0])).toBe(false);
    const next = apply(state, again[0]!);
    const checked = apply(state, copy(again[0]!));
    expect(next.ok && checked.ok).toBe(true);
    if (next.ok && checked.ok) expect(next.state).toEqual(checked.state);

    // Frozen on top and in its regions record, but one region object is not.
    const [id, region] = Object.entries(state.regions).find(
      ([, r]) => r.owner === state.currentSeat,
    )!;
    const lookAlike = Object.freeze({
      ...state,
      regions: Object.freeze({ ...state.regions, [id]: { ...region } }),
    }) as GameState;
    const listed = legalActions(lookAlike);
    expect(listed.length).toBeGreaterThan(0);
    expect(isListed(lookAlike, listed[0])).toBe(false);
    (lookAlike.regions[id as keyof GameState["regions"]] as { owner: number }).owner =
      (state.currentSeat + 1) % state.players;
    for (const action of listed) {
      const a = apply(lookAlike, action);
      const b = apply(lookAlike, copy(action));
      expect(a.ok).toBe(b.ok);
    }
    expect(listed.some((action) => !apply(lookAlike, action).ok)).toBe(true);
  });

  it("R2.1 a listing that fails (a broken hand-made state) leaves no earlier state vouching for the buffer", () => {
    const state = newGame({ players: 4, seed: "broken" });
    const list = legalActions(state);
    expect(isListed(state, list[0])).toBe(true);
    const broken = { ...state, regions: {} } as unknown as GameState;
    expect(() => legalActions(broken)).toThrow();
    expect(isListed(state, list[0])).toBe(false);
    expect(apply(state, list[0]!).ok).toBe(true);
  });
});
