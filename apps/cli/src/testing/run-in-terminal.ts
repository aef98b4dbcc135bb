/**
 * Test support: runs the real built `italia` binary on a pseudo-terminal (util-linux `script`),
 * so stdin, stdout and stderr are all a terminal, as when a person runs it.
 */
import { spawnSync } from "node:child_process";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const bin = resolve(dirname(fileURLToPath(import.meta.url)), "../../bin/italia.js");

/** What a finished `italia` process wrote to its terminal (stdout and stderr mixed). */
export interface TerminalRun {
  readonly code: number | null;
  readonly screen: string;
}

/** Quotes a word for `sh`. */
function shellWord(word: string): string {
  return `'${word.replaceAll("'", `'\\''`)}'`;
}

/**
 * Runs `italia ...args` on a pseudo-terminal with no input. `env` is added to a plain environment
 * (no `FORCE_COLOR`, no `NO_COLOR`); a variable set to `undefined` is removed.
 */
export function runItaliaInTerminal(
  args: readonly string[],
  options: { env?: Readonly<Record<string, string | undefined>>; cwd?: string } = {},
): TerminalRun {
  const env: NodeJS.ProcessEnv = { ...process.env, TERM: "xterm" };
  delete env.FORCE_COLOR;
  delete env.NO_COLOR;
  for (const [name, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  const command = [process.execPath, bin, ...args].map(shellWord).join(" ");
  const r = spawnSync("script", ["--quiet", "--return", "--command", command, "/dev/null"], {
    encoding: "utf8",
    input: "",
    cwd: options.cwd,
    env,
    maxBuffer: 64 * 1024 * 1024,
  });
  return { code: r.status, screen: r.stdout };
}
