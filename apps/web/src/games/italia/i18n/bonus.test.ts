import { BONUS_OBJECTIVES, COMBINATION_ARMIES, RULES } from "@italia/engine";
import { describe, expect, it } from "vitest";
import { translator } from "../../../i18n/i18n";
import { bonusText } from "./bonus";

describe("R9 bonus objective texts take their numbers from the engine's table", () => {
  it("R9 every goal and reward is filled in, in both languages", () => {
    for (const lang of ["it", "en"] as const) {
      for (const b of BONUS_OBJECTIVES) {
        const { goal, reward } = bonusText(lang, b.id);
        expect(goal).not.toMatch(/[{}]/);
        expect(reward).not.toMatch(/[{}]/);
        if (b.reward.kind === "nextTurnArmies") expect(reward).toContain(`+${b.reward.armies}`);
        if (b.turnsInARow > 1) expect(goal).toContain(String(b.turnsInARow));
      }
    }
  });

  it("R9 reads as the rules' table does", () => {
    expect(bonusText("en", "padania-libera").reward).toBe("+4 armies next turn");
    expect(bonusText("en", "cantiere-della-metro")).toEqual({
      goal: "One region with at least 10 armies for 14 of your turns, never moving out or attacking from it.",
      reward: "that region’s armies doubled (at most +6)",
    });
    expect(bonusText("it", "uno-vale-uno").goal).toBe(
      "Almeno 7 tue regioni con lo stesso numero di armate (almeno 2).",
    );
    expect(bonusText("en", "esodo-estivo").reward).toBe(
      "+3 armies at once on your strongest Sud or Isole region",
    );
  });
});

describe("R5.2 R5.3 combination texts take their numbers from the engine", () => {
  it("R5.2 a combination's effect names the armies the engine adds", () => {
    const { tk, t } = translator("en");
    expect(tk("effect_pizzata", { n: COMBINATION_ARMIES.pizzata })).toBe("+6 armies to place");
    expect(tk("effect_mangia", { n: COMBINATION_ARMIES.mangia })).toBe("+2 armies to place");
    expect(t("fromRegionBonus", { n: 4, each: RULES.regionCardBonus })).toContain("(+2 each)");
  });
});
