/**
 * Test helpers for the property suites: fast-check arbitraries for game configs and play
 * policies, a game driver that plays random legal moves step by step, and builders of actions
 * that are not (or only almost) legal.
 *
 * @internal
 * @module
 */
import { isDeepStrictEqual } from "node:util";
import fc from "fast-check";
import type { Action, PlayerAction } from "../actions.js";
import { apply } from "../apply.js";
import { CARD_IDS, type CardId, neighbours, REGION_IDS, type RegionId } from "../board.js";
import { combinationOf } from "../combinations.js";
import type { GameEvent } from "../events.js";
import { expandMove, type LegalMove, legalActions, legalMoves } from "../legal.js";
import { Prng, seedRng } from "../rng.js";
import { type GameConfig, newGame } from "../setup.js";
import type { GameState, Limit } from "../state.js";

// ---------------------------------------------------------------------------------------------
// Policies: how a random player picks among the legal moves.

/** The kinds of legal moves a policy weighs. */
export type MoveKind = LegalMove["type"];

/** A random player's taste: a weight per kind of move, and how often it picks extreme numbers. */
export interface Policy {
  readonly name: string;
  readonly weights: Readonly<Record<MoveKind, number>>;
  /** Probability (0–1) of choosing the min or max number of a move instead of a uniform one. */
  readonly extremes: number;
  /** With `extremes`, always the max (all dice, every army moving in). */
  readonly preferMax?: boolean;
}

/** Named policies that steer games to different corners of the rules. */
export const POLICIES: readonly Policy[] = [
  {
    name: "uniform",
    weights: { place: 1, playCards: 1, attack: 1, occupy: 1, fortify: 1, endTurn: 1 },
    extremes: 0,
  },
  {
    // Attacks a lot: conquests, eliminations, card captures, hand overflows, Ultimo rimasto.
    name: "aggressive",
    weights: { place: 1, playCards: 8, attack: 40, occupy: 1, fortify: 1, endTurn: 1 },
    extremes: 0.5,
  },
  {
    // Hardly attacks: armies pile up against the 50-army cap (R3).
    name: "passive",
    weights: { place: 1, playCards: 4, attack: 0.05, occupy: 1, fortify: 0.5, endTurn: 6 },
    extremes: 0.3,
  },
  {
    // Plays every combination it can, fortifies a lot (Giro in Vespa).
    name: "cards",
    weights: { place: 1, playCards: 50, attack: 10, occupy: 1, fortify: 6, endTurn: 1 },
    extremes: 0.5,
  },
  {
    // Conquers every turn but never plays a card: hands overflow (R5.6).
    name: "hoarder",
    weights: { place: 1, playCards: 0, attack: 30, occupy: 1, fortify: 0.2, endTurn: 1 },
    extremes: 0.5,
  },
  {
    // All-out attacks with every die and every army: eliminations and Ultimo rimasto (R6.5).
    name: "blitz",
    weights: { place: 1, playCards: 20, attack: 1000, occupy: 1, fortify: 0.01, endTurn: 1 },
    extremes: 0.9,
    preferMax: true,
  },
];

const weightArb = fc.constantFrom(0, 0.1, 1, 3, 10, 30);

/** A named policy, or one with random weights (end turn always possible, so play moves on). */
export const policyArb: fc.Arbitrary<Policy> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...POLICIES) },
  {
    weight: 1,
    arbitrary: fc
      .record({
        place: weightArb,
        playCards: weightArb,
        attack: weightArb,
        fortify: weightArb,
        endTurn: fc.constantFrom(1, 3, 10),
        extremes: fc.constantFrom(0, 0.25, 0.75),
      })
      .map(({ extremes, ...w }) => ({
        name: "random-weights",
        weights: { ...w, occupy: 1 },
        extremes,
      })),
  },
);

function numberRange(move: LegalMove): [number, number] | null {
  switch (move.type) {
    case "place":
    case "occupy":
    case "fortify":
      return [move.min, move.max];
    case "attack":
      return [move.minDice, move.maxDice];
    default:
      return null;
  }
}

