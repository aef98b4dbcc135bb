/**
 * Test harness: the real server process (`bin/italia-server.js`) and real WebSocket clients
 * (`colyseus.js`) that record every message they receive.
 *
 * @module
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Client, type Room } from "colyseus.js";
import { afterAll, beforeAll } from "vitest";
import { databaseFor, dropDatabaseFor } from "./test-store.js";

const bin = join(dirname(fileURLToPath(import.meta.url)), "../../bin/italia-server.js");

/** Resolves after `ms` milliseconds. */
export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/**
 * Waits until `check` holds, or `ms` milliseconds have passed (then the test's own assertion
 * fails): keyed on what happens, not on a sleep's length.
 */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  ms = 30_000,
): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check()) && Date.now() < end) await sleep(50);
}

/** A running server process. */
export interface ServerProcess {
  readonly url: string;
  /** Its data folder (`--data`), which also names its PostgreSQL schema in the tests. */
  readonly dataDir: string;
  readonly ws: string;
  readonly proc: ChildProcess;
  readonly logs: string[];
  /** Sends SIGTERM and waits for the exit code. */
  stop(): Promise<number | null>;
  /** `kill -9`. */
  kill9(): Promise<void>;
}

/** A fresh data folder. */
export function tempDir(prefix = "italia-server-"): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** Removes a folder made by {@link tempDir}. */
export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/**
 * Starts `bin/italia-server.js --port 0 --data DIR` (with `--database` on the folder's schema
 * when the tests run on PostgreSQL: see `test-store.ts`) and waits for its `listening` line.
 */
