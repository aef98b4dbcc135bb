/**
 * The games the `italia` command knows, by id (`info.id` of each game's `Game`): where `verify`
 * finds a vector's runner, and what `--game` will choose from. A vector, record or option naming a
 * game not listed here is refused with the list of those that are. Each game's entry lives in
 * its folder (`italia/entry.ts`, `radetzky/entry.ts`).
 */
import type { GamePackage, gamePackage } from "@italia/bot-sdk";
import { ITALIA_ENTRY } from "./italia/entry.js";
import type { MakeSeatPlay } from "./online/seat-play.js";
import { RADETZKY_ENTRY } from "./radetzky/entry.js";

/** Any game of the platform (the bot SDK's bound on a game). */
export type AnyGame = Parameters<typeof gamePackage>[0];

/** A vector as a game's runner read it: runnable, or malformed at a JSON path. */
export type ReadVector =
  | { readonly ok: true; readonly vector: { readonly name: string } }
  | {
      readonly ok: false;
      readonly name: string;
      readonly error: { readonly message: string; readonly path?: string };
    };

/** What the command needs of a game. */
export interface GameEntry {
  /** The game's id, as vectors and records name it. */
  readonly id: string;
  /** Its name for people. */
  readonly title: string;
  /** Its package for the bot SDK: its bots by name, its data for bot programs. */
  readonly package: GamePackage<AnyGame>;
  /** Its part of `italia bot --server`'s session at a seat of one of its rooms. */
  readonly seatPlay: MakeSeatPlay;
  /** Its conformance runner: reads a file's vectors (one, or an array) and runs one. */
  readonly conformance: {
    readVectors(json: unknown): ReadVector[];
    runVector(vector: never): {
      readonly name: string;
      readonly passed: boolean;
      readonly failures: readonly string[];
    };
  };
}

/** Every game the command knows, by id; the first is the default (`italia`). */
export const GAMES: readonly GameEntry[] = Object.freeze([ITALIA_ENTRY, RADETZKY_ENTRY]);

/** The game whose id is `id`, or the sentence that says it is unknown and lists the known ones. */
export function gameById(id: string): GameEntry | string {
  const found = GAMES.find((g) => g.id === id);
  if (found) return found;
  const shown = JSON.stringify(id.slice(0, 40));
  return `unknown game ${shown} (known: ${GAMES.map((g) => g.id).join(", ")})`;
}
