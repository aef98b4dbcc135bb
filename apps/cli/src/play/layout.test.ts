import type { LegalMove } from "@italia/engine";
import { describe, expect, it } from "vitest";
import {
  type ChoiceText,
  choicePages,
  choiceRows,
  cutLog,
  SCREEN_HEIGHT,
  screenLines,
} from "./layout.js";

const place = (n: number): ChoiceText => ({
  choice: { number: n, move: { type: "place", seat: 0, region: "lazio", min: 1, max: 3 } },
  lines: [`  ${n}. Place armies on Lazio (2 now) — 1–3`],
  short: `${n}. Lazio (2)`,
});
const attack = (n: number): ChoiceText => ({
  choice: { number: n, move: { type: "endTurn", seat: 0 } as LegalMove },
  lines: [`  ${n}. Attack Umbria ■ 2 1 from Lazio (5) — 1–3 dice, 93% to take it`],
  short: null,
});

describe("choice pages", () => {
  it("keeps a list that fits as it is: one choice per line", () => {
    const texts = [1, 2, 3].map(place);
    expect(choicePages(texts, 5).pages).toEqual([texts.flatMap((t) => t.lines)]);
  });

  it("R4.2: sets many placements in two columns, numbers running down the first column", () => {
    const { pages } = choicePages([1, 2, 3, 4, 5, 6, 7].map(place), 4);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toHaveLength(4);
    expect(pages[0]![0]).toMatch(/^ {2}1\. Lazio \(2\) +5\. Lazio \(2\)$/);
    expect(pages[0]![3]).toBe("  4. Lazio (2)");
  });

  it("R6.1: pages a long attack list, each page with its «more» line, every choice once", () => {
    const { pages } = choicePages(
      Array.from({ length: 12 }, (_, i) => attack(i + 1)),
      5,
    );
    expect(pages.length).toBe(3);
    for (const page of pages) expect(page.length).toBeLessThanOrEqual(5);
    expect(pages[0]!.at(-1)).toBe("  m = more choices (page 1 of 3)");
    const numbers = pages.flat().flatMap((l) => /^ +(\d+)\. Attack/.exec(l)?.[1] ?? []);
    expect(numbers.map(Number)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });
});

describe("the log at the top of a screen", () => {
  it("keeps the newest lines that fit and notes how many are hidden", () => {
    const log = Array.from({ length: 10 }, (_, i) => `line ${i}`);
    const cut = cutLog(log, 4);
    expect(cut.shown).toEqual([
      "  … 7 earlier lines (l = show them)",
      "line 7",
      "line 8",
      "line 9",
    ]);
    expect(cut.hidden).toEqual(log.slice(0, 7));
    expect(cutLog(log, 10)).toEqual({ shown: log, hidden: [] });
  });

  it("fills a screen to at most 24 lines with the prompt, whatever the log", () => {
    const head = Array.from({ length: 14 }, (_, i) => `head ${i}`);
    const texts = Array.from({ length: 30 }, (_, i) => attack(i + 1));
    const pages = choicePages(texts, choiceRows(head, ["intro"]));
    const log = Array.from({ length: 50 }, (_, i) => `log ${i}`);
    for (let page = 0; page < pages.pages.length; page++) {
      const { lines } = screenLines({ head, choices: texts }, pages, page, log, ["intro"]);
      expect(lines.length + 1).toBeLessThanOrEqual(SCREEN_HEIGHT);
      expect(lines[0]).toBe("intro");
      expect(lines[1]).toMatch(/earlier lines/);
    }
  });
});
