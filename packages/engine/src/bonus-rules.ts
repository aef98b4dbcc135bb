/**
 * The numbers of the twelve bonus objectives (R9) — what each condition counts and what each
 * reward gives — in one table. The engine judges and rewards from it; clients read it (through
 * `BONUS_OBJECTIVES`) to describe the objectives instead of retyping the numbers.
 *
 * @module
 */
import type { BonusObjectiveId } from "./board.js";

/**
 * What a completed bonus objective gives (R9):
 * - `nextTurnArmies`: `armies` more reinforcements at the start of the next own turn;
 * - `untouchable`: no one may attack or Serenata the seat's regions until its next turn;
 * - `armiesNow`: `armies` placed at once on the seat's Sud or Isole region with the most armies;
 * - `doubleRegion`: the region's armies doubled, at most `max` more;
 * - `nonna`: one Nonna card.
 *
 * Every reward is capped by R3 (no more than 50 armies on the map).
 */
export type BonusRewardRule =
  | { readonly kind: "nextTurnArmies"; readonly armies: number }
  | { readonly kind: "untouchable" }
  | { readonly kind: "armiesNow"; readonly armies: number }
  | { readonly kind: "doubleRegion"; readonly max: number }
  | { readonly kind: "nonna" };

/**
 * The numbers a bonus objective's condition uses (R9), where it has any. Which field means what
 * depends on the objective:
 * - esodo-estivo: `armies` that must enter Sud or Isole from outside in one turn;
 * - uno-vale-uno: `regions` holding the same number of armies, that number at least `armies`;
 * - larghe-intese: `regions` in Nord and as many in Sud or Isole;
 * - mille-proroghe: at most `regions` held;
 * - cantiere-della-metro: one region with at least `armies`.
 *
 * The turns in a row are `turnsInARow` of the objective itself.
 */
export interface BonusParams {
  readonly armies?: number;
  readonly regions?: number;
}

/** One bonus objective's numbers: its condition's parameters and its reward. */
export interface BonusRule {
  readonly params: BonusParams;
  readonly reward: BonusRewardRule;
}

/** The numbers of every bonus objective (R9's table). */
export const BONUS_RULES: Readonly<Record<BonusObjectiveId, BonusRule>> = {
  "padania-libera": { params: {}, reward: { kind: "nextTurnArmies", armies: 4 } },
  "ponte-sullo-stretto": { params: {}, reward: { kind: "nextTurnArmies", armies: 3 } },
  "repubbliche-marinare": { params: {}, reward: { kind: "nextTurnArmies", armies: 4 } },
  "regno-delle-due-sicilie": { params: {}, reward: { kind: "nextTurnArmies", armies: 5 } },
  "stato-della-chiesa": { params: {}, reward: { kind: "untouchable" } },
  "salerno-reggio": { params: {}, reward: { kind: "nextTurnArmies", armies: 3 } },
  "esodo-estivo": { params: { armies: 4 }, reward: { kind: "armiesNow", armies: 3 } },
  "via-emilia": { params: {}, reward: { kind: "nextTurnArmies", armies: 3 } },
  "uno-vale-uno": {
    params: { regions: 7, armies: 2 },
    reward: { kind: "nextTurnArmies", armies: 5 },
  },
  "larghe-intese": { params: { regions: 4 }, reward: { kind: "nonna" } },
  "mille-proroghe": { params: { regions: 2 }, reward: { kind: "nextTurnArmies", armies: 6 } },
  "cantiere-della-metro": { params: { armies: 10 }, reward: { kind: "doubleRegion", max: 6 } },
};

/** A parameter the engine relies on; a missing one is a bug in the table above. */
export function bonusParam(id: BonusObjectiveId, key: keyof BonusParams): number {
  const value = BONUS_RULES[id].params[key];
  if (value === undefined) throw new Error(`BONUS_RULES["${id}"].params.${key} is missing`);
  return value;
}
