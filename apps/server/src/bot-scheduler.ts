/**
 * Fair shares of the rooms' bot thinking. Every bot decision of a room waits here for its thread
 * (a "lane": a worker of the bot pool, or the main thread) and runs when the lane is free, so no
 * room or client can make another room's bots wait behind a queue of its own decisions:
 *
 * - **Usage** — each room and each creating address has a remembered usage: the milliseconds its
 *   decisions took, fading with a half-life ({@link SchedulerSettings.halfLifeMs}).
 * - **Budgets** — a room may use on average {@link SchedulerSettings.roomShare} of one thread, and
 *   all the rooms one address created {@link SchedulerSettings.addressShare} of all the threads.
 *   A decision of a room or address over its budget waits until its usage has faded below it: an
 *   abuser's rooms are slowed down, never anybody else's.
 * - **Order** — a free lane runs the waiting decision whose address has used the least, then whose
 *   room has, then the oldest (fair queueing).
 * - **Cuts** — a decision arriving for a busy lane, from an address that has used less than the
 *   running decision's, asks the running one to stop at once ({@link Grant.onCut}): a searching
 *   bot then answers with the best move found so far. One client's searches never sit in front of
 *   another client's decision.
 * - **Busy** — when decisions ready to run have waited long on average
 *   ({@link SchedulerSettings.busyWaitMs}), {@link BotScheduler.busy} says so, and the server
 *   refuses new rooms with a "server busy" answer instead of making every room slow.
 *
 * The clock is injected, so the policy is tested without waiting.
 *
 * @module
 */

/** Whose a bot decision is: its room, and the client that created the room. */
export interface BotOwner {
  /** The room's id. */
  readonly room: string;
  /**
   * The creating client's address key (see `client-address.ts`); for a room whose creator is not
   * known (stored before the server kept it), `room:<id>`.
   */
  readonly address: string;
}

/** The policy's knobs. */
export interface SchedulerSettings {
  /** Milliseconds after which a usage counts half (default 10 000). */
  readonly halfLifeMs: number;
  /** Share of one thread a room's bots may use on average (default 0.5). */
  readonly roomShare: number;
  /**
   * Share of all the threads the rooms of one address may use on average (default 0.5; never less
   * than a room's share of one thread).
   */
  readonly addressShare: number;
  /**
   * Milliseconds a decision costs at least: the main thread's own work for it (apply, store, send)
   * counts even when the bot answers at once (default 2).
   */
  readonly minCostMs: number;
  /** Average wait in ms of decisions ready to run above which the bots are busy (default 1000). */
  readonly busyWaitMs: number;
}

/** The defaults of {@link SchedulerSettings}. */
export const SCHEDULER_DEFAULTS: SchedulerSettings = Object.freeze({
  halfLifeMs: 10_000,
  roomShare: 0.5,
  addressShare: 0.5,
  minCostMs: 2,
  busyWaitMs: 1000,
});

/** Time as the scheduler reads and waits for it. */
export interface SchedulerClock {
  now(): number;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(timer: unknown): void;
}

/** The real clock (timers that do not keep the process alive). */
export const realClock: SchedulerClock = {
  now: () => performance.now(),
  setTimer: (run, ms) => setTimeout(run, ms).unref(),
  clearTimer: (timer) => clearTimeout(timer as NodeJS.Timeout),
};

/** What a running decision is given. */
export interface Grant {
  /**
   * `stop` is called if the decision should end at once (a less-served client's decision waits
   * for the lane); at once if that was asked before.
   */
  onCut(stop: () => void): void;
}

interface Job {
  readonly seq: number;
  readonly owner: BotOwner;
  readonly lane: number;
  readonly key: object;
  readonly task: (grant: Grant) => Promise<unknown>;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: Error) => void;
  /** When the job could first run as far as budgets go. */
  readonly readyAt: number;
  startedAt: number;
  cut: boolean;
  stop: (() => void) | null;
}

/** A usage that fades: `value` as of `at`. */
interface Usage {
  value: number;
  at: number;
}

