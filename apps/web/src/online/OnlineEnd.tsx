import type { PlayerView, Seat } from "@italia/engine";
import { useState } from "react";
import { useI18n } from "../i18n/context";
import { FinalStanding } from "../ui/FinalStanding";
import type { RoomResult, RoomState } from "./room";
import { viewRanking } from "./standing";

/**
 * The end of an online game, the same for everybody: reason, winner, every main objective
 * revealed (R12) with the ranking (R11.6), and «Scarica la partita»: the room's record from the
 * server, for `italia replay`; a rematch to offer, or the one offered to accept.
 */
export function OnlineEnd({
  view,
  result,
  nameOf,
  onDownload,
  onClose,
  onLeave,
  rematch,
  onRematch,
  onAcceptRematch,
}: {
  view: PlayerView;
  result: RoomResult | null;
  nameOf: (seat: Seat) => string;
  onDownload: () => Promise<void>;
  onClose: () => void;
  onLeave: () => void;
  /** The rematch offered, if one was ({@link RoomState.rematch}). */
  rematch: RoomState["rematch"];
  /** Offers a rematch; `null` where this page may not (a spectator, a bot's seat). */
  onRematch: (() => void) | null;
  onAcceptRematch: (room: string) => void;
}) {
  const { t } = useI18n();
  const [error, setError] = useState<string | null>(null);
  const reason = view.endReason ?? result?.endReason ?? "sdadata";
  const ranks = viewRanking(view) ?? [];
  const download = () => {
    setError(null);
    onDownload().catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  };
  return (
    <div className="overlay end" role="dialog" aria-modal="true" data-testid="end-screen">
      <div className="overlay-card wide">
        <FinalStanding view={view} ranks={ranks} reason={reason} nameOf={nameOf} />
        {rematch && (
          <p className="rematch-offer" role="status" data-testid="rematch-offer">
            {rematch.by === null
              ? t("rematchOffered")
              : t("rematchOfferedBy", { name: nameOf(rematch.by) })}{" "}
            <button
              type="button"
              className="btn primary"
              onClick={() => onAcceptRematch(rematch.room)}
              data-testid="rematch-accept"
            >
              {t("rematchAccept")}
            </button>
          </p>
        )}
        <div className="row center">
          <button
            type="button"
            className="btn primary big"
            onClick={download}
            data-testid="download-record"
          >
            {t("downloadOnline")}
          </button>
          <button type="button" className="btn" onClick={onClose}>
            {t("viewBoard")}
          </button>
          {!rematch && onRematch && (
            <button type="button" className="btn" onClick={onRematch} data-testid="rematch">
              {t("rematch")}
            </button>
          )}
          <button type="button" className="btn" onClick={onLeave} data-testid="leave-room">
            {t("leaveRoom")}
          </button>
        </div>
        <p className="muted small">{t("downloadHint")}</p>
        {error && (
          <p className="toast" role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