/** Picks a legal action following the policy (the kind of move by weight, then uniformly). */
export function policyAction(state: GameState, rng: Prng, policy: Policy): PlayerAction {
  const moves = legalMoves(state);
  if (moves.length === 0) throw new Error(`no legal move in stage "${state.stage}"`);
  const byKind = new Map<MoveKind, LegalMove[]>();
  for (const m of moves) {
    const list = byKind.get(m.type);
    if (list) list.push(m);
    else byKind.set(m.type, [m]);
  }
  const kinds = [...byKind.keys()];
  const total = kinds.reduce((sum, k) => sum + policy.weights[k], 0);
  let kind = kinds[rng.int(kinds.length)]!;
  if (total > 0) {
    let x = (rng.next() / 0x100000000) * total;
    for (const k of kinds) {
      x -= policy.weights[k];
      if (x < 0) {
        kind = k;
        break;
      }
    }
  }
  const group = byKind.get(kind)!;
  const move = group[rng.int(group.length)]!;
  const actions = expandMove(move);
  const range = numberRange(move);
  if (range && policy.extremes > 0 && rng.next() / 0x100000000 < policy.extremes) {
    return !policy.preferMax && rng.int(2) === 0 ? actions[0]! : actions[actions.length - 1]!;
  }
  return actions[rng.int(actions.length)]!;
}

// ---------------------------------------------------------------------------------------------
// Game specs.

/** Everything that determines one random game. */
export interface GameSpec {
  readonly config: GameConfig;
  readonly policy: Policy;
  /** Seeds the policy's choices (and the probes of the checks). */
  readonly policySeed: number;
  /** Timed games only: the step from which the host reports `clockExpired` (R11.4). */
  readonly clockAt: number;
}

/** A game limit (R11.4): mostly small round limits, so Sdadata comes fast; sometimes a clock. */
export const limitArb: fc.Arbitrary<Limit | undefined> = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 3 }).map((rounds) => ({ rounds })) },
  { weight: 3, arbitrary: fc.integer({ min: 4, max: 12 }).map((rounds) => ({ rounds })) },
  { weight: 1, arbitrary: fc.integer({ min: 13, max: 30 }).map((rounds) => ({ rounds })) },
  { weight: 1, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 120 }).map((minutes) => ({ minutes })) },
);

/** A game config: 3 or 4 seats, any seed, a limit from `limit` (default {@link limitArb}). */
export function configArbWith(limit: fc.Arbitrary<Limit | undefined>): fc.Arbitrary<GameConfig> {
  return fc
    .record({
      players: fc.constantFrom(3 as const, 4 as const),
      seed: fc.oneof(fc.integer({ min: 0, max: 0x7fffffff }), fc.string({ maxLength: 12 })),
      limit,
    })
    .map(({ limit, ...rest }) => (limit === undefined ? rest : { ...rest, limit }));
}

/** A game config: 3 or 4 seats, any seed, a limit from {@link limitArb}. */
export const configArb: fc.Arbitrary<GameConfig> = configArbWith(limitArb);

/** Random games with the given policies and limits (defaults: {@link policyArb}, {@link limitArb}). */
export function gameSpecArbWith(
  options: { policy?: fc.Arbitrary<Policy>; limit?: fc.Arbitrary<Limit | undefined> } = {},
): fc.Arbitrary<GameSpec> {
  return fc.record({
    config: options.limit ? configArbWith(options.limit) : configArb,
    policy: options.policy ?? policyArb,
    policySeed: fc.integer({ min: 0, max: 0x7fffffff }),
    clockAt: fc.integer({ min: 0, max: 400 }),
  });
}

/** A whole random game: config, policy and the seeds of its choices. */
export const gameSpecArb: fc.Arbitrary<GameSpec> = gameSpecArbWith();

/** The named policy (throws for an unknown name). */
export function policyNamed(name: string): Policy {
  const policy = POLICIES.find((p) => p.name === name);
  if (!policy) throw new Error(`no policy "${name}"`);
  return policy;
}

/**
 * Games steered to overflowing hands (R5.6) and piling armies (R3): card hoarders and passive
 * players over longer round limits, mixed with the usual games.
 */
export const longGameSpecArb: fc.Arbitrary<GameSpec> = fc.oneof(
  gameSpecArb,
  gameSpecArbWith({
    policy: fc.constantFrom(policyNamed("hoarder"), policyNamed("passive")),
    limit: fc.integer({ min: 8, max: 30 }).map((rounds) => ({ rounds })),
  }),
);

// ---------------------------------------------------------------------------------------------
// Playing.

/** One applied action of a game. */
export interface Step {
  /** Index of the action in the game's action list. */
  readonly index: number;
  readonly before: GameState;
  readonly action: Action;
  readonly after: GameState;
  readonly events: readonly GameEvent[];
}

/** A finished (or cut off) random game. */
export interface PlayedGame {
  readonly spec: GameSpec;
  readonly final: GameState;
  readonly actions: readonly Action[];
  readonly events: readonly (readonly GameEvent[])[];
}

