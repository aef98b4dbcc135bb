/**
 * Bot specs for hosts that run on Node.js: registry names, external programs and modules, all as
 * plain JSON so they can cross to worker threads.
 *
 * @module
 */
import { isAbsolute, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { Bot } from "./bot.js";
import { ExternalBot, splitCommand } from "./external.js";
import { type BotOptions, BotSpecError } from "./options.js";
import { createBot, parseSpec, type RegistrySpec } from "./registry.js";
import { safeText } from "./text.js";

/** An external program speaking the JSON-lines protocol (see {@link ExternalBot}). */
export interface CommandSpec {
  /** The program: argument list, or a command line split on spaces (quotes group words). */
  readonly command: string | readonly string[];
  /** Name in reports (default: the command line). */
  readonly label?: string;
  /**
   * Working directory of the program (default: a fresh private folder, see
   * `ExternalBotOptions.cwd`).
   */
  readonly cwd?: string;
  /**
   * Environment variables passed to the program besides `PATH`, `LANG` and its private `HOME`
   * (nothing else of the host's environment is).
   */
  readonly env?: Readonly<Record<string, string>>;
  /** Restarts allowed per game after a timeout or crash (default 2). */
  readonly maxRestarts?: number;
  /**
   * Start-up allowance in milliseconds, on top of the decision that starts the program (default
   * 10 000; see `ExternalBotOptions.startupMs`).
   */
  readonly startupMs?: number;
  /**
   * Copy each line the program writes to stderr to this process's stderr, as `[label] line`
   * (default false: the lines are only kept in `ExternalBot.stderr`). In an arena's worker threads
   * too.
   */
  readonly showStderr?: boolean;
}

/**
 * A bot exported by a JavaScript module: a {@link Bot} object, a class to construct with the
 * options, or a factory function taking the options.
 */
export interface ModuleSpec {
  /**
   * The module's path or `file:` URL. A relative path is resolved against the working directory
   * (`process.cwd()`), not against the file that names it: for a module next to your script, give
   * `new URL("./my-bot.js", import.meta.url).href`. It must be JavaScript (compile TypeScript
   * first).
   */
  readonly module: string;
  /** The export to use (default `"default"`). */
  readonly export?: string;
  /** Passed to the class or factory. */
  readonly options?: BotOptions;
  /** Name in reports (default: the bot's own name). */
  readonly label?: string;
}

/**
 * How a host names a bot: a registry spec (`"greedy"`, `"strong:iterations=64"`), an external
 * program (`{ command: "python3 bot.py" }` or the string `"cmd:python3 bot.py"`), or a module
 * (`{ module: "./my-bot.js" }` or `"module:./my-bot.js#MyBot"`).
 */
export type BotSpec = RegistrySpec | CommandSpec | ModuleSpec;

/** Reads the string forms `cmd:…` and `module:…[#export]`; other specs are returned as they are. */
export function normalizeSpec(spec: BotSpec): BotSpec {
  if (typeof spec !== "string") return spec;
  if (spec.startsWith("cmd:"))
    return { command: spec.slice(4).trim(), label: spec.slice(4).trim() };
  if (spec.startsWith("module:")) {
    const rest = spec.slice(7).trim();
    const hash = rest.lastIndexOf("#");
    return hash > 0
      ? { module: rest.slice(0, hash), export: rest.slice(hash + 1) }
      : { module: rest };
  }
  return spec;
}

/** The name a spec gets in reports. */
export function specLabel(spec: BotSpec): string {
  const s = normalizeSpec(spec);
  if (typeof s === "string") return s;
  if ("command" in s)
    return s.label ?? (typeof s.command === "string" ? s.command : s.command.join(" "));
  if ("module" in s) return s.label ?? `${s.module}${s.export ? `#${s.export}` : ""}`;
  return parseSpec(s).label;
}

/**
 * A spec as one line of text, the form `--bots` and a game record's `seats[].bot` take:
 * `"strong:iterations=64"`, `"cmd:python3 bot.py"`, `"module:./bot.js#MyBot"`.
 */
export function specText(spec: BotSpec): string {
  const s = normalizeSpec(spec);
  if (typeof s === "string") return s;
  if ("command" in s) {
    return `cmd:${typeof s.command === "string" ? s.command : s.command.join(" ")}`;
  }
  if ("module" in s) return `module:${s.module}${s.export ? `#${s.export}` : ""}`;
  const options = Object.entries(s.options ?? {}).map(([k, v]) => `${k}=${String(v)}`);
  return options.length > 0 ? `${s.bot}:${options.join(",")}` : s.bot;
}

function moduleUrl(path: string): string {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path)) return path;
  return pathToFileURL(isAbsolute(path) ? path : resolve(process.cwd(), path)).href;
}

function isBot(value: unknown): value is Bot {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { decide?: unknown }).decide === "function"
  );
}

/**
 * Makes a fresh bot from a spec (one per game and seat). An external program is not started until
 * its first decision.
 *
 * @throws BotSpecError for a bad registry spec (see {@link createBot}), an empty command, a module
 *   that cannot be loaded, or one that does not export a bot
 */
export async function resolveBot(spec: BotSpec): Promise<Bot> {
  const s = normalizeSpec(spec);
  if (typeof s === "string" || "bot" in s) return createBot(s as RegistrySpec);
  if ("command" in s) {
    const words = typeof s.command === "string" ? splitCommand(s.command) : s.command;
    if (words.length === 0) throw new BotSpecError("a command spec needs a command line");
    return new ExternalBot({
      command: s.command,
      name: specLabel(s),
      ...(s.cwd ? { cwd: s.cwd } : {}),
      ...(s.env ? { env: s.env } : {}),
      ...(s.maxRestarts === undefined ? {} : { maxRestarts: s.maxRestarts }),
      ...(s.startupMs === undefined ? {} : { startupMs: s.startupMs }),
      ...(s.showStderr
        ? {
            onStderr: (line: string) =>
              process.stderr.write(`[${safeText(specLabel(s))}] ${safeText(line)}\n`),
          }
        : {}),
    });
  }
  let loaded: Record<string, unknown>;
  try {
    loaded = (await import(moduleUrl(s.module))) as Record<string, unknown>;
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new BotSpecError(`cannot load the bot module ${s.module}: ${why}`);
  }
  const exported = loaded[s.export ?? "default"];
  let bot: Bot;
  if (isBot(exported)) bot = exported;
  else if (typeof exported === "function") {
    const options = s.options ?? {};
    const isClass = /^class[\s{]/.test(Function.prototype.toString.call(exported));
    const made: unknown = isClass
      ? new (exported as new (o: BotOptions) => unknown)(options)
      : (exported as (o: BotOptions) => unknown)(options);
    if (!isBot(made))
      throw new BotSpecError(`${s.module}: "${s.export ?? "default"}" does not make a bot`);
    bot = made;
  } else {
    throw new BotSpecError(`${s.module} has no export "${s.export ?? "default"}" that is a bot`);
  }
  if (!s.label || s.label === bot.name) return bot;
  const label = s.label;
  return {
    name: label,
    decide: (ctx) => bot.decide(ctx),
    ...(bot.end ? { end: (view, outcome) => bot.end?.(view, outcome) } : {}),
  };
}
