/**
 * What a playable combination gives, for the notice in the action panel: the armies of the
 * combination (R5.2), the region bonus of its cards (R5.3) and the 50-army cap (R3), all read
 * from the engine's tables and queries.
 */
import {
  armiesOnMap,
  COMBINATION_ARMIES,
  type Combination,
  type PlayerView,
  RULES,
  regionBonusRegions,
  type Seat,
} from "@italia/engine";
import type { ComboOption } from "./options";

/** The armies a play of `combo` by `seat` adds now: to place and on its regions, capped by R3. */
export function comboArmies(
  view: PlayerView,
  seat: Seat,
  combo: Pick<ComboOption, "cards" | "combination">,
): number {
  const bonus = regionBonusRegions(view, seat, combo.cards).length * RULES.regionCardBonus;
  const room = Math.max(0, RULES.armyCap - armiesOnMap(view, seat) - view.pendingArmies);
  return Math.min(COMBINATION_ARMIES[combo.combination] + bonus, room);
}

/**
 * The playable combination that gives the most armies ({@link comboArmies}; the first listed on a
 * tie), with those armies, or `null` when none is playable.
 */
export function bestCombo(
  view: PlayerView,
  seat: Seat,
  combos: readonly ComboOption[],
): { readonly combination: Combination; readonly armies: number } | null {
  let best: { combination: Combination; armies: number } | null = null;
  for (const c of combos) {
    const armies = comboArmies(view, seat, c);
    if (!best || armies > best.armies) best = { combination: c.combination, armies };
  }
  return best;
}
