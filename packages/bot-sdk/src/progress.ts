/**
 * Internal: a one-line progress bar on stderr, drawn only when stderr is a terminal.
 *
 * @internal
 * @module
 */

function duration(seconds: number): string {
  if (!Number.isFinite(seconds)) return "?";
  const s = Math.round(seconds);
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m}m${String(s % 60).padStart(2, "0")}s`;
  return `${Math.floor(m / 60)}h${String(m % 60).padStart(2, "0")}m`;
}

/** A throttled progress bar. */
export class ProgressBar {
  private readonly start = performance.now();
  private last = 0;

  constructor(
    private readonly total: number,
    private readonly stream: NodeJS.WriteStream = process.stderr,
  ) {}

  /** Redraws the bar (at most 10 times a second, and always at the end). */
  update(done: number): void {
    const now = performance.now();
    if (done < this.total && now - this.last < 100) return;
    this.last = now;
    const width = 24;
    const filled = Math.round((done / Math.max(1, this.total)) * width);
    const seconds = (now - this.start) / 1000;
    const rate = done / Math.max(seconds, 1e-9);
    const eta = done > 0 ? (this.total - done) / rate : Number.POSITIVE_INFINITY;
    const bar = `${"█".repeat(filled)}${"░".repeat(width - filled)}`;
    this.stream.write(
      `\r${bar} ${done}/${this.total} games · ${rate.toFixed(1)} games/s · ETA ${duration(eta)} `,
    );
  }

  /** Clears the line. */
  finish(): void {
    this.stream.write("\r\x1b[2K");
  }
}
