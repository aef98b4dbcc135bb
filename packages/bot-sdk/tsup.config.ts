import { defineConfig } from "tsup";

export default defineConfig({
  // The universal entry, the Node.js entry, and the scripts Node.js runs directly (the arenas'
  // worker threads and the command line). One build, so they share one copy of the code:
  // a bot registered through the package is known to the arena's workers too.
  entry: [
    "src/index.ts",
    "src/node.ts",
    "src/arena-worker.ts",
    "src/team-arena-worker.ts",
    "src/cli.ts",
  ],
  format: ["esm", "cjs"],
  dts: { entry: ["src/index.ts", "src/node.ts"] },
  sourcemap: true,
  clean: true,
  target: "es2022",
  treeshake: true,
  shims: true,
});
