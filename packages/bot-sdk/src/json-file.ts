/**
 * Reading a JSON file from outside — a game record, conformance vectors, a position — without
 * trusting it: the file is read by {@link readInputFile} (a regular file only, opened without
 * blocking, no larger than a limit, read up to that limit at most), and its nesting depth is
 * checked before it is parsed. Every refusal is a result with a clear reason, never an exception. Node.js
 * only.
 *
 * @module
 */
import { type InputFileProblem, readInputFile } from "./input-file.js";
import { quote } from "./text.js";

/** The limits {@link readJsonFile} applies unless told otherwise (see `docs/cli.md`). */
export const JSON_FILE_LIMITS = Object.freeze({
  /** Largest file read, in bytes (16 MiB): far above any game record or vector file. */
  bytes: 16 * 1024 * 1024,
  /** Deepest nesting of arrays and objects (64 levels): records and vectors need fewer than 10. */
  depth: 64,
});

/** Why a file was refused. */
export type JsonFileProblem = InputFileProblem | "not-json" | "too-deep";

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

function refused(code: JsonFileProblem, problem: string): JsonFileResult {
  return { ok: false, code, problem };
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
  const read = readInputFile(path, maxBytes);
  return read.ok ? parse(read.text, maxDepth) : read;
}

function parse(text: string, maxDepth: number): JsonFileResult {
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
