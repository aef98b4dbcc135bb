/**
 * What the server's benchmarks share: the real server started as a child process on a free port,
 * a reader of `--name value` flags, and quiet Colyseus clients (the benchmarks do not listen to
 * every message type, which Colyseus would warn about at each message).
 */
import { spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));

const warn = console.warn;
console.warn = (...a) =>
  String(a[0]).includes("onMessage() not registered") ? undefined : warn(...a);

/** The value of the flag `name` on the command line, or `fallback`. */
export function arg(name, fallback) {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

/**
 * Starts `bin/italia-server.js` on a free port with data in `dataDir`, no web app, quiet logs and
 * the extra flags `args`; `ITALIA_PROF=1` writes CPU profiles to `/tmp/italia-prof`. Resolves with
 * the process and its HTTP URL once it listens.
 */
export function startServer(dataDir, args = []) {
  const proc = spawn(
    process.execPath,
    [
      ...(process.env.ITALIA_PROF ? ["--cpu-prof", "--cpu-prof-dir=/tmp/italia-prof"] : []),
      join(here, "../bin/italia-server.js"),
      ...["--port", "0", "--data", dataDir, "--web", "none", "--quiet"],
      ...args,
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  return new Promise((resolve, reject) => {
    let text = "";
    proc.stderr.on("data", (c) => {
      text += c;
      const m = /Italia is at (\S+)/.exec(text);
      if (m) resolve({ proc, url: m[1] });
    });
    proc.once("exit", (code) => reject(new Error(`server exited ${code}: ${text}`)));
  });
}
