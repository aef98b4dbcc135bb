#!/usr/bin/env node
/**
 * Fair shares of the bots' thinking under abuse (`pnpm bench`, not a test). Starts the real
 * server (behind a pretend proxy, so that clients can have addresses of their own), and measures
 * the bot decisions of one ordinary room — a scripted person and two strong bots, from one
 * address — first alone, then while another address opens as many rooms with strong bots as it
 * may (`--abuse-rooms`, 19 by default), hands every seat to the bots and leaves them playing as
 * fast as the server lets them.
 *
 * A bot decision's latency is the time from the update in which a bot of the ordinary room is to
 * act to the next update (its step), as its person sees it: waiting for a thread, thinking, and
 * the server's own work. The goal (security issue, round two, item 4): the p99 under abuse stays
 * under twice the p99 alone. Each configuration runs once with the server's limits as they are
 * (`--strong-rooms 3`: most abuse rooms are refused) and once with no such limit (all of them
 * play: the fair order of the decisions alone holds the line).
 *
 *   node bench/bot-fairness.mjs [--decisions 200] [--abuse-rooms 19] [--think 1500]
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "colyseus.js";
import { arg, startServer as start } from "./server-process.mjs";

/** Bot decisions of the ordinary room measured in each phase. */
const decisions = Number(arg("--decisions", "200"));
/** Rooms the abusive address tries to open. */
const abuseRooms = Number(arg("--abuse-rooms", "19"));
/** Mean milliseconds the ordinary room's person takes for each of its actions. */
const think = Number(arg("--think", "1500"));
const VICTIM = "198.51.100.2";
/** Decisions of the ordinary room before the measure. */
const WARM_UP = 40;
const ABUSER = "203.0.113.1";

/** The server behind a pretend proxy (clients name their address), with no create limits. */
async function startServer(dataDir, extra) {
  const { proc, url } = await start(dataDir, [
    ...["--trust-proxy", "1", "--create-limit", "off", "--max-connections", "0"],
    ...extra,
  ]);
  return { proc, url: url.replace(/^http/, "ws") };
}

function quantile(sorted, q) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

const ignore = (room) => {
  for (const type of ["welcome", "seats", "timedOut", "chat", "spectators", "rematch", "refused"]) {
    room.onMessage(type, () => {});
  }
};

/**
 * The ordinary room: its person places all armies at once and ends each turn, `think` ms per
 * action on average; every gap from an update with a bot to act to the next update is recorded
 * while `gaps.on`. A game that ends is replaced by a new one.
 */
async function ordinaryRoom(ws, gaps) {
  const client = new Client(ws, { headers: { "x-forwarded-for": VICTIM } });
  let room = null;
  let stopped = false;
  const open = async () => {
    room = await client.create("italia", {
      seats: 3,
      rounds: 100,
      turnSeconds: 600,
      bot: "strong",
      name: "Ada",
    });
    ignore(room);
    let botSince = null;
    let lastStep = -1;
    room.onMessage("update", (u) => {
      const now = performance.now();
      if (botSince !== null && u.step > lastStep && gaps.on) gaps.list.push(now - botSince);
      lastStep = Math.max(lastStep, u.step);
      if (u.result) {
        botSince = null;
        room.leave().catch(() => {});
        if (!stopped) open();
        return;
      }
      botSince = u.turn && u.turn.seat !== 0 ? now : null;
      if (!u.legal) return;
      const end = u.legal.find((m) => m.type === "endTurn");
      const place = u.legal.find((m) => m.type === "place");
      const occupy = u.legal.find((m) => m.type === "occupy");
      let action = null;
      if (place) action = { type: "place", seat: 0, region: place.region, count: place.max };
      else if (occupy) action = { type: "occupy", seat: 0, count: occupy.min };
      else if (end) action = { type: "endTurn", seat: 0 };
      if (!action) return;
      const step = u.step;
      setTimeout(
        () => {
          if (!stopped && lastStep === step) room.send("action", action);
        },
        think * (0.5 + Math.random()),
      );
    });
    room.send("start", {});
  };
  await open();
  return () => {
    stopped = true;
    room?.leave().catch(() => {});
  };
}

