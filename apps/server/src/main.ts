/**
 * `italia-server`: reads flags and environment, starts the server, prints its URL, and drains
 * on SIGTERM and SIGINT (within `--drain-ms`).
 *
 * @module
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { readConfig } from "./config.js";
import { createLogger } from "./log.js";
import { startServer } from "./server.js";

const here = dirname(fileURLToPath(import.meta.url));
const read = readConfig(process.argv.slice(2), process.env, join(here, "../../web/dist"));
if (!read.ok) {
  (read.help ? process.stdout : process.stderr).write(`${read.message}\n`);
  process.exit(read.help ? 0 : 2);
}
const log = createLogger(read.config.quiet);
// The signal handlers come first: a stop asked for while the server starts (it logs `listening`
// before `startServer` returns) waits for the start, then stops it as any other.
let stopping = false;
let started: Awaited<ReturnType<typeof startServer>> | null = null;
const stopNow = (server: NonNullable<typeof started>) =>
  server.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  );
const stop = () => {
  if (stopping) return;
  stopping = true;
  // the drain has a bound: past it the process exits 1 (what was not stored was never
  // acknowledged to anyone: the store keeps every action a client was shown)
  setTimeout(() => {
    log("error", "drain-timeout", { drainMs: read.config.drainMs });
    process.exit(1);
  }, read.config.drainMs);
  if (started) void stopNow(started);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
started = await startServer(read.config, log).catch((e: unknown) => {
  const message = e instanceof Error ? e.message.slice(0, 500) : "unknown";
  log("error", "start-failed", { error: message });
  // for the person who started it, too (the log may go elsewhere)
  process.stderr.write(`italia-server: cannot start: ${message}\n`);
  process.exit(1);
});
process.stderr.write(`Italia is at ${started.url}\n`);
if (stopping) void stopNow(started);
