/**
 * One measurement of the load benchmarks (`load.mjs`, `scale.mjs`): opens `rooms` rooms of three
 * seats spread round-robin over the servers at `urls` (each room created through one of them, its
 * people joining through the same), plays for `seconds` with scripted people, and returns rooms,
 * actions per second and the p50/p99 latency from an action sent to the first update that holds
 * it (see `load.mjs` for the script of a person).
 */
import { readFileSync } from "node:fs";
import { Client } from "colyseus.js";

/** A process's CPU time so far in ms (Linux `/proc`, 100 ticks a second), or NaN elsewhere. */
export function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

function quantile(sorted, q) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/**
 * Plays `rooms` rooms over the servers at `urls` (HTTP URLs) for `seconds` (after 1 s of warm-up)
 * with `people` scripted people a room (the other seats `level` bots), each thinking `think` ms on
 * average; `pids` are the servers' processes (for their CPU time; may be empty). Every client
 * leaves at the end.
 */
export async function measureLoad({ urls, rooms: n, seconds, people, think, level, pids = [] }) {
  const latencies = [];
  let measuring = false;
  let actions = 0;
  const rooms = [];
  const all = [];
  let refused = 0;
  /** A scripted person (see `load.mjs`). */
  function script(room) {
    let sent = null;
    let lastStep = -1;
    let attacks = 0;
    for (const type of ["welcome", "seats", "timedOut", "chat", "spectators", "shutdown"]) {
      room.onMessage(type, () => {});
    }
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
  const perServer = urls.map(() => 0);
  for (let i = 0; i < n; i++) {
    const at = i % urls.length;
    perServer[at]++;
    const ws = urls[at].replace(/^http/, "ws");
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
  const cpuBefore = pids.map(cpuMs);
  const clientBefore = process.cpuUsage();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  measuring = false;
  const cpu = pids.map((pid, i) => cpuMs(pid) - cpuBefore[i]).reduce((a, b) => a + b, 0);
  const client = process.cpuUsage(clientBefore);
  const elapsed = (performance.now() - started) / 1000;
  await Promise.all(all.map((room) => room.leave().catch(() => {})));
  latencies.sort((a, b) => a - b);
  return {
    rooms: n,
    servers: urls.length,
    perServer,
    actionsPerSecond: Math.round(actions / elapsed),
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    cpuPerAction: cpu / Math.max(1, actions),
    refused,
    /** Share of one core the servers (all their threads) and this client process used. */
    serverCore: cpu / 10 / elapsed,
    clientCore: (client.user + client.system) / 1e4 / elapsed,
  };
}

/** One line of a measurement. */
export function showLoad(r) {
  const spread = r.servers > 1 ? ` over ${r.servers} servers (${r.perServer.join("/")})` : "";
  return `rooms ${String(r.rooms).padStart(4)}${spread}  actions/s ${String(r.actionsPerSecond).padStart(6)}  p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  server CPU ${r.cpuPerAction.toFixed(2)} ms/action (${Math.round(r.serverCore)}% of a core; client ${Math.round(r.clientCore)}%)${r.refused ? `  refused ${r.refused}` : ""}`;
}
