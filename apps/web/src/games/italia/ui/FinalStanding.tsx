import { objectiveById, type PlayerView, type RankEntry, type Seat } from "@italia/engine";
import { useI18n } from "../../../i18n/context";
import { SeatBadge } from "./SeatBadge";

/**
 * The final standing of a finished game, the same on the local game's end screen and an online
 * room's: why the game ended, the winner, and the ranking (R11.6) with each seat's main objective
 * revealed (R12) and its score, then the note on ties.
 */
export function FinalStanding({
  view,
  ranks,
  reason,
  nameOf,
}: {
  /** The view at the end of the game (every main objective revealed). */
  view: PlayerView;
  /** The final ranking (the engine's `ranking`). */
  ranks: readonly RankEntry[];
  /** Why the game ended (the engine's `endReason`). */
  reason: string;
  nameOf: (seat: Seat) => string;
}) {
  const { t, tk } = useI18n();
  const winner = view.winner;
  return (
    <>
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
      {/* On a phone the table keeps rank, player, points, colpi and total in columns (the rest goes
          under each name), so it fits without scrolling sideways. */}
      <div className="ranking-scroll">
        <table className="ranking" data-testid="ranking">
          <thead>
            <tr>
              <th>{t("rank")}</th>
              <th>{t("player")}</th>
              <th className="wide-only">{t("objectiveCol")}</th>
              <th className="num">{t("pointsCol")}</th>
              <th className="num">{t("colpiCol")}</th>
              <th className="num">{t("totalCol")}</th>
              <th className="num wide-only">{t("otherCol")}</th>
              <th className="num wide-only">{t("armiesCol")}</th>
            </tr>
          </thead>
          <tbody>
            {ranks.map((r) => {
              const objective = view.seats[r.seat]?.objective;
              const objectiveName = objective ? objectiveById(objective).name : "—";
              return (
                <tr key={r.seat} className={r.rank === 1 ? "first" : ""} data-seat={r.seat}>
                  <td className="rank">{r.rank}</td>
                  <td>
                    <SeatBadge seat={r.seat} size="sm" /> {nameOf(r.seat)}
                    {r.eliminated && <span className="tag">{t("eliminatedTag")}</span>}
                    {/* On a phone the objective and the tie-breaks go under the name. */}
                    <span className="rank-more muted small">{objectiveName}</span>
                    <span className="rank-more muted small">
                      {t("rankTies", { other: r.score.otherRegions, armies: r.score.armies })}
                    </span>
                  </td>
                  <td className="muted wide-only" data-testid="revealed-objective">
                    {objectiveName}
                  </td>
                  <td className="num">{r.score.objective}</td>
                  <td className="num">{r.score.colpi}</td>
                  <td className="num total">{r.score.total}</td>
                  <td className="num wide-only">{r.score.otherRegions}</td>
                  <td className="num wide-only">{r.score.armies}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="muted small tie-note">{t("tieNote")}</p>
    </>
  );
}