/** How much the EWMA of waits moves towards each new wait. */
const WAIT_WEIGHT = 0.2;
/** Usages below this (ms) are forgotten. */
const FORGOTTEN = 0.5;

/** Shares bot decisions fairly among rooms and addresses (see the module notes). */
export class BotScheduler {
  readonly settings: SchedulerSettings;
  private readonly waiting: Job[][] = [];
  private readonly running: (Job | null)[] = [];
  private readonly timers: (unknown | null)[] = [];
  private readonly rooms = new Map<string, Usage>();
  private readonly addresses = new Map<string, Usage>();
  /** Milliseconds of usage a thread at full load keeps (the integral of the fading). */
  private readonly fullLoad: number;
  private seq = 0;
  private finished = 0;
  private waitAverage = 0;

  /**
   * @param lanes threads the decisions run on (≥ 1)
   * @param settings any of {@link SCHEDULER_DEFAULTS} to change
   * @param clock time (default the real one)
   */
  constructor(
    readonly lanes: number,
    settings: Partial<SchedulerSettings> = {},
    private readonly clock: SchedulerClock = realClock,
  ) {
    this.settings = { ...SCHEDULER_DEFAULTS, ...settings };
    for (let i = 0; i < Math.max(1, lanes); i++) {
      this.waiting.push([]);
      this.running.push(null);
      this.timers.push(null);
    }
    this.fullLoad = this.settings.halfLifeMs / Math.LN2;
  }

  /** The usage a room may reach before its decisions wait (ms). */
  get roomBudget(): number {
    return this.settings.roomShare * this.fullLoad;
  }

  /** The usage an address may reach before its rooms' decisions wait (ms). */
  get addressBudget(): number {
    const s = this.settings;
    return Math.max(s.roomShare, s.addressShare * this.waiting.length) * this.fullLoad;
  }

  /**
   * Runs `task` on `lane` for `owner` when its turn comes; settles as the task does. `key` names
   * the bot the decision is for ({@link drop}).
   */
  run<T>(
    owner: BotOwner,
    lane: number,
    key: object,
    task: (grant: Grant) => Promise<T>,
  ): Promise<T> {
    const l = Math.min(this.waiting.length - 1, Math.max(0, lane));
    return new Promise<T>((resolve, reject) => {
      const now = this.clock.now();
      const job: Job = {
        seq: this.seq++,
        owner,
        lane: l,
        key,
        task,
        resolve: resolve as (value: unknown) => void,
        reject,
        readyAt: now + this.waitForBudget(owner),
        startedAt: 0,
        cut: false,
        stop: null,
      };
      this.waiting[l]!.push(job);
      const current = this.running[l];
      if (!current) this.dispatch(l);
      else if (this.outranks(job, current, now)) this.cut(current);
    });
  }

  /** Refuses the waiting decisions of the bot `key` (its room closed): they reject. */
  drop(key: object): void {
    for (const queue of this.waiting) {
      for (let i = queue.length - 1; i >= 0; i--) {
        const job = queue[i]!;
        if (job.key !== key) continue;
        queue.splice(i, 1);
        job.reject(new Error("the bot was released"));
      }
    }
  }

  /** Whether decisions ready to run wait longer than {@link SchedulerSettings.busyWaitMs} on average. */
  busy(): boolean {
    if (this.waitAverage < this.settings.busyWaitMs) return false;
    const now = this.clock.now();
    // an old average with nothing waiting now says nothing about now
    return this.waiting.some((q) => q.some((j) => j.readyAt <= now));
  }

  /** The faded usage of a room and of its address, in ms (for reports and tests). */
  usage(owner: BotOwner): { room: number; address: number } {
    const now = this.clock.now();
    return {
      room: this.faded(this.rooms.get(owner.room), now),
      address: this.faded(this.addresses.get(owner.address), now),
    };
  }

  /** Decisions waiting, per lane. */
  get queued(): number[] {
    return this.waiting.map((q) => q.length);
  }

  private faded(usage: Usage | undefined, now: number): number {
    if (!usage) return 0;
    return usage.value * 2 ** (-(now - usage.at) / this.settings.halfLifeMs);
  }

