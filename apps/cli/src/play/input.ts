/**
 * Line input for interactive commands: one line at a time from a stream (a terminal or a pipe),
 * `null` once the input has ended.
 */
import { createInterface, type Interface } from "node:readline";

/** Reads lines on demand. */
export class LineInput {
  private readonly lines: string[] = [];
  private readonly waiting: ((line: string | null) => void)[] = [];
  private ended = false;
  private readonly rl: Interface;

  constructor(input: NodeJS.ReadableStream) {
    this.rl = createInterface({ input, terminal: false });
    this.rl.on("line", (line) => {
      const next = this.waiting.shift();
      if (next) next(line);
      else this.lines.push(line);
    });
    this.rl.on("close", () => {
      this.ended = true;
      for (const w of this.waiting.splice(0)) w(null);
    });
  }

  /** The next line, or `null` when the input has ended. */
  next(): Promise<string | null> {
    const line = this.lines.shift();
    if (line !== undefined) return Promise.resolve(line);
    if (this.ended) return Promise.resolve(null);
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  close(): void {
    this.rl.close();
  }
}
