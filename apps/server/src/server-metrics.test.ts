/**
 * The server's metrics: the store's operations timed and their failures counted, and on a real
 * server process, values that move when a real game is played; who may read them.
 */
import { fallbackAction } from "@italia/bot-sdk";
import type { LegalMove } from "@italia/engine";
import { describe, expect, it } from "vitest";
import { ServerMetrics } from "./server-metrics.js";
import type { RoomStore } from "./store.js";
import {
  removeDir,
  serverForSuite,
  startedGame,
  startProcess,
  tempDir,
  type Update,
} from "./testing/harness.js";
import { dropDatabaseFor } from "./testing/test-store.js";

/** The value of sample `name{labels}` in an exposition `text`, or `null` if absent. */
function sample(text: string, name: string, labels = ""): number | null {
  const line = text.split("\n").find((l) => l.startsWith(`${name}${labels} `));
  return line === undefined ? null : Number(line.slice(line.lastIndexOf(" ") + 1));
}

describe("ServerMetrics.measureStore", () => {
  it("times each operation and counts its failures, passing answers and errors through", async () => {
    const metrics = new ServerMetrics({ rooms: () => [], draining: () => false });
    let clock = 0;
    const store = {
      kind: "sqlite",
      hasRoom: async (id: string) => {
        clock += 4; // 4 ms
        return id === "yes";
      },
      getRoom: async () => {
        clock += 30;
        throw new Error("database gone");
      },
    } as unknown as RoomStore;
    const measured = metrics.measureStore(store, () => clock);
    expect(measured.kind).toBe("sqlite");
    expect(await measured.hasRoom("yes")).toBe(true);
    expect(await measured.hasRoom("no")).toBe(false);
    await expect(measured.getRoom("x")).rejects.toThrow("database gone");
    const text = metrics.render();
    expect(sample(text, "italia_store_seconds_count", '{operation="hasRoom"}')).toBe(2);
    expect(sample(text, "italia_store_seconds_sum", '{operation="hasRoom"}')).toBeCloseTo(0.008);
    expect(sample(text, "italia_store_seconds_bucket", '{le="0.005",operation="hasRoom"}')).toBe(2);
    expect(sample(text, "italia_store_seconds_bucket", '{le="0.025",operation="getRoom"}')).toBe(0);
    expect(sample(text, "italia_store_failures_total", '{operation="getRoom"}')).toBe(1);
    expect(sample(text, "italia_store_failures_total", '{operation="hasRoom"}')).toBeNull();
  });

  it("counts takeovers through its hook and rooms by game and stage", () => {
    const metrics = new ServerMetrics({
      rooms: () => [
        { game: "italia", stage: "playing", connected: 2, spectators: 1 },
        { game: "italia", stage: "playing", connected: 1, spectators: 0 },
        { game: "radetzky", stage: "paused", connected: 0, spectators: 3 },
      ],
      draining: () => true,
    });
    metrics.takeover();
    metrics.takeover();
    const text = metrics.render();
    expect(sample(text, "italia_takeovers_total")).toBe(2);
    expect(sample(text, "italia_rooms", '{game="italia",stage="playing"}')).toBe(2);
    expect(sample(text, "italia_rooms", '{game="radetzky",stage="paused"}')).toBe(1);
    expect(sample(text, "italia_seats_connected")).toBe(3);
    expect(sample(text, "italia_spectators")).toBe(4);
    expect(sample(text, "italia_draining")).toBe(1);
  });
});

describe("GET /metrics on a real server", () => {
  const running = serverForSuite(["--web", "none", "--bot-threads", "0"]);
  const scrape = async () => {
    const server = running();
    const res = await fetch(`${server.url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text();
  };

  it("moves when a game is played: rooms, seats, actions, action-to-update latency, store latency", async () => {
    const server = running();
    const before = await scrape();
    expect(sample(before, "italia_actions_total", '{game="italia"}')).toBeNull();
    expect(sample(before, "italia_seats_connected")).toBe(0);
    const { ada, mine } = await startedGame(server);
    ada.room.send("action", fallbackAction(mine.legal as LegalMove[]));
    await ada.next((m) => m.type === "update" && (m.payload as Update).step > mine.step);
    const after = await scrape();
    expect(sample(after, "italia_actions_total", '{game="italia"}')).toBe(1);
    expect(sample(after, "italia_action_update_seconds_count", '{game="italia"}')).toBe(1);
    expect(sample(after, "italia_rooms", '{game="italia",stage="playing"}')).toBe(1);
    expect(sample(after, "italia_seats_connected")).toBe(1);
    expect(sample(after, "italia_spectators")).toBe(0);
    expect(
      sample(after, "italia_store_seconds_count", '{operation="appendActions"}'),
    ).toBeGreaterThan(0);
    expect(sample(after, "italia_store_seconds_count", '{operation="createRoom"}')).toBe(1);
    expect(sample(after, "italia_takeovers_total")).toBe(0);
    // nothing of a room in it: no id, no seed
    expect(after).not.toContain(ada.welcome.room);
    await ada.room.leave();
  });

  it("refuses a request that came through a proxy (403) and a POST (405)", async () => {
    const server = running();
    const proxied = await fetch(`${server.url}/metrics`, {
      headers: { "x-forwarded-for": "203.0.113.9" },
    });
    expect(proxied.status).toBe(403);
    expect(await proxied.json()).toMatchObject({ code: "NO_METRICS" });
    expect((await fetch(`${server.url}/metrics`, { method: "POST" })).status).toBe(405);
  });
});

describe("GET /metrics with --metrics-token", () => {
  it("asks for the token (401), and answers with it", async () => {
    const dir = tempDir();
    const token = "metrics-token-for-the-test";
    const server = await startProcess(dir, ["--web", "none", "--bot-threads", "0"], {
      ITALIA_METRICS_TOKEN: token,
    });
    try {
      const without = await fetch(`${server.url}/metrics`);
      expect(without.status).toBe(401);
      expect(without.headers.get("www-authenticate")).toBe("Bearer");
      const withToken = await fetch(`${server.url}/metrics`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(withToken.status).toBe(200);
      expect(sample(await withToken.text(), "italia_draining")).toBe(0);
    } finally {
      await server.stop();
      removeDir(dir);
      await dropDatabaseFor(dir);
    }
  });
});
