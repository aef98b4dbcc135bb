#!/usr/bin/env node
/**
 * Scaling curve (`pnpm bench`, not a test): starts 1, 2 and 3 server processes sharing one room
 * space (cluster mode: `--redis $ITALIA_REDIS --database $ITALIA_DATABASE`, each process its own
 * port and `--public-address`), spreads rooms of scripted people over them (see `load.mjs`), and
 * prints for each number of processes the most rooms served with p99 < 50 ms, with their actions/s
 * and p99. Without ITALIA_REDIS and ITALIA_DATABASE it says so and measures one process on SQLite.
 * Each number of processes gets a fresh PostgreSQL schema (dropped after).
 *
 *   ITALIA_REDIS=redis://127.0.0.1:6379/5 ITALIA_DATABASE=postgres://postgres@127.0.0.1/test \
 *     node bench/scale.mjs [--processes 1,2,3] [--rooms 100,200,400,800] [--seconds 10]
 *                          [--people 3] [--think 500] [--bot greedy]
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { measureLoad, showLoad } from "./load-run.mjs";
import { arg, startServer } from "./server-process.mjs";

const redis = process.env.ITALIA_REDIS ?? "";
const database = process.env.ITALIA_DATABASE ?? "";
const cluster = redis !== "" && database !== "";
const counts = cluster ? arg("--processes", "1,2,3").split(",").map(Number) : [1];
const sizes = arg("--rooms", "100,200,400,800").split(",").map(Number);
const seconds = Number(arg("--seconds", "10"));
const people = Math.min(3, Math.max(1, Number(arg("--people", "3"))));
const think = Math.max(0, Number(arg("--think", "500")));
const level = arg("--bot", "greedy");
/** The latency bound of the curve: the most rooms served with p99 under it. */
const P99_BOUND_MS = 50;

/** A free TCP port on loopback (taken, then released). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Runs `sql` on `database`. */
async function onDatabase(sql) {
  const client = new pg.Client({ connectionString: database });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Starts `k` processes (a cluster on a fresh schema, or one on SQLite); returns them and a stop. */
async function startProcesses(k) {
  const dirs = [];
  let schema = null;
  let url = null;
  if (cluster) {
    schema = `italia_bench_${Math.floor(Date.now() / 1000)}_${randomBytes(3).toString("hex")}`;
    await onDatabase(`CREATE SCHEMA ${schema}`);
    const u = new URL(database);
    u.searchParams.set("options", `-c search_path=${schema}`);
    url = u.toString();
  }
  const started = [];
  const stop = async () => {
    await Promise.all(
      started.map(
        ({ proc }) =>
          new Promise((r) => {
            if (proc.exitCode !== null) return r();
            proc.once("exit", r);
            proc.kill("SIGTERM");
          }),
      ),
    );
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    if (schema) await onDatabase(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  };
  try {
    for (let i = 0; i < k; i++) {
      const dir = mkdtempSync(join(tmpdir(), "italia-scale-"));
      dirs.push(dir);
      const port = await freePort();
      const args = ["--create-limit", "off", "--max-connections", "0", "--port", String(port)];
      if (cluster) {
        args.push("--redis", redis, "--database", url);
        args.push("--public-address", `127.0.0.1:${port}`);
      }
      started.push(await startServer(dir, args));
    }
  } catch (e) {
    await stop();
    throw e;
  }
  return { servers: started, stop };
}

console.log(
  `scaling: ${people} scripted people + ${3 - people} ${level} bots a room, ${think} ms mean think time, ${seconds} s per size, rooms spread round-robin`,
);
if (!cluster) {
  console.log(
    "scale.mjs needs ITALIA_REDIS and ITALIA_DATABASE (a Redis and a PostgreSQL URL) to run a cluster: measuring one process on SQLite only",
  );
}
const curve = [];
for (const k of counts) {
  let best = null;
  for (const n of sizes) {
    const { servers, stop } = await startProcesses(k);
    let r;
    try {
      r = await measureLoad({
        urls: servers.map((s) => s.url),
        rooms: n,
        seconds,
        people,
        think,
        level,
        pids: servers.map((s) => s.proc.pid),
      });
    } finally {
      await stop();
    }
    console.log(`processes ${k}  ${showLoad(r)}`);
    if (r.p99 < P99_BOUND_MS) best = r;
  }
  curve.push({ k, best });
}
console.log(`\nprocesses  rooms (p99 < ${P99_BOUND_MS} ms)  actions/s      p99`);
for (const { k, best } of curve) {
  console.log(
    `${String(k).padStart(9)}  ${String(best?.rooms ?? "none").padStart(22)}  ${String(best?.actionsPerSecond ?? "-").padStart(9)}  ${best ? `${best.p99.toFixed(1)} ms` : "-"}`,
  );
}
const one = curve[0]?.best?.rooms;
const last = curve.at(-1);
if (one && last && last.k > 1 && last.best) {
  console.log(
    `${last.k} processes hold ${(last.best.rooms / one).toFixed(2)}x the rooms of one (the sizes tried bound it: --rooms)`,
  );
}
process.exit(0);
