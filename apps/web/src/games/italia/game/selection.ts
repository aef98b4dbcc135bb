/**
 * The player's selection on the map: what a click, «Passa» or a panel's choice means for the
 * current decision, which regions the map marks, and the move a confirmation sends. One set of
 * pure functions for the table at one device (`localTable.ts`, over the whole game state) and
 * online (`online/onlineTable.ts`, over the seat's view and the server's legal moves): both
 * read only the decision ({@link Decision}, from the engine's legal moves) and the few board facts
 * in {@link SelectionBoard}, so the two screens offer exactly the same choices.
 */
import type {
  FortifyAction,
  OccupyAction,
  PlayerAction,
  PlayerView,
  RegionId,
} from "@italia/engine";
import {
  attackMove,
  attackSources,
  attacksFrom,
  comboByKey,
  type Decision,
  fortifiesFrom,
  fortifyMove,
  fortifySources,
  placeMove,
  serenataFroms,
  serenataTos,
} from "./options";

/** What the player is doing with the map. */
export type Mode = "main" | "fortify" | "serenata";

/** The player's half-made choice. */
export interface Selection {
  readonly mode: Mode;
  readonly from: RegionId | null;
  readonly to: RegionId | null;
  /** Serenata: the chosen combination's key. */
  readonly combo: string | null;
  /** Armies per click when placing. */
  readonly placeAmount: number;
  /** Chosen number for fortify / occupy (`null` = the maximum), or blitz's stop-at (`null` = 1). */
  readonly count: number | null;
}

/** A reinforcement placement held on this device until the player confirms them all. */
export interface Placement {
  readonly region: RegionId;
  readonly count: number;
}

/** How the map should mark regions now. */
export interface Highlights {
  /** Regions a click would act on. */
  readonly selectable: ReadonlySet<RegionId>;
  /** Of those, the ones that complete the current choice (attack or move targets). */
  readonly targets: ReadonlySet<RegionId>;
  /** The chosen source / target. */
  readonly from: RegionId | null;
  readonly to: RegionId | null;
  /** What a click on a selectable region does, for styling. */
  readonly kind: "place" | "source" | "target" | "fortify" | "serenata" | "none";
}

/**
 * The board facts a selection reads: the stage, the regions' owners and a pending move-in. A
 * game state and a seat's view both have them.
 */
export type SelectionBoard = Pick<PlayerView, "stage" | "regions" | "occupy">;

/** Nothing chosen: attacks (or placements), one army per click. */
export const EMPTY_SELECTION: Selection = {
  mode: "main",
  from: null,
  to: null,
  combo: null,
  placeAmount: 1,
  count: null,
};

/** The selection cleared, keeping the armies-per-click choice, optionally in another mode. */
export function clearedSelection(sel: Selection, mode: Mode = "main"): Selection {
  return { ...EMPTY_SELECTION, placeAmount: sel.placeAmount, mode };
}

/** The held placements merged per region, in the order the regions were first chosen. */
export function mergedPlacements(staged: readonly Placement[]): Placement[] {
  const out = new Map<RegionId, number>();
  for (const p of staged) out.set(p.region, (out.get(p.region) ?? 0) + p.count);
  return [...out].map(([region, count]) => ({ region, count }));
}

/**
 * A copy of the view with the placements held on this device added to their regions' armies, for
 * the map to show them before they are sent (R4.2); the view itself when nothing is held.
 */
export function withHeldPlacements(view: PlayerView, staged: readonly Placement[]): PlayerView {
  if (staged.length === 0) return view;
  const regions = { ...view.regions };
  for (const p of mergedPlacements(staged)) {
    regions[p.region] = { ...regions[p.region], armies: regions[p.region].armies + p.count };
  }
  return { ...view, regions };
}

/** Armies per click after a placement, kept within what is `left` to place (at least 1). */
export function placeAmountAfter(placeAmount: number, left: number): number {
  return Math.max(1, Math.min(placeAmount, left || 1));
}

/**
 * After a roll without conquest, the same attack stays selected so "roll again" is one click; or
 * the same source, when it can still attack elsewhere. `null` when nothing of it can be kept.
 */
export function keptAttack(d: Decision, sel: Selection): Selection | null {
  if (sel.from && sel.to && attackMove(d, sel.from, sel.to)) return { ...sel, count: null };
  if (sel.from && attacksFrom(d, sel.from).length > 0) return { ...sel, to: null, count: null };
  return null;
}

/** Whether the turn is at its fortify step: chosen with «Passa», or the engine's stage. */
function fortifying(sel: Selection, board: SelectionBoard): boolean {
  return sel.mode === "fortify" || board.stage === "fortify";
}

/** What a click or «Passa» does. */
export type Choice =
  /** Nothing. */
  | { readonly kind: "none" }
  /** A new selection; `explain` is an own region that cannot attack, for the panel to say why. */
  | { readonly kind: "select"; readonly sel: Selection; readonly explain: RegionId | null }
  /** A reinforcement held on this device until confirmed (R4.2). */
  | { readonly kind: "stage"; readonly placement: Placement }
  /** An action to take now. */
  | { readonly kind: "act"; readonly action: PlayerAction };

const NONE: Choice = { kind: "none" };
const select = (sel: Selection, explain: RegionId | null = null): Choice => ({
  kind: "select",
  sel,
  explain,
});

/**
 * What a click on region `id` means for decision `d`. `stagingLeft` is the number of
 * reinforcements still to hold on this device when placements wait for a confirmation (R4.2),
 * `null` when a placement is taken at once.
 */
