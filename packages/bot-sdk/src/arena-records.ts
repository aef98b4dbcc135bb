/**
 * The arena's game records: with `recordsDir`, every arena game is written as a full game record
 * in the platform's format (`game-record/1`) that `italia replay` checks (and,
 * for Italia, the web replay viewer opens). Node.js only.
 *
 * @module
 */
import { mkdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The file name of an arena game's record: `game-<index>.json`, the index zero-padded to the
 * width of the last one so the files sort in game order. The index is the one the arena report
 * uses (its `strikes[].game`, counting from 0).
 *
 * @example
 * ```ts
 * recordFileName(7, 200); // "game-007.json"
 * ```
 */
export function recordFileName(index: number, games: number): string {
  const width = String(Math.max(0, games - 1)).length;
  return `game-${String(index).padStart(width, "0")}.json`;
}

/**
 * Makes sure `dir` is a folder the records can be written to, creating it (and its parents) if
 * needed, before any game is played.
 *
 * @throws Error naming the problem (a file in the way, no permission)
 */
export function prepareRecordsDir(dir: string): void {
  mkdirSync(dir, { recursive: true });
  if (!statSync(dir).isDirectory()) throw new Error(`${dir} is not a folder`);
  const probe = join(dir, `.italia-probe-${process.pid}`);
  writeFileSync(probe, "");
  rmSync(probe, { force: true });
}

/**
 * Writes one game's record into `dir`, atomically (a temporary file renamed over the name), so a
 * run stopped half-way never leaves a half-written record. Returns the file's path.
 */
export function writeGameRecord(dir: string, index: number, games: number, record: object): string {
  const path = join(dir, recordFileName(index, games));
  const temporary = `${path}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, `${JSON.stringify(record)}\n`);
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  return path;
}
