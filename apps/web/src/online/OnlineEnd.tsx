import { objectiveById, type PlayerView, type Seat } from "@italia/engine";
import { useState } from "react";
import { useI18n } from "../i18n/context";
import { SeatBadge } from "../ui/controls";
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
  onDownload: () => Promise<void>;
  onClose: () => void;
  onLeave: () => void;
}) {
  const { t, tk } = useI18n();
  const [error, setError] = useState<string | null>(null);
  const reason = view.endReason ?? result?.endReason ?? "sdadata";
  const winner = view.winner;
  const ranks = viewRanking(view) ?? [];
  const download = () => {
    setError(null);
    onDownload().catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  };
  return (
    <div className="overlay end" role="dialog" aria-modal="true" data-testid="end-screen">
      <div className="overlay-card wide">
        <p className="kicker">{t("gameOver")}</p>
        <h2 className="end-reason">{tk(`reason_${reason}`)}</h2>
        <p className="end-text">
          {tk(`reasonText_${reason}`, { name: winner !== null ? nameOf(winner) : "" })}
        </p>
        <p className="end-winner" data-testid="winner">
          {winner !== null ? (
            <>
              <SeatBadge seat={winner} size="lg" /> {t("winner", { name: nameOf(winner) })}
            </>
          ) : (
            t("sharedWin")
          )}
        </p>
        <div className="ranking-scroll">
          <table className="ranking" data-testid="ranking">
            <thead>
              <tr>
                <th>{t("rank")}</th>
                <th>{t("player")}</th>
                <th>{t("objectiveCol")}</th>
                <th className="num">{t("pointsCol")}</th>
                <th className="num">{t("colpiCol")}</th>
                <th className="num">{t("totalCol")}</th>
                <th className="num">{t("otherCol")}</th>
                <th className="num">{t("armiesCol")}</th>
              </tr>
            </thead>
            <tbody>
              {ranks.map((r) => {
                const objective = view.seats[r.seat]?.objective;
                return (
                  <tr key={r.seat} className={r.rank === 1 ? "first" : ""} data-seat={r.seat}>
                    <td className="rank">{r.rank}</td>
                    <td>
                      <SeatBadge seat={r.seat} size="sm" /> {nameOf(r.seat)}
                      {r.eliminated && <span className="tag">{t("eliminatedTag")}</span>}
                    </td>
                    <td className="muted" data-testid="revealed-objective">
                      {objective ? objectiveById(objective).name : "—"}
                    </td>
                    <td className="num">{r.score.objective}</td>
                    <td className="num">{r.score.colpi}</td>
                    <td className="num total">{r.score.total}</td>
                    <td className="num">{r.score.otherRegions}</td>
                    <td className="num">{r.score.armies}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <p className="muted small tie-note">{t("tieNote")}</p>
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