/**
 * The abuse: `n` rooms of four seats with strong bots from one address, each started and its
 * person's seat handed to the bots at once. Returns how many were opened and refused, a counter
 * of the abusive rooms' steps, and a stop function. A finished game is replaced while the server
 * allows it.
 */
async function abuse(ws, n) {
  const client = new Client(ws, { headers: { "x-forwarded-for": ABUSER } });
  const rooms = [];
  const tally = { opened: 0, refused: 0, steps: 0, reason: "" };
  let stopped = false;
  const open = async () => {
    let room;
    try {
      room = await client.create("italia", {
        seats: 4,
        minutes: 240,
        turnSeconds: 15,
        bot: "strong",
        name: "Mallory",
      });
    } catch (e) {
      tally.refused++;
      tally.reason = String(e.message ?? e).slice(0, 120);
      return;
    }
    tally.opened++;
    rooms.push(room);
    ignore(room);
    let handed = false;
    room.onMessage("update", (u) => {
      tally.steps++;
      if (!handed && u.step >= 0) {
        handed = true;
        room.send("toBot", {});
      }
      if (u.result) {
        room.leave().catch(() => {});
        if (!stopped) open();
      }
    });
    room.send("start", {});
  };
  for (let i = 0; i < n; i++) await open();
  return {
    tally,
    stop: () => {
      stopped = true;
      for (const r of rooms) r.leave().catch(() => {});
    },
  };
}

async function until(check) {
  while (!check()) await new Promise((r) => setTimeout(r, 100));
}

async function run(extra) {
  const dir = mkdtempSync(join(tmpdir(), "italia-fairness-"));
  const { proc, url } = await startServer(dir, extra);
  try {
    const gaps = { on: true, list: [] };
    const stopOrdinary = await ordinaryRoom(url, gaps);
    // the first decisions warm the server and its bots up (compiling): not counted
    await until(() => gaps.list.length >= WARM_UP);
    gaps.list.length = 0;
    await until(() => gaps.list.length >= decisions);
    const idle = gaps.list.splice(0).sort((a, b) => a - b);
    gaps.on = false;
    const started = performance.now();
    const { tally, stop } = await abuse(url, abuseRooms);
    // the abuse runs a few seconds before the measure starts (bursts of its fresh rooms included)
    await new Promise((r) => setTimeout(r, 3000));
    const stepsBefore = tally.steps;
    const measureFrom = performance.now();
    gaps.on = true;
    await until(() => gaps.list.length >= decisions);
    const abused = gaps.list.splice(0).sort((a, b) => a - b);
    const abuseRate = (tally.steps - stepsBefore) / ((performance.now() - measureFrom) / 1000);
    stop();
    stopOrdinary();
    return { idle, abused, tally, abuseRate, seconds: (performance.now() - started) / 1000 };
  } finally {
    proc.kill("SIGTERM");
    await new Promise((r) => proc.once("exit", r));
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log(
  `bot fairness: one room (a person thinking ${think} ms, two strong bots), ${decisions} of its bot decisions alone and under abuse by ${abuseRooms} rooms of strong bots from one other address`,
);
for (const [label, extra] of [
  ["limits as they are (--strong-rooms 3)", []],
  ["no strong-rooms limit (--strong-rooms 0)", ["--strong-rooms", "0"]],
]) {
  const r = await run(extra);
  const p = (xs, q) => quantile(xs, q).toFixed(1).padStart(7);
  const ratio = quantile(r.abused, 0.99) / quantile(r.idle, 0.99);
  console.log(`${label}:`);
  console.log(`  alone        p50 ${p(r.idle, 0.5)} ms  p99 ${p(r.idle, 0.99)} ms`);
  console.log(
    `  under abuse  p50 ${p(r.abused, 0.5)} ms  p99 ${p(r.abused, 0.99)} ms  (p99 ${ratio.toFixed(2)}× alone; goal < 2×)`,
  );
  console.log(
    `  abuse: ${r.tally.opened} rooms opened, ${r.tally.refused} refused${r.tally.reason ? ` ("${r.tally.reason}")` : ""}, ${Math.round(r.abuseRate)} steps/s in its rooms`,
  );
}
process.exit(0);
