import { useI18n } from "../../../../i18n/context";
import { bestCombo } from "../../game/combos";
import type { Decision } from "../../game/options";
import type { ActionInputs } from "./props";

/**
 * «Combination available: +N» in the action panel whenever the hand holds a playable combination
 * (R5), N being what the best of them gives now; its button brings the hand's combinations into
 * view (on a laptop they sit below the fold).
 */
export function ComboNotice({ input, decision }: { input: ActionInputs; decision: Decision }) {
  const { t, tk } = useI18n();
  const best = bestCombo(input.view, decision.seat, decision.combos);
  if (!best) return null;
  const combo = tk(`combo_${best.combination}`);
  return (
    <p className="badge combo-available" data-testid="combo-available">
      <span>
        {best.armies > 0
          ? t("comboAvailable", { n: best.armies, combo })
          : t("comboAvailableEffect", { combo })}
      </span>
      <button
        type="button"
        className="btn small"
        onClick={() => document.querySelector(".hand .combos")?.scrollIntoView({ block: "center" })}
      >
        {t("comboShow")}
      </button>
    </p>
  );
}