/** Options of {@link playGame}. */
export interface PlayOptions {
  /** Called after every applied action; `rng` is for the check's own random choices. */
  readonly onStep?: (step: Step, rng: Prng) => void;
  /** Called on every state reached, the initial one included. */
  readonly onState?: (state: GameState, index: number, rng: Prng) => void;
  /** Deep-freezes every state before an action is applied to it. */
  readonly freeze?: boolean;
  /** Stops after this many actions (default 20,000). */
  readonly maxSteps?: number;
}

/** Context for a failure inside a game: where it happened. */
function located(spec: GameSpec, index: number, action: Action | null, error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  const where = `game ${JSON.stringify(spec.config)} policy=${spec.policy.name} policySeed=${spec.policySeed}`;
  const what = action ? ` action #${index} ${JSON.stringify(action)}` : ` state #${index}`;
  const e = new Error(`${where}${what}: ${message}`);
  if (error instanceof Error && error.stack) e.stack = `${e.message}\n${error.stack}`;
  return e;
}

/**
 * Plays a random game following the spec, applying only listed legal actions (plus the host's
 * `clockExpired` in timed games). Throws if a chosen legal action is refused.
 */
export function playGame(spec: GameSpec, options: PlayOptions = {}): PlayedGame {
  const { onStep, onState, freeze = false, maxSteps = 20_000 } = options;
  let state = newGame(spec.config);
  const policyRng = new Prng(seedRng(spec.policySeed));
  const checkRng = new Prng(seedRng(`checks:${spec.policySeed}`));
  const timed = spec.config.limit !== undefined && "minutes" in spec.config.limit;
  const actions: Action[] = [];
  const events: GameEvent[][] = [];
  const visit = (s: GameState, index: number) => {
    if (!onState) return;
    try {
      onState(s, index, checkRng);
    } catch (e) {
      throw located(spec, index, null, e);
    }
  };
  visit(state, 0);
  while (state.stage !== "over" && actions.length < maxSteps) {
    const action: Action =
      timed && !state.clockExpired && actions.length >= spec.clockAt
        ? { type: "clockExpired" }
        : policyAction(state, policyRng, spec.policy);
    if (freeze) deepFreeze(state);
    const result = apply(state, action);
    if (!result.ok) {
      throw located(
        spec,
        actions.length,
        action,
        `legal action refused: ${result.error.code}: ${result.error.message}`,
      );
    }
    const index = actions.length;
    actions.push(action);
    events.push(result.events.slice());
    if (onStep) {
      try {
        onStep(
          { index, before: state, action, after: result.state, events: result.events },
          checkRng,
        );
      } catch (e) {
        throw located(spec, index, action, e);
      }
    }
    state = result.state;
    visit(state, actions.length);
  }
  return { spec, final: state, actions, events };
}

// ---------------------------------------------------------------------------------------------
// Utilities.

/** Recursively freezes a value (skipping parts already frozen) and returns it. */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  return value;
}

/** Deep equality (plain data); throws an error with both values if they differ. */
export function assertDeepEqual(actual: unknown, expected: unknown, what: string): void {
  if (isDeepStrictEqual(actual, expected)) return;
  throw new Error(
    `${what}: values differ\n  actual:   ${JSON.stringify(actual)}\n  expected: ${JSON.stringify(expected)}`,
  );
}

/**
 * A canonical key of an action: keys sorted, undefined fields dropped, and the cards of a
 * combination sorted (the same set of cards in another order is the same combination).
 */
export function actionKey(action: unknown): string {
  const canon = (v: unknown, key?: string): unknown => {
    if (Array.isArray(v)) {
      const items = v.map((x) => canon(x));
      return key === "cards" && items.every((x) => typeof x === "string")
        ? [...(items as string[])].sort()
        : items;
    }
    if (typeof v === "object" && v !== null) {
      const out: Record<string, unknown> = {};
      for (const k of Object.keys(v).sort()) {
        const x = (v as Record<string, unknown>)[k];
        if (x !== undefined) out[k] = canon(x, k);
      }
      return out;
    }
    return v;
  };
  return JSON.stringify(canon(action));
}

/** The canonical keys of every listed legal action. */
export function legalKeys(state: GameState): Set<string> {
  return new Set(legalActions(state).map(actionKey));
}

function pick<T>(rng: Prng, items: readonly T[]): T {
  return items[rng.int(items.length)]!;
}

function randomRegion(rng: Prng): RegionId {
  return pick(rng, REGION_IDS);
}

