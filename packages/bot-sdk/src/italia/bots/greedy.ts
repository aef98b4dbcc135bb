/**
 * The greedy bot: one-step-lookahead heuristics built on exact battle odds. It reinforces where
 * the armies buy the most (toward its objective and frontier), plays combinations, attacks when
 * the odds are good, splits armies sensibly after a conquest and fortifies safely.
 *
 * @module
 */
import {
  COMBINATION_ARMIES,
  cardById,
  combinationOf,
  type LegalMove,
  type ObjectiveId,
  type PlayerAction,
  REGION_IDS,
  regionIndex,
} from "@italia/engine";
import type { Bot, DecisionContext } from "../../bot.js";
import { conquerProbability } from "../odds.js";
import { actionFor, fallbackAction } from "../referee.js";
import {
  BONUS_REGIONS,
  NEIGHBOURS,
  OBJECTIVE_MASK,
  type Situation,
  situationFromView,
  VALUES,
  ZONE_LIST,
  ZONE_OF,
} from "./situation.js";

/** The knobs of the greedy policy. */
export interface GreedyOptions {
  /** Name in reports (default `"greedy"`). */
  readonly name?: string;
  /** Conquest probability needed to attack a region outside the objective (default 0.7). */
  readonly attackThreshold?: number;
  /** Conquest probability needed to attack a region of the main objective (default 0.45). */
  readonly objectiveThreshold?: number;
  /** Conquest probability needed for the turn's first conquest, which earns a card (default 0.55). */
  readonly cardThreshold?: number;
  /**
   * Conquest probability enough to attack the last region missing from the main objective, whose
   * conquest wins at the turn's end (default 0.45; the lower of this and `objectiveThreshold`
   * applies).
   */
  readonly finishThreshold?: number;
  /** Weight of next-turn attack chances when moving armies: fortifying, or after a conquest (default 0.6). */
  readonly potentialWeight?: number;
  /** Weight of next-turn attack chances when placing reinforcements (default 1). */
  readonly placementWeight?: number;
  /**
   * Weight of keeping the regions it holds, against the attack chances above, when placing or
   * moving armies (default 1).
   */
  readonly keepWeight?: number;
  /**
   * How much an objective region's value (its links, R1.2) adds to how much it is wanted, as a
   * share of the default (default 1; 0 wants every region of the objective alike).
   */
  readonly objectiveValueWeight?: number;
}

/** The greedy policy's parameters, all set. @internal */
export type GreedyParams = Required<Omit<GreedyOptions, "name">>;

/** The default parameters. @internal */
export const GREEDY_DEFAULTS: GreedyParams = {
  attackThreshold: 0.7,
  objectiveThreshold: 0.45,
  cardThreshold: 0.55,
  finishThreshold: 0.45,
  potentialWeight: 0.6,
  placementWeight: 1,
  keepWeight: 1,
  objectiveValueWeight: 1,
};

/**
 * Every knob of the greedy policy: the ones set in `options` (an `undefined` one counts as unset),
 * the others from `defaults`. @internal
 */
export function greedyParams(
  options: Omit<GreedyOptions, "name"> = {},
  defaults: GreedyParams = GREEDY_DEFAULTS,
): GreedyParams {
  const knob = (k: keyof GreedyParams) => options[k] ?? defaults[k];
  return {
    attackThreshold: knob("attackThreshold"),
    objectiveThreshold: knob("objectiveThreshold"),
    cardThreshold: knob("cardThreshold"),
    finishThreshold: knob("finishThreshold"),
    potentialWeight: knob("potentialWeight"),
    placementWeight: knob("placementWeight"),
    keepWeight: knob("keepWeight"),
    objectiveValueWeight: knob("objectiveValueWeight"),
  };
}

/** Per-decision scratch: how much the seat wants each region. */
interface Appraisal {
  readonly sit: Situation;
  readonly params: GreedyParams;
  /** Value of taking each enemy region (0 for own or untouchable regions). */
  readonly want: Float64Array;
  /** Value of keeping each own region. */
  readonly keep: Float64Array;
}

/** Per zone, how many of its regions the seat lacks (scratch of {@link appraise}, not re-entrant). */
const lacking = new Int32Array(ZONE_LIST.length);
/**
 * Per region, how many of the seat's held bonus objectives name it (scratch of {@link appraise}:
 * all 0 between calls).
 */
