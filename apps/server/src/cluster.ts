/**
 * Several server processes sharing one room space (`--redis`, with `--database`): Colyseus' own
 * Redis presence and driver carry the rooms' listings, seat reservations and room calls between
 * processes (each process reached at its `--public-address`), and PostgreSQL stays the source of
 * truth. This module adds what Colyseus 0.16 does not have:
 *
 * - a **lease** per process in Redis (renewed every {@link LEASE_RENEW_MS}, gone
 *   {@link LEASE_TTL_S} s after the process died or stalled): a room listed by a process whose
 *   lease is gone is not reachable; its listing is dropped and the next join or reconnect, through
 *   any process, loads the room from PostgreSQL there, claiming it by compare-and-set
 *   (`RoomStore.claimRoom`) — a **takeover**;
 * - a process that finds its own lease lapsed (it was stalled: SIGSTOP, a long pause) checks
 *   every room it holds against the store and closes the ones another process claimed since
 *   (their writes would be refused anyway: fencing);
 * - cluster-wide counters (see `cluster-limits.ts`).
 *
 * @module
 */
import { EventEmitter } from "node:events";
import { matchMaker } from "@colyseus/core";
import { RedisDriver } from "@colyseus/redis-driver";
import { RedisPresence } from "@colyseus/redis-presence";
import type { Logger } from "./log.js";

/** Seconds a process's lease lives unless renewed: a process silent that long is dead. */
export const LEASE_TTL_S = 5;

/** Milliseconds between two renewals of a process's lease. */
export const LEASE_RENEW_MS = 1000;

/** Milliseconds a Redis command of the cluster's own may take before it counts as failed. */
export const REDIS_COMMAND_MS = 2000;

