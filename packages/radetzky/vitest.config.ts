import { defineConfig } from "vitest/config";
import { sourceResolve } from "../../vitest.source";

export default defineConfig({
  ...sourceResolve,
  test: {
    setupFiles: ["../../vitest.yield.ts"],
    include: ["src/**/*.test.ts"],
  },
});
