import type { Seat } from "@italia/engine";
import { useEffect, useRef } from "react";
import { useI18n } from "../../../i18n/context";
import { useFocusTrap } from "../../../ui/focusTrap";
import { SeatBadge } from "./SeatBadge";

/**
 * Hot-seat: hides the next player's secrets until they take the device. The focus goes to the
 * card, not to the button: a key press meant for the previous screen (Enter, Space) must not
 * reveal anything; the next player clicks, or tabs to the button, deliberately.
 */
export function HandOver({
  seat,
  name,
  onReveal,
}: {
  seat: Seat;
  name: string;
  onReveal: () => void;
}) {
  const { t } = useI18n();
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => card.current?.focus(), []);
  useFocusTrap(card);
  return (
    <div className="overlay handover" role="dialog" aria-modal="true" data-testid="handover">
      <div className="overlay-card" ref={card} tabIndex={-1}>
        <SeatBadge seat={seat} size="lg" />
        <h2>{t("handOverTitle", { name })}</h2>
        <p>{t("handOverText", { name })}</p>
        <button type="button" className="btn primary big" onClick={onReveal}>
          {t("handOverButton", { name })}
        </button>
      </div>
    </div>
  );
}
