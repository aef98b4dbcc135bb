/**
 * #24 bug 8: one server per data folder. A second server started on a folder another one is using
 * refuses to start, naming the folder; the folder is free again once the first server has exited,
 * also when it was killed (a crash leaves no lock behind).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DataFolderInUseError, lockDataFolder } from "./data-lock.js";
import {
  createRoom,
  removeDir,
  roomsInMemory,
  type ServerProcess,
  startProcess,
  tempDir,
} from "./testing/harness.js";

describe("one server per data folder", () => {
  let dir: string;
  beforeAll(() => {
    dir = tempDir();
  });
  afterAll(() => removeDir(dir));

  it("a second server on the same folder refuses to start, naming it; the first keeps serving", async () => {
    const first = await startProcess(dir, ["--web", "none"]);
    let second: ServerProcess | null = null;
    try {
      const ada = await createRoom(first.ws, { seats: 3, rounds: 3, turnSeconds: 60 });
      const refused = startProcess(dir, ["--web", "none"]).then(
        (started) => {
          second = started;
          return "started";
        },
        (e: unknown) => String(e),
      );
      const why = await refused;
      expect(why).toMatch(/server exited with 1/);
      expect(why).toContain(dir);
      expect(why).toMatch(/already used by another Italia server/);
      // the first one still serves its room
      expect(await roomsInMemory(first)).toBe(1);
      await ada.room.leave();
    } finally {
      await (second as ServerProcess | null)?.kill9();
      await first.stop();
    }
  });

  it("the folder is free once its server has stopped, or was killed (no stale lock)", async () => {
    const first = await startProcess(dir, ["--web", "none"]);
    expect(await first.stop()).toBe(0);
    const second = await startProcess(dir, ["--web", "none"]);
    await second.kill9(); // a crash: the lock goes with the process
    const third = await startProcess(dir, ["--web", "none"]);
    expect(await third.stop()).toBe(0);
  });

  it("in one process: a folder is locked once until released", () => {
    const lock = lockDataFolder(dir);
    expect(() => lockDataFolder(dir)).toThrow(DataFolderInUseError);
    expect(() => lockDataFolder(dir)).toThrow(dir);
    lock.release();
    lock.release(); // twice is harmless
    lockDataFolder(dir).release();
  });
});