  private charge(map: Map<string, Usage>, key: string, cost: number, now: number): void {
    const value = this.faded(map.get(key), now) + cost;
    map.delete(key); // most recently charged last
    map.set(key, { value, at: now });
  }

  /** Milliseconds until `usage` fades below `budget` (0 if it is below). */
  private fadeTime(usage: number, budget: number): number {
    if (usage < budget) return 0;
    return Math.ceil(this.settings.halfLifeMs * Math.log2(usage / budget)) + 1;
  }

  /** Milliseconds until the owner's room and address are both within their budgets. */
  private waitForBudget(owner: BotOwner): number {
    const u = this.usage(owner);
    return Math.max(
      this.fadeTime(u.room, this.roomBudget),
      this.fadeTime(u.address, this.addressBudget),
    );
  }

  /** Whether waiting `job` should cut running `current`: another address that used less. */
  private outranks(job: Job, current: Job, now: number): boolean {
    if (job.owner.address === current.owner.address) return false;
    if (this.waitForBudget(job.owner) > 0) return false;
    const mine = this.faded(this.addresses.get(job.owner.address), now);
    const theirs =
      this.faded(this.addresses.get(current.owner.address), now) + (now - current.startedAt);
    return mine < theirs;
  }

  private cut(job: Job): void {
    if (job.cut) return;
    job.cut = true;
    job.stop?.();
  }

  /** Starts the next decision of `lane` that may run, or waits for the first that will. */
  private dispatch(lane: number): void {
    if (this.running[lane]) return;
    const queue = this.waiting[lane]!;
    if (queue.length === 0) return;
    const now = this.clock.now();
    let best: Job | null = null;
    let bestAddress = 0;
    let bestRoom = 0;
    let soonest = Number.POSITIVE_INFINITY;
    for (const job of queue) {
      const wait = this.waitForBudget(job.owner);
      if (wait > 0) {
        soonest = Math.min(soonest, wait);
        continue;
      }
      const u = this.usage(job.owner);
      if (
        !best ||
        u.address < bestAddress ||
        (u.address === bestAddress &&
          (u.room < bestRoom || (u.room === bestRoom && job.seq < best.seq)))
      ) {
        best = job;
        bestAddress = u.address;
        bestRoom = u.room;
      }
    }
    if (!best) {
      this.clearTimer(lane);
      this.timers[lane] = this.clock.setTimer(() => {
        this.timers[lane] = null;
        this.dispatch(lane);
      }, soonest);
      return;
    }
    this.clearTimer(lane);
    queue.splice(queue.indexOf(best), 1);
    this.start(best, now);
  }

  private start(job: Job, now: number): void {
    this.running[job.lane] = job;
    job.startedAt = now;
    this.waitAverage += WAIT_WEIGHT * (Math.max(0, now - job.readyAt) - this.waitAverage);
    const grant: Grant = {
      onCut: (stop) => {
        job.stop = stop;
        if (job.cut) stop();
      },
    };
    let pending: Promise<unknown>;
    try {
      pending = job.task(grant);
    } catch (error) {
      pending = Promise.reject(error);
    }
    pending.then(
      (value) => {
        this.finish(job);
        job.resolve(value);
      },
      (error: unknown) => {
        this.finish(job);
        job.reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  }

  private finish(job: Job): void {
    const now = this.clock.now();
    const cost = Math.max(this.settings.minCostMs, now - job.startedAt);
    this.charge(this.rooms, job.owner.room, cost, now);
    this.charge(this.addresses, job.owner.address, cost, now);
    if (++this.finished % 256 === 0) this.forget(now);
    this.running[job.lane] = null;
    this.dispatch(job.lane);
  }

  private clearTimer(lane: number): void {
    const timer = this.timers[lane];
    if (timer === null || timer === undefined) return;
    this.clock.clearTimer(timer);
    this.timers[lane] = null;
  }

  /** Forgets usages that have faded to nothing (the least recently charged come first). */
  private forget(now: number): void {
    for (const map of [this.rooms, this.addresses]) {
      for (const [key, usage] of map) {
        if (this.faded(usage, now) < FORGOTTEN) map.delete(key);
      }
    }
  }
}
