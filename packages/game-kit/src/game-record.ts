/**
 * The game record every game writes (`game-record/1`): the game's id and rules version, its
 * config, the seed, who sat where, every step (a seat's action or a host input) with the
 * randomness it drew, and the outcome — and {@link checkGameRecord}, which reads one from anywhere
 * and replays it with the game's rules, step by step.
 *
 * ```json
 * {
 *   "format": "game-record/1",
 *   "game": "relay",
 *   "version": "1.0.0",
 *   "config": { "players": 3, "target": 21 },
 *   "seed": "friday night",
 *   "seats": [{ "name": "Anna" }, { "name": "greedy", "bot": "greedy" }, { "name": "Bea" }],
 *   "steps": [
 *     { "action": { "type": "play", "seat": 0, "card": 7 }, "chance": [4] },
 *     { "host": { "type": "timeUp" } }
 *   ],
 *   "outcome": null
 * }
 * ```
 *
 * @module
 */
import type { AnyGame, ConfigOf, EventOf, HostInput, StateOf } from "./game.js";
import type { Json, Outcome } from "./outcome.js";
import { plainCopy } from "./plain-copy.js";
import type { GameError } from "./result.js";
import type { RecordSeat } from "./seats.js";

/** The format name a platform record carries. */
export const GAME_RECORD_FORMAT = "game-record/1";

/** The longest seed a record may hold, in characters. */
export const MAX_RECORD_SEED_CHARS = 1000;
/** The longest rules version, seat name or bot name a record may hold, in characters. */
export const MAX_RECORD_NAME_CHARS = 200;

/** One step of a record: a seat's action, or a host input; with the randomness the step drew. */
export type PlatformStep =
  | { readonly action: unknown; readonly chance?: Json }
  | { readonly host: HostInput; readonly chance?: Json };

/** A game record (`game-record/1`), the one format of every game's records. */
export interface PlatformRecord {
  readonly format: "game-record/1";
  /** The game's id (`info.id`). */
  readonly game: string;
  /** The rules' version (`info.version`) that wrote it. */
  readonly version: string;
  /** The config (without the seed), as the game's `checkConfig` reads it. */
  readonly config: unknown;
  /** The game's seed: keep a record from bots until the game is over. */
  readonly seed: string;
  readonly seats?: readonly RecordSeat[];
  readonly steps: readonly PlatformStep[];
  /** The outcome; `null` (or absent) while the game goes on. */
  readonly outcome: Outcome | null;
}

/** Why a record does not hold, as {@link checkGameRecord} says it. */
export type RecordErrorCode =
  /** Not a record of this game, or a field of the wrong shape (`path` names it). */
  | "INVALID_RECORD"
  /** The config is not one the game accepts. */
  | "INVALID_CONFIG"
  /** A step's action or host input was refused by the rules (the refusal's rule is kept). */
  | "RECORD_STEP_REFUSED"
  /** A step's recorded randomness is not what the seed draws. */
  | "RECORD_CHANCE_DIFFERS"
  /** The recorded outcome is not the one the steps lead to. */
  | "RECORD_OUTCOME_DIFFERS"
  /** The document nests deeper than a record can (cycles included). */
  | "TOO_DEEP"
  /** The document, or a string in it, is larger than a record can be. */
  | "TOO_LARGE";

/** What {@link checkGameRecord} found. */
export type GameRecordCheck<G extends AnyGame> =
  | {
      readonly ok: true;
      /**
       * The record as replayed: its config as the game read it, each action as the game applied
       * it, each step's randomness as drawn, and the outcome the steps lead to.
       */
      readonly record: PlatformRecord;
      readonly config: ConfigOf<G>;
      /** The state after the last step (a saved game resumes from here). */
      readonly state: StateOf<G>;
      /** Each step's events, in order. */
      readonly events: readonly (readonly EventOf<G>[])[];
    }
  | {
      readonly ok: false;
      readonly error: GameError & { readonly code: RecordErrorCode };
      /** The index (from 0) of the first step that does not hold, `null` outside the steps. */
      readonly step: number | null;
      /** The state before that step, when the steps were reached. */
      readonly state?: StateOf<G>;
      /** The game's own refusal, of the config or of the step (for words in a player's language). */
      readonly refusal?: GameError;
    };

