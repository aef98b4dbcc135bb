import { battleOdds } from "@italia/bot-sdk";
import { describe, expect, it } from "vitest";
import { percent, rollExpectation, targetOdds } from "./odds";

describe("battle odds for the attack panel", () => {
  it("R6.3: one roll of 3 dice against 2 armies: the classic 2,890/7,776 two-loss chance", () => {
    const e = rollExpectation(3, 2);
    // 3 vs 2: defender loses 2 in 2890 of 7776, each loses 1 in 2611, attacker loses 2 in 2275.
    expect(e.conquerNow).toBeCloseTo(2890 / 7776, 10);
    expect(e.defenderLosses).toBeCloseTo((2 * 2890 + 2611) / 7776, 10);
    expect(e.attackerLosses).toBeCloseTo((2 * 2275 + 2611) / 7776, 10);
  });

  it("R6.3: a single die against one army takes it 15 times in 36", () => {
    expect(rollExpectation(1, 1).conquerNow).toBeCloseTo(15 / 36, 10);
  });

  it("target odds are the SDK's battle odds for the regions' armies", () => {
    const regions = {
      lazio: { armies: 6 },
      umbria: { armies: 2 },
      toscana: { armies: 9 },
    } as unknown as Parameters<typeof targetOdds>[0]["regions"];
    const odds = targetOdds({ regions }, "lazio", ["umbria", "toscana"]);
    expect(odds.get("umbria")).toBe(battleOdds(6, 2).conquer);
    expect(odds.get("toscana")).toBe(battleOdds(6, 9).conquer);
  });

  it("percentages never round a possibility to 0% or a risk to 100%", () => {
    expect(percent(0.001)).toBe("1%");
    expect(percent(0.999)).toBe("99%");
    expect(percent(0)).toBe("0%");
    expect(percent(1)).toBe("100%");
    expect(percent(0.5)).toBe("50%");
  });
});
