import { RULES, zoneById } from "@italia/engine";
import { useI18n } from "../../../../i18n/context";
import type { TurnReinforcements } from "./reinforcements";

/** Where this turn's reinforcements come from (R4.1), with combinations and region cards (R8). */
export function Breakdown({ reinforcements }: { reinforcements: TurnReinforcements }) {
  const { t, tk } = useI18n();
  const { breakdown, combos, regionBonus } = reinforcements;
  if (!breakdown) return null;
  const total = breakdown.total + combos.reduce((sum, c) => sum + c.armies, 0) + regionBonus;
  return (
    <div className="breakdown" data-testid="breakdown">
      <h3 className="sub">{t("reinforcements")}</h3>
      {breakdown.firstTurn ? (
        <p className="muted">{t("firstTurn")}</p>
      ) : (
        <ul>
          <li>{t("fromRegions", { n: breakdown.fromRegions })}</li>
          {breakdown.zones.map((z) => (
            <li key={z.zone}>{t("fromZone", { n: z.bonus, zone: zoneById(z.zone).name })}</li>
          ))}
          {breakdown.rewards > 0 && <li>{t("fromRewards", { n: breakdown.rewards })}</li>}
          {breakdown.lost > 0 && <li className="warn">{t("lostCap", { n: breakdown.lost })}</li>}
        </ul>
      )}
      {combos.length > 0 && (
        <ul>
          {combos.map((c) => (
            <li key={c.cards.join("+")}>
              {t("fromCombo", { n: c.armies, combo: tk(`combo_${c.combination}`) })}
            </li>
          ))}
        </ul>
      )}
      {/* Serenata and Giro in Vespa add no armies to place, but their region bonus counts. */}
      {regionBonus > 0 && (
        <ul>
          <li>{t("fromRegionBonus", { n: regionBonus, each: RULES.regionCardBonus })}</li>
        </ul>
      )}
      <p className="total" data-testid="breakdown-total">
        {t("reinforcementsTotal", { n: total })}
      </p>
    </div>
  );
}
