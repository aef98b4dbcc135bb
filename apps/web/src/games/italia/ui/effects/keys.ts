/**
 * The game's keyboard: Escape, P («Passa»), 1–3 dice, Backspace and Enter, read from the window
 * and sent to the controller as messages.
 */
import { type Dispatch, useEffect, useRef } from "react";
import { attackMove } from "../../game/options";
import type { Msg, TableControls } from "../../game/table";

/** What one key press does, given the table when it happens. */
function onKeys(model: TableControls, dispatch: Dispatch<Msg>, event: KeyboardEvent) {
  const target = event.target as HTMLElement | null;
  if (target && (target.tagName === "INPUT" || target.tagName === "SELECT")) return;
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  const d = model.decision;
  if (!d) return;
  const sel = model.sel;
  const seat = d.seat;
  if (event.key === "Escape") {
    dispatch({ type: "cancel" });
  } else if (event.key === "p" || event.key === "P") {
    dispatch({ type: "pass" });
  } else if (/^[1-3]$/.test(event.key) && sel.from && sel.to && sel.mode === "main") {
    const move = attackMove(d, sel.from, sel.to);
    const dice = Number(event.key);
    if (move && dice >= move.minDice && dice <= move.maxDice) {
      dispatch({
        type: "act",
        action: { type: "attack", seat, from: move.from, to: move.to, dice },
      });
    }
  } else if (event.key === "Backspace" && model.staged.length > 0) {
    dispatch({ type: "undoPlace" });
  } else if (event.key === "Enter" && model.staged.length > 0 && model.placesLeft === 0) {
    const onControl = target?.closest("button, [role=button], a");
    if (!onControl || onControl.hasAttribute("data-region")) dispatch({ type: "confirmPlaces" });
  } else if (event.key === "Enter") {
    // A button or link answers Enter itself; a map region leaves it here when a move is waiting.
    if (event.defaultPrevented) return;
    const onControl = target?.closest("button, [role=button], a");
    if (onControl && !onControl.hasAttribute("data-region")) return;
    const action = model.pending;
    if (action) dispatch({ type: "act", action });
  }
}

/** Listens to the keyboard while the game screen is shown; `model` is read at each key press. */
export function useGameKeys(model: TableControls, dispatch: Dispatch<Msg>): void {
  const modelRef = useRef(model);
  modelRef.current = model;
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeys(modelRef.current, dispatch, event);
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, [dispatch]);
}
