import { defineConfig } from "vitest/config";
import { sourceResolve } from "../../vitest.source";

export default defineConfig({
  ...sourceResolve,
  test: {
    setupFiles: ["../../vitest.yield.ts"],
    include: ["src/**/*.test.ts"],
    // the property and contract tests play whole random games: a bound a loaded 2-core machine
    // meets (each takes a few seconds alone), not a timing goal
    testTimeout: 120_000,
  },
});
