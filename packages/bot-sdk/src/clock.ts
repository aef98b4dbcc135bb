/**
 * Time control for bots: a limit per decision plus an optional time bank, in the style of the
 * Warlight AI challenge. Time a bot spends beyond the per-decision limit is taken from its bank;
 * once the bank is empty, answers later than the limit are refused.
 *
 * @module
 */

/** How much time a bot gets. */
export interface TimeControl {
  /** Milliseconds every decision may take for free (default 1000). */
  readonly decisionMs?: number;
  /** Extra milliseconds for the whole game, spent when a decision takes longer (default 0). */
  readonly bankMs?: number;
  /**
   * Milliseconds a bot program may take to start, before its first decision's time begins
   * (default {@link DEFAULT_STARTUP_MS}), as bots' settings show it. A program's own allowance
   * (`ExternalBotOptions.startupMs`) is the one enforced, and the one its `hello` message carries.
   */
  readonly startupMs?: number;
}

/** The default per-decision time, in milliseconds. */
export const DEFAULT_DECISION_MS = 1000;

/** The default start-up allowance of a bot program, in milliseconds. */
export const DEFAULT_STARTUP_MS = 10_000;

/** One seat's clock under a {@link TimeControl}. */
export class SeatClock {
  private bank: number;
  private readonly decisionMs: number;

  /** Starts a clock with a full bank. */
  constructor(control: TimeControl = {}) {
    this.decisionMs = control.decisionMs ?? DEFAULT_DECISION_MS;
    this.bank = control.bankMs ?? 0;
  }

  /** Milliseconds the next decision may take: the per-decision limit plus the bank. */
  budget(): number {
    return this.decisionMs + this.bank;
  }

  /** Milliseconds left in the bank. */
  bankLeft(): number {
    return this.bank;
  }

  /** Records a decision that took `ms` milliseconds. */
  spend(ms: number): void {
    if (ms > this.decisionMs) this.bank = Math.max(0, this.bank - (ms - this.decisionMs));
  }
}
