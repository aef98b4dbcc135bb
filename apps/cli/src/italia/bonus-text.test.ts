import { BONUS_OBJECTIVES, bonusObjectiveById, regionName } from "@italia/engine";
import { describe, expect, it } from "vitest";
import { bonusAsks } from "./bonus-text.js";

describe("what a bonus objective asks (R9)", () => {
  it("says something for every objective, with no placeholder left", () => {
    for (const b of BONUS_OBJECTIVES) {
      const text = bonusAsks(b.id);
      expect(text).not.toMatch(/[{}]|undefined|NaN/);
      expect(text).toContain(" → ");
    }
  });

  it("takes regions, turns and rewards from the engine's table", () => {
    const ponte = bonusObjectiveById("ponte-sullo-stretto");
    const text = bonusAsks("ponte-sullo-stretto");
    for (const r of ponte.regions) expect(text).toContain(regionName(r));
    expect(text).toContain(`for ${ponte.turnsInARow} of your turns in a row`);
    const esodo = bonusObjectiveById("esodo-estivo");
    expect(bonusAsks("esodo-estivo")).toContain(`at least ${esodo.params.armies} armies`);
  });
});
