/**
 * {@link GamePackage}: what the platform needs of a game besides its rules (`Game`) — the static
 * data a bot program is sent, the bots the game ships, how a host keeps its records and tells its
 * bots their terms, and faster ways to build what a bot reads. Hosts, the referee, decision
 * contexts and external bots look a game's package up ({@link packageOf}) instead of asking which
 * game they hold.
 *
 * Italia's package ({@link ITALIA_PACKAGE}) keeps everything Italia's users had: its
 * `italia-record/2` records, its bots' terms with the game's limit, frozen views that share the
 * state's parts, and the engine's own legal moves. Any other game gets the platform's defaults
 * ({@link gamePackage}): `game-record/1` records, its config in the bots' terms, and the game's own
 * functions.
 *
 * The type lives in the bot SDK because its parts are the SDK's (bots, records, terms); a game
 * package that must not depend on the SDK (Radetzky) exports its data and bots, and whoever has
 * both puts them together with {@link gamePackage}.
 *
 * @module
 */
import type { AnyGame, Json, Outcome, ViewOf } from "@italia/game-kit";
import type { GameBot, GameContext, SettingsOf } from "./bot.js";
import { type GameReading, gameReading } from "./game-reading.js";
import { PROTOCOL_V2, type ProtocolVersion } from "./protocol.js";
import { platformRecords, type RecordKeeping } from "./record-keeping.js";

/**
 * What the platform needs of game `G` besides its rules: see the module notes. Make one with
 * {@link gamePackage}; Italia's is {@link ITALIA_PACKAGE}.
 */
export interface GamePackage<G extends AnyGame> {
  /** The rules. */
  readonly game: G;
  /**
   * The game's static data (map, cards, tables), sent to bot programs in the `hello` message
   * (`data`) so a bot in any language needs no copy of it; `null` for a game without any.
   */
  readonly data: Json | null;
  /** The game's own bots by name (`"random"`, `"greedy"`, …), each a factory of a fresh bot. */
  readonly bots: Readonly<Record<string, () => GameBot<G>>>;
  /** How a host keeps the game's record and tells its bots their terms. */
  readonly records: RecordKeeping<G>;
  /** How hosts and bots read the game quickly. */
  readonly reading: GameReading<G>;
  /** How the game speaks to bot programs (see `HelloMessageV2`). */
  readonly protocol: BotProtocol<G>;
}

/** How a game speaks to bot programs over the JSON-lines protocol. */
export interface BotProtocol<G extends AnyGame> {
  /** The protocol versions its programs may speak, the default first (Italia: 1, 2; others: 2). */
  readonly versions: readonly ProtocolVersion[];
  /** The game's config and seat count as a seat's bot is told them, from its terms and view. */
  terms(
    settings: SettingsOf<G>,
    view: ViewOf<G>,
  ): { readonly config: Json; readonly seats: number };
  /** Fields the game keeps from version 1 in its version-2 hello (Italia's `players`, `board`, `limit`). */
  helloKept?(settings: SettingsOf<G>, view: ViewOf<G>): Readonly<Record<string, Json>>;
  /** Fields the game keeps from version 1 in its version-2 over message (Italia's `winner`). */
  overKept?(view: ViewOf<G>, outcome: Outcome | null): Readonly<Record<string, Json>>;
  /**
   * The game's version-1 messages, for a game whose `versions` include 1 (Italia's, in
   * `italia/protocol-v1.ts`); a game that speaks only version 2 has none.
   */
  readonly v1?: ProtocolV1<G>;
}

/**
 * A game's version-1 messages (version 1 is Italia's own: see `HelloMessage`), built from the
 * context its bot decides from: an external bot sends them as they are.
 */
export interface ProtocolV1<G extends AnyGame> {
  /** The hello of the seat deciding in `ctx`, to the bot named `bot`, with its start-up time. */
  hello(ctx: GameContext<G>, bot: string, startupMs: number): object;
  /** The decide message numbered `id`, with `timeLeftMs` to answer it. */
  decide(ctx: GameContext<G>, id: number, timeLeftMs: number): object;
  /** The over message of the final view. */
  over(view: ViewOf<G>): object;
}

/** What {@link gamePackage} takes: the game's data and bots, and any part it does its own way. */
export interface GamePackageParts<G extends AnyGame> {
  /** The game's static data for bot programs (default `null`). */
  readonly data?: Json | null;
  /** The game's bots by name (default none). */
  readonly bots?: Readonly<Record<string, () => GameBot<G>>>;
  /** Its own record keeping (default: the platform's `game-record/1`). */
  readonly records?: RecordKeeping<G>;
  /** Its own faster reading (default: the game's functions). */
  readonly reading?: GameReading<G>;
  /** How it speaks to bot programs (default: version 2, the config and seat count from the terms). */
  readonly protocol?: BotProtocol<G>;
}

/**
 * The package of `game`: its data and bots, and the platform's defaults for whatever `parts` leaves
 * out (`game-record/1` records with the config in the bots' terms; views, moves and events read
 * with the game's own functions).
 *
 * @example
 * ```ts
 * import { DATA, RADETZKY_BOTS, radetzky } from "@italia/radetzky";
 * const RADETZKY = gamePackage(radetzky, { data: DATA, bots: RADETZKY_BOTS });
 * ```
 */
export function gamePackage<G extends AnyGame>(
  game: G,
  parts: GamePackageParts<G> = {},
): GamePackage<G> {
  return Object.freeze({
    game,
    data: parts.data ?? null,
    bots: Object.freeze({ ...(parts.bots ?? {}) }),
    records: parts.records ?? platformRecords(game),
    reading: parts.reading ?? gameReading(game),
    protocol: parts.protocol ?? platformProtocol(game),
  });
}

/** Version 2 only; the config from the bot's terms (`GameSettings.config`), its seats from the game. */
function platformProtocol<G extends AnyGame>(game: G): BotProtocol<G> {
  return {
    versions: [PROTOCOL_V2],
    terms(settings) {
      const config = (settings as { config?: unknown }).config;
      return { config: (config ?? null) as Json, seats: game.seatCount(config) };
    },
  };
}
