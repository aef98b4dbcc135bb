/**
 * Bots that are programs (`cmd:PROGRAM`, `--cmd`, `--bot-cmd`): whether the program can be
 * started at all, checked before a game is played, so a mistyped path is one clear line instead
 * of a whole game of fallback moves. No program is run by the check.
 */
import { accessSync, constants, statSync } from "node:fs";
import { delimiter, join, resolve } from "node:path";
import {
  type BotSpec,
  type CommandSpec,
  normalizeSpec,
  specLabel,
  splitCommand,
} from "@italia/bot-sdk/node";

/** How the bot programs of one invocation are run (`--startup-ms`, `--bot-env`, `--bot-cwd`). */
export interface ProgramOptions {
  /** Start-up allowance of each program, in milliseconds (default: the bot SDK's 10 000). */
  readonly startupMs?: number;
  /** Names of this process's environment variables to pass on (`--bot-env NAME`, repeatable). */
  readonly env?: readonly string[];
  /** Working folder of the programs (default: a fresh private folder per program and game). */
  readonly cwd?: string;
}

/** The program options given as command-line flags (`startupMs`, `botEnv`, `botCwd`). */
export function programOptionsOf(flags: {
  readonly startupMs?: number;
  readonly botEnv?: readonly string[];
  readonly botCwd?: string;
}): ProgramOptions {
  return {
    ...(flags.startupMs === undefined ? {} : { startupMs: flags.startupMs }),
    ...(flags.botEnv === undefined ? {} : { env: flags.botEnv }),
    ...(flags.botCwd === undefined ? {} : { cwd: flags.botCwd }),
  };
}

/** The variables named in `names` that this process has, with their values. */
function passedEnv(names: readonly string[]): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of names) {
    const value = process.env[name];
    if (value !== undefined) env[name] = value;
  }
  return env;
}

/**
 * The spec with this invocation's program options applied, if it names a program (`cmd:…` or a
 * command spec); other specs are returned as they are.
 */
export function withProgramOptions(spec: BotSpec, options: ProgramOptions): BotSpec {
  const s = normalizeSpec(spec);
  if (typeof s === "string" || !("command" in s)) return spec;
  const out: CommandSpec = {
    ...s,
    ...(options.startupMs === undefined ? {} : { startupMs: options.startupMs }),
    ...(options.env === undefined ? {} : { env: { ...s.env, ...passedEnv(options.env) } }),
    ...(options.cwd === undefined ? {} : { cwd: options.cwd }),
  };
  return out;
}

function executableProblem(path: string): string | null {
  try {
    if (statSync(path).isDirectory()) return "it is a folder";
    accessSync(path, constants.X_OK);
    return null;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR") return `no such file (${path})`;
    if (code === "EACCES" || code === "EPERM") return `not executable (${path})`;
    return (e as Error).message;
  }
}

/**
 * Why the program of a bot spec cannot be started, or `null` if it can (and for bots that are
 * not programs). A program named with a `/` must be an executable file; a bare name must be one
 * on `PATH`, as a shell would find it.
 */
export function botProgramProblem(spec: BotSpec): string | null {
  const s = normalizeSpec(spec);
  if (typeof s === "string" || !("command" in s)) return null;
  const argv = typeof s.command === "string" ? splitCommand(s.command) : s.command;
  const program = argv[0];
  if (program === undefined) return "the command is empty";
  if (s.cwd !== undefined && executableProblem(s.cwd) !== "it is a folder") {
    return `its working folder ${s.cwd} is not a folder`;
  }
  if (program.includes("/")) return executableProblem(resolve(s.cwd ?? ".", program));
  for (const folder of (process.env.PATH ?? "").split(delimiter)) {
    if (folder !== "" && executableProblem(join(folder, program)) === null) return null;
  }
  return `no program named ${program} on PATH`;
}

/** A line for the first bot of `specs` whose program cannot be started, or `null`. */
export function unstartableBot(specs: readonly BotSpec[]): string | null {
  for (const spec of specs) {
    const problem = botProgramProblem(spec);
    if (problem) return `cannot start the bot program ${specLabel(spec)}: ${problem}`;
  }
  return null;
}
