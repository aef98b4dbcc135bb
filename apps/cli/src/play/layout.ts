/**
 * The screens of `italia play`, laid out to fit an 80×24 terminal: what happened since the
 * player's last input (cut to its newest lines, the rest behind `l`), the decision's fixed part
 * (board, objective, title) and its choices — in two columns when they are short, and in pages
 * behind `m` when they are many. Every screen, up to and including the prompt line, is at most
 * {@link SCREEN_HEIGHT} lines of at most {@link SCREEN_WIDTH} columns.
 */

import type { Choice } from "../italia/choices.js";
import { visibleWidth, wrapLine } from "../render.js";

/** Lines of the smallest terminal the game fits, the prompt line included. */
export const SCREEN_HEIGHT = 24;
/** Columns of the smallest terminal the game fits. */
export const SCREEN_WIDTH = 80;
/** The widest choice that may share its line with another (two columns of choices). */
const CELL_WIDTH = 38;

/** A choice as it is shown: its full lines, and a short form that fits a column, if it has one. */
export interface ChoiceText {
  readonly choice: Choice;
  /** `  3. Place armies on Lazio (2 now) — 1–3`, wrapped to 80 columns. */
  readonly lines: readonly string[];
  /** `3. Lazio (2)`, for two columns; `null` when the choice has no short form. */
  readonly short: string | null;
}

/** What laying out a choice needs of it (any game's choices). */
export type ChoiceLines = Pick<ChoiceText, "lines" | "short">;

/** The choices of a decision cut into pages that fit the room a screen leaves them. */
export interface ChoicePages {
  /** Each page's lines, the «more» line of a page that has a next one included. */
  readonly pages: readonly (readonly string[])[];
}

/**
 * Lays the choices out in at most `rows` lines per page: in two columns (numbers running down
 * the first column, then the second) when every choice has a short form and they need more than
 * one column, else one per line; pages after the first are behind `m`.
 */
export function choicePages(texts: readonly ChoiceLines[], rows: number): ChoicePages {
  const room = Math.max(2, rows);
  const oneColumn = texts.reduce((n, t) => n + t.lines.length, 0);
  if (oneColumn <= room) return { pages: [texts.flatMap((t) => t.lines)] };
  const shorts = texts.map((t) => t.short);
  const grid = shorts.every((s): s is string => s !== null && visibleWidth(s) <= CELL_WIDTH);
  // A page with a next one gives its last line to the «more» line.
  const pages: string[][] = [];
  if (grid) {
    const cells = shorts as string[];
    const fitsOne = Math.ceil(cells.length / 2) <= room;
    const perPage = fitsOne ? cells.length : 2 * (room - 1);
    for (let at = 0; at < cells.length; at += perPage) {
      const page = cells.slice(at, at + perPage);
      const height = Math.ceil(page.length / 2);
      const lines: string[] = [];
      for (let row = 0; row < height; row++) {
        const left = page[row]!;
        const right = page[row + height];
        lines.push(
          right === undefined
            ? `  ${left}`
            : `  ${left}${" ".repeat(CELL_WIDTH + 2 - visibleWidth(left))}${right}`,
        );
      }
      pages.push(lines);
    }
  } else {
    let page: string[] = [];
    for (const t of texts) {
      if (page.length > 0 && page.length + t.lines.length > room - 1) {
        pages.push(page);
        page = [];
      }
      page.push(...t.lines);
    }
    pages.push(page);
  }
  return {
    pages: pages.map((lines, i) =>
      i < pages.length - 1
        ? [...lines, `  m = more choices (page ${i + 1} of ${pages.length})`]
        : pages.length > 1
          ? [...lines, `  m = back to the first choices (page ${i + 1} of ${pages.length})`]
          : lines,
    ),
  };
}

/** What happened since the last screen, cut to at most `rows` lines. */
export interface CutLog {
  /** The newest lines, after a note of how many are hidden when some are. */
  readonly shown: readonly string[];
  /** The older lines that did not fit (`l` shows them). */
  readonly hidden: readonly string[];
}

/** Cuts a log to its newest lines that fit `rows` lines, noting how many are hidden. */
export function cutLog(log: readonly string[], rows: number): CutLog {
  if (log.length <= rows) return { shown: [...log], hidden: [] };
  const kept = Math.max(0, rows - 1);
  const hidden = log.slice(0, log.length - kept);
  const note = `  … ${hidden.length} earlier ${hidden.length === 1 ? "line" : "lines"} (l = show them)`;
  return { shown: rows > 0 ? [note, ...log.slice(log.length - kept)] : [], hidden };
}

/** A decision's screen: what is always shown, and its choices. */
export interface DecisionScreen {
  /** Board, objective summary and title: shown whole. */
  readonly head: readonly string[];
  /** The choices, laid out by {@link choicePages}. */
  readonly choices: readonly ChoiceLines[];
}

/**
 * How many lines a page of choices may take under `head` (and `pinned` lines above it): the
 * screen less those, the prompt line and one line kept for what happened since the last input.
 */
export function choiceRows(head: readonly string[], pinned: readonly string[] = []): number {
  return SCREEN_HEIGHT - pinned.length - head.length - 2;
}

/**
 * A screen's lines (the prompt follows them): the `pinned` lines, the log cut to the room left,
 * the head, and one page of choices; and the log lines that did not fit.
 */
export function screenLines(
  screen: DecisionScreen,
  pages: ChoicePages,
  page: number,
  log: readonly string[],
  pinned: readonly string[] = [],
): { readonly lines: readonly string[]; readonly hidden: readonly string[] } {
  const shown = pages.pages[page % pages.pages.length] ?? [];
  const room = SCREEN_HEIGHT - 1 - pinned.length - screen.head.length - shown.length;
  const cut = cutLog(log, room);
  return { lines: [...pinned, ...cut.shown, ...screen.head, ...shown], hidden: cut.hidden };
}

/** Lines of text wrapped to the screen's width (the first line keeps its indent). */
export function wrapped(text: string, indent = "  "): string[] {
  return text.split("\n").flatMap((line) => wrapLine(line, SCREEN_WIDTH, indent));
}
