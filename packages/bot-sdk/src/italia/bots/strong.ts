/**
 * The strong bot: Monte-Carlo search over sampled hidden information. At each decision it lists a
 * few sensible candidate actions, and for each it plays the game forward in many possible worlds
 * consistent with its view (opponents' hands and objectives, the deck, the dice — see
 * {@link worldSampler}) through its own next turn; then it scores the position. In those worlds the
 * opponents follow the greedy policy as the greedy reference bot plays it, and the bot itself its
 * own variant of it, tuned by play and warier outside its objective ({@link STRONG_POLICY}),
 * which also makes its default choice. Successive halving spends the rollouts on the promising candidates, and
 * every candidate is tried in the same worlds with the same dice (common random numbers), so the
 * comparison is fair even with few rollouts.
 *
 * Time: the search reads the decision's clock (`ctx.timeLeftMs`) before every engine step, and
 * stops with a margin — a share of the time left, within bounds —
 * so it answers before the deadline even with small budgets; with too little time for a search it
 * answers at once with its own policy's greedy choice.
 *
 * @module
 */
import {
  type AttackAction,
  attackDiceLimit,
  defenceDice,
  type GameState,
  type LegalMove,
  OBJECTIVES,
  type ObjectiveId,
  type PlayerAction,
  Prng,
  REGION_IDS,
  regionIndex,
  type Seat,
  Simulator,
} from "@italia/engine";
import type { Bot, DecisionContext } from "../../bot.js";
import { conquerProbability } from "../odds.js";
import { actionFor } from "../referee.js";
import { worldSampler } from "../sampling.js";
import { evaluate } from "./evaluation.js";
import {
  appraise,
  GREEDY_DEFAULTS,
  type GreedyOptions,
  type GreedyParams,
  greedyAction,
  greedyParams,
  worth,
} from "./greedy.js";
import {
  OBJECTIVE_MASK,
  type Situation,
  situationFromSimulator,
  situationFromView,
} from "./situation.js";

/** The knobs of the strong bot. */
export interface StrongOptions {
  /** Name in reports (default `"strong"`). */
  readonly name?: string;
  /** Rollouts per decision, shared among the candidates (default {@link STRONG_ITERATIONS}). */
  readonly iterations?: number;
  /**
   * Rollouts per turn (default: no limit). Once a turn has used them, the rest of it is played
   * with the greedy choice — a cap on the time a whole turn takes that does not depend on the
   * machine.
   */
  readonly turnIterations?: number;
  /**
   * Milliseconds per decision after which the search stops early (default: none). The search
   * always stops in time for the host's deadline (`ctx.deadline`), keeping a margin of a fifth of
   * the time left (at least 3 ms, at most 50 ms).
   */
  readonly timeMs?: number;
  /**
   * Own turns to look ahead: rollouts go on until the bot's turn comes round this often (default
   * 1), then stop at the start or the end of that turn (see `playLastTurn`); 0 stops them when
   * the bot's own turn ends (the rest of that turn played greedily).
   */
  readonly horizon?: number;
  /**
   * With a horizon of 1 or more: whether a rollout also plays the own turn it reaches (with the
   * bot's own policy) and scores the position when that turn ends, rather than when it starts
   * (default `true`). A rollout then costs about a quarter more, but sees whether the position
   * lets the bot reach its objective, rather than only guessing it from the position.
   */
  readonly playLastTurn?: boolean;
  /**
   * Most candidate actions compared per decision (default 12; fewer when the budget gives each
   * fewer than 8 rollouts).
   */
  readonly candidates?: number;
  /** How strongly opponents are assumed to chase the objectives they hold most of (default 8). */
  readonly objectiveBelief?: number;
  /**
   * How strongly opponents are assumed to chase the objectives whose regions they were seen
   * attacking and conquering in this game (default 4; 0 ignores what happened).
   */
  readonly historyWeight?: number;
  /**
   * The greedy knobs of the bot's own play: its default choice, the candidates it compares, and
   * its own moves in the rollouts (default {@link STRONG_POLICY}; unset knobs from it). The
   * opponents in the rollouts always follow the greedy reference bot's defaults.
   */
  readonly policy?: Omit<GreedyOptions, "name">;
}

