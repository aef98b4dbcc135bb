/**
 * End-of-game statistics for a recorded game: armies and regions per seat over the rounds (two
 * line charts), then a table of battles, dice luck against the exact expectation, combinations
 * played and colpi. Loaded on demand (the end screen and the replay viewer import it lazily).
 */
import { bonusObjectiveById, type Combination, type GameRecord, type Seat } from "@italia/engine";
import { useMemo } from "react";
import { useI18n } from "../../../i18n/context";
import { SEAT_COLORS, symbolOf } from "../game/seats";
import { SeatBadge } from "../ui/SeatBadge";
import { type GameStats, gameStats, luckOf, type SeatStats } from "./gameStats";
import { type ChartSeries, LineChart } from "./LineChart";
import "./stats.css";

const one = (n: number) => n.toFixed(1);
const signed = (n: number) => `${n >= 0 ? "+" : "−"}${Math.abs(n).toFixed(1)}`;

function Combinations({ seat }: { seat: SeatStats }) {
  const { tk, t } = useI18n();
  const list = (Object.entries(seat.combinations) as [Combination, number][]).filter(
    ([, n]) => n > 0,
  );
  if (list.length === 0) return <>—</>;
  return (
    <>
      {list.map(([combo, n]) => `${tk(`combo_${combo}`)} ×${n}`).join(", ")}
      {seat.cardArmies > 0 && (
        <span className="muted"> · {t("statsCardArmies", { n: seat.cardArmies })}</span>
      )}
    </>
  );
}

/** The statistics of `stats` (computed by the caller, or from `record`). */
export function StatsBody({ stats, nameOf }: { stats: GameStats; nameOf: (seat: Seat) => string }) {
  const { t } = useI18n();
  const xLabels = stats.rounds.map((r, i) =>
    i === stats.rounds.length - 1 && stats.finished ? t("statsEndPoint") : String(r),
  );
  const seriesOf = (values: readonly (readonly number[])[]): ChartSeries[] =>
    values.map((v, seat) => ({
      label: nameOf(seat),
      color: SEAT_COLORS[seat]!.strong,
      mark: symbolOf(seat),
      values: v,
    }));
  return (
    <div className="stats" data-testid="stats">
      <div className="stats-charts">
        <LineChart
          title={t("statsArmies")}
          ariaLabel={t("statsChartLabel", { title: t("statsArmies") })}
          series={seriesOf(stats.armies)}
          xLabels={xLabels}
          testId="chart-armies"
        />
        <LineChart
          title={t("statsRegions")}
          ariaLabel={t("statsChartLabel", { title: t("statsRegions") })}
          series={seriesOf(stats.regions)}
          xLabels={xLabels}
          testId="chart-regions"
        />
      </div>
      <ul className="chart-legend">
        {stats.seats.map((s) => (
          <li key={s.seat}>
            <SeatBadge seat={s.seat} size="sm" /> {nameOf(s.seat)}
          </li>
        ))}
      </ul>
      <div className="ranking-scroll">
        <table className="ranking stats-table" data-testid="stats-table">
          <thead>
            <tr>
              <th>{t("statsPlayer")}</th>
              <th className="num">{t("statsBattles")}</th>
              <th className="num">{t("statsDefences")}</th>
              <th className="num">{t("statsRegionsLost")}</th>
              <th className="num">{t("statsLost")}</th>
              <th className="num">{t("statsDestroyed")}</th>
              <th className="num">{t("statsLuck")}</th>
              <th>{t("statsCards")}</th>
              <th>{t("statsColpi")}</th>
            </tr>
          </thead>
          <tbody>
            {stats.seats.map((s) => {
              const luck = luckOf(s);
              return (
                <tr key={s.seat} data-seat={s.seat}>
                  <td>
                    <SeatBadge seat={s.seat} size="sm" /> {nameOf(s.seat)}
                  </td>
                  <td className="num" data-testid="battles">
                    {s.battlesWon} / {s.battlesLost}
                  </td>
                  <td className="num">{s.defencesHeld}</td>
                  <td className="num">{s.regionsLost}</td>
                  <td className="num">
                    {s.armiesLost} <span className="muted">({one(s.expectedLost)})</span>
                  </td>
                  <td className="num">
                    {s.armiesDestroyed} <span className="muted">({one(s.expectedDestroyed)})</span>
                  </td>
                  <td className={`num luck ${luck >= 0 ? "good" : "bad"}`} data-testid="luck">
                    {signed(luck)}
                  </td>
                  <td>
                    <Combinations seat={s} />
                  </td>
                  <td>
                    {s.colpi.length === 0
                      ? "—"
                      : s.colpi.map((id) => bonusObjectiveById(id).name).join(", ")}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="muted small">{t("statsLuckNote")}</p>
    </div>
  );
}

/** The statistics of a recorded game (replayed with the engine once, when shown). */
export default function GameStatsPanel({
  record,
  nameOf,
}: {
  record: GameRecord;
  nameOf: (seat: Seat) => string;
}) {
  const stats = useMemo(() => gameStats(record), [record]);
  return <StatsBody stats={stats} nameOf={nameOf} />;
}
