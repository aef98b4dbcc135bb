/**
 * Test support: runs the real built `italia` binary as a child process. A process a test started
 * never outlives it: {@link startItalia}'s process (and the programs it started) is killed when
 * the test ends — passed, failed or timed out — and {@link runItalia}'s after a generous bound,
 * since a test's own timeout cannot interrupt a synchronous run.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { onTestFinished } from "vitest";

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

/**
 * How long a synchronous {@link runItalia} may run when the test names no bound: far longer than
 * any run of the suite takes, but not forever (a test's timeout cannot stop a synchronous run).
 */
export const RUN_BOUND_MS = 600_000;

/**
 * Runs `italia ...args` to completion, with `input` on stdin and `cwd` as working folder; a
 * process still running after `timeoutMs` (default {@link RUN_BOUND_MS}) is killed and its `code`
 * is `null`.
 */
export function runItalia(
  args: readonly string[],
  options: { input?: string; cwd?: string; timeoutMs?: number } = {},
): Run {
  const r = spawnSync(process.execPath, [bin, ...args], {
    encoding: "utf8",
    input: options.input ?? "",
    cwd: options.cwd,
    timeout: options.timeoutMs ?? RUN_BOUND_MS,
    killSignal: "SIGKILL",
    env: plainEnv(),
    maxBuffer: 256 * 1024 * 1024,
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** An `italia` process still running, with its stdin kept open. */
export interface RunningItalia {
  /** Everything written to stdout so far. */
  readonly out: () => string;
  /** Writes to its stdin. */
  readonly type: (text: string) => void;
  /** Everything written to stderr so far. */
  readonly err: () => string;
  /**
   * Resolves once stdout (or `stream`) from offset `from` on matches `pattern`; rejects after
   * `ms` milliseconds or when the process exits first.
   */
  readonly waitFor: (
    pattern: RegExp,
    from?: number,
    ms?: number,
    stream?: "out" | "err",
  ) => Promise<void>;
  /** Sends a signal to the process. */
  readonly signal: (name: NodeJS.Signals) => void;
  /** Resolves when the process has exited. */
  readonly exited: Promise<Run & { readonly signal: NodeJS.Signals | null }>;
  /** The process id (its process group's too: it leads one). */
  readonly pid: number;
  /** Kills the process and everything it started (its process group) unless it has exited. */
  readonly kill: () => void;
}

/** The processes {@link startItalia} started that have not exited yet. */
const running = new Set<ChildProcess>();

/**
 * SIGKILLs `child`'s process group (it leads one: it was spawned detached), so that programs it
 * started and left behind go too, else `child` alone.
 */
function killGroup(child: ChildProcess): void {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
  } catch {
    // the group is gone already
  }
  if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
}

// A worker that ends (or is stopped) with a process still running kills it on its way out.
process.once("exit", () => {
  for (const child of running) killGroup(child);
});

/**
 * Starts `italia ...args` with stdin kept open, for tests that talk to it or interrupt it. Called
 * in a test, the process and the programs it started are killed when the test ends, however it
 * ends (a hung bot would otherwise wait forever for a room that never starts).
 */
export function startItalia(
  args: readonly string[],
  options: { cwd?: string } = {},
): RunningItalia {
  const child = spawn(process.execPath, [bin, ...args], {
    cwd: options.cwd,
    env: plainEnv(),
    stdio: ["pipe", "pipe", "pipe"],
    // its own process group, so that killing it also kills the bot programs it started
    detached: true,
  });
  running.add(child);
  try {
    onTestFinished(() => killGroup(child));
  } catch {
    // started outside a test (in a hook): the worker's exit kills it
  }
  let out = "";
  let err = "";
  let done = false;
  const listeners = new Set<() => void>();
  child.stdout.setEncoding("utf8");
  child.stderr.setEncoding("utf8");
  child.stdout.on("data", (chunk: string) => {
    out += chunk;
    for (const l of listeners) l();
  });
  child.stderr.on("data", (chunk: string) => {
    err += chunk;
    for (const l of listeners) l();
  });
  const exited = new Promise<Run & { signal: NodeJS.Signals | null }>((resolve) => {
    child.on("close", (code, signal) => {
      running.delete(child);
      done = true;
      for (const l of listeners) l();
      resolve({ code, signal, out, err });
    });
  });
  return {
    out: () => out,
    err: () => err,
    type: (text) => child.stdin.write(text),
    waitFor: (pattern, from = 0, ms = 10_000, stream = "out") =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (pattern.test((stream === "out" ? out : err).slice(from))) finish(resolve);
          else if (done) finish(() => reject(new Error(`exited before ${pattern}:\n${out}${err}`)));
        };
        const timer = setTimeout(
          () => finish(() => reject(new Error(`no ${pattern} within ${ms} ms:\n${out}${err}`))),
          ms,
        );
        const finish = (then: () => void) => {
          clearTimeout(timer);
          listeners.delete(check);
          then();
        };
        listeners.add(check);
        check();
      }),
    signal: (name) => child.kill(name),
    exited,
    pid: child.pid ?? -1,
    kill: () => killGroup(child),
  };
}