/**
 * The strong bot's own greedy policy, tuned by play: the greedy reference bot's, except that it
 * attacks outside its main objective only for the turn's first conquest, which earns a card
 * (`attackThreshold` 1, `cardThreshold` 0.35: never merely because the odds are good), places
 * reinforcements more for the attacks they make possible (`placementWeight` 1.5) and less for
 * safety (`keepWeight` 0.7), and wants every region of its objective alike
 * (`objectiveValueWeight` 0). Over 8,000 seat-rotated games against 3 greedy bots (seed `gs4`), a
 * greedy bot playing this way wins 35.5% [34.5, 36.6]; with the defaults 25.0%, with
 * `attackThreshold` 1 alone 30.0%.
 */
export const STRONG_POLICY: Readonly<Required<Omit<GreedyOptions, "name">>> = Object.freeze(
  greedyParams({
    attackThreshold: 1,
    cardThreshold: 0.35,
    placementWeight: 1.5,
    keepWeight: 0.7,
    objectiveValueWeight: 0,
  }),
);

/**
 * Rollouts per decision by default, and of the `"strong"` preset in the registry (each through
 * the bot's next turn: for budgets this large, short rollouts, `horizon: 0`, measured weaker).
 */
export const STRONG_ITERATIONS = 192;
/**
 * Rollouts per decision of the `"strong-fast"` preset: its fastest useful setting. Its rollouts
 * are short ({@link STRONG_FAST_HORIZON}), so it affords more of them.
 */
export const STRONG_FAST_ITERATIONS = 60;
/** Rollouts per turn of the `"strong-fast"` preset. */
export const STRONG_FAST_TURN_ITERATIONS = 450;
/**
 * Horizon of the `"strong-fast"` preset: 0, its rollouts stop when its own turn ends (about a
 * fifth of the cost of a rollout to its next turn).
 */
export const STRONG_FAST_HORIZON = 0;

/** A candidate action and its rollout results. */
interface Candidate {
  readonly action: PlayerAction;
  /** Whether the engine accepted it, once tried (see {@link playable}). */
  legal?: boolean;
  total: number;
  count: number;
  /** The value of its rollout in each world, by world index (NaN where it had none). */
  readonly values: number[];
}

/**
 * Fewest rollouts each candidate should get: with a smaller budget, fewer candidates are compared
 * (at least the greedy choice and the best other), since a comparison of a few rollouts each
 * mostly picks noise.
 */
const ROLLOUTS_PER_CANDIDATE = 8;

/**
 * How sure the search must be before it plays something other than the greedy choice: the other
 * candidate's mean advantage over greedy, measured in the same worlds (paired), must exceed this
 * many standard errors of that advantage. Successive halving keeps the luckiest candidates, so
 * the best-looking one is flattered by noise; greedy is the safe default.
 */
const SWITCH_MARGIN = 0.5;

/**
 * The mean advantage of `c` over `ref` in the worlds both were tried in, in standard errors of
 * that mean (0 without at least two such worlds, or when every difference is equal and 0).
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
  if (n < 2) return { mean: n === 1 ? sum : 0, z: 0 };
  const mean = sum / n;
  const variance = Math.max(0, (squares - n * mean * mean) / (n - 1));
  const se = Math.sqrt(variance / n);
  return { mean, z: se > 0 ? mean / se : mean > 0 ? Number.POSITIVE_INFINITY : 0 };
}

/** The search leaves this share of the time left unused, for answering and the host... */
const MARGIN_SHARE = 0.2;
/** ...but at least this many milliseconds... */
const MIN_MARGIN_MS = 3;
/** ...and at most this many. */
const MAX_MARGIN_MS = 50;
/** With less search time than this, the bot answers with the greedy choice at once. */
const MIN_SEARCH_MS = 4;

/**
 * When the search must stop, as the time left on the decision's clock (`ctx.timeLeftMs`): the
 * margin, or later if `timeMs` runs out first.
 */
