/**
 * Browser tests: build the app into a temporary folder and serve it on a random localhost port.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import type { TestProject } from "vitest/node";
import { startServer } from "../scripts/static-server.mjs";
import { ARTIFACTS, CHROMIUM } from "./browser";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const app = join(dirname(fileURLToPath(import.meta.url)), "..");

export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Browser tests need Debian's Chromium at ${CHROMIUM} (apt-get install chromium), or CHROMIUM_PATH.`,
    );
  }
  // Fresh screenshots for this run.
  rmSync(ARTIFACTS, { recursive: true, force: true });
  const outDir = mkdtempSync(join(tmpdir(), "italia-web-build-"));
  await build({
    root: app,
    configFile: join(app, "vite.config.ts"),
    logLevel: "warn",
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
  const server = await startServer(outDir);
  project.provide("baseUrl", server.url);
  return async () => {
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  };
}
