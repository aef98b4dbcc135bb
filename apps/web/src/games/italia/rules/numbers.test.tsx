/**
 * The rules page retypes no number: with every rules constant of the engine replaced by a
 * distinctive one, the page shows exactly those (only the words «1» and «2» of plain counting
 * remain, e.g. «1 or 2 armies», and the rule numbers that label its paragraphs).
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

vi.mock("@italia/engine", async (importOriginal) => {
  const engine = await importOriginal<typeof import("@italia/engine")>();
  let next = 900;
  const fake = () => ++next;
  const RULES = Object.fromEntries(Object.keys(engine.RULES).map((k) => [k, fake()]));
  const COMBINATION_ARMIES = Object.fromEntries(
    Object.keys(engine.COMBINATION_ARMIES).map((k) => [k, fake()]),
  );
  const ZONES = engine.ZONES.map((z) => ({ ...z, bonus: fake() }));
  const starting = { 3: fake(), 4: fake() };
  const BONUS_OBJECTIVES = engine.BONUS_OBJECTIVES.map((b) => ({
    ...b,
    turnsInARow: fake(),
    params: { armies: fake(), regions: fake() },
    reward:
      b.reward.kind === "doubleRegion"
        ? { ...b.reward, max: fake() }
        : "armies" in b.reward
          ? { ...b.reward, armies: fake() }
          : b.reward,
  }));
  return {
    ...engine,
    RULES,
    COMBINATION_ARMIES,
    ZONES,
    BONUS_OBJECTIVES,
    bonusObjectiveById: (id: string) => BONUS_OBJECTIVES.find((b) => b.id === id)!,
    startingArmies: (players: 3 | 4) => starting[players],
  };
});

const { RULES, COMBINATION_ARMIES, ZONES, BONUS_OBJECTIVES, startingArmies } = await import(
  "@italia/engine"
);
const { RulesIt } = await import("./RulesIt");
const { RulesEn } = await import("./RulesEn");

/** The page's text, tags and rule numbers (R6.4, the page's own numbering) stripped. */
function text(element: React.ReactElement): string {
  return renderToStaticMarkup(element)
    .replace(/<[^>]*>/g, " ")
    .replace(/&#x27;|&amp;/g, "'")
    .replace(/\bR\d+(?:\.\d+)?/g, " ");
}

describe.each([
  ["it", RulesIt],
  ["en", RulesEn],
] as const)("the rules page (%s)", (_lang, Rules) => {
  const page = text(<Rules />);

  it("R3, R5.6, R6.2, R11.4, R5.2, R5.3, R1.3: shows the engine's numbers, not retyped ones", () => {
    const numbers = [...page.matchAll(/\d+/g)].map((m) => Number(m[0]));
    const typed = numbers.filter((n) => n < 900 && n !== 1 && n !== 2);
    expect(typed).toEqual([]);
    for (const value of [
      RULES.armyCap,
      RULES.handLimit,
      RULES.maxDice,
      RULES.defaultRounds,
      RULES.regionCardBonus,
      RULES.regionsPerArmy,
      RULES.setupBatch,
      RULES.colpoPoints,
      RULES.colpiToWin,
      RULES.objectivePoints,
      RULES.sdadataFirstThreshold,
      RULES.sdadataMaxThreshold,
      RULES.sdadataMaxConquests,
      startingArmies(3),
      startingArmies(4),
      COMBINATION_ARMIES.pizzata,
      COMBINATION_ARMIES["tutto-il-pacchetto"],
      COMBINATION_ARMIES.mangia,
      ...ZONES.map((z) => z.bonus),
    ]) {
      expect(numbers).toContain(value);
    }
  });

  it("R9: lists all 12 bonus objectives from the engine's table", () => {
    expect(BONUS_OBJECTIVES).toHaveLength(12);
    for (const b of BONUS_OBJECTIVES) expect(page).toContain(b.name);
  });

  it("R13: has the «In rete» section", () => {
    expect(page).toContain("In rete");
    // the home page's button, as that language names it
    expect(page).toContain(_lang === "it" ? "Multigiocatore" : "Multiplayer / Online");
  });
});