function searchStop(timeLeftMs: number, timeMs: number): number {
  const margin = Math.min(MAX_MARGIN_MS, Math.max(MIN_MARGIN_MS, MARGIN_SHARE * timeLeftMs));
  return Math.max(margin, timeLeftMs - timeMs);
}

/**
 * The search's view of the decision's clock. It is looked at before every engine step (reading
 * the clock costs far less than a step), so the search stops within one step of its time.
 */
class Stopwatch {
  private up = false;

  constructor(
    private readonly ctx: Pick<DecisionContext, "timeLeftMs">,
    private readonly stopLeftMs: number,
  ) {}

  /** Whether the search's time is up. */
  timeUp(): boolean {
    if (!this.up && this.ctx.timeLeftMs <= this.stopLeftMs) this.up = true;
    return this.up;
  }
}

function key(a: PlayerAction): string {
  return JSON.stringify(a);
}

/** Adds an action to the list unless an equal one is there. */
function push(out: PlayerAction[], seen: Set<string>, a: PlayerAction | null): void {
  if (!a) return;
  const k = key(a);
  if (!seen.has(k)) {
    seen.add(k);
    out.push(a);
  }
}

/** Sensible candidates for the current decision, the greedy choice first. @internal */
export function candidateActions(
  sit: Situation,
  legal: readonly LegalMove[],
  params: GreedyParams,
  limit: number,
): PlayerAction[] {
  const out: PlayerAction[] = [];
  const seen = new Set<string>();
  push(out, seen, greedyAction(sit, legal, params));
  const first = legal[0]!;
  const ap = appraise(sit, params);

  if (first.type === "occupy") {
    const mid = Math.round((first.min + first.max) / 2);
    for (const n of [first.max, first.min, mid]) push(out, seen, actionFor(first, n));
    return out.slice(0, limit);
  }

  const scored: { action: PlayerAction; score: number }[] = [];
  let hasPlace = false;
  for (const m of legal) {
    switch (m.type) {
      case "place": {
        hasPlace = true;
        const i = regionIndex(m.region);
        const a = sit.armies[i]!;
        scored.push({
          action: actionFor(m, m.max),
          score: worth(ap, i, a + m.max, 1) - worth(ap, i, a, 1),
        });
        break;
      }
      case "playCards": {
        const target = m.target ? ap.want[regionIndex(m.target.to)]! : 0;
        scored.push({ action: actionFor(m), score: 100 + target });
        break;
      }
      case "attack": {
        const j = regionIndex(m.to);
        const p = conquerProbability(sit.armies[regionIndex(m.from)]!, sit.armies[j]!);
        if (p >= 0.15) scored.push({ action: actionFor(m, m.maxDice), score: ap.want[j]! * p });
        break;
      }
      case "fortify": {
        const i = regionIndex(m.from);
        const j = regionIndex(m.to);
        const a = sit.armies[i]!;
        const b = sit.armies[j]!;
        const w = params.potentialWeight;
        const gain =
          worth(ap, i, a - m.max, w) +
          worth(ap, j, b + m.max, w) -
          worth(ap, i, a, w) -
          worth(ap, j, b, w);
        scored.push({ action: actionFor(m, m.max), score: gain - 50 });
        break;
      }
      case "endTurn":
        scored.push({ action: actionFor(m), score: -40 });
        break;
    }
  }
  scored.sort((x, y) => y.score - x.score);
  // Keep room for not playing cards now: the best non-card choice.
  if (scored.some((s) => s.action.type === "playCards")) {
    const rest = legal.filter((m) => m.type !== "playCards");
    if (rest.length > 0) push(out, seen, greedyAction(sit, rest, params));
  }
  // Keep room for stopping the attacks: the best non-attack choice.
  if (!hasPlace && scored.some((s) => s.action.type === "attack")) {
    const rest = legal.filter((m) => m.type !== "attack" && m.type !== "playCards");
    if (rest.length > 0) push(out, seen, greedyAction(sit, rest, params));
  }
  for (const s of scored) {
    if (out.length >= limit) break;
    push(out, seen, s.action);
  }
  return out.slice(0, limit);
}

/**
 * An attack is fought as a battle: once chosen, the same attack is rolled again (with the most
 * dice) until the region falls, no roll is left, or the odds of taking it drop below this.
 */
