/**
 * Files the commands write (game records, arena reports): a check that a path can be written,
 * made before any work is done, and atomic writes (a temporary file beside the target, then a
 * rename), so a file is never left half written.
 */
import { renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";

/** Why a file operation failed, in a few words (`permission denied`, …). */
export function fileErrorText(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  switch (code) {
    case "ENOENT":
      return "no such file or folder";
    case "EACCES":
    case "EPERM":
      return "permission denied";
    case "EROFS":
      return "the file system is read-only";
    case "EISDIR":
      return "it is a folder";
    case "ENOTDIR":
      return "a part of the path is not a folder";
    case "ENOSPC":
      return "no space left on the device";
    default:
      return error instanceof Error ? error.message : String(error);
  }
}

function temporaryBeside(path: string): string {
  return join(dirname(resolve(path)), `.${basename(path)}.${process.pid}.tmp`);
}

/**
 * Why `path` cannot be written, or `null` if it can: its folder must exist and take a new file
 * (tried by creating and removing a temporary file there), and the path must not be a folder.
 * Nothing is left behind.
 */
export function outputProblem(path: string): string | null {
  const folder = dirname(resolve(path));
  try {
    if (!statSync(folder).isDirectory()) return `${folder} is not a folder`;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "ENOENT"
      ? `the folder ${folder} does not exist`
      : `${folder}: ${fileErrorText(e)}`;
  }
  try {
    if (statSync(path).isDirectory()) return `${path} is a folder`;
  } catch {
    // No such file yet: it will be created.
  }
  const probe = temporaryBeside(path);
  try {
    writeFileSync(probe, "", { flag: "wx" });
  } catch (e) {
    return `cannot create a file in ${folder}: ${fileErrorText(e)}`;
  }
  rmSync(probe, { force: true });
  return null;
}

/**
 * Writes `text` to `path` atomically: to a temporary file in the same folder, then renamed over
 * `path`. A reader (or a crash) sees the old file or the new one, never a mix.
 *
 * @throws the file system's error if the file cannot be written (the temporary file is removed)
 */
export function writeFileAtomically(path: string, text: string): void {
  const temporary = temporaryBeside(path);
  try {
    writeFileSync(temporary, text);
    renameSync(temporary, path);
  } catch (e) {
    rmSync(temporary, { force: true });
    throw e;
  }
}
