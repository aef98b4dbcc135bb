/**
 * The combination finder (R5): which combinations a hand can play, what each would bring now, and
 * which one to play.
 *
 * @module
 */
import {
  type CardId,
  COMBINATION_ARMIES,
  type Combination,
  cardById,
  combinationsInHand,
  type PlayerView,
  type RegionId,
  RULES,
  regionBonusRegions,
  type Seat,
} from "@italia/engine";
import { armiesOf, type Board } from "./regions.js";

/** A combination a hand can form, with what it would bring if played now. */
export interface CombinationOption {
  /** The cards, in hand order. */
  readonly cards: readonly CardId[];
  readonly combination: Combination;
  /** Armies it adds to place (R5.2), after the 50-army cap (R3). */
  readonly armies: number;
  /** Regions shown on its cards that the seat owns: +2 armies each, placed there at once (R5.3). */
  readonly regionBonus: readonly RegionId[];
  /** Total armies it brings: `armies` plus 2 per region bonus, after the cap. */
  readonly totalArmies: number;
  /** How many Nonne (jokers) it spends. */
  readonly nonne: number;
}

/**
 * Every combination a seat's hand can form (R5.2), valued on the current map: combination armies
 * plus the +2 region bonuses (R5.3), cut by the army cap (R3, counting `pending` armies). Sorted
 * by total armies, then by fewer Nonne spent. Whether a combination may be played now (stage,
 * Serenata targets) is for the legal moves to say.
 *
 * @param board the map (a view or a state)
 * @param seat whose hand it is
 * @param hand the cards
 * @param pending armies already waiting to be placed (they count toward the cap)
 */
export function combinationOptions(
  board: Board,
  seat: Seat,
  hand: readonly CardId[],
  pending = 0,
): CombinationOption[] {
  const room = Math.max(0, RULES.armyCap - armiesOf(board, seat) - pending);
  const out: CombinationOption[] = [];
  for (const { cards, combination } of combinationsInHand(hand)) {
    const regionBonus = regionBonusRegions(board, seat, cards);
    const nonne = cards.filter((c) => cardById(c).region === null).length;
    const bonus = Math.min(room, 2 * regionBonus.length);
    const armies = Math.min(room - bonus, COMBINATION_ARMIES[combination]);
    out.push({ cards, combination, armies, regionBonus, totalArmies: bonus + armies, nonne });
  }
  return out.sort((a, b) => b.totalArmies - a.totalArmies || a.nonne - b.nonne);
}

/**
 * The viewer's combinations, valued now (see {@link combinationOptions}).
 *
 * @example
 * ```ts
 * const [best] = handCombinations(ctx.view);
 * if (best && best.totalArmies >= 6) console.log("play", best.combination, best.cards);
 * ```
 */
export function handCombinations(view: PlayerView): CombinationOption[] {
  if (!view.me) return [];
  const pending = view.currentSeat === view.me.seat ? view.pendingArmies : 0;
  return combinationOptions(view, view.me.seat, view.me.hand, pending);
}
