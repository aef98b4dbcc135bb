/**
 * Every state the engine returns is deeply frozen (issue #8): a consumer cannot change history or
 * leave the cached region table stale, and freezing costs only what each action changed.
 */
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { apply } from "./apply.js";
import { regionIndex } from "./board.js";
import { fromPosition, toPosition } from "./position.js";
import { regionTable } from "./region-table.js";
import { replay } from "./replay.js";
import { newGame } from "./setup.js";
import type { GameState } from "./state.js";
import { playRandomGame } from "./testing/random-play.js";

/** The path of the first object reachable from `value` that is not frozen, or `null`. */
function unfrozenPath(value: unknown, path = "$"): string | null {
  if (typeof value !== "object" || value === null) return null;
  if (!Object.isFrozen(value)) return path;
  for (const key of Object.keys(value)) {
    const found = unfrozenPath((value as Record<string, unknown>)[key], `${path}.${key}`);
    if (found) return found;
  }
  return null;
}

function expectDeeplyFrozen(state: GameState, what: string): void {
  expect(unfrozenPath(state), what).toBeNull();
}

describe("states are deeply frozen (issue #8)", () => {
  test.prop([fc.constantFrom(3, 4), fc.nat(1000)], { numRuns: 12 })(
    "every state of a whole random game, from newGame and each apply, is deeply frozen",
    (players, policy) => {
      const config = { players: players as 3 | 4, seed: `frozen-${policy}`, limit: { rounds: 8 } };
      expectDeeplyFrozen(newGame(config), "newGame");
      let n = 0;
      playRandomGame(config, policy, ({ after }) => {
        expectDeeplyFrozen(after, `after action ${n++}`);
      });
    },
  );

  it("fromPosition and replay return deeply frozen states", () => {
    const config = { players: 4 as const, seed: "frozen-replay", limit: { rounds: 4 } };
    const { final, actions } = playRandomGame(config, 5);
    const replayed = replay(config, actions);
    expect(replayed.ok).toBe(true);
    expectDeeplyFrozen(replayed.state, "replay");
    const position = fromPosition(toPosition(final));
    expect(position.ok).toBe(true);
    if (position.ok) expectDeeplyFrozen(position.state, "fromPosition");
  });

  it("R5 R6 mutation attempts throw in strict mode and change neither history nor the region table", () => {
    const config = { players: 4 as const, seed: "frozen-mutation", limit: { rounds: 6 } };
    const history: GameState[] = [newGame(config)];
    playRandomGame(config, 9, ({ after }) => {
      history.push(after);
    });
    const before = history.map((s) => JSON.stringify(s));
    const mid = history[Math.floor(history.length / 2)]!;
    const table = regionTable(mid.regions);
    const lazio = regionIndex("lazio");
    const tableBefore = [table.owner[lazio], table.armies[lazio]];
    const attempts: (() => void)[] = [
      () => (mid.hands[0] as string[]).push("lazio"),
      () => {
        (mid.regions.lazio as { armies: number }).armies = 99;
      },
      () => {
        (mid.regions as Record<string, unknown>).lazio = { owner: 0, armies: 99 };
      },
      () => {
        (mid as { round: number }).round = 1000;
      },
      () => (mid.deck as string[]).pop(),
      () => (mid.bonus[0]!.held as string[]).push("via-emilia"),
      () => {
        (mid.turn as { attacked: boolean }).attacked = true;
      },
      () => {
        (mid.rng as { word: number }).word = 3;
      },
      () => (mid.eliminated as number[]).push(1),
    ];
    for (const attempt of attempts) expect(attempt).toThrow(TypeError);
    expect(history.map((s) => JSON.stringify(s))).toEqual(before);
    const after = regionTable(mid.regions);
    expect([after.owner[lazio], after.armies[lazio]]).toEqual(tableBefore);
    // And the game goes on from the state as it was.
    const next = playRandomGame(config, 9).final;
    expect(JSON.stringify(next)).toBe(JSON.stringify(history[history.length - 1]));
  });

  it("apply freezes only what it created: a hand-made, unfrozen input state stays unfrozen", () => {
    const base = newGame({ players: 3, seed: "thawed" });
    const thawed = JSON.parse(JSON.stringify(base)) as GameState;
    const [mine, other] = (Object.keys(base.regions) as (keyof GameState["regions"])[]).filter(
      (id) => base.regions[id].owner === base.currentSeat,
    );
    const result = apply(thawed, { type: "place", seat: base.currentSeat, region: mine, count: 1 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // What the action created is frozen: the state, its regions record, the changed region.
    expect(Object.isFrozen(result.state)).toBe(true);
    expect(Object.isFrozen(result.state.regions)).toBe(true);
    expect(Object.isFrozen(result.state.regions[mine!])).toBe(true);
    // Parts shared with the unfrozen input were not frozen behind its owner's back.
    expect(Object.isFrozen(thawed)).toBe(false);
    expect(Object.isFrozen(thawed.hands)).toBe(false);
    expect(Object.isFrozen(thawed.regions[other!])).toBe(false);
    expect(result.state.regions[other!]).toBe(thawed.regions[other!]);
  });
});
