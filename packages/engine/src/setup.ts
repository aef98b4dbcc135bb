/**
 * Creating a game (R2): seats, the deal of regions, secret objectives, the shuffled decks, and the
 * placement passes that follow.
 *
 * @module
 */

import {
  BONUS_OBJECTIVES,
  CARD_IDS,
  OBJECTIVES,
  REGION_IDS,
  type RegionId,
  RULES,
  startingArmies,
} from "./board.js";
import { copyRegionRecord } from "./board-data.generated.js";
import { deepFreeze } from "./freeze.js";
import { Prng, type Seed, seedRng } from "./rng.js";
import {
  freshTurn,
  type GameState,
  type Limit,
  type PlayerCount,
  type RegionState,
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

/** Thrown by {@link newGame} for a config it cannot play; `path` names the bad field. */
export class InvalidConfigError extends Error {
  override name = "InvalidConfigError";
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Returns a description of what is wrong with a game config, or `null` if it is fine. Useful for
 * configs that arrive as JSON; {@link newGame} throws the same findings as
 * {@link InvalidConfigError}.
 */
export function checkConfig(config: unknown): { path: string; message: string } | null {
  if (typeof config !== "object" || config === null)
    return { path: "$", message: "The config must be an object." };
  const c = config as Record<string, unknown>;
  for (const key of Object.keys(c)) {
    if (!["players", "seed", "limit"].includes(key)) {
      return {
        path: `$.${key}`,
        message: `Unknown config field "${key}"; use players, seed and limit.`,
      };
    }
  }
  if (c.players !== 3 && c.players !== 4)
    return { path: "$.players", message: "players must be 3 or 4 (R2.1)." };
  if (typeof c.seed !== "string" && !(typeof c.seed === "number" && Number.isSafeInteger(c.seed))) {
    return { path: "$.seed", message: "seed must be a string or a whole number." };
  }
  if (c.limit !== undefined) {
    const limit = c.limit as Record<string, unknown>;
    const keys = typeof limit === "object" && limit !== null ? Object.keys(limit) : [];
    const value = keys.length === 1 ? limit[keys[0]!] : undefined;
    if (keys.length !== 1 || (keys[0] !== "rounds" && keys[0] !== "minutes")) {
      return {
        path: "$.limit",
        message: 'limit must be { "rounds": N } or { "minutes": N } (R11.4).',
      };
    }
    if (typeof value !== "number" || !Number.isInteger(value) || value < 1 || value > 10000) {
      return {
        path: `$.limit.${keys[0]}`,
        message: `limit.${keys[0]} must be a whole number from 1 to 10000.`,
      };
    }
  }
  return null;
}

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
  const problem = checkConfig(config);
  if (problem) throw new InvalidConfigError(problem.path, problem.message);
  const { players } = config;
  const rng = new Prng(seedRng(config.seed));

  const firstSeat = rng.int(players);
  const order = REGION_IDS.slice();
  rng.shuffle(order);
  const regions = {} as Record<RegionId, RegionState>;
  const owned = new Array<number>(players).fill(0);
  order.forEach((id, i) => {
    const owner = (firstSeat + i) % players;
    owned[owner]!++;
    regions[id] = { owner, armies: 1 };
  });

  const objectives = OBJECTIVES.map((o) => o.id);
  rng.shuffle(objectives);
  const bonusDeck = BONUS_OBJECTIVES.map((b) => b.id);
  rng.shuffle(bonusDeck);
  const deck = CARD_IDS.slice();
  rng.shuffle(deck);

  const seats = Array.from({ length: players }, (_, s) => s);
  const setupRemaining = seats.map((s) => startingArmies(players) - owned[s]!);
  return deepFreeze({
    format: "italia-state/2",
    players,
    firstSeat,
    round: 0,
    currentSeat: firstSeat,
    stage: "setup",
    pendingArmies: 0,
    setupRemaining,
    batchLeft: Math.min(RULES.setupBatch, setupRemaining[firstSeat]!),
    regions: copyRegionRecord(regions),
    hands: seats.map(() => []),
    deck,
    discard: [],
    objectives: seats.map((s) => objectives[s]!),
    bonus: seats.map((s) => ({
      held: bonusDeck.slice(RULES.bonusHeld * s, RULES.bonusHeld * (s + 1)),
      completed: [],
      progress: {},
    })),
    bonusDeck: bonusDeck.slice(RULES.bonusHeld * players),
    nextTurnArmies: seats.map(() => 0),
    untouchable: [],
    eliminated: [],
    turn: freshTurn(),
    occupy: null,
    limit: copyLimit(config.limit ?? { rounds: RULES.defaultRounds }),
    overtimeFromRound:
      config.limit && "minutes" in config.limit
        ? null
        : (config.limit?.rounds ?? RULES.defaultRounds) + 1,
    clockExpired: false,
    winner: null,
    endReason: null,
    rng: rng.state(),
  });
}