/** The Redis connection options of `url` with every key under `prefix`. */
export function redisOptions(url: string, prefix: string) {
  const u = new URL(url);
  const db = Number(u.pathname.replace(/^\//, "") || "0");
  return {
    host: u.hostname.replace(/^\[|\]$/g, "") || "127.0.0.1",
    port: Number(u.port || 6379),
    db: Number.isInteger(db) ? db : 0,
    ...(u.username ? { username: decodeURIComponent(u.username) } : {}),
    ...(u.password ? { password: decodeURIComponent(u.password) } : {}),
    ...(u.protocol === "rediss:" ? { tls: {} } : {}),
    keyPrefix: prefix,
    // a command waits through at most two reconnection attempts, then fails (Redis down: no new
    // joins, refused at once, instead of requests hanging)
    maxRetriesPerRequest: 2,
    connectTimeout: 5000,
  };
}

/** The commands the cluster sends Redis itself (ioredis' signatures). */
export interface RedisCommands {
  set(key: string, value: string, ...options: (string | number)[]): Promise<string | null>;
  exists(key: string): Promise<number>;
  del(key: string): Promise<number>;
  ping(): Promise<string>;
  eval(script: string, keys: number, ...args: (string | number)[]): Promise<unknown>;
  on(event: "error", listener: (e: Error) => void): unknown;
}

/** Colyseus' Redis presence, with its publishing connection open to the cluster's own keys. */
class ClusterPresence extends RedisPresence {
  /** The connection commands go through (not the subscriber). */
  get client(): RedisCommands {
    return this.pub as unknown as RedisCommands;
  }
}

/** Where a room is live now, as the cluster sees it. */
export type RoomWhere =
  /** In this process's memory. */
  | "here"
  /** In another live process's memory: Colyseus routes joins to it. */
  | "elsewhere"
  /** Nowhere (never loaded, unloaded, or its process died): a join loads it here. */
  | "none";

/** What the cluster reports (also counted in the metrics, logged). */
export interface ClusterEvents {
  /** A room whose owner was another process was claimed by this one. */
  takeover: [{ room: string; from: string | null }];
  /** A room of this process was claimed by another: its clients were closed (4503). */
  fenced: [{ room: string }];
}

/** This process's part of a cluster. Open it with {@link Cluster.open}. */
export class Cluster extends EventEmitter<ClusterEvents> {
  private renewer: NodeJS.Timeout | null = null;
  /** When the lease was last renewed (epoch ms), or 0 before the first renewal. */
  private renewedAt = 0;
  private closed = false;

  private constructor(
    /** Colyseus' presence on the cluster's Redis (give it to `new Server`). */
    readonly presence: ClusterPresence,
    /** Colyseus' driver on the cluster's Redis (give it to `new Server`). */
    readonly driver: RedisDriver,
    private readonly log: Logger,
  ) {
    super();
  }

  /** Connects to the cluster's Redis at `url`, its keys under `prefix`. */
  static open(url: string, prefix: string, log: Logger): Cluster {
    const options = redisOptions(url, prefix);
    const cluster = new Cluster(new ClusterPresence(options), new RedisDriver(options), log);
    // a lost connection is retried by the client; its errors are logged, never thrown
    let lastError = "";
    const report = (e: Error) => {
      if (e.message === lastError) return;
      lastError = e.message;
      log("warn", "redis-error", { error: e.message.slice(0, 200) });
    };
    cluster.presence.client.on("error", report);
    (cluster.presence as unknown as { sub: EventEmitter }).sub.on("error", report);
    (cluster.driver as unknown as { _client: EventEmitter })._client.on("error", report);
    return cluster;
  }

  /** The lease key of process `id`. */
  private static leaseKey(id: string): string {
    return `lease:${id}`;
  }

  /** Runs a command of the cluster's own within {@link REDIS_COMMAND_MS}. */
  private bounded<T>(command: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    return Promise.race([
      command,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error("Redis did not answer")), REDIS_COMMAND_MS);
      }),
    ]).finally(() => clearTimeout(timer));
  }

  /**
   * Takes this process's lease and keeps renewing it. `lapsed` is called when a renewal finds
   * the lease had run out (the process was stalled past {@link LEASE_TTL_S}): others may have
   * taken its rooms over.
   */
  async start(lapsed: () => void): Promise<void> {
    await this.renew();
    this.renewer = setInterval(() => {
      const gap = Date.now() - this.renewedAt;
      this.renew().then(
        (had) => {
          if (!had || gap > LEASE_TTL_S * 1000) {
            this.log("warn", "lease-lapsed", { gapMs: gap });
            lapsed();
          }
        },
        () => {}, // (logged by the client's error handler; tried again next time)
      );
    }, LEASE_RENEW_MS);
    this.renewer.unref();
  }

  /** Renews the lease; resolves with whether it was still there (not on the first renewal). */
  private async renew(): Promise<boolean> {
    const previous = await this.bounded(
      this.presence.client.set(
        Cluster.leaseKey(matchMaker.processId),
        String(Date.now()),
        "EX",
        LEASE_TTL_S,
        "GET",
      ),
    );
    const first = this.renewedAt === 0;
    this.renewedAt = Date.now();
    return first || previous !== null;
  }

  /** Whether process `id` holds its lease (is alive). */
  async alive(id: string): Promise<boolean> {
    if (id === matchMaker.processId) return true;
    return (await this.bounded(this.presence.client.exists(Cluster.leaseKey(id)))) === 1;
  }

  /**
   * Where room `id` is live. A listing of a process whose lease is gone is dropped (with every
   * other listing of that process): its rooms are loaded again where they are next joined.
   */
  async where(id: string): Promise<RoomWhere> {
    if (matchMaker.getLocalRoomById(id)) return "here";
    const listing = (await this.bounded(matchMaker.driver.findOne({ roomId: id }))) as
      | { processId?: string }
      | undefined;
    if (!listing?.processId) return "none";
    if (await this.alive(listing.processId)) return "elsewhere";
    this.log("warn", "process-dead", { process: listing.processId });
    await this.bounded(Promise.resolve(matchMaker.driver.cleanup?.(listing.processId)));
    return "none";
  }

  /** Answers within {@link REDIS_COMMAND_MS} if Redis does (the readiness check `redis`). */
  async ping(): Promise<void> {
    await this.bounded(this.presence.client.ping());
  }

  /** Gives the lease up (the others take this process's rooms at once) and stops renewing. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.renewer) clearInterval(this.renewer);
    await this.bounded(this.presence.client.del(Cluster.leaseKey(matchMaker.processId))).catch(
      () => {},
    );
  }
}
