/**
 * The loop `docs/engine.md` teaches must end: a turn is bounded (R7.3 allows endless fortify
 * moves after Giro in Vespa, so `options[0]` alone moves armies back and forth for ever).
 */
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { guideLoop } from "./testing/guide-loop.js";

const here = dirname(fileURLToPath(import.meta.url));

/** The lines between `// #region loop` and `// #endregion loop`, without their indentation. */
function region(source: string): string {
  const lines = source.split("\n");
  const from = lines.findIndex((l) => l.includes("// #region loop"));
  const to = lines.findIndex((l) => l.includes("// #endregion loop"));
  const body = lines.slice(from + 1, to);
  const indent = Math.min(...body.map((l) => /^ */.exec(l)![0].length));
  return body.map((l) => l.slice(indent)).join("\n");
}

describe("the guide's loop (docs/engine.md)", () => {
  it("is the loop this test runs, word for word", () => {
    const guide = readFileSync(resolve(here, "../../../docs/engine.md"), "utf8");
    const loop = region(readFileSync(resolve(here, "testing/guide-loop.ts"), "utf8"));
    expect(loop.split("\n").length).toBeGreaterThan(10);
    expect(guide).toContain(loop);
  });

  it("R7.3: ends the game, even through Giro in Vespa turns", () => {
    const types: string[] = [];
    const state = guideLoop({ log: (line) => types.push(line) });
    expect(state.stage).toBe("over");
    expect(types).toContain("gameOver");
  });
});
