/**
 * How many rooms one client may create: a token bucket per client address (see
 * `client-address.ts`). A client starts with `burst` rooms and earns one more every `everyMs`, up
 * to `burst` again. The table of addresses is bounded: a full bucket is the same as none, so
 * {@link CreateLimit.sweep} drops those, and past `maxAddresses` the least recently seen
 * addresses are dropped first.
 *
 * @module
 */

/** The limit's settings (`--create-limit BURST/T`). */
export interface CreateLimitSettings {
  /** Rooms a client may create at once. */
  readonly burst: number;
  /** Milliseconds to earn one more room. */
  readonly everyMs: number;
}

/** Default limit: 20 rooms at once, then one every 3 seconds (20 a minute). */
export const DEFAULT_CREATE_LIMIT: CreateLimitSettings = { burst: 20, everyMs: 3000 };

/** Default number of addresses remembered (about 100 bytes each). */
export const DEFAULT_MAX_ADDRESSES = 10_000;

interface Bucket {
  tokens: number;
  at: number;
}

/** Room creations per client address. */
export class CreateLimit {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    readonly settings: CreateLimitSettings,
    readonly maxAddresses = DEFAULT_MAX_ADDRESSES,
    private readonly now: () => number = Date.now,
  ) {}

  /** Addresses remembered now. */
  get size(): number {
    return this.buckets.size;
  }

  /**
   * Takes one room for the client `key`: `0` if it may create it, else the milliseconds until
   * it may (and nothing is taken).
   */
  take(key: string): number {
    const now = this.now();
    const bucket = this.refilled(key, now);
    // most recently seen last: the first entries are the ones dropped when the table is full
    this.buckets.delete(key);
    this.buckets.set(key, bucket);
    while (this.buckets.size > this.maxAddresses) {
      const oldest = this.buckets.keys().next().value as string;
      this.buckets.delete(oldest);
    }
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) * this.settings.everyMs));
  }

  /** Forgets the clients whose bucket is full again (as if they had never come). */
  sweep(): void {
    const now = this.now();
    for (const [key, bucket] of this.buckets) {
      if (this.refilled(key, now, bucket).tokens >= this.settings.burst) this.buckets.delete(key);
    }
  }

  private refilled(key: string, now: number, known = this.buckets.get(key)): Bucket {
    const { burst, everyMs } = this.settings;
    if (!known) return { tokens: burst, at: now };
    known.tokens = Math.min(burst, known.tokens + Math.max(0, now - known.at) / everyMs);
    known.at = now;
    return known;
  }
}
