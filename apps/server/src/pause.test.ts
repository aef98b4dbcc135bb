import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createRoom,
  eventually,
  joinRoom,
  removeDir,
  type ServerProcess,
  sleep,
  startProcess,
  tempDir,
  type Update,
} from "./testing/harness.js";
import { readStoredRoom } from "./testing/test-store.js";

describe("a started game nobody is connected to", () => {
  let dir: string;
  let server: ServerProcess;
  beforeAll(async () => {
    dir = tempDir();
    // a turn timer's second is 100 ms: a 15 s turn runs out in 1.5 s
    server = await startProcess(dir, ["--web", "none"], { ITALIA_SECOND_MS: "100" });
  });
  afterAll(async () => {
    await server.stop();
    removeDir(dir);
  });

  /** The room's stored action count and pause. */
  async function stored(
    room: string,
  ): Promise<{ actions: number; pausedAt: number | null; missed: number }> {
    const found = (await readStoredRoom(dir, room))!;
    const missed = found.seats.find((s) => s.seat === 0)!.missed;
    return { actions: found.actions.length, pausedAt: found.pausedAt ?? null, missed };
  }

  it("a game of bots a person watches plays on; once nobody is connected its action count stops growing and no seat is struck; a reconnect plays it again", async () => {
    // 15 s turns (1.5 s here): Ada misses three and a bot plays her seat, so every seat is a bot's
    const ada = await createRoom(server.ws, {
      seats: 3,
      minutes: 240,
      turnSeconds: 15,
      bot: "random",
    });
    const id = ada.welcome.room;
    ada.room.send("start", {});
    await ada.next((m) => m.type === "timedOut" && (m.payload as { away: boolean }).away, 60_000);
    // Ada watches a game of bots only: it goes on
    const watched = (await stored(id)).actions;
    await eventually(async () => (await await stored(id)).actions > watched + 10);
    expect((await stored(id)).actions).toBeGreaterThan(watched + 10);
    // nobody is connected any more: paused, after the bot decision in progress at most
    await ada.room.leave();
    await eventually(() => server.logs.some((l) => l.includes('"room-paused"') && l.includes(id)));
    expect((await stored(id)).pausedAt).not.toBeNull();
    await sleep(500);
    const paused = await stored(id);
    // 3 s: two of the 1.5 s turns, a few hundred bot actions before the pause
    await sleep(3_000);
    expect(await stored(id)).toEqual(paused);
    // Ada is back (joining hands her seat back): the game is played again
    const back = await joinRoom(server.ws, id, { credential: ada.welcome.credential });
    expect((await stored(id)).pausedAt).toBeNull();
    await eventually(async () => (await await stored(id)).actions > paused.actions);
    expect((await stored(id)).actions).toBeGreaterThan(paused.actions);
    await back.room.leave();
  });

  it("R13.3: a person who leaves during their turn finds it, not struck, with what was left of it (at least 10 s) after however long the game waited", async () => {
    const ada = await createRoom(server.ws, {
      seats: 3,
      rounds: 10,
      turnSeconds: 600, // 60 s here
      bot: "greedy",
    });
    const id = ada.welcome.room;
    ada.room.send("start", {});
    const mine = (
      await ada.next((m) => m.type === "update" && (m.payload as Update).legal !== null)
    ).payload as Update;
    await ada.room.leave();
    await eventually(async () => (await await stored(id)).pausedAt !== null);
    const paused = await stored(id);
    await sleep(2_000);
    const back = await joinRoom(server.ws, id, { credential: ada.welcome.credential });
    const update = (await back.next((m) => m.type === "update")).payload as Update;
    expect(update.step).toBe(mine.step);
    expect(update.legal).not.toBeNull();
    expect(await stored(id)).toMatchObject({ actions: paused.actions, missed: 0, pausedAt: null });
    // the 2 s paused were not counted against her turn
    expect(update.turn!.deadline!).toBeGreaterThanOrEqual(mine.turn!.deadline! + 2_000);
    expect(update.turn!.deadline! - Date.now()).toBeLessThanOrEqual(60_000);
    await back.room.leave();
  });

  it("a join that wakes a paused game sends one update of the game, not two with the same step", async () => {
    const ada = await createRoom(server.ws, {
      seats: 3,
      rounds: 10,
      turnSeconds: 60,
      bot: "greedy",
    });
    const id = ada.welcome.room;
    ada.room.send("start", {});
    await ada.next((m) => m.type === "update" && (m.payload as Update).legal !== null);
    await ada.room.leave();
    await eventually(async () => (await await stored(id)).pausedAt !== null);
    const back = await joinRoom(server.ws, id, { credential: ada.welcome.credential });
    await back.next((m) => m.type === "update");
    // everything the server sent before a reply to a later message has arrived (the game waits
    // for Ada, so it sends nothing more by itself)
    const mark = back.received.length;
    back.room.send("no-such-message", {});
    await back.next((m) => m.type === "refused", 15_000, mark);
    const steps = back.received
      .filter((m) => m.type === "update")
      .map((m) => (m.payload as Update).step);
    expect(steps).toHaveLength(1);
    await back.room.leave();
  });
});
