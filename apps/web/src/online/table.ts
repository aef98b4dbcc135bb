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
import type { Highlights, Mode, Msg, Placement, Selection } from "../game/controller";
import { mergedPlacements } from "../game/controller";
import {
  attackMove,
  attackSources,
  attacksFrom,
  comboByKey,
  type Decision,
  decisionFromMoves,
  fortifiesFrom,
  fortifyMove,
  fortifySources,
  placeMove,
  serenataFroms,
  serenataTos,
} from "../game/options";

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

const EMPTY: Selection = {
  mode: "main",
  from: null,
  to: null,
  combo: null,
  placeAmount: 1,
  count: null,
};

/** A table for the first update. */
export function initTable(
  view: PlayerView,
  legal: readonly LegalMove[] | null,
  step: number,
): Table {
  return { view, legal, step, sel: EMPTY, staged: [], explain: null, blitz: null, inFlight: 0 };
}

/** The seat's current decision, when it is to act and not waiting for the server. */
export function tableDecision(table: Table): Decision | null {
  if (!table.legal || table.inFlight > 0 || table.view.viewer === null) return null;
  return decisionFromMoves(table.view.viewer, table.legal);
}

function reset(table: Table, mode: Mode = "main"): Selection {
  return { ...EMPTY, placeAmount: table.sel.placeAmount, mode };
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

function clickRegion(table: Table, id: RegionId): TableStep {
  const d = tableDecision(table);
  if (!d) return { table, send: [] };
  const { sel } = table;
  const seat = d.seat;
  if (sel.mode === "serenata") {
    const combo = comboByKey(d, sel.combo);
    if (!combo) return { table: { ...table, sel: reset(table) }, send: [] };
    const play = (from: RegionId, to: RegionId) =>
      sending(table, [{ type: "playCards", seat, cards: [...combo.cards], target: { from, to } }]);
    if (serenataTos(combo).includes(id)) {
      const froms = serenataFroms(combo, id);
      if (froms.length === 1) return play(froms[0]!, id);
      return { table: { ...table, sel: { ...sel, to: id } }, send: [] };
    }
    if (sel.to !== null && serenataFroms(combo, sel.to).includes(id)) return play(id, sel.to);
    return { table, send: [] };
  }
  const place = placeMove(d, id);
  if (staging(table)) {
    const left = tablePlacesLeft(table);
    if (!place || left <= 0) return { table, send: [] };
    const count = Math.max(1, Math.min(left, sel.placeAmount));
    return { table: { ...table, staged: [...table.staged, { region: id, count }] }, send: [] };
  }
  if (place) {
    const count = Math.max(place.min, Math.min(place.max, sel.placeAmount));
    return sending(table, [{ type: "place", seat, region: id, count }]);
  }
  if (d.place.length > 0 || d.occupy) return { table, send: [] };
  const fortifying = sel.mode === "fortify" || table.view.stage === "fortify";
  const move = fortifying ? fortifyMove : attackMove;
  const sources = fortifying ? fortifySources(d) : attackSources(d);
  const mode: Mode = fortifying ? "fortify" : sel.mode;
  let next: Table = table;
  if (sel.from && move(d, sel.from, id))
    next = { ...table, sel: { ...sel, mode, to: id, count: null } };
  else if (sel.from === id) next = { ...table, sel: { ...sel, from: null, to: null } };
  else if (sources.includes(id))
    next = { ...table, sel: { ...sel, mode, from: id, to: null, count: null } };
  else if (!fortifying && table.view.regions[id].owner === seat)
    next = { ...table, sel: { ...sel, from: null, to: null, count: null }, explain: id };
  return { table: next, send: [] };
}

/** The move a confirmation would send: the occupy move-in, or a chosen fortify move. */
export function tablePending(table: Table): OccupyAction | FortifyAction | null {
  const d = tableDecision(table);
  if (!d) return null;
  const { sel } = table;
  if (d.occupy) {
    const count = Math.max(d.occupy.min, Math.min(d.occupy.max, sel.count ?? d.occupy.max));
    return { type: "occupy", seat: d.seat, count };
  }
  if (!sel.from || !sel.to) return null;
  if (sel.mode !== "fortify" && table.view.stage !== "fortify") return null;
  const move = fortifyMove(d, sel.from, sel.to);
  if (!move) return null;
  const count = Math.max(move.min, Math.min(move.max, sel.count ?? move.max));
  return { type: "fortify", seat: d.seat, from: move.from, to: move.to, count };
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
    case "pass": {
      if (!d?.canEnd) return { table, send: [] };
      const inFortify = table.sel.mode === "fortify" || table.view.stage === "fortify";
      if (!inFortify && d.fortifies.length > 0)
        return { table: { ...table, sel: reset(table, "fortify") }, send: [] };
      return sending(table, [{ type: "endTurn", seat: d.seat }]);
    }
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
      return {
        table: { ...table, sel: { ...table.sel, placeAmount: Math.max(1, msg.n) } },
        send: [],
      };
    case "count":
      return { table: { ...table, sel: { ...table.sel, count: msg.n } }, send: [] };
    case "mode":
      return { table: { ...table, sel: reset(table, msg.mode) }, send: [] };
    case "serenata":
      return {
        table: { ...table, sel: { ...reset(table, "serenata"), combo: msg.key } },
        send: [],
      };
    case "cancel": {
      const sel = table.sel;
      if (sel.to && sel.mode !== "serenata")
        return { table: { ...table, sel: { ...sel, to: null, count: null } }, send: [] };
      return { table: { ...table, sel: reset(table) }, send: [] };
    }
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
    const { from, to, mode } = table.sel;
    if (mode === "main" && from && to && attackMove(d, from, to))
      sel = { ...table.sel, count: null };
    else if (mode === "main" && from && attacksFrom(d, from).length > 0)
      sel = { ...table.sel, to: null, count: null };
    else if (mode === "fortify" && view.stage !== "over") sel = reset(table, "fortify");
  }
  if (d && d.place.length > 0) {
    const left = view.stage === "setup" ? view.batchLeft : view.pendingArmies;
    sel = { ...sel, placeAmount: Math.max(1, Math.min(table.sel.placeAmount, left || 1)) };
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
  const none: Highlights = {
    selectable: new Set(),
    targets: new Set(),
    from: null,
    to: null,
    kind: "none",
  };
  const occ = table.view.occupy;
  const d = tableDecision(table);
  if (!d) return occ ? { ...none, from: occ.from, to: occ.to } : none;
  const sel = table.sel;
  if (sel.mode === "serenata") {
    const combo = comboByKey(d, sel.combo);
    if (!combo) return none;
    if (sel.to) {
      const froms = serenataFroms(combo, sel.to);
      return {
        selectable: new Set([...froms, ...serenataTos(combo)]),
        targets: new Set(froms),
        from: null,
        to: sel.to,
        kind: "serenata",
      };
    }
    const tos = new Set(serenataTos(combo));
    return { selectable: tos, targets: tos, from: null, to: null, kind: "serenata" };
  }
  if (d.place.length > 0) {
    if (staging(table) && tablePlacesLeft(table) <= 0) return none;
    const regions = new Set(d.place.map((m) => m.region));
    return { ...none, selectable: regions, targets: regions, kind: "place" };
  }
  if (d.occupy) return { ...none, from: occ?.from ?? null, to: occ?.to ?? null };
  const fortifying = sel.mode === "fortify" || table.view.stage === "fortify";
  if (fortifying) {
    if (!sel.from) return { ...none, selectable: new Set(fortifySources(d)), kind: "fortify" };
    const tos = fortifiesFrom(d, sel.from).map((m) => m.to);
    return {
      selectable: new Set([...tos, ...fortifySources(d)]),
      targets: new Set(tos),
      from: sel.from,
      to: sel.to,
      kind: "fortify",
    };
  }
  if (!sel.from) return { ...none, selectable: new Set(attackSources(d)), kind: "source" };
  const tos = attacksFrom(d, sel.from).map((m) => m.to);
  return {
    selectable: new Set([...tos, ...attackSources(d)]),
    targets: new Set(tos),
    from: sel.from,
    to: sel.to,
    kind: "target",
  };
}

/** The seat this table plays. */
export function tableSeat(table: Table): Seat | null {
  return table.view.viewer;
}
