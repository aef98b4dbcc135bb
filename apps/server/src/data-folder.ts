/**
 * The data folder is private: it holds live games' seeds and the seats' credential hashes, so
 * the folder is `0700` and every file the server writes in it `0600`, whatever the umask. A
 * folder or files left looser (by an older server, a copy, a restore) are tightened at start.
 *
 * SQLite gives a database's `-wal`, `-shm` and `-journal` files the mode of the database file, so
 * a database file created (or tightened) `0600` before SQLite opens it keeps them `0600` too.
 *
 * @module
 */
import { chmodSync, closeSync, mkdirSync, openSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** The mode of the data folder: its owner only. */
export const FOLDER_MODE = 0o700;
/** The mode of every file in the data folder: its owner only, read and write. */
export const FILE_MODE = 0o600;

/** What {@link privateDataFolder} had to tighten. */
export interface Tightened {
  /** The folder's mode before, as `0755`, if it was looser than {@link FOLDER_MODE}. */
  readonly folder: string | null;
  /** The files of the folder whose mode was looser than {@link FILE_MODE}. */
  readonly files: readonly string[];
}

/** `mode` as four octal digits (`0755`). */
const octal = (mode: number) => (mode & 0o777).toString(8).padStart(4, "0");

/**
 * Creates `dir` (and its missing parents) `0700` if it does not exist, and sets the folder to
 * `0700` and each regular file in it to `0600`. Returns what was looser before, for a warning.
 * Throws if the folder cannot be created or its modes cannot be set (say, another user owns it).
 *
 * @example
 * ```ts
 * const tightened = privateDataFolder("./data");
 * if (tightened.folder || tightened.files.length > 0) log("warn", "data-folder-tightened", { ... });
 * ```
 */
export function privateDataFolder(dir: string): Tightened {
  mkdirSync(dir, { recursive: true, mode: FOLDER_MODE });
  const before = statSync(dir).mode & 0o777;
  if (before !== FOLDER_MODE) chmodSync(dir, FOLDER_MODE);
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(dir, entry.name);
    const mode = statSync(path).mode & 0o777;
    if (mode === FILE_MODE) continue;
    chmodSync(path, FILE_MODE);
    // a file stricter than 0600 (say 0400) is set to 0600 too: the server must write it, but
    // only a looser one was readable by others
    if ((mode & ~FILE_MODE) !== 0) files.push(entry.name);
  }
  return { folder: (before & ~FOLDER_MODE) !== 0 ? octal(before) : null, files };
}

/**
 * Creates the file `path` `0600` if it does not exist, or sets it to `0600`, so that SQLite,
 * opening it next, creates its companion files (`-wal`, `-shm`, `-journal`) `0600` too.
 */
export function privateFile(path: string): void {
  closeSync(openSync(path, "a", FILE_MODE));
  // the umask may have taken bits off the mode, never added any; set it exactly
  chmodSync(path, FILE_MODE);
}
