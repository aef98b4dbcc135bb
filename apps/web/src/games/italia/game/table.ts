/**
 * Italia's table controller, whatever the connection: the player's selection on the map, the
 * reinforcements held on this device until confirmed (R4.2), the region whose «why not?» is
 * shown, and what a message of the screens means for them. Two implementations: the local game
 * (`localTable.ts`, over the local host's session: actions are applied at once) and an online
 * room (`online/onlineTable.ts`, over the seat's view and the server's legal moves: actions are
 * returned, to be sent). Both keep a {@link TableSelection} and ask the functions here what a
 * click, a confirmation or a blitz roll is; Italia's screens read either through
 * {@link TableControls} and send {@link Msg}s, never knowing which one drives them.
 *
 * @module
 */
import type {
  DiceRolledEvent,
  FortifyAction,
  OccupyAction,
  PlayerAction,
  PlayerView,
  RegionId,
  Seat,
} from "@italia/engine";
import { attackMove, type Decision } from "./options";
import type { SeatChange } from "./seats";
import {
  type Choice,
  clearedSelection,
  EMPTY_SELECTION,
  editSelection,
  type Highlights,
  mergedPlacements,
  type Placement,
  pendingChoice,
  regionChoice,
  type Selection,
  type SelectionBoard,
  type SelectionMsg,
  selectionHighlights,
} from "./selection";
import type { Session } from "./session";

/** Messages the screens send to a table controller. */
export type Msg =
  | { readonly type: "act"; readonly action: PlayerAction }
  | { readonly type: "bots"; readonly actions: readonly PlayerAction[] }
  | { readonly type: "region"; readonly id: RegionId }
  | { readonly type: "placeAmount"; readonly n: number }
  | { readonly type: "count"; readonly n: number }
  | { readonly type: "mode"; readonly mode: Selection["mode"] }
  | { readonly type: "serenata"; readonly key: string }
  | { readonly type: "cancel" }
  | { readonly type: "pass" }
  /** Takes back the last reinforcement placed and not yet sent. */
  | { readonly type: "undoPlace" }
  /** Sends the held reinforcement placements to the engine. */
  | { readonly type: "confirmPlaces" }
  /** Blitz: attack the chosen target with the most dice until it falls or `from` is down to `stopAt`. */
  | { readonly type: "blitz"; readonly stopAt: number }
  | { readonly type: "reveal" }
  /** From the game menu: a person's seat goes to a bot, resigns, or comes back to its person. */
  | { readonly type: "seat"; readonly seat: Seat; readonly change: SeatChange }
  | { readonly type: "dismissError" }
  | { readonly type: "dismissNotice" }
  | { readonly type: "load"; readonly session: Session };

/** What every table controller keeps of the player's choices, beside its connection's facts. */
export interface TableSelection {
  readonly sel: Selection;
  /**
   * Reinforcements placed on the map but not yet sent (R4.2): undoable until "confirm" sends
   * them as `place` actions. Empty outside the player's reinforcement stage.
   */
  readonly staged: readonly Placement[];
  /** An own region the player clicked that cannot attack: the panel says why (R6.1, R6.2). */
  readonly explain: RegionId | null;
}

/** A table's choices before any click. */
export const EMPTY_TABLE_SELECTION: TableSelection = {
  sel: EMPTY_SELECTION,
  staged: [],
  explain: null,
};

/**
 * The board facts a table judges the player's choices on: the whole game state at one table, the
 * seat's view online (both carry these).
 */
export type TableBoard = SelectionBoard & Pick<PlayerView, "pendingArmies">;

/** What Italia's screens read of a table controller, whatever drives it (see the module). */
export interface TableControls {
  /** The person's decision now, or `null` when nobody at this device may act. */
  readonly decision: Decision | null;
  readonly sel: Selection;
  /** How many placements are held on this device, not yet sent. */
  readonly staged: readonly Placement[];
  /** Reinforcements still to place on the map (R4.2), counting those held on this device. */
  readonly placesLeft: number;
  /** An own region clicked that cannot attack (R6.1, R6.2). */
  readonly explain: RegionId | null;
  /** The occupy or fortify move a confirmation would send. */
  readonly pending: OccupyAction | FortifyAction | null;
  /** How the map marks regions now. */
  readonly highlights: Highlights;
  /** The last attack's dice, with a counter so each roll animates. */
  readonly lastRoll: { readonly n: number; readonly event: DiceRolledEvent } | null;
}

