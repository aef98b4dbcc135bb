import type { GameRecord, Seat } from "@italia/engine";
import { lazy, Suspense, useEffect, useRef } from "react";
import { useI18n } from "../../../i18n/context";
import { useFocusTrap } from "../../../ui/focusTrap";

const GameStatsPanel = lazy(() => import("../stats/GameStatsPanel"));

/**
 * The statistics of a finished replay in a modal dialog: Tab stays inside, Escape or «Chiudi»
 * closes it, and the focus starts on «Chiudi».
 */
export function StatsDialog({
  record,
  nameOf,
  onClose,
}: {
  record: GameRecord;
  nameOf: (seat: Seat) => string;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const card = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  useFocusTrap(card);
  useEffect(() => {
    close.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);
  return (
    <div className="overlay" role="dialog" aria-modal="true" aria-label={t("statsTitle")}>
      <div className="overlay-card wide" ref={card} data-testid="stats-dialog">
        <h2>{t("statsTitle")}</h2>
        <Suspense fallback={<p>{t("statsLoading")}</p>}>
          <GameStatsPanel record={record} nameOf={nameOf} />
        </Suspense>
        <button
          ref={close}
          type="button"
          className="btn primary"
          onClick={onClose}
          data-testid="stats-close"
        >
          {t("close")}
        </button>
      </div>
    </div>
  );
}
