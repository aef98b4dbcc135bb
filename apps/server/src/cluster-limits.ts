/**
 * The limits of a cluster (`--redis`), held for all its processes together rather than for each:
 *
 * - `--max-lobbies`, `--max-games`, `--max-loads`: every process reports its own counts to Redis
 *   every {@link REPORT_MS} (a hash field per process, stamped with the time); a report older than
 *   {@link STALE_MS} (a dead or stalled process) counts for nothing. A process checks a limit
 *   against its own counts now plus the others' last reports.
 * - connections per client address (`--max-connections`): each process reports its open
 *   connections by address the same way; a new connection is refused when this process's count
 *   plus the others' reported counts reach the limit.
 * - rooms created per client address (`--create-limit`): one token bucket per address in Redis,
 *   taken atomically (a Lua script), so that creates spread over processes share one budget; it
 *   expires once full again. While Redis does not answer, each process's own bucket decides.
 *
 * The reports are at most {@link REPORT_MS} old: a burst across processes may pass a count limit
 * by what the others took within that time.
 *
 * @module
 */

import type { RedisCommands } from "./cluster.js";
import type { CreateLimitSettings } from "./create-limit.js";

/** Milliseconds between two reports of a process's counts. */
export const REPORT_MS = 2000;

/** Milliseconds after which a process's report counts for nothing. */
export const STALE_MS = 10_000;

/** What a process counts towards the cluster's limits. */
export interface LoadCounts {
  /** Lobbies in memory. */
  readonly lobbies: number;
  /** Games being played (not paused). */
  readonly games: number;
  /** Stored games waiting to be loaded, or loading. */
  readonly loads: number;
}

/** Client addresses a process reports its connections of, at most (the busiest). */
export const MAX_REPORTED = 2000;

const NONE: LoadCounts = { lobbies: 0, games: 0, loads: 0 };

/** The key of the processes' counts (a hash: process id → JSON). */
const LOADS_KEY = "loads";

/** The key of a process's open connections by address (a hash: address → count). */
const connectionsKey = (processId: string) => `conns:${processId}`;

/**
 * Takes one token of the bucket at KEYS[1] (burst ARGV[1], one token back every ARGV[2] ms, now
 * ARGV[3] in ms); returns 0, or the milliseconds until a token is back.
 */
const TAKE_TOKEN = `
local burst = tonumber(ARGV[1])
local every = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
local held = redis.call('HMGET', KEYS[1], 't', 'at')
local tokens = tonumber(held[1]) or burst
local at = tonumber(held[2]) or now
tokens = math.min(burst, tokens + math.max(0, now - at) / every)
local wait = 0
if tokens >= 1 then tokens = tokens - 1 else wait = math.ceil((1 - tokens) * every) end
redis.call('HSET', KEYS[1], 't', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(burst * every) + 1000)
return wait`;

/** This process's part in the cluster's limits. */
export class ClusterLimits {
  private timer: NodeJS.Timeout | null = null;
  private othersNow: LoadCounts = NONE;
  private connectionsNow = new Map<string, number>();
  /** When the others' reports were last read (epoch ms; 0: never). */
  private readAt = 0;

  constructor(
    private readonly client: RedisCommands,
    private readonly processId: string,
    /** This process's counts now. */
    private readonly local: () => LoadCounts,
    /** This process's open connections by client address now. */
    private readonly connections: () => ReadonlyMap<string, number>,
    private readonly now: () => number = Date.now,
  ) {}

  /** Reports now, then every {@link REPORT_MS}. */
  async start(): Promise<void> {
    await this.report().catch(() => {});
    this.timer = setInterval(() => {
      this.report().catch(() => {}); // (Redis down: the last reports stand until stale)
    }, REPORT_MS);
    this.timer.unref();
  }

  /** Stops reporting and withdraws this process's reports. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.client
      .eval(
        "redis.call('HDEL', KEYS[1], ARGV[1]); redis.call('DEL', KEYS[2]); return 0",
        2,
        LOADS_KEY,
        connectionsKey(this.processId),
        this.processId,
      )
      .catch(() => {});
  }

  /** Whether the others' reports were read within {@link STALE_MS} (Redis answers). */
  private get fresh(): boolean {
    return this.now() - this.readAt < STALE_MS;
  }

  /**
   * The other live processes' counts, as last reported; none once they could not be read for
   * {@link STALE_MS} (Redis down: each process counts its own).
   */
  others(): LoadCounts {
    return this.fresh ? this.othersNow : NONE;
  }

  /** The connections the other live processes reported open for client address `key`. */
  connectionsElsewhere(key: string): number {
    return this.fresh ? (this.connectionsNow.get(key) ?? 0) : 0;
  }

  /**
   * Takes one room of `settings`' budget for client `key` across the cluster: 0 if it may create
   * it, else the milliseconds until it may. Rejects when Redis does not answer.
   */
  async takeCreate(key: string, settings: CreateLimitSettings): Promise<number> {
    const wait = await this.client.eval(
      TAKE_TOKEN,
      1,
      `create:${key}`,
      settings.burst,
      settings.everyMs,
      this.now(),
    );
    return Number(wait);
  }

  /** Sends this process's counts and reads the others'. */
  async report(): Promise<void> {
    const now = this.now();
    const mine = this.local();
    // (the busiest addresses, at most MAX_REPORTED: the ones near a limit)
    const open = [...this.connections()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, MAX_REPORTED)
      .flat();
    // one script: this process's report, its connections, and everybody's reports back
    const answer = (await this.client.eval(
      `redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
redis.call('DEL', KEYS[2])
if #ARGV > 3 then
  redis.call('HSET', KEYS[2], unpack(ARGV, 4))
  redis.call('PEXPIRE', KEYS[2], tonumber(ARGV[3]))
end
return redis.call('HGETALL', KEYS[1])`,
      2,
      LOADS_KEY,
      connectionsKey(this.processId),
      this.processId,
      JSON.stringify({ ...mine, at: now }),
      STALE_MS,
      ...open.map(String),
    )) as string[];
    let lobbies = 0;
    let games = 0;
    let loads = 0;
    const live: string[] = [];
    const stale: string[] = [];
    for (let i = 0; i + 1 < answer.length; i += 2) {
      const id = answer[i]!;
      if (id === this.processId) continue;
      let report: (LoadCounts & { at: number }) | null = null;
      try {
        report = JSON.parse(answer[i + 1]!) as LoadCounts & { at: number };
      } catch {
        report = null;
      }
      if (!report || !(now - report.at < STALE_MS)) {
        if (!report || now - report.at > 6 * STALE_MS) stale.push(id);
        continue;
      }
      live.push(id);
      lobbies += Number(report.lobbies) || 0;
      games += Number(report.games) || 0;
      loads += Number(report.loads) || 0;
    }
    this.othersNow = { lobbies, games, loads };
    const connections = new Map<string, number>();
    for (const id of live) {
      const theirs = (await this.client.eval(
        "return redis.call('HGETALL', KEYS[1])",
        1,
        connectionsKey(id),
      )) as string[];
      for (let i = 0; i + 1 < theirs.length; i += 2) {
        const key = theirs[i]!;
        connections.set(key, (connections.get(key) ?? 0) + (Number(theirs[i + 1]) || 0));
      }
    }
    this.connectionsNow = connections;
    this.readAt = now;
    // long-dead processes' reports are removed (any process may do it)
    if (stale.length > 0) {
      await this.client.eval(
        "return redis.call('HDEL', KEYS[1], unpack(ARGV))",
        1,
        LOADS_KEY,
        ...stale,
      );
    }
  }
}
