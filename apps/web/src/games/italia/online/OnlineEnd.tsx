import type { GameRecord, PlayerView, Seat } from "@italia/engine";
import { lazy, Suspense, useEffect, useState } from "react";
import { useI18n } from "../../../i18n/context";
import { FinalStanding } from "../ui/FinalStanding";
import type { RoomResult, RoomState } from "./room";
import { viewRanking } from "./standing";

const GameStatsPanel = lazy(() => import("../stats/GameStatsPanel"));

/**
 * The end of an online game, the same for everybody: reason, winner, every main objective
 * revealed (R12) with the ranking (R11.6); then, as at the end of a local game, «Rivedi la
 * partita» (the replay viewer) and the game's statistics, both from the room's record, fetched
 * from the server with the seat's credential; «Scarica la partita», the record as a file; and a
 * rematch to offer, or the one offered to accept.
 */
export function OnlineEnd({
  view,
  result,
  nameOf,
  loadRecord,
  onReplay,
  onDownload,
  onClose,
  onLeave,
  rematch = null,
  onRematch = null,
  onAcceptRematch,
}: {
  view: PlayerView;
  result: RoomResult | null;
  nameOf: (seat: Seat) => string;
  /** The room's record (once the game is over); loaded once, when the end is shown. */
  loadRecord: () => Promise<GameRecord>;
  /** Opens the replay viewer on the record. */
  onReplay: (record: GameRecord) => void;
  /** Downloads the record; absent for a spectator (no seat, no record, no replay). */
  onDownload?: () => Promise<void>;
  /** Shows the board behind (absent when there is none: a finished room reopened). */
  onClose?: () => void;
  onLeave: () => void;
  /** The rematch offered, if one was ({@link RoomState.rematch}). */
  rematch?: RoomState["rematch"];
  /** Offers a rematch; `null` where this page may not (no person's seat here). */
  onRematch?: (() => void) | null;
  /** Goes to the rematch's room (absent: the offer is not shown). */
  onAcceptRematch?: (room: string) => void;
}) {
  const { t } = useI18n();
  const [error, setError] = useState<string | null>(null);
  const [record, setRecord] = useState<GameRecord | null>(null);
  const [recordError, setRecordError] = useState(false);
  useEffect(() => {
    if (!onDownload) return;
    let live = true;
    loadRecord().then(
      (r) => live && setRecord(r),
      () => live && setRecordError(true),
    );
    return () => {
      live = false;
    };
  }, [loadRecord, onDownload]);
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
        {rematch && onAcceptRematch && (
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
          {onDownload && (
            <button
              type="button"
              className="btn primary big"
              disabled={record === null}
              onClick={() => record && onReplay(record)}
              data-testid="watch-replay"
            >
              {t("replayWatch")}
            </button>
          )}
          {onClose && (
            <button type="button" className="btn" onClick={onClose}>
              {t("viewBoard")}
            </button>
          )}
          {onDownload && (
            <button type="button" className="btn" onClick={download} data-testid="download-record">
              {t("downloadOnline")}
            </button>
          )}
          {!rematch && onRematch && (
            <button type="button" className="btn" onClick={onRematch} data-testid="rematch">
              {t("rematch")}
            </button>
          )}
          <button type="button" className="btn" onClick={onLeave} data-testid="leave-room">
            {t("leaveRoom")}
          </button>
        </div>
        {error && (
          <p className="toast" role="alert">
            {error}
          </p>
        )}
        {onDownload && <h3 className="sub">{t("statsTitle")}</h3>}
        {!onDownload ? null : record ? (
          <Suspense fallback={<p className="muted">{t("statsLoading")}</p>}>
            <GameStatsPanel record={record} nameOf={nameOf} />
          </Suspense>
        ) : (
          <p className="muted" data-testid="online-stats-pending">
            {t(recordError ? "onlineRecordMissing" : "statsLoading")}
          </p>
        )}
      </div>
    </div>
  );
}
