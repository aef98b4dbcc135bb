import { readdirSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ESM script without types
import { files } from "../scripts/vectors.mjs";
import { parseVectors, runVector, type Vector } from "./conformance.js";

const here = dirname(fileURLToPath(import.meta.url));
const folder = resolve(here, "../vectors");
const names = readdirSync(folder).filter((f) => f.endsWith(".json"));

describe("RZ25 conformance vectors", () => {
  it("the vector files are up to date with scripts/vectors.mjs", () => {
    const made = files() as { file: string; text: string }[];
    expect(names.sort()).toEqual(made.map((m) => m.file).sort());
    for (const m of made) expect(readFileSync(resolve(folder, m.file), "utf8")).toBe(m.text);
  });

  for (const file of names) {
    const parsed = parseVectors(JSON.parse(readFileSync(resolve(folder, file), "utf8")));
    describe(file, () => {
      for (const p of parsed) {
        it(p.ok ? p.vector.name : `malformed: ${p.name}`, () => {
          if (!p.ok) throw new Error(`${p.error.path}: ${p.error.message}`);
          const result = runVector(p.vector);
          expect(result.failures).toEqual([]);
          expect(result.passed).toBe(true);
        });
      }
    });
  }
});

describe("RZ25 the vector runner", () => {
  const good: Vector = {
    game: "radetzky",
    name: "x",
    setup: {},
    steps: [],
  };

  it("reports a malformed vector with the JSON path of the problem", () => {
    const bad = [
      good,
      { ...good, game: "italia" },
      { ...good, steps: [{ action: { type: "endTurn", seat: 0 }, picks: [1, "x"] }] },
      { ...good, rules: ["R6.2"] },
      7,
    ];
    const parsed = parseVectors(bad);
    expect(parsed.map((p) => (p.ok ? "ok" : p.error.path))).toEqual([
      "ok",
      "$[1].game",
      "$[2].steps[0].picks[1]",
      "$[3].rules[0]",
      "$[4]",
    ]);
  });

  it("fails a vector whose setup is refused, or whose refusal cites another rule", () => {
    expect(runVector(good).passed).toBe(false); // no config: refused
    const setup = JSON.parse(readFileSync(resolve(folder, names[0]!), "utf8"))[0].setup;
    const wrong = runVector({
      ...good,
      setup,
      steps: [{ action: { type: "nope", seat: 0 }, expect: { rejected: "RZ9.1" } }],
    });
    expect(wrong.passed).toBe(false);
    expect(wrong.failures[0]).toMatch(/RZ25.3/);
  });
});
