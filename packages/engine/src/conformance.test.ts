import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parseVectors, runVector } from "./conformance.js";

const here = dirname(fileURLToPath(import.meta.url));
const vectorDir = resolve(here, "../vectors");
const sharedExamples = resolve(here, "../../../../shared/conformance/examples.json");

function vectorsOf(file: string) {
  return parseVectors(JSON.parse(readFileSync(file, "utf8")));
}

const files = readdirSync(vectorDir)
  .filter((f) => f.endsWith(".json"))
  .map((f) => join(vectorDir, f));
if (existsSync(sharedExamples)) files.unshift(sharedExamples);

for (const file of files) {
  describe(file.replace(/.*\/(shared|vectors)\//, "$1/"), () => {
    for (const parsed of vectorsOf(file)) {
      it(parsed.ok ? parsed.vector.name : `${parsed.name} (malformed)`, () => {
        if (!parsed.ok) expect.fail(`malformed at ${parsed.path}: ${parsed.message}`);
        const result = runVector(parsed.vector);
        expect(result.failures).toEqual([]);
      });
    }
  });
}
