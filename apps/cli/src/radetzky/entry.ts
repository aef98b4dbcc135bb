/**
 * Radetzky as the `italia` command knows it: its bots and data for the bot SDK, its config from
 * an online room's terms (checked by the rules), its conformance runner.
 *
 * @module
 */
import { type GameBot, type GamePackage, gamePackage } from "@italia/bot-sdk";
import { DATA, RADETZKY_BOTS, radetzky } from "@italia/radetzky";
import * as radetzkyVectors from "@italia/radetzky/conformance";
import type { AnyGame, GameEntry } from "../games.js";
import { gameSeatPlay } from "../online/game-seat.js";

/** Radetzky's package for the bot SDK: its data for bot programs, its bots. */
const RADETZKY_PACKAGE = gamePackage(radetzky, {
  data: DATA,
  bots: RADETZKY_BOTS as Record<string, () => GameBot<typeof radetzky>>,
}) as unknown as GamePackage<AnyGame>;

/** A Radetzky room's game config from its terms, checked by the rules (`null`: none). */
function configOf(terms: Readonly<Record<string, unknown>>): unknown {
  const config = radetzky.checkConfig({
    players: terms.seats,
    mode: terms.mode,
    difficulty: terms.difficulty,
    handInfo: terms.handInfo,
  });
  return config.ok ? config.value : null;
}

/** Radetzky's entry in the command's games. */
export const RADETZKY_ENTRY: GameEntry = {
  id: radetzky.info.id,
  title: radetzky.info.title,
  package: RADETZKY_PACKAGE,
  seatPlay: gameSeatPlay(radetzky.info.id, RADETZKY_PACKAGE, configOf),
  conformance: {
    readVectors: radetzkyVectors.parseVectors,
    runVector: radetzkyVectors.runVector as (
      v: never,
    ) => ReturnType<typeof radetzkyVectors.runVector>,
  },
};
