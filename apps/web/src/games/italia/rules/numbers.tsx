/**
 * What the rules page shows that the engine knows: every number of the rules text, the zone
 * bonuses and the twelve bonus objectives, read from the engine's constants and tables so the page
 * never retypes them (one source of truth).
 */
import {
  attackDiceLimit,
  BONUS_OBJECTIVES,
  COMBINATION_ARMIES,
  RULES,
  startingArmies,
  ZONES,
} from "@italia/engine";
import type { Lang } from "../../../i18n/i18n";
import { bonusText } from "../i18n/bonus";

/** The smallest number of armies a region needs to attack from (R6.1, R6.2). */
function minAttackArmies(): number {
  let armies = 1;
  while (attackDiceLimit(armies) < 1) armies++;
  return armies;
}

/** The numbers the rules text uses, each from the engine (read at render time). */
export function ruleNumbers() {
  return {
    ...RULES,
    armies3: startingArmies(3),
    armies4: startingArmies(4),
    minAttack: minAttackArmies(),
    pizzata: COMBINATION_ARMIES.pizzata,
    pacchetto: COMBINATION_ARMIES["tutto-il-pacchetto"],
    mangia: COMBINATION_ARMIES.mangia,
  };
}

/** The zone bonuses (R1.3) as a list, «Nord-Ovest +2, …», from the board data. */
export function ZoneBonuses() {
  return (
    <>
      {ZONES.map((z, i) => (
        <span key={z.id}>
          {i > 0 && ", "}
          {z.name} +{z.bonus}
        </span>
      ))}
    </>
  );
}

/** The twelve bonus objectives (R9) as a table: name, goal and reward, from the engine's table. */
export function BonusObjectivesTable({ lang }: { lang: Lang }) {
  const head =
    lang === "it"
      ? ["Obiettivo bonus", "Condizione", "Premio"]
      : ["Bonus objective", "Goal", "Reward"];
  return (
    <table className="rules-table bonus-table" data-testid="rules-bonus">
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h}>{h}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {BONUS_OBJECTIVES.map((b) => {
          const text = bonusText(lang, b.id);
          return (
            <tr key={b.id} data-bonus={b.id}>
              <td>
                <strong>{b.name}</strong>
              </td>
              <td>{text.goal}</td>
              <td>{text.reward}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