const PRESS_ON = 0.15;

/** Whether the battle `attack` started may go on in `state`, and the dice to roll. */
function battleGoesOn(
  state: Pick<GameState, "stage" | "currentSeat" | "regions" | "untouchable">,
  attack: AttackAction,
): number {
  if (state.stage !== "attack" || state.currentSeat !== attack.seat) return 0;
  const from = state.regions[attack.from];
  const to = state.regions[attack.to];
  if (from.owner !== attack.seat || to.owner === attack.seat) return 0;
  if (state.untouchable.includes(to.owner)) return 0;
  const dice = attackDiceLimit(from.armies);
  if (dice < defenceDice(to.armies)) return 0;
  return conquerProbability(from.armies, to.armies) >= PRESS_ON ? dice : 0;
}

/**
 * Fights the battle an attack started to its end (see {@link PRESS_ON}); `false` if the time ran
 * out first. Each roll is checked by the simulator ({@link Simulator.tryStep}): it is built here,
 * not taken from the legal list.
 */
function pressOn(sim: Simulator, attack: AttackAction, clock: Stopwatch): boolean {
  for (
    let dice = battleGoesOn(sim.peek(), attack);
    dice > 0;
    dice = battleGoesOn(sim.peek(), attack)
  ) {
    if (clock.timeUp()) return false;
    if (sim.tryStep({ ...attack, dice })) break;
  }
  return true;
}

/** The greedy knobs the rollouts play with: the bot's own seat's, and everyone else's. @internal */
export interface RolloutPolicies {
  readonly own: GreedyParams;
  readonly others: GreedyParams;
}

/**
 * Plays the simulation forward with the greedy policy (see {@link RolloutPolicies}) until `me` has
 * started `horizon` more turns — and, with `playLastTurn`, until the last of them ends — (with
 * `horizon` 0: until `me`'s turn ends); `false` if the time ran out first. Runs on the
 * engine's simulation path: the greedy choice is always one of the simulator's own legal moves,
 * so its steps are trusted, and it reads each position without handing the simulator's state out
 * ({@link situationFromSimulator}), so every step changes the state in place.
 * @internal
 */
export function rollout(
  sim: Simulator,
  me: Seat,
  horizon: number,
  policies: RolloutPolicies,
  clock: Pick<Stopwatch, "timeUp">,
  playLastTurn = false,
): boolean {
  let turnsLeft = horizon;
  for (let steps = 0; steps < 3000 && sim.stage !== "over"; steps++) {
    if (horizon === 0 && sim.currentSeat !== me) break;
    if (clock.timeUp()) return false;
    const seat = sim.currentSeat;
    const stage = sim.stage;
    const params = seat === me ? policies.own : policies.others;
    sim.step(greedyAction(situationFromSimulator(sim, seat), sim.legalMoves(), params));
    // A turn of `me` started: only a turn's start makes the stage "reinforce" for a new seat,
    // or leaves the setup.
    if (sim.currentSeat === me && sim.stage === "reinforce" && (seat !== me || stage === "setup")) {
      turnsLeft--;
    }
    // The turn reached is over once someone else's turn starts (or the game ends).
    if (horizon > 0 && turnsLeft <= 0 && (!playLastTurn || sim.currentSeat !== me)) break;
  }
  return true;
}

/**
 * Plays the candidate's action in a fresh simulation of a world; `false` if the engine refuses it.
 * The action comes from the view's legal moves, not from the world's own list, so the engine
 * checks it ({@link Simulator.tryStep}) — in the first world only: every world drawn from a view
 * (see {@link worldSampler}) shows the deciding seat the same position, hand and legal moves, so
 * the answer is the same in all of them.
 */
function playable(sim: Simulator, c: Candidate): boolean {
  if (c.legal === undefined) c.legal = sim.tryStep(c.action) === null;
  else if (c.legal) sim.step(c.action);
  return c.legal;
}

/** The value of a finished or cut-off rollout for `me`, in [0, 1]. */
function rolloutValue(state: GameState, me: Seat): number {
  if (state.stage === "over") {
    if (state.winner === me) return 1;
    if (state.winner === null) return 0.3;
    return 0;
  }
  return evaluate(state, me);
}

