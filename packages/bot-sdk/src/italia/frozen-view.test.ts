import { apply, legalActions, newGame, Prng, seedRng, viewFor } from "@italia/engine";
import { describe, expect, it } from "vitest";
import { freezeView } from "./frozen-view.js";

/** Paths of every object inside `value` that is not frozen. */
function unfrozen(value: unknown, path = "view", out: string[] = []): string[] {
  if (typeof value !== "object" || value === null) return out;
  if (!Object.isFrozen(value)) out.push(path);
  for (const [key, inner] of Object.entries(value)) unfrozen(inner, `${path}.${key}`, out);
  return out;
}

describe("freezeView", () => {
  it("R12: leaves no object of any seat's or a spectator's view unfrozen, over whole random games", () => {
    const rng = new Prng(seedRng("frozen-view"));
    let checked = 0;
    const seen = { occupy: false, reinforcements: false, progress: false };
    for (let g = 0; g < 6; g++) {
      let state = newGame({ players: g % 2 === 0 ? 4 : 3, seed: `frozen-${g}` });
      for (let step = 0; state.stage !== "over" && step < 4000; step++) {
        if (step % 7 === 0) {
          for (const seat of [state.currentSeat, null, (state.currentSeat + 1) % state.players]) {
            // As a remote seat receives it: plain JSON.
            const view = freezeView(JSON.parse(JSON.stringify(viewFor(state, seat))));
            expect(unfrozen(view)).toEqual([]);
            seen.occupy ||= view.occupy !== null;
            seen.reinforcements ||= view.turn.reinforcements !== null;
            seen.progress ||= Object.keys(view.me?.progress ?? {}).length > 0;
            checked++;
          }
        }
        const actions = legalActions(state);
        state = apply(state, actions[rng.int(actions.length)]!).state;
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(seen).toEqual({ occupy: true, reinforcements: true, progress: true });
  }, 30_000);
});
