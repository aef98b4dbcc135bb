/**
 * Browser tests: build the app into a temporary folder and serve it with the real server
 * (`apps/server`, as `pnpm start` runs it) on a random localhost port, online rooms included.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import type { TestProject } from "vitest/node";
import { ARTIFACTS } from "./browser";
import { chromiumLaunch } from "./chromium";
import { startItaliaServer } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The built app, for tests that start a server of their own. */
    webDir: string;
  }
}

const app = join(dirname(fileURLToPath(import.meta.url)), "..");

export default async function setup(project: TestProject) {
  // Unpacks the registry browser once, before any test's timeout runs (or checks CHROMIUM_PATH).
  const browser = await chromiumLaunch();
  console.log(`browser tests: Chromium from ${browser.source} (${browser.executablePath})`);
  // Fresh screenshots for this run.
  rmSync(ARTIFACTS, { recursive: true, force: true });
  const outDir = mkdtempSync(join(tmpdir(), "italia-web-build-"));
  await build({
    root: app,
    configFile: join(app, "vite.config.ts"),
    logLevel: "warn",
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
  const server = await startItaliaServer(outDir);
  project.provide("baseUrl", server.url);
  project.provide("webDir", outDir);
  return async () => {
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  };
}
