#!/usr/bin/env node
/**
 * Load script (`pnpm bench`, not a test): starts the real server process (or drives running
 * servers given with `--urls`), opens N rooms of three scripted people each (or fewer with
 * `--people`, the other seats greedy bots), plays for a while, and prints rooms, actions per
 * second and the p50/p99 latency from an action sent to the next view received.
 *
 * Each scripted person waits `--think` ms on average (uniform from half to one and a half times)
 * before each action; `--think 0` measures the server flat out. A person places all its armies
 * at once, attacks with every die in about half of its attack decisions (at most three attacks a
 * turn), moves in the fewest armies and then ends the turn. The latency of an action is measured
 * from sending it to receiving the first update that holds it (its `step` is past the one the
 * action answered), so an update about something else is never counted; refused actions are
 * counted apart.
 *
 * With `--urls http://a:8080,http://b:8080` the rooms are spread round-robin over those servers
 * (started by you, e.g. a cluster: run them with `--create-limit off --max-connections 0`, the
 * load comes from one address); their CPU is not measured, and they are left running.
 *
 *   node bench/load.mjs [--rooms 50,100,200,500] [--seconds 10] [--people 3] [--think 500]
 *                       [--bot greedy] [--server-args "--bot-threads 1"] [--urls URL,URL]
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { measureLoad, showLoad } from "./load-run.mjs";
import { arg, startServer as start } from "./server-process.mjs";

const sizes = arg("--rooms", "50,100,200,500").split(",").map(Number);
const seconds = Number(arg("--seconds", "10"));
/** Scripted people per 3-seat room (the other seats are greedy bots). */
const people = Math.min(3, Math.max(1, Number(arg("--people", "3"))));
/** Milliseconds a scripted person waits before each action (people think; 0: act at once). */
const think = Math.max(0, Number(arg("--think", "500")));
/** The level of the bots in the other seats. */
const level = arg("--bot", "greedy");
/** Extra flags for the server (e.g. `--bot-threads 0` to keep bots on the main thread). */
const serverArgs = arg("--server-args", "").split(" ").filter(Boolean);
/** Running servers to drive instead of starting one. */
const urls = arg("--urls", "").split(",").filter(Boolean);

/** The server, every scripted room and person from one address: no per-address limits. */
function startServer(dataDir) {
  return start(dataDir, ["--create-limit", "off", "--max-connections", "0", ...serverArgs]);
}

async function run(n) {
  if (urls.length > 0) return measureLoad({ urls, rooms: n, seconds, people, think, level });
  const dir = mkdtempSync(join(tmpdir(), "italia-load-"));
  const { proc, url } = await startServer(dir);
  try {
    return await measureLoad({
      urls: [url],
      rooms: n,
      seconds,
      people,
      think,
      level,
      pids: [proc.pid],
    });
  } finally {
    proc.kill("SIGTERM");
    await new Promise((r) => proc.once("exit", r));
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log(
  `online rooms: ${people} scripted people + ${3 - people} ${level} bots each, ${think} ms mean think time, ${seconds} s per size${serverArgs.length ? `, server ${serverArgs.join(" ")}` : ""}${urls.length ? `, servers ${urls.join(" ")}` : ""}`,
);
let best = 0;
for (const n of sizes) {
  const r = await run(n);
  console.log(showLoad(r));
  if (r.p99 < 50) best = n;
}
console.log(`largest N with p99 < 50 ms: ${best || "none of those tried"}`);
process.exit(0);
