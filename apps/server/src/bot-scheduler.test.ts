/**
 * The fair shares of the bots' thinking (issue: one address must not starve every room's bots),
 * on a fake clock: order, budgets, cuts and the busy signal.
 */
import { describe, expect, it } from "vitest";
import { type BotOwner, BotScheduler, type SchedulerClock } from "./bot-scheduler.js";

/** A clock the test moves by hand, with timers that fire as it passes them. */
class FakeClock implements SchedulerClock {
  private at = 0;
  private timers: { at: number; run: () => void; id: number }[] = [];
  private nextId = 1;
  now(): number {
    return this.at;
  }
  setTimer(run: () => void, ms: number): unknown {
    const id = this.nextId++;
    this.timers.push({ at: this.at + ms, run, id });
    return id;
  }
  clearTimer(timer: unknown): void {
    this.timers = this.timers.filter((t) => t.id !== timer);
  }
  /** Moves time on by `ms`, firing the timers due on the way. */
  advance(ms: number): void {
    const end = this.at + ms;
    for (;;) {
      const due = this.timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.timers = this.timers.filter((t) => t !== due);
      this.at = Math.max(this.at, due.at);
      due.run();
    }
    this.at = end;
  }
}

/** A decision that runs until the test finishes it (after moving the clock). */
interface Manual {
  readonly name: string;
  started: boolean;
  cut: boolean;
  finish(): void;
}

function harness(lanes = 1, settings = {}) {
  const clock = new FakeClock();
  const scheduler = new BotScheduler(lanes, settings, clock);
  const order: string[] = [];
  const submit = (name: string, owner: BotOwner, lane = 0, key: object = {}) => {
    const job: Manual = { name, started: false, cut: false, finish: () => {} };
    const done = scheduler.run(owner, lane, key, (grant) => {
      job.started = true;
      order.push(name);
      grant.onCut(() => {
        job.cut = true;
      });
      return new Promise<string>((resolve) => {
        job.finish = () => resolve(name);
      });
    });
    return { job, done };
  };
  /** Runs a decision of `owner` that takes `ms` to the end. */
  const spend = async (owner: BotOwner, ms: number) => {
    const { job, done } = submit(`spend ${owner.room}`, owner);
    expect(job.started).toBe(true);
    clock.advance(ms);
    job.finish();
    await done;
  };
  return { clock, scheduler, order, submit, spend };
}

const flush = () => new Promise<void>((r) => setImmediate(r));
const abuser = (room: number): BotOwner => ({ room: `a${room}`, address: "10.0.0.1" });
const victim: BotOwner = { room: "v", address: "10.0.0.2" };

