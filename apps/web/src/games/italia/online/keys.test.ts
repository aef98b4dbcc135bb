import { legalMoves, viewFor } from "@italia/engine";
import { describe, expect, it } from "vitest";
import { attackSources, decisionOf } from "../game/options";
import { HUMAN, playUntil, session } from "../game/testing";
import { type KeyPress, keyMsg } from "./keys";
import { initTable, onlineControls, tableUpdate } from "./onlineTable";

const press = (key: string, more: Partial<KeyPress> = {}): KeyPress => ({
  key,
  modified: false,
  inField: false,
  onControl: false,
  ...more,
});

const attacking = () =>
  playUntil(
    session([HUMAN, HUMAN, HUMAN]),
    (s) => s.state.stage === "attack" && attackSources(decisionOf(s.state)).length > 0,
  ).state;

describe("the online game's keyboard", () => {
  it("P passes, Esc cancels; nothing when a field has the focus or a modifier is held", () => {
    const state = attacking();
    const table = initTable(viewFor(state, state.currentSeat), legalMoves(state), 0);
    expect(keyMsg(onlineControls(table, null), press("p"))).toEqual({ type: "pass" });
    expect(keyMsg(onlineControls(table, null), press("P"))).toEqual({ type: "pass" });
    expect(keyMsg(onlineControls(table, null), press("Escape"))).toEqual({ type: "cancel" });
    expect(keyMsg(onlineControls(table, null), press("p", { inField: true }))).toBeNull();
    expect(keyMsg(onlineControls(table, null), press("p", { modified: true }))).toBeNull();
    expect(keyMsg(onlineControls(table, null), press("x"))).toBeNull();
  });

  it("R6.2: 1–3 roll that many dice on the chosen attack, within the engine's range", () => {
    const state = attacking();
    const move = decisionOf(state).attacks[0]!;
    let table = initTable(viewFor(state, state.currentSeat), legalMoves(state), 0);
    expect(keyMsg(onlineControls(table, null), press("1"))).toBeNull();
    table = tableUpdate(table, { type: "region", id: move.from }).table;
    table = tableUpdate(table, { type: "region", id: move.to }).table;
    for (const n of [1, 2, 3]) {
      const msg = keyMsg(onlineControls(table, null), press(String(n)));
      if (n >= move.minDice && n <= move.maxDice) {
        expect(msg).toEqual({
          type: "act",
          action: {
            type: "attack",
            seat: state.currentSeat,
            from: move.from,
            to: move.to,
            dice: n,
          },
        });
      } else expect(msg).toBeNull();
    }
  });

  it("R4.2: Backspace takes back a held placement; Enter confirms once all are placed", () => {
    const state = playUntil(
      session([HUMAN, HUMAN, HUMAN]),
      (s) => s.state.stage === "reinforce" && s.state.pendingArmies > 0,
    ).state;
    let table = initTable(viewFor(state, state.currentSeat), legalMoves(state), 0);
    expect(keyMsg(onlineControls(table, null), press("Backspace"))).toBeNull();
    const region = decisionOf(state).place[0]!.region;
    table = tableUpdate(table, { type: "placeAmount", n: state.pendingArmies }).table;
    table = tableUpdate(table, { type: "region", id: region }).table;
    expect(keyMsg(onlineControls(table, null), press("Backspace"))).toEqual({ type: "undoPlace" });
    expect(keyMsg(onlineControls(table, null), press("Enter"))).toEqual({ type: "confirmPlaces" });
    expect(keyMsg(onlineControls(table, null), press("Enter", { onControl: true }))).toBeNull();
  });

  it("offers nothing on another seat's turn", () => {
    const state = attacking();
    const table = initTable(viewFor(state, (state.currentSeat + 1) % 3), null, 0);
    expect(keyMsg(onlineControls(table, null), press("p"))).toBeNull();
  });
});
