/**
 * Every rule number the repository cites — engine errors, CLI, web, server, bots, tests, docs —
 * exists in docs/rules.md, and the guides link each one to its paragraph there.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  citedRules,
  definedRules,
  unlinkedRules,
  // @ts-expect-error: a plain ESM script without types
} from "../scripts/rules-doc.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const defined = new Set<string>(definedRules(readFileSync(join(root, "docs/rules.md"), "utf8")));

/** Folders that hold no sources: installed, built or generated elsewhere. */
const SKIP = new Set(["node_modules", "dist", ".git", ".turbo", "coverage", "test-artifacts"]);
/** Files that can hold text someone wrote. */
const TEXT = /\.(ts|tsx|mts|cts|js|mjs|cjs|json|md|py|java|html|css|ya?ml)$/;

/** Every text file of the repository, relative to its root (the API site excluded). */
function textFiles(dir = root): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const rel = relative(root, path);
    if (entry.isDirectory()) {
      // docs/api is the built API site; /data the server's rooms when run from the root.
      if (!SKIP.has(entry.name) && rel !== join("docs", "api") && rel !== "data") {
        out.push(...textFiles(path));
      }
    } else if (TEXT.test(entry.name) && entry.name !== "pnpm-lock.yaml") out.push(rel);
  }
  return out;
}

/** The guides: docs/*.md, the README and every package's README. */
function guides(): string[] {
  return textFiles().filter(
    (f) => /^docs\/[^/]+\.md$/.test(f) || /^((apps|packages|tests)\/[^/]+\/)?README\.md$/.test(f),
  );
}

describe("rule numbers cited in the repository", () => {
  const files = textFiles();

  it("the scan reaches the engine's errors, the CLI, the web app, the server and the docs", () => {
    for (const file of [
      "packages/engine/src/errors.ts",
      "apps/cli/src/main.ts",
      "apps/web/src/i18n/strings.ts",
      "apps/server/src/terms.ts",
      "docs/engine.md",
      "README.md",
    ]) {
      expect(files).toContain(file);
    }
  });

  it("R1–R13: every cited rule number is defined in docs/rules.md", () => {
    const unknown: string[] = [];
    let cited = 0;
    for (const file of files) {
      for (const rule of citedRules(readFileSync(join(root, file), "utf8"))) {
        cited++;
        if (!defined.has(rule)) unknown.push(`${file}: ${rule}`);
      }
    }
    expect(cited).toBeGreaterThan(500);
    expect(unknown).toEqual([]);
  });

  it("every link to docs/rules.md names an anchor it has", () => {
    const broken: string[] = [];
    for (const file of files) {
      const text = readFileSync(join(root, file), "utf8");
      for (const m of text.matchAll(/rules\.md#([\w-]+)/g)) {
        const rule = `R${m[1]!.slice(1).replace("-", ".")}`;
        if (!/^r\d+(-\d+)?$/.test(m[1]!) || !defined.has(rule)) broken.push(`${file}: #${m[1]}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("the guides link every rule number they cite to docs/rules.md (else `pnpm gen:rules`)", () => {
    const bare = guides().flatMap((file) =>
      (unlinkedRules(readFileSync(join(root, file), "utf8")) as string[]).map(
        (rule) => `${file}: ${rule}`,
      ),
    );
    expect(bare).toEqual([]);
  });

  it("the guides point at the rules in the repository, not at a file outside it", () => {
    const outside = guides().filter((file) =>
      /italia-rules\.md|shared\/spec/.test(readFileSync(join(root, file), "utf8")),
    );
    expect(outside).toEqual([]);
  });
});
