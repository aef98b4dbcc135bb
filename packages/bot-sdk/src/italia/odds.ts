/**
 * Exact battle odds under Italia's dice rules (R6.2–R6.3), computed, not simulated.
 *
 * One roll: the defender rolls one die per army, at most 3; the attacker rolls 1–3 dice, at most
 * (armies in the attacking region − 1) and never fewer than the defender. Highest dice are compared
 * in pairs (as many pairs as the defender's dice); ties go to the defender.
 *
 * A battle is a Markov chain over (armies in the attacking region, armies in the defending
 * region): the attacker rolls the most dice allowed, min(3, a − 1), every time, and the battle
 * stops when the defender is emptied (a conquest) or when no legal number of dice is left
 * (a − 1 < min(3, d)) — or earlier, when the attacker chooses to stop at `stopAt` armies.
 *
 * @module
 */
import { attackDiceLimit, defenceDice } from "@italia/engine";

/** One outcome of a single roll. */
export interface RollOutcome {
  /** Armies the attacker loses. */
  readonly attackerLosses: number;
  /** Armies the defender loses. */
  readonly defenderLosses: number;
  /** Its probability, `ways / total`. */
  readonly probability: number;
  /** Dice results (out of `total`) that give this outcome: the exact numerator. */
  readonly ways: number;
  /** All dice results: 6^(attacker dice + defender dice). */
  readonly total: number;
}

const rollCache = new Map<number, readonly RollOutcome[]>();

/**
 * The exact outcomes of one roll with `attackerDice` against `defenderDice` (R6.3), by enumerating
 * every result of the dice. Outcomes are listed by increasing attacker losses.
 *
 * @param attackerDice 1–3, at least `defenderDice` (R6.2)
 * @param defenderDice 1–3
 * @throws RangeError for dice counts the rules do not allow
 * @example
 * ```ts
 * rollOdds(1, 1); // [{ attackerLosses: 0, defenderLosses: 1, ways: 15, total: 36, … }, { attackerLosses: 1, … ways: 21 }]
 * ```
 */
export function rollOdds(attackerDice: number, defenderDice: number): readonly RollOutcome[] {
  if (
    !Number.isInteger(attackerDice) ||
    !Number.isInteger(defenderDice) ||
    defenderDice < 1 ||
    defenderDice > 3 ||
    attackerDice < defenderDice ||
    attackerDice > 3
  ) {
    throw new RangeError(
      `rollOdds needs 1 ≤ defender dice ≤ attacker dice ≤ 3 (R6.2), got ${attackerDice} v ${defenderDice}`,
    );
  }
  const key = attackerDice * 4 + defenderDice;
  const hit = rollCache.get(key);
  if (hit) return hit;
  const n = attackerDice + defenderDice;
  const total = 6 ** n;
  const ways = new Array<number>(defenderDice + 1).fill(0);
  const dice = new Array<number>(n).fill(1);
  for (let code = 0; code < total; code++) {
    let c = code;
    for (let i = 0; i < n; i++) {
      dice[i] = 1 + (c % 6);
      c = Math.floor(c / 6);
    }
    const att = dice.slice(0, attackerDice).sort((x, y) => y - x);
    const def = dice.slice(attackerDice).sort((x, y) => y - x);
    let attackerLosses = 0;
    for (let i = 0; i < defenderDice; i++) if (att[i]! <= def[i]!) attackerLosses++;
    ways[attackerLosses]!++;
  }
  const out: RollOutcome[] = [];
  ways.forEach((w, attackerLosses) => {
    if (w > 0) {
      out.push({
        attackerLosses,
        defenderLosses: defenderDice - attackerLosses,
        probability: w / total,
        ways: w,
        total,
      });
    }
  });
  rollCache.set(key, out);
  return out;
}

/** A way a battle can end, with its probability. */
export interface BattleEnd {
  /** Armies left in the attacking region. */
  readonly attackers: number;
  /** Armies left in the defending region; 0 means it was conquered. */
  readonly defenders: number;
  readonly probability: number;
}

