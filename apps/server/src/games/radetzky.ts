/**
 * Radetzky's rooms: the game on the `Game` interface alone; its bots (`RADETZKY_BOTS`) run on the
 * main thread (they answer in microseconds: the worker pool is Italia's).
 *
 * @module
 */
import type { AnyGame } from "@italia/game-kit";
import { RADETZKY_BOTS, type RadetzkyConfig, radetzky } from "@italia/radetzky";
import type { AnyPlayer, GameKind } from "../game-kinds.js";
import { platformKind } from "../platform-kind.js";
import type { RadetzkyTerms } from "../terms.js";

/** The config of a Radetzky room's game. */
export function radetzkyConfig(terms: RadetzkyTerms): RadetzkyConfig {
  return {
    players: terms.seats,
    mode: terms.mode,
    difficulty: terms.difficulty,
    handInfo: terms.handInfo,
  };
}

/** Checks a Radetzky room's game config as the rules do (`radetzky.checkConfig`, RZ3). */
export const checkRadetzkyConfig: (input: unknown) => ReturnType<typeof radetzky.checkConfig> = (
  input,
) => radetzky.checkConfig(input);

/** Radetzky: a room's kind from the game's interface. */
export const RADETZKY: GameKind = platformKind(
  radetzky as unknown as AnyGame,
  (terms) => radetzkyConfig(terms as RadetzkyTerms),
  (terms) => RADETZKY_BOTS[(terms as RadetzkyTerms).bot]() as unknown as NonNullable<AnyPlayer>,
);
