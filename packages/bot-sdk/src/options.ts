/**
 * Bot options: what a registered bot takes ({@link OptionSchema}), and checking the options of a
 * spec against it, so `"strong:iterations=abc"` or `"strong:foo=1"` is refused with a clear
 * {@link BotSpecError} instead of running with defaults.
 *
 * @module
 */

/** Options given to a bot factory: plain JSON values. */
export type BotOptions = Readonly<Record<string, string | number | boolean>>;

/**
 * A bot spec that names no bot that can be made — bad syntax, an unknown bot or option, a bad
 * value, a module that cannot be loaded or exports no bot. Hosts report it as bad usage.
 */
export class BotSpecError extends Error {
  override name = "BotSpecError";
}

/** What one option takes. */
export interface OptionInfo {
  /** `"integer"`: a whole number; `"number"`: any finite number; or a boolean or a string. */
  readonly type: "integer" | "number" | "boolean" | "string";
  /** Smallest number allowed. */
  readonly min?: number;
  /** Largest number allowed. */
  readonly max?: number;
  /** What it does, for `italia-bots list` and error messages. */
  readonly description?: string;
}

/** The options a bot takes, by name. */
export type OptionSchema = Readonly<Record<string, OptionInfo>>;

function shown(value: unknown): string {
  return typeof value === "string" ? `"${value}"` : String(value);
}

/** What an option needs, in words: "a whole number ≥ 1", "a number from 0 to 1". */
function needs(info: OptionInfo): string {
  if (info.type === "boolean") return "true or false";
  if (info.type === "string") return "a text";
  const what = info.type === "integer" ? "a whole number" : "a number";
  const { min, max } = info;
  if (min !== undefined && max !== undefined) return `${what} from ${min} to ${max}`;
  if (min !== undefined) return `${what} ≥ ${min}`;
  if (max !== undefined) return `${what} ≤ ${max}`;
  return what;
}

/** The value if it fits `info` (a number or boolean given for a text option becomes text). */
function fits(info: OptionInfo, value: unknown): string | number | boolean | undefined {
  switch (info.type) {
    case "boolean":
      return typeof value === "boolean" ? value : undefined;
    case "string":
      return typeof value === "string" || typeof value === "number" || typeof value === "boolean"
        ? String(value)
        : undefined;
    default: {
      if (typeof value !== "number" || !Number.isFinite(value)) return undefined;
      if (info.type === "integer" && !Number.isInteger(value)) return undefined;
      if (info.min !== undefined && value < info.min) return undefined;
      if (info.max !== undefined && value > info.max) return undefined;
      return value;
    }
  }
}

/**
 * Checks `options` against what the bot `bot` takes; returns them (text options as text).
 *
 * @param label the spec as the user wrote it, for messages
 * @throws BotSpecError naming the first unknown option or bad value, and the valid options
 * @example
 * ```ts
 * checkOptions("strong", "strong:iterations=abc", { iterations: "abc" }, schema);
 * // BotSpecError: "strong:iterations=abc": option "iterations" needs a whole number ≥ 1, not "abc"
 * ```
 */
export function checkOptions(
  bot: string,
  label: string,
  options: BotOptions,
  schema: OptionSchema,
): BotOptions {
  const out: Record<string, string | number | boolean> = {};
  const names = Object.keys(schema);
  for (const [key, value] of Object.entries(options)) {
    const info = Object.hasOwn(schema, key) ? schema[key] : undefined;
    if (!info) {
      const valid = names.length === 0 ? "it takes no options" : `its options: ${names.join(", ")}`;
      throw new BotSpecError(`"${label}": ${bot} has no option "${key}"; ${valid}`);
    }
    const ok = fits(info, value);
    if (ok === undefined) {
      throw new BotSpecError(
        `"${label}": option "${key}" needs ${needs(info)}, not ${shown(value)}`,
      );
    }
    out[key] = ok;
  }
  return out;
}
