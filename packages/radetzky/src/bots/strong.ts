/**
 * The strong bot: a search over possible worlds. At each decision it lists a few sensible
 * candidate actions (the greedy choice first), draws worlds consistent with the seat's view
 * ({@link sampleWorld}: the decks' order and the hands the seat may not see), plays each
 * candidate in each world on the {@link Simulator} and then the whole team greedily to the end
 * of the round's Austrian turn (or further, `horizon`), and scores the position reached
 * ({@link positionValue}). Every candidate meets the same worlds (common random numbers);
 * successive halving spends the rollouts on the promising ones; another action than greedy's is
 * played only when it beat greedy's in the same worlds by a clear margin.
 *
 * Time: the search reads the decision's clock (`ctx.timeLeftMs`, the bot SDK's decision clock)
 * before every simulated step and stops with a margin; with too little time it answers greedy's
 * choice at once. Without a clock (a bare {@link RadetzkyBotContext}) only the rollout budget
 * bounds it.
 *
 * @module
 */
import { Prng, type RngState, seedRng } from "@italia/game-kit";
import type { RadetzkyAction } from "../actions.js";
import { owned } from "../austria.js";
import { helpOf, iconOf, RULES, tableFor, ZONES } from "../data.js";
import { Simulator } from "../sim.js";
import type { RadetzkyState } from "../state.js";
import type { RadetzkyBot, RadetzkyBotContext } from "./context.js";
import { GreedyBot } from "./greedy.js";
import { rollout } from "./rollout.js";
import { sampleWorld, shuffleWith } from "./worlds.js";

/** The knobs of the strong bot. */
export interface StrongOptions {
  /** Name in reports (default `"strong"`). */
  readonly name?: string;
  /** Rollouts per decision, shared among the candidates (default {@link STRONG_ITERATIONS}). */
  readonly iterations?: number;
  /**
   * Milliseconds per decision after which the search stops (default: none). It always stops in
   * time for the decision clock (`ctx.timeLeftMs`), keeping a margin.
   */
  readonly timeMs?: number;
  /** Austrian turns a rollout plays through before the position is scored (default 1). */
  readonly horizon?: number;
  /** Most candidate actions compared per decision (default 10). */
  readonly candidates?: number;
  /**
   * How the team plays in the rollouts (default: a {@link GreedyBot}, which reads each seat's view
   * on the simulator's state without copying it; any other bot gets a fresh view every step).
   */
  readonly policy?: RadetzkyBot;
}

/**
 * What a {@link StrongBot} has done so far, over all its decisions: to tell whether the rollout
 * budget or the clock bounded it (a measurement is reproducible when `clockStops` is 0).
 */
export interface StrongStats {
  /** Decisions asked. */
  decisions: number;
  /** Decisions it searched (the others: one action, a shared fight decision, no time). */
  searches: number;
  /** Rollouts played. */
  rollouts: number;
  /** Searches the clock stopped before the rollout budget was spent. */
  clockStops: number;
  /** Decisions answered with greedy's choice at once because too little time was left. */
  noTime: number;
}

/** Rollouts per decision by default (the registry's `strong`). */
export const STRONG_ITERATIONS = 96;

/** Rollouts per decision of the registry's `strong-fast`. */
export const STRONG_FAST_ITERATIONS = 24;

/** Fewest rollouts each candidate should get; a smaller budget compares fewer candidates. */
const ROLLOUTS_PER_CANDIDATE = 6;
/** Standard errors by which a candidate must beat greedy's choice, paired by world, to replace it. */
const SWITCH_MARGIN = 1;
/** The search leaves this share of the time left unused, for answering and the host... */
const MARGIN_SHARE = 0.2;
/** ...but at least this many milliseconds... */
const MIN_MARGIN_MS = 2;
/** ...and at most this many. */
const MAX_MARGIN_MS = 50;
/** With less search time than this, the bot answers greedy's choice at once. */
const MIN_SEARCH_MS = 3;

/** A candidate action and its rollout results. */
interface Candidate {
  readonly action: RadetzkyAction;
  total: number;
  count: number;
  /** The value of its rollout in each world, by world index (NaN where it had none). */
  readonly values: number[];
}

const logistic = (x: number): number => 1 / (1 + Math.exp(-x));

/**
 * How good `state` looks for the team, in [0, 1]: 1 won, 0 lost (RZ16); otherwise a logistic
 * score of the race of RZ14.4 — Italian Zones (RZ10) against Austrian ones (RZ14.2), Zones
 * ready to conquer (Available, open, no Soldier, no Radetzky, RZ10.1), Zones an Austrian
 * conquest threatens at the next 2.B (Soldiers at or above Patriots + 3: one reinforcement from
 * it), the rounds the reserve still pays for (RZ14.5) and the Soldiers on the map and in the
 * Castle.
 */
