/**
 * Italia as the `italia` command knows it: its bots and data for the bot SDK, its config from an
 * online room's terms, its conformance runner.
 *
 * @module
 */
import { type GamePackage, ITALIA_PACKAGE } from "@italia/bot-sdk";
import { italia } from "@italia/engine";
import { parseVectors, runVector } from "@italia/engine/conformance";
import type { AnyGame, GameEntry } from "../games.js";
import { italiaSeatPlay } from "./online-seat.js";

/** Italia's entry in the command's games. */
export const ITALIA_ENTRY: GameEntry = {
  id: italia.info.id,
  title: italia.info.title,
  package: ITALIA_PACKAGE as unknown as GamePackage<AnyGame>,
  seatPlay: italiaSeatPlay,
  conformance: {
    readVectors: parseVectors,
    runVector: runVector as (v: never) => ReturnType<typeof runVector>,
  },
};
