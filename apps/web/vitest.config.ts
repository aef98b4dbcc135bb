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
