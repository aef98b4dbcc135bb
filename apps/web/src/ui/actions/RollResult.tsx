import { regionName } from "@italia/engine";
import { useI18n } from "../../i18n/context";
import type { ActionInputs } from "./props";

/**
 * The outcome of the player's own last roll, in the panel the player is looking at (on a phone
 * the dice tray is further down the page, under the pinned panel).
 */
export function RollResult({ input }: { input: ActionInputs }) {
  const { t } = useI18n();
  const { lastRoll: roll, view } = input;
  if (!roll || roll.n === 0) return null;
  const e = roll.event;
  if (e.seat !== view.currentSeat || (view.stage !== "attack" && view.stage !== "occupy"))
    return null;
  const conquered = view.regions[e.to].owner === e.seat;
  return (
    <p className="roll-result" data-testid="roll-result" aria-live="polite">
      {t("rollResult", {
        att: e.attackerDice.join("-"),
        def: e.defenderDice.join("-"),
        a: e.attackerLosses,
        d: e.defenderLosses,
        to: regionName(e.to),
      })}
      {conquered && <strong> {t("rollConquered", { to: regionName(e.to) })}</strong>}
    </p>
  );
}