export async function startProcess(
  dataDir: string,
  args: readonly string[] = [],
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const database = await databaseFor(dataDir);
  const store = database !== null && !args.includes("--database") ? ["--database", database] : [];
  const proc = spawn(process.execPath, [bin, "--port", "0", "--data", dataDir, ...store, ...args], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: string[] = [];
  let buffer = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      proc.kill("SIGKILL"); // leave no server behind
      reject(new Error(`server did not start: ${logs.join("")}`));
    }, 20_000);
    proc.stdout!.on("data", (chunk: Buffer) => {
      buffer += chunk.toString("utf8");
      let nl = buffer.indexOf("\n");
      while (nl >= 0) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 1);
        logs.push(line);
        const parsed = JSON.parse(line) as { event: string; url?: string };
        if (parsed.event === "listening" && parsed.url) {
          clearTimeout(timer);
          const url = parsed.url;
          const exited = new Promise<number | null>((r) => proc.once("exit", (code) => r(code)));
          resolve({
            url,
            dataDir,
            ws: url.replace(/^http/, "ws"),
            proc,
            logs,
            stop: () => {
              proc.kill("SIGTERM");
              return exited;
            },
            kill9: async () => {
              proc.kill("SIGKILL");
              await exited;
            },
          });
        }
        nl = buffer.indexOf("\n");
      }
    });
    proc.stderr!.on("data", (chunk: Buffer) => logs.push(chunk.toString("utf8")));
    proc.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}: ${logs.join("")}`));
    });
  });
}

/**
 * One server process for the enclosing `describe`: started in a fresh data folder before its
 * tests, stopped (and the folder removed) after them. Returns the running server.
 */
export function serverForSuite(
  args: readonly string[] = ["--web", "none"],
  env: Record<string, string> = {},
): () => ServerProcess {
  let server: ServerProcess | undefined;
  let dir: string | undefined;
  beforeAll(async () => {
    dir = tempDir();
    server = await startProcess(dir, args, env);
  });
  afterAll(async () => {
    await server?.stop();
    if (dir) {
      removeDir(dir);
      await dropDatabaseFor(dir);
    }
  });
  return () => {
    if (!server) throw new Error("the suite's server has not started");
    return server;
  };
}

/** One received message. */
export interface Received {
  readonly type: string;
  readonly payload: unknown;
}

/** A client in a room that keeps every message it receives. */
export class Seat {
  readonly received: Received[] = [];
  private waiters: { test: (m: Received) => boolean; resolve: (m: Received) => void }[] = [];
  left: number | null = null;
  /** Called with every message after it is recorded. */
  readonly listeners: ((m: Received) => void)[] = [];

  constructor(readonly room: Room) {
    room.onMessage("*", (type, payload) => {
      const m = { type: String(type), payload };
      this.received.push(m);
      this.waiters = this.waiters.filter((w) => {
        if (!w.test(m)) return true;
        w.resolve(m);
        return false;
      });
      for (const listen of this.listeners) listen(m);
    });
    room.onLeave((code) => {
      this.left = code;
    });
  }

  /** The first message (already received or future) after index `from` that passes `test`. */
  next(test: (m: Received) => boolean, timeoutMs = 15_000, from = 0): Promise<Received> {
    const found = this.received.slice(from).find(test);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(new Error(`timed out waiting; got ${this.received.map((m) => m.type).join(",")}`)),
        timeoutMs,
      );
      this.waiters.push({
        test,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  }

  /** Waits for a message arriving from now on. */
  upcoming(test: (m: Received) => boolean, timeoutMs = 15_000): Promise<Received> {
    return this.next(test, timeoutMs, this.received.length);
  }

  /** The welcome message's fields. */
  get welcome(): { room: string; seat: number; credential?: string; invite: string } {
    const w = this.received.find((m) => m.type === "welcome");
    if (!w) throw new Error("no welcome yet");
    return w.payload as { room: string; seat: number; credential?: string; invite: string };
  }

  /** The latest `update`. */
  lastUpdate(): Update | null {
    for (let i = this.received.length - 1; i >= 0; i--) {
      if (this.received[i]!.type === "update") return this.received[i]!.payload as Update;
    }
    return null;
  }
}

/** The part of an `update` the tests read. */
export interface Update {
  step: number;
  view: {
    me: { hand: string[]; objective: string } | null;
    seats: { objective: string | null }[];
  } & Record<string, unknown>;
  events: unknown[];
  legal: { type: string; seat: number; min?: number; max?: number }[] | null;
  actors: number[];
  turn: { seat: number; deadline: number | null } | null;
  clockDeadline: number | null;
  result: { winner: number | null; scores: number[]; endReason: string } | null;
}

/** Creates a room (of room type `roomType`: its game) and joins it as its creator (seat 0). */
export async function createRoom(
  ws: string,
  terms: Record<string, unknown>,
  name = "Ada",
  roomType = "italia",
): Promise<Seat> {
  const client = new Client(ws);
  const seat = new Seat(await client.create(roomType, { ...terms, name }));
  await seat.next((m) => m.type === "welcome");
  return seat;
}

/** Joins a room by id with join options. */
export async function joinRoom(
  ws: string,
  id: string,
  options: Record<string, unknown>,
): Promise<Seat> {
  const client = new Client(ws);
  const seat = new Seat(await client.joinById(id, options));
  await seat.next((m) => m.type === "welcome");
  return seat;
}

/** The log lines of `event` about room `id`. */
export function logged(server: ServerProcess, event: string, id: string): number {
  return server.logs.filter((l) => l.includes(`"${event}"`) && l.includes(id)).length;
}

/** The number of rooms in the server's memory (`/healthz`). */
export async function roomsInMemory(server: ServerProcess): Promise<number> {
  const health = (await (await fetch(`${server.url}/healthz`)).json()) as { rooms: number };
  return health.rooms;
}

/** The update in which `seat` is to act. */
export async function myTurn(seat: Seat): Promise<Update> {
  return (await seat.next((m) => m.type === "update" && (m.payload as Update).legal !== null))
    .payload as Update;
}

/**
 * Creates a started game of 3 seats (Ada, and Bea if `bea`), at the first decision of a person
 * (Ada's, or Bea's: the game then waits for her), as Ada is shown it.
 */
export async function startedGame(
  server: ServerProcess,
  bea = false,
): Promise<{ ada: Seat; bea: Seat | null; id: string; mine: Update }> {
  const ada = await createRoom(server.ws, { seats: 3, rounds: 10, turnSeconds: 60, bot: "greedy" });
  const id = ada.welcome.room;
  const second = bea ? await joinRoom(server.ws, id, { name: "Bea" }) : null;
  ada.room.send("start", {});
  const mine = await ada.next(
    (m) => m.type === "update" && (m.payload as Update).turn?.deadline != null,
  );
  return { ada, bea: second, id, mine: mine.payload as Update };
}
