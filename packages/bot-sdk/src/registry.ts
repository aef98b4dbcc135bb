/**
 * Italia's bots in the per-game bot registry (`bot-registry.ts`, where they are the game
 * `"italia"`'s): `"random"`, `"greedy"`, `"strong"`, `"strong-fast"`, or a name with options such
 * as `"strong:iterations=64,horizon=2"`. `registerBot`, `registeredBots` and `createBot` are
 * Italia's view of that registry. A spec that is malformed, names an unknown bot or option, or
 * gives a bad value is refused with a {@link BotSpecError}.
 *
 * @module
 */
import type { Bot } from "./bot.js";
import {
  createGameBot,
  type GameBotFactory,
  type RegisteredBot,
  type RegistrySpec,
  registeredGameBots,
  registerGameBot,
} from "./bot-registry.js";
import { GreedyBot, type GreedyOptions, type GreedyParams } from "./italia/bots/greedy.js";
import { RandomBot } from "./italia/bots/random.js";
import {
  STRONG_FAST_HORIZON,
  STRONG_FAST_ITERATIONS,
  STRONG_FAST_TURN_ITERATIONS,
  STRONG_ITERATIONS,
  StrongBot,
} from "./italia/bots/strong.js";
import type { BotOptions, BotSpecError, OptionInfo, OptionSchema } from "./options.js";

export { parseLineup, parseSpec, type RegisteredBot, type RegistrySpec } from "./bot-registry.js";

/** Italia's game id (`italia.info.id`): its bots are registered under it. */
export const ITALIA_GAME_ID = "italia";

/** Makes a fresh bot (one per game and seat). */
export type BotFactory = (options: BotOptions) => Bot;

/**
 * Adds a bot to the registry (or replaces one). With `options`, specs naming the bot are checked:
 * an unknown option or a value of the wrong kind is refused with a {@link BotSpecError} (without,
 * any options are passed to the factory as they are). In an arena with worker threads, register
 * your bot in a module the workers load (see the arena's `modules` option), or give it as a module
 * spec.
 *
 * @example
 * ```ts
 * registerBot(
 *   "cautious",
 *   (o) => new GreedyBot({ name: "cautious", attackThreshold: Number(o.t ?? 0.85) }),
 *   "greedy, attacking only at high odds",
 *   { t: { type: "number", min: 0, max: 1, description: "odds needed to attack" } },
 * );
 * ```
 */
export function registerBot(
  name: string,
  factory: BotFactory,
  description = "",
  options?: OptionSchema,
): void {
  registerGameBot(ITALIA_GAME_ID, name, factory as unknown as GameBotFactory, description, options);
}

/** The registered bots, with their descriptions and options. */
export function registeredBots(): RegisteredBot[] {
  return registeredGameBots(ITALIA_GAME_ID);
}

/**
 * Makes a bot from the registry.
 *
 * @throws BotSpecError for a malformed spec (see `parseSpec`), a name that is not registered,
 *   or options the bot does not take (the message names the bad part and the valid options)
 * @example
 * ```ts
 * const bots = ["strong", "greedy", "greedy", "greedy"].map(createBot);
 * createBot("strong:foo=1"); // BotSpecError: "strong:foo=1": strong has no option "foo"; its options: …
 * ```
 */
export function createBot(spec: RegistrySpec): Bot {
  return createGameBot(ITALIA_GAME_ID, spec) as unknown as Bot;
}

function num(options: BotOptions, key: string): number | undefined {
  const v = options[key];
  return typeof v === "number" ? v : undefined;
}

const share = (description: string): OptionInfo => ({
  type: "number",
  min: 0,
  max: 1,
  description,
});

