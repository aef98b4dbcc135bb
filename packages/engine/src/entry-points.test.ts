import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as conformance from "./conformance.js";
import * as main from "./index.js";

const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  exports: Record<string, unknown>;
};

describe("entry points", () => {
  it("the main entry is the game API: the conformance runner is not in it", () => {
    expect(Object.keys(main)).toContain("apply");
    expect(Object.keys(main)).not.toContain("parseVectors");
    expect(Object.keys(main)).not.toContain("runVector");
  });

  it("@italia/engine/conformance exports the runner", () => {
    expect(typeof conformance.parseVectors).toBe("function");
    expect(typeof conformance.runVector).toBe("function");
  });

  it("package.json exports ./conformance with types for import and require, like '.'", () => {
    const entry = pkg.exports["./conformance"];
    expect(entry).toEqual({
      "@italia/source": "./src/conformance.ts",
      import: { types: "./dist/conformance.d.ts", default: "./dist/conformance.js" },
      require: { types: "./dist/conformance.d.cts", default: "./dist/conformance.cjs" },
    });
    expect(Object.keys(entry as object)).toEqual(Object.keys(pkg.exports["."] as object));
  });
});