const bonusCount = new Int32Array(REGION_IDS.length);
/** The zone of each region and each zone's bonus, as typed tables for the appraisal's loops. */
const ZONE_INDEX = Int32Array.from(ZONE_OF);
const ZONE_BONUS = Float64Array.from(ZONE_LIST, (z) => z.bonus);

/**
 * Per objective value weight (by the params object that holds it) and objective: each region's
 * base value in the appraisal — 1, and for a region of the objective 2 more and a share of its
 * value (R1.2). Made once per objective and params.
 */
const baseTables = new WeakMap<GreedyParams, Map<ObjectiveId, Float64Array>>();

function objectiveBase(objective: ObjectiveId, params: GreedyParams): Float64Array {
  let byObjective = baseTables.get(params);
  if (!byObjective) {
    byObjective = new Map();
    baseTables.set(params, byObjective);
  }
  let base = byObjective.get(objective);
  if (!base) {
    const mask = OBJECTIVE_MASK.get(objective)!;
    const weight = params.objectiveValueWeight;
    base = new Float64Array(REGION_IDS.length);
    for (let i = 0; i < base.length; i++)
      base[i] = mask[i] ? 1 + (2 + (VALUES[i]! / 3) * weight) : 1;
    byObjective.set(objective, base);
  }
  return base;
}

/**
 * The tables of {@link greedyAction}'s appraisal, reused from decision to decision: an appraisal
 * never outlives the decision it was made for, and a new Float64Array of the board's size costs a
 * buffer outside the heap (in rollouts, where every step is a greedy decision, a tenth of the time).
 */
const scratch = {
  want: new Float64Array(REGION_IDS.length),
  keep: new Float64Array(REGION_IDS.length),
};

/**
 * How much `seat` wants each region, and how much it values keeping its own; into the given
 * tables (every entry written) or new ones. @internal
 */
export function appraise(
  sit: Situation,
  params: GreedyParams,
  into?: { readonly want: Float64Array; readonly keep: Float64Array },
): Appraisal {
  const n = REGION_IDS.length;
  const want = into ? into.want : new Float64Array(n);
  const keep = into ? into.keep : new Float64Array(n);
  const base = objectiveBase(sit.objective, params);
  const { owner, seat } = sit;
  const held = sit.heldBonus;
  for (let b = 0; b < held.length; b++) {
    const regions = BONUS_REGIONS.get(held[b]!);
    if (regions) for (let k = 0; k < regions.length; k++) bonusCount[regions[k]!]!++;
  }
  // Zones: how many regions of each the seat lacks.
  lacking.fill(0);
  for (let i = 0; i < n; i++) if (owner[i] !== seat) lacking[ZONE_INDEX[i]!]!++;
  const card = sit.conquered === 0 ? 1 : 0;
  const untouchable = sit.untouchable;
  const keepWeight = params.keepWeight;
  for (let i = 0; i < n; i++) {
    let v = base[i]!;
    // One at a time, as many times as bonus objectives name the region (the same sums as ever).
    for (let k = bonusCount[i]!; k > 0; k--) v += 1;
    const z = ZONE_INDEX[i]!;
    const o = owner[i]!;
    if (o === seat) {
      if (lacking[z] === 0) v += ZONE_BONUS[z]!;
      keep[i] = v * keepWeight;
      want[i] = 0;
    } else {
      keep[i] = 0;
      if (untouchable.length === 0 || !untouchable.includes(o)) {
        if (lacking[z] === 1) v += 1.5 * ZONE_BONUS[z]!;
        want[i] = v + card;
      } else want[i] = 0;
    }
  }
  if (held.length > 0) bonusCount.fill(0);
  return { sit, params, want, keep };
}

/** Probability that the strongest enemy neighbour takes region `i` defended by `a` armies. */
function loseChance(ap: Appraisal, i: number, a: number): number {
  const { owner, armies, seat } = ap.sit;
  let worst = 0;
  for (const j of NEIGHBOURS[i]!) {
    if (owner[j] === seat || armies[j]! < 2) continue;
    const p = conquerProbability(armies[j]!, a);
    if (p > worst) worst = p;
  }
  return worst;
}

/** The best attack chance from region `i` with `a` armies, weighted by how much the target is wanted. */
function potential(ap: Appraisal, i: number, a: number): number {
  const { owner, armies, seat } = ap.sit;
  let best = 0;
  for (const j of NEIGHBOURS[i]!) {
    if (owner[j] === seat || ap.want[j] === 0) continue;
    const p = ap.want[j]! * conquerProbability(a, armies[j]!);
    if (p > best) best = p;
  }
  return best;
}

