/**
 * The game's config (RZ3) and its check: the number of players, the mode, the difficulty (RZ23)
 * and how much other seats see of a hand (RZ24.3).
 *
 * @module
 */
import { ok, type Result, refused } from "@italia/game-kit";
import { DATA, DIFFICULTY } from "./data.js";

/** How much other seats see of a hand (RZ24.3). */
export type HandInfo = "open" | "iconCount" | "closed";

/** The config of a game (RZ3). */
export interface RadetzkyConfig {
  /** Players P, 1–5. */
  readonly players: number;
  /** The basic or the advanced game (RZ17). */
  readonly mode: "basic" | "advanced";
  /** Added to the 2.D.1 reinforcements, −4…+4 (RZ23). */
  readonly difficulty: number;
  /** What other seats see of a hand (RZ24.3). */
  readonly handInfo: HandInfo;
}

const FIELDS = ["players", "mode", "difficulty", "handInfo"] as const;
const HAND_INFO: readonly string[] = Object.keys(DATA.difficulty.handInfo.options);
const PLAYER_COUNTS: readonly number[] = Object.keys(DATA.byPlayers).map(Number);

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

/**
 * Reads a config from untrusted input (RZ3): `players` 1–5 (required), `mode` (default
 * `"basic"`), `difficulty` an integer −4…+4 (default 0), `handInfo` (default `"iconCount"`).
 * A refusal names the field's JSON path (`$.players`).
 *
 * @example
 * ```ts
 * checkConfig({ players: 3 }); // { ok: true, value: { players: 3, mode: "basic", difficulty: 0, handInfo: "iconCount" } }
 * ```
 */
export function checkConfig(input: unknown): Result<RadetzkyConfig> {
  const bad = (message: string, path: string) => refused("INVALID_CONFIG", message, "RZ3", path);
  if (!isRecord(input)) return bad("a config is an object", "$");
  for (const key of Object.keys(input)) {
    if (!(FIELDS as readonly string[]).includes(key)) {
      return bad(
        `unknown config field ${JSON.stringify(key.slice(0, 40))}`,
        `$.${key.slice(0, 40)}`,
      );
    }
  }
  const { players } = input;
  if (typeof players !== "number" || !PLAYER_COUNTS.includes(players)) {
    return bad(`players is a whole number from 1 to 5`, "$.players");
  }
  const mode = input.mode ?? "basic";
  if (mode !== "basic" && mode !== "advanced") {
    return bad('mode is "basic" or "advanced"', "$.mode");
  }
  const difficulty = input.difficulty ?? DIFFICULTY.default;
  if (
    typeof difficulty !== "number" ||
    !Number.isInteger(difficulty) ||
    difficulty < DIFFICULTY.min ||
    difficulty > DIFFICULTY.max
  ) {
    return bad(
      `difficulty is a whole number from ${DIFFICULTY.min} to ${DIFFICULTY.max}`,
      "$.difficulty",
    );
  }
  const handInfo = input.handInfo ?? DIFFICULTY.handInfo.default;
  if (typeof handInfo !== "string" || !HAND_INFO.includes(handInfo)) {
    return bad(`handInfo is one of ${HAND_INFO.map((h) => `"${h}"`).join(", ")}`, "$.handInfo");
  }
  return ok({ players, mode, difficulty, handInfo: handInfo as HandInfo });
}
