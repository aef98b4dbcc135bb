/**
 * The server's settings from flags and environment variables (flags win), and its `--help`.
 *
 * @module
 */
import { availableParallelism } from "node:os";
import { resolve } from "node:path";

/** The server's settings. */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** Folder of the SQLite file (`italia.db`). */
  readonly dataDir: string;
  /** The URL invite links start with (no trailing slash). */
  readonly publicUrl: string;
  /** The built web app to serve (`apps/web/dist`), or `null` for none. */
  readonly webDir: string | null;
  /** Milliseconds in a minute of a timed game: 60 000 (ITALIA_MINUTE_MS shortens it for tests). */
  readonly minuteMs: number;
  /** Only warnings and errors are logged. */
  readonly quiet: boolean;
  /** Worker threads for the rooms' bots (0: bots think on the main thread). */
  readonly botThreads: number;
}

/** The default number of bot threads: one per core but one, kept for the sockets (at least 1). */
export function defaultBotThreads(): number {
  return Math.max(1, availableParallelism() - 1);
}

/** The `--help` text. */
export const HELP = `Usage: italia-server [options]

Serves the Italia web app and online rooms (HTTP + WebSocket) from one process.

Options (each also read from the environment variable in brackets; flags win):
  --port N          port to listen on (ITALIA_PORT, PORT; default 8080; 0 picks a free one)
  --host ADDR       address to listen on (ITALIA_HOST; default 127.0.0.1; 0.0.0.0 for everyone)
  --data DIR        folder of the rooms' SQLite file italia.db (ITALIA_DATA; default ./data)
  --public-url URL  start of invite links, e.g. https://italia.example.org (ITALIA_PUBLIC_URL;
                    default http://HOST:PORT)
  --web DIR         built web app to serve (ITALIA_WEB; default apps/web/dist; "none" for none)
  --bot-threads N   worker threads where rooms' bots think (ITALIA_BOT_THREADS; default
                    one per CPU core but one, at least 1; 0: on the main thread)
  --quiet           log only warnings and errors
  -h, --help        show this help
Environment only: ITALIA_MINUTE_MS shortens a timed game's minute (tests and demos).

Endpoints: GET /healthz, GET /api/rooms/ID/record (Authorization: Bearer CREDENTIAL), the
WebSocket rooms (see docs/server.md), and the web app.`;

/** What {@link readConfig} found. */
export type ConfigResult =
  | { readonly ok: true; readonly config: ServerConfig }
  | { readonly ok: false; readonly help: boolean; readonly message: string };

/** Reads the flags in `argv` (without node and the script) and the environment `env`. */
export function readConfig(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  defaultWebDir: string,
): ConfigResult {
  const flags = new Map<string, string>();
  let quiet = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "-h" || arg === "--help") return { ok: false, help: true, message: HELP };
    if (arg === "--quiet") {
      quiet = true;
      continue;
    }
    const eq = arg.indexOf("=");
    const name = eq > 0 ? arg.slice(0, eq) : arg;
    if (!["--port", "--host", "--data", "--public-url", "--web", "--bot-threads"].includes(name)) {
      return {
        ok: false,
        help: false,
        message: `unknown option ${JSON.stringify(arg.slice(0, 40))} (see --help)`,
      };
    }
    const value = eq > 0 ? arg.slice(eq + 1) : argv[++i];
    if (value === undefined) return { ok: false, help: false, message: `${name} needs a value` };
    flags.set(name, value);
  }
  const portText = flags.get("--port") ?? env.ITALIA_PORT ?? env.PORT ?? "8080";
  const port = Number(portText);
  if (!/^\d{1,5}$/.test(portText) || port > 65535) {
    return { ok: false, help: false, message: "the port must be a number from 0 to 65535" };
  }
  const threadsText = flags.get("--bot-threads") ?? env.ITALIA_BOT_THREADS;
  if (threadsText !== undefined && !/^\d{1,3}$/.test(threadsText)) {
    return {
      ok: false,
      help: false,
      message: "--bot-threads takes a number of threads (0 to 999)",
    };
  }
  const host = flags.get("--host") ?? env.ITALIA_HOST ?? "127.0.0.1";
  const dataDir = resolve(flags.get("--data") ?? env.ITALIA_DATA ?? "data");
  const web = flags.get("--web") ?? env.ITALIA_WEB ?? defaultWebDir;
  const publicUrl = (flags.get("--public-url") ?? env.ITALIA_PUBLIC_URL ?? "").replace(/\/+$/, "");
  if (publicUrl !== "" && !/^https?:\/\/[^\s]+$/.test(publicUrl)) {
    return {
      ok: false,
      help: false,
      message: "the public URL must start with http:// or https://",
    };
  }
  return {
    ok: true,
    config: {
      port,
      host,
      dataDir,
      publicUrl,
      webDir: web === "none" ? null : resolve(web),
      quiet,
      botThreads: threadsText === undefined ? defaultBotThreads() : Number(threadsText),
      minuteMs: /^\d{1,6}$/.test(env.ITALIA_MINUTE_MS ?? "")
        ? Math.max(1, Number(env.ITALIA_MINUTE_MS))
        : 60_000,
    },
  };
}
