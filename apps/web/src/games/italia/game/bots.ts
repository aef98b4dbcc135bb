/**
 * The one door to the bots: `askBots` returns the actions the bots pick for the current decision
 * (and, when asked for more, the bot decisions that follow). The thinking runs in a Web Worker
 * when the browser has one, so the page never freezes; else on the page.
 */
import type { PlayerAction } from "@italia/engine";
import type { BotRequest } from "./botBrain";

export type { BotRequest } from "./botBrain";

type Pending = { resolve: (a: PlayerAction[]) => void; reject: (e: Error) => void };
type Reply = { id: number; actions?: PlayerAction[]; error?: string };

let worker: Worker | null = null;
let workerBroken = false;
let nextId = 1;
const pending = new Map<number, Pending>();

function getWorker(): Worker | null {
  if (workerBroken || typeof Worker === "undefined") return null;
  if (worker) return worker;
  try {
    worker = new Worker(new URL("./bot.worker.ts", import.meta.url), { type: "module" });
    worker.onmessage = (event: MessageEvent<Reply>) => {
      const { id, actions, error } = event.data;
      const p = pending.get(id);
      if (!p) return;
      pending.delete(id);
      if (actions) p.resolve(actions);
      else p.reject(new Error(error ?? "bot failed"));
    };
    worker.onerror = () => {
      workerBroken = true;
      for (const p of pending.values()) p.reject(new Error("bot worker failed"));
      pending.clear();
      worker?.terminate();
      worker = null;
    };
    return worker;
  } catch {
    workerBroken = true;
    return null;
  }
}

async function askLocally(req: BotRequest): Promise<PlayerAction[]> {
  const { playBots } = await import("./botBrain");
  return playBots(req);
}

/** The actions the bots pick from `req.state` (at least one while a bot is to act). */
export function askBots(req: BotRequest): Promise<PlayerAction[]> {
  const w = getWorker();
  if (!w) return askLocally(req);
  const id = nextId++;
  return new Promise<PlayerAction[]>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    w.postMessage({ id, req });
  }).catch(() => askLocally(req));
}
