/**
 * A store that cannot read (a lost database): the HTTP routes that read it answer 503
 * `STORE_FAILED` with a body saying so and `Retry-After`, the process goes on and counts the
 * failures in its metrics, and every route answers again once the store is back.
 */
import { Client } from "colyseus.js";
import { describe, expect, it } from "vitest";
import { createRoom, serverForSuite } from "./testing/harness.js";
import { takeRoomsDown } from "./testing/test-store.js";

describe("HTTP routes while the store cannot read", () => {
  const running = serverForSuite(["--web", "none", "--bot-threads", "0"]);

  it("answers 503 STORE_FAILED with Retry-After on /api routes, /healthz and joins; all answer again once it is back", async () => {
    const server = running();
    const ada = await createRoom(server.ws, {
      seats: 3,
      rounds: 3,
      turnSeconds: 60,
      bot: "greedy",
    });
    const id = ada.welcome.room;
    const credential = ada.welcome.credential!;
    const requests: [string, RequestInit][] = [
      [`/api/rooms/${id}`, {}],
      [`/api/rooms/${id}/seat`, { method: "POST", body: JSON.stringify({ credential }) }],
      ["/healthz", {}],
    ];
    await takeRoomsDown(server.dataDir, true);
    try {
      for (const [path, init] of requests) {
        const res = await fetch(`${server.url}${path}`, init);
        expect(res.status, path).toBe(503);
        expect(res.headers.get("retry-after"), path).toBe("1");
        expect(await res.json(), path).toEqual({
          code: "STORE_FAILED",
          rule: null,
          message: "the server could not read its rooms: try again in a moment",
        });
      }
      // a join of a room not in memory asks the store about it first
      await expect(
        new Client(server.ws).joinById("notInMemory00", { name: "Bea" }),
      ).rejects.toThrow(/could not read its rooms/);
      expect(server.proc.exitCode).toBeNull();
      // and the metrics count the failed reads
      const metrics = await (await fetch(`${server.url}/metrics`)).text();
      const failed = /^italia_store_failures_total\{operation="getRoomHead"\} (\d+)$/m.exec(
        metrics,
      );
      expect(Number(failed?.[1])).toBeGreaterThanOrEqual(2);
    } finally {
      await takeRoomsDown(server.dataDir, false);
    }
    for (const [path, init] of requests) {
      expect((await fetch(`${server.url}${path}`, init)).status, path).toBe(200);
    }
    await ada.room.leave();
  });
});