/** Whether reinforcements are held on this device first and sent on confirm (R4.2). */
function staging(board: TableBoard, decision: Decision | null): boolean {
  // With every army sent, the reinforcement stage already offers the attacks (R6).
  return board.stage === "reinforce" && board.pendingArmies > 0 && decision !== null;
}

/** Armies held on this device, not yet sent. */
export function stagedTotal(staged: readonly Placement[]): number {
  return staged.reduce((sum, p) => sum + p.count, 0);
}

/** Reinforcements still to place (pending in the engine less those held here). */
export function placesLeftOn(board: TableBoard, staged: readonly Placement[]): number {
  return board.pendingArmies - stagedTotal(staged);
}

/** What a click on region `id` means now (a placement is held while staging). */
export function clickChoice(
  table: TableSelection,
  decision: Decision,
  board: TableBoard,
  id: RegionId,
): Choice {
  const stagingLeft = staging(board, decision) ? placesLeftOn(board, table.staged) : null;
  return regionChoice(decision, table.sel, board, id, stagingLeft);
}

/** The table after a {@link Choice} that sends nothing (`select`, `stage`), else as it is. */
export function chosen(table: TableSelection, choice: Choice): TableSelection {
  switch (choice.kind) {
    case "select":
      return {
        ...table,
        sel: choice.sel,
        explain: choice.explain ?? table.explain,
      };
    case "stage":
      return { ...table, staged: [...table.staged, choice.placement] };
    default:
      return table;
  }
}

/** The messages that only change the player's choices: no engine, no server. */
export type ChoiceMsg = SelectionMsg | { readonly type: "undoPlace" };

/** Whether `msg` only changes the player's choices. */
export function isChoiceMsg(msg: Msg): msg is Extract<Msg, ChoiceMsg> {
  switch (msg.type) {
    case "placeAmount":
    case "count":
    case "mode":
    case "serenata":
    case "cancel":
    case "undoPlace":
      return true;
    default:
      return false;
  }
}

/** The player's choices after a {@link ChoiceMsg}. */
export function editChoices<T extends TableSelection>(table: T, msg: ChoiceMsg): T {
  if (msg.type === "undoPlace") return { ...table, staged: table.staged.slice(0, -1) };
  return { ...table, sel: editSelection(table.sel, msg) };
}

/** The selection cleared, keeping the armies-per-click choice, optionally in another mode. */
export function resetSel(table: TableSelection, mode: Selection["mode"] = "main"): Selection {
  return clearedSelection(table.sel, mode);
}

/** The held placements as engine `place` actions, one per region. */
export function placeActions(decision: Decision, staged: readonly Placement[]): PlayerAction[] {
  return mergedPlacements(staged).map(
    (p): PlayerAction => ({ type: "place", seat: decision.seat, region: p.region, count: p.count }),
  );
}

/** What a blitz attacks, and down to how many armies of `from` it goes on. */
export interface Blitz {
  readonly from: RegionId;
  readonly to: RegionId;
  readonly stopAt: number;
}

/** The blitz the player's selection asks for (`stopAt` armies left), or `null` without one. */
export function blitzOf(sel: Selection, stopAt: number): Blitz | null {
  const { from, to } = sel;
  return from && to && sel.mode === "main" ? { from, to, stopAt } : null;
}

/**
 * The next roll of a blitz, if it goes on: the most dice the engine allows (R6.2), until the
 * region falls (R6.4's move-in follows), `from` is down to `stopAt` armies, or no roll is legal.
 */
export function blitzRoll(
  blitz: Blitz,
  decision: Decision | null,
  board: TableBoard,
): PlayerAction | null {
  if (!decision || board.stage === "occupy") return null;
  const move = attackMove(decision, blitz.from, blitz.to);
  if (!move || board.regions[blitz.from].armies <= Math.max(1, blitz.stopAt)) return null;
  return {
    type: "attack",
    seat: decision.seat,
    from: blitz.from,
    to: blitz.to,
    dice: move.maxDice,
  };
}

/**
 * The screens' view of a table: its choices judged against `board` and the person's `decision`
 * (see {@link TableControls}).
 */
export function tableControls(
  table: TableSelection,
  decision: Decision | null,
  board: TableBoard,
  lastRoll: TableControls["lastRoll"],
): TableControls {
  const placesLeft = placesLeftOn(board, table.staged);
  const placesDone = staging(board, decision) && placesLeft <= 0;
  return {
    decision,
    sel: table.sel,
    staged: table.staged,
    placesLeft,
    explain: table.explain,
    pending: pendingChoice(decision, table.sel, board),
    highlights: selectionHighlights(decision, table.sel, board, placesDone),
    lastRoll,
  };
}
