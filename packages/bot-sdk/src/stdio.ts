/**
 * Internal: reading what a bot program writes on stdout — protocol lines — with bounded memory
 * and work linear in the bytes read, whatever the program does.
 *
 * @internal
 * @module
 */

/** A line longer than the limit: the line reader hands this on instead of the text. */
export const TOO_LONG: unique symbol = Symbol("line too long");

/** What the line reader hands on: a line's text, or {@link TOO_LONG}. */
export type ReadLine = string | typeof TOO_LONG;

const NEWLINE = 0x0a;

/**
 * Splits bytes into lines. Each chunk is scanned once; a line is decoded (UTF-8) when complete,
 * so characters split between chunks come out whole. A line longer than `maxBytes` is handed on
 * once, as {@link TOO_LONG}, as soon as it passes the limit; the rest of it is dropped up to its
 * newline. A trailing `\r` is removed.
 */
export class LineReader {
  private parts: Buffer[] = [];
  private size = 0;
  private dropping = false;

  /**
   * @param maxBytes the longest line, newline excluded
   * @param onLine called for each line, with its length in bytes (at most `maxBytes + 1` for
   *   {@link TOO_LONG})
   */
  constructor(
    private readonly maxBytes: number,
    private readonly onLine: (line: ReadLine, bytes: number) => void,
  ) {}

  /** Reads a chunk. */
  push(chunk: Buffer): void {
    let start = 0;
    while (start <= chunk.length) {
      const nl = chunk.indexOf(NEWLINE, start);
      const end = nl < 0 ? chunk.length : nl;
      if (!this.dropping && end > start) {
        if (this.size + (end - start) > this.maxBytes) {
          this.parts = [];
          this.size = 0;
          this.dropping = true;
          this.onLine(TOO_LONG, this.maxBytes + 1);
        } else {
          this.parts.push(chunk.subarray(start, end));
          this.size += end - start;
        }
      }
      if (nl < 0) return;
      if (this.dropping) this.dropping = false;
      else {
        let text = Buffer.concat(this.parts, this.size).toString("utf8");
        if (text.endsWith("\r")) text = text.slice(0, -1);
        const bytes = this.size;
        this.parts = [];
        this.size = 0;
        this.onLine(text, bytes);
      }
      start = nl + 1;
    }
  }

  /** Forgets a partial line (when the program is started again). */
  reset(): void {
    this.parts = [];
    this.size = 0;
    this.dropping = false;
  }
}
