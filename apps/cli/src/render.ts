/**
 * Text for the terminal that every game's screens share: whether to colour, seats numbered for
 * people, the width of coloured text and wrapping to the screen's width. Each game's own board and
 * events are in its folder (`italia/board.ts`, `radetzky/board.ts`).
 */
import { seatNumber } from "@italia/bot-sdk";

/**
 * Whether to colour output written to `stream`: only on a terminal (not `TERM=dumb`), and not when
 * `NO_COLOR` has a value — set but empty does not count (no-color.org).
 */
export function useColour(stream: NodeJS.WriteStream): boolean {
  const noColour = process.env.NO_COLOR;
  return (
    Boolean(stream.isTTY) &&
    (noColour === undefined || noColour === "") &&
    process.env.TERM !== "dumb"
  );
}

/** A seat as people number it: from 1, the same in every line the command prints (the bot SDK's rule). */
export { seatNumber };

/** How wide `text` is on screen: colour codes take no room. */
export function visibleWidth(text: string): number {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes are what is skipped
  return [...text.replace(/\x1b\[[0-9;]*m/g, "")].length;
}

/**
 * Wraps `text` at spaces into lines of at most `width` columns (colour codes take none); lines
 * after the first start with `indent`.
 */
export function wrapLine(text: string, width = 80, indent = "  "): string[] {
  const lines: string[] = [];
  // The first line keeps its own indentation.
  const lead = /^ */.exec(text)![0];
  let line = lead;
  for (const word of text.slice(lead.length).split(" ")) {
    const next = line.trim() === "" ? `${line}${word}` : `${line} ${word}`;
    if (visibleWidth(next) > width && line.trim() !== "") {
      lines.push(line);
      line = `${indent}${word}`;
    } else line = next;
  }
  lines.push(line);
  return lines;
}