/** What `a` armies on own region `i` are worth: safety plus attack chances. @internal */
export function worth(ap: Appraisal, i: number, a: number, potentialWeight: number): number {
  return ap.keep[i]! * (1 - loseChance(ap, i, a)) + potentialWeight * potential(ap, i, a);
}

function choosePlacement(ap: Appraisal, moves: readonly LegalMove[]): PlayerAction | null {
  let best: PlayerAction | null = null;
  let bestGain = Number.NEGATIVE_INFINITY;
  for (const m of moves) {
    if (m.type !== "place") continue;
    const i = regionIndex(m.region);
    const a = ap.sit.armies[i]!;
    const k = m.max;
    const w = ap.params.placementWeight;
    const gain = worth(ap, i, a + k, w) - worth(ap, i, a, w);
    if (gain > bestGain) {
      bestGain = gain;
      best = actionFor(m, k);
    }
  }
  return best;
}

function chooseCombination(ap: Appraisal, moves: readonly LegalMove[]): PlayerAction | null {
  const sit = ap.sit;
  const handSize = sit.hand.length;
  let best: PlayerAction | null = null;
  let bestScore = 0;
  for (const m of moves) {
    if (m.type !== "playCards") continue;
    let nonne = 0;
    let regionBonus = 0;
    for (const c of m.cards) {
      const card = cardById(c);
      if (card.region === null) nonne++;
      else if (sit.owner[regionIndex(card.region)] === sit.seat) regionBonus += 2;
    }
    let score: number;
    if (m.target) {
      // Serenata: worth it for a region we want badly, or to avoid losing the hand (R5.6).
      const w = ap.want[regionIndex(m.target.to)]!;
      score = w >= 3 || handSize >= 5 ? 2 + w + regionBonus : 0;
    } else if (m.cards.length === 1) {
      // Mangia: a Nonna alone; better kept as a joker unless the hand is filling up.
      score = handSize >= 5 ? 1 : 0;
    } else {
      const combination = combinationOf(m.cards);
      const armies = combination ? COMBINATION_ARMIES[combination] : 0;
      // Giro in Vespa brings no armies; play it only to empty a hand about to overflow.
      score = armies === 0 ? (handSize >= 6 ? 0.5 : 0) : armies + regionBonus - nonne;
    }
    if (score > bestScore) {
      bestScore = score;
      best = actionFor(m);
    }
  }
  return best;
}

/** Whether the seat lacks exactly one region of the regions in `mask`. */
function lacksOne(sit: Situation, mask: ArrayLike<boolean | number>): boolean {
  let missing = 0;
  for (let i = 0; i < mask.length; i++) {
    if (mask[i] && sit.owner[i] !== sit.seat && ++missing > 1) return false;
  }
  return missing === 1;
}

function chooseAttack(ap: Appraisal, moves: readonly LegalMove[]): PlayerAction | null {
  const { sit, params } = ap;
  const objective = OBJECTIVE_MASK.get(sit.objective)!;
  // The last region missing from the objective may be worth a riskier attack: it wins the game.
  const objectiveNeed =
    params.finishThreshold < params.objectiveThreshold && lacksOne(sit, objective)
      ? params.finishThreshold
      : params.objectiveThreshold;
  let best: PlayerAction | null = null;
  let bestScore = 0;
  for (const m of moves) {
    if (m.type !== "attack") continue;
    const i = regionIndex(m.from);
    const j = regionIndex(m.to);
    const p = conquerProbability(sit.armies[i]!, sit.armies[j]!);
    const threshold = objective[j]
      ? objectiveNeed
      : sit.conquered === 0
        ? Math.min(params.cardThreshold, params.attackThreshold)
        : params.attackThreshold;
    if (p < threshold) continue;
    const score = ap.want[j]! * p;
    if (score > bestScore) {
      bestScore = score;
      best = actionFor(m, m.maxDice);
    }
  }
  return best;
}

