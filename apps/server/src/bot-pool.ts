/**
 * The room bots' thinking, off the main thread: a pool of worker threads that each hold some of
 * the rooms' bots. A {@link BotPool} hands out {@link Bot}s whose `decide` sends the decision (the
 * seat's view, legal moves, events, terms and the state of the decision's generator) to the bot's
 * own worker and resolves with its answer, so the main thread keeps serving sockets while a strong
 * bot searches. A bot stays on one worker for its whole life (bots such as the strong one learn
 * from earlier decisions), and gets the same generator it would get on the main thread: a room
 * plays the same game with or without the pool. The host still referees every answer.
 *
 * Every decision goes through a {@link BotScheduler}: one at a time per worker, in a fair order
 * among rooms and the clients that created them, a running search cut short for a less-served
 * client's decision (through a shared flag the worker's decision clock reads).
 *
 * @module
 */
import { Worker } from "node:worker_threads";
import { type Bot, createBot } from "@italia/bot-sdk";
import {
  type BotOwner,
  BotScheduler,
  type Grant,
  type SchedulerClock,
  type SchedulerSettings,
} from "./bot-scheduler.js";
import type { BotLevel } from "./terms.js";

/** What a bot answers: an action of its game. */
type BotAnswer = Awaited<ReturnType<Bot["decide"]>>;

/** Where a room gets its bots. */
export interface BotMaker {
  /** A new bot of `level` for one seat (or for finishing late turns) of `owner`'s room. */
  make(level: BotLevel, owner: BotOwner): Bot;
  /** The bot is no longer needed (its room closed or the seat got another player). */
  release(bot: Bot): void;
  /** Whether the bots are too busy for more rooms now (see {@link BotScheduler.busy}). */
  busy(): boolean;
}

/** Bots on the main thread (`--bot-threads 0`), one decision at a time in the scheduler's order. */
export class MainThreadBots implements BotMaker {
  readonly scheduler: BotScheduler;

  constructor(settings: Partial<SchedulerSettings> = {}, clock?: SchedulerClock) {
    this.scheduler = new BotScheduler(1, settings, clock);
  }

  make(level: BotLevel, owner: BotOwner): Bot {
    const bot = createBot(level);
    const made: Bot = {
      name: bot.name,
      decide: (ctx) => this.scheduler.run(owner, 0, made, async () => bot.decide(ctx)),
      ...(bot.end ? { end: (view) => bot.end?.(view) } : {}),
    };
    return made;
  }

  release(bot: Bot): void {
    this.scheduler.drop(bot);
  }

  busy(): boolean {
    return this.scheduler.busy();
  }
}

/** Bots on the main thread, shared by rooms made without a pool (tests). */
export const mainThreadBots: BotMaker = new MainThreadBots();

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
  | { readonly id: number; readonly action: BotAnswer }
  | { readonly id: number; readonly error: string };

interface Pending {
  resolve(action: BotAnswer): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  pending: Map<number, Pending>;
  /** Shared with the worker: the id of a decision asked to stop at once. */
  cut: Int32Array;
}

/** A pool of `size` worker threads running the rooms' bots. */
export class BotPool implements BotMaker {
  private readonly slots: Slot[] = [];
  private nextId = 1;
  private nextBot = 1;
  private closing = false;
  private readonly homes = new WeakMap<Bot, { slot: number; bot: number }>();
  /** Orders the decisions of every worker. */
  readonly scheduler: BotScheduler;

  /**
   * Starts `size` (≥ 1) workers running `script` (the built `bot-worker.js`); `settings` change
   * the scheduler's policy.
   */
  constructor(
    size: number,
    private readonly script: URL,
    settings: Partial<SchedulerSettings> = {},
  ) {
    for (let i = 0; i < Math.max(1, size); i++) this.slots.push(this.spawn(i));
    this.scheduler = new BotScheduler(this.slots.length, settings);
  }

  /** Number of workers. */
  get size(): number {
    return this.slots.length;
  }

  make(level: BotLevel, owner: BotOwner): Bot {
    const slot = this.nextBot % this.slots.length;
    const bot = this.nextBot++;
    const made: Bot = {
      name: level,
      decide: (ctx) => {
        const decision = {
          seat: ctx.seat,
          view: ctx.view,
          legal: ctx.legal,
          events: ctx.events,
          settings: ctx.settings,
          rng: ctx.rng.state(),
          deadline: ctx.deadline,
        };
        return this.scheduler.run(owner, slot, made, (grant) =>
          this.ask(slot, { type: "decide", id: this.nextId++, bot, level, decision }, grant),
        );
      },
    };
    this.homes.set(made, { slot, bot });
    return made;
  }

  release(bot: Bot): void {
    this.scheduler.drop(bot);
    const home = this.homes.get(bot);
    if (!home || this.closing) return;
    this.homes.delete(bot);
    this.slots[home.slot]?.worker.postMessage({ type: "drop", bot: home.bot } satisfies ToWorker);
  }

  busy(): boolean {
    return this.scheduler.busy();
  }

  /** Stops the workers (decisions still waiting fail: the host plays their fallback). */
  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }

  private ask(
    slot: number,
    message: ToWorker & { type: "decide" },
    grant: Grant,
  ): Promise<BotAnswer> {
    const s = this.slots[slot]!;
    return new Promise((resolve, reject) => {
      s.pending.set(message.id, { resolve, reject });
      s.worker.postMessage(message);
      grant.onCut(() => Atomics.store(s.cut, 0, message.id));
    });
  }

  private spawn(index: number): Slot {
    const cut = new Int32Array(new SharedArrayBuffer(4));
    const worker = new Worker(this.script, { workerData: { cut } });
    const slot: Slot = { worker, pending: new Map(), cut };
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
