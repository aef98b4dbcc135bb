import { describe, expect, it } from "vitest";
import { jsonErrorOffset } from "./jsonError";

describe("where a text stops being JSON", () => {
  it("says -1 for valid JSON of every shape", () => {
    for (const ok of [
      "0",
      " -1.5e+3 ",
      '"a\\u00e8\\n"',
      "true",
      "[]",
      "{}",
      '{"a": [1, {"b": null}, []], "c": {}}',
      JSON.stringify({ deep: [[[[[{ x: "y" }]]]]] }, null, 2),
    ]) {
      expect(jsonErrorOffset(ok), ok).toBe(-1);
      expect(() => JSON.parse(ok)).not.toThrow();
    }
  });

  it("finds the first bad character, or the end of a text that stops early", () => {
    const cases: [string, number][] = [
      ['{"a": oops}', 6],
      ['{"a": 1,}', 8],
      ["[1 2]", 3],
      ["[1,]", 3],
      ['{"a" 1}', 5],
      ["{a: 1}", 1],
      ['{"a": [1, 2}', 11],
      ["01", 1],
      ["truex", 4],
      ['{"a": 1', 7],
      ["[[[", 3],
      ["", 0],
      ["{} {}", 3],
      ['"tab\tin string"', 0],
    ];
    for (const [text, offset] of cases) {
      expect(jsonErrorOffset(text), text).toBe(offset);
      expect(() => JSON.parse(text)).toThrow();
    }
  });

  it("scans 100,000 levels of nesting without recursion", () => {
    expect(jsonErrorOffset("[".repeat(100_000))).toBe(100_000);
  });
});
