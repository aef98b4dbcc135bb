import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    conditions: ["source"],
    // The examples import the package by name, as a bot author would.
    alias: [
      {
        find: /^@italia\/bot-sdk$/,
        replacement: fileURLToPath(new URL("./src/index.ts", import.meta.url)),
      },
      {
        find: /^@italia\/bot-sdk\/node$/,
        replacement: fileURLToPath(new URL("./src/node.ts", import.meta.url)),
      },
    ],
  },
  test: {
    include: ["src/**/*.test.ts"],
    testTimeout: 60_000,
  },
});
