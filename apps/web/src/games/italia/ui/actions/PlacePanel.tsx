import { useI18n } from "../../../../i18n/context";
import { Panel, Stepper } from "../../../../ui/controls";
import { Breakdown } from "./Breakdown";
import { ComboNotice } from "./ComboNotice";
import type { StageProps } from "./props";

/** Placement: setup passes (R2.4) or pending reinforcements (R4.2), held here until confirmed. */
export function PlacePanel({ input, decision: d, title, dispatch }: StageProps) {
  const { t } = useI18n();
  const { view, sel } = input;
  const setup = view.stage === "setup";
  const first = d.place[0];
  if (!first) return null;
  const left = setup ? first.max : input.placesLeft;
  const max = Math.max(1, Math.min(first.max, left));
  const amount = Math.max(1, Math.min(max, sel.placeAmount));
  return (
    <Panel title={title} className="actions" testId="actions">
      {setup ? (
        <>
          <p className="big-line">{t("setupPlace", { n: max })}</p>
          <p className="muted">
            {t("setupLeftTotal", { n: view.seats[view.currentSeat]?.setupRemaining ?? 0 })}
          </p>
        </>
      ) : (
        <>
          <p className="big-line" data-testid="to-place" data-left={left}>
            {t("toPlace", { n: left })}
          </p>
          <Breakdown reinforcements={input.reinforcements} />
          <ComboNotice input={input} decision={d} />
        </>
      )}
      {left > 0 && (
        <>
          <div className="amount">
            <span className="label">{t("perClick")}</span>
            <Stepper
              value={amount}
              min={1}
              max={max}
              label={t("perClick")}
              onChange={(n) => dispatch({ type: "placeAmount", n })}
            />
            <button
              type="button"
              className="btn small"
              onClick={() => dispatch({ type: "placeAmount", n: max })}
              disabled={amount === max}
              data-testid="place-all"
            >
              {t("all")}
            </button>
          </div>
          <p className="hint">{t("clickToPlace")}</p>
        </>
      )}
      {!setup && (
        <div className="row">
          <button
            type="button"
            className="btn"
            data-testid="undo-place"
            disabled={input.staged === 0}
            onClick={() => dispatch({ type: "undoPlace" })}
          >
            {t("undoPlace")} <kbd>⌫</kbd>
          </button>
          <button
            type="button"
            className="btn primary"
            data-testid="confirm-places"
            disabled={left > 0}
            onClick={() => dispatch({ type: "confirmPlaces" })}
          >
            {t("confirmPlaces")} <kbd>⏎</kbd>
          </button>
        </div>
      )}
    </Panel>
  );
}
