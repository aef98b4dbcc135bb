/**
 * `italia verify FILE|FOLDER...`: runs conformance vector files and prints one line per vector; a
 * file that holds no vectors (`[]`) fails, so a check cannot pass by running nothing. Each vector
 * runs with the runner of the game it names (`"game"`; a vector without one is Italia's).
 */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { quote, safeText } from "@italia/bot-sdk";
import { readJsonFile } from "@italia/bot-sdk/node";
import { GAMES, type GameEntry, gameById, type ReadVector } from "./games.js";

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

/** A vector's `game` (a vector file is parsed JSON: reading its fields is safe), if a string. */
function gameOf(item: unknown): string | undefined {
  if (typeof item !== "object" || item === null || Array.isArray(item)) return undefined;
  const game = (item as { game?: unknown }).game;
  return typeof game === "string" ? game : undefined;
}

/**
 * The vectors of a file, each read by its game's runner. A file of Italia's vectors only (the
 * common case) is read whole by Italia's runner; otherwise each vector is read on its own and its
 * JSON path given back its place in the file (`$[3]…`). A vector of a game the command does not
 * know is malformed at `.game`, with the list of known games.
 */
function readByGame(json: unknown): { vector: ReadVector; game: GameEntry }[] {
  const italia = GAMES[0]!;
  const items = Array.isArray(json) ? json : [json];
  if (items.every((item) => (gameOf(item) ?? italia.id) === italia.id)) {
    return italia.conformance.readVectors(json).map((vector) => ({ vector, game: italia }));
  }
  return items.flatMap((item, i): { vector: ReadVector; game: GameEntry }[] => {
    const at = Array.isArray(json) ? `$[${i}]` : "$";
    const id = gameOf(item) ?? italia.id;
    const game = gameById(id);
    if (typeof game === "string") {
      const name = (item as { name?: unknown }).name;
      const vector: ReadVector = {
        ok: false,
        name: typeof name === "string" && name !== "" ? name : `vector #${i + 1}`,
        error: { message: game, path: `${at}.game` },
      };
      return [{ vector, game: italia }];
    }
    return game.conformance
      .readVectors(item)
      .map((vector): { vector: ReadVector; game: GameEntry } => ({
        game,
        vector: vector.ok
          ? vector
          : {
              ...vector,
              error: { ...vector.error, path: (vector.error.path ?? "$").replace("$", at) },
            },
      }));
  });
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
      let vectors: { vector: ReadVector; game: GameEntry }[];
      try {
        vectors = readByGame(read.value);
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
      for (const { vector: parsed, game } of vectors) {
        if (!parsed.ok) {
          lines.push(
            `FAIL ${quote(parsed.name)}: malformed vector in ${safeText(file)} at ${quote(parsed.error.path ?? "")}: ${quote(parsed.error.message, MESSAGE_CHARS)}`,
          );
          failed++;
          continue;
        }
        let result: ReturnType<GameEntry["conformance"]["runVector"]>;
        try {
          result = game.conformance.runVector(parsed.vector as never);
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
