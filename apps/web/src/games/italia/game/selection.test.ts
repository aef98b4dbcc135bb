import { legalMoves, viewFor } from "@italia/engine";
import { describe, expect, it } from "vitest";
import { decisionOf } from "./options";
import {
  clearedSelection,
  EMPTY_SELECTION,
  editSelection,
  keptAttack,
  mergedPlacements,
  passChoice,
  pendingChoice,
  regionChoice,
  selectionHighlights,
  withHeldPlacements,
} from "./selection";
import { BOT, HUMAN, playUntil, session } from "./testing";

const start = () => session([HUMAN, BOT, BOT, BOT], "selection-1");

describe("the selection shared by the local game and the online table", () => {
  it("R4.2: held placements merge per region in first-chosen order and show on the view", () => {
    const held = [
      { region: "lazio", count: 2 },
      { region: "umbria", count: 1 },
      { region: "lazio", count: 3 },
    ] as const;
    expect(mergedPlacements(held)).toEqual([
      { region: "lazio", count: 5 },
      { region: "umbria", count: 1 },
    ]);
    const view = viewFor(start().state, 0);
    expect(withHeldPlacements(view, [])).toBe(view);
    const shown = withHeldPlacements(view, held);
    expect(shown.regions.lazio.armies).toBe(view.regions.lazio.armies + 5);
    expect(shown.regions.umbria.armies).toBe(view.regions.umbria.armies + 1);
    expect(shown.regions.toscana).toBe(view.regions.toscana);
  });

  it("R2.4: a click on a placeable region places at once, or is held when placements wait for a confirmation", () => {
    const state = start().state;
    const d = decisionOf(state);
    const own = d.place[0]!.region;
    const sel = { ...EMPTY_SELECTION, placeAmount: 99 };
    const now = regionChoice(d, sel, state, own, null);
    expect(now).toEqual({
      kind: "act",
      action: { type: "place", seat: d.seat, region: own, count: d.place[0]!.max },
    });
    expect(regionChoice(d, sel, state, own, 2)).toEqual({
      kind: "stage",
      placement: { region: own, count: 2 },
    });
    expect(regionChoice(d, sel, state, own, 0)).toEqual({ kind: "none" });
    const other = Object.keys(state.regions).find((r) => !d.place.some((m) => m.region === r))!;
    expect(regionChoice(d, sel, state, other as never, null)).toEqual({ kind: "none" });
  });

  it("R6, R7: source then target selects an attack; «Passa» goes to the fortify step, then ends the turn", () => {
    const s = playUntil(
      start(),
      (x) =>
        x.state.currentSeat === 0 &&
        x.state.stage === "attack" &&
        legalMoves(x.state).some((m) => m.type === "attack") &&
        legalMoves(x.state).some((m) => m.type === "fortify"),
    );
    const state = s.state;
    const d = decisionOf(state);
    const attack = d.attacks[0]!;
    const picked = regionChoice(d, EMPTY_SELECTION, state, attack.from, null);
    expect(picked).toMatchObject({ kind: "select", sel: { from: attack.from, to: null } });
    const sel = picked.kind === "select" ? picked.sel : EMPTY_SELECTION;
    expect(regionChoice(d, sel, state, attack.to, null)).toMatchObject({
      kind: "select",
      sel: { from: attack.from, to: attack.to, mode: "main" },
    });
    const targeted = { ...sel, to: attack.to };
    expect(keptAttack(d, targeted)).toEqual({ ...targeted, count: null });
    expect(selectionHighlights(d, sel, state, false).kind).toBe("target");
    // «Passa»: to the fortify step first (R7.2), then the end of the turn
    const toFortify = passChoice(d, sel, state);
    expect(toFortify).toEqual({
      kind: "select",
      sel: clearedSelection(sel, "fortify"),
      explain: null,
    });
    const fortifySel = clearedSelection(sel, "fortify");
    expect(selectionHighlights(d, fortifySel, state, false).kind).toBe("fortify");
    expect(passChoice(d, fortifySel, state)).toEqual({
      kind: "act",
      action: { type: "endTurn", seat: 0 },
    });
    expect(passChoice(null, sel, state)).toEqual({ kind: "none" });
    // a chosen fortify move waits for its confirmation, with the most armies unless chosen
    const move = d.fortifies[0]!;
    const chosen = { ...fortifySel, from: move.from, to: move.to };
    expect(pendingChoice(d, chosen, state)).toEqual({
      type: "fortify",
      seat: 0,
      from: move.from,
      to: move.to,
      count: move.max,
    });
    expect(pendingChoice(d, { ...chosen, count: move.min }, state)?.count).toBe(move.min);
    expect(pendingChoice(d, { ...chosen, mode: "main" }, state)).toBeNull();
  });

  it("Esc steps back from a target to its source, then drops the choice; the armies per click stay", () => {
    const sel = {
      ...EMPTY_SELECTION,
      from: "lazio",
      to: "umbria",
      count: 3,
      placeAmount: 4,
    } as const;
    const back = editSelection(sel, { type: "cancel" });
    expect(back).toEqual({ ...sel, to: null, count: null });
    expect(editSelection(back, { type: "cancel" })).toEqual({ ...EMPTY_SELECTION, placeAmount: 4 });
    expect(editSelection(sel, { type: "placeAmount", n: 0 }).placeAmount).toBe(1);
    expect(editSelection(sel, { type: "serenata", key: "k" })).toEqual({
      ...EMPTY_SELECTION,
      placeAmount: 4,
      mode: "serenata",
      combo: "k",
    });
  });
});
