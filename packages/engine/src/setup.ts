/**
 * Creating a game (R2): seats, the deal of regions, secret objectives, the shuffled decks, and the
 * placement passes that follow.
 *
 * @module
 */

import {
  BONUS_OBJECTIVES,
  type BonusObjectiveId,
  CARD_IDS,
  type CardId,
  OBJECTIVES,
  REGION_IDS,
  RULES,
  startingArmies,
} from "./board.js";
import { regionRecordFrom } from "./board-data.generated.js";
import { type EngineError, fieldError, type RuleRef } from "./errors.js";
import { rememberFrozenState } from "./freeze.js";
import { Prng, type Seed, seedRng } from "./rng.js";
import {
  type BonusProgress,
  freshTurn,
  type GameState,
  type Limit,
  type PlayerCount,
  type RegionState,
  type Seat,
} from "./state.js";

/** What a new game needs. */
export interface GameConfig {
  /** 3 or 4 seats (R2.1). */
  readonly players: PlayerCount;
  /** The seed of all randomness: the same seed and actions give the same game everywhere. */
  readonly seed: Seed;
  /** Round limit (default 25) or minutes for a timed game (R11.4). */
  readonly limit?: Limit;
}

/**
 * Thrown by {@link newGame} for a config it cannot play. It carries the fields of an
 * {@link EngineError} (`code` is `"INVALID_CONFIG"`, `path` names the bad field, `rule` the rule
 * it breaks), so a caller handles it like any other failure of the engine. `newGame` throws
 * rather than returning a result because a config written in code is a programming error; use
 * {@link checkConfig} first for configs that arrive from outside.
 */
export class InvalidConfigError extends Error implements EngineError {
  override name = "InvalidConfigError";
  /** Always `"INVALID_CONFIG"`. */
  readonly code = "INVALID_CONFIG" as const;
  /** The JSON path of the bad field, e.g. `"$.players"`. */
  readonly path: string;
  /** The rule the config breaks (`"R2.1"` for the players, `"R11.4"` for the limit), or `null`. */
  readonly rule: RuleRef | null;
  constructor(error: EngineError) {
    super(error.message);
    this.path = error.path ?? "$";
    this.rule = error.rule;
  }
}

/** What {@link checkConfig} found: the config, typed, or why it cannot be played. */
export type ConfigCheck =
  | { readonly ok: true; readonly config: GameConfig }
  | { readonly ok: false; readonly error: EngineError };

/**
 * Checks a game config, e.g. one that arrived as JSON: `{ ok: true, config }` when
 * {@link newGame} can play it, otherwise `{ ok: false, error }` with the error's `path` naming
 * the bad field (code `"INVALID_CONFIG"`). Never throws; {@link newGame} throws the same findings
 * as {@link InvalidConfigError}.
 *
 * @example
 * ```ts
 * const check = checkConfig(JSON.parse(text));
 * if (!check.ok) console.error(check.error.path, check.error.message);
 * else state = newGame(check.config);
 * ```
 */
export function checkConfig(config: unknown): ConfigCheck {
  const error = configProblem(config);
  return error ? { ok: false, error } : { ok: true, config: config as GameConfig };
}

function configProblem(config: unknown): EngineError | null {
  const bad = (path: string, message: string, rule: RuleRef | null = null) =>
    fieldError("INVALID_CONFIG", path, message, rule);
  if (typeof config !== "object" || config === null || Array.isArray(config))
    return bad("$", "The config must be an object.");
  const c = config as Record<string, unknown>;
  for (const key of Object.keys(c)) {
    if (!["players", "seed", "limit"].includes(key)) {
      return bad(
        `$.${key}`,
        `Unknown config field "${key.slice(0, 40)}"; use players, seed and limit.`,
      );
    }
  }
  if (c.players !== 3 && c.players !== 4)
    return bad("$.players", "players must be 3 or 4 (R2.1).", "R2.1");
  if (typeof c.seed !== "string" && !(typeof c.seed === "number" && Number.isSafeInteger(c.seed))) {
    return bad("$.seed", "seed must be a string or a whole number.");
  }
  if (c.limit !== undefined) {
    const limit = c.limit as Record<string, unknown>;
    const keys = typeof limit === "object" && limit !== null ? Object.keys(limit) : [];
    const value = keys.length === 1 ? limit[keys[0]!] : undefined;
    if (keys.length !== 1 || (keys[0] !== "rounds" && keys[0] !== "minutes")) {
      return bad("$.limit", 'limit must be { "rounds": N } or { "minutes": N } (R11.4).', "R11.4");
    }
    if (typeof value !== "number" || !Number.isInteger(value) || value < 1 || value > 10000) {
      return bad(
        `$.limit.${keys[0]}`,
        `limit.${keys[0]} must be a whole number from 1 to 10000.`,
        "R11.4",
      );
    }
  }
  return null;
}