function randomCards(rng: Prng, state: GameState, seat: number): CardId[] {
  const hand = state.hands[seat] ?? [];
  const n = rng.int(3) === 0 ? 1 : 3;
  const pool: readonly CardId[] = hand.length >= n && rng.int(3) > 0 ? hand : CARD_IDS;
  const out: CardId[] = [];
  for (let i = 0; i < n; i++) out.push(pick(rng, pool));
  return out;
}

/** A random seat number: mostly a real seat, sometimes one past the last. */
function randomSeat(rng: Prng, state: GameState): number {
  return rng.int(8) === 0 ? state.players : rng.int(state.players);
}

/** A random well-formed (schema-valid) action, legal or not. */
export function randomAction(state: GameState, rng: Prng): Action {
  const seat = rng.int(4) === 0 ? randomSeat(rng, state) : state.currentSeat;
  const count = rng.int(4) === 0 ? 1 + rng.int(50) : 1 + rng.int(6);
  switch (rng.int(7)) {
    case 0:
      return { type: "place", seat, region: randomRegion(rng), count };
    case 1: {
      const cards = randomCards(rng, state, seat);
      return rng.int(2) === 0
        ? { type: "playCards", seat, cards }
        : {
            type: "playCards",
            seat,
            cards,
            target: { from: randomRegion(rng), to: randomRegion(rng) },
          };
    }
    case 2:
      return {
        type: "attack",
        seat,
        from: randomRegion(rng),
        to: randomRegion(rng),
        dice: 1 + rng.int(3),
      };
    case 3:
      return { type: "occupy", seat, count };
    case 4:
      return { type: "fortify", seat, from: randomRegion(rng), to: randomRegion(rng), count };
    case 5:
      return { type: "endTurn", seat };
    default:
      return { type: "clockExpired" };
  }
}

/** Malformed actions (schema errors): wrong types, unknown or missing fields, bad ids. */
export function malformedActions(state: GameState, rng: Prng): unknown[] {
  const seat = state.currentSeat;
  const region = randomRegion(rng);
  return [
    null,
    42,
    "endTurn",
    [],
    {},
    { type: "pass", seat },
    { type: "endTurn" },
    { type: "endTurn", seat: String(seat) },
    { type: "endTurn", seat, extra: true },
    { type: "endTurn", seat: -1 },
    { type: "endTurn", seat: 1.5 },
    { type: "place", seat, region, count: 0 },
    { type: "place", seat, region, count: -1 },
    { type: "place", seat, region, count: 2.5 },
    { type: "place", seat, region, count: 51 },
    { type: "place", seat, region: "atlantide", count: 1 },
    { type: "place", seat, region },
    { type: "attack", seat, from: region, to: randomRegion(rng), dice: 0 },
    { type: "attack", seat, from: region, to: randomRegion(rng), dice: 4 },
    { type: "occupy", seat, count: 0 },
    { type: "playCards", seat, cards: [] },
    { type: "playCards", seat, cards: ["nonna-1", "nonna-2"] },
    { type: "playCards", seat, cards: ["joker"] },
    { type: "playCards", seat, cards: "nonna-1" },
    { type: "playCards", seat, cards: ["nonna-1"], target: "lazio" },
    { type: "fortify", seat, from: region, to: region, count: 1, via: "ferry" },
    { type: "clockExpired", seat },
  ];
}

/**
 * Near misses of the listed moves: one number past its range, the wrong seat, an own region as
 * attack target, an enemy region as fortify or placement target, a card not in hand, a Serenata
 * without its target, a target on another combination, a combination's cards in another order
 * (the same combination: expected legal).
 */
