import { describe, expect, it } from "vitest";
import type { GameState, Seat } from "./state.js";
import { playRandomGame } from "./testing/random-play.js";
import { frozenViewFor, InvalidSeatError, viewFor } from "./views.js";

/** Paths of every object inside `value` that is not frozen. */
function unfrozen(value: unknown, path = "view", out: string[] = []): string[] {
  if (typeof value !== "object" || value === null) return out;
  if (!Object.isFrozen(value)) out.push(path);
  for (const [key, inner] of Object.entries(value)) unfrozen(inner, `${path}.${key}`, out);
  return out;
}

function viewers(state: GameState): (Seat | null)[] {
  return [...Array.from({ length: state.players }, (_, s) => s), null];
}

describe("frozenViewFor", () => {
  it("R12: equals viewFor and is frozen all the way down, for every viewer over whole random games", () => {
    let checked = 0;
    const seen = { occupy: false, reinforcements: false, progress: false, over: false };
    for (let g = 0; g < 4; g++) {
      const config = { players: g % 2 === 0 ? 4 : 3, seed: `frozen-view-${g}` } as const;
      let step = 0;
      playRandomGame(config, g, ({ after }) => {
        if (step++ % 9 !== 0 && after.stage !== "over") return;
        for (const seat of viewers(after)) {
          const view = frozenViewFor(after, seat);
          expect(view).toEqual(viewFor(after, seat));
          expect(unfrozen(view)).toEqual([]);
          seen.occupy ||= view.occupy !== null;
          seen.reinforcements ||= view.turn.reinforcements !== null;
          seen.progress ||= Object.keys(view.me?.progress ?? {}).length > 0;
          seen.over ||= view.stage === "over";
          checked++;
        }
      });
    }
    expect(checked).toBeGreaterThan(100);
    expect(seen).toEqual({ occupy: true, reinforcements: true, progress: true, over: true });
  }, 30_000);

  it("R12: shares the frozen state's parts instead of copying them; viewFor shares nothing", () => {
    const { final } = playRandomGame({ players: 4, seed: "frozen-share" }, 1, undefined, 120);
    const shared = frozenViewFor(final, 0);
    expect(shared.regions).toBe(final.regions);
    expect(shared.me?.hand).toBe(final.hands[0]);
    expect(shared.turn).toBe(final.turn);
    const copied = viewFor(final, 0);
    expect(copied.regions.lazio).not.toBe(final.regions.lazio);
    expect(copied.me?.hand).not.toBe(final.hands[0]);
    expect(copied.turn).not.toBe(final.turn);
  });

  it("copies and freezes the parts of a state that is not frozen, leaving the state unfrozen", () => {
    const { final } = playRandomGame({ players: 3, seed: "frozen-thawed" }, 2, undefined, 150);
    const thawed = structuredClone(final) as GameState;
    const view = frozenViewFor(thawed, 1);
    expect(unfrozen(view)).toEqual([]);
    expect(view).toEqual(viewFor(thawed, 1));
    expect(Object.isFrozen(thawed.regions.lazio)).toBe(false);
    expect(Object.isFrozen(thawed.hands[1])).toBe(false);
    expect(Object.isFrozen(thawed.turn)).toBe(false);
  });

  it("refuses a viewer that is not a seat, as viewFor does", () => {
    const { final } = playRandomGame({ players: 3, seed: "frozen-seat" }, 3, undefined, 10);
    expect(() => frozenViewFor(final, 3)).toThrow(InvalidSeatError);
    expect(() => frozenViewFor(final, "1" as unknown as Seat)).toThrow(InvalidSeatError);
  });
});