export function positionValue(state: RadetzkyState): number {
  if (state.stage === "over") return state.winner === "italy" ? 1 : 0;
  const italy = owned(state, "italy");
  const austria = owned(state, "austria");
  let ready = 0;
  let danger = 0;
  let soldiers = state.castle;
  for (const z of ZONES) {
    const zone = state.zones[String(z)]!;
    if (zone.owner !== null) continue;
    soldiers += zone.soldiers;
    if (zone.soldiers === 0 && state.radetzky !== z && state.available.includes(z)) ready++;
    let patriots = 0;
    for (const p of state.patriots) if (p === z) patriots++;
    const over = zone.soldiers - (patriots + RULES.austrianConquestMargin - 1);
    if (over >= 0) danger += 1 + 0.25 * over;
  }
  const n = tableFor(state.config.players).reinforcementsBase + state.config.difficulty;
  const rounds = Math.min(4, state.reserve / Math.max(1, n));
  const score =
    1.1 * italy -
    1.0 * austria +
    0.45 * Math.min(ready, 5 - italy) -
    0.5 * danger +
    0.6 * rounds -
    0.03 * soldiers -
    3;
  return logistic(score);
}

/** The key of an action, to tell candidates apart. */
const keyOf = (a: RadetzkyAction): string => JSON.stringify(a);

/**
 * The candidates of a decision, greedy's choice first: every listed action, but one card per
 * (icon, Help) pair when a card is owed, and the Helps' many targets sampled down; at most
 * `limit`.
 */
function candidateActions(
  ctx: RadetzkyBotContext,
  greedy: RadetzkyAction,
  limit: number,
  rng: Prng,
): RadetzkyAction[] {
  const out: RadetzkyAction[] = [greedy];
  const seen = new Set([keyOf(greedy)]);
  const plain: RadetzkyAction[] = [];
  const helps: RadetzkyAction[] = [];
  const cardKinds = new Set<string>([kindOf(ctx, greedy)]);
  for (const a of ctx.actions) {
    if (seen.has(keyOf(a))) continue;
    if (a.type === "playCard") {
      // cards of one icon and Help, from a hand or from the table, play alike: one of each
      const kind = kindOf(ctx, a);
      if (cardKinds.has(kind)) continue;
      cardKinds.add(kind);
    }
    if (a.type === "useHelp" || a.type === "strengthen") helps.push(a);
    else plain.push(a);
  }
  if (ctx.view.stage === "place") shuffleWith(plain, rng);
  shuffleWith(helps, rng);
  for (const a of [...plain, ...helps]) {
    if (out.length >= limit) break;
    const k = keyOf(a);
    if (!seen.has(k)) {
      seen.add(k);
      out.push(a);
    }
  }
  return out;
}

/** A played card's icon, Help and whether it is a solitaire table card: cards alike play alike. */
function kindOf(ctx: RadetzkyBotContext, a: RadetzkyAction): string {
  if (a.type !== "playCard") return "";
  const table = Object.values(ctx.view.table).some((cards) => cards.includes(a.card));
  return `${iconOf(a.card)}/${helpOf(a.card)}/${table ? "table" : "hand"}`;
}

/**
 * The mean advantage of `c` over `ref` in the worlds both were tried in, in standard errors of
 * that mean (0 without at least two such worlds).
 */
function pairedAdvantage(c: Candidate, ref: Candidate): { mean: number; z: number } {
  let n = 0;
  let sum = 0;
  let squares = 0;
  for (let k = 0; k < c.values.length; k++) {
    const a = c.values[k];
    const b = ref.values[k];
    if (a === undefined || b === undefined || Number.isNaN(a) || Number.isNaN(b)) continue;
    const d = a - b;
    n++;
    sum += d;
    squares += d * d;
  }
  if (n < 2) return { mean: 0, z: 0 };
  const mean = sum / n;
  const variance = Math.max(0, (squares - n * mean * mean) / (n - 1));
  const se = Math.sqrt(variance / n);
  return { mean, z: se > 0 ? mean / se : mean > 0 ? Number.POSITIVE_INFINITY : 0 };
}

/** The search's view of the decision clock; with no clock, time never runs out. */
class Stopwatch {
  private up = false;
  constructor(
    private readonly ctx: RadetzkyBotContext,
    private readonly stopLeftMs: number,
  ) {}

  /** Whether the search's time is up. */
  timeUp(): boolean {
    if (!this.up && this.ctx.timeLeftMs !== undefined && this.ctx.timeLeftMs <= this.stopLeftMs) {
      this.up = true;
    }
    return this.up;
  }
}

/**
 * The search bot for Radetzky (see the module notes). It reads only the seat's view, the legal
 * actions and its generator (and the decision clock when the context has one), never a state:
 * the worlds it searches are drawn from the view. Deterministic for a given generator when the
 * rollout budget, not the clock, bounds it. At a decision shared with other seats (a fight's
 * pool holding several seats' cards, RZ4.6) it answers as greedy does.
 *
 * @example
 * ```ts
 * const bot = new StrongBot({ iterations: 64, timeMs: 50 });
 * bot.decide(ctx); // one of ctx.actions, or null at a shared decision
 * ```
 */
