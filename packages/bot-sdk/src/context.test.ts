import { apply, legalActions, newGame, Prng, seedRng, viewFor } from "@italia/engine";
import { describe, expect, it } from "vitest";
import { type DecisionContext, decisionContext } from "./bot.js";
import { GameHost } from "./host.js";
import { decisionRng } from "./seeds.js";

/** Paths of every object inside `value` that is not frozen. */
function unfrozen(value: unknown, path = "view", out: string[] = []): string[] {
  if (typeof value !== "object" || value === null) return out;
  if (!Object.isFrozen(value)) out.push(path);
  for (const [key, inner] of Object.entries(value)) unfrozen(inner, `${path}.${key}`, out);
  return out;
}

describe("decisionContext", () => {
  it("R12: the view is the seat's view, frozen all the way down, over whole random games", () => {
    const rng = new Prng(seedRng("frozen-view"));
    let checked = 0;
    const seen = { occupy: false, reinforcements: false, progress: false };
    for (let g = 0; g < 4; g++) {
      let state = newGame({ players: g % 2 === 0 ? 4 : 3, seed: `frozen-${g}` });
      for (let step = 0; state.stage !== "over" && step < 4000; step++) {
        if (step % 7 === 0) {
          const view = decisionContext(state).view;
          expect(view).toEqual(viewFor(state, state.currentSeat));
          expect(unfrozen(view)).toEqual([]);
          seen.occupy ||= view.occupy !== null;
          seen.reinforcements ||= view.turn.reinforcements !== null;
          seen.progress ||= Object.keys(view.me?.progress ?? {}).length > 0;
          checked++;
        }
        const actions = legalActions(state);
        state = apply(state, actions[rng.int(actions.length)]!).state;
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(seen).toEqual({ occupy: true, reinforcements: true, progress: true });
  }, 30_000);

  it("builds the view once, on first read, and makes the generator only for a bot that draws", () => {
    const state = newGame({ players: 4, seed: 3 });
    let made = 0;
    const makeRng = () => {
      made++;
      return new Prng(seedRng("lazy"));
    };
    const quiet = decisionContext(state, { makeRng });
    expect(quiet.legal.length).toBeGreaterThan(0);
    expect(made).toBe(0);
    const drawing = decisionContext(state, { makeRng });
    expect(drawing.view).toBe(drawing.view);
    const first = drawing.rng.next();
    drawing.rng.next();
    expect(made).toBe(1);
    expect(first).toBe(new Prng(seedRng("lazy")).next());
  });

  it("a hosted bot draws the numbers of its seat's decision generator (decisionRng)", async () => {
    const draws: { seat: number; step: number; value: number }[] = [];
    const drawer = {
      name: "drawer",
      decide(ctx: DecisionContext) {
        draws.push({ seat: ctx.seat, step: host.actionCount, value: ctx.rng.next() });
        return ctx.actions[0]!;
      },
    };
    const host = GameHost.start({ players: 3, seed: "lazy-host" }, [drawer, drawer, drawer]);
    await host.runBots({ maxActions: 12 });
    expect(draws.length).toBe(12);
    for (const d of draws) {
      expect(d.value).toBe(decisionRng(host.settingsOf(d.seat).seed, d.step).next());
    }
  });
});

describe("decisionContext as data", () => {
  const state = newGame({ players: 4, seed: "data" });

  it("spreads into its own fields, and reads the lazy ones only when asked", () => {
    let made = 0;
    const ctx = decisionContext(state, {
      makeRng: () => {
        made++;
        return new Prng(seedRng("x"));
      },
    });
    expect(Object.keys({ ...ctx }).sort()).toEqual(["deadline", "legal", "seat", "settings"]);
    expect(made).toBe(0);
    expect(ctx.view).toBe(ctx.view);
  });

  it("writes every field but the generator as JSON", () => {
    const ctx = decisionContext(state, { deadline: 0 });
    const json = JSON.parse(JSON.stringify(ctx)) as Record<string, unknown>;
    expect(Object.keys(json).sort()).toEqual([
      "actions",
      "deadline",
      "events",
      "legal",
      "seat",
      "settings",
      "timeLeftMs",
      "view",
    ]);
    expect(json.view).toEqual(JSON.parse(JSON.stringify(viewFor(state, state.currentSeat))));
    expect(json.actions).toEqual(legalActions(state));
    expect(json.timeLeftMs).toBe(0);
  });
});
