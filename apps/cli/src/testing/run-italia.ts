/**
 * Test support: runs the real built `italia` binary as a child process.
 */
import { spawnSync } from "node:child_process";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const bin = resolve(dirname(fileURLToPath(import.meta.url)), "../../bin/italia.js");

/** What a finished `italia` process left behind. */
export interface Run {
  readonly code: number | null;
  readonly out: string;
  readonly err: string;
}

/**
 * The environment the binary runs in: the caller's, without anything that forces colour, so the
 * output is the plain text a pipe gets whatever CI sets (`FORCE_COLOR` also makes Node warn on
 * stderr when `NO_COLOR` is set).
 */
function plainEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: "1" };
  delete env.FORCE_COLOR;
  return env;
}

/** Runs `italia ...args` to completion, with `input` on stdin and `cwd` as working folder. */
export function runItalia(
  args: readonly string[],
  options: { input?: string; cwd?: string } = {},
): Run {
  const r = spawnSync(process.execPath, [bin, ...args], {
    encoding: "utf8",
    input: options.input ?? "",
    cwd: options.cwd,
    env: plainEnv(),
    maxBuffer: 256 * 1024 * 1024,
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}
