/**
 * The package.json of each publishable package, as packed: every file it names is in the tarball,
 * and its export conditions are the standard ones, or namespaced for the workspace.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type Packed, pack, publishablePackages } from "./packages";

/** Conditions that Node.js, TypeScript and bundlers give a meaning to. */
const STANDARD_CONDITIONS = new Set(["types", "import", "require", "default", "node", "browser"]);

/** Every [condition path, target] pair of an `exports` value. */
function targets(value: unknown, path: string[] = []): [string[], string][] {
  if (typeof value === "string") return [[path, value]];
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) => targets(inner, [...path, key]));
}

/** A package.json subpath pattern as a regular expression: `*` matches any run of characters. */
function patternOf(target: string): RegExp {
  const literal = target.split("*").map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${literal.join(".+")}$`);
}

const dir = mkdtempSync(join(tmpdir(), "italia-manifests-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const packages = publishablePackages();

describe.each(packages.map((p) => [p.name, p] as const))("%s as packed", (_, pkg) => {
  let packed: Packed;
  const packedOnce = () => {
    packed ??= pack(pkg, dir);
    return packed;
  };

  it("names only files that are in the tarball (exports, main, module, types, bin)", () => {
    const { manifest, files } = packedOnce();
    const named = [
      ...targets(manifest.exports).map(([, target]) => target),
      ...["main", "module", "types"].map((field) => manifest[field]),
      ...Object.values((manifest.bin as Record<string, string> | undefined) ?? {}),
    ].filter((target): target is string => typeof target === "string");
    expect(named.length).toBeGreaterThan(3);
    // A subpath pattern ("./schemas/*.schema.json") must match at least one packed file.
    const present = (target: string) =>
      target.includes("*") ? files.some((f) => patternOf(target).test(f)) : files.includes(target);
    const missing = named.map((t) => t.replace(/^\.\//, "")).filter((t) => !present(t));
    expect(missing).toEqual([]);
  });

  it("uses standard export conditions, and for the workspace only namespaced ones", () => {
    const { manifest } = packedOnce();
    const conditions = targets(manifest.exports).flatMap(([path]) =>
      path.filter((key) => !key.startsWith(".")),
    );
    const odd = conditions.filter((c) => !STANDARD_CONDITIONS.has(c) && !c.startsWith("@italia/"));
    expect(odd).toEqual([]);
  });

  it("ships no tests, nor test helpers other than a public ./testing entry", () => {
    const { files, manifest } = packedOnce();
    // a package may publish helpers for its users' tests (the game kit's contract checks) as
    // the subpath "./testing"; any other testing folder is the package's own
    const exports = manifest.exports as Record<string, unknown> | undefined;
    const helpers = exports?.["./testing"] !== undefined;
    const own = files.filter(
      (f) => /\.test(-d)?\.ts$/.test(f) || (!helpers && /(^|\/)testing\//.test(f)),
    );
    expect(own).toEqual([]);
  });
});

it("finds the publishable packages", () => {
  expect(packages.map((p) => p.name)).toEqual([
    "@italia/bot-sdk",
    "@italia/engine",
    "@italia/game-kit",
    "@italia/radetzky",
  ]);
});
