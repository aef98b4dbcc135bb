import { defineConfig } from "vitest/config";
import { sourceResolve } from "../../vitest.source";

export default defineConfig({
  // The examples import the package by name, as a bot author would: that resolves to src/ too.
  ...sourceResolve,
  test: {
    setupFiles: ["../../vitest.yield.ts"],
    include: ["src/**/*.test.ts"],
    testTimeout: 60_000,
  },
});
