/**
 * The online game's controller: a pure reducer over the seat's view, its legal moves (both from
 * the server's latest `update`) and the player's selection. It takes the same messages as the
 * local controller ({@link Msg}), so the same panels drive it, but it never applies an action:
 * it returns the actions to send to the server, as data (`send`), and the server's next update
 * brings the outcome. Only the engine's legal moves are offered; a refusal shows the server's
 * (the engine's) message.
 */
import type {
  FortifyAction,
  LegalMove,
  OccupyAction,
  PlayerAction,
  PlayerView,
  RegionId,
  Seat,
} from "@italia/engine";
import type { Msg } from "../game/controller";
import { attackMove, type Decision, decisionFromMoves } from "../game/options";
import {
  type Choice,
  clearedSelection,
  EMPTY_SELECTION,
  editSelection,
  type Highlights,
  keptAttack,
  type Mode,
  mergedPlacements,
  type Placement,
  passChoice,
  pendingChoice,
  placeAmountAfter,
  regionChoice,
  type Selection,
  selectionHighlights,
} from "../game/selection";

/** The online controller's state. */
export interface Table {
  readonly view: PlayerView;
  /** The seat's legal moves when it is to act, else `null`. */
  readonly legal: readonly LegalMove[] | null;
  readonly step: number;
  readonly sel: Selection;
  /** Reinforcements placed on the map but not yet sent (R4.2). */
  readonly staged: readonly Placement[];
  readonly explain: RegionId | null;
  /** A blitz in progress: one attack per update until the region falls or `from` is down to `stopAt`. */
  readonly blitz: {
    readonly from: RegionId;
    readonly to: RegionId;
    readonly stopAt: number;
  } | null;
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
  return {
    view,
    legal,
    step,
    sel: EMPTY_SELECTION,
    staged: [],
    explain: null,
    blitz: null,
    inFlight: 0,
  };
}

/** The seat's current decision, when it is to act and not waiting for the server. */
export function tableDecision(table: Table): Decision | null {
  if (!table.legal || table.inFlight > 0 || table.view.viewer === null) return null;
  return decisionFromMoves(table.view.viewer, table.legal);
}

function reset(table: Table, mode: Mode = "main"): Selection {
  return clearedSelection(table.sel, mode);
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

/** Whether reinforcements are held here first and sent on confirm (R4.2). */
function staging(table: Table): boolean {
  const v = table.view;
  return v.stage === "reinforce" && v.pendingArmies > 0 && tableDecision(table) !== null;
}

/** Reinforcements still to place (pending in the engine less those held here). */
export function tablePlacesLeft(table: Table): number {
  return table.view.pendingArmies - table.staged.reduce((sum, p) => sum + p.count, 0);
}

/** Carries out a click's or «Passa»'s {@link Choice}: actions are sent, not applied. */
function choose(table: Table, choice: Choice): TableStep {
  switch (choice.kind) {
    case "none":
      return { table, send: [] };
    case "select":
      return { table: { ...table, sel: choice.sel, explain: choice.explain }, send: [] };
    case "stage":
      return { table: { ...table, staged: [...table.staged, choice.placement] }, send: [] };
    case "act":
      return sending(table, [choice.action]);
  }
}

function clickRegion(table: Table, id: RegionId): TableStep {
  const d = tableDecision(table);
  if (!d) return { table, send: [] };
  const stagingLeft = staging(table) ? tablePlacesLeft(table) : null;
  return choose(table, regionChoice(d, table.sel, table.view, id, stagingLeft));
}

/** The move a confirmation would send: the occupy move-in, or a chosen fortify move. */
export function tablePending(table: Table): OccupyAction | FortifyAction | null {
  return pendingChoice(tableDecision(table), table.sel, table.view);
}

/** The next roll of a blitz, if it goes on (R6.2: the most dice; R6.4: stops at a conquest). */
function blitzRoll(table: Table): PlayerAction | null {
  const b = table.blitz;
  const d = tableDecision(table);
  if (!b || !d || table.view.stage === "occupy") return null;
  const move = attackMove(d, b.from, b.to);
  if (!move || table.view.regions[b.from].armies <= Math.max(1, b.stopAt)) return null;
  return { type: "attack", seat: d.seat, from: b.from, to: b.to, dice: move.maxDice };
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
      return choose(table, passChoice(d, table.sel, table.view));
    case "confirmPlaces": {
      if (!d || table.staged.length === 0) return { table, send: [] };
      const actions = mergedPlacements(table.staged).map(
        (p): PlayerAction => ({ type: "place", seat: d.seat, region: p.region, count: p.count }),
      );
      return sending(table, actions, { staged: [] });
    }
    case "blitz": {
      const { from, to } = table.sel;
      if (!from || !to || table.sel.mode !== "main") return { table, send: [] };
      const next = { ...table, blitz: { from, to, stopAt: msg.stopAt } };
      const roll = blitzRoll(next);
      return roll ? sending(next, [roll]) : { table, send: [] };
    }
    case "placeAmount":
    case "count":
    case "mode":
    case "serenata":
    case "cancel":
      return { table: { ...table, sel: editSelection(table.sel, msg) }, send: [] };
    case "undoPlace":
      return { table: { ...table, staged: table.staged.slice(0, -1) }, send: [] };
    default:
      // Local-only messages (bots, hand-over, loading a save) mean nothing online.
      return { table, send: [] };
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
  let sel: Selection = reset(table);
  // Each applied action brings one update; a turn that moved on (a timer, the game's end) ends the wait.
  const inFlight = legal === null ? 0 : Math.max(0, table.inFlight - 1);
  const next0: Table = { ...table, view, legal, step, inFlight, explain: null };
  const d = tableDecision(next0);
  if (sameTurn && d && table.sel.mode !== "serenata") {
    const kept = table.sel.mode === "main" ? keptAttack(d, table.sel) : null;
    if (kept) sel = kept;
    else if (table.sel.mode === "fortify" && view.stage !== "over") sel = reset(table, "fortify");
  }
  if (d && d.place.length > 0) {
    const left = view.stage === "setup" ? view.batchLeft : view.pendingArmies;
    sel = { ...sel, placeAmount: placeAmountAfter(table.sel.placeAmount, left) };
  }
  const staged = view.stage === "reinforce" && mine ? table.staged : [];
  const next: Table = { ...next0, sel, staged };
  if (table.blitz) {
    const roll = blitzRoll(next);
    if (roll) return sending(next, [roll]);
    return { table: { ...next, blitz: null }, send: [] };
  }
  return { table: next, send: [] };
}

/** A refusal ended what was in flight: the player may act again, the blitz stops. */
export function tableRefused(table: Table): Table {
  return { ...table, inFlight: 0, blitz: null, staged: [] };
}

/** How the map should mark regions now (as the local controller does). */
export function tableHighlights(table: Table): Highlights {
  const placesDone = staging(table) && tablePlacesLeft(table) <= 0;
  return selectionHighlights(tableDecision(table), table.sel, table.view, placesDone);
}

/** The seat this table plays. */
export function tableSeat(table: Table): Seat | null {
  return table.view.viewer;
}
