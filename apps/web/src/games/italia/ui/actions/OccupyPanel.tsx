import { regionName } from "@italia/engine";
import { useI18n } from "../../../../i18n/context";
import { Panel, Stepper } from "../../../../ui/controls";
import type { StageProps } from "./props";
import { RollResult } from "./RollResult";

/** R6.4: how many armies move into the conquered region. */
export function OccupyPanel({ input, decision: d, title, dispatch }: StageProps) {
  const { t } = useI18n();
  const occ = input.view.occupy;
  const action = input.pending;
  if (!d.occupy || !occ || action?.type !== "occupy") return null;
  const count = action.count;
  return (
    <Panel title={title} className="actions" testId="actions">
      <RollResult input={input} />
      <p className="big-line">{t("occupyTitle", { to: regionName(occ.to) })}</p>
      <p>
        {t("occupyText", {
          from: regionName(occ.from),
          min: d.occupy.min,
          max: d.occupy.max,
        })}
      </p>
      <Stepper
        value={count}
        min={d.occupy.min}
        max={d.occupy.max}
        label={t("move")}
        onChange={(n) => dispatch({ type: "count", n })}
        onConfirm={() => dispatch({ type: "act", action })}
      />
      <div className="row">
        <button
          type="button"
          className="btn primary"
          data-testid="occupy"
          onClick={() => dispatch({ type: "act", action })}
        >
          {t("moveN", { n: count })} <kbd>⏎</kbd>
        </button>
      </div>
    </Panel>
  );
}
