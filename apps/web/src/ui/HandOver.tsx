import type { Seat } from "@italia/engine";
import { useEffect, useRef } from "react";
import { useI18n } from "../i18n/context";
import { SeatBadge } from "./controls";

/** Hot-seat: hides the next player's secrets until they take the device. */
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
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <div className="overlay handover" role="dialog" aria-modal="true" data-testid="handover">
      <div className="overlay-card">
        <SeatBadge seat={seat} size="lg" />
        <h2>{t("handOverTitle", { name })}</h2>
        <p>{t("handOverText", { name })}</p>
        <button ref={button} type="button" className="btn primary big" onClick={onReveal}>
          {t("handOverButton", { name })}
        </button>
      </div>
    </div>
  );
}
