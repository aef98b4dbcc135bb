import { newGame, REGIONS, regionName, viewFor } from "@italia/engine";
import { describe, expect, it } from "vitest";
import { wrapLine } from "../render.js";
import { renderBoard, seatLabel } from "./board.js";

// biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes are what is stripped
const plain = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, "");

describe("the terminal board", () => {
  const view = viewFor(newGame({ players: 4, seed: "board" }), 0);

  it("fits 80 columns in at most 10 lines, every region shown once (80×24 terminal)", () => {
    for (const colour of [false, true]) {
      const lines = plain(renderBoard(view, colour)).split("\n");
      expect(lines.length).toBeLessThanOrEqual(10);
      for (const line of lines) expect([...line].length).toBeLessThanOrEqual(80);
      const text = lines.join("\n");
      for (const r of REGIONS) expect(text).toContain(regionName(r.id));
    }
  });

  it("R11.1: marks the viewer's objective regions ★ and sets the table beside the zones, in 10 lines", () => {
    const side = ["● 1: 7 cards, 2 colpi", "■ 2: 0 cards, 0 colpi", "Deck 12, discard 9"];
    for (const colour of [false, true]) {
      const text = plain(renderBoard(view, colour, { marked: new Set(["lazio"]), side }));
      const lines = text.split("\n");
      expect(lines.length).toBeLessThanOrEqual(10);
      for (const line of lines) expect([...line].length).toBeLessThanOrEqual(80);
      expect(text).toMatch(/Lazio +[●■▲◆] \d +\d+ ★/);
      expect(text.match(/★/g)).toHaveLength(1);
      for (const s of side) expect(text).toContain(s);
    }
  });

  it("looks the same with and without colour once colour codes are removed", () => {
    expect(plain(renderBoard(view, true))).toBe(renderBoard(view, false));
  });

  it("numbers seats from 1 for people (R2.1 symbols ● ■ ▲ ◆)", () => {
    expect(seatLabel(0, false)).toBe("● 1");
    expect(seatLabel(3, false)).toBe("◆ 4");
  });

  it("wraps long lines at 80 columns", () => {
    const lines = wrapLine("word ".repeat(40).trim());
    expect(lines.length).toBeGreaterThan(1);
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(80);
    expect(wrapLine("   1. keeps its indent")).toEqual(["   1. keeps its indent"]);
  });
});