describe("the bot scheduler", () => {
  it("runs one decision per lane at a time, the next when it ends", async () => {
    const { submit } = harness();
    const a = submit("a", abuser(1));
    const b = submit("b", abuser(2));
    expect(a.job.started).toBe(true);
    expect(b.job.started).toBe(false);
    a.job.finish();
    expect(await a.done).toBe("a");
    expect(b.job.started).toBe(true);
  });

  it("gives a free lane to the least-served address first, then the least-served room, then the oldest", async () => {
    const { scheduler, submit, spend } = harness();
    await spend(abuser(1), 300);
    await spend({ room: "b1", address: "10.0.0.3" }, 100);
    await spend({ room: "b2", address: "10.0.0.3" }, 50);
    const order: string[] = [];
    const quick = (name: string, owner: BotOwner) =>
      scheduler.run(owner, 0, {}, async () => {
        order.push(name);
        return name;
      });
    const running = submit("running", abuser(9));
    const all = [
      quick("abuser", abuser(2)),
      quick("b1", { room: "b1", address: "10.0.0.3" }),
      quick("b2", { room: "b2", address: "10.0.0.3" }),
      quick("victim", victim),
      quick("victim again", victim),
    ];
    running.job.finish();
    await Promise.all(all);
    expect(order).toEqual(["victim", "victim again", "b2", "b1", "abuser"]);
  });

  it("cuts a running decision short when a less-served address's decision waits for the lane", () => {
    const { submit, clock } = harness();
    const long = submit("abuser", abuser(1));
    clock.advance(40);
    const mine = submit("victim", victim);
    expect(long.job.cut).toBe(true);
    expect(mine.job.started).toBe(false);
    long.job.finish();
  });

  it("does not cut a decision for one of its own address's, nor for a more-served address", async () => {
    const { submit, spend, clock } = harness();
    await spend(victim, 500);
    const running = submit("abuser", abuser(1));
    clock.advance(10);
    submit("abuser 2", abuser(2));
    expect(running.job.cut).toBe(false);
    submit("victim", victim); // has used 500 ms: more than the running one's 10
    expect(running.job.cut).toBe(false);
    clock.advance(600);
    submit("victim 2", { room: "v2", address: "10.0.0.2" });
    expect(running.job.cut).toBe(true);
  });

  it("makes a room over its budget wait until its usage has faded, while other rooms run", async () => {
    const { scheduler, submit, clock, spend } = harness(1, { halfLifeMs: 1000, roomShare: 0.5 });
    // a room at full load for 2 s: far over half a thread
    await spend(abuser(1), 2000);
    expect(scheduler.usage(abuser(1)).room).toBeGreaterThan(scheduler.roomBudget);
    const late = submit("over budget", abuser(1));
    expect(late.job.started).toBe(false);
    const other = submit("other room", victim);
    expect(other.job.started).toBe(true);
    other.job.finish();
    await other.done;
    expect(late.job.started).toBe(false);
    // the usage halves every second: below the budget in time, and then it runs by itself
    clock.advance(3000);
    expect(late.job.started).toBe(true);
    expect(scheduler.usage(abuser(1)).room).toBeLessThan(scheduler.roomBudget);
  });

  it("holds every room of an address to the address's budget, however many rooms it has", async () => {
    const { scheduler, submit, clock } = harness(2, {
      halfLifeMs: 1000,
      roomShare: 0.5,
      addressShare: 0.5,
    });
    // eight rooms of one address on both lanes, 500 ms each: each room within its own budget
    // (half a thread), the address at two threads' load for 2 s, over its budget (one thread)
    for (let room = 1; room <= 4; room++) {
      const a = submit(`a${room}`, abuser(room), 0);
      const b = submit(`a${room + 4}`, abuser(room + 4), 1);
      clock.advance(500);
      a.job.finish();
      b.job.finish();
      await Promise.all([a.done, b.done]);
    }
    expect(scheduler.usage(abuser(1)).room).toBeLessThan(scheduler.roomBudget);
    expect(scheduler.usage(abuser(4)).room).toBeLessThan(scheduler.roomBudget);
    expect(scheduler.usage(abuser(1)).address).toBeGreaterThan(scheduler.addressBudget);
    const ninth = submit("ninth room", abuser(9));
    expect(ninth.job.started).toBe(false);
    expect(submit("victim", victim, 1).job.started).toBe(true);
    clock.advance(1000);
    expect(ninth.job.started).toBe(true);
  });

  it("counts at least minCostMs for a decision answered at once", async () => {
    const { scheduler, spend } = harness(1, { minCostMs: 2 });
    for (let i = 0; i < 10; i++) await spend(abuser(1), 0);
    expect(scheduler.usage(abuser(1)).room).toBeCloseTo(20, 0);
  });

  it("keeps lanes apart: a decision waits only for its own lane", () => {
    const { submit } = harness(2);
    const a = submit("lane 0", abuser(1), 0);
    const b = submit("lane 1", abuser(2), 1);
    expect(a.job.started && b.job.started).toBe(true);
  });

  it("drops a released bot's waiting decisions with an error, leaving the others", async () => {
    const { scheduler, submit } = harness();
    const running = submit("running", abuser(1));
    const key = {};
    const dropped = submit("dropped", abuser(2), 0, key);
    const kept = submit("kept", abuser(3));
    scheduler.drop(key);
    await expect(dropped.done).rejects.toThrow(/released/);
    running.job.finish();
    await running.done;
    expect(kept.job.started).toBe(true);
    expect(dropped.job.started).toBe(false);
  });

  it("says busy only while decisions ready to run have waited longer than busyWaitMs on average", async () => {
    const { scheduler, submit, clock } = harness(1, { busyWaitMs: 1000 });
    expect(scheduler.busy()).toBe(false);
    // each decision holds the lane 2 s, so the ones queued behind it wait
    const jobs = [1, 2, 3, 4, 5, 6].map((room) =>
      submit(`r${room}`, { room: `r${room}`, address: `10.1.0.${room}` }),
    );
    for (const { job, done } of jobs) {
      clock.advance(2000);
      job.finish();
      await done;
      await flush();
    }
    // the queue is empty: nobody waits now
    expect(scheduler.busy()).toBe(false);
    const more = [7, 8, 9].map((room) =>
      submit(`r${room}`, { room: `r${room}`, address: `10.1.0.${room}` }),
    );
    expect(scheduler.busy()).toBe(true);
    for (const { job, done } of more) {
      job.finish();
      await done;
      await flush();
    }
    expect(scheduler.busy()).toBe(false);
  });

  it("settles a decision whose task throws as a rejection, and goes on", async () => {
    const { scheduler, submit } = harness();
    const failing = scheduler.run(victim, 0, {}, () => {
      throw new Error("bad bot");
    });
    await expect(failing).rejects.toThrow("bad bot");
    expect(submit("next", abuser(1)).job.started).toBe(true);
  });
});
