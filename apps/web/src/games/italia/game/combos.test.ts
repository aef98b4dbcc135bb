import { CARDS, newGame, type PlayerView, REGION_IDS, viewFor } from "@italia/engine";
import { describe, expect, it } from "vitest";
import { bestCombo, comboArmies } from "./combos";

/** Seat 0's view of a fresh game with its regions' armies set to `armies` and `pending` to place. */
function viewWith(armies: number, pending: number): PlayerView {
  const view = viewFor(newGame({ players: 4, seed: "combos" }), 0);
  const regions = Object.fromEntries(
    REGION_IDS.map((id) => {
      const r = view.regions[id];
      return [id, r.owner === 0 ? { ...r, armies } : r];
    }),
  ) as PlayerView["regions"];
  return { ...view, regions, pendingArmies: pending };
}

const pizza = CARDS.filter((c) => c.symbol === "pizza" && c.region !== null);
const nonna = CARDS.find((c) => c.region === null)!;

describe("comboArmies (R5.2, R5.3, R3)", () => {
  it("R5.2: a Pizzata of regions the seat does not hold gives 6", () => {
    const view = viewWith(1, 0);
    const cards = pizza.filter((c) => view.regions[c.region!].owner !== 0).slice(0, 3);
    expect(cards).toHaveLength(3);
    const given = comboArmies(view, 0, { cards: cards.map((c) => c.id), combination: "pizzata" });
    expect(given).toBe(6);
  });

  it("R5.3: each card of a held region adds 2", () => {
    const view = viewWith(1, 0);
    const held = pizza.filter((c) => view.regions[c.region!].owner === 0).slice(0, 2);
    const cards = [...held.map((c) => c.id), nonna.id];
    expect(comboArmies(view, 0, { cards, combination: "pizzata" })).toBe(6 + 2 * held.length);
  });

  it("R3: never past 50 armies on the map and to place", () => {
    const view = viewWith(9, 0);
    const onMap = REGION_IDS.filter((id) => view.regions[id].owner === 0).length * 9;
    const room = 50 - onMap - 2;
    expect(
      comboArmies({ ...view, pendingArmies: 2 }, 0, {
        cards: [nonna.id],
        combination: "mangia",
      }),
    ).toBe(Math.max(0, Math.min(2, room)));
    const full = viewWith(40, 0);
    expect(comboArmies(full, 0, { cards: [nonna.id], combination: "mangia" })).toBe(0);
  });

  it("bestCombo picks the most armies, and null with none", () => {
    const view = viewWith(1, 0);
    expect(bestCombo(view, 0, [])).toBeNull();
    const best = bestCombo(view, 0, [
      { key: "a", cards: [nonna.id], combination: "mangia", targets: [] },
      { key: "b", cards: [], combination: "tutto-il-pacchetto", targets: [] },
    ]);
    expect(best).toEqual({ combination: "tutto-il-pacchetto", armies: 10 });
  });
});
