import { apply, type GameState, legalMoves, type PlayerAction, viewFor } from "@italia/engine";
import { describe, expect, it } from "vitest";
import { attackSources, decisionOf } from "../game/options";
import { HUMAN, playUntil, session } from "../game/testing";
import {
  initTable,
  type Table,
  tableDecision,
  tableReceive,
  tableRefused,
  tableUpdate,
} from "./onlineTable";

/** The table of the seat to act in `state`, as the server's update would give it. */
function tableOf(state: GameState): Table {
  const seat = state.currentSeat;
  return initTable(viewFor(state, seat), legalMoves(state), 0);
}

/** Applies what the table sent, as the server would, and hands the next update back. */
function serve(state: GameState, send: readonly PlayerAction[]): GameState {
  let s = state;
  for (const a of send) {
    const r = apply(s, a);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return s;
}

const reinforcing = () =>
  playUntil(
    session([HUMAN, HUMAN, HUMAN]),
    (s) => s.state.stage === "reinforce" && s.state.pendingArmies > 1,
  ).state;
const attacking = () =>
  playUntil(
    session([HUMAN, HUMAN, HUMAN]),
    (s) => s.state.stage === "attack" && attackSources(decisionOf(s.state)).length > 0,
  ).state;

describe("the online game controller: clicks become actions sent to the server", () => {
  it("R4.2: reinforcements are held here, undoable, and sent one place per region on confirm", () => {
    const state = reinforcing();
    let table = tableOf(state);
    const d = tableDecision(table)!;
    const region = d.place[0]!.region;
    let step = tableUpdate(table, { type: "region", id: region });
    expect(step.send).toEqual([]);
    step = tableUpdate(step.table, { type: "region", id: region });
    expect(step.table.staged).toHaveLength(2);
    step = tableUpdate(step.table, { type: "undoPlace" });
    expect(step.table.staged).toHaveLength(1);
    step = tableUpdate(step.table, { type: "confirmPlaces" });
    expect(step.send).toEqual([{ type: "place", seat: state.currentSeat, region, count: 1 }]);
    table = step.table;
    // nothing more goes out until the server answers
    expect(tableDecision(table)).toBeNull();
    expect(tableUpdate(table, { type: "region", id: region }).send).toEqual([]);
    const next = serve(state, step.send);
    table = tableReceive(table, viewFor(next, state.currentSeat), legalMoves(next), 1).table;
    expect(table.inFlight).toBe(0);
    expect(table.view.pendingArmies).toBe(state.pendingArmies - 1);
  });

  it("R4.2: confirming placements on two regions waits for both answers before offering more", () => {
    const state = reinforcing();
    const seat = state.currentSeat;
    const d = tableDecision(tableOf(state))!;
    const [a, b] = [d.place[0]!.region, d.place[1]!.region];
    let step = tableUpdate(tableOf(state), { type: "region", id: a });
    step = tableUpdate(step.table, { type: "region", id: b });
    step = tableUpdate(step.table, { type: "confirmPlaces" });
    expect(step.send).toHaveLength(2);
    // the server answers each place with an update
    const first = serve(state, [step.send[0]!]);
    let table = tableReceive(step.table, viewFor(first, seat), legalMoves(first), 1).table;
    expect(tableDecision(table)).toBeNull();
    const second = serve(first, [step.send[1]!]);
    table = tableReceive(table, viewFor(second, seat), legalMoves(second), 2).table;
    expect(tableDecision(table)).not.toBeNull();
  });

  it("R6: picking a source then a target and a die sends one attack; the attack stays selected after a roll", () => {
    const state = attacking();
    const d = decisionOf(state);
    const move = d.attacks[0]!;
    let step = tableUpdate(tableOf(state), { type: "region", id: move.from });
    step = tableUpdate(step.table, { type: "region", id: move.to });
    expect(step.table.sel).toMatchObject({ from: move.from, to: move.to });
    const attack: PlayerAction = {
      type: "attack",
      seat: state.currentSeat,
      from: move.from,
      to: move.to,
      dice: move.minDice,
    };
    step = tableUpdate(step.table, { type: "act", action: attack });
    expect(step.send).toEqual([attack]);
    const next = serve(state, step.send);
    const after = tableReceive(
      step.table,
      viewFor(next, state.currentSeat),
      legalMoves(next),
      1,
    ).table;
    if (
      next.stage === "attack" &&
      decisionOf(next).attacks.some((m) => m.from === move.from && m.to === move.to)
    ) {
      expect(after.sel).toMatchObject({ from: move.from, to: move.to });
    } else {
      expect(after.sel.to).toBeNull();
    }
  });

  it("R6.2, R6.4: a blitz sends one roll per update with the most dice until the region falls or the source is down to the limit", () => {
    const state = attacking();
    const d = decisionOf(state);
    const move = d.attacks[0]!;
    let step = tableUpdate(tableOf(state), { type: "region", id: move.from });
    step = tableUpdate(step.table, { type: "region", id: move.to });
    step = tableUpdate(step.table, { type: "blitz", stopAt: 1 });
    let s = state;
    let rolls = 0;
    while (step.send.length > 0) {
      expect(step.send).toHaveLength(1);
      const roll = step.send[0]!;
      expect(roll).toMatchObject({ type: "attack", from: move.from, to: move.to });
      const legal = decisionOf(s).attacks.find((m) => m.from === move.from && m.to === move.to)!;
      expect(roll).toMatchObject({ dice: legal.maxDice });
      s = serve(s, step.send);
      rolls++;
      step = tableReceive(
        step.table,
        viewFor(s, state.currentSeat),
        s.currentSeat === state.currentSeat ? legalMoves(s) : null,
        rolls,
      );
    }
    expect(rolls).toBeGreaterThan(0);
    expect(step.table.blitz).toBeNull();
    const stillLegal =
      s.stage === "attack" &&
      decisionOf(s).attacks.some((m) => m.from === move.from && m.to === move.to);
    // it stops at a conquest (R6.4), at the limit, or when no legal roll is left (R6.2)
    expect(s.stage === "occupy" || s.regions[move.from].armies <= 1 || !stillLegal).toBe(true);
  });

  it("«Passa» opens the fortify step first, then ends the turn (R7)", () => {
    const state = attacking();
    const table = tableOf(state);
    const d = tableDecision(table)!;
    const step = tableUpdate(table, { type: "pass" });
    if (d.fortifies.length > 0) {
      expect(step.send).toEqual([]);
      expect(step.table.sel.mode).toBe("fortify");
      expect(tableUpdate(step.table, { type: "pass" }).send).toEqual([
        { type: "endTurn", seat: state.currentSeat },
      ]);
    } else {
      expect(step.send).toEqual([{ type: "endTurn", seat: state.currentSeat }]);
    }
  });

  it("a refusal lets the player act again and stops a blitz", () => {
    const state = attacking();
    const sent = tableUpdate(tableOf(state), {
      type: "act",
      action: { type: "endTurn", seat: state.currentSeat },
    });
    expect(tableDecision(sent.table)).toBeNull();
    const again = tableRefused(sent.table);
    expect(tableDecision(again)).not.toBeNull();
    expect(again.blitz).toBeNull();
  });

  it("offers nothing when it is another seat's turn", () => {
    const state = attacking();
    const other = (state.currentSeat + 1) % 3;
    const table = initTable(viewFor(state, other), null, 0);
    expect(tableDecision(table)).toBeNull();
    expect(tableUpdate(table, { type: "pass" }).send).toEqual([]);
  });
});
