/**
 * A room's terms as its creator chose them (R13.2), and the checks of everything a client sends:
 * the create and join options and the messages in a room. Every input is hostile: each field is
 * read once into a plain copy and checked; errors quote nothing back.
 *
 * @module
 */
import { GAME_KINDS } from "./game-kinds.js";
import { checkRadetzkyConfig } from "./games/radetzky.js";

/** The bot levels a room can give its empty seats (the bot SDK's registered bots). */
export const BOT_LEVELS = ["random", "greedy", "strong"] as const;

/** A bot level. */
export type BotLevel = (typeof BOT_LEVELS)[number];

/** What the creator of an Italia room chose. */
export interface ItaliaTerms {
  /** 3 or 4 seats (R2.1). */
  readonly seats: 3 | 4;
  /** A round limit or minutes of play (R11.4). */
  readonly limit: { readonly rounds: number } | { readonly minutes: number };
  /** Seconds a person has for a turn before the room's bot finishes it (R13.3). */
  readonly turnSeconds: number;
  /** The bot that plays empty seats and finishes late turns. */
  readonly bot: BotLevel;
  /**
   * Turns spectators are behind the game (0 to {@link WATCH_DELAY}`.max`; against ghosting): they
   * see it as it was at the end of the turn this many turns ago. Absent (0) in rooms stored before.
   */
  readonly watchDelay?: number;
}

/** The bots a Radetzky room can give its empty seats (`RADETZKY_BOTS` of `@italia/radetzky`). */
export const RADETZKY_BOT_LEVELS = ["random", "greedy"] as const;

/** What the creator of a Radetzky room chose (RZ3): the game's config, its seats, and the room's. */
export interface RadetzkyTerms {
  /** Players, 1 to 5 (RZ3): the room's seats. */
  readonly seats: number;
  /** The basic or the advanced game (RZ17). */
  readonly mode: "basic" | "advanced";
  /** Added to the reinforcements, −4…+4 (RZ23). */
  readonly difficulty: number;
  /** What other seats see of a hand (RZ24.3). */
  readonly handInfo: "open" | "iconCount" | "closed";
  /** Seconds a person has for a turn before the room's bot finishes it. */
  readonly turnSeconds: number;
  /** The bot that plays empty seats and finishes late turns. */
  readonly bot: (typeof RADETZKY_BOT_LEVELS)[number];
  /** Turns spectators are behind the game (as {@link ItaliaTerms.watchDelay}). */
  readonly watchDelay?: number;
  /**
   * The seats the room's bot plays from the start, ascending (never seat 0, the creator's): no
   * person can take them. Absent (none) in rooms created without the option.
   */
  readonly botSeats?: readonly number[];
}

/**
 * A room's terms: Italia's (rooms stored before rooms named their game are Italia's) or
 * Radetzky's. The room's `game` says which.
 */
export type RoomTerms = ItaliaTerms | RadetzkyTerms;

/**
 * The games this server plays online, by id (`info.id` of each game's `Game`, in the order of
 * `GAME_KINDS`), each in a room type of the same name. A create option `game` names one of them
 * (default the room type's).
 */
export const ONLINE_GAMES: readonly string[] = Object.freeze([...GAME_KINDS.keys()]);

/** The most seats a room of any game has (the games' `info.seats.max`: Radetzky's 5). */
export const MAX_SEATS: number = Math.max(
  ...[...GAME_KINDS.values()].map((kind) => kind.game.info.seats.max),
);

/** A refusal, shaped like the engine's errors. */
export interface Refusal {
  readonly code: string;
  readonly rule: string | null;
  readonly message: string;
}

/** Longest accepted player name, in characters. */
export const MAX_NAME = 24;

/**
 * Bounds of a turn's time, in seconds (R13.2): at least 15, so that a person has time to read the
 * dice and decide before the room's bot finishes the turn (R13.3); at most 10 minutes.
 */
export const TURN_SECONDS = { min: 15, max: 600 } as const;
const ROUNDS = { min: 1, max: 100 } as const;
const MINUTES = { min: 1, max: 240 } as const;
/** Bounds of the spectators' delay, in turns (the create option `watchDelay`). */
export const WATCH_DELAY = { min: 0, max: 3 } as const;