/** The odds of a battle fought to its end (see the module notes). */
export interface BattleOdds {
  /** Armies in the attacking region at the start. */
  readonly attackers: number;
  /** Armies in the defending region at the start. */
  readonly defenders: number;
  /** The attacker stops once the attacking region is down to this many armies. */
  readonly stopAt: number;
  /** Probability that the defending region is conquered. */
  readonly conquer: number;
  /** Expected armies the attacker loses. */
  readonly attackerLosses: number;
  /** Expected armies the defender loses. */
  readonly defenderLosses: number;
  /** Expected armies left in the attacking region, given a conquest (0 if none is possible). */
  readonly survivorsIfConquered: number;
  /** Every way the battle can end, by increasing `attackers`, then `defenders`. */
  readonly ends: readonly BattleEnd[];
}

/** Options of {@link battleOdds}. */
export interface BattleOptions {
  /**
   * Stop attacking once the attacking region is down to this many armies (default 1: fight while
   * any legal roll is left). Values below 1 count as 1.
   */
  readonly stopAt?: number;
}

const battleCache = new Map<string, BattleOdds>();

/** The most armies a side {@link battleOdds} computes for (a region never holds more than 50, R3). */
const MAX_SIDE = 1000;

/** Whether the attacker may (and wants to) roll again with `a` armies against `d` (R6.2). */
function canRoll(a: number, d: number, stopAt: number): boolean {
  return d > 0 && a > stopAt && attackDiceLimit(a) >= defenceDice(d);
}

/**
 * The exact odds of attacking a region with `defenders` armies from one with `attackers` armies,
 * rolling the most dice allowed every time until the region falls or no legal roll is left (R6.2).
 * Results are cached, so bots may call this freely.
 *
 * @param attackers armies in the attacking region (including the one that must stay behind)
 * @param defenders armies in the defending region
 * @throws RangeError for counts that are not whole numbers from 0 to 1000 (no region ever holds
 *   more than 50 armies, R3)
 * @example
 * ```ts
 * const odds = battleOdds(5, 2);
 * if (odds.conquer > 0.7) attack();
 * console.log(odds.attackerLosses, odds.defenderLosses);
 * ```
 */
export function battleOdds(
  attackers: number,
  defenders: number,
  options: BattleOptions = {},
): BattleOdds {
  if (!Number.isInteger(attackers) || !Number.isInteger(defenders) || attackers < 0) {
    throw new RangeError(`battleOdds needs whole army counts, got ${attackers} v ${defenders}`);
  }
  if (defenders < 0) throw new RangeError(`battleOdds needs defenders ≥ 0, got ${defenders}`);
  if (attackers > MAX_SIDE || defenders > MAX_SIDE) {
    throw new RangeError(
      `battleOdds computes at most ${MAX_SIDE} armies a side (a region never holds more than 50, R3), got ${attackers} v ${defenders}`,
    );
  }
  const stopAt = Math.max(1, Math.floor(options.stopAt ?? 1));
  const key = `${attackers}:${defenders}:${stopAt}`;
  const hit = battleCache.get(key);
  if (hit) return hit;

  // Forward propagation of probability mass. Every roll removes armies, so processing states by
  // decreasing a + d visits each state after all of its predecessors.
  const width = defenders + 1;
  const mass = new Float64Array((attackers + 1) * width);
  mass[attackers * width + defenders] = 1;
  const ends: BattleEnd[] = [];
  for (let total = attackers + defenders; total >= 0; total--) {
    for (let a = Math.min(attackers, total); a >= 0; a--) {
      const d = total - a;
      if (d < 0 || d > defenders) continue;
      const p = mass[a * width + d]!;
      if (p === 0) continue;
      if (!canRoll(a, d, stopAt)) {
        ends.push({ attackers: a, defenders: d, probability: p });
        continue;
      }
      for (const o of rollOdds(attackDiceLimit(a), defenceDice(d))) {
        const i = (a - o.attackerLosses) * width + (d - o.defenderLosses);
        mass[i] = mass[i]! + p * o.probability;
      }
    }
  }
  ends.sort((x, y) => x.attackers - y.attackers || x.defenders - y.defenders);
  let conquer = 0;
  let left = 0;
  let leftIfConquered = 0;
  let defendersLeft = 0;
  for (const e of ends) {
    left += e.probability * e.attackers;
    defendersLeft += e.probability * e.defenders;
    if (e.defenders === 0) {
      conquer += e.probability;
      leftIfConquered += e.probability * e.attackers;
    }
  }
  const odds: BattleOdds = {
    attackers,
    defenders,
    stopAt,
    conquer,
    attackerLosses: attackers - left,
    defenderLosses: defenders - defendersLeft,
    survivorsIfConquered: conquer > 0 ? leftIfConquered / conquer : 0,
    ends,
  };
  if (battleCache.size > 50_000) battleCache.clear();
  battleCache.set(key, odds);
  return odds;
}