export class StrongBot implements RadetzkyBot {
  /** The name in reports. */
  readonly name: string;
  private readonly iterations: number;
  private readonly timeMs: number;
  private readonly horizon: number;
  private readonly limit: number;
  private readonly greedy = new GreedyBot();
  private readonly policy: RadetzkyBot;
  /** Its decisions, searches, rollouts and clock stops so far (see {@link StrongStats}). */
  readonly stats: StrongStats = {
    decisions: 0,
    searches: 0,
    rollouts: 0,
    clockStops: 0,
    noTime: 0,
  };

  /** @param options search budget and knobs (see {@link StrongOptions}) */
  constructor(options: StrongOptions = {}) {
    this.name = options.name ?? "strong";
    this.iterations = Math.max(1, options.iterations ?? STRONG_ITERATIONS);
    this.timeMs = options.timeMs ?? Number.POSITIVE_INFINITY;
    this.horizon = Math.max(1, options.horizon ?? 1);
    this.limit = Math.max(2, options.candidates ?? 10);
    this.policy = options.policy ?? this.greedy;
  }

  /** The searched choice: one of `ctx.actions`, or `null` to let another seat answer. */
  decide(ctx: RadetzkyBotContext): RadetzkyAction | null {
    // One draw per decision, whatever the search does, so later decisions see the same stream.
    const seed = ctx.rng.int(0x7fffffff);
    this.stats.decisions++;
    const greedy = this.greedy.decide(ctx);
    if (greedy === null || ctx.actions.length === 1) return greedy;
    if (ctx.view.stage === "respond" && ctx.alsoActing.length > 0) return greedy;
    const timeLeft = ctx.timeLeftMs;
    let stopLeft = 0;
    if (timeLeft !== undefined) {
      const margin = Math.min(MAX_MARGIN_MS, Math.max(MIN_MARGIN_MS, MARGIN_SHARE * timeLeft));
      stopLeft = Math.max(margin, timeLeft - this.timeMs);
      if (timeLeft - stopLeft < MIN_SEARCH_MS) {
        this.stats.noTime++;
        return greedy;
      }
    }
    const clock = new Stopwatch(ctx, stopLeft);
    const key = seedRng(`strong ${seed}`).key;
    const draw = new Prng({ key, block: 0x80000000, word: 0 });
    const budget = this.iterations;
    const limit = Math.min(this.limit, Math.max(2, Math.floor(budget / ROLLOUTS_PER_CANDIDATE)));
    const actions = candidateActions(ctx, greedy, limit, draw);
    if (actions.length === 1 || budget < 2 * actions.length) return greedy;
    this.stats.searches++;
    const candidates: Candidate[] = actions.map((action) => ({
      action,
      total: 0,
      count: 0,
      values: [],
    }));
    const reference = candidates[0]!;
    const worlds: RadetzkyState[] = [];
    const world = (k: number): RadetzkyState => {
      let w = worlds[k];
      if (w === undefined) {
        const generator: RngState = { key, block: k * 4096, word: 0 };
        w = sampleWorld(ctx.view, draw, generator);
        worlds[k] = w;
      }
      return w;
    };

    let alive = candidates;
    let used = 0;
    let next = 0;
    const rounds = Math.max(1, Math.ceil(Math.log2(candidates.length)));
    outer: while (alive.length > 1) {
      const share = Math.max(2, Math.floor(budget / (rounds * alive.length)));
      for (let k = next; k < next + share; k++) {
        for (const c of alive) {
          if (used >= budget) break outer;
          if (clock.timeUp()) {
            this.stats.clockStops++;
            break outer;
          }
          const sim = new Simulator(world(k));
          let value = Number.NaN;
          if (sim.tryStep(c.action) === null) {
            this.stats.rollouts++;
            if (!rollout(sim, this.policy, this.horizon, clock)) {
              this.stats.clockStops++;
              break outer;
            }
            value = positionValue(sim.peek());
          }
          if (!Number.isNaN(value)) {
            c.total += value;
            c.count++;
          }
          c.values[k] = value;
          used++;
        }
      }
      next += share;
      // Halve the field; greedy's choice stays as the reference of the final choice.
      const keep = Math.max(2, Math.ceil(alive.length / 2));
      const ranked = alive
        .filter((c) => c !== reference)
        .sort((a, b) => b.total / Math.max(1, b.count) - a.total / Math.max(1, a.count));
      alive = [reference, ...ranked.slice(0, keep - 1)];
      if (ranked.length <= 1) break;
    }
    let best = reference;
    let bestMean = 0;
    for (const c of alive) {
      if (c === reference || c.count === 0) continue;
      const { mean, z } = pairedAdvantage(c, reference);
      if (z > SWITCH_MARGIN && mean > bestMean) {
        best = c;
        bestMean = mean;
      }
    }
    return best.action;
  }
}
