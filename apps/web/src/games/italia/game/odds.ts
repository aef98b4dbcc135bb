/**
 * Battle odds shown before attacking, from the bot SDK's exact odds (no simulation): the chance
 * to take a region fighting on with the most dice (R6.2), and what one roll with the chosen dice
 * does on average (R6.3).
 */
import { battleOdds, rollOdds } from "@italia/bot-sdk";
import { defenceDice, type PlayerView, type RegionId } from "@italia/engine";

/** The chance of conquering each target from `from`, attacking until it falls or no roll is left. */
export function targetOdds(
  view: Pick<PlayerView, "regions">,
  from: RegionId,
  targets: Iterable<RegionId>,
): Map<RegionId, number> {
  const out = new Map<RegionId, number>();
  const attackers = view.regions[from].armies;
  for (const to of targets) out.set(to, battleOdds(attackers, view.regions[to].armies).conquer);
  return out;
}

/** What one roll with `dice` attacking dice does on average, and its chance to take the region. */
export interface RollExpectation {
  readonly dice: number;
  readonly attackerLosses: number;
  readonly defenderLosses: number;
  /** The chance this very roll empties the region (possible only against 1 or 2 armies). */
  readonly conquerNow: number;
}

/** The exact expectation of one roll of `dice` dice against a region with `defenders` armies. */
export function rollExpectation(dice: number, defenders: number): RollExpectation {
  let attackerLosses = 0;
  let defenderLosses = 0;
  let conquerNow = 0;
  for (const o of rollOdds(dice, defenceDice(defenders))) {
    attackerLosses += o.attackerLosses * o.probability;
    defenderLosses += o.defenderLosses * o.probability;
    if (o.defenderLosses >= defenders) conquerNow += o.probability;
  }
  return { dice, attackerLosses, defenderLosses, conquerNow };
}

/** A probability as a whole percentage for people: never "0%" or "100%" for what may happen. */
export function percent(p: number): string {
  if (p <= 0) return "0%";
  if (p >= 1) return "100%";
  return `${Math.min(99, Math.max(1, Math.round(p * 100)))}%`;
}
