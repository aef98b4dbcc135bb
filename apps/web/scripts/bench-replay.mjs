#!/usr/bin/env node
/**
 * `pnpm bench` (second part): the replay viewer's timeline, statistics and seeking on a long game.
 * Bundles Italia's scripts/italia/replay-bench.ts with Vite (the workspace packages from their
 * sources) into a temporary folder and runs it with Node.js.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "vite";

const app = join(dirname(fileURLToPath(import.meta.url)), "..");
const outDir = mkdtempSync(join(tmpdir(), "italia-replay-bench-"));
try {
  await build({
    root: app,
    configFile: join(app, "vite.config.ts"),
    logLevel: "warn",
    ssr: { noExternal: true },
    build: {
      ssr: join(app, "scripts", "italia", "replay-bench.ts"),
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      rollupOptions: { output: { entryFileNames: "replay-bench.mjs" } },
    },
  });
  await import(pathToFileURL(join(outDir, "replay-bench.mjs")).href);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
