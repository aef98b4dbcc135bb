/**
 * Italia's table controller in an online room ({@link TableControls} over the room's
 * connection): a pure reducer over the seat's view, its legal moves (both from the server's
 * latest `update`) and the player's selection. It takes the same messages as at one table
 * ({@link Msg}), so the same panels drive it, but it never applies an action: it returns the
 * actions to send to the server, as data (`send`), and the server's next update brings the
 * outcome. What a click, a confirmation or a blitz roll is, is the table's (`game/table.ts`).
 * Only the engine's legal moves are offered; a refusal shows the server's (the engine's) message.
 */
import type { LegalMove, PlayerAction, PlayerView, RegionId, Seat } from "@italia/engine";
import { type Decision, decisionFromMoves } from "../game/options";
import {
  type Choice,
  keptAttack,
  passChoice,
  placeAmountAfter,
  type Selection,
} from "../game/selection";
import {
  type Blitz,
  blitzOf,
  blitzRoll,
  chosen,
  clickChoice,
  EMPTY_TABLE_SELECTION,
  editChoices,
  isChoiceMsg,
  type Msg,
  placeActions,
  resetSel,
  type TableControls,
  type TableSelection,
  tableControls,
} from "../game/table";
import type { RoomState } from "./room";

/** The online controller's state: the server's facts, and the player's choices. */
export interface Table extends TableSelection {
  readonly view: PlayerView;
  /** The seat's legal moves when it is to act, else `null`. */
  readonly legal: readonly LegalMove[] | null;
  readonly step: number;
  /** A blitz in progress: one attack per update until the region falls or `from` is down to `stopAt`. */
  readonly blitz: Blitz | null;
  /** Actions sent and not yet answered by an update: nothing more is offered meanwhile. */
  readonly inFlight: number;
}

/** The new table and the actions to send, in order. */
export interface TableStep {
  readonly table: Table;
  readonly send: readonly PlayerAction[];
}

/** A table for the first update. */
export function initTable(
  view: PlayerView,
  legal: readonly LegalMove[] | null,
  step: number,
): Table {
  return { ...EMPTY_TABLE_SELECTION, view, legal, step, blitz: null, inFlight: 0 };
}

/** The seat's current decision, when it is to act and not waiting for the server. */
export function tableDecision(table: Table): Decision | null {
  if (!table.legal || table.inFlight > 0 || table.view.viewer === null) return null;
  return decisionFromMoves(table.view.viewer, table.legal);
}

function sending(
  table: Table,
  actions: readonly PlayerAction[],
  extra: Partial<Table> = {},
): TableStep {
  if (actions.length === 0) return { table, send: [] };
  return {
    table: { ...table, ...extra, explain: null, inFlight: table.inFlight + actions.length },
    send: actions,
  };
}

/** Carries out a click's or «Passa»'s {@link Choice}: actions are sent, not applied. */
function choose(table: Table, choice: Choice): TableStep {
  if (choice.kind === "act") return sending(table, [choice.action]);
  return {
    table: choice.kind === "none" ? table : { ...table, ...chosen(table, choice) },
    send: [],
  };
}

function clickRegion(table: Table, id: RegionId): TableStep {
  const d = tableDecision(table);
  if (!d) return { table, send: [] };
  return choose(table, clickChoice(table, d, table.view, id));
}

/** The next roll of the table's blitz, if it goes on. */
function nextRoll(table: Table): PlayerAction | null {
  return table.blitz ? blitzRoll(table.blitz, tableDecision(table), table.view) : null;
}

/** The controller's reducer for the panels' and the map's messages. */
export function tableUpdate(table: Table, msg: Msg): TableStep {
  const d = tableDecision(table);
  switch (msg.type) {
    case "act":
      return d ? sending(table, [msg.action]) : { table, send: [] };
    case "region":
      return clickRegion({ ...table, explain: null }, msg.id);
    case "pass":
      return choose({ ...table, explain: null }, passChoice(d, table.sel, table.view));
    case "confirmPlaces": {
      if (!d || table.staged.length === 0) return { table, send: [] };
      return sending(table, placeActions(d, table.staged), { staged: [] });
    }
    case "blitz": {
      const blitz = blitzOf(table.sel, msg.stopAt);
      if (!blitz) return { table, send: [] };
      const next = { ...table, blitz };
      const roll = nextRoll(next);
      return roll ? sending(next, [roll]) : { table, send: [] };
    }
    default:
      // Local-only messages (bots, hand-over, loading a save) mean nothing online.
      return { table: isChoiceMsg(msg) ? editChoices(table, msg) : table, send: [] };
  }
}

/**
 * The server's next update: the new view and legal moves. The selection survives where it still
 * makes sense (the same attack after a roll without conquest), and a blitz sends its next roll.
 */
export function tableReceive(
  table: Table,
  view: PlayerView,
  legal: readonly LegalMove[] | null,
  step: number,
): TableStep {
  const mine = legal !== null;
  const sameTurn = mine && table.legal !== null && view.currentSeat === table.view.currentSeat;
  let sel: Selection = resetSel(table);
  // Each applied action brings one update; a turn that moved on (a timer, the game's end) ends the wait.
  const inFlight = legal === null ? 0 : Math.max(0, table.inFlight - 1);
  const next0: Table = { ...table, view, legal, step, inFlight, explain: null };
  const d = tableDecision(next0);
  if (sameTurn && d && table.sel.mode !== "serenata") {
    const kept = table.sel.mode === "main" ? keptAttack(d, table.sel) : null;
    if (kept) sel = kept;
    else if (table.sel.mode === "fortify" && view.stage !== "over")
      sel = resetSel(table, "fortify");
  }
  if (d && d.place.length > 0) {
    const left = view.stage === "setup" ? view.batchLeft : view.pendingArmies;
    sel = { ...sel, placeAmount: placeAmountAfter(table.sel.placeAmount, left) };
  }
  const staged = view.stage === "reinforce" && mine ? table.staged : [];
  const next: Table = { ...next0, sel, staged };
  if (table.blitz) {
    const roll = nextRoll(next);
    if (roll) return sending(next, [roll]);
    return { table: { ...next, blitz: null }, send: [] };
  }
  return { table: next, send: [] };
}

/** A refusal ended what was in flight: the player may act again, the blitz stops. */
export function tableRefused(table: Table): Table {
  return { ...table, inFlight: 0, blitz: null, staged: [] };
}

/** The screens' view of the table (see {@link TableControls}), with the room's last roll. */
export function onlineControls(table: Table, lastRoll: RoomState["lastRoll"]): TableControls {
  return tableControls(table, tableDecision(table), table.view, lastRoll);
}

/** The seat this table plays. */
export function tableSeat(table: Table): Seat | null {
  return table.view.viewer;
}