export function regionChoice(
  d: Decision,
  sel: Selection,
  board: SelectionBoard,
  id: RegionId,
  stagingLeft: number | null,
): Choice {
  const seat = d.seat;
  if (sel.mode === "serenata") {
    const combo = comboByKey(d, sel.combo);
    if (!combo) return select(clearedSelection(sel));
    const play = (from: RegionId, to: RegionId): Choice => ({
      kind: "act",
      action: { type: "playCards", seat, cards: [...combo.cards], target: { from, to } },
    });
    if (serenataTos(combo).includes(id)) {
      const froms = serenataFroms(combo, id);
      if (froms.length === 1) return play(froms[0]!, id);
      return select({ ...sel, to: id });
    }
    if (sel.to !== null && serenataFroms(combo, sel.to).includes(id)) return play(id, sel.to);
    return NONE;
  }
  const place = placeMove(d, id);
  if (stagingLeft !== null) {
    // R4.2 on this device first: held until confirmed, so a placement can be taken back.
    if (!place || stagingLeft <= 0) return NONE;
    const count = Math.max(1, Math.min(stagingLeft, sel.placeAmount));
    return { kind: "stage", placement: { region: id, count } };
  }
  if (place) {
    const count = Math.max(place.min, Math.min(place.max, sel.placeAmount));
    return { kind: "act", action: { type: "place", seat, region: id, count } };
  }
  if (d.place.length > 0 || d.occupy) return NONE;
  const fortify = fortifying(sel, board);
  const move = fortify ? fortifyMove : attackMove;
  const sources = fortify ? fortifySources(d) : attackSources(d);
  const mode: Mode = fortify ? "fortify" : sel.mode;
  // a target for the chosen source: the choice is complete
  if (sel.from && move(d, sel.from, id)) return select({ ...sel, mode, to: id, count: null });
  // the chosen source again: unselect it
  if (sel.from === id) return select({ ...sel, from: null, to: null });
  if (sources.includes(id)) return select({ ...sel, mode, from: id, to: null, count: null });
  // an own region that cannot attack: the panel says why (R6.1, R6.2)
  if (!fortify && board.regions[id].owner === seat)
    return select({ ...sel, from: null, to: null, count: null }, id);
  return NONE;
}

/**
 * «Passa» (R7): closes the attacks, so the fortify move (if any) follows as on the rules page;
 * at the fortify step, or with no fortify move, it ends the turn.
 */
export function passChoice(d: Decision | null, sel: Selection, board: SelectionBoard): Choice {
  if (!d?.canEnd) return NONE;
  if (!fortifying(sel, board) && d.fortifies.length > 0)
    return select(clearedSelection(sel, "fortify"));
  return { kind: "act", action: { type: "endTurn", seat: d.seat } };
}

/** The selection after a panel's choice that asks nothing of the engine. */
export type SelectionMsg =
  | { readonly type: "placeAmount"; readonly n: number }
  | { readonly type: "count"; readonly n: number }
  | { readonly type: "mode"; readonly mode: Mode }
  | { readonly type: "serenata"; readonly key: string }
  | { readonly type: "cancel" };

/** Applies a {@link SelectionMsg}. */
export function editSelection(sel: Selection, msg: SelectionMsg): Selection {
  switch (msg.type) {
    case "placeAmount":
      return { ...sel, placeAmount: Math.max(1, msg.n) };
    case "count":
      return { ...sel, count: msg.n };
    case "mode":
      return clearedSelection(sel, msg.mode);
    case "serenata":
      return { ...clearedSelection(sel, "serenata"), combo: msg.key };
    case "cancel":
      // With a target chosen, step back to the source; otherwise drop the whole choice.
      if (sel.to && sel.mode !== "serenata") return { ...sel, to: null, count: null };
      return clearedSelection(sel);
  }
}

/**
 * The move waiting for a confirmation (the panel's "Move N" button, or Enter): the occupy
 * move-in, or a fortify move whose regions are chosen, with the chosen count kept in the
 * engine's range.
 */
export function pendingChoice(
  d: Decision | null,
  sel: Selection,
  board: SelectionBoard,
): OccupyAction | FortifyAction | null {
  if (!d) return null;
  if (d.occupy) {
    const count = Math.max(d.occupy.min, Math.min(d.occupy.max, sel.count ?? d.occupy.max));
    return { type: "occupy", seat: d.seat, count };
  }
  if (!sel.from || !sel.to || !fortifying(sel, board)) return null;
  const move = fortifyMove(d, sel.from, sel.to);
  if (!move) return null;
  const count = Math.max(move.min, Math.min(move.max, sel.count ?? move.max));
  return { type: "fortify", seat: d.seat, from: move.from, to: move.to, count };
}

/**
 * The map's marks for decision `d` (`null`: not this device's to make) and the selection.
 * `placesDone`: every reinforcement is held on this device, so nothing more is selectable.
 */
export function selectionHighlights(
  d: Decision | null,
  sel: Selection,
  board: SelectionBoard,
  placesDone: boolean,
): Highlights {
  const none: Highlights = {
    selectable: new Set(),
    targets: new Set(),
    from: null,
    to: null,
    kind: "none",
  };
  const occ = board.occupy;
  if (!d) return occ ? { ...none, from: occ.from, to: occ.to } : none;
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
    if (placesDone) return none;
    const regions = new Set(d.place.map((m) => m.region));
    return { ...none, selectable: regions, targets: regions, kind: "place" };
  }
  if (d.occupy) return { ...none, from: occ?.from ?? null, to: occ?.to ?? null };
  if (fortifying(sel, board)) {
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
