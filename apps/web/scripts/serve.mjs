#!/usr/bin/env node
/**
 * `pnpm serve`: serves the production build on localhost and prints the URL.
 * Port: `--port N` or the PORT environment variable (default 4173; the next free port if busy).
 */
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { startServer } from "./static-server.mjs";

const dist = join(dirname(fileURLToPath(import.meta.url)), "..", "dist");
if (!existsSync(join(dist, "index.html"))) {
  console.error("No build found in apps/web/dist: run `pnpm --filter @italia/web build` first.");
  process.exit(1);
}
const flag = process.argv.indexOf("--port");
const wanted = Number(flag >= 0 ? process.argv[flag + 1] : (process.env.PORT ?? 4173));

let server = null;
for (let port = wanted; port < wanted + 20 && !server; port++) {
  try {
    server = await startServer(dist, { port });
  } catch (error) {
    if (error?.code !== "EADDRINUSE" || wanted === 0) throw error;
  }
}
if (!server) {
  console.error(`No free port from ${wanted} to ${wanted + 19}.`);
  process.exit(1);
}
console.log(`\n  Italia is ready: ${server.url}\n  (Ctrl+C to stop)\n`);
const stop = () => server.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
