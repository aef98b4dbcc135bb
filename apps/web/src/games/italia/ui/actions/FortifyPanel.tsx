import { regionName } from "@italia/engine";
import { useI18n } from "../../../../i18n/context";
import { Panel, Stepper } from "../../../../ui/controls";
import { endTurnToWin } from "../../game/hints";
import { fortifyMove } from "../../game/options";
import { Why } from "../Why";
import type { StageProps } from "./props";

/** Why no fortify move is possible, on demand (R7.1, R7.2). */
export function WhyNoFortify() {
  const { t } = useI18n();
  return <Why text={t("why_noFortify")} rule="R7.1" testId="why-no-fortify" />;
}

/** Fortify (R7): after «Passa», or any number of moves with Giro in Vespa. */
export function FortifyPanel({ input, decision: d, title, dispatch }: StageProps) {
  const { t } = useI18n();
  const { view, sel } = input;
  const seat = view.currentSeat;
  const move = sel.from && sel.to ? fortifyMove(d, sel.from, sel.to) : undefined;
  const action = input.pending?.type === "fortify" ? input.pending : null;
  const count = action?.count ?? 0;
  return (
    <Panel title={title} className="actions" testId="actions">
      <h3 className="sub">{t("fortifyTitle")}</h3>
      {endTurnToWin(view, seat) && (
        <p className="badge win" data-testid="win-hint">
          {t("endTurnToWin")}
        </p>
      )}
      {view.turn.vespa ? (
        <p className="badge vespa">{t("vespaActive")}</p>
      ) : (
        d.fortifies.length > 0 && (
          <div className="hint">
            {t("fortifyEnds")} <Why text={t("why_fortifyEnds")} rule="R7.3" testId="why-fortify" />
          </div>
        )
      )}
      {move ? (
        <>
          <p className="big-line">
            {t("fortifyCount", { from: regionName(move.from), to: regionName(move.to) })}
          </p>
          <Stepper
            value={count}
            min={move.min}
            max={move.max}
            label={t("move")}
            onChange={(n) => dispatch({ type: "count", n })}
            onConfirm={() => action && dispatch({ type: "act", action })}
          />
          <div className="row">
            <button
              type="button"
              className="btn primary"
              data-testid="fortify"
              onClick={() => action && dispatch({ type: "act", action })}
            >
              {t("moveN", { n: count })} <kbd>⏎</kbd>
            </button>
            <button type="button" className="btn" onClick={() => dispatch({ type: "cancel" })}>
              {t("cancel")}
            </button>
          </div>
        </>
      ) : (
        <p className="big-line">
          {d.fortifies.length === 0 ? (
            <>
              {t("noFortify")} <WhyNoFortify />
            </>
          ) : sel.from ? (
            t("fortifyPickTarget", { from: regionName(sel.from) })
          ) : (
            t("fortifyPick")
          )}
        </p>
      )}
      <div className="row">
        {d.canEnd && (
          <button
            type="button"
            className="btn pass"
            data-testid="end-turn"
            onClick={() => dispatch({ type: "act", action: { type: "endTurn", seat } })}
          >
            {view.stage === "fortify" ? `«${t("pass")}»` : t("endWithoutMove")}
          </button>
        )}
        {view.stage !== "fortify" && d.attacks.length > 0 && !view.turn.fortified && (
          <button
            type="button"
            className="btn"
            onClick={() => dispatch({ type: "mode", mode: "main" })}
          >
            {t("backToAttack")}
          </button>
        )}
      </div>
    </Panel>
  );
}
