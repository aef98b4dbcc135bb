import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parseVectors, runVector, type Vector } from "./conformance.js";
import { nested } from "./testing/documents.js";
import { pos } from "./testing/positions.js";

const here = dirname(fileURLToPath(import.meta.url));
const vectorDir = resolve(here, "../vectors");
/** The spec's example vectors, kept in the package so the suite runs from any clone. */
const examples = resolve(here, "../data/conformance-examples.json");
const sharedExamples = resolve(here, "../../../../shared/conformance/examples.json");

function vectorsOf(file: string) {
  return parseVectors(JSON.parse(readFileSync(file, "utf8")));
}

const files = [
  examples,
  ...readdirSync(vectorDir)
    .filter((f) => f.endsWith(".json"))
    .map((f) => join(vectorDir, f)),
];

for (const file of files) {
  describe(file.replace(/.*\/(data|vectors)\//, "$1/"), () => {
    const parsed = vectorsOf(file);
    it("holds vectors", () => {
      expect(parsed.length).toBeGreaterThan(0);
    });
    for (const v of parsed) {
      it(v.ok ? v.vector.name : `${v.name} (malformed)`, () => {
        if (!v.ok) expect.fail(`malformed at ${v.error.path}: ${v.error.message}`);
        const result = runVector(v.vector);
        expect(result.failures).toEqual([]);
      });
    }
  });
}

describe("the spec's examples", () => {
  it.runIf(existsSync(sharedExamples))("the package copy equals the shared examples", () => {
    expect(readFileSync(examples, "utf8")).toBe(readFileSync(sharedExamples, "utf8"));
  });
});

describe("runVector reports what differs", () => {
  const setup = pos({ map: { lazio: [0, 4], toscana: [1, 1] } });
  const attack = { type: "attack", seat: 0, from: "lazio", to: "toscana", dice: 1 } as const;
  const vector = (steps: Vector["steps"]): Vector => ({ name: "t", setup, steps });

  it("passes a step whose expectations hold", () => {
    const result = runVector(
      vector([{ action: attack, rolls: [6, 1], expect: { stage: "occupy" } }]),
    );
    expect(result).toEqual({ name: "t", passed: true, failures: [] });
  });

  it("names the field that differs", () => {
    const result = runVector(
      vector([{ action: attack, rolls: [6, 1], expect: { stage: "attack" } }]),
    );
    expect(result.passed).toBe(false);
    expect(result.failures).toEqual(['step 1: stage: expected "attack", got "occupy"']);
  });

  it("fails an accepted action that was expected to be refused, and a refusal by another rule", () => {
    const accepted = runVector(
      vector([{ action: attack, rolls: [6, 1], expect: { rejected: true } }]),
    );
    expect(accepted.failures[0]).toMatch(/expected a refusal, but the action was accepted/);
    const other = runVector(
      vector([
        { action: { ...attack, from: "toscana", to: "lazio" }, expect: { rejected: "R6.4" } },
      ]),
    );
    expect(other.failures[0]).toMatch(/refused by R6.1 .* instead of R6.4/);
  });

  it("refuses dice that no die shows, and counts the dice an action uses", () => {
    const bad = runVector(vector([{ action: attack, rolls: [7, 1] }]));
    expect(bad.failures).toEqual(["step 1: rolls[0] is 7; a die shows 1 to 6"]);
    const extra = runVector(vector([{ action: attack, rolls: [6, 1, 3] }]));
    expect(extra.failures[0]).toMatch(/used 2 dice but the vector lists 3/);
  });
});

describe("parseVectors reports a malformed vector as an EngineError", () => {
  it("with code INVALID_VECTOR and the JSON path of the problem", () => {
    const setup = pos({ map: { lazio: [0, 4] } });
    const [good, bad] = parseVectors([
      { name: "fine", setup, steps: [] },
      { name: "broken", setup, steps: [{ action: {}, rolls: [7] }] },
    ]);
    expect(good?.ok).toBe(true);
    expect(bad).toEqual({
      ok: false,
      name: "broken",
      error: {
        code: "INVALID_VECTOR",
        path: "$[1].steps[0].rolls[0]",
        message: "a die result is a whole number from 1 to 6",
        rule: null,
      },
    });
  });

  it("reads a vector that names its game Italia, and refuses one of another game by its path", () => {
    const setup = pos({ map: { lazio: [0, 4] } });
    const [named, other] = parseVectors([
      { game: "italia", name: "named", setup, steps: [] },
      { game: "radetzky", name: "other", setup, steps: [] },
    ]);
    expect(named?.ok).toBe(true);
    expect(other?.ok === false && other.error.path).toBe("$[1].game");
    expect(other?.ok === false && other.error.message).toMatch(/another game \("radetzky"\)/);
  });
});

describe("parseVectors and runVector never throw on deep, cyclic or huge input", () => {
  const setup = pos({ map: { lazio: [0, 4], toscana: [1, 1] } });
  const endTurn = { type: "endTurn", seat: 0 };

  it("a vector whose expect is nested 20,000 levels is refused with TOO_DEEP; the others run", () => {
    const deep = { name: "deep", setup, steps: [{ action: endTurn, expect: nested(20_000) }] };
    const fine = { name: "fine", setup, steps: [] };
    let parsed: ReturnType<typeof parseVectors> = [];
    expect(() => {
      parsed = parseVectors([fine, deep, fine]);
    }).not.toThrow();
    expect(parsed.map((p) => p.ok)).toEqual([true, false, true]);
    expect(parsed[1]).toMatchObject({ ok: false, error: { code: "TOO_DEEP" } });
    if (parsed[1]?.ok === false)
      expect(parsed[1].error.path).toMatch(/^\$\[1\]\.steps\[0\]\.expect\.a/);
  });

  it("runVector refuses a deep vector built in code instead of overflowing the stack", () => {
    const deep = {
      name: "deep",
      setup,
      steps: [{ action: endTurn, expect: nested(20_000) as never }],
    };
    let result: ReturnType<typeof runVector> | undefined;
    expect(() => {
      result = runVector(deep);
    }).not.toThrow();
    expect(result?.passed).toBe(false);
    expect(result?.failures[0]).toMatch(/deeper than 64/);
  });

  it("a cyclic vector is refused", () => {
    const cyclic: Record<string, unknown> = { name: "cycle", setup, steps: [] };
    cyclic.rules = [cyclic];
    expect(parseVectors(cyclic)).toMatchObject([{ ok: false, error: { code: "TOO_DEEP" } }]);
    expect(runVector(cyclic as never).passed).toBe(false);
  });

  it("a file of too many vectors, or a huge one, is refused with TOO_LARGE", () => {
    const many = new Array(10_001).fill({ name: "x", setup, steps: [] });
    expect(parseVectors(many)).toMatchObject([{ ok: false, error: { code: "TOO_LARGE" } }]);
    const huge = { name: "huge", setup, steps: new Array(2_000_001).fill({ action: endTurn }) };
    expect(parseVectors(huge)).toMatchObject([{ ok: false, error: { code: "TOO_LARGE" } }]);
  });
});
