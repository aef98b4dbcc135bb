#!/usr/bin/env node
/**
 * Load script (`pnpm bench`, not a test): starts the real server process, opens N rooms of three
 * scripted people each (or fewer with `--people`, the other seats greedy bots), plays for a while,
 * and prints rooms, actions per second and the p50/p99 latency from an action sent to the next
 * view received.
 *
 * Each scripted person waits `--think` ms on average (uniform from half to one and a half times)
 * before each action; `--think 0` measures the server flat out. A person places all its armies
 * at once, attacks with every die in about half of its attack decisions (at most three attacks a
 * turn), moves in the fewest armies and then ends the turn. The latency of an action is measured
 * from sending it to receiving the first update that holds it (its `step` is past the one the
 * action answered), so an update about something else is never counted; refused actions are
 * counted apart.
 *
 *   node bench/load.mjs [--rooms 50,100,200,500] [--seconds 10] [--people 3] [--think 500]
 *                       [--bot greedy] [--server-args "--bot-threads 1"]
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "colyseus.js";
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

/** The server, every scripted room and person from one address: no per-address limits. */
function startServer(dataDir) {
  return start(dataDir, ["--create-limit", "off", "--max-connections", "0", ...serverArgs]);
}

/** The server's CPU time so far in ms (Linux `/proc`, 100 ticks a second), or NaN elsewhere. */
function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

function quantile(sorted, q) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

async function run(n) {
  const dir = mkdtempSync(join(tmpdir(), "italia-load-"));
  const { proc, url } = await startServer(dir);
  const ws = url.replace(/^http/, "ws");
  const latencies = [];
  let measuring = false;
  let actions = 0;
  const rooms = [];
  const all = [];
  let refused = 0;
  /** A scripted person (see the module notes). */
  function script(room) {
    let sent = null;
    let lastStep = -1;
    let attacks = 0;
    for (const type of ["welcome", "seats", "timedOut"]) room.onMessage(type, () => {});
    room.onMessage("refused", () => {
      if (measuring) refused++;
      sent = null;
    });
    room.onMessage("update", (u) => {
      if (sent && u.step > sent.step) {
        if (measuring) {
          latencies.push(performance.now() - sent.at);
          actions++;
        }
        sent = null;
      }
      if (!u.legal || u.step === lastStep || u.result || sent) return;
      lastStep = u.step;
      const end = u.legal.find((m) => m.type === "endTurn");
      const attack = u.legal.find((m) => m.type === "attack" && m.maxDice >= 2);
      const place = u.legal.find((m) => m.type === "place");
      const occupy = u.legal.find((m) => m.type === "occupy");
      let action = null;
      if (place)
        action = { type: "place", seat: place.seat, region: place.region, count: place.max };
      else if (occupy) action = { type: "occupy", seat: occupy.seat, count: occupy.min };
      else if (attack && attacks < 3 && Math.random() < 0.5) {
        attacks++;
        const { from, to, seat, maxDice } = attack;
        action = { type: "attack", seat, from, to, dice: maxDice };
      } else if (end) {
        attacks = 0;
        action = { type: "endTurn", seat: end.seat };
      }
      if (!action) return;
      const step = u.step;
      const send = () => {
        sent = { at: performance.now(), step };
        room.send("action", action);
      };
      if (think > 0) setTimeout(send, think * (0.5 + Math.random()));
      else send();
    });
  }
  for (let i = 0; i < n; i++) {
    const creator = await new Client(ws).create("italia", {
      seats: 3,
      rounds: 100,
      turnSeconds: 60,
      bot: level,
      name: `a${i}`,
    });
    const seats = [creator];
    for (let p = 1; p < people; p++) {
      seats.push(await new Client(ws).joinById(creator.roomId, { name: `p${p}` }));
    }
    for (const room of seats) script(room);
    rooms.push(creator);
    all.push(...seats);
  }
  for (const room of rooms) room.send("start", {});
  await new Promise((r) => setTimeout(r, 1000));
  measuring = true;
  const started = performance.now();
  const cpuBefore = cpuMs(proc.pid);
  const clientBefore = process.cpuUsage();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  measuring = false;
  const cpu = cpuMs(proc.pid) - cpuBefore;
  const client = process.cpuUsage(clientBefore);
  const elapsed = (performance.now() - started) / 1000;
  for (const room of all) room.leave().catch(() => {});
  proc.kill("SIGTERM");
  await new Promise((r) => proc.once("exit", r));
  rmSync(dir, { recursive: true, force: true });
  latencies.sort((a, b) => a - b);
  return {
    rooms: n,
    actionsPerSecond: Math.round(actions / elapsed),
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    cpuPerAction: cpu / Math.max(1, actions),
    refused,
    /** Share of one core the server (all its threads) and this client process used. */
    serverCore: cpu / 10 / elapsed,
    clientCore: (client.user + client.system) / 1e4 / elapsed,
  };
}

console.log(
  `online rooms: ${people} scripted people + ${3 - people} ${level} bots each, ${think} ms mean think time, ${seconds} s per size${serverArgs.length ? `, server ${serverArgs.join(" ")}` : ""}`,
);
let best = 0;
for (const n of sizes) {
  const r = await run(n);
  console.log(
    `rooms ${String(r.rooms).padStart(4)}  actions/s ${String(r.actionsPerSecond).padStart(6)}  p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  server CPU ${r.cpuPerAction.toFixed(2)} ms/action (${Math.round(r.serverCore)}% of a core; client ${Math.round(r.clientCore)}%)${r.refused ? `  refused ${r.refused}` : ""}`,
  );
  if (r.p99 < 50) best = n;
}
console.log(`largest N with p99 < 50 ms: ${best || "none of those tried"}`);
process.exit(0);
