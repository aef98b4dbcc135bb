import { describe, expect, it } from "vitest";
import { apply } from "./apply.js";
import { legalActions } from "./legal.js";
import { replay } from "./replay.js";
import { InvalidConfigError, newGame } from "./setup.js";
import type { GameState } from "./state.js";
import { playRandomGame } from "./testing/random-play.js";

const config = { players: 4, seed: "replay-me", limit: { rounds: 8 } } as const;
const recorded = (() => {
  const events: unknown[] = [];
  const { final, actions } = playRandomGame(config, 3, ({ events: e }) => events.push(e));
  return { final, actions, events };
})();

describe("replay", () => {
  it("the recorded game is long enough to mean something", () => {
    expect(recorded.actions.length).toBeGreaterThan(50);
  });

  it("the same config and actions give a deep-equal final state and the same events", () => {
    const result = replay(config, recorded.actions);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.state).toEqual(recorded.final);
    expect(result.events).toEqual(recorded.events);
    expect(result.events).toHaveLength(recorded.actions.length);
  });

  it("replaying twice gives identical JSON, byte for byte", () => {
    const a = replay(config, recorded.actions);
    const b = replay(config, recorded.actions);
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
  });

  it("actions that went through JSON replay the same", () => {
    const wire = JSON.parse(JSON.stringify(recorded.actions)) as unknown[];
    const result = replay(config, wire);
    expect(result.ok && result.state).toEqual(recorded.final);
  });

  it("a replayed state survives a JSON round trip and plays on identically", () => {
    const half = recorded.actions.slice(0, Math.floor(recorded.actions.length / 2));
    const result = replay(config, half);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const copy = JSON.parse(JSON.stringify(result.state)) as GameState;
    expect(copy).toEqual(result.state);
    const next = legalActions(result.state)[0]!;
    const a = apply(result.state, next);
    const b = apply(copy, next);
    expect(b).toEqual(a);
  });

  it("apply never mutates its input: the whole game replays on deep-frozen states", () => {
    const freeze = <T>(value: T): T => {
      if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
        Object.freeze(value);
        for (const v of Object.values(value)) freeze(v);
      }
      return value;
    };
    let state = freeze(newGame(config));
    for (const action of recorded.actions) {
      const result = apply(state, action);
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      state = freeze(result.state);
    }
    expect(state).toEqual(recorded.final);
  });

  it("a different seed with the same actions does not give the same game", () => {
    const result = replay({ ...config, seed: "another" }, recorded.actions);
    expect(result.ok && result.state).not.toEqual(recorded.final);
  });

  it("reports the index and error of the first refused action, with the state before it", () => {
    const k = 5;
    const actions = [
      ...recorded.actions.slice(0, k),
      { type: "endTurn", seat: 99 },
      ...recorded.actions.slice(k),
    ];
    const result = replay(config, actions);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.step).toBe(k);
    expect(result.error.code).toBe("OUT_OF_RANGE");
    expect(result.error.path).toBe("$.seat");
    expect(result.events).toHaveLength(k);
    const before = replay(config, recorded.actions.slice(0, k));
    expect(before.ok && before.state).toEqual(result.state);
  });

  it("reports a rule refusal (not a schema one) the same way", () => {
    const start = newGame(config);
    const wrongSeat = (start.currentSeat + 1) % 4;
    const result = replay(config, [{ type: "endTurn", seat: wrongSeat }]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.step).toBe(0);
    expect(result.error.code).toBe("NOT_YOUR_TURN");
    expect(result.state).toEqual(start);
    expect(result.events).toEqual([]);
  });

  it("an empty list replays to the new game", () => {
    const result = replay(config, []);
    expect(result).toEqual({ ok: true, state: newGame(config), events: [] });
  });

  it("throws InvalidConfigError for a bad config", () => {
    expect(() => replay({ players: 5 as 4, seed: 1 }, [])).toThrow(InvalidConfigError);
  });
});

describe("no object is shared between what goes in, the state and what comes out", () => {
  it("newGame keeps its own copy of the config's limit", () => {
    const limit = { rounds: 8 };
    const state = newGame({ players: 3, seed: 1, limit });
    limit.rounds = 99;
    expect(state.limit).toEqual({ rounds: 8 });
  });

  it("every event of a whole game can be changed without touching any state", () => {
    const { final, actions } = playRandomGame(config, 3, ({ events }) => {
      const scribble = (value: unknown): void => {
        if (typeof value !== "object" || value === null) return;
        for (const [key, v] of Object.entries(value)) {
          if (typeof v === "number") (value as Record<string, unknown>)[key] = -1;
          else scribble(v);
        }
      };
      scribble(events);
    });
    const clean = replay(config, actions);
    expect(clean.ok && clean.state).toEqual(final);
  });
});
