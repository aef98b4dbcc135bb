/**
 * Bots by name, so a bot can be named in a config, on a command line or across a worker thread:
 * `"random"`, `"greedy"`, `"strong"`, `"strong-fast"`, or a name with options such as
 * `"strong:iterations=64,horizon=2"`.
 *
 * @module
 */
import type { Bot } from "./bot.js";
import { GreedyBot } from "./bots/greedy.js";
import { RandomBot } from "./bots/random.js";
import {
  STRONG_FAST_ITERATIONS,
  STRONG_FAST_TURN_ITERATIONS,
  STRONG_ITERATIONS,
  StrongBot,
} from "./bots/strong.js";

/** Options given to a bot factory: plain JSON values. */
export type BotOptions = Readonly<Record<string, string | number | boolean>>;

/** Makes a fresh bot (one per game and seat). */
export type BotFactory = (options: BotOptions) => Bot;

/**
 * A bot named in the registry: a name (`"greedy"`), a name with options
 * (`"strong:iterations=64"`), or the same as an object. `label` names it in reports (default: the
 * spec string, or the name).
 */
export type RegistrySpec =
  | string
  | {
      readonly bot: string;
      readonly options?: BotOptions;
      readonly label?: string;
    };

const registry = new Map<string, { factory: BotFactory; description: string }>();

/**
 * Adds a bot to the registry (or replaces one). In an arena with worker threads, register your bot
 * in a module the workers load (see the arena's `modules` option), or give it as a module spec.
 *
 * @example
 * ```ts
 * registerBot("cautious", (o) => new GreedyBot({ name: "cautious", attackThreshold: Number(o.t ?? 0.85) }));
 * ```
 */
export function registerBot(name: string, factory: BotFactory, description = ""): void {
  if (!/^[a-z0-9][a-z0-9._-]*$/i.test(name)) {
    throw new Error(`a bot name is letters, digits, ".", "_" and "-": "${name}"`);
  }
  registry.set(name, { factory, description });
}

/** The registered bots, with their descriptions. */
export function registeredBots(): { name: string; description: string }[] {
  return [...registry].map(([name, { description }]) => ({ name, description }));
}

function parseValue(text: string): string | number | boolean {
  if (text === "true") return true;
  if (text === "false") return false;
  const n = Number(text);
  return text.trim() !== "" && Number.isFinite(n) ? n : text;
}

/**
 * Reads a registry spec into a name, options and a label.
 *
 * @example
 * ```ts
 * parseSpec("strong:iterations=64,horizon=2");
 * // { bot: "strong", options: { iterations: 64, horizon: 2 }, label: "strong:iterations=64,horizon=2" }
 * ```
 */
export function parseSpec(spec: RegistrySpec): {
  bot: string;
  options: BotOptions;
  label: string;
} {
  if (typeof spec !== "string") {
    return { bot: spec.bot, options: spec.options ?? {}, label: spec.label ?? spec.bot };
  }
  const colon = spec.indexOf(":");
  if (colon < 0) return { bot: spec, options: {}, label: spec };
  const options: Record<string, string | number | boolean> = {};
  for (const part of spec.slice(colon + 1).split(",")) {
    if (part.trim() === "") continue;
    const eq = part.indexOf("=");
    if (eq < 0) options[part.trim()] = true;
    else options[part.slice(0, eq).trim()] = parseValue(part.slice(eq + 1).trim());
  }
  return { bot: spec.slice(0, colon), options, label: spec };
}

/**
 * Makes a bot from the registry.
 *
 * @throws Error for a name that is not registered
 * @example
 * ```ts
 * const bots = ["strong", "greedy", "greedy", "greedy"].map(createBot);
 * ```
 */
export function createBot(spec: RegistrySpec): Bot {
  const { bot, options, label } = parseSpec(spec);
  const entry = registry.get(bot);
  if (!entry) {
    const known = [...registry.keys()].join(", ");
    throw new Error(`no bot named "${bot}" is registered (known: ${known})`);
  }
  const made = entry.factory(options);
  return label === made.name ? made : withName(made, label);
}

/** The same bot under another name. */
function withName(bot: Bot, name: string): Bot {
  return {
    name,
    decide: (ctx) => bot.decide(ctx),
    ...(bot.end ? { end: (view) => bot.end?.(view) } : {}),
  };
}

function num(options: BotOptions, key: string): number | undefined {
  const v = options[key];
  return typeof v === "number" ? v : undefined;
}

registerBot("random", () => new RandomBot(), "uniform over the legal moves, then over the numbers");
registerBot(
  "greedy",
  (o) => {
    const attackThreshold = num(o, "attackThreshold");
    const objectiveThreshold = num(o, "objectiveThreshold");
    const cardThreshold = num(o, "cardThreshold");
    const potentialWeight = num(o, "potentialWeight");
    return new GreedyBot({
      ...(attackThreshold === undefined ? {} : { attackThreshold }),
      ...(objectiveThreshold === undefined ? {} : { objectiveThreshold }),
      ...(cardThreshold === undefined ? {} : { cardThreshold }),
      ...(potentialWeight === undefined ? {} : { potentialWeight }),
    });
  },
  "one-step heuristics on exact battle odds; microseconds per decision",
);

function strong(
  o: BotOptions,
  defaults: { iterations: number; turnIterations?: number; name: string },
): Bot {
  const timeMs = num(o, "timeMs");
  const horizon = num(o, "horizon");
  const candidates = num(o, "candidates");
  const objectiveBelief = num(o, "objectiveBelief");
  const historyWeight = num(o, "historyWeight");
  const turnIterations = num(o, "turnIterations") ?? defaults.turnIterations;
  return new StrongBot({
    name: defaults.name,
    iterations: num(o, "iterations") ?? defaults.iterations,
    ...(timeMs === undefined ? {} : { timeMs }),
    ...(horizon === undefined ? {} : { horizon }),
    ...(candidates === undefined ? {} : { candidates }),
    ...(objectiveBelief === undefined ? {} : { objectiveBelief }),
    ...(historyWeight === undefined ? {} : { historyWeight }),
    ...(turnIterations === undefined ? {} : { turnIterations }),
  });
}

registerBot(
  "strong",
  (o) => strong(o, { iterations: STRONG_ITERATIONS, name: "strong" }),
  "Monte-Carlo search over sampled hidden information (options: iterations, timeMs, horizon, candidates)",
);
registerBot(
  "strong-fast",
  (o) =>
    strong(o, {
      iterations: STRONG_FAST_ITERATIONS,
      turnIterations: STRONG_FAST_TURN_ITERATIONS,
      name: "strong-fast",
    }),
  "the search bot at its fastest setting: a whole turn well under 100 ms",
);
