/**
 * The one reader of files from outside — a game record, conformance vectors, a position, a
 * ratings file, a seat credential — that trusts nothing about the file: it is opened without
 * blocking (a FIFO cannot hang the reader), checked to be a regular file (not a folder, FIFO,
 * socket or device such as `/dev/zero`) and no larger than a bound before a byte is read, and
 * read up to that bound at most. Every refusal is a result with a clear reason, never an
 * exception. Every file the `italia` and `italia-bots` commands read goes through it. Node.js
 * only.
 *
 * @module
 */
import { closeSync, constants, fstatSync, openSync, readSync } from "node:fs";
import { quote } from "./text.js";

/** Why a file was refused by {@link readInputFile}. */
export type InputFileProblem = "missing" | "not-a-file" | "too-large" | "unreadable";

/** The outcome of {@link readInputFile}: the file's text, or why it was refused. */
export type InputFileResult =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly code: InputFileProblem; readonly problem: string };

/** Bytes read at a time. */
const READ_CHUNK = 1024 * 1024;

function refused(code: InputFileProblem, problem: string): InputFileResult {
  return { ok: false, code, problem };
}

function kindOf(stat: ReturnType<typeof fstatSync>): string {
  if (stat.isDirectory()) return "a folder";
  if (stat.isFIFO()) return "a FIFO (named pipe)";
  if (stat.isSocket()) return "a socket";
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return "a device";
  return "not a regular file";
}

/** A size for people: bytes, or MiB from 1 MiB on. */
function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MiB` : `${bytes} bytes`;
}

function openError(error: unknown): InputFileResult {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === "ENOENT" || code === "ENOTDIR") return refused("missing", "no such file");
  if (code === "EACCES" || code === "EPERM") return refused("unreadable", "permission denied");
  if (code === "EISDIR") return refused("not-a-file", "it is a folder, not a file");
  return refused("unreadable", `cannot be read: ${quote(String((error as Error)?.message))}`);
}

/**
 * Reads a file from outside as UTF-8 text (a leading byte-order mark dropped), refusing — with a
 * reason for people — a missing or unreadable file, anything but a regular file, and a file over
 * `maxBytes`. Never throws, never blocks on a FIFO, never reads more than `maxBytes + 1` bytes
 * (a file that grows while it is read is still bounded).
 *
 * @example
 * ```ts
 * const read = readInputFile("seat.credential", 1024);
 * if (!read.ok) console.error(`seat.credential: ${read.problem}`);
 * else console.log(read.text.trim());
 * ```
 */
export function readInputFile(path: string, maxBytes: number): InputFileResult {
  let fd: number;
  try {
    // O_NONBLOCK: opening a FIFO returns at once instead of waiting for a writer.
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    return openError(error);
  }
  let bytes: Buffer;
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) return refused("not-a-file", `${kindOf(stat)}, not a regular file`);
    const tooLarge = (size?: string) =>
      refused(
        "too-large",
        `${size ? `${size}: ` : ""}larger than the limit of ${sizeText(maxBytes)}`,
      );
    if (stat.size > maxBytes) return tooLarge(sizeText(stat.size));
    const parts: Buffer[] = [];
    let length = 0;
    for (;;) {
      const room = Math.min(READ_CHUNK, maxBytes + 1 - length);
      if (room <= 0) break;
      const chunk = Buffer.alloc(room);
      const n = readSync(fd, chunk, 0, room, null);
      if (n === 0) break;
      parts.push(n === room ? chunk : chunk.subarray(0, n));
      length += n;
    }
    if (length > maxBytes) return tooLarge();
    bytes = Buffer.concat(parts, length);
  } catch (error) {
    return openError(error);
  } finally {
    closeSync(fd);
  }
  let text = bytes.toString("utf8");
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  return { ok: true, text };
}