/** The odds of conquering a chain of regions one after the other (see {@link chainOdds}). */
export interface ChainOdds {
  /** Probability that every region of the chain is conquered. */
  readonly conquerAll: number;
  /** Probability that at least the first `k + 1` regions are conquered, for each k. */
  readonly conquerAtLeast: readonly number[];
  /** Expected number of regions conquered. */
  readonly expectedConquests: number;
  /** Expected armies standing in the last region, given every region is conquered. */
  readonly survivorsIfConquered: number;
}

/**
 * The exact odds of attacking along a path: conquer the first region with `attackers` armies,
 * move every army but one into it (R6.4), attack the next region from there, and so on.
 *
 * @param attackers armies in the region the chain starts from
 * @param defenders armies in each region of the chain, in order
 * @example
 * ```ts
 * chainOdds(8, [1, 2, 1]).conquerAll; // take three regions in a row with 8 armies
 * ```
 */
export function chainOdds(attackers: number, defenders: readonly number[]): ChainOdds {
  // Distribution of the attacking stack (armies in the current source) after each conquest.
  let stack = new Map<number, number>([[attackers, 1]]);
  const atLeast: number[] = [];
  let expected = 0;
  for (const d of defenders) {
    const next = new Map<number, number>();
    let p = 0;
    for (const [a, pa] of stack) {
      for (const end of battleOdds(a, d).ends) {
        if (end.defenders !== 0) continue;
        // Move all but one in; the new region attacks next with that stack.
        const moved = end.attackers - 1;
        next.set(moved, (next.get(moved) ?? 0) + pa * end.probability);
        p += pa * end.probability;
      }
    }
    atLeast.push(p);
    expected += p;
    stack = next;
  }
  let survivors = 0;
  let mass = 0;
  for (const [a, p] of stack) {
    survivors += a * p;
    mass += p;
  }
  return {
    conquerAll: defenders.length === 0 ? 1 : (atLeast[atLeast.length - 1] ?? 0),
    conquerAtLeast: atLeast,
    expectedConquests: expected,
    survivorsIfConquered: defenders.length === 0 ? attackers : mass > 0 ? survivors / mass : 0,
  };
}

const DENSE = 64;
const conquerTable = new Float64Array(DENSE * DENSE).fill(-1);

/**
 * The probability of conquering a region with `defenders` armies from one with `attackers`
 * armies, fighting to the end — `battleOdds(attackers, defenders).conquer`, from a table, for the
 * inner loops of a search.
 */
export function conquerProbability(attackers: number, defenders: number): number {
  if (defenders <= 0) return 1;
  if (attackers < 2) return 0;
  if (attackers < DENSE && defenders < DENSE) {
    const i = attackers * DENSE + defenders;
    let p = conquerTable[i]!;
    if (p < 0) {
      p = battleOdds(attackers, defenders).conquer;
      conquerTable[i] = p;
    }
    return p;
  }
  return battleOdds(attackers, defenders).conquer;
}