/** The frozen empty lists and record every new game shares (no holder can change them). */
const NO_CARDS: readonly CardId[] = Object.freeze([]);
const NO_SEATS: readonly Seat[] = Object.freeze([]);
const NO_BONUS_OBJECTIVES: readonly BonusObjectiveId[] = Object.freeze([]);
const NO_PROGRESS: BonusProgress = Object.freeze({});

/** The state keeps its own copy of the limit: the caller's config object stays the caller's. */
function copyLimit(limit: Limit): Limit {
  return "minutes" in limit ? { minutes: limit.minutes } : { rounds: limit.rounds };
}

/**
 * Creates a game (R2): draws the first player, deals the regions one at a time in turn order with
 * 1 army each, deals each seat a secret main objective and 2 bonus objectives, shuffles the cards,
 * and opens the first setup pass. Pure: the same config gives the same game.
 *
 * @throws {@link InvalidConfigError} if the config is not playable.
 * @example
 * ```ts
 * let state = newGame({ players: 4, seed: "friday night" });
 * ```
 */
export function newGame(config: GameConfig): GameState {
  const problem = configProblem(config);
  if (problem) throw new InvalidConfigError(problem);
  const { players } = config;
  const rng = new Prng(seedRng(config.seed));

  const firstSeat = rng.int(players);
  // The deal order is a shuffle of the regions' board indexes (the same draws and permutation as
  // shuffling their ids). The record is then built in board order: keys added in a new order per
  // game gave every game's record its own chain of hidden classes, 3% of a simulated game.
  const order = REGION_IDS.map((_, i) => i);
  rng.shuffle(order);
  const ownerOf = new Array<number>(order.length);
  const owned = new Array<number>(players).fill(0);
  for (let i = 0; i < order.length; i++) {
    const owner = (firstSeat + i) % players;
    owned[owner]!++;
    ownerOf[order[i]!] = owner;
  }
  // In board order, then written into the record as one literal (no key-by-key growth).
  const cells = new Array<RegionState>(REGION_IDS.length);
  for (let r = 0; r < REGION_IDS.length; r++) {
    cells[r] = Object.freeze({ owner: ownerOf[r]!, armies: 1 });
  }

  const objectives = OBJECTIVES.map((o) => o.id);
  rng.shuffle(objectives);
  const bonusDeck = BONUS_OBJECTIVES.map((b) => b.id);
  rng.shuffle(bonusDeck);
  const deck = CARD_IDS.slice();
  rng.shuffle(deck);

  // Every part is made here and frozen as it is made (no generic walk over the finished state);
  // the empty lists and records are shared, frozen once (every change copies a part first).
  const seats = Array.from({ length: players }, (_, s) => s);
  const setupRemaining = seats.map((s) => startingArmies(players) - owned[s]!);
  const turn = freshTurn();
  Object.freeze(turn.movedOut);
  const state: GameState = Object.freeze({
    format: "italia-state/2",
    players,
    firstSeat,
    round: 0,
    currentSeat: firstSeat,
    stage: "setup",
    pendingArmies: 0,
    setupRemaining: Object.freeze(setupRemaining),
    batchLeft: Math.min(RULES.setupBatch, setupRemaining[firstSeat]!),
    regions: Object.freeze(regionRecordFrom(cells)),
    hands: Object.freeze(seats.map(() => NO_CARDS)),
    deck: Object.freeze(deck),
    discard: NO_CARDS,
    objectives: Object.freeze(seats.map((s) => objectives[s]!)),
    bonus: Object.freeze(
      seats.map((s) =>
        Object.freeze({
          held: Object.freeze(bonusDeck.slice(RULES.bonusHeld * s, RULES.bonusHeld * (s + 1))),
          completed: NO_BONUS_OBJECTIVES,
          progress: NO_PROGRESS,
        }),
      ),
    ),
    bonusDeck: Object.freeze(bonusDeck.slice(RULES.bonusHeld * players)),
    nextTurnArmies: Object.freeze(seats.map(() => 0)),
    untouchable: NO_SEATS,
    eliminated: NO_SEATS,
    turn: Object.freeze(turn),
    occupy: null,
    limit: Object.freeze(copyLimit(config.limit ?? { rounds: RULES.defaultRounds })),
    overtimeFromRound:
      config.limit && "minutes" in config.limit
        ? null
        : (config.limit?.rounds ?? RULES.defaultRounds) + 1,
    clockExpired: false,
    winner: null,
    endReason: null,
    rng: Object.freeze(rng.state()),
  });
  // Made here from fresh parts and frozen whole: `apply` and `legalActions` may trust it.
  rememberFrozenState(state);
  return state;
}
