import {
  type GameRecord,
  objectiveById,
  type PlayerView,
  type RankEntry,
  type Seat,
} from "@italia/engine";
import { lazy, Suspense } from "react";
import { useI18n } from "../i18n/context";
import { SeatBadge } from "./controls";

const GameStatsPanel = lazy(() => import("../stats/GameStatsPanel"));

/**
 * The end of the game: reason, winner, scores and ranking (R11), then the game's statistics
 * (loaded on demand) and «Rivedi la partita», which opens the replay viewer on this game. It gets
 * only what the game's end reveals — the end-of-game view (every main objective shown), the final
 * ranking and the finished game's record — never the game state.
 */
export function EndScreen({
  view,
  ranks,
  record,
  nameOf,
  onNewGame,
  onClose,
  onReplay,
  onDownload,
}: {
  /** The view at the end of the game. */
  view: PlayerView;
  /** The final ranking (the engine's `ranking`, public once the game is over). */
  ranks: readonly RankEntry[];
  /** The finished game's record (nothing is secret once the game is over), for the statistics. */
  record: GameRecord;
  nameOf: (seat: Seat) => string;
  onNewGame: () => void;
  onClose: () => void;
  onReplay?: () => void;
  /** Saves the game record as a file. */
  onDownload: () => void;
}) {
  const { t, tk } = useI18n();
  const reason = view.endReason!;
  const winner = view.winner;
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
        {/* On a narrow screen the table scrolls sideways inside its own box, from its first column. */}
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
                  <tr key={r.seat} className={r.rank === 1 ? "first" : ""}>
                    <td className="rank">{r.rank}</td>
                    <td>
                      <SeatBadge seat={r.seat} size="sm" /> {nameOf(r.seat)}
                      {r.eliminated && <span className="tag">{t("eliminatedTag")}</span>}
                    </td>
                    <td className="muted">{objective ? objectiveById(objective).name : "—"}</td>
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
            onClick={onNewGame}
            data-testid="play-again"
          >
            {t("playAgain")}
          </button>
          <button type="button" className="btn" onClick={onClose}>
            {t("viewBoard")}
          </button>
          {onReplay && (
            <button type="button" className="btn" onClick={onReplay} data-testid="watch-replay">
              {t("replayWatch")}
            </button>
          )}
          <button type="button" className="btn" onClick={onDownload}>
            {t("download")}
          </button>
        </div>
        <h3 className="sub">{t("statsTitle")}</h3>
        <Suspense fallback={<p className="muted">{t("statsLoading")}</p>}>
          <GameStatsPanel record={record} nameOf={nameOf} />
        </Suspense>
      </div>
    </div>
  );
}
