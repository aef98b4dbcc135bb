/**
 * Radetzky's search bot in the browser: one decision of `strong` (what the seat sees, its legal
 * actions, the seats also acting, the seed of its generator) thought in a Web Worker
 * (`rzBot.worker.ts`) so the page stays responsive, or on the page where there is no worker (or it
 * failed). The answer is the same either way: the bot reads only what it is given.
 *
 * @module
 */
import { RADETZKY_BOTS, type RadetzkyAction, type RadetzkyView } from "@italia/radetzky";
import { botRandom } from "./botRandom";

/** The bots that think in the worker. */
export type RzThinkingLevel = "strong";

/** One decision to think: the bot's level and everything it may read. */
export interface RzBotQuestion {
  readonly level: RzThinkingLevel;
  readonly seat: number;
  readonly view: RadetzkyView;
  readonly actions: readonly RadetzkyAction[];
  readonly alsoActing: readonly number[];
  /** The seed of the bot's generator for this decision. */
  readonly seed: string;
}

/** Thinks one decision where it is called: the bot's answer, or `null` (it waits). */
export function thinkHere(q: RzBotQuestion): RadetzkyAction | null {
  return RADETZKY_BOTS[q.level]().decide({
    seat: q.seat,
    view: q.view,
    actions: q.actions,
    alsoActing: q.alsoActing,
    rng: botRandom(q.seed),
  });
}

type Reply = { id: number; action?: RadetzkyAction | null; error?: string };

let worker: Worker | null = null;
let broken = false;
let nextId = 1;
const pending = new Map<number, (reply: Reply) => void>();

function getWorker(): Worker | null {
  if (broken || typeof Worker === "undefined") return null;
  if (worker) return worker;
  try {
    worker = new Worker(new URL("./rzBot.worker.ts", import.meta.url), { type: "module" });
    worker.onmessage = (event: MessageEvent<Reply>) => {
      const done = pending.get(event.data.id);
      pending.delete(event.data.id);
      done?.(event.data);
    };
    worker.onerror = () => {
      broken = true;
      for (const done of pending.values()) done({ id: 0, error: "the bots' worker failed" });
      pending.clear();
      worker?.terminate();
      worker = null;
    };
    return worker;
  } catch {
    broken = true;
    return null;
  }
}

/** Whether the last decision {@link think} answered was thought in the worker. */
let inWorker = false;

/** Whether the last decision {@link think} answered was thought in the bots' worker. */
export function lastThoughtInWorker(): boolean {
  return inWorker;
}

/**
 * Thinks one decision in the bots' worker (on the page if there is none, or it failed): the
 * bot's answer, or `null` (it waits).
 */
export function think(q: RzBotQuestion): Promise<RadetzkyAction | null> {
  const w = getWorker();
  if (!w) {
    inWorker = false;
    return Promise.resolve(thinkHere(q));
  }
  const id = nextId++;
  return new Promise<RadetzkyAction | null>((resolve) => {
    pending.set(id, (reply) => {
      if (reply.error !== undefined || reply.action === undefined) {
        inWorker = false;
        resolve(thinkHere(q));
      } else {
        inWorker = true;
        resolve(reply.action);
      }
    });
    w.postMessage({ id, q });
  });
}