/**
 * The search bot (see the module notes). Deterministic for a given `ctx.rng` when it is limited by
 * iterations only; with `timeMs` it plays as well as the time allows.
 *
 * @example
 * ```ts
 * const fast = new StrongBot({ iterations: 24 });      // well under 100 ms per turn
 * const deep = new StrongBot({ iterations: 1000, timeMs: 500 });
 * ```
 */
export class StrongBot implements Bot {
  readonly name: string;
  private readonly iterations: number;
  private readonly turnIterations: number;
  private readonly timeMs: number;
  private readonly horizon: number;
  private readonly playLastTurn: boolean;
  private readonly limit: number;
  private readonly belief: number;
  /** The bot's own greedy knobs (see {@link StrongOptions.policy}). */
  private readonly params: GreedyParams;
  private readonly policies: RolloutPolicies;
  /** Per seat and region (board index): how much the seat fought for it. */
  private interest: Float64Array[] = [];
  private lastRound = 0;
  private readonly history: number;
  /** The turn being played (`round:seat`) and the rollouts it has used. */
  private turn = "";
  private turnUsed = 0;
  /** The battle being fought, so its next rolls need no search. */
  private battle: (AttackAction & { readonly round: number }) | null = null;

  /** @param options search budget and knobs (see {@link StrongOptions}) */
  constructor(options: StrongOptions = {}) {
    this.name = options.name ?? "strong";
    this.iterations = Math.max(1, options.iterations ?? STRONG_ITERATIONS);
    this.turnIterations = options.turnIterations ?? Number.POSITIVE_INFINITY;
    this.timeMs = options.timeMs ?? Number.POSITIVE_INFINITY;
    this.horizon = Math.max(0, options.horizon ?? 1);
    this.playLastTurn = options.playLastTurn ?? true;
    this.limit = Math.max(1, options.candidates ?? 12);
    this.belief = options.objectiveBelief ?? 8;
    this.history = options.historyWeight ?? 4;
    this.params = greedyParams(options.policy, STRONG_POLICY);
    this.policies = { own: this.params, others: GREEDY_DEFAULTS };
  }

  decide(ctx: DecisionContext): PlayerAction {
    this.observe(ctx);
    const action = this.continueBattle(ctx) ?? this.search(ctx, ctx.timeLeftMs);
    this.battle = action.type === "attack" ? { ...action, round: ctx.view.round } : null;
    return action;
  }

  /**
   * Remembers what each seat attacked and conquered: a seat that keeps fighting for some regions
   * probably has an objective made of them. (Only public events; a new game clears it.)
   */
  private observe(ctx: DecisionContext): void {
    const view = ctx.view;
    if (view.round < this.lastRound || this.interest.length !== view.players) {
      this.interest = view.seats.map(() => new Float64Array(REGION_IDS.length));
    }
    this.lastRound = view.round;
    for (const e of ctx.events) {
      if (e.type === "diceRolled") this.interest[e.seat]![regionIndex(e.to)]! += 0.25;
      else if (e.type === "regionConquered") this.interest[e.seat]![regionIndex(e.region)]! += 1;
    }
  }

  /** Log-odds of each seat's possible objectives from the interest it showed. */
  private objectiveOdds(view: DecisionContext["view"]): Partial<Record<ObjectiveId, number>>[] {
    return view.seats.map((seat) => {
      const interest = this.interest[seat.seat];
      const odds: Partial<Record<ObjectiveId, number>> = {};
      if (!interest || seat.seat === view.viewer) return odds;
      let total = 0;
      for (const x of interest) total += x;
      if (total === 0) return odds;
      for (const o of OBJECTIVES) {
        const mask = OBJECTIVE_MASK.get(o.id)!;
        let mine = 0;
        for (let i = 0; i < mask.length; i++) if (mask[i]) mine += interest[i]!;
        odds[o.id] = (this.history * mine) / (1 + total);
      }
      return odds;
    });
  }

