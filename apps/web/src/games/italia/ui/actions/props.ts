/**
 * What a decision panel may read. Built by {@link actionInputs} from a table controller's
 * {@link TableControls} (at one table or online), it holds the seat's {@link PlayerView} (R12)
 * and the controller's choices, never the engine's `GameState` or the session: a secret (another
 * hand, the deck order, an objective) cannot reach a panel by mistake.
 */
import type { FortifyAction, OccupyAction, PlayerView, RegionId, Seat } from "@italia/engine";
import type { Dispatch, ReactNode } from "react";
import type { LogEntry } from "../../game/log";
import type { Decision } from "../../game/options";
import type { Selection } from "../../game/selection";
import type { Msg, TableControls } from "../../game/table";
import { type TurnReinforcements, turnReinforcements } from "./reinforcements";

/** The public and own facts, plus the controller's state, that the action panels show. */
export interface ActionInputs {
  /** The game as the seat at the device may see it. */
  readonly view: PlayerView;
  /** The person's legal choices now, or `null` when it is not their turn on this device. */
  readonly decision: Decision | null;
  readonly sel: Selection;
  /** Reinforcements still to place on the map (R4.2), counting those held on this device. */
  readonly placesLeft: number;
  /** How many placements are held on this device, not yet sent. */
  readonly staged: number;
  /** An own region clicked that cannot attack (R6.1, R6.2). */
  readonly explain: RegionId | null;
  /** The last attack's dice. */
  readonly lastRoll: TableControls["lastRoll"];
  /** The occupy or fortify move a confirmation would send. */
  readonly pending: OccupyAction | FortifyAction | null;
  /** This turn's reinforcements (R4.1) and what combinations added. */
  readonly reinforcements: TurnReinforcements;
}

/** Props shared by every stage's panel: the inputs, the decision (never null here), and more. */
export interface StageProps {
  readonly input: ActionInputs;
  readonly decision: Decision;
  readonly title: ReactNode;
  readonly dispatch: Dispatch<Msg>;
}

/**
 * What {@link ActionPanel}'s stage panels read, taken from the table, the seat's view and the
 * game's log as the table has it.
 */
export function actionInputs(
  table: TableControls,
  view: PlayerView,
  log: readonly LogEntry[],
): ActionInputs {
  const seat: Seat = view.currentSeat;
  return {
    view,
    decision: table.decision,
    sel: table.sel,
    placesLeft: table.placesLeft,
    staged: table.staged.length,
    explain: table.explain,
    lastRoll: table.lastRoll,
    pending: table.pending,
    reinforcements: turnReinforcements(view, log, seat),
  };
}
