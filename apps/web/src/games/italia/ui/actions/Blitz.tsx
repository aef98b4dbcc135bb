import { battleOdds } from "@italia/bot-sdk";
import type { Dispatch } from "react";
import { useI18n } from "../../../../i18n/context";
import { Stepper } from "../../../../ui/controls";
import { percent } from "../../game/odds";
import type { Msg } from "../../game/table";

/** The battle fought to its end with the most dice: chance to conquer, expected losses (R6.2). */
export function AttackOdds({ attackers, defenders }: { attackers: number; defenders: number }) {
  const { t } = useI18n();
  const odds = battleOdds(attackers, defenders);
  return (
    <p className="odds" data-testid="odds-battle">
      {t("oddsBattle", {
        p: percent(odds.conquer),
        a: odds.attackerLosses.toFixed(1),
        d: odds.defenderLosses.toFixed(1),
      })}
    </p>
  );
}

/**
 * Blitz: "attack until conquered or down to N armies" as one decision, with its exact odds. The
 * controller still sends one engine `attack` per roll, so every roll is in the log and the tray.
 */
export function Blitz({
  attackers,
  defenders,
  stopAt,
  dispatch,
}: {
  attackers: number;
  defenders: number;
  stopAt: number;
  dispatch: Dispatch<Msg>;
}) {
  const { t } = useI18n();
  const max = Math.max(1, attackers - 1);
  const n = Math.max(1, Math.min(max, stopAt));
  const odds = battleOdds(attackers, defenders, { stopAt: n });
  const go = () => dispatch({ type: "blitz", stopAt: n });
  return (
    <div className="blitz" data-testid="blitz-panel">
      <span className="label">{t("blitzStop")}</span>
      <Stepper
        value={n}
        min={1}
        max={max}
        label={t("blitzStop")}
        onChange={(v) => dispatch({ type: "count", n: v })}
        onConfirm={go}
      />
      <button type="button" className="btn primary" data-testid="blitz" onClick={go}>
        {t("blitz", { p: percent(odds.conquer) })}
      </button>
    </div>
  );
}
