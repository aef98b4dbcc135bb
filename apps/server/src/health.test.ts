/**
 * Liveness and readiness: `GET /health/live` answers while the event loop does;
 * `GET /health/ready` only once started, while not draining and while the store answers.
 */
import { describe, expect, it } from "vitest";
import { checkWithin, Readiness, type ReadyState } from "./health.js";
import { createRoom, eventually, serverForSuite } from "./testing/harness.js";
import { takeRoomsDown } from "./testing/test-store.js";

const never = () => new Promise<never>(() => {});

describe("Readiness", () => {
  it("is not ready before it started, ready once started with its checks answering", async () => {
    const readiness = new Readiness(10_000);
    readiness.addCheck("store", async () => true);
    expect(await readiness.state()).toMatchObject({
      ready: false,
      started: false,
      checks: { store: "ok" },
    });
    readiness.markStarted();
    expect(await readiness.state()).toEqual({
      ready: true,
      started: true,
      draining: false,
      checks: { store: "ok" },
      reasons: [],
    });
  });

  it("says which check failed, without the check's own error (it may name a host)", async () => {
    const readiness = new Readiness(10_000);
    readiness.addCheck("store", async () => {
      throw new Error("connect ECONNREFUSED db.internal:5432 password=x");
    });
    readiness.markStarted();
    const state = await readiness.state();
    expect(state).toMatchObject({ ready: false, checks: { store: "failed" } });
    expect(state.reasons).toEqual(["store: failed"]);
    expect(JSON.stringify(state)).not.toMatch(/db\.internal|password/);
  });

  it("counts a check that does not answer within the bound as a timeout, and is never ready while draining", async () => {
    const readiness = new Readiness(20);
    readiness.addCheck("redis", never);
    readiness.markStarted();
    expect(await readiness.state()).toMatchObject({ ready: false, checks: { redis: "timeout" } });
    const draining = new Readiness(10_000);
    draining.markStarted();
    draining.markDraining();
    expect(await draining.state()).toMatchObject({ ready: false, draining: true });
  });

  it("shares a check in progress between probes at once (a stalled store is asked once)", async () => {
    let asked = 0;
    let answer = () => {};
    const readiness = new Readiness(10_000);
    readiness.addCheck("store", () => {
      asked += 1;
      return new Promise<void>((resolve) => {
        answer = resolve;
      });
    });
    readiness.markStarted();
    const both = Promise.all([readiness.state(), readiness.state()]);
    await eventually(() => asked > 0, 5000);
    answer();
    const [a, b] = await both;
    expect([a.ready, b.ready, asked]).toEqual([true, true, 1]);
  });

  it("checkWithin: ok, failed, timeout", async () => {
    expect(await checkWithin(async () => 1, 10_000)).toBe("ok");
    expect(await checkWithin(() => Promise.reject(new Error("no")), 10_000)).toBe("failed");
    expect(
      await checkWithin(() => {
        throw new Error("sync");
      }, 10_000),
    ).toBe("failed");
    expect(await checkWithin(never, 20)).toBe("timeout");
  });
});

describe("GET /health/live and /health/ready on a real server", () => {
  const running = serverForSuite(["--web", "none", "--bot-threads", "0"]);

  const ready = async () => {
    const server = running();
    const res = await fetch(`${server.url}/health/ready`);
    return { status: res.status, body: (await res.json()) as ReadyState };
  };

  it("is live and ready; the body names no room", async () => {
    const server = running();
    const ada = await createRoom(server.ws, {
      seats: 3,
      rounds: 3,
      turnSeconds: 60,
      bot: "greedy",
    });
    const live = await fetch(`${server.url}/health/live`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ live: true });
    const { status, body } = await ready();
    expect(status).toBe(200);
    expect(body).toEqual({
      ready: true,
      started: true,
      draining: false,
      checks: { store: "ok" },
      reasons: [],
    });
    expect(JSON.stringify(body)).not.toContain(ada.welcome.room);
    expect((await fetch(`${server.url}/health/ready`, { method: "POST" })).status).toBe(405);
    await ada.room.leave();
  });

  it("is not ready while its store cannot read (still live), and ready again once it can", async () => {
    const server = running();
    await takeRoomsDown(server.dataDir, true);
    try {
      const down = await ready();
      expect(down.status).toBe(503);
      expect(down.body).toMatchObject({ ready: false, checks: { store: "failed" } });
      expect(down.body.reasons).toEqual(["store: failed"]);
      expect((await fetch(`${server.url}/health/live`)).status).toBe(200);
    } finally {
      await takeRoomsDown(server.dataDir, false);
    }
    const { status } = await ready();
    expect(status).toBe(200);
  });
});
