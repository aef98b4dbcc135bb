/**
 * The dice of a step: what Italia's records write of each step's randomness (`italia-record/2`'s
 * `dice`, `game-record/1`'s `chance`), read off its events.
 *
 * @module
 */
import type { GameEvent } from "./events.js";

/** The dice an action's events show, in record order. */
export function diceOf(events: readonly GameEvent[]): number[] {
  const dice: number[] = [];
  for (const e of events) {
    if (e.type === "diceRolled") dice.push(...e.attackerDice, ...e.defenderDice);
    else if (e.type === "sdadataRolled") dice.push(...e.dice);
  }
  return dice;
}
