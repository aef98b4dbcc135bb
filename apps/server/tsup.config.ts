import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/main.ts", "src/bot-worker.ts"],
  format: ["esm"],
  sourcemap: true,
  clean: true,
  target: "node20",
});
