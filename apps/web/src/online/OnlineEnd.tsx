import type { PlayerView, Seat } from "@italia/engine";
import { useState } from "react";
import { useI18n } from "../i18n/context";
import { FinalStanding } from "../ui/FinalStanding";
import type { RoomResult } from "./room";
import { viewRanking } from "./standing";

/**
 * The end of an online game, the same for everybody: reason, winner, every main objective
 * revealed (R12) with the ranking (R11.6), and «Scarica la partita»: the room's record from the
 * server, for `italia replay`.
 */
export function OnlineEnd({
  view,
  result,
  nameOf,
  onDownload,
  onClose,
  onLeave,
}: {
  view: PlayerView;
  result: RoomResult | null;
  nameOf: (seat: Seat) => string;
  /** Downloads the record; absent for a spectator (no seat, no record). */
  onDownload?: () => Promise<void>;
  onClose: () => void;
  onLeave: () => void;
}) {
  const { t } = useI18n();
  const [error, setError] = useState<string | null>(null);
  const reason = view.endReason ?? result?.endReason ?? "sdadata";
  const ranks = viewRanking(view) ?? [];
  const download = () => {
    setError(null);
    onDownload?.().catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  };
  return (
    <div className="overlay end" role="dialog" aria-modal="true" data-testid="end-screen">
      <div className="overlay-card wide">
        <FinalStanding view={view} ranks={ranks} reason={reason} nameOf={nameOf} />
        <div className="row center">
          {onDownload && (
            <button
              type="button"
              className="btn primary big"
              onClick={download}
              data-testid="download-record"
            >
              {t("downloadOnline")}
            </button>
          )}
          <button type="button" className="btn" onClick={onClose}>
            {t("viewBoard")}
          </button>
          <button type="button" className="btn" onClick={onLeave} data-testid="leave-room">
            {t("leaveRoom")}
          </button>
        </div>
        {onDownload && <p className="muted small">{t("downloadHint")}</p>}
        {error && (
          <p className="toast" role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
