/**
 * The real Italia server (`apps/server`, `bin/italia-server.js`) as a child process: it serves the
 * built web app and the online rooms, as `pnpm start` does. Port 0 (a free one), a fresh data
 * folder; resolves once the server logs its `listening` line.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const serverApp = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "server");

/** A running server. */
export interface RunningServer {
  readonly url: string;
  readonly proc: ChildProcess;
  /** SIGTERM, wait for the exit, remove the data folder. */
  close(): Promise<void>;
}

/** Builds the server if its `dist` is missing (a fresh checkout running only the web tests). */
function ensureBuilt(): void {
  if (existsSync(join(serverApp, "dist", "main.js"))) return;
  execFileSync("pnpm", ["--filter", "@italia/server", "build"], { stdio: "inherit" });
}

/**
 * Starts the server on a free localhost port, serving `webDir`, with more flags and environment
 * variables (such as `ITALIA_SECOND_MS`) if given.
 */
export function startItaliaServer(
  webDir: string,
  flags: readonly string[] = [],
  env: Readonly<Record<string, string>> = {},
): Promise<RunningServer> {
  ensureBuilt();
  const data = mkdtempSync(join(tmpdir(), "italia-web-e2e-data-"));
  const proc = spawn(
    process.execPath,
    [
      join(serverApp, "bin", "italia-server.js"),
      "--port",
      "0",
      "--data",
      data,
      "--web",
      webDir,
      ...flags,
    ],
    { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } },
  );
  const logs: string[] = [];
  const exited = new Promise<void>((r) => proc.once("exit", () => r()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      proc.kill("SIGKILL");
      reject(new Error(`the server did not start: ${logs.join("\n").slice(0, 2000)}`));
    }, 30_000);
    let buffer = "";
    proc.stdout!.on("data", (chunk: Buffer) => {
      buffer += chunk.toString("utf8");
      for (let nl = buffer.indexOf("\n"); nl >= 0; nl = buffer.indexOf("\n")) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 1);
        if (logs.length < 200) logs.push(line);
        let parsed: { event?: string; url?: string; level?: string } = {};
        try {
          parsed = JSON.parse(line);
        } catch {
          continue;
        }
        if (parsed.level === "error") console.error(`server: ${line.slice(0, 500)}`);
        if (parsed.event === "listening" && parsed.url) {
          clearTimeout(timer);
          resolve({
            url: parsed.url,
            proc,
            close: async () => {
              proc.kill("SIGTERM");
              await exited;
              rmSync(data, { recursive: true, force: true });
            },
          });
        }
      }
    });
    proc.stderr!.on("data", (chunk: Buffer) => logs.push(chunk.toString("utf8")));
    proc.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}: ${logs.join("\n").slice(0, 2000)}`));
    });
  });
}
