import { COMBINATION_ARMIES, regionName } from "@italia/engine";
import { useI18n } from "../../../../i18n/context";
import { Panel } from "../../../../ui/controls";
import { comboByKey } from "../../game/options";
import type { StageProps } from "./props";

/** Serenata (R8): the target is picked on the map; the panel says what to click next. */
export function SerenataPanel({ input, decision: d, title, dispatch }: StageProps) {
  const { t, tk } = useI18n();
  const { sel } = input;
  const combo = comboByKey(d, sel.combo);
  return (
    <Panel title={title} className="actions" testId="actions">
      <p className="big-line">
        {sel.to ? t("serenataPickFrom", { to: regionName(sel.to) }) : t("serenataPick")}
      </p>
      {combo && (
        <p className="muted">
          {tk(`effect_${combo.combination}`, { n: COMBINATION_ARMIES[combo.combination] })}
        </p>
      )}
      <div className="row">
        <button type="button" className="btn" onClick={() => dispatch({ type: "cancel" })}>
          {t("cancel")} <kbd>Esc</kbd>
        </button>
      </div>
    </Panel>
  );
}
