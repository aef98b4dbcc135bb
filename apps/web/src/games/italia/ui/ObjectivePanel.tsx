import {
  type BonusObjectiveId,
  bonusObjectiveById,
  bonusStatus,
  objectiveById,
  type PlayerView,
  regionById,
  type Score,
} from "@italia/engine";
import { useI18n } from "../../../i18n/context";
import { Panel } from "../../../ui/controls";
import { bonusText } from "../i18n/bonus";
import { SeatBadge } from "./SeatBadge";

function BonusRow({ id, view }: { id: BonusObjectiveId; view: PlayerView }) {
  const { t, tn, lang } = useI18n();
  const me = view.me!;
  const text = bonusText(lang, id);
  // The engine judges the objective; the panel only words it.
  const status = bonusStatus(view, me.seat, id, me.progress);
  const holds = status.holdsNow;
  const { regions } = status;
  const held = regions.length - status.missing.length;
  // The objective's numbers come from the engine's table (R9), never retyped here.
  const { params, turnsInARow } = bonusObjectiveById(id);
  const info = { name: status.name, params, turnsInARow };
  const parts: string[] = [];
  if (regions.length > 0) parts.push(t("bonusRegions", { n: held, of: regions.length }));
  if (id === "esodo-estivo") {
    parts.push(t("bonusEsodo", { n: status.entered ?? 0, of: info.params.armies ?? 0 }));
  } else if (id === "cantiere-della-metro") {
    parts.push(t("bonusCantiere", { n: status.streak, of: info.turnsInARow }));
  } else if (status.sameArmies) {
    const { regions: n, armies } = status.sameArmies;
    const least = info.params.armies ?? 0;
    parts.push(
      t("bonusSameArmies", { n, of: info.params.regions ?? 0, armies: Math.max(armies, least) }),
    );
  } else if (status.zoneSplit) {
    parts.push(
      t("bonusZoneSplit", {
        nord: status.zoneSplit.nord,
        sud: status.zoneSplit.sudIsole,
        of: info.params.regions ?? 0,
      }),
    );
  }
  if (status.regionsHeld !== undefined)
    parts.push(tn("bonusRegionsHeld", status.regionsHeld, { max: info.params.regions ?? 0 }));
  if (status.needed > 1 && id !== "cantiere-della-metro") {
    parts.push(t("bonusStreak", { n: status.streak, of: status.needed }));
  }
  const meter =
    id === "cantiere-della-metro" || id === "esodo-estivo"
      ? null
      : regions.length > 0
        ? held / regions.length
        : null;
  return (
    <li className={`bonus${holds ? " holds" : ""}`}>
      <div className="bonus-head">
        <strong>{info.name}</strong>
        <span className={`pill ${holds ? "ok" : ""}`}>
          {holds ? t("bonusNow") : t("bonusNotYet")}
        </span>
      </div>
      <p className="bonus-goal">{text.goal}</p>
      <p className="bonus-reward">→ {text.reward}</p>
      {parts.length > 0 && <p className="bonus-progress">{parts.join(" · ")}</p>}
      {meter !== null && (
        <div className="meter" aria-hidden="true">
          <span style={{ width: `${Math.round(meter * 100)}%` }} />
        </div>
      )}
    </li>
  );
}

/**
 * «Obiettivo»: the viewer's main objective, points so far, and bonus objectives with progress.
 * `scores` holds a score only where the view reveals the seat's objective (see `visibleScores`).
 */
export function ObjectivePanel({
  view,
  scores,
}: {
  view: PlayerView;
  scores: readonly (Score | null)[];
}) {
  const { t } = useI18n();
  const me = view.me;
  if (!me && view.stage === "over") {
    // At the end every main objective is revealed (R12), so final scores can be explained.
    return (
      <Panel title={t("objective")} className="objective" testId="objective">
        <ul className="revealed">
          {view.seats.map((s) =>
            s.objective ? (
              <li key={s.seat}>
                <SeatBadge seat={s.seat} size="sm" />
                <span>{objectiveById(s.objective).name}</span>
                <span className="points">
                  {t("objectivePoints", { n: scores[s.seat]?.objective ?? 0 })}
                </span>
              </li>
            ) : null,
          )}
        </ul>
      </Panel>
    );
  }
  if (!me) {
    return (
      <Panel title={t("objective")} className="objective" testId="objective">
        <p className="muted">{t("objectiveHidden")}</p>
      </Panel>
    );
  }
  const objective = objectiveById(me.objective);
  const s = scores[me.seat];
  if (!s) return null;
  const completed = view.seats[me.seat]!.completed;
  return (
    <Panel
      title={t("objective")}
      extra={<span className="points">{t("objectivePoints", { n: s.objective })}</span>}
      className="objective"
      testId="objective"
    >
      <h3 className="objective-name">{objective.name}</h3>
      <div className="meter big" aria-hidden="true">
        <span style={{ width: `${Math.round((s.objective / 30) * 100)}%` }} />
      </div>
      <ul className="objective-regions">
        {objective.regions.map((id) => {
          const mine = view.regions[id].owner === me.seat;
          return (
            <li key={id} className={mine ? "mine" : ""}>
              <span className="check" aria-hidden="true">
                {mine ? "✓" : "·"}
              </span>
              {regionById(id).name}
              <span className="value">{regionById(id).value}</span>
            </li>
          );
        })}
      </ul>
      <p className="hint">{t("objectiveHint")}</p>
      <h3 className="sub">
        {t("bonusTitle")} <span className="muted">· {t("colpiDone", { n: completed.length })}</span>
      </h3>
      <ul className="bonus-list">
        {me.heldBonus.map((id) => (
          <BonusRow key={id} id={id} view={view} />
        ))}
      </ul>
      {completed.length > 0 && (
        <ul className="bonus-done">
          {completed.map((id) => (
            <li key={id}>★ {bonusObjectiveById(id).name}</li>
          ))}
        </ul>
      )}
      <p className="muted small">{t("scoreNow", { n: s.total })}</p>
    </Panel>
  );
}
