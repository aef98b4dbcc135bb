/**
 * The rules page numbers its rules as docs/rules.md does: the same numbers, in the same order,
 * each at the same anchor, in both languages.
 */
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type RuleNumber, ruleAnchor } from "./anchors";
import { RulesEn } from "./RulesEn";
import { RulesIt } from "./RulesIt";

const here = dirname(fileURLToPath(import.meta.url));
const doc = readFileSync(resolve(here, "../../../../../../docs/rules.md"), "utf8");

/** The rule numbers docs/rules.md gives an anchor, in order. */
const documented = [...doc.matchAll(/<a id="r(\d+)(?:-(\d+))?"><\/a>/g)].map(
  (m) => `R${m[1]}${m[2] ? `.${m[2]}` : ""}`,
);

describe("rule anchors", () => {
  it("ruleAnchor names a rule's paragraph as docs/rules.md does", () => {
    expect(ruleAnchor("R6.4")).toBe("r6-4");
    expect(ruleAnchor("R13.2")).toBe("r13-2");
    expect(ruleAnchor("R9")).toBe("r9");
  });

  it("docs/rules.md defines R1 to R13", () => {
    expect(documented[0]).toBe("R1");
    expect(documented).toContain("R13.4");
  });

  describe.each([
    ["it", RulesIt],
    ["en", RulesEn],
  ] as const)("the rules page (%s)", (_lang, Rules) => {
    const html = renderToStaticMarkup(<Rules />);
    const blocks = [...html.matchAll(/id="([\w-]+)"[^>]*data-rule="([\w.]+)"/g)].map((m) => ({
      id: m[1]!,
      rule: m[2]! as RuleNumber,
    }));

    it("R1–R13: has every number of docs/rules.md, in its order, and no other", () => {
      expect(blocks.map((b) => b.rule)).toEqual(documented);
    });

    it("gives each its anchor (#r6-4) and shows the number", () => {
      for (const { id, rule } of blocks) {
        expect(id).toBe(ruleAnchor(rule));
        expect(html).toContain(`<span class="rule-number">${rule}</span>`);
      }
    });
  });
});
