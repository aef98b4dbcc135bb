/**
 * Bounds on one turn. A turn can otherwise last for ever: after Giro in Vespa a seat may make any
 * number of fortify moves (R7.3), so a bot (or a person) moving armies back and forth never ends
 * it. A host counts each turn's actions and its bot's thinking time; past either bound the seat
 * gets a strike and the host ends the turn with the fallback policy.
 *
 * @module
 */

/** The default most actions in one turn. */
export const DEFAULT_TURN_ACTIONS = 500;

/** How long one turn (or setup pass) may last. */
export interface TurnLimit {
  /** Most actions in one turn (default {@link DEFAULT_TURN_ACTIONS}). */
  readonly actions?: number;
  /**
   * Most milliseconds a bot may spend deciding in one turn, summed over its decisions (default:
   * no bound besides the per-decision time). A person's turn time is the front end's to keep: it
   * calls the host's `expireTurn` when it runs out.
   */
  readonly ms?: number;
}

/** Counts the current turn against a {@link TurnLimit}. */
export class TurnMeter {
  /** Actions applied in the current turn. */
  actions = 0;
  /** Milliseconds of bot thinking in the current turn. */
  ms = 0;
  private readonly maxActions: number;
  private readonly maxMs: number;

  /** @param limit the bounds (defaults as documented on {@link TurnLimit}) */
  constructor(limit: TurnLimit = {}) {
    this.maxActions = limit.actions ?? DEFAULT_TURN_ACTIONS;
    this.maxMs = limit.ms ?? Number.POSITIVE_INFINITY;
    if (!(this.maxActions >= 1)) throw new RangeError("a turn must allow at least 1 action");
    if (!(this.maxMs > 0)) throw new RangeError("a turn must allow some time");
  }

  /** The most actions a turn may take. */
  get actionLimit(): number {
    return this.maxActions;
  }

  /** Why the turn is over its bounds (for a strike), or `null` while it is within them. */
  exceeded(): string | null {
    if (this.actions >= this.maxActions) {
      return `took ${this.actions} actions in one turn; the limit is ${this.maxActions} (R7.3): the host ended the turn`;
    }
    if (this.ms >= this.maxMs) {
      return `thought for ${Math.round(this.ms)} ms in one turn; the limit is ${this.maxMs} ms: the host ended the turn`;
    }
    return null;
  }

  /** Counts one applied action and the milliseconds it took to decide. */
  add(ms: number): void {
    this.actions++;
    this.ms += ms;
  }

  /** A new turn begins. */
  reset(): void {
    this.actions = 0;
    this.ms = 0;
  }
}
