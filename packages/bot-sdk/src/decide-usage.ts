/**
 * Internal: what every game's `italia-bots decide` shares — its options, the bounded reading of
 * the position file, asking the program once with the start-up allowance, and how a failure is
 * worded. Each game's command (`italia/decide-command.ts`, `decide-game.ts`) adds its reading of
 * the position and its verdict.
 *
 * @internal
 * @module
 */
import { parseArgs } from "node:util";
import { DEFAULT_STARTUP_MS } from "./clock.js";
import { readInputFile } from "./input-file.js";
import { BotTimeoutError } from "./referee.js";

/** The largest position file read, in bytes. */
const MAX_POSITION_BYTES = 1024 * 1024;

/** Bad usage: exit code 2. */
export class DecideUsageError extends Error {
  override name = "DecideUsageError";
}

/** `text` safe to print on a terminal: control characters escaped, at most `max` characters. */
export function printable(text: string, max = 200): string {
  const escaped = text.replace(
    // biome-ignore lint/suspicious/noControlCharactersInRegex: escaping them is the point
    /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  return escaped.length > max ? `${escaped.slice(0, max)}…` : escaped;
}

/** A whole number ≥ `min` from an option, or a usage error naming it. */
export function wholeOption(name: string, value: unknown, min: number): number {
  const n = Number(value);
  if (String(value).trim() === "" || !Number.isInteger(n) || n < min) {
    throw new DecideUsageError(
      `--${name} needs a whole number ≥ ${min}, not "${printable(String(value), 40)}"`,
    );
  }
  return n;
}

/** The options every game's `decide` takes, checked. */
export interface DecideOptions {
  /** The position file (`--position`). */
  file: string;
  /** The bot program (`--cmd`). */
  cmd: string;
  /** The decision's time (`--decision-ms`). */
  ms: number;
  /** The start-up allowance (`--startup-ms`). */
  startupMs: number;
  /** Whether the program's stderr is shown (`--show-stderr`). */
  showStderr: boolean;
  /** Whether the verdict is printed as one JSON line (`--json`). */
  json: boolean;
  /** The game's own string options (`--game`, `--seat`), as given. */
  extra: Record<string, string | undefined>;
}

/**
 * Parses `decide`'s arguments: the shared options and the string options named in `extra`.
 * Throws {@link DecideUsageError} on anything wrong.
 */
export function parseDecideOptions(args: string[], extra: readonly string[] = []): DecideOptions {
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({
      args,
      options: {
        ...Object.fromEntries(extra.map((name) => [name, { type: "string" as const }])),
        position: { type: "string" },
        cmd: { type: "string" },
        "decision-ms": { type: "string", default: "1000" },
        "startup-ms": { type: "string", default: String(DEFAULT_STARTUP_MS) },
        "show-stderr": { type: "boolean", default: false },
        json: { type: "boolean", default: false },
      },
    }).values;
  } catch (error) {
    throw new DecideUsageError((error as Error).message);
  }
  const file = values.position as string | undefined;
  const cmd = values.cmd as string | undefined;
  if (!file) throw new DecideUsageError("--position FILE is needed");
  if (!cmd || cmd.trim() === "") throw new DecideUsageError("--cmd PROGRAM is needed");
  return {
    file,
    cmd,
    ms: wholeOption("decision-ms", values["decision-ms"], 1),
    startupMs: wholeOption("startup-ms", values["startup-ms"], 0),
    showStderr: values["show-stderr"] === true,
    json: values.json === true,
    extra: Object.fromEntries(extra.map((name) => [name, values[name] as string | undefined])),
  };
}

/**
 * The JSON of a position file, read once with a size bound (a FIFO, a device such as /dev/zero
 * or a folder is refused at once). Throws {@link DecideUsageError} when it cannot be read or is
 * not JSON.
 */
export function readPositionJson(file: string): unknown {
  const input = readInputFile(file, MAX_POSITION_BYTES);
  if (!input.ok) throw new DecideUsageError(`cannot read ${printable(file)}: ${input.problem}`);
  try {
    return JSON.parse(input.text);
  } catch {
    throw new DecideUsageError(`${printable(file)} is not JSON: ${printable(input.text, 60)}`);
  }
}

/** What the program said: its answer, or why none came (`failure`). */
export type DecideAnswer = { answer: unknown; failure: null } | { answer: null; failure: string };

/** A bot program asked once and then stopped. */
export interface OnceAskedBot {
  /** The start-up allowance the program's first decision gets on top of its time. */
  startupMs(): number;
  /** Stops the program. */
  kill(): void;
}

/**
 * Asks the program once (`decide` with the deadline), then stops it. As in a game, the decision
 * that starts the program gets the start-up allowance on top of the decision's `ms` (the program
 * is told only the decision's time). A program that cannot be started is a usage error.
 */
export async function askOnce(
  bot: OnceAskedBot,
  cmd: string,
  ms: number,
  decide: (deadline: number) => Promise<unknown>,
): Promise<DecideAnswer> {
  const allowance = bot.startupMs();
  let said: DecideAnswer;
  try {
    said = { answer: await decide(Date.now() + allowance + ms), failure: null };
  } catch (error) {
    let failure = (error as Error).message;
    if (error instanceof BotTimeoutError) {
      failure +=
        ` (this decision started the program: ${allowance} ms of start-up allowance plus ${ms} ms;` +
        " a program that starts slowly needs a larger --startup-ms)";
    }
    said = { answer: null, failure };
  } finally {
    bot.kill();
  }
  if (said.failure !== null && /\b(ENOENT|EACCES)\b/.test(said.failure)) {
    throw new DecideUsageError(`cannot start ${printable(cmd, 120)}: ${printable(said.failure)}`);
  }
  return said;
}

/** The verdict line(s) of a decide run, printed as text. */
export function printVerdict(
  out: (line: string) => void,
  heading: string,
  said: DecideAnswer,
  verdict: { legal: boolean; reason: string | null; action: unknown },
): void {
  const shown = printable(JSON.stringify(verdict.action) ?? String(verdict.action), 2000);
  out(`${heading}: the program answered ${said.failure === null ? shown : "nothing"}`);
  out(verdict.legal ? "legal" : `illegal: ${printable(verdict.reason ?? "", 500)}`);
}
