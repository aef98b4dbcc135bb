/**
 * Italia's package ({@link ITALIA_PACKAGE}): its board for bot programs, its bots, its
 * `italia-record/2` records, the engine's fast reading, and bot protocol version 1 by default
 * (version 2 keeps version 1's fields).
 *
 * @module
 */
import { BOARD_DATA, type ItaliaGame, italia } from "@italia/engine";
import type { Json } from "@italia/game-kit";
import type { GameBot } from "../bot.js";
import { type BotProtocol, type GamePackage, gamePackage } from "../game-package.js";
import { PROTOCOL_V2, PROTOCOL_VERSION } from "../protocol.js";
import { createBot } from "../registry.js";
import { ITALIA_V1 } from "./protocol-v1.js";
import { ITALIA_READING } from "./reading.js";
import { ITALIA_RECORDS } from "./records.js";

/** Italia's: version 1 (its own messages) by default; version 2 keeps version 1's fields. */
const ITALIA_PROTOCOL: BotProtocol<ItaliaGame> = {
  versions: [PROTOCOL_VERSION, PROTOCOL_V2],
  terms: (settings, view) => ({
    config: { players: view.players, limit: settings.limit } as unknown as Json,
    seats: view.players,
  }),
  helloKept: (settings, view) => ({
    players: view.players,
    board: BOARD_DATA as unknown as Json,
    limit: settings.limit as unknown as Json,
  }),
  overKept: (view) => ({ winner: view.winner }),
  v1: ITALIA_V1,
};

/** Italia's bots of the registry (see `createBot` for the same names with options). */
const ITALIA_BOT_NAMES = ["random", "greedy", "strong", "strong-fast"] as const;

/**
 * Italia's package: its board (`BOARD_DATA`), its bots (`random`, `greedy`, `strong`,
 * `strong-fast`), its `italia-record/2` records and terms naming the game's limit, and the
 * engine's fast views and moves.
 */
export const ITALIA_PACKAGE: GamePackage<ItaliaGame> = gamePackage(italia, {
  data: BOARD_DATA as unknown as Json,
  bots: Object.fromEntries(
    ITALIA_BOT_NAMES.map((name) => [name, () => createBot(name) as unknown as GameBot<ItaliaGame>]),
  ),
  records: ITALIA_RECORDS,
  reading: ITALIA_READING,
  protocol: ITALIA_PROTOCOL,
});
