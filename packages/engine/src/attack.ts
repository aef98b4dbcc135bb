/**
 * Attacks and occupation (R6): checking an attack, rolling and comparing the dice, and moving in
 * after a conquest.
 *
 * @module
 */

import type { AttackAction, OccupyAction } from "./actions.js";
import { areAdjacent, attackDiceLimit, regionName } from "./board.js";
import { moveIn, takeByAttack } from "./conquest.js";
import type { Draft } from "./draft.js";
import { type RuleError, ruleError } from "./errors.js";
import { defenderDice, isUntouchable } from "./queries.js";
import { checkMainStage } from "./stages.js";
import type { GameState } from "./state.js";

/** Checks an `attack` action against R4 and R6 (seat and turn are checked by the caller). */
export function checkAttack(state: GameState, action: AttackAction): RuleError | null {
  const stageError = checkMainStage(state, "attack");
  if (stageError) return stageError;
  const { from, to, seat, dice } = action;
  const source = state.regions[from];
  const target = state.regions[to];
  if (source.owner !== seat) {
    return ruleError(
      "NOT_YOUR_REGION",
      "R6.1",
      `You attack from your own regions; ${regionName(from)} is not yours.`,
    );
  }
  if (!areAdjacent(from, to)) {
    return ruleError(
      "NOT_ADJACENT",
      "R6.1",
      `${regionName(to)} is not linked to ${regionName(from)}; attack a region that borders it (land, Strait or ferry).`,
    );
  }
  if (target.owner === seat) {
    return ruleError("NOT_AN_ENEMY", "R6.1", `${regionName(to)} is yours; attack an enemy region.`);
  }
  if (isUntouchable(state, target.owner)) {
    return ruleError(
      "TARGET_UNTOUCHABLE",
      "R9",
      `${regionName(to)} belongs to an untouchable player (Stato della Chiesa) until the start of their next turn; attack another player's region.`,
    );
  }
  if (source.armies < 2) {
    return ruleError(
      "TOO_FEW_ARMIES",
      "R6.1",
      `${regionName(from)} needs at least 2 armies to attack (1 always stays behind); attack from a region with more.`,
    );
  }
  const max = attackDiceLimit(source.armies);
  if (dice > max) {
    return ruleError(
      "TOO_MANY_DICE",
      "R6.2",
      `With ${source.armies} armies in ${regionName(from)} you may roll at most ${max} ${max === 1 ? "die" : "dice"}.`,
    );
  }
  const min = defenderDice(state, to);
  if (dice < min) {
    return ruleError(
      "TOO_FEW_DICE",
      "R6.2",
      min > max
        ? `The defender rolls ${min} dice and you may roll at most ${max}: this attack is not possible now.`
        : `The defender rolls ${min} dice; roll at least ${min} (never fewer than the defender).`,
    );
  }
  return null;
}

/** Resolves a checked attack (R6.2–R6.5). */
export function attack(d: Draft, action: AttackAction): void {
  const { seat, from, to, dice } = action;
  const defender = d.region(to).owner;
  // Written only when it changes: an unchanged turn record stays shared (nothing to copy or freeze).
  if (!d.s.turn.attacked) d.mutTurn().attacked = true;
  d.markMovedOut(from);
  d.s.stage = "attack";

  // Rolled into two reused arrays (no arrays per attack); the event, if any, gets copies.
  const attackerDice = ATTACKER_ROLLS;
  for (let i = 0; i < dice; i++) attackerDice[i] = d.rng.die();
  const defenderCount = defenderDice(d.s, to);
  const defenderRolls = DEFENDER_ROLLS;
  for (let i = 0; i < defenderCount; i++) defenderRolls[i] = d.rng.die();
  sortDescending(attackerDice, dice);
  sortDescending(defenderRolls, defenderCount);

  let attackerLosses = 0;
  let defenderLosses = 0;
  for (let i = 0; i < defenderCount; i++) {
    if (attackerDice[i]! > defenderRolls[i]!) defenderLosses++;
    else attackerLosses++;
  }
  if (d.recording)
    d.emit({
      type: "diceRolled",
      seat,
      defender,
      from,
      to,
      attackerDice: attackerDice.slice(0, dice),
      defenderDice: defenderRolls.slice(0, defenderCount),
      attackerLosses,
      defenderLosses,
    });
  if (attackerLosses > 0) d.addArmies(from, -attackerLosses);
  if (defenderLosses > 0) d.addArmies(to, -defenderLosses);
  if (d.region(to).armies === 0) takeByAttack(d, seat, from, to, dice);
}

/**
 * The dice of the attack being resolved, attacker's and defender's (the first `dice` and
 * defender-count entries are this attack's). `attack` never re-enters, so two arrays serve all.
 */
const ATTACKER_ROLLS: number[] = [0, 0, 0];
const DEFENDER_ROLLS: number[] = [0, 0, 0];

/**
 * Sorts the first `count` dice (at most 3), highest first, in place (no comparator closure: this
 * runs every attack).
 */
function sortDescending(dice: number[], count: number): void {
  for (let i = 1; i < count; i++) {
    const x = dice[i]!;
    let j = i - 1;
    while (j >= 0 && dice[j]! < x) {
      dice[j + 1] = dice[j]!;
      j--;
    }
    dice[j + 1] = x;
  }
}

/** Checks an `occupy` action against R6.4. */
export function checkOccupy(state: GameState, action: OccupyAction): RuleError | null {
  const occupy = state.occupy;
  if (state.stage !== "occupy" || !occupy) {
    return ruleError(
      "WRONG_STAGE",
      "R6.4",
      "There is no conquered region to move into now: occupy follows an attack that takes a region.",
    );
  }
  if (action.count < occupy.min || action.count > occupy.max) {
    return ruleError(
      "OCCUPY_OUT_OF_RANGE",
      "R6.4",
      `Move between ${occupy.min} and ${occupy.max} armies into ${regionName(occupy.to)} (at least the dice you rolled, leaving 1 behind).`,
    );
  }
  return null;
}

/** Moves the chosen armies into the conquered region (R6.4) and returns to the attack stage. */
export function occupy(d: Draft, action: OccupyAction): void {
  const { from, to } = d.s.occupy!;
  moveIn(d, action.seat, from, to, action.count, "occupy");
  d.s.occupy = null;
  d.s.stage = "attack";
}
