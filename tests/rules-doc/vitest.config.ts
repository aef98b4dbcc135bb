import { defineConfig } from "vitest/config";
import { sourceResolve } from "../../vitest.source";

export default defineConfig({
  ...sourceResolve,
  test: {
    include: ["src/**/*.test.ts"],
  },
});
