/**
 * A room's writes to its store (`RoomStore`): made one after another in the order they were asked
 * for (the order the room's memory changed, whatever the store's own concurrency), and awaited
 * before anything about them is sent ({@link RoomWrites.flush}). The first write that fails stops
 * the room's writes for good: the room leaves memory, and the store keeps the game as it was last
 * written.
 *
 * @module
 */
import type { Refusal } from "./terms.js";

/**
 * What a client is told when the store failed to keep what it asked for: nothing of it was
 * applied, and the room is loaded again from the store (the client reconnects).
 */
export const STORE_FAILED: Refusal = {
  code: "STORE_FAILED",
  rule: null,
  message:
    "the server could not store this: reconnect in a moment, the game goes on from its last stored step",
};

/** A store write of the room failed: what its callers are refused with. */
export class StoreFailedError extends Error {
  constructor(room: string) {
    super(`room ${room}: the store failed, the room left memory`);
    this.name = "StoreFailedError";
  }
}

/** The ordered writes of one room. */
export class RoomWrites {
  private chain: Promise<void> = Promise.resolve();
  private failedNow = false;

  /**
   * For room `room`; `failed` is called once, with the error, when a write that matters (see
   * {@link save}) fails.
   */
  constructor(
    private readonly room: string,
    private readonly failed: (error: unknown) => void,
  ) {}

  /** Whether a write failed (none is made since). */
  get broken(): boolean {
    return this.failedNow;
  }

  /** The last write asked for, settled (a new promise whenever one more is asked for). */
  get tail(): Promise<void> {
    return this.chain;
  }

  /**
   * Asks for a store write after the room's earlier ones; resolves with its result. A write that
   * fails breaks the room's writes unless it is not `fatal` (a line of chat: refused, the room
   * goes on); once they are broken, every write is refused with {@link StoreFailedError}.
   */
  save<T>(write: () => Promise<T>, fatal = true): Promise<T> {
    const done = this.chain.then(() => {
      if (this.failedNow) throw new StoreFailedError(this.room);
      return write();
    });
    this.chain = done.then(
      () => {},
      (e: unknown) => {
        if (!fatal || this.failedNow) return;
        this.failedNow = true;
        this.failed(e);
      },
    );
    done.catch(() => {}); // (the failure is handled above; callers that wait see it too)
    return done;
  }

  /**
   * Waits until every write asked for so far is stored: what is sent after it is durable.
   * Rejects with {@link StoreFailedError} once a write failed.
   */
  async flush(): Promise<void> {
    await this.chain;
    if (this.failedNow) throw new StoreFailedError(this.room);
  }
}
