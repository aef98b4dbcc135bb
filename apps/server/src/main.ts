/**
 * `italia-server`: reads flags and environment, starts the server, prints its URL, and shuts down
 * gracefully on SIGTERM and SIGINT.
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
// the signals are handled from the start: one that comes while the server is starting (it logs
// `listening` before this module has its answer) stops it gracefully once it has started
let server: Awaited<ReturnType<typeof startServer>> | null = null;
let stopping = false;
/** A signal came before the server had started. */
let requested = false;
const stop = () => {
  if (!server) {
    requested = true;
    return;
  }
  if (stopping) return;
  stopping = true;
  server.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server = await startServer(read.config, log).catch((e: unknown) => {
  const message = e instanceof Error ? e.message.slice(0, 500) : "unknown";
  log("error", "start-failed", { error: message });
  // for the person who started it, too (the log may go elsewhere)
  process.stderr.write(`italia-server: cannot start: ${message}\n`);
  process.exit(1);
});
process.stderr.write(`Italia is at ${server.url}\n`);
if (requested) stop();