  /** The next roll of the battle chosen earlier this turn, if it goes on (no search needed). */
  private continueBattle(ctx: DecisionContext): PlayerAction | null {
    const b = this.battle;
    if (!b || b.seat !== ctx.seat || b.round !== ctx.view.round) return null;
    const goesOn = ctx.legal.some((m) => m.type === "attack" && m.from === b.from && m.to === b.to);
    if (!goesOn) return null;
    const dice = battleGoesOn(ctx.view, b);
    return dice > 0 ? { type: "attack", seat: b.seat, from: b.from, to: b.to, dice } : null;
  }

  private search(ctx: DecisionContext, timeLeftMs: number): PlayerAction {
    const view = ctx.view;
    const me = ctx.seat;
    const sit = situationFromView(view);
    const stopLeft = searchStop(timeLeftMs, this.timeMs);
    // No time for a search: the greedy choice, at once.
    if (timeLeftMs - stopLeft < MIN_SEARCH_MS) return greedyAction(sit, ctx.legal, this.params);
    const clock = new Stopwatch(ctx, stopLeft);
    const turn = `${view.round}:${me}`;
    if (turn !== this.turn) {
      this.turn = turn;
      this.turnUsed = 0;
    }
    const budget = Math.min(this.iterations, this.turnIterations - this.turnUsed);
    const limit = Math.min(this.limit, Math.max(2, Math.floor(budget / ROLLOUTS_PER_CANDIDATE)));
    const actions = candidateActions(sit, ctx.legal, this.params, limit);
    if (actions.length === 1) return actions[0]!;
    if (budget < 2 * actions.length) return actions[0]!;

    const candidates: Candidate[] = actions.map((action) => ({
      action,
      total: 0,
      count: 0,
      values: [],
    }));
    const greedy = candidates[0]!;
    const worlds: GameState[] = [];
    const draw = worldSampler(view, {
      objectiveBelief: this.belief,
      objectiveOdds: this.objectiveOdds(view),
    });
    // Each world gets its own generator, forked from one seeded by the decision's generator
    // (worlds are made in order of their index, so the same decision makes the same worlds).
    const seeds = new Prng(ctx.rng.fork());
    const world = (k: number): GameState => {
      let w = worlds[k];
      if (!w) {
        w = draw(new Prng(seeds.fork()));
        worlds[k] = w;
      }
      return w;
    };

    // Successive halving: each round gives the surviving candidates the same worlds.
    let alive = candidates;
    let used = 0;
    let next = 0;
    const rounds = Math.max(1, Math.ceil(Math.log2(candidates.length)));
    outer: while (alive.length > 1) {
      const share = Math.max(2, Math.floor(budget / (rounds * alive.length)));
      for (let k = next; k < next + share; k++) {
        for (const c of alive) {
          if (used >= budget || clock.timeUp()) break outer;
          const w = world(k);
          const sim = new Simulator(w);
          let value = -1;
          if (playable(sim, c)) {
            const done =
              (c.action.type !== "attack" || pressOn(sim, c.action, clock)) &&
              rollout(sim, me, this.horizon, this.policies, clock, this.playLastTurn);
            if (!done) break outer; // out of time: this rollout does not count
            value = rolloutValue(sim.peek(), me);
          }
          c.total += value;
          c.count++;
          c.values[k] = value;
          used++;
        }
      }
      next += share;
      // Halve the field; the greedy choice stays in it as the reference of the final choice.
      const keep = Math.max(2, Math.ceil(alive.length / 2));
      const ranked = alive
        .filter((c) => c !== greedy)
        .sort((a, b) => b.total / Math.max(1, b.count) - a.total / Math.max(1, a.count));
      alive = [greedy, ...ranked.slice(0, keep - 1)];
      if (alive.length <= 2 && ranked.length <= 1) break;
    }
    this.turnUsed += used;
    // Another candidate is played only if it beat greedy in the same worlds by a clear margin.
    let best = greedy;
    let bestMean = 0;
    for (const c of alive) {
      if (c === greedy || c.count === 0) continue;
      const { mean, z } = pairedAdvantage(c, greedy);
      if (z > SWITCH_MARGIN && mean > bestMean) {
        best = c;
        bestMean = mean;
      }
    }
    return best.action;
  }
}
