/**
 * The command that resumes a saved game, as the user can type it where they are: `italia play
 * --resume FILE` for an installed command, `pnpm italia play --resume FILE` when the command was
 * run through the clone's `pnpm italia` script (which runs it from the clone's root, so the file
 * is named from the folder the user typed in).
 */
import { isAbsolute, relative, resolve } from "node:path";

/** Quotes `text` for a POSIX shell when it needs it. */
export function shellWord(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

/**
 * How this process was started: through a package manager's `italia` script (`pnpm italia`,
 * `npm run italia`) or directly. Reads `npm_lifecycle_event`, `npm_execpath` and `INIT_CWD`, which
 * pnpm and npm set for scripts.
 */
export function launcherOf(env: NodeJS.ProcessEnv = process.env): {
  readonly prefix: string;
  /** The folder the user typed the command in. */
  readonly cwd: string;
} {
  const viaScript = env.npm_lifecycle_event === "italia";
  const manager = env.npm_execpath ?? "";
  const prefix = !viaScript
    ? "italia"
    : /pnpm/.test(manager)
      ? "pnpm italia"
      : /yarn/.test(manager)
        ? "yarn italia"
        : "npm run italia --";
  const cwd = viaScript && env.INIT_CWD ? env.INIT_CWD : process.cwd();
  return { prefix, cwd };
}

/** The command line that resumes the game saved in `file` (a path from this process's folder). */
export function resumeCommand(file: string, env: NodeJS.ProcessEnv = process.env): string {
  const { prefix, cwd } = launcherOf(env);
  // A path given in full stays so; a relative one is named from the folder the user typed in.
  const absolute = resolve(file);
  const fromUser = relative(cwd, absolute);
  const path =
    isAbsolute(file) || fromUser === "" || isAbsolute(fromUser) || fromUser.startsWith("../../..")
      ? absolute
      : fromUser;
  return `${prefix} play --resume ${shellWord(path)}`;
}