const GREEDY_OPTIONS: OptionSchema = {
  attackThreshold: share("conquest probability needed to attack outside the objective"),
  objectiveThreshold: share("conquest probability needed to attack an objective region"),
  cardThreshold: share("conquest probability needed for the turn's first conquest"),
  finishThreshold: share("conquest probability enough for the objective's last region"),
  potentialWeight: {
    type: "number",
    min: 0,
    description: "weight of next-turn attack chances when moving armies",
  },
  placementWeight: {
    type: "number",
    min: 0,
    description: "weight of next-turn attack chances when placing armies",
  },
  keepWeight: { type: "number", min: 0, description: "weight of keeping the regions it holds" },
  objectiveValueWeight: {
    type: "number",
    min: 0,
    description: "weight of an objective region's value (0: all alike)",
  },
};

const STRONG_OPTIONS: OptionSchema = {
  iterations: { type: "integer", min: 1, description: "rollouts per decision" },
  turnIterations: { type: "integer", min: 0, description: "rollouts per turn" },
  timeMs: { type: "number", min: 1, description: "milliseconds per decision" },
  horizon: {
    type: "integer",
    min: 0,
    description: "own turns to look ahead (0: to the end of this turn)",
  },
  playLastTurn: {
    type: "boolean",
    description: "rollouts play the own turn they reach, scored at its end",
  },
  candidates: { type: "integer", min: 1, description: "candidate actions compared" },
  objectiveBelief: { type: "number", min: 0, description: "weight of held regions in guesses" },
  historyWeight: { type: "number", min: 0, description: "weight of seen attacks in guesses" },
  // The greedy knobs of its own play (StrongOptions.policy).
  ...Object.fromEntries(
    Object.entries(GREEDY_OPTIONS).map(([k, info]) => [
      k,
      { ...info, description: `its own play: ${info.description}` },
    ]),
  ),
};

/** The greedy knobs given in a spec's options. */
function greedyKnobs(o: BotOptions): Omit<GreedyOptions, "name"> {
  const knobs: { -readonly [K in keyof GreedyParams]?: number } = {};
  for (const k of Object.keys(GREEDY_OPTIONS) as (keyof GreedyParams)[]) {
    const v = num(o, k);
    if (v !== undefined) knobs[k] = v;
  }
  return knobs;
}

registerBot(
  "random",
  () => new RandomBot(),
  "uniform over the legal moves, then over the numbers",
  {},
);
registerBot(
  "greedy",
  (o) => new GreedyBot(greedyKnobs(o)),
  "one-step heuristics on exact battle odds; microseconds per decision",
  GREEDY_OPTIONS,
);
function strong(
  o: BotOptions,
  defaults: { iterations: number; turnIterations?: number; horizon?: number; name: string },
): Bot {
  const timeMs = num(o, "timeMs");
  const horizon = num(o, "horizon") ?? defaults.horizon;
  const candidates = num(o, "candidates");
  const playLastTurn = o.playLastTurn;
  const objectiveBelief = num(o, "objectiveBelief");
  const historyWeight = num(o, "historyWeight");
  const turnIterations = num(o, "turnIterations") ?? defaults.turnIterations;
  return new StrongBot({
    policy: greedyKnobs(o),
    name: defaults.name,
    iterations: num(o, "iterations") ?? defaults.iterations,
    ...(timeMs === undefined ? {} : { timeMs }),
    ...(horizon === undefined ? {} : { horizon }),
    ...(candidates === undefined ? {} : { candidates }),
    ...(typeof playLastTurn === "boolean" ? { playLastTurn } : {}),
    ...(objectiveBelief === undefined ? {} : { objectiveBelief }),
    ...(historyWeight === undefined ? {} : { historyWeight }),
    ...(turnIterations === undefined ? {} : { turnIterations }),
  });
}

registerBot(
  "strong",
  (o) => strong(o, { iterations: STRONG_ITERATIONS, name: "strong" }),
  "Monte-Carlo search over sampled hidden information",
  STRONG_OPTIONS,
);
registerBot(
  "strong-fast",
  (o) =>
    strong(o, {
      iterations: STRONG_FAST_ITERATIONS,
      turnIterations: STRONG_FAST_TURN_ITERATIONS,
      horizon: STRONG_FAST_HORIZON,
      name: "strong-fast",
    }),
  "the search bot at its fastest: a whole turn well under 100 ms",
  STRONG_OPTIONS,
);
