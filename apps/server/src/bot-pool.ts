/**
 * The room bots' thinking, off the main thread: a pool of worker threads that each hold some of
 * the rooms' bots. A {@link BotPool} hands out {@link Bot}s whose `decide` sends the decision (the
 * seat's view, legal moves, events, terms and the state of the decision's generator) to the bot's
 * own worker and resolves with its answer, so the main thread keeps serving sockets while a strong
 * bot searches. A bot stays on one worker for its whole life (bots such as the strong one learn
 * from earlier decisions), and gets the same generator it would get on the main thread: a room
 * plays the same game with or without the pool. The host still referees every answer.
 *
 * @module
 */
import { Worker } from "node:worker_threads";
import { type Bot, createBot } from "@italia/bot-sdk";
import type { PlayerAction } from "@italia/engine";
import type { BotLevel } from "./terms.js";

/** Where a room gets its bots. */
export interface BotMaker {
  /** A new bot of `level` for one seat (or for finishing late turns). */
  make(level: BotLevel): Bot;
  /** The bot is no longer needed (its room closed or the seat got another player). */
  release(bot: Bot): void;
}

/** Bots on the main thread (`--bot-threads 0`). */
export const mainThreadBots: BotMaker = {
  make: (level) => createBot(level),
  release: () => {},
};

/** A message to a worker. */
export type ToWorker =
  | {
      readonly type: "decide";
      readonly id: number;
      readonly bot: number;
      readonly level: BotLevel;
      readonly decision: unknown;
    }
  | { readonly type: "drop"; readonly bot: number };

/** A worker's answer. */
export type FromWorker =
  | { readonly id: number; readonly action: PlayerAction }
  | { readonly id: number; readonly error: string };

interface Pending {
  resolve(action: PlayerAction): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  pending: Map<number, Pending>;
}

/** A pool of `size` worker threads running the rooms' bots. */
export class BotPool implements BotMaker {
  private readonly slots: Slot[] = [];
  private nextId = 1;
  private nextBot = 1;
  private closing = false;
  private readonly homes = new WeakMap<Bot, { slot: number; bot: number }>();

  /** Starts `size` (≥ 1) workers running `script` (the built `bot-worker.js`). */
  constructor(
    size: number,
    private readonly script: URL,
  ) {
    for (let i = 0; i < Math.max(1, size); i++) this.slots.push(this.spawn(i));
  }

  /** Number of workers. */
  get size(): number {
    return this.slots.length;
  }

  make(level: BotLevel): Bot {
    const slot = this.nextBot % this.slots.length;
    const bot = this.nextBot++;
    const made: Bot = {
      name: level,
      decide: (ctx) =>
        this.ask(slot, {
          type: "decide",
          id: this.nextId++,
          bot,
          level,
          decision: {
            seat: ctx.seat,
            view: ctx.view,
            legal: ctx.legal,
            events: ctx.events,
            settings: ctx.settings,
            rng: ctx.rng.state(),
            deadline: ctx.deadline,
          },
        }),
    };
    this.homes.set(made, { slot, bot });
    return made;
  }

  release(bot: Bot): void {
    const home = this.homes.get(bot);
    if (!home || this.closing) return;
    this.homes.delete(bot);
    this.slots[home.slot]?.worker.postMessage({ type: "drop", bot: home.bot } satisfies ToWorker);
  }

  /** Stops the workers (decisions still waiting fail: the host plays their fallback). */
  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }

  private ask(slot: number, message: ToWorker & { type: "decide" }): Promise<PlayerAction> {
    const s = this.slots[slot]!;
    return new Promise((resolve, reject) => {
      s.pending.set(message.id, { resolve, reject });
      s.worker.postMessage(message);
    });
  }

  private spawn(index: number): Slot {
    const worker = new Worker(this.script);
    const slot: Slot = { worker, pending: new Map() };
    worker.unref();
    worker.on("message", (m: FromWorker) => {
      const p = slot.pending.get(m.id);
      if (!p) return;
      slot.pending.delete(m.id);
      if ("action" in m) p.resolve(m.action);
      else p.reject(new Error(m.error));
    });
    const fail = (why: string) => {
      for (const p of slot.pending.values()) p.reject(new Error(why));
      slot.pending.clear();
      // a worker that died is replaced; its bots start afresh there
      if (!this.closing && this.slots[index] === slot) this.slots[index] = this.spawn(index);
    };
    worker.on("error", (e) => fail(`the bot worker failed: ${e.message.slice(0, 200)}`));
    worker.on("exit", () => fail("the bot worker stopped"));
    return slot;
  }
}
