/**
 * Whether the server may be sent players: its readiness (`GET /health/ready`), made of its own
 * state (started, not draining) and checks of what it depends on (the store; a cluster adds its
 * own, such as Redis), each answered within a bound. Liveness (`GET /health/live`) needs none of
 * it: an answer at all means the event loop runs.
 *
 * @module
 */

/**
 * The WebSocket close code of a room's clients when the server drains: 4001, not 4000 (Colyseus'
 * default, which the web app takes as "left for good"), so the web app and the CLI reconnect.
 */
export const DRAINING_CLOSE_CODE = 4001;

/** Milliseconds a readiness check may take before it counts as failed: 2 s. */
export const READY_CHECK_MS = 2000;

/** How a check went: `ok`, `failed` (it threw) or `timeout` (no answer within the bound). */
export type CheckResult = "ok" | "failed" | "timeout";

/** `GET /health/ready`'s body. Holds no secret and no room id: anyone may read it. */
export interface ReadyState {
  /** Whether the server takes players (200); otherwise 503. */
  readonly ready: boolean;
  /** Whether the server has finished starting (stored lobbies brought back). */
  readonly started: boolean;
  /** Whether the server is draining (shutting down): it takes no new rooms nor joins. */
  readonly draining: boolean;
  /** Each dependency's check by name (`store`, …). */
  readonly checks: Readonly<Record<string, CheckResult>>;
  /** Why the server is not ready, in words (empty when ready). */
  readonly reasons: readonly string[];
}

/**
 * Resolves with how `work` went within `ms` milliseconds; the timer is cleared when it settles.
 * `work`'s own error is not kept (it may name a host or a database).
 */
export async function checkWithin(work: () => Promise<unknown>, ms: number): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve("timeout"), ms);
  });
  const done = Promise.resolve()
    .then(work)
    .then(
      (): CheckResult => "ok",
      (): CheckResult => "failed",
    );
  try {
    return await Promise.race([done, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The server's readiness: its state and its dependencies' checks. */
export class Readiness {
  private startedNow = false;
  private drainingNow = false;
  private readonly checks = new Map<string, () => Promise<unknown>>();
  /** A check in progress by name: probes at once share it (a stalled store is asked once). */
  private readonly running = new Map<string, Promise<CheckResult>>();

  /** Checks that take longer than `boundMs` count as failed (`timeout`). */
  constructor(private readonly boundMs = READY_CHECK_MS) {}

  /**
   * Adds a dependency's check (replacing one of the same name): `check` resolves when the
   * dependency answers, rejects when it does not. It should be cheap: it runs on every probe.
   */
  addCheck(name: string, check: () => Promise<unknown>): void {
    this.checks.set(name, check);
  }

  /** The server has started: it may be ready. */
  markStarted(): void {
    this.startedNow = true;
  }

  /** The server drains: it is not ready again (until a restart). */
  markDraining(): void {
    this.drainingNow = true;
  }

  /** Whether the server drains. */
  get draining(): boolean {
    return this.drainingNow;
  }

  /** Runs every check (within the bound) and says whether the server is ready, and why not. */
  async state(): Promise<ReadyState> {
    const names = [...this.checks.keys()];
    const results = await Promise.all(names.map((name) => this.run(name)));
    const checks: Record<string, CheckResult> = {};
    const reasons: string[] = [];
    if (!this.startedNow) reasons.push("starting: stored rooms are being brought back");
    if (this.drainingNow) reasons.push("draining: the server is shutting down");
    names.forEach((name, i) => {
      const result = results[i]!;
      checks[name] = result;
      if (result === "failed") reasons.push(`${name}: failed`);
      if (result === "timeout") reasons.push(`${name}: no answer within ${this.boundMs} ms`);
    });
    return {
      ready: reasons.length === 0,
      started: this.startedNow,
      draining: this.drainingNow,
      checks,
      reasons,
    };
  }

  private run(name: string): Promise<CheckResult> {
    const running = this.running.get(name);
    if (running) return running;
    const check = this.checks.get(name)!;
    const result = checkWithin(check, this.boundMs).finally(() => this.running.delete(name));
    this.running.set(name, result);
    return result;
  }
}
