import { defineConfig } from "vitest/config";
import { sourceResolve } from "../../vitest.source";

export default defineConfig({
  ...sourceResolve,
  test: {
    setupFiles: ["../../vitest.yield.ts"],
    include: ["src/**/*.test.ts"],
    // several tests play whole games: a bound a loaded 2-core machine meets (each takes a second
    // or two alone), not a timing goal
    testTimeout: 60_000,
    typecheck: { enabled: true, include: ["src/**/*.test-d.ts"] },
  },
});
