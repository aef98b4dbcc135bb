/**
 * Bots by name, so a bot can be named in a config, on a command line or across a worker thread:
 * `"random"`, `"greedy"`, `"strong"`, `"strong-fast"`, or a name with options such as
 * `"strong:iterations=64,horizon=2"`. A spec that is malformed, names an unknown bot or option, or
 * gives a bad value is refused with a {@link BotSpecError}.
 *
 * @module
 */
import type { Bot } from "./bot.js";
import { GreedyBot, type GreedyOptions, type GreedyParams } from "./italia/bots/greedy.js";
import { RandomBot } from "./italia/bots/random.js";
import {
  STRONG_FAST_HORIZON,
  STRONG_FAST_ITERATIONS,
  STRONG_FAST_TURN_ITERATIONS,
  STRONG_ITERATIONS,
  StrongBot,
} from "./italia/bots/strong.js";
import {
  type BotOptions,
  BotSpecError,
  checkOptions,
  type OptionInfo,
  type OptionSchema,
} from "./options.js";

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

interface Entry {
  readonly factory: BotFactory;
  readonly description: string;
  readonly options: OptionSchema | undefined;
}

const registry = new Map<string, Entry>();

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
  if (!/^[a-z0-9][a-z0-9._-]*$/i.test(name)) {
    throw new Error(`a bot name is letters, digits, ".", "_" and "-": "${name}"`);
  }
  registry.set(name, { factory, description, options });
}

/** A registered bot: its name, what it does and the options it takes (if it declared them). */
export interface RegisteredBot {
  readonly name: string;
  readonly description: string;
  readonly options?: OptionSchema;
}

/** The registered bots, with their descriptions and options. */
export function registeredBots(): RegisteredBot[] {
  return [...registry].map(([name, { description, options }]) => ({
    name,
    description,
    ...(options ? { options } : {}),
  }));
}

function parseValue(text: string): string | number | boolean {
  if (text === "true") return true;
  if (text === "false") return false;
  const n = Number(text);
  return text.trim() !== "" && Number.isFinite(n) ? n : text;
}

/**
 * Reads a registry spec into a name, options and a label: `name` or `name:key=value,…` (a key
 * alone means `key=true`; numbers and `true`/`false` are read as such). The options are checked
 * against the bot by {@link createBot}, not here.
 *
 * @throws BotSpecError for a spec with no bot name, nothing after `:`, an empty option (`a=1,,b=2`),
 *   an option without a name, or an option given twice
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
    if (typeof spec.bot !== "string" || spec.bot.trim() === "") {
      throw new BotSpecError('a bot spec object needs a bot name in its "bot" field');
    }
    return { bot: spec.bot, options: spec.options ?? {}, label: spec.label ?? spec.bot };
  }
  const colon = spec.indexOf(":");
  const bot = (colon < 0 ? spec : spec.slice(0, colon)).trim();
  if (bot === "") throw new BotSpecError(`"${spec}" has no bot name`);
  if (colon < 0) return { bot, options: {}, label: spec };
  const list = spec.slice(colon + 1);
  if (list.trim() === "") throw new BotSpecError(`"${spec}" has no options after ":"`);
  const options: Record<string, string | number | boolean> = {};
  list.split(",").forEach((part, i) => {
    if (part.trim() === "") throw new BotSpecError(`option ${i + 1} of "${spec}" is empty`);
    const eq = part.indexOf("=");
    const key = (eq < 0 ? part : part.slice(0, eq)).trim();
    if (key === "") throw new BotSpecError(`option ${i + 1} of "${spec}" has no name`);
    if (Object.hasOwn(options, key)) {
      throw new BotSpecError(`"${spec}": option "${key}" is given twice`);
    }
    options[key] = eq < 0 ? true : parseValue(part.slice(eq + 1).trim());
  });
  return { bot, options, label: spec };
}

/**
 * Reads a comma-separated lineup such as `"greedy,strong:iterations=64,horizon=2,random"`: a part
 * with `=` and no `:` continues the options of the spec before it, so give options in a lineup as
 * `key=value` (not a bare `key`). Spaces around entries are ignored. Entries are not checked here
 * (see {@link createBot}).
 *
 * @throws BotSpecError for an empty lineup or an empty entry (`"greedy,,greedy"`)
 * @example
 * ```ts
 * parseLineup("greedy,strong:iterations=64,horizon=2,random");
 * // ["greedy", "strong:iterations=64,horizon=2", "random"]
 * ```
 */
export function parseLineup(list: string): string[] {
  const entries: string[] = [];
  for (const raw of list.split(",")) {
    const part = raw.trim();
    if (part === "") {
      throw new BotSpecError(`entry ${entries.length + 1} of the lineup "${list}" is empty`);
    }
    const previous = entries.length - 1;
    if (
      part.includes("=") &&
      !part.includes(":") &&
      previous >= 0 &&
      entries[previous]!.includes(":")
    ) {
      entries[previous] = `${entries[previous]},${part}`;
    } else entries.push(part);
  }
  return entries;
}

/**
 * Makes a bot from the registry.
 *
 * @throws BotSpecError for a malformed spec (see {@link parseSpec}), a name that is not registered,
 *   or options the bot does not take (the message names the bad part and the valid options)
 * @example
 * ```ts
 * const bots = ["strong", "greedy", "greedy", "greedy"].map(createBot);
 * createBot("strong:foo=1"); // BotSpecError: "strong:foo=1": strong has no option "foo"; its options: …
 * ```
 */
export function createBot(spec: RegistrySpec): Bot {
  const { bot, options, label } = parseSpec(spec);
  const entry = registry.get(bot);
  if (!entry) {
    const known = [...registry.keys()].join(", ");
    throw new BotSpecError(`no bot named "${bot}" is registered (known: ${known})`);
  }
  const checked = entry.options ? checkOptions(bot, label, options, entry.options) : options;
  const made = entry.factory(checked);
  return label === made.name ? made : withName(made, label);
}

/** The same bot under another name. */
function withName(bot: Bot, name: string): Bot {
  return {
    name,
    decide: (ctx) => bot.decide(ctx),
    ...(bot.end ? { end: (view, outcome) => bot.end?.(view, outcome) } : {}),
  };
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
