/**
 * docs/rules.md against the engine's board data and the rules specification: its tables are
 * what `pnpm gen:rules` makes of the data, and it defines every rule number, each with an anchor.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import * as engine from "@italia/engine";
import { describe, expect, it } from "vitest";
import {
  citedRules,
  definedRules,
  fillTables,
  linkRules,
  renderTables,
  ruleAnchor,
  unlinkedRules,
  // @ts-expect-error: a plain ESM script without types
} from "../scripts/rules-doc.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const page = resolve(here, "../../../docs/rules.md");
const spec = resolve(here, "../../../../shared/spec/italia-rules.md");
const doc = readFileSync(page, "utf8");

/** Every number the rules define: R1 to R13 and their numbered paragraphs. */
const NUMBERED: Record<number, number> = {
  1: 3,
  2: 7,
  3: 0,
  4: 7,
  5: 6,
  6: 5,
  7: 3,
  8: 0,
  9: 0,
  10: 5,
  11: 6,
  12: 0,
  13: 4,
};
const ALL_RULES = Object.entries(NUMBERED).flatMap(([rule, paragraphs]) => [
  `R${rule}`,
  ...Array.from({ length: paragraphs }, (_, i) => `R${rule}.${i + 1}`),
]);

describe("docs/rules.md", () => {
  it("its board tables are the engine's board data (else run `pnpm gen:rules`)", () => {
    expect(doc).toBe(linkRules(fillTables(doc, renderTables(engine)), ""));
  });

  it("R1–R13: defines every rule number once, in order, each with its anchor", () => {
    expect(definedRules(doc)).toEqual(ALL_RULES);
    for (const rule of ALL_RULES) {
      const label = rule.includes(".") ? `**${rule}**` : `## ${rule} `;
      expect(doc, rule).toContain(`<a id="${ruleAnchor(rule)}"></a>`);
      expect(doc, rule).toContain(label);
    }
  });

  it.runIf(existsSync(spec))("numbers its rules exactly as the specification does", () => {
    const defined: string[] = [];
    let current = "";
    for (const line of readFileSync(spec, "utf8").split("\n")) {
      const head = /^## (R\d+) /.exec(line);
      if (head?.[1]) {
        current = head[1];
        defined.push(current);
      }
      const item = /^(\d+)\. /.exec(line);
      if (item && current) defined.push(`${current}.${item[1]}`);
    }
    expect(ALL_RULES).toEqual(defined);
  });

  it("R1: the counts its words give are the board data's", () => {
    const values = engine.REGIONS.reduce((sum: number, r: engine.Region) => sum + r.value, 0);
    expect(doc).toContain(`The map has ${engine.REGIONS.length} regions`);
    expect(doc).toContain(`one of ${engine.ZONES.length}\nzones`);
    expect(doc).toContain(`the ${engine.REGIONS.length}\nvalues add up to ${values}`);
    expect(doc).toContain(`deck of ${engine.CARDS.length} cards`);
    expect(doc).toContain(`the ${engine.OBJECTIVES.length} main`);
    expect(doc).toContain(`the ${engine.BONUS_OBJECTIVES.length} of`);
    expect(doc).toContain(`each worth ${engine.RULES.objectivePoints} points`);
  });

  it("its own citations link to its anchors", () => {
    expect(unlinkedRules(doc)).toEqual([]);
  });
});

describe("the page's tools", () => {
  it("fillTables refuses a block without a table and a table without a block", () => {
    const block = (name: string) => `<!-- generated:${name} -->\nold\n<!-- /generated:${name} -->`;
    expect(fillTables(`a\n${block("zones")}\nb`, { zones: "new" })).toBe(
      `a\n<!-- generated:zones -->\nnew\n<!-- /generated:zones -->\nb`,
    );
    expect(() => fillTables(block("nowhere"), {})).toThrow(/no table named "nowhere"/);
    expect(() => fillTables("", { zones: "new" })).toThrow(/no block for zones/);
  });

  it("linkRules links bare numbers only, once, leaving code, links and headings alone", () => {
    const text = [
      "## R6 Attack",
      "See R6.4 and (R13.2), not `R6.1` nor [R7](x.md#r7) nor R6x nor XR6.",
      "```",
      "R5.2",
      "```",
      "R11.4–R11.6.",
    ].join("\n");
    const linked = linkRules(text, "rules.md");
    expect(linked).toBe(
      [
        "## R6 Attack",
        "See [R6.4](rules.md#r6-4) and ([R13.2](rules.md#r13-2)), not `R6.1` nor [R7](x.md#r7) nor R6x nor XR6.",
        "```",
        "R5.2",
        "```",
        "[R11.4](rules.md#r11-4)–[R11.6](rules.md#r11-6).",
      ].join("\n"),
    );
    expect(linkRules(linked, "rules.md")).toBe(linked);
    const span = 'a code span over two lines: `it("R6.2 the attacker\nnever rolls fewer")` stays';
    expect(linkRules(span, "rules.md")).toBe(span);
    expect(unlinkedRules(text)).toEqual(["R6.4", "R13.2", "R11.4", "R11.6"]);
    expect(unlinkedRules(linked)).toEqual([]);
  });

  it("citedRules finds rule numbers in code and prose, not inside words or anchors", () => {
    expect(citedRules("rule: 'R6.1', R2/R4.7, #r6-4, FR3, R3.")).toEqual([
      "R6.1",
      "R2",
      "R4.7",
      "R3",
    ]);
  });
});
