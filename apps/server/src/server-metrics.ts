/**
 * The server's metrics (`GET /metrics`): rooms by game and stage, seats connected, spectators,
 * people's actions and their action-to-update latency, the store's latency and failures by
 * operation, and room takeovers (counted by the cluster code through {@link ServerMetrics.takeover}).
 *
 * @module
 */
import type { Counter, Histogram } from "./metrics.js";
import { Registry } from "./metrics.js";
import type { RoomStore } from "./store.js";

/** Latency buckets in seconds: 1 ms to 10 s. */
export const LATENCY_BUCKETS: readonly number[] = [
  0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
];

/** One room in memory as the metrics count it. */
export interface RoomSample {
  /** The room's game (`italia`, `radetzky`). */
  readonly game: string;
  /** `lobby`, `playing`, `paused` (started, nobody connected) or `over`. */
  readonly stage: "lobby" | "playing" | "paused" | "over";
  /** Seats whose person is connected. */
  readonly connected: number;
  /** Spectators watching it. */
  readonly spectators: number;
}

/** What the metrics read when scraped. */
export interface MetricSources {
  /** The rooms in memory. */
  readonly rooms: () => Iterable<RoomSample>;
  /** Whether the server drains. */
  readonly draining: () => boolean;
}

/** The server's metrics registry and the hooks that move them. */
export class ServerMetrics {
  /** Every metric, rendered by {@link ServerMetrics.render}. */
  readonly registry = new Registry();
  /** People's actions applied (stored and sent), by game. */
  readonly actions: Counter;
  /** Seconds from a person's action arriving to its update being sent, by game. */
  readonly actionLatency: Histogram;
  /** Seconds a store operation took, by operation (`appendActions`, `getRoom`, …). */
  readonly storeLatency: Histogram;
  /** Store operations that failed, by operation. */
  readonly storeFailures: Counter;
  /** Rooms this process took over from another (cluster mode). */
  readonly takeovers: Counter;

  /** The metrics of a server whose rooms and state `sources` reads at each scrape. */
  constructor(sources: MetricSources) {
    const r = this.registry;
    const count = () => {
      const rooms = new Map<string, { game: string; stage: string; n: number }>();
      let connected = 0;
      let spectators = 0;
      for (const room of sources.rooms()) {
        const key = `${room.game}\u0000${room.stage}`;
        const entry = rooms.get(key) ?? { game: room.game, stage: room.stage, n: 0 };
        entry.n += 1;
        rooms.set(key, entry);
        connected += room.connected;
        spectators += room.spectators;
      }
      return { rooms: [...rooms.values()], connected, spectators };
    };
    r.gauge("italia_rooms", "Rooms in memory by game and stage (paused: nobody connected).", () =>
      count().rooms.map((e) => ({ labels: { game: e.game, stage: e.stage }, value: e.n })),
    );
    r.gauge("italia_seats_connected", "Seats whose person is connected.", () => [
      { labels: {}, value: count().connected },
    ]);
    r.gauge("italia_spectators", "Spectators watching games.", () => [
      { labels: {}, value: count().spectators },
    ]);
    r.gauge("italia_draining", "1 while the server drains (shuts down), else 0.", () => [
      { labels: {}, value: sources.draining() ? 1 : 0 },
    ]);
    this.actions = r.counter("italia_actions_total", "People's actions applied, by game.");
    this.actionLatency = r.histogram(
      "italia_action_update_seconds",
      "Seconds from a person's action arriving to its update sent, by game.",
      LATENCY_BUCKETS,
    );
    this.storeLatency = r.histogram(
      "italia_store_seconds",
      "Seconds a store operation took, by operation.",
      LATENCY_BUCKETS,
    );
    this.storeFailures = r.counter(
      "italia_store_failures_total",
      "Store operations that failed, by operation.",
    );
    this.takeovers = r.counter(
      "italia_takeovers_total",
      "Rooms this process took over from another process (cluster mode).",
    );
  }

  /** A person's action of a `game` room was applied and its update sent `seconds` after it came. */
  action(game: string, seconds: number): void {
    this.actions.inc({ game });
    this.actionLatency.observe({ game }, seconds);
  }

  /** The hook the cluster code calls when this process takes a room over from another. */
  takeover(): void {
    this.takeovers.inc();
  }

  /** Every metric in Prometheus' text format. */
  render(): string {
    return this.registry.render();
  }

  /**
   * `store` with each operation timed ({@link storeLatency}) and its failures counted
   * ({@link storeFailures}); its answers and errors pass through unchanged.
   */
  measureStore(store: RoomStore, now: () => number = () => performance.now()): RoomStore {
    return new Proxy(store, {
      get: (target, prop, receiver) => {
        const value = Reflect.get(target, prop, receiver) as unknown;
        if (typeof value !== "function" || typeof prop !== "string") return value;
        return (...args: unknown[]) => {
          const started = now();
          const done = (failed: boolean) => {
            this.storeLatency.observe({ operation: prop }, (now() - started) / 1000);
            if (failed) this.storeFailures.inc({ operation: prop });
          };
          let result: unknown;
          try {
            result = (value as (...a: unknown[]) => unknown).apply(target, args);
          } catch (e) {
            done(true);
            throw e;
          }
          if (!(result instanceof Promise)) return result;
          return result.then(
            (answer: unknown) => {
              done(false);
              return answer;
            },
            (e: unknown) => {
              done(true);
              throw e;
            },
          );
        };
      },
    });
  }
}
