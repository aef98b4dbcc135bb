/**
 * Reading a JSON file from outside — a game record, conformance vectors, a position — without
 * trusting it: the file is opened without blocking (a FIFO cannot hang the reader), checked to
 * be a regular file (not a folder, FIFO, socket or device such as `/dev/zero`) and no larger than
 * a limit before a byte is read, read up to that limit at most, and its nesting depth is checked
 * before it is parsed. Every refusal is a result with a clear reason, never an exception. Node.js
 * only.
 *
 * @module
 */
import { closeSync, constants, fstatSync, openSync, readSync } from "node:fs";
import { quote } from "./text.js";

/** The limits {@link readJsonFile} applies unless told otherwise (see `docs/cli.md`). */
export const JSON_FILE_LIMITS = Object.freeze({
  /** Largest file read, in bytes (16 MiB): far above any game record or vector file. */
  bytes: 16 * 1024 * 1024,
  /** Deepest nesting of arrays and objects (64 levels): records and vectors need fewer than 10. */
  depth: 64,
});

/** Why a file was refused. */
export type JsonFileProblem =
  | "missing"
  | "not-a-file"
  | "too-large"
  | "unreadable"
  | "not-json"
  | "too-deep";

/** The outcome of {@link readJsonFile}. */
export type JsonFileResult =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly code: JsonFileProblem; readonly problem: string };

/** Options of {@link readJsonFile}. */
export interface JsonFileOptions {
  /** Largest file read, in bytes (default {@link JSON_FILE_LIMITS}.bytes). */
  readonly maxBytes?: number;
  /** Deepest nesting of arrays and objects (default {@link JSON_FILE_LIMITS}.depth). */
  readonly maxDepth?: number;
}

/** Bytes read at a time. */
const READ_CHUNK = 1024 * 1024;

function refused(code: JsonFileProblem, problem: string): JsonFileResult {
  return { ok: false, code, problem };
}

function kindOf(stat: ReturnType<typeof fstatSync>): string {
  if (stat.isDirectory()) return "a folder";
  if (stat.isFIFO()) return "a FIFO (named pipe)";
  if (stat.isSocket()) return "a socket";
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return "a device";
  return "not a regular file";
}

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MiB` : `${bytes} bytes`;
}

/**
 * The deepest nesting of arrays and objects in JSON text, scanning once without recursion (text
 * inside strings does not count). Stops counting past `limit`.
 */
export function jsonDepth(text: string, limit = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

function openError(error: unknown): JsonFileResult {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === "ENOENT" || code === "ENOTDIR") return refused("missing", "no such file");
  if (code === "EACCES" || code === "EPERM") return refused("unreadable", "permission denied");
  if (code === "EISDIR") return refused("not-a-file", "it is a folder, not a file");
  return refused("unreadable", `cannot be read: ${quote(String((error as Error)?.message))}`);
}

/**
 * Reads and parses a JSON file from outside, refusing — with a reason for people — a missing or
 * unreadable file, anything but a regular file, a file over `maxBytes`, text that is not JSON and
 * JSON nested deeper than `maxDepth`. Never throws, never blocks on a FIFO, never reads more than
 * `maxBytes + 1` bytes.
 *
 * @example
 * ```ts
 * const read = readJsonFile("game.json");
 * if (!read.ok) console.error(`game.json: ${read.problem}`);
 * else console.log(checkRecord(read.value));
 * ```
 */
export function readJsonFile(path: string, options: JsonFileOptions = {}): JsonFileResult {
  const maxBytes = options.maxBytes ?? JSON_FILE_LIMITS.bytes;
  const maxDepth = options.maxDepth ?? JSON_FILE_LIMITS.depth;
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
    // Read at most one byte past the limit: a file that grows while read is still bounded.
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
  return parse(bytes, maxDepth);
}

function parse(bytes: Buffer, maxDepth: number): JsonFileResult {
  let text = bytes.toString("utf8");
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const depth = jsonDepth(text, maxDepth);
  if (depth > maxDepth) {
    return refused(
      "too-deep",
      `nested more than ${maxDepth} levels deep (arrays and objects); a game record or vector file needs far fewer`,
    );
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return refused("not-json", `not valid JSON: ${quote((error as Error).message, 120)}`);
  }
}
