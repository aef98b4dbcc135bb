import { CARD_IDS, legalMoves, OBJECTIVES, Prng, seedRng, viewFor } from "@italia/engine";
import { describe, expect, it } from "vitest";
import { game, randomStates } from "../testing/positions.js";
import { possibleObjectives, sampleState, worldSampler } from "./sampling.js";

const states = randomStates(6, 11);

describe("sampleState: worlds consistent with a view (R12)", () => {
  it("R12 every sampled world shows the viewer exactly the view it was drawn from", () => {
    const rng = new Prng(seedRng("sampling"));
    for (const state of states) {
      for (let seat = 0; seat < state.players; seat++) {
        const view = viewFor(state, seat);
        const world = sampleState(view, rng, { objectiveBelief: 2 });
        expect(viewFor(world, seat)).toEqual(view);
      }
    }
  });

  it("R5 R2.5 deals every card once and gives seats distinct objectives", () => {
    const rng = new Prng(seedRng("cards"));
    for (const state of states) {
      const world = sampleState(viewFor(state, state.currentSeat), rng);
      const cards = [...world.deck, ...world.discard, ...world.hands.flat()].sort();
      expect(cards).toEqual([...CARD_IDS].sort());
      expect(new Set(world.objectives).size).toBe(world.players);
      const bonus = [
        ...world.bonusDeck,
        ...world.bonus.flatMap((b) => [...b.held, ...b.completed]),
      ];
      expect(new Set(bonus).size).toBe(12);
    }
  });

  it("R12 the current seat has the same legal moves in every sampled world", () => {
    const rng = new Prng(seedRng("legal"));
    for (const state of states.slice(0, 40)) {
      const world = sampleState(viewFor(state, state.currentSeat), rng);
      expect(legalMoves(world)).toEqual(legalMoves(state));
    }
  });

  it("varies what it cannot see", () => {
    const state = states[20]!;
    const view = viewFor(state, 0);
    const rng = new Prng(seedRng("vary"));
    const objectives = new Set<string>();
    for (let i = 0; i < 30; i++) objectives.add(sampleState(view, rng).objectives[1]!);
    expect(objectives.size).toBeGreaterThan(3);
  });

  it("R11.1 rules out objectives a seat already holds entirely", () => {
    const alpi = OBJECTIVES.find((o) => o.id === "le-alpi")!;
    const map = Object.fromEntries(alpi.regions.map((r) => [r, [1, 1] as const]));
    const state = game({ ...map, lazio: [0, 3] });
    expect(possibleObjectives(viewFor(state, 0), 1)).not.toContain("le-alpi");
    expect(possibleObjectives(viewFor(state, 0), 2)).toContain("le-alpi");
  });

  it("R12 a world sampler draws the worlds sampleState draws, one after another", () => {
    for (const [i, state] of states.slice(0, 60).entries()) {
      const view = viewFor(state, i % state.players);
      const options = { objectiveBelief: 8, objectiveOdds: [{ "le-alpi": 2 }, undefined, {}] };
      const draw = worldSampler(view, options);
      const a = new Prng(seedRng(`sampler-${i}`));
      const b = new Prng(seedRng(`sampler-${i}`));
      for (let k = 0; k < 3; k++) expect(draw(a)).toEqual(sampleState(view, b, options));
      expect(a.drawn).toBe(b.drawn);
    }
  });

  it("R12 worlds from one sampler share nothing a search could change", () => {
    const view = viewFor(states[30]!, 1);
    const draw = worldSampler(view);
    const rng = new Prng(seedRng("apart"));
    const first = draw(rng);
    const second = draw(rng);
    for (const key of ["hands", "deck", "discard", "bonus", "bonusDeck", "untouchable"] as const) {
      expect(first[key]).not.toBe(second[key]);
    }
    expect(first.hands[1]).not.toBe(second.hands[1]);
  });
});
