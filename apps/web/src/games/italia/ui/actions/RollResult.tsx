import { regionName } from "@italia/engine";
import { useEffect, useRef } from "react";
import { useI18n } from "../../../../i18n/context";
import { useSound } from "../../../../sound/context";
import type { ActionInputs } from "./props";

/**
 * The outcome of the player's own last roll, in the panel the player is looking at (on a phone
 * the dice tray is further down the page, under the pinned panel).
 */
export function RollResult({ input }: { input: ActionInputs }) {
  const { t } = useI18n();
  const { play } = useSound();
  const playRef = useRef(play);
  playRef.current = play;
  const { lastRoll: roll, view } = input;
  const e = roll && roll.n > 0 ? roll.event : null;
  const shown =
    e !== null &&
    e.seat === view.currentSeat &&
    (view.stage === "attack" || view.stage === "occupy");
  const conquered = shown && view.regions[e.to].owner === e.seat;
  // A fanfare when this roll took the region (once per roll, when sounds are on).
  const n = roll?.n ?? 0;
  useEffect(() => {
    if (conquered && n > 0) playRef.current("conquest");
  }, [conquered, n]);
  if (!shown) return null;
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
