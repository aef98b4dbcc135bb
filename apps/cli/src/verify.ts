/**
 * `italia verify FILE|FOLDER...`: runs conformance vector files and prints one line per vector; a
 * file that holds no vectors (`[]`) fails, so a check cannot pass by running nothing.
 */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { quote, safeText } from "@italia/bot-sdk";
import { readJsonFile } from "@italia/bot-sdk/node";
import { parseVectors, runVector } from "@italia/engine/conformance";

/** The longest message printed for a vector, in characters (names and paths are cut shorter). */
const MESSAGE_CHARS = 300;

/** What a verify run found. */
export interface VerifyReport {
  readonly lines: string[];
  readonly passed: number;
  readonly failed: number;
  /** Files that could not be read or parsed. */
  readonly unreadable: number;
}

function collectFiles(target: string): { files: string[]; error?: string } {
  let stat: ReturnType<typeof statSync>;
  try {
    stat = statSync(target);
  } catch {
    return { files: [], error: "no such file or folder" };
  }
  if (!stat.isDirectory()) return { files: [target] };
  const files = readdirSync(target)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => join(target, name));
  return files.length > 0 ? { files } : { files, error: "no .json files in this folder" };
}

/** Runs every vector in the given files and folders (folders: their `*.json` files). */
export function verify(targets: readonly string[]): VerifyReport {
  const lines: string[] = [];
  let passed = 0;
  let failed = 0;
  let unreadable = 0;
  for (const target of targets) {
    const { files, error } = collectFiles(target);
    if (error) {
      lines.push(`ERROR ${safeText(target)}: ${error}`);
      unreadable++;
    }
    for (const file of files) {
      // Checked before it is read and parsed (a regular file, size and nesting limits).
      const read = readJsonFile(file);
      if (!read.ok) {
        lines.push(`ERROR ${safeText(file)}: ${read.problem}`);
        unreadable++;
        continue;
      }
      let vectors: ReturnType<typeof parseVectors>;
      try {
        vectors = parseVectors(read.value);
      } catch (e) {
        // A file the engine cannot read is this file's error; other files' results stay.
        lines.push(
          `ERROR ${safeText(file)}: ${quote(`the vectors cannot be read: ${(e as Error)?.message}`, MESSAGE_CHARS)}`,
        );
        unreadable++;
        continue;
      }
      if (vectors.length === 0) {
        lines.push(`FAIL ${safeText(file)}: the file holds no vectors`);
        failed++;
      }
      for (const parsed of vectors) {
        if (!parsed.ok) {
          lines.push(
            `FAIL ${quote(parsed.name)}: malformed vector in ${safeText(file)} at ${quote(parsed.error.path ?? "")}: ${quote(parsed.error.message, MESSAGE_CHARS)}`,
          );
          failed++;
          continue;
        }
        let result: ReturnType<typeof runVector>;
        try {
          result = runVector(parsed.vector);
        } catch (e) {
          lines.push(
            `FAIL ${quote(parsed.vector.name)}: ${quote(`the vector cannot be run: ${(e as Error)?.message}`, MESSAGE_CHARS)}`,
          );
          failed++;
          continue;
        }
        if (result.passed) {
          lines.push(`PASS ${quote(result.name)}`);
          passed++;
        } else {
          lines.push(
            `FAIL ${quote(result.name)}: ${quote(result.failures.join("; "), MESSAGE_CHARS)}`,
          );
          failed++;
        }
      }
    }
  }
  return { lines, passed, failed, unreadable };
}