function chooseOccupy(ap: Appraisal, move: LegalMove): PlayerAction {
  if (move.type !== "occupy" || !ap.sit.occupy) return actionFor(move);
  const { from, to } = ap.sit.occupy;
  const i = regionIndex(from);
  const j = regionIndex(to);
  const total = ap.sit.armies[i]!;
  // The conquered region is ours now: value it like our own.
  if (ap.keep[j] === 0) ap.keep[j] = Math.max(1, ap.want[j]!);
  let best = move.max;
  let bestValue = Number.NEGATIVE_INFINITY;
  const w = ap.params.potentialWeight;
  for (let m = move.max; m >= move.min; m--) {
    const v = worth(ap, i, total - m, w) + worth(ap, j, m, 1);
    if (v > bestValue + 1e-9) {
      bestValue = v;
      best = m;
    }
  }
  return actionFor(move, best);
}

/**
 * What each region's armies are worth now, for {@link chooseFortify} (scratch of one call: NaN
 * until worked out).
 */
const worthNowOf = new Float64Array(REGION_IDS.length);

function chooseFortify(ap: Appraisal, moves: readonly LegalMove[]): PlayerAction | null {
  let best: PlayerAction | null = null;
  let bestGain = 0.05;
  const w = ap.params.potentialWeight;
  // A region is the start or the end of several moves: its worth as it stands is worked out once.
  worthNowOf.fill(Number.NaN);
  const worthNow = (i: number): number => {
    if (Number.isNaN(worthNowOf[i])) worthNowOf[i] = worth(ap, i, ap.sit.armies[i]!, w);
    return worthNowOf[i]!;
  };
  for (const m of moves) {
    if (m.type !== "fortify") continue;
    const i = regionIndex(m.from);
    const j = regionIndex(m.to);
    const a = ap.sit.armies[i]!;
    const b = ap.sit.armies[j]!;
    const before = worthNow(i) + worthNow(j);
    // All the armies it may move, and half of them.
    for (let half = 0; half < (m.max > 1 ? 2 : 1); half++) {
      const k = half === 0 ? m.max : Math.ceil(m.max / 2);
      const gain = worth(ap, i, a - k, w) + worth(ap, j, b + k, w) - before;
      if (gain > bestGain) {
        bestGain = gain;
        best = actionFor(m, k);
      }
    }
  }
  return best;
}

/**
 * The greedy policy on a situation: occupy, combinations, placement, attack, fortify, pass.
 *
 * @internal
 */
export function greedyAction(
  sit: Situation,
  legal: readonly LegalMove[],
  params: GreedyParams,
): PlayerAction {
  const first = legal[0];
  if (!first) throw new Error("no legal move: the game is over");
  if (first.type === "occupy") return chooseOccupy(appraise(sit, params, scratch), first);
  // Which kinds of move there are, in one pass: each choice below looks only at its own kind, and
  // most decisions offer two or three kinds (a turn's attacks, or its fortify moves and the pass).
  let kinds = 0;
  for (let k = 0; k < legal.length; k++) {
    switch (legal[k]!.type) {
      case "playCards":
        kinds |= CARDS;
        break;
      case "place":
        kinds |= PLACE;
        break;
      case "attack":
        kinds |= ATTACK;
        break;
      case "fortify":
        kinds |= FORTIFY;
        break;
    }
  }
  if (kinds === 0) return fallbackAction(legal);
  const ap = appraise(sit, params, scratch);
  return (
    (kinds & CARDS ? chooseCombination(ap, legal) : null) ??
    (kinds & PLACE ? choosePlacement(ap, legal) : null) ??
    (kinds & ATTACK ? chooseAttack(ap, legal) : null) ??
    (kinds & FORTIFY ? chooseFortify(ap, legal) : null) ??
    fallbackAction(legal)
  );
}

/** Bits of the kinds of move a decision offers (see {@link greedyAction}). */
const CARDS = 1;
const PLACE = 2;
const ATTACK = 4;
const FORTIFY = 8;

/**
 * The greedy reference bot. Deterministic, needs no search, and answers in microseconds: a good
 * opponent to test against and the default bot that finishes a timed-out turn.
 *
 * @example
 * ```ts
 * const bot = new GreedyBot({ attackThreshold: 0.6 }); // a bolder greedy
 * ```
 */
export class GreedyBot implements Bot {
  readonly name: string;
  private readonly params: GreedyParams;

  /** @param options thresholds and weights (see {@link GreedyOptions}) */
  constructor(options: GreedyOptions = {}) {
    this.name = options.name ?? "greedy";
    this.params = greedyParams(options);
  }

  decide(ctx: DecisionContext): PlayerAction {
    return greedyAction(situationFromView(ctx.view), ctx.legal, this.params);
  }
}
