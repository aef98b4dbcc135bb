/**
 * Internal: reading what a bot program writes — protocol lines on stdout, a log on stderr — with
 * bounded memory and work linear in what is read, whatever the program does.
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

/**
 * Splits text (stderr, decoded) into lines, scanning each chunk once. Of a line that grows past
 * `maxChars` only the end is kept: `…` and its last `maxChars - 1` characters. A trailing `\r` is
 * removed.
 */
export class TextLines {
  private partial = "";

  /**
   * @param maxChars the longest line kept
   * @param onLine called for each line
   */
  constructor(
    private readonly maxChars: number,
    private readonly onLine: (line: string) => void,
  ) {}

  /** Reads a chunk. */
  push(chunk: string): void {
    let start = 0;
    for (;;) {
      const nl = chunk.indexOf("\n", start);
      if (nl < 0) {
        this.partial += chunk.slice(start);
        // Trimmed only now and then, so a long line without newlines costs linear time.
        if (this.partial.length > 2 * this.maxChars)
          this.partial = this.partial.slice(-this.maxChars);
        return;
      }
      const line = this.partial + chunk.slice(start, nl);
      this.partial = "";
      this.emit(line);
      start = nl + 1;
    }
  }

  /** The text has ended: hands on a last line without a newline, if any. */
  end(): void {
    if (this.partial !== "") this.emit(this.partial);
    this.partial = "";
  }

  private emit(raw: string): void {
    const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    this.onLine(line.length > this.maxChars ? `…${line.slice(-(this.maxChars - 1))}` : line);
  }
}

/** The last lines of a log, at most `maxLines` of them and `maxChars` characters (newlines included). */
export class LogTail {
  /** The lines kept, oldest first. */
  readonly lines: string[] = [];
  private chars = 0;

  /**
   * @param maxLines most lines kept
   * @param maxChars most characters kept, counting a newline after each line
   */
  constructor(
    private readonly maxLines: number,
    private readonly maxChars: number,
  ) {}

  /** Adds a line (cut to its end if it alone is too long), dropping the oldest as needed. */
  add(line: string): void {
    const kept = line.length >= this.maxChars ? `…${line.slice(-(this.maxChars - 2))}` : line;
    this.lines.push(kept);
    this.chars += kept.length + 1;
    while (this.lines.length > this.maxLines || this.chars > this.maxChars) {
      this.chars -= this.lines.shift()!.length + 1;
    }
  }
}
