/**
 * Internal: the arenas' worker threads (the competitive arena's and the team arena's), kept
 * between runs, and {@link runOnWorkers}, which feeds them a run's messages. Starting a worker loads the whole SDK
 * and the engine again and plays its first games before the JIT has warmed up; a program that runs
 * several arenas (a benchmark, a tuning loop, a tournament) reuses warm workers instead.
 *
 * A worker that is not playing is idle: it does not hold the process open (it is `unref`'d), and
 * once every worker of a kind has been idle for {@link IDLE_MS} they are stopped. Workers are kept
 * per script and list of modules, since a worker that imported a module keeps what it registered. A worker
 * that failed, or whose run failed, is stopped, never reused.
 *
 * @internal
 * @module
 */
import { Worker } from "node:worker_threads";

/** How long idle workers are kept, in milliseconds. */
export const IDLE_MS = 10_000;

interface Kind {
  readonly idle: Worker[];
  timer: ReturnType<typeof setTimeout> | null;
}

/** Idle workers by script and modules. */
const kinds = new Map<string, Kind>();

function keyOf(script: URL, modules: readonly string[]): string {
  return JSON.stringify([script.href, ...modules]);
}

/**
 * `count` workers of `script` that imported `modules` (`{ type: "modules" }` is their first
 * message): idle ones if there are, new ones otherwise. They hold the process open until
 * {@link releaseWorkers} or {@link discardWorkers}.
 */
export function takeWorkers(script: URL, modules: readonly string[], count: number): Worker[] {
  const kind = kinds.get(keyOf(script, modules));
  const out: Worker[] = [];
  while (kind && kind.idle.length > 0 && out.length < count) out.push(kind.idle.pop()!);
  if (kind && kind.idle.length === 0 && kind.timer) {
    clearTimeout(kind.timer);
    kind.timer = null;
  }
  for (const w of out) {
    w.removeAllListeners("error");
    w.removeAllListeners("exit");
    w.ref();
  }
  while (out.length < count) {
    const worker = new Worker(script);
    if (modules.length > 0) worker.postMessage({ type: "modules", modules });
    out.push(worker);
  }
  return out;
}

/**
 * Gives back workers that finished a run cleanly (every message they were sent has been
 * answered, no listener of the run left on them): they idle, and are stopped after
 * {@link IDLE_MS} unless a run takes them first.
 */
export function releaseWorkers(script: URL, modules: readonly string[], workers: Worker[]): void {
  const key = keyOf(script, modules);
  let kind = kinds.get(key);
  if (!kind) {
    kind = { idle: [], timer: null };
    kinds.set(key, kind);
  }
  const idle = kind;
  for (const w of workers) {
    w.removeAllListeners("message");
    w.removeAllListeners("error");
    w.unref();
    // An idle worker that fails or exits is forgotten (an unheard "error" would throw).
    const forget = () => {
      const at = idle.idle.indexOf(w);
      if (at >= 0) idle.idle.splice(at, 1);
      void w.terminate();
    };
    w.once("error", forget);
    w.once("exit", forget);
    idle.idle.push(w);
  }
  if (idle.timer) clearTimeout(idle.timer);
  idle.timer = setTimeout(() => {
    kinds.delete(key);
    for (const w of idle.idle.splice(0)) void w.terminate();
  }, IDLE_MS);
  idle.timer.unref();
}

/** Stops workers that failed or whose run failed. */
export function discardWorkers(workers: readonly Worker[]): void {
  for (const w of workers) void w.terminate();
}

/** How many idle workers are kept (for tests). */
export function idleWorkers(): number {
  let n = 0;
  for (const kind of kinds.values()) n += kind.idle.length;
  return n;
}

/** Messages kept in flight per worker: the next one waits while one is played. */
const IN_FLIGHT = 2;

/**
 * Sends `messages` to `count` workers of `script` (kept ones if there are, see
 * {@link takeWorkers}), each worker holding {@link IN_FLIGHT} at a time so it never idles for a
 * round trip, and hands every reply to `handle` as it comes. `greeting`, if given, is sent to each
 * worker first. Resolves when every message is answered (the workers are kept for the next run);
 * rejects, stopping the workers, when a worker fails or `handle` throws.
 */
export function runOnWorkers<R>(
  script: URL,
  modules: readonly string[],
  count: number,
  messages: readonly unknown[],
  handle: (reply: R) => void,
  greeting?: unknown,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let next = 0;
    let running = 0;
    let failed = false;
    const pool = takeWorkers(script, modules, count);
    const fail = (error: unknown) => {
      failed = true;
      discardWorkers(pool);
      reject(error);
    };
    const feed = (worker: Worker) => {
      if (next >= messages.length) {
        if (running === 0) {
          releaseWorkers(script, modules, pool);
          resolve();
        }
        return;
      }
      running++;
      worker.postMessage(messages[next++]);
    };
    for (const worker of pool) {
      if (greeting !== undefined) worker.postMessage(greeting);
      worker.on("message", (reply: R) => {
        running--;
        if (failed) return;
        try {
          handle(reply);
        } catch (error) {
          fail(error);
          return;
        }
        feed(worker);
      });
      worker.on("error", (error) => {
        if (!failed) fail(error);
      });
    }
    for (let k = 0; k < IN_FLIGHT; k++) for (const worker of pool) feed(worker);
  });
}
