import type { GameRecord, PlayerView, RankEntry, Seat } from "@italia/engine";
import { lazy, Suspense } from "react";
import { useI18n } from "../../../i18n/context";
import { FinalStanding } from "./FinalStanding";

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
  const { t } = useI18n();
  return (
    <div className="overlay end" role="dialog" aria-modal="true" data-testid="end-screen">
      <div className="overlay-card wide">
        <FinalStanding view={view} ranks={ranks} reason={view.endReason!} nameOf={nameOf} />
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