export function nearMisses(state: GameState, rng: Prng): Action[] {
  const out: Action[] = [];
  const seat = state.currentSeat;
  const others = Array.from({ length: state.players }, (_, s) => s).filter((s) => s !== seat);
  const moves = legalMoves(state);
  for (const move of moves) {
    const wrongSeat = pick(rng, others);
    const [first] = expandMove(move);
    out.push({ ...first!, seat: wrongSeat } as Action);
    switch (move.type) {
      case "place": {
        out.push({ type: "place", seat, region: move.region, count: move.max + 1 });
        const enemy = REGION_IDS.find((r) => state.regions[r].owner !== seat);
        if (enemy) out.push({ type: "place", seat, region: enemy, count: 1 });
        break;
      }
      case "attack": {
        const { from, to } = move;
        if (move.minDice > 1) out.push({ type: "attack", seat, from, to, dice: move.minDice - 1 });
        if (move.maxDice < 3) out.push({ type: "attack", seat, from, to, dice: move.maxDice + 1 });
        out.push({ type: "attack", seat, from: move.from, to: move.from, dice: move.minDice });
        out.push({ type: "attack", seat, from: move.to, to: move.from, dice: move.minDice });
        break;
      }
      case "occupy":
        out.push({ type: "occupy", seat, count: move.min - 1 });
        out.push({ type: "occupy", seat, count: move.max + 1 });
        break;
      case "fortify": {
        out.push({ type: "fortify", seat, from: move.from, to: move.to, count: move.max + 1 });
        out.push({ type: "fortify", seat, from: move.from, to: move.from, count: 1 });
        const far = REGION_IDS.find(
          (r) => r !== move.from && state.regions[r].owner === seat && r !== move.to,
        );
        if (far) out.push({ type: "fortify", seat, from: move.from, to: far, count: 1 });
        break;
      }
      case "playCards": {
        const reversed = move.cards.slice().reverse();
        out.push({ ...move, cards: reversed } as Action);
        if (move.target) {
          out.push({ type: "playCards", seat, cards: move.cards });
          out.push({
            type: "playCards",
            seat,
            cards: move.cards,
            target: { from: move.target.to, to: move.target.from },
          });
        } else {
          out.push({
            type: "playCards",
            seat,
            cards: move.cards,
            target: { from: randomRegion(rng), to: randomRegion(rng) },
          });
        }
        const missing = CARD_IDS.find((c) => !(state.hands[seat] ?? []).includes(c));
        if (missing && move.cards.length === 3) {
          out.push({
            type: "playCards",
            seat,
            cards: [missing, move.cards[1]!, move.cards[2]!],
          } as Action);
        }
        break;
      }
      case "endTurn":
        break;
    }
  }
  // Moves of other kinds than the stage allows.
  out.push({ type: "endTurn", seat });
  out.push({ type: "occupy", seat, count: 1 });
  if (out.length > 60) {
    // Keep the per-step cost bounded: a random sample.
    const sample: Action[] = [];
    for (let i = 0; i < 60; i++) sample.push(out[rng.int(out.length)]!);
    return sample;
  }
  return out;
}

/**
 * A superset of the current seat's legal actions, for an exhaustive check that what is listed
 * is exactly what is accepted: every placement on any region up to one past the limit, every
 * attack and fortify between linked regions (and a region and itself) with every number, every
 * move-in count up to one past the max, every 1- and 3-card subset of the hand (Serenatas with
 * every linked target), and end turn.
 */
export function candidateActions(state: GameState): PlayerAction[] {
  const seat = state.currentSeat;
  const out: PlayerAction[] = [];
  const upTo = (n: number) => Math.max(1, Math.min(50, n));
  const placeLimit = upTo(Math.max(state.batchLeft, state.pendingArmies) + 1);
  for (const region of REGION_IDS) {
    for (let count = 1; count <= placeLimit; count++)
      out.push({ type: "place", seat, region, count });
  }
  for (const from of REGION_IDS) {
    const targets = [from, ...neighbours(from)];
    for (const to of targets) {
      for (let dice = 1; dice <= 3; dice++) out.push({ type: "attack", seat, from, to, dice });
      const max = upTo(state.regions[from].armies);
      for (let count = 1; count <= max; count++)
        out.push({ type: "fortify", seat, from, to, count });
    }
  }
  const occupyMax = upTo((state.occupy?.max ?? 2) + 1);
  for (let count = 1; count <= occupyMax; count++) out.push({ type: "occupy", seat, count });
  const hand = state.hands[seat] ?? [];
  const subsets: CardId[][] = hand.map((c) => [c]);
  for (let i = 0; i < hand.length; i++)
    for (let j = i + 1; j < hand.length; j++)
      for (let k = j + 1; k < hand.length; k++) subsets.push([hand[i]!, hand[j]!, hand[k]!]);
  for (const cards of subsets) {
    out.push({ type: "playCards", seat, cards });
    if (combinationOf(cards) === "serenata") {
      for (const from of REGION_IDS) {
        if (state.regions[from].owner !== seat) continue;
        for (const to of neighbours(from))
          out.push({ type: "playCards", seat, cards, target: { from, to } });
      }
    } else {
      const [from, to] = [REGION_IDS[0]!, neighbours(REGION_IDS[0]!)[0]!];
      out.push({ type: "playCards", seat, cards, target: { from, to } });
    }
  }
  out.push({ type: "endTurn", seat });
  return out;
}
