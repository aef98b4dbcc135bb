/**
 * Issue #27 item 7: what the server writes (the rooms' seeds and credential hashes in `italia.db`,
 * its WAL and shared-memory files, the lock files) is for its own user only: the data folder is
 * 0700 and every file in it 0600, whatever the umask; a folder and files left looser by an older
 * server are tightened at start, with a warning.
 */
import { chmodSync, mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createRoom,
  removeDir,
  type ServerProcess,
  startProcess,
  tempDir,
} from "./testing/harness.js";

/** The permission bits of `path`, as `0700`. */
const mode = (path: string) => (statSync(path).mode & 0o777).toString(8).padStart(4, "0");

/** Starts the server with the umask 000 (the loosest: nothing is taken off the modes asked for). */
async function startLoose(dir: string): Promise<ServerProcess> {
  const before = process.umask(0);
  try {
    return await startProcess(dir, ["--web", "none"]);
  } finally {
    process.umask(before);
  }
}

/** Every file of `dir` with its mode. */
const modes = (dir: string) =>
  Object.fromEntries(readdirSync(dir).map((name) => [name, mode(join(dir, name))]));

describe("the data folder is private", () => {
  let parent: string;
  beforeAll(() => {
    parent = tempDir();
  });
  afterAll(() => removeDir(parent));

  it("a new data folder is 0700 and the db, its -wal and -shm and the lock files 0600 (umask 000)", async () => {
    const dir = join(parent, "fresh", "data");
    const server = await startLoose(dir);
    try {
      // a room written: the WAL and the shared-memory file exist
      const ada = await createRoom(server.ws, { seats: 3, rounds: 3, turnSeconds: 60 });
      expect(mode(dir)).toBe("0700");
      const files = modes(dir);
      for (const name of [
        "italia.db",
        "italia.db-wal",
        "italia.db-shm",
        "italia.lock",
        "italia.lock.pid",
      ]) {
        expect(files[name], name).toBe("0600");
      }
      expect(Object.values(files).every((m) => m === "0600")).toBe(true);
      await ada.room.leave();
    } finally {
      await server.stop();
    }
  });

  it("an existing folder 0755 with files 0644 is tightened at start, with a warning", async () => {
    const dir = join(parent, "loose");
    const first = await startLoose(dir);
    await createRoom(first.ws, { seats: 3, rounds: 3, turnSeconds: 60 });
    await first.stop();
    // as an older server left them
    chmodSync(dir, 0o755);
    for (const name of readdirSync(dir)) chmodSync(join(dir, name), 0o644);
    writeFileSync(join(dir, "italia.db-wal"), "", { flag: "a" });
    chmodSync(join(dir, "italia.db-wal"), 0o644);
    const second = await startLoose(dir);
    try {
      expect(mode(dir)).toBe("0700");
      expect(Object.entries(modes(dir)).filter(([, m]) => m !== "0600")).toEqual([]);
      const warning = second.logs.find((l) => l.includes('"data-folder-tightened"'));
      expect(warning).toMatch(/"level":"warn"/);
    } finally {
      await second.stop();
    }
  });

  it("a folder already private is left as it is, without a warning", async () => {
    const dir = join(parent, "private");
    mkdirSync(dir, { mode: 0o700 });
    chmodSync(dir, 0o700);
    const server = await startLoose(dir);
    try {
      expect(mode(dir)).toBe("0700");
      expect(server.logs.some((l) => l.includes('"data-folder-tightened"'))).toBe(false);
    } finally {
      await server.stop();
    }
  });
});
