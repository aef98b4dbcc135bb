/**
 * Draining on SIGTERM with a real process: exit 0, every action a client was shown is stored,
 * and a restarted server goes on with the game.
 */
import { fallbackAction } from "@italia/bot-sdk";
import type { LegalMove } from "@italia/engine";
import { describe, expect, it } from "vitest";
import { DRAINING_CLOSE_CODE } from "./health.js";
import {
  eventually,
  joinRoom,
  removeDir,
  type Seat,
  startedGame,
  startProcess,
  tempDir,
  type Update,
} from "./testing/harness.js";
import { dropDatabaseFor, readStoredRoom } from "./testing/test-store.js";

/** The highest step of an update `seat` was shown. */
const shown = (seat: Seat) =>
  Math.max(
    0,
    ...seat.received.filter((m) => m.type === "update").map((m) => (m.payload as Update).step),
  );

/** The first of `seats` shown a decision of its own (from message `from` on), with that update. */
const whoActs = (seats: readonly Seat[], from = 0) =>
  Promise.race(
    seats.map(async (seat) => ({
      seat,
      update: (
        await seat.next(
          (m) => m.type === "update" && (m.payload as Update).legal !== null,
          15_000,
          from,
        )
      ).payload as Update,
    })),
  );

describe("draining on SIGTERM", () => {
  it("mid-game: exits 0, every acknowledged action is stored, a restarted server goes on with the game", async () => {
    const dir = tempDir();
    const args = ["--web", "none", "--bot-threads", "0"];
    try {
      let server = await startProcess(dir, args);
      const { ada, bea, id } = await startedGame(server, true);
      // a person acts and the server is told to stop at once: the action is in flight
      const turn = await whoActs([ada, bea!]);
      turn.seat.room.send("action", fallbackAction(turn.update.legal as LegalMove[]));
      const told = ada.next((m) => m.type === "shutdown");
      expect(await server.stop()).toBe(0);
      expect((await told).payload).toEqual({ reconnect: true });
      // closed with the code the web app and the CLI reconnect after (not 4000: "left for good")
      await eventually(() => ada.left !== null && bea!.left !== null);
      expect([ada.left, bea!.left]).toEqual([DRAINING_CLOSE_CODE, DRAINING_CLOSE_CODE]);
      expect(server.logs.some((l) => l.includes('"event":"stopped"'))).toBe(true);
      const stored = (await readStoredRoom(dir, id))!;
      // what anyone was shown is stored
      expect(stored.actions.length).toBeGreaterThanOrEqual(Math.max(shown(ada), shown(bea!)));
      expect(stored.stage).toBe("playing");

      server = await startProcess(dir, args);
      try {
        const back = await joinRoom(server.ws, id, { credential: ada.welcome.credential });
        const again = await joinRoom(server.ws, id, { credential: bea!.welcome.credential });
        const first = (await back.next((m) => m.type === "update")).payload as Update;
        expect(first.step).toBeGreaterThanOrEqual(stored.actions.length);
        // the game goes on: whoever of the two is to act acts, and the step moves on
        const next = await Promise.race(
          [back, again].map(async (seat) => ({
            seat,
            update: (
              await seat.next((m) => m.type === "update" && (m.payload as Update).legal !== null)
            ).payload as Update,
          })),
        );
        next.seat.room.send("action", fallbackAction(next.update.legal as LegalMove[]));
        await next.seat.upcoming(
          (m) => m.type === "update" && (m.payload as Update).step > next.update.step,
        );
      } finally {
        await server.stop();
      }
    } finally {
      removeDir(dir);
      await dropDatabaseFor(dir);
    }
  });
});
