/**
 * Deeply nested documents (issue #8 item 5): the engine refuses them with a typed error, so
 * `replay --json` still prints JSON and `verify` still reports every file.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { runItalia } from "./testing/run-italia.js";

const here = dirname(fileURLToPath(import.meta.url));
const vectors = resolve(here, "../../../packages/engine/vectors");
const work = mkdtempSync(join(tmpdir(), "italia-hostile-"));

/** JSON text of `{"a":{"a":…1}}` nested `depth` levels, written without recursion. */
function nestedJson(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
}

describe("documents nested 20,000 levels deep", () => {
  it("replay --json prints a JSON refusal for a record whose result is nested 20,000 levels", () => {
    const sim = runItalia([
      "simulate",
      "--seed",
      "deep",
      "--rounds",
      "2",
      "--record",
      join(work, "r.json"),
    ]);
    expect(sim.code).toBe(0);
    const text = readFileSync(join(work, "r.json"), "utf8");
    const deep = text.replace(/"result":\s*(\{[^}]*\}|null)/, `"result": ${nestedJson(20_000)}`);
    expect(deep).not.toBe(text);
    writeFileSync(join(work, "deep.json"), deep);
    const r = runItalia(["replay", "--json", join(work, "deep.json")]);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.out) as { ok: boolean; problem: string };
    expect(report.ok).toBe(false);
    expect(report.problem).toMatch(/deeper than 64 levels/);
    expect(r.err).not.toMatch(/RangeError|stack/i);
  });

  it("verify reports a vector whose expect is nested 20,000 levels, and still runs the other files", () => {
    const file = join(work, "deep-vector.json");
    const setup = JSON.parse(readFileSync(join(vectors, "R06-attack.json"), "utf8"))[0].setup;
    const vector = `{"name":"deep","setup":${JSON.stringify(setup)},"steps":[{"action":{"type":"endTurn","seat":0},"expect":${nestedJson(20_000)}}]}`;
    writeFileSync(file, vector);
    const r = runItalia(["verify", join(vectors, "R01-board.json"), file]);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^PASS /m);
    expect(r.out).toMatch(/FAIL vector #1: malformed vector .* deeper than 64 levels/);
  });
});