function refusal(message: string, rule: string | null = null): Refusal {
  return { code: "BAD_REQUEST", rule, message };
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

function intIn(x: unknown, min: number, max: number): x is number {
  return typeof x === "number" && Number.isInteger(x) && x >= min && x <= max;
}

/** Every option a create request may hold: the room's terms and the creator's name. */
export const CREATE_OPTIONS: readonly string[] = Object.freeze([
  "game",
  "seats",
  "rounds",
  "minutes",
  "mode",
  "difficulty",
  "handInfo",
  "turnSeconds",
  "bot",
  "watchDelay",
  "botSeats",
  "name",
]);

/** The create options only one game's rooms take (the others refuse them, naming them). */
const GAME_OPTIONS: { readonly [game: string]: readonly string[] } = {
  italia: ["rounds", "minutes"],
  radetzky: ["mode", "difficulty", "handInfo", "botSeats"],
};

/**
 * Checks that create options hold only {@link CREATE_OPTIONS}: `null` if so, else the refusal
 * naming the first other key (quoted, escaped, cut short). An options object whose prototype is
 * not `Object.prototype` is refused as holding `__proto__` — what a body's `"__proto__"` key
 * becomes once Colyseus has merged it into the options — so nothing is read through a prototype.
 */
export function unknownCreateOption(input: unknown): Refusal | null {
  if (!isRecord(input)) return null; // refused by readTerms
  const known = (key: string) => CREATE_OPTIONS.includes(key);
  const other =
    Object.getPrototypeOf(input) !== Object.prototype
      ? "__proto__"
      : Reflect.ownKeys(input).find((key) => typeof key !== "string" || !known(key));
  if (other === undefined) return null;
  return refusal(
    `unknown create option ${JSON.stringify(String(other).slice(0, 40))}: a room is created with ${CREATE_OPTIONS.join(", ")} only`,
  );
}

/**
 * Reads the game a create names (`game`, default the first of {@link ONLINE_GAMES}): its id, or
 * the refusal naming the games the server plays.
 */
export function readGame(
  input: unknown,
  roomType: string = ONLINE_GAMES[0]!,
): { ok: true; game: string } | { ok: false; error: Refusal } {
  const game = isRecord(input) ? (input.game ?? roomType) : roomType;
  if (typeof game === "string" && ONLINE_GAMES.includes(game)) {
    if (game === roomType) return { ok: true, game };
    return {
      ok: false,
      error: refusal(
        `game ${JSON.stringify(game)} is played in rooms of type ${JSON.stringify(game)}, not ${JSON.stringify(roomType)}`,
      ),
    };
  }
  const shown = JSON.stringify(String(game).slice(0, 40));
  return {
    ok: false,
    error: refusal(`unknown game ${shown}: this server plays ${ONLINE_GAMES.join(", ")}`),
  };
}

/**
 * Reads the create options of a room of `game` (see {@link ONLINE_GAMES}): Italia's
 * ({@link readTerms}) or Radetzky's ({@link readRadetzkyTerms}). An option of another game's
 * rooms is refused, named.
 */
export function readGameTerms(
  game: string,
  input: unknown,
): { ok: true; terms: RoomTerms } | { ok: false; error: Refusal } {
  if (isRecord(input)) {
    for (const [other, options] of Object.entries(GAME_OPTIONS)) {
      if (other === game) continue;
      const wrong = options.find((o) => input[o] !== undefined);
      if (wrong !== undefined) {
        return {
          ok: false,
          error: refusal(`${wrong} is an option of ${other} rooms, not of ${game} rooms`),
        };
      }
    }
  }
  return game === "radetzky" ? readRadetzkyTerms(input) : readTerms(input);
}

/**
 * Reads a Radetzky room's create options: `{ seats, mode?, difficulty?, handInfo?, turnSeconds,
 * bot?, watchDelay?, botSeats? }`. `seats` (1 to 5), `mode`, `difficulty` and `handInfo` are the
 * game's config (RZ3), checked by the rules (`radetzky.checkConfig`); `botSeats` lists the seats
 * the room's bot plays from the start (see {@link readBotSeats}); a refusal names the option.
 */
export function readRadetzkyTerms(
  input: unknown,
): { ok: true; terms: RadetzkyTerms } | { ok: false; error: Refusal } {
  if (!isRecord(input)) return { ok: false, error: refusal("the room's terms must be an object") };
  const config = checkRadetzkyConfig({
    players: input.seats,
    ...(input.mode === undefined ? {} : { mode: input.mode }),
    ...(input.difficulty === undefined ? {} : { difficulty: input.difficulty }),
    ...(input.handInfo === undefined ? {} : { handInfo: input.handInfo }),
  });
  if (!config.ok) {
    // the rules name their config's field: the room's option of players is `seats`
    const message = config.error.message.replace(/^players /, "seats ");
    return { ok: false, error: refusal(message, config.error.rule) };
  }
  const common = readCommon(input, RADETZKY_BOT_LEVELS);
  if (!common.ok) return common;
  const { players, mode, difficulty, handInfo } = config.value;
  const botSeats = readBotSeats(input.botSeats, players);
  if (!botSeats.ok) return botSeats;
  return {
    ok: true,
    terms: {
      seats: players,
      mode,
      difficulty,
      handInfo,
      turnSeconds: common.turnSeconds,
      bot: common.bot as RadetzkyTerms["bot"],
      watchDelay: common.watchDelay,
      ...(botSeats.seats.length > 0 ? { botSeats: botSeats.seats } : {}),
    },
  };
}

/**
 * Reads `botSeats`, the seats the room's bot plays from the start: absent or a list of distinct
 * seat numbers from 1 to `seats` − 1 (seat 0 is the creator's, a person's), returned ascending.
 */
export function readBotSeats(
  input: unknown,
  seats: number,
): { ok: true; seats: readonly number[] } | { ok: false; error: Refusal } {
  if (input === undefined) return { ok: true, seats: [] };
  const no = (message: string) => ({ ok: false as const, error: refusal(message) });
  if (!Array.isArray(input) || input.length > MAX_SEATS) {
    return no(`botSeats must be a list of at most ${MAX_SEATS} seat numbers`);
  }
  const out: number[] = [];
  for (let i = 0; i < input.length; i++) {
    const seat: unknown = input[i];
    if (typeof seat !== "number" || !Number.isInteger(seat)) {
      return no(`botSeats[${i}] must be a seat number (an integer)`);
    }
    if (seat === 0) return no("botSeats cannot hold seat 0: it is the creator's, a person's");
    if (seat < 0 || seat >= seats) {
      return no(
        seats > 1
          ? `botSeats[${i}] is seat ${seat}: this room has seats 1 to ${seats - 1} besides the creator's`
          : `botSeats[${i}] is seat ${seat}: a room of 1 seat has only the creator's`,
      );
    }
    if (out.includes(seat)) return no(`botSeats names seat ${seat} twice`);
    out.push(seat);
  }
  return { ok: true, seats: out.sort((a, b) => a - b) };
}

/** The seats the room's bot plays from the start (`botSeats` of a Radetzky room; else none). */
export function botSeatsOf(terms: RoomTerms): readonly number[] {
  return "botSeats" in terms && terms.botSeats ? terms.botSeats : [];
}

/** Reads the options every game's rooms take: `turnSeconds`, `bot` (of `bots`), `watchDelay`. */
function readCommon(
  input: Record<string, unknown>,
  bots: readonly string[],
):
  | { ok: true; turnSeconds: number; bot: string; watchDelay: number }
  | { ok: false; error: Refusal } {
  const turnSeconds = input.turnSeconds;
  const bot = input.bot ?? "greedy";
  const watchDelay = input.watchDelay ?? 0;
  if (!intIn(turnSeconds, TURN_SECONDS.min, TURN_SECONDS.max)) {
    return {
      ok: false,
      error: refusal(
        `turnSeconds must be an integer from ${TURN_SECONDS.min} to ${TURN_SECONDS.max}: a person needs time to read the table and decide`,
      ),
    };
  }
  if (typeof bot !== "string" || !bots.includes(bot)) {
    return { ok: false, error: refusal(`bot must be one of ${bots.join(", ")}`) };
  }
  if (!intIn(watchDelay, WATCH_DELAY.min, WATCH_DELAY.max)) {
    return {
      ok: false,
      error: refusal(
        `watchDelay must be an integer from ${WATCH_DELAY.min} to ${WATCH_DELAY.max} (turns)`,
      ),
    };
  }
  return { ok: true, turnSeconds, bot, watchDelay };
}

/** Reads an Italia room's create options: `{ seats, rounds | minutes, turnSeconds, bot }`. */
export function readTerms(
  input: unknown,
): { ok: true; terms: ItaliaTerms } | { ok: false; error: Refusal } {
  if (!isRecord(input)) return { ok: false, error: refusal("the room's terms must be an object") };
  const seats = input.seats;
  const rounds = input.rounds;
  const minutes = input.minutes;
  const turnSeconds = input.turnSeconds;
  const bot = input.bot ?? "greedy";
  const watchDelay = input.watchDelay ?? 0;
  if (seats !== 3 && seats !== 4)
    return { ok: false, error: refusal("seats must be 3 or 4", "R2.1") };
  if ((rounds === undefined) === (minutes === undefined)) {
    return { ok: false, error: refusal("give either rounds or minutes", "R11.4") };
  }
  if (rounds !== undefined && !intIn(rounds, ROUNDS.min, ROUNDS.max)) {
    return {
      ok: false,
      error: refusal(`rounds must be an integer from ${ROUNDS.min} to ${ROUNDS.max}`, "R11.4"),
    };
  }
  if (minutes !== undefined && !intIn(minutes, MINUTES.min, MINUTES.max)) {
    return {
      ok: false,
      error: refusal(`minutes must be an integer from ${MINUTES.min} to ${MINUTES.max}`, "R11.4"),
    };
  }
  if (!intIn(turnSeconds, TURN_SECONDS.min, TURN_SECONDS.max)) {
    return {
      ok: false,
      error: refusal(
        `turnSeconds must be an integer from ${TURN_SECONDS.min} to ${TURN_SECONDS.max}: a person needs time to read the dice and decide`,
        "R13.2",
      ),
    };
  }
  if (typeof bot !== "string" || !(BOT_LEVELS as readonly string[]).includes(bot)) {
    return { ok: false, error: refusal(`bot must be one of ${BOT_LEVELS.join(", ")}`) };
  }
  if (!intIn(watchDelay, WATCH_DELAY.min, WATCH_DELAY.max)) {
    return {
      ok: false,
      error: refusal(
        `watchDelay must be an integer from ${WATCH_DELAY.min} to ${WATCH_DELAY.max} (turns)`,
      ),
    };
  }
  const limit =
    rounds !== undefined ? { rounds: rounds as number } : { minutes: minutes as number };
  return { ok: true, terms: { seats, limit, turnSeconds, bot: bot as BotLevel, watchDelay } };
}

/**
 * The form two names are compared in: `Ada`, `ADA` and `ａｄａ` (full-width) are one name in a
 * room (compatibility-normalised, then case-folded; accents still count: `Ada` is not `Adà`).
 */
export function nameKey(name: string): string {
  return name.normalize("NFKC").toUpperCase().toLowerCase();
}

/** How a client enters a room: by its seat credential, or by taking a free seat with a name. */
export type Entry =
  | { readonly kind: "credential"; readonly credential: string }
  | { readonly kind: "seat"; readonly name: string; readonly seat: number | null };

/** A loaded room's refusal of a credential that opens none of its seats (403). */
export const NOT_A_SEAT = "this credential opens no seat of this room";
/** A loaded room's refusal of a name once its game has started (409). */
export const GAME_STARTED = "the game has started: no seat is free";

/**
 * Checks join options for a started game before it is loaded, as the loaded room checks them:
 * `null` when they hold a credential of one of its seats (`seatOf` gives its seat, or `-1`), else
 * the status and message the room itself refuses them with (400 bad options, 409 a name, 403 a
 * credential of no seat).
 */
export function startedGameRefusal(
  options: unknown,
  seatOf: (credential: string) => number,
): { readonly status: number; readonly message: string } | null {
  const read = readEntry(options);
  if (!read.ok) return { status: 400, message: read.error.message };
  if (read.entry.kind !== "credential") return { status: 409, message: GAME_STARTED };
  return seatOf(read.entry.credential) < 0 ? { status: 403, message: NOT_A_SEAT } : null;
}

/** Reads join options: `{ credential }` or `{ name, seat? }`. */
export function readEntry(
  input: unknown,
): { ok: true; entry: Entry } | { ok: false; error: Refusal } {
  if (!isRecord(input)) return { ok: false, error: refusal("join options must be an object") };
  const credential = input.credential;
  if (credential !== undefined) {
    if (typeof credential !== "string" || credential.length > 100) {
      return { ok: false, error: refusal("bad credential") };
    }
    return { ok: true, entry: { kind: "credential", credential } };
  }
  const name = input.name;
  const seat = input.seat ?? null;
  if (typeof name !== "string") return { ok: false, error: refusal("give a name or a credential") };
  // no control or format characters; any run of spaces and separators (line and paragraph
  // separators included, which would break the line a name is shown on) is one space
  const clean = name
    .replace(/[\p{C}]/gu, "")
    .replace(/[\s\p{Z}]+/gu, " ")
    .trim();
  const characters = [...clean].length; // code points: an emoji is one character, not two
  if (characters < 1 || characters > MAX_NAME) {
    return { ok: false, error: refusal(`a name has 1 to ${MAX_NAME} printable characters`) };
  }
  // (the room itself knows how many seats it has: NO_SUCH_SEAT names them)
  if (seat !== null && !intIn(seat, 0, MAX_SEATS - 1))
    return { ok: false, error: refusal(`seat must be 0 to ${MAX_SEATS - 1}`) };
  return { ok: true, entry: { kind: "seat", name: clean, seat } };
}
