/**
 * What happens when a region changes hands (R5.4, R6.4, R6.5): ownership, the turn's conquest
 * count, elimination with card capture, and the end of the game when one player is left.
 *
 * @module
 */

import { isSudOrIsole, type RegionId } from "./board.js";
import { gainCards } from "./cards.js";
import type { Draft } from "./draft.js";
import { finishGame } from "./ending.js";
import { copyOf } from "./freeze.js";
import type { Seat } from "./state.js";

/**
 * Records armies entering Sud or Isole from outside for esodo-estivo (R9), counted only while the
 * seat holds that objective.
 */
export function recordEntry(
  d: Draft,
  seat: Seat,
  from: RegionId,
  to: RegionId,
  count: number,
): void {
  if (isSudOrIsole(from) || !isSudOrIsole(to)) return;
  if (!d.bonus(seat).held.includes("esodo-estivo")) return;
  const progress = d.mutBonus(seat).progress;
  progress["esodo-estivo"] = (progress["esodo-estivo"] ?? 0) + count;
}

/**
 * Gives `region` to `seat` with `armies` on it and does what every conquest does: counts it for
 * the turn (R8, R11.4), resets the loser's cantiere-della-metro count for it, and eliminates the
 * loser if that was their last region (R6.5).
 */
function conquer(
  d: Draft,
  seat: Seat,
  from: RegionId,
  region: RegionId,
  armies: number,
  by: "attack" | "serenata",
): Seat {
  const loser = d.region(region).owner;
  d.setRegion(region, seat, armies);
  d.mutTurn().conqueredThisTurn += 1;
  const cantiere = d.bonus(loser).progress["cantiere-della-metro"];
  if (cantiere && cantiere[region] !== undefined) {
    delete (d.mutBonus(loser).progress["cantiere-della-metro"] as Record<string, number>)[region];
  }
  if (d.recording)
    d.emit({ type: "regionConquered", seat, region, from, previousOwner: loser, by });
  return loser;
}

/** Conquest by attack (R6.4): the target now belongs to the attacker, empty until occupied. */
export function takeByAttack(
  d: Draft,
  seat: Seat,
  from: RegionId,
  to: RegionId,
  dice: number,
): void {
  const loser = conquer(d, seat, from, to, 0, "attack");
  const occupy = { from, to, min: dice, max: d.region(from).armies - 1 };
  d.s.stage = "occupy";
  d.s.occupy = occupy;
  if (eliminateIfBeaten(d, loser, seat)) {
    // R6.5: the game ends at once; the minimum number of armies moves in by itself.
    moveIn(d, seat, occupy.from, occupy.to, occupy.min, "occupy");
    d.s.occupy = null;
    finishGame(d, "ultimo-rimasto", seat);
  }
}

/** Conquest by Serenata (R5.4): one army moves from `from` into the target. */
export function takeBySerenata(d: Draft, seat: Seat, from: RegionId, to: RegionId): void {
  d.addArmies(from, -1);
  d.markMovedOut(from);
  const loser = conquer(d, seat, from, to, 1, "serenata");
  if (d.recording) d.emit({ type: "armiesMoved", seat, from, to, count: 1, reason: "serenata" });
  recordEntry(d, seat, from, to, 1);
  if (eliminateIfBeaten(d, loser, seat)) finishGame(d, "ultimo-rimasto", seat);
}

/** Moves armies between two regions of the same seat and records it (R6.4, R7, esodo-estivo). */
export function moveIn(
  d: Draft,
  seat: Seat,
  from: RegionId,
  to: RegionId,
  count: number,
  reason: "occupy" | "fortify",
): void {
  d.addArmies(from, -count);
  d.addArmies(to, count);
  d.markMovedOut(from);
  if (d.recording) d.emit({ type: "armiesMoved", seat, from, to, count, reason });
  recordEntry(d, seat, from, to, count);
}

/**
 * R6.5: a seat left without regions is eliminated and its cards go to the conqueror. Returns
 * whether only one player is left (R11.3), for the caller to end the game.
 */
function eliminateIfBeaten(d: Draft, loser: Seat, by: Seat): boolean {
  if (d.regionsOf(loser).length > 0) return false;
  d.s.eliminated = [...d.s.eliminated, loser];
  if (d.s.untouchable.includes(loser))
    d.s.untouchable = copyOf(d.s.untouchable).filter((s) => s !== loser);
  if (d.recording) d.emit({ type: "playerEliminated", seat: loser, by });
  const cards = copyOf(d.hand(loser));
  if (cards.length > 0) {
    d.mutHand(loser).length = 0;
    if (d.recording)
      d.emit({ type: "cardsCaptured", seat: by, from: loser, count: cards.length, cards });
    gainCards(d, by, cards);
  }
  return d.s.eliminated.length === d.s.players - 1;
}
