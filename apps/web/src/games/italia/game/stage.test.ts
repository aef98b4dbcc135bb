import type { Stage } from "@italia/engine";
import { describe, expect, it } from "vitest";
import { stageShown } from "./stage";

describe("stageShown (R4)", () => {
  const cases: [string, Stage, number, boolean, Stage][] = [
    ["R2.4 setup stays setup", "setup", 3, false, "setup"],
    ["R4.2 armies to place: reinforce", "reinforce", 4, false, "reinforce"],
    ["R2.7 R4.1 nothing pending: attack", "reinforce", 0, false, "attack"],
    ["R4.4 attacking: attack", "attack", 0, false, "attack"],
    ["R4.5 choosing a fortify move before any attack: fortify", "reinforce", 0, true, "fortify"],
    ["R4.5 choosing a fortify move after attacks: fortify", "attack", 0, true, "fortify"],
    ["R7.3 Giro in Vespa after the first move: fortify", "fortify", 0, false, "fortify"],
    ["R6.4 a conquest to move into: occupy", "occupy", 0, false, "occupy"],
    ["R11 over", "over", 0, false, "over"],
    ["R4.2 armies pending are placed before fortifying", "reinforce", 2, true, "reinforce"],
  ];
  for (const [name, stage, pendingArmies, fortifying, shown] of cases) {
    it(name, () => {
      expect(stageShown({ stage, pendingArmies }, fortifying)).toBe(shown);
    });
  }
});
