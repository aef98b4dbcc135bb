/**
 * Internal: `italia-bots odds <attackers> <defenders>`, Italia's exact battle odds (R6) for people.
 *
 * @internal
 * @module
 */
import { attackDiceLimit, defenceDice, RULES } from "@italia/engine";
import { battleOdds } from "./odds.js";

/** The most armies a region holds (R3): the largest side of a battle `odds` accepts. */
export const ARMY_CAP: number = RULES.armyCap;

/** A probability as a percentage with one decimal. */
function pct(x: number): string {
  return `${(100 * x).toFixed(1)}%`;
}

/**
 * Prints the odds of a battle of `args` (attacking and defending armies) with `out`, or the usage
 * with `err`; returns the exit code (0, or 2 for bad usage).
 */
export function oddsCommand(
  args: readonly string[],
  out: (text: string) => void,
  err: (text: string) => void,
): number {
  const cap = RULES.armyCap;
  const usage = `usage: italia-bots odds <attackers> <defenders>, each a whole number from 1 to ${cap}`;
  const [a, d] = args.map((x) => (/^\s*\d+\s*$/.test(x) ? Number(x) : Number.NaN));
  if (args.length !== 2 || !Number.isInteger(a) || !Number.isInteger(d) || a! < 1 || d! < 1) {
    err(`${usage}\n`);
    return 2;
  }
  if (a! > cap || d! > cap) {
    err(
      `italia-bots odds: a region holds at most ${cap} armies (R3), not ${Math.max(a!, d!)}\n${usage}\n`,
    );
    return 2;
  }
  // R6.1–R6.2: at least 2 armies to attack; at most (armies − 1) and 3 dice, never fewer than the
  // defender's (one per army, at most 3).
  const attackerDice = attackDiceLimit(a!);
  const defenderDice = defenceDice(d!);
  if (a! < 2 || attackerDice < defenderDice) {
    const why =
      a! < 2
        ? "a region needs at least 2 armies to attack, one of which stays behind (R6.1)."
        : `the attacker rolls at most ${attackerDice} dice (armies − 1), the defender rolls ` +
          `${defenderDice}, and the attacker\n  never rolls fewer dice than the defender (R6.2). ` +
          `Attack with at least ${defenderDice + 1} armies.`;
    const armies = a === 1 ? "1 attacking army" : `${a} attacking armies`;
    out(`${armies} against ${d}: no attack is possible:\n  ${why}\n`);
    return 0;
  }
  const o = battleOdds(a!, d!);
  out(
    `${a} attacking armies (one stays behind) against ${d}:\n` +
      `  conquer:                ${pct(o.conquer)}\n` +
      `  attacker losses (mean): ${o.attackerLosses.toFixed(2)}\n` +
      `  defender losses (mean): ${o.defenderLosses.toFixed(2)}\n` +
      `  armies left if won:     ${o.survivorsIfConquered.toFixed(2)}\n`,
  );
  return 0;
}
