/**
 * Test support: the real Italia server process (`@italia/server`'s `bin/italia-server.js`, built)
 * on a free port with a fresh data folder, and a scripted person in one of its rooms.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fallbackAction } from "@italia/bot-sdk";
import type { LegalMove } from "@italia/engine";
import { Client, type Room } from "colyseus.js";

const serverBin = join(
  dirname(createRequire(import.meta.url).resolve("@italia/server/package.json")),
  "bin/italia-server.js",
);

/** A running server. */
export interface RunningServer {
  readonly url: string;
  readonly proc: ChildProcess;
  /** The data folder. */
  readonly data: string;
  /** SIGTERM, wait for the exit, remove the data folder (unless `keepData`). */
  stop(keepData?: boolean): Promise<void>;
}

/**
 * Starts the server (with extra flags `args`; on a free port and in a fresh data folder unless
 * `at` names them; with more environment variables `at.env`, such as `ITALIA_SECOND_MS`) and
 * waits for its `listening` log line.
 */
export function startServer(
  args: readonly string[] = [],
  at: {
    readonly port?: number;
    readonly data?: string;
    readonly env?: Readonly<Record<string, string>>;
  } = {},
): Promise<RunningServer> {
  const data = at.data ?? mkdtempSync(join(tmpdir(), "italia-cli-server-"));
  // `tests/node-versions` runs this suite on other Node.js versions; the server's native SQLite
  // module only loads in the Node.js that installed it, which that runner names here.
  const proc = spawn(
    process.env.ITALIA_TEST_SERVER_NODE ?? process.execPath,
    [serverBin, "--port", String(at.port ?? 0), "--data", data, "--web", "none", ...args],
    { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...at.env } },
  );
  let text = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      proc.kill("SIGKILL");
      reject(new Error(`the server did not start: ${text}`));
    }, 20_000);
    proc.stderr!.on("data", (c: Buffer) => {
      text += c.toString();
      const m = /Italia is at (\S+)/.exec(text);
      if (!m) return;
      clearTimeout(timer);
      const exited = new Promise<void>((r) => proc.once("exit", () => r()));
      resolve({
        url: m[1]!,
        proc,
        data,
        stop: async (keepData = false) => {
          proc.kill("SIGTERM");
          await exited;
          if (!keepData) rmSync(data, { recursive: true, force: true });
        },
      });
    });
    proc.stdout!.resume();
    proc.once("exit", (code) => reject(new Error(`the server exited with ${code}: ${text}`)));
  });
}

/** The fields of the server's messages that tests read (each may be missing). */
export interface Payload {
  readonly seats?: readonly { readonly name: string | null }[];
  readonly seat?: number;
  readonly result?: unknown;
}

/** A person scripted to play the safe action at each of its decisions, recording every message. */
export interface ScriptedPerson {
  readonly room: Room;
  readonly received: { type: string; payload: unknown }[];
  /** Resolves with the first message (past or future) that passes `test`. */
  next(test: (type: string, payload: Payload) => boolean, ms?: number): Promise<unknown>;
}

/** Creates a room with `terms` as its creator (seat 0), who plays the safe action. */
export async function createRoom(url: string, terms: object): Promise<ScriptedPerson> {
  return scripted(await new Client(url).create("italia", { ...terms, name: "Ada" }));
}

/** Joins room `id` again with a seat's credential, as a person who plays the safe action. */
export async function rejoinRoom(
  url: string,
  id: string,
  credential: string,
): Promise<ScriptedPerson> {
  return scripted(await new Client(url).joinById(id, { credential }));
}

/** The credential a person got in its `welcome`. */
export function credentialOf(person: ScriptedPerson): string {
  const welcome = person.received.find((m) => m.type === "welcome")?.payload as
    | { credential?: string }
    | undefined;
  if (!welcome?.credential) throw new Error("no credential in the welcome");
  return welcome.credential;
}

function scripted(room: Room): ScriptedPerson {
  const received: { type: string; payload: unknown }[] = [];
  const waiters: { test: (t: string, p: Payload) => boolean; done: (p: unknown) => void }[] = [];
  room.onMessage("*", (type, payload) => {
    received.push({ type: String(type), payload });
    for (const w of [...waiters]) {
      if (w.test(String(type), (payload ?? {}) as Payload)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.done(payload);
      }
    }
    const u = payload as { legal?: LegalMove[] | null; step?: number } | null;
    if (type === "update" && u?.legal && u.legal.length > 0) {
      room.send("action", fallbackAction(u.legal));
    }
  });
  return {
    room,
    received,
    next: (test, ms = 60_000) => {
      const found = received.find((m) => test(m.type, (m.payload ?? {}) as Payload));
      if (found) return Promise.resolve(found.payload);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`timed out; got ${received.map((m) => m.type).join(",")}`)),
          ms,
        );
        waiters.push({
          test,
          done: (p) => {
            clearTimeout(timer);
            resolve(p);
          },
        });
      });
    },
  };
}