/** Options of {@link checkGameRecord}. */
export interface RecordCheckOptions<G extends AnyGame> {
  /** Told each step as it is replayed: its index (from 0), the state after it, its events. */
  readonly onStep?: (step: number, state: StateOf<G>, events: readonly EventOf<G>[]) => void;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/**
 * A JSON value as text for comparing: object fields in order, so two values that differ only in
 * the order of their fields give the same text (`undefined` is `null`). Records compare recorded
 * randomness and outcomes with it.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, v: unknown) =>
    isObject(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** `text` for a message: JSON-quoted (control characters escaped) and cut to `max` characters. */
function shown(value: unknown, max = 40): string {
  const text = JSON.stringify(typeof value === "string" ? value.slice(0, max) : String(value));
  return typeof value === "string" && value.length > max ? `${text}…` : text;
}

/**
 * Checks a record of `game` read from anywhere (a file, a network message) and replays it: the
 * document is copied once with bounded depth and size, every field is checked (the config by the
 * game's `checkConfig`), every step applied with the game's rules — a host input by the game's
 * `host` — and its recorded `chance` compared with what the step drew, and a recorded outcome with
 * the one the steps lead to. Fails at the first thing that does not hold, naming its JSON path.
 * Never throws.
 *
 * `options.onStep` is told each step's state as it is replayed (a replay viewer keeps them, so the
 * game is not replayed twice); it may have been told some steps before a later one fails.
 *
 * @example
 * ```ts
 * const check = checkGameRecord(relay, JSON.parse(text));
 * if (!check.ok) console.error(`${check.error.path}: ${check.error.message}`);
 * else console.log(check.record.outcome);
 * ```
 */
export function checkGameRecord<G extends AnyGame>(
  game: G,
  input: unknown,
  options: RecordCheckOptions<G> = {},
): GameRecordCheck<G> {
  type Failed = Extract<GameRecordCheck<G>, { ok: false }>;
  const fail = (
    code: RecordErrorCode,
    path: string,
    message: string,
    at: { step?: number; state?: StateOf<G>; refusal?: GameError } = {},
  ): Failed => ({
    ok: false,
    error: { code, rule: at.refusal?.rule ?? null, message, path },
    step: at.step ?? null,
    ...(at.state === undefined ? {} : { state: at.state }),
    ...(at.refusal === undefined ? {} : { refusal: at.refusal }),
  });
  const copy = plainCopy(input, "INVALID_RECORD");
  if (!copy.ok) return { ok: false, error: copy.error, step: null };
  const r = copy.value;
  if (!isObject(r)) return fail("INVALID_RECORD", "$", "a game record is a JSON object");
  if (r.format !== GAME_RECORD_FORMAT) {
    return fail(
      "INVALID_RECORD",
      "$.format",
      `$.format is ${shown(r.format)}, not "${GAME_RECORD_FORMAT}"`,
    );
  }
  if (r.game !== game.info.id) {
    return fail(
      "INVALID_RECORD",
      "$.game",
      `this is a record of the game ${shown(r.game)}; these are the rules of "${game.info.id}"`,
    );
  }
  if (
    typeof r.version !== "string" ||
    r.version === "" ||
    r.version.length > MAX_RECORD_NAME_CHARS
  ) {
    return fail(
      "INVALID_RECORD",
      "$.version",
      `$.version must be the rules' version (a string of 1 to ${MAX_RECORD_NAME_CHARS} characters)`,
    );
  }
  const config = game.checkConfig(r.config);
  if (!config.ok) {
    const path = (config.error.path ?? "$").replace("$", "$.config");
    return fail("INVALID_CONFIG", path, `${path}: ${config.error.message}`, {
      refusal: config.error,
    });
  }
  if (typeof r.seed !== "string" || r.seed === "" || r.seed.length > MAX_RECORD_SEED_CHARS) {
    return fail(
      "INVALID_RECORD",
      "$.seed",
      `$.seed must be a string of 1 to ${MAX_RECORD_SEED_CHARS} characters`,
    );
  }
  const seatCount = game.seatCount(config.value);
  let seats: RecordSeat[] | undefined;
  if (r.seats !== undefined) {
    if (!Array.isArray(r.seats) || r.seats.length !== seatCount) {
      return fail(
        "INVALID_RECORD",
        "$.seats",
        `$.seats must list the game's ${seatCount} seats, each { "name": …, "bot"?: … }`,
      );
    }
    seats = [];
    for (const [i, seat] of r.seats.entries()) {
      const path = `$.seats[${i}]`;
      if (
        !isObject(seat) ||
        typeof seat.name !== "string" ||
        seat.name.length > MAX_RECORD_NAME_CHARS
      ) {
        return fail(
          "INVALID_RECORD",
          `${path}.name`,
          `${path}.name must be a string of at most ${MAX_RECORD_NAME_CHARS} characters`,
        );
      }
      if (
        seat.bot !== undefined &&
        (typeof seat.bot !== "string" || seat.bot.length > MAX_RECORD_NAME_CHARS)
      ) {
        return fail(
          "INVALID_RECORD",
          `${path}.bot`,
          `${path}.bot must be a bot's name of at most ${MAX_RECORD_NAME_CHARS} characters`,
        );
      }
      seats.push(seat.bot === undefined ? { name: seat.name } : { name: seat.name, bot: seat.bot });
    }
  }
  if (!Array.isArray(r.steps)) return fail("INVALID_RECORD", "$.steps", "$.steps must be an array");
  if (r.outcome !== undefined && r.outcome !== null && !isObject(r.outcome)) {
    return fail("INVALID_RECORD", "$.outcome", "$.outcome must be the game's outcome or null");
  }

  let state = game.newGame(config.value, r.seed) as StateOf<G>;
  const steps: PlatformStep[] = [];
  const events: (readonly EventOf<G>[])[] = [];
  for (const [i, raw] of (r.steps as unknown[]).entries()) {
    const path = `$.steps[${i}]`;
    const at = { step: i, state };
    if (!isObject(raw) || "action" in raw === "host" in raw) {
      return fail(
        "INVALID_RECORD",
        path,
        `${path} must be an object with an "action" or a "host" input`,
        at,
      );
    }
    let next: { state: StateOf<G>; events: readonly EventOf<G>[] };
    let written: PlatformStep;
    if ("action" in raw) {
      const applied = game.apply(state, raw.action);
      if (!applied.ok) {
        const e = applied.error;
        return fail(
          "RECORD_STEP_REFUSED",
          `${path}.action`,
          `the action was refused: ${e.message} (${e.code}${e.rule ? `, ${e.rule}` : ""})`,
          { ...at, refusal: e },
        );
      }
      next = applied.value;
      written = { action: applied.value.action };
    } else {
      const input = raw.host;
      if (!isObject(input) || input.type !== "timeUp" || Object.keys(input).length !== 1) {
        return fail(
          "INVALID_RECORD",
          `${path}.host`,
          `${path}.host must be { "type": "timeUp" }`,
          at,
        );
      }
      if (!game.host) {
        return fail(
          "INVALID_RECORD",
          `${path}.host`,
          `"${game.info.id}" takes no host input (it has no game clock)`,
          at,
        );
      }
      const hosted = game.host(state, { type: "timeUp" });
      if (!hosted.ok) {
        const e = hosted.error;
        return fail(
          "RECORD_STEP_REFUSED",
          `${path}.host`,
          `the host input was refused: ${e.message} (${e.code}${e.rule ? `, ${e.rule}` : ""})`,
          { ...at, refusal: e },
        );
      }
      next = hosted.value;
      written = { host: { type: "timeUp" } };
    }
    const chance = game.chanceOf?.(next.events);
    if (canonicalJson(chance) !== canonicalJson(raw.chance)) {
      return fail(
        "RECORD_CHANCE_DIFFERS",
        `${path}.chance`,
        `the record shows ${canonicalJson(raw.chance).slice(0, 200)} drawn at this step, but the seed draws ${canonicalJson(chance).slice(0, 200)}`,
        at,
      );
    }
    state = next.state;
    events.push(next.events);
    options.onStep?.(i, state, next.events);
    steps.push(chance === undefined ? written : { ...written, chance });
  }
  const outcome = game.outcome(state);
  if (
    r.outcome !== undefined &&
    r.outcome !== null &&
    canonicalJson(r.outcome) !== canonicalJson(outcome)
  ) {
    return fail(
      "RECORD_OUTCOME_DIFFERS",
      "$.outcome",
      outcome === null
        ? "the record has an outcome but the replayed game is not over"
        : "the recorded outcome is not the one the steps lead to",
      { state },
    );
  }
  const record: PlatformRecord = {
    format: GAME_RECORD_FORMAT,
    game: game.info.id,
    version: r.version,
    config: config.value,
    seed: r.seed,
    ...(seats ? { seats } : {}),
    steps,
    outcome,
  };
  return { ok: true, record, config: config.value, state, events };
}
