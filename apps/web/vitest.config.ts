import { defineConfig } from "vitest/config";
import { sourceResolve } from "../../vitest.source";

export default defineConfig({
  esbuild: { jsx: "automatic" },
  ...sourceResolve,
  test: {
    // One Chromium at a time on a 2-core machine; the unit files are quick anyway.
    fileParallelism: false,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
          environment: "node",
          // some play whole games or bots' searches: a bound a loaded 2-core machine meets (each
          // takes a second or two alone), not a timing goal
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "browser",
          include: ["e2e/**/*.test.ts"],
          globalSetup: ["e2e/global-setup.ts"],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
