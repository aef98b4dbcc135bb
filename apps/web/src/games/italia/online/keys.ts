/**
 * The online game's keyboard, as in the local game: P «Passa», Esc cancels, 1–3 roll that many
 * dice on the chosen attack, Backspace takes back a held placement, Enter confirms the held
 * placements or the move waiting for a confirmation. Pure: a key and the table give a message.
 */
import { attackMove } from "../game/options";
import type { Msg, TableControls } from "../game/table";

/** What the handler needs to know about the key press. */
export interface KeyPress {
  readonly key: string;
  /** A modifier was held (Ctrl, ⌘, Alt): the browser's shortcut, not the game's. */
  readonly modified: boolean;
  /** The focus is in a text field or a list: keys belong to it. */
  readonly inField: boolean;
  /** The focus is on a button or link (not a map region), which answers Enter itself. */
  readonly onControl: boolean;
}

/** The message a key press sends, or `null` when the game does not use it. */
export function keyMsg(table: TableControls, press: KeyPress): Msg | null {
  if (press.inField || press.modified) return null;
  const d = table.decision;
  if (!d) return null;
  const { sel } = table;
  switch (press.key) {
    case "Escape":
      return { type: "cancel" };
    case "p":
    case "P":
      return { type: "pass" };
    case "Backspace":
      return table.staged.length > 0 ? { type: "undoPlace" } : null;
    case "Enter": {
      if (press.onControl) return null;
      if (table.staged.length > 0 && table.placesLeft === 0) return { type: "confirmPlaces" };
      const action = table.pending;
      return action ? { type: "act", action } : null;
    }
    case "1":
    case "2":
    case "3": {
      if (!sel.from || !sel.to || sel.mode !== "main") return null;
      const move = attackMove(d, sel.from, sel.to);
      const dice = Number(press.key);
      if (!move || dice < move.minDice || dice > move.maxDice) return null;
      return {
        type: "act",
        action: { type: "attack", seat: d.seat, from: move.from, to: move.to, dice },
      };
    }
    default:
      return null;
  }
}
