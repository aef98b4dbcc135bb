/**
 * The bot registry, per game: each game's bots by name, looked up by the game's id (`info.id`),
 * so a bot can be named in a config, on a command line or across a worker thread — `"greedy"`, or
 * a name with options such as `"strong:iterations=64,horizon=2"`. A spec that is malformed, names
 * an unknown bot or option, or gives a bad value is refused with a {@link BotSpecError}.
 *
 * Italia's bots are registered under `"italia"` (`registry.ts`, whose `registerBot`, `createBot`
 * and `registeredBots` are Italia's); another game's bots are registered from its package with
 * {@link registerGameBots}.
 *
 * @module
 */
import type { AnyGame } from "@italia/game-kit";
import type { GameBot } from "./bot.js";
import { type BotOptions, BotSpecError, checkOptions, type OptionSchema } from "./options.js";

/** Makes a fresh bot of game `G` (one per game and seat) from a spec's options. */
export type GameBotFactory<G extends AnyGame = AnyGame> = (options: BotOptions) => GameBot<G>;

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

/** A registered bot: its name, what it does and the options it takes (if it declared them). */
export interface RegisteredBot {
  readonly name: string;
  readonly description: string;
  readonly options?: OptionSchema;
}

interface Entry {
  readonly factory: (options: BotOptions) => unknown;
  readonly description: string;
  readonly options: OptionSchema | undefined;
}

/** Per game id, its bots by name, in the order they were first registered. */
const games = new Map<string, Map<string, Entry>>();

/**
 * Adds a bot of the game whose id is `game` to the registry (or replaces one). With `options`,
 * specs naming the bot are checked: an unknown option or a value of the wrong kind is refused
 * with a {@link BotSpecError} (without, any options are passed to the factory as they are).
 *
 * @throws Error for a name that is not letters, digits, `.`, `_` and `-`
 */
export function registerGameBot<G extends AnyGame>(
  game: string,
  name: string,
  factory: GameBotFactory<G>,
  description = "",
  options?: OptionSchema,
): void {
  if (!/^[a-z0-9][a-z0-9._-]*$/i.test(name)) {
    throw new Error(`a bot name is letters, digits, ".", "_" and "-": "${name}"`);
  }
  let bots = games.get(game);
  if (!bots) {
    bots = new Map();
    games.set(game, bots);
  }
  bots.set(name, { factory, description, options });
}

/** The bots a game ships, by name: its package's (`GamePackage.bots`), or a team game's. */
export interface ShippedBots<G extends AnyGame> {
  readonly game: G;
  /** Each a factory of a fresh bot. */
  readonly bots: Readonly<Record<string, () => GameBot<G>>>;
}

/**
 * A fresh bot named `name` of the bots a game ships, read from them rather than the registry (a
 * worker thread that loaded the game has them without registering them).
 *
 * @throws BotSpecError for a name the game does not ship, naming the game and the bots it has
 */
export function shippedBot<G extends AnyGame>(shipped: ShippedBots<G>, name: string): GameBot<G> {
  const make = Object.hasOwn(shipped.bots, name) ? shipped.bots[name] : undefined;
  if (make === undefined) {
    throw new BotSpecError(
      `${shipped.game.info.title} has no bot named ${JSON.stringify(name.slice(0, 40))} (known: ${Object.keys(shipped.bots).join(", ")})`,
    );
  }
  return make();
}

/**
 * Registers the bots a game ships under the game's id, each bot taking no options; a name already
 * registered for the game is kept as it is.
 */
export function registerGameBots<G extends AnyGame>(shipped: ShippedBots<G>): void {
  const id = shipped.game.info.id;
  const known = games.get(id);
  for (const [name, make] of Object.entries(shipped.bots)) {
    if (!known?.has(name)) registerGameBot<G>(id, name, () => make(), "", {});
  }
}

/** The ids of the games that have bots registered, in the order they were first registered. */
export function botGames(): string[] {
  return [...games].flatMap(([id, bots]) => (bots.size > 0 ? [id] : []));
}

/** The bots registered for the game whose id is `game`, with their descriptions and options. */
export function registeredGameBots(game: string): RegisteredBot[] {
  return [...(games.get(game) ?? [])].map(([name, { description, options }]) => ({
    name,
    description,
    ...(options ? { options } : {}),
  }));
}

/**
 * Makes a bot of the game whose id is `game` from the registry.
 *
 * @throws BotSpecError for a malformed spec (see {@link parseSpec}), a name that is not registered
 *   for the game, or options the bot does not take (the message names the bad part and the valid
 *   options)
 */
export function createGameBot<G extends AnyGame>(game: string, spec: RegistrySpec): GameBot<G> {
  const { bot, options, label } = parseSpec(spec);
  const bots = games.get(game);
  const entry = bots?.get(bot);
  if (!entry) {
    const known = [...(bots?.keys() ?? [])].join(", ");
    throw new BotSpecError(`no bot named "${bot}" is registered (known: ${known})`);
  }
  const checked = entry.options ? checkOptions(bot, label, options, entry.options) : options;
  const made = entry.factory(checked) as GameBot<G>;
  return label === made.name ? made : withName(made, label);
}

/** The same bot under another name. */
function withName<G extends AnyGame>(bot: GameBot<G>, name: string): GameBot<G> {
  return {
    name,
    decide: (ctx) => bot.decide(ctx),
    ...(bot.end ? { end: (view, outcome) => bot.end?.(view, outcome) } : {}),
  };
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
 * against the bot by {@link createGameBot}, not here.
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
 * (see {@link createGameBot}).
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
