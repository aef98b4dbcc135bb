/**
 * One server per data folder: {@link lockDataFolder} takes the folder for this process, so a
 * second server started on it refuses to start instead of loading the same rooms and writing the
 * same games.
 *
 * The lock is an exclusive SQLite lock (an open `BEGIN EXCLUSIVE` transaction) on the file
 * `italia.lock` in the folder: the operating system releases it when the process exits, whatever
 * the way — a stop, a crash, `kill -9` — so a crashed server never blocks the next start, and no
 * stale lock file has to be guessed about (unlike a pid file, whose pid may have been reused).
 * Holders within one process are told apart too (SQLite tracks its locks per file). The lock
 * works on local file systems; on a network file system, keep to one server per folder yourself.
 *
 * @module
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { privateFile } from "./data-folder.js";

/** The lock file in the data folder (an SQLite database holding nothing). */
export const LOCK_FILE = "italia.lock";
/** The file the holder writes its process id into, for the message of the next one refused. */
const PID_FILE = "italia.lock.pid";

/** The data folder is in use by another server (or another holder in this process). */
export class DataFolderInUseError extends Error {
  override name = "DataFolderInUseError";
}

/** A data folder held by this process. */
export interface DataLock {
  /** Releases the folder (once; later calls do nothing). */
  release(): void;
}

/**
 * Takes `dir` (an existing folder) for this process, or throws {@link DataFolderInUseError},
 * naming the folder (and the holder's process id when it is known), if another server holds it.
 *
 * @example
 * ```ts
 * const lock = lockDataFolder("./data"); // throws if another server uses ./data
 * // … serve …
 * lock.release(); // or just exit: the operating system releases it
 * ```
 */
export function lockDataFolder(dir: string): DataLock {
  // 0600, like everything in the data folder (see privateDataFolder)
  privateFile(join(dir, LOCK_FILE));
  // no busy wait: a folder in use is refused at once
  const db = new Database(join(dir, LOCK_FILE), { timeout: 0 });
  try {
    db.exec("BEGIN EXCLUSIVE");
  } catch (e) {
    db.close();
    if ((e as { code?: unknown }).code !== "SQLITE_BUSY") throw e;
    let holder = "";
    try {
      const pid = readFileSync(join(dir, PID_FILE), "utf8").trim();
      if (/^\d{1,10}$/.test(pid)) holder = ` (process ${pid})`;
    } catch {
      // no pid written yet: the message names the folder only
    }
    throw new DataFolderInUseError(
      `the data folder ${dir} is already used by another Italia server${holder}: stop it, or give this one another folder (--data DIR)`,
    );
  }
  try {
    privateFile(join(dir, PID_FILE));
    writeFileSync(join(dir, PID_FILE), `${process.pid}\n`);
  } catch {
    // informative only
  }
  let held = true;
  return {
    release() {
      if (!held) return;
      held = false;
      db.close(); // rolls the empty transaction back: the lock goes with it
    },
  };
}
