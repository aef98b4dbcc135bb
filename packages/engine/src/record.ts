/**
 * Game records: the portable file every finished or saved game is written to — the engine
 * version, the config with its seed, and each action with the dice it rolled — and the check that
 * replays a record and finds the first step that does not hold. {@link checkRecord} reads Italia's
 * own format (`italia-record/2`, below) and the platform's (`game-record/1`, every game's format,
 * its randomness being Italia's dice); {@link toPlatformRecord} writes the latter.
 *
 * ```json
 * {
 *   "format": "italia-record/2",
 *   "engine": "0.1.0",
 *   "config": { "players": 4, "seed": "friday night", "limit": { "rounds": 25 } },
 *   "seats": [{ "name": "Anna" }, { "name": "greedy", "bot": "greedy" }, …],
 *   "steps": [
 *     { "action": { "type": "place", "seat": 2, "region": "lazio", "count": 3 } },
 *     { "action": { "type": "attack", "seat": 0, "from": "lazio", "to": "toscana", "dice": 3 },
 *       "dice": [6, 4, 1, 5, 2] }
 *   ],
 *   "result": { "endReason": "sdadata", "winner": 1, "round": 27, "scores": [12, 30, 8, 4] }
 * }
 * ```
 *
 * @module
 */
import {
  canonicalJson,
  GAME_RECORD_FORMAT,
  MAX_RECORD_NAME_CHARS,
  MAX_RECORD_SEED_CHARS,
  type PlatformRecord,
  type PlatformStep,
  type RecordSeat,
} from "@italia/game-kit";
import type { Action } from "./actions.js";
import { apply } from "./apply.js";
import { score } from "./ending.js";
import { type EngineError, fieldError } from "./errors.js";
import type { GameEvent } from "./events.js";
import { outcomeOf } from "./outcome.js";
import { plainCopy, quote } from "./plain-data.js";
import { checkConfig, type GameConfig, newGame } from "./setup.js";
import type { EndReason, GameState, Seat } from "./state.js";
import { ENGINE_VERSION } from "./version.js";

// Who sat in a seat: the game kit's, as every game's record writes it.
export type { RecordSeat };

/** One action and the dice the engine rolled for it (an attack's or a Sdadata roll's). */
export interface RecordStep {
  readonly action: Action;
  /** Attacker's then defender's dice (sorted high to low each), then any Sdadata pair. */
  readonly dice?: readonly number[];
}

/** The outcome written with a finished game. */
export interface RecordedResult {
  readonly endReason: EndReason;
  readonly winner: Seat | null;
  readonly round: number;
  /** Each seat's final score (R11.5). */
  readonly scores: readonly number[];
}

/**
 * A game record (format `italia-record/2`). Format 2 records seeds for the ChaCha20 generator;
 * format 1 records (engine 0.0.x, FNV-1a and sfc32) are refused by {@link checkRecord} with a
 * message saying so, since the same seed now gives another game.
 */
export interface GameRecord {
  readonly format: "italia-record/2";
  /** The engine version that wrote the record. */
  readonly engine: string;
  readonly config: GameConfig;
  readonly seats?: readonly RecordSeat[];
  readonly steps: readonly RecordStep[];
  /** The outcome; absent or `null` for a game still in progress (a saved game). */
  readonly result?: RecordedResult | null;
}

/** A new, empty record for a game. */
export function createRecord(config: GameConfig, seats?: readonly RecordSeat[]): GameRecord {
  return {
    format: "italia-record/2",
    engine: ENGINE_VERSION,
    config,
    ...(seats ? { seats } : {}),
    steps: [],
  };
}

/** The dice an action's events show, in record order. */
export function diceOf(events: readonly GameEvent[]): number[] {
  const dice: number[] = [];
  for (const e of events) {
    if (e.type === "diceRolled") dice.push(...e.attackerDice, ...e.defenderDice);
    else if (e.type === "sdadataRolled") dice.push(...e.dice);
  }
  return dice;
}

/** The outcome of a finished game, or `null` while it goes on. */
export function resultOf(state: GameState): RecordedResult | null {
  if (state.stage !== "over" || state.endReason === null) return null;
  const scores: number[] = [];
  for (let seat = 0; seat < state.players; seat++) scores.push(score(state, seat).total);
  return { endReason: state.endReason, winner: state.winner, round: state.round, scores };
}

/**
 * The record with one more step: the action and the dice its events show; once the game is over
 * the result is written too. Pure: returns a new record.
 */
export function appendStep(
  record: GameRecord,
  action: Action,
  events: readonly GameEvent[],
  after: GameState,
): GameRecord {
  const dice = diceOf(events);
  const step: RecordStep = dice.length > 0 ? { action, dice } : { action };
  return { ...record, steps: [...record.steps, step], result: resultOf(after) };
}

/** What {@link checkRecord} found. */
export type RecordCheck =
  | {
      readonly ok: true;
      /**
       * The record as replayed: each step with the dice the engine rolled for it (where it rolled
       * any, whether or not the input wrote them), in `italia-record/2`.
       */
      readonly record: GameRecord;
      /** The state after the last step (a saved game resumes from here). */
      readonly state: GameState;
    }
  | {
      readonly ok: false;
      /**
       * What is wrong: code `"INVALID_RECORD"` (or `"INVALID_CONFIG"`) for a malformed record,
       * `"RECORD_STEP_REFUSED"` (with the refusal's rule), `"RECORD_DICE_DIFFER"` or
       * `"RECORD_RESULT_DIFFERS"`; `path` names the field, e.g. `"$.steps[12]"`.
       */
      readonly error: EngineError;
      /** The index of the first offending step, or `null` for a problem outside the steps. */
      readonly step: number | null;
      /** The state before the offending step, when the steps were reached. */
      readonly state?: GameState;
    };

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function sameNumbers(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/**
 * Checks a record read from JSON: its shape, then a replay of every step. Fails at the first step
 * whose action is refused or whose recorded dice differ from the dice the engine rolls, or if the
 * recorded result differs from the replayed one. The record is read once into a plain copy, with
 * bounded nesting (64 levels) and size: deeper, cyclic or huge input is refused with `TOO_DEEP` or
 * `TOO_LARGE`, never a crash. Never throws.
 *
 * @example
 * ```ts
 * const check = checkRecord(JSON.parse(text));
 * if (!check.ok) console.error(`${check.error.path}: ${check.error.message}`);
 * ```
 */
export function checkRecord(input: unknown): RecordCheck {
  const bad = (path: string, message: string): RecordCheck => ({
    ok: false,
    error: fieldError("INVALID_RECORD", path, message),
    step: null,
  });
  // Read once, bounded: what is checked below is what is replayed.
  const copy = plainCopy(input, "INVALID_RECORD");
  if (!copy.ok) return { ok: false, error: copy.error, step: null };
  const json = copy.value;
  if (!isObject(json)) return bad("$", "a record must be a JSON object");
  if (json.format === GAME_RECORD_FORMAT) return checkPlatformRecord(json);
  return checkItaliaRecord(json);
}

/** {@link checkRecord} of an `italia-record/2` (or older) document, copied. */
function checkItaliaRecord(json: Record<string, unknown>): RecordCheck {
  const bad = (path: string, message: string): RecordCheck => ({
    ok: false,
    error: fieldError("INVALID_RECORD", path, message),
    step: null,
  });
  if (json.format === "italia-record/1") {
    const by =
      typeof json.engine === "string"
        ? ` (engine ${JSON.stringify(json.engine.slice(0, 24))})`
        : "";
    return {
      ok: false,
      error: {
        code: "INVALID_RECORD",
        path: "$.format",
        rule: null,
        message:
          `this record was written by an older engine${by} whose dice and deals came from another ` +
          `generator (FNV-1a and sfc32); this engine (format "italia-record/2", ChaCha20) cannot ` +
          "replay it. Replay it with @italia/engine 0.0.x.",
      },
      step: null,
    };
  }
  if (json.format !== "italia-record/2")
    return bad("$.format", `$.format must be "italia-record/2" or "${GAME_RECORD_FORMAT}"`);
  if (typeof json.engine !== "string")
    return bad("$.engine", "$.engine must be the engine version string");
  const config = checkConfig(json.config);
  if (!config.ok) {
    const path = (config.error.path ?? "$").replace("$", "$.config");
    return {
      ok: false,
      error: { ...config.error, path, message: `${path}: ${config.error.message}` },
      step: null,
    };
  }
  if (!Array.isArray(json.steps)) return bad("$.steps", "$.steps must be an array");
  for (let i = 0; i < json.steps.length; i++) {
    const step = json.steps[i];
    if (!isObject(step) || !isObject(step.action))
      return bad(`$.steps[${i}]`, `$.steps[${i}] must be an object with an "action"`);
    if (
      step.dice !== undefined &&
      (!Array.isArray(step.dice) || step.dice.some((d) => !Number.isInteger(d)))
    ) {
      return bad(`$.steps[${i}].dice`, `$.steps[${i}].dice must be an array of die results`);
    }
  }
  const record = json as unknown as GameRecord;
  let state = newGame(record.config);
  // each step as replayed: its dice as the engine rolled them (a record may leave them out)
  const replayed: RecordStep[] = [];
  for (let i = 0; i < record.steps.length; i++) {
    const step = record.steps[i]!;
    const result = apply(state, step.action);
    if (!result.ok) {
      const e = result.error;
      return {
        ok: false,
        error: fieldError(
          "RECORD_STEP_REFUSED",
          `$.steps[${i}].action`,
          `the action was refused: ${e.message} (${e.code}${e.rule ? `, ${e.rule}` : ""})`,
          e.rule,
        ),
        step: i,
        state,
      };
    }
    const dice = diceOf(result.events);
    if (step.dice !== undefined && !sameNumbers(step.dice, dice)) {
      return {
        ok: false,
        error: fieldError(
          "RECORD_DICE_DIFFER",
          `$.steps[${i}].dice`,
          `the record shows dice [${step.dice.join(", ")}] but the engine rolled [${dice.join(", ")}]`,
        ),
        step: i,
        state,
      };
    }
    state = result.state;
    replayed.push(dice.length > 0 ? { action: step.action, dice } : { action: step.action });
  }
  if (record.result !== undefined && record.result !== null) {
    const actual = resultOf(state);
    const recorded = record.result;
    if (actual === null)
      return {
        ok: false,
        error: fieldError(
          "RECORD_RESULT_DIFFERS",
          "$.result",
          "the record has a result but the replayed game is not over",
        ),
        step: null,
        state,
      };
    if (
      actual.endReason !== recorded.endReason ||
      actual.winner !== recorded.winner ||
      actual.round !== recorded.round ||
      !Array.isArray(recorded.scores) ||
      !sameNumbers(recorded.scores, actual.scores)
    ) {
      return {
        ok: false,
        error: fieldError(
          "RECORD_RESULT_DIFFERS",
          "$.result",
          `the recorded result ${quote(recorded)} differs from the replayed one ${quote(actual)}`,
        ),
        step: null,
        state,
      };
    }
  }
  return { ok: true, record: { ...record, steps: replayed }, state };
}

/**
 * {@link checkRecord} of Italia's `game-record/1` (copied): read into its `italia-record/2`
 * equivalent (the seed into the config, a host's `timeUp` as the `clockExpired` it is, each step's
 * chance as its dice — required where the step rolled), replayed by the same check, and its
 * outcome compared with the replayed one. Paths name the `game-record/1` fields.
 */
function checkPlatformRecord(json: Record<string, unknown>): RecordCheck {
  const bad = (path: string, message: string, step: number | null = null): RecordCheck => ({
    ok: false,
    error: fieldError("INVALID_RECORD", path, message),
    step,
  });
  if (json.game !== "italia") {
    return bad(
      "$.game",
      `this is a record of the game ${quote(json.game, 40)}; @italia/engine replays Italia's ("italia")`,
    );
  }
  if (
    typeof json.version !== "string" ||
    json.version === "" ||
    json.version.length > MAX_RECORD_NAME_CHARS
  ) {
    return bad("$.version", "$.version must be the version of the rules that wrote the record");
  }
  if (!isObject(json.config))
    return bad("$.config", "$.config must be an object such as { players: 3 }");
  if ("seed" in json.config) {
    return bad(
      "$.config.seed",
      `a ${GAME_RECORD_FORMAT} keeps the seed in $.seed, not in its config`,
    );
  }
  if (
    typeof json.seed !== "string" ||
    json.seed === "" ||
    json.seed.length > MAX_RECORD_SEED_CHARS
  ) {
    return bad("$.seed", `$.seed must be a string of 1 to ${MAX_RECORD_SEED_CHARS} characters`);
  }
  if (!Array.isArray(json.steps)) return bad("$.steps", "$.steps must be an array");
  if (json.outcome !== undefined && json.outcome !== null && !isObject(json.outcome)) {
    return bad("$.outcome", "$.outcome must be the game's outcome or null");
  }
  const hosts = new Set<number>();
  const steps: RecordStep[] = [];
  for (const [i, step] of json.steps.entries()) {
    const path = `$.steps[${i}]`;
    if (!isObject(step) || "action" in step === "host" in step) {
      return bad(path, `${path} must be an object with an "action" or a "host" input`, i);
    }
    const chance = step.chance ?? [];
    if (!Array.isArray(chance) || chance.some((d) => !Number.isInteger(d))) {
      return bad(
        `${path}.chance`,
        `${path}.chance must be the step's dice (an array of die results)`,
        i,
      );
    }
    if ("host" in step) {
      const host = step.host;
      if (!isObject(host) || host.type !== "timeUp" || Object.keys(host).length !== 1) {
        return bad(`${path}.host`, `${path}.host must be { "type": "timeUp" }`, i);
      }
      hosts.add(i);
      steps.push({ action: { type: "clockExpired" }, dice: chance });
    } else steps.push({ action: step.action as Action, dice: chance });
  }
  const check = checkItaliaRecord({
    format: "italia-record/2",
    engine: json.version,
    config: { ...json.config, seed: json.seed },
    ...(json.seats === undefined ? {} : { seats: json.seats }),
    steps,
  });
  if (!check.ok) {
    // the paths of the record as written: its chance, its host inputs
    const path = check.error.path
      ?.replace(/^\$\.steps\[(\d+)\]\.action/, (all, i: string) =>
        hosts.has(Number(i)) ? `$.steps[${i}].host` : all,
      )
      .replace(/^(\$\.steps\[\d+\])\.dice/, "$1.chance");
    return path === undefined ? check : { ...check, error: { ...check.error, path } };
  }
  const outcome = outcomeOf(check.state);
  if (
    json.outcome !== undefined &&
    json.outcome !== null &&
    canonicalJson(json.outcome) !== canonicalJson(outcome)
  ) {
    return {
      ok: false,
      error: fieldError(
        "RECORD_RESULT_DIFFERS",
        "$.outcome",
        outcome === null
          ? "the record has an outcome but the replayed game is not over"
          : `the recorded outcome ${quote(json.outcome)} differs from the replayed one ${quote(outcome)}`,
      ),
      step: null,
      state: check.state,
    };
  }
  return {
    ok: true,
    record: {
      ...check.record,
      // a result only where the record had its outcome (compared above)
      result: json.outcome === undefined || json.outcome === null ? null : resultOf(check.state),
    },
    state: check.state,
  };
}

/** What {@link toPlatformRecord} gives: the record in `game-record/1`, or why the input is none. */
export type PlatformRecordResult =
  | { readonly ok: true; readonly record: PlatformRecord }
  | Extract<RecordCheck, { ok: false }>;

/**
 * An Italia record in the platform's format (`game-record/1`, the format of every game's records),
 * without a replay: `record`'s steps must carry the dice they rolled, as a host's record and
 * {@link checkRecord}'s do, and `state` is the state its steps lead to (for the outcome). The seed
 * moves out of the config, a `clockExpired` step becomes the host's `timeUp` input and each step's
 * dice its `chance`. To convert a record read from outside, use {@link toPlatformRecord}, which
 * checks it first.
 */
export function platformRecordOf(record: GameRecord, state: GameState): PlatformRecord {
  const { seed, ...config } = record.config;
  const steps = record.steps.map((step): PlatformStep => {
    const chance = step.dice !== undefined && step.dice.length > 0 ? { chance: step.dice } : {};
    return step.action.type === "clockExpired"
      ? { host: { type: "timeUp" }, ...chance }
      : { action: step.action, ...chance };
  });
  return {
    format: GAME_RECORD_FORMAT,
    game: "italia",
    version: record.engine,
    config,
    seed: String(seed),
    ...(record.seats ? { seats: record.seats } : {}),
    steps,
    outcome: outcomeOf(state),
  };
}

/**
 * An Italia record in the platform's format (`game-record/1`, the format of every game's
 * records): `input` (either format) is checked and replayed by {@link checkRecord} first, so what
 * comes out holds, then converted as {@link platformRecordOf} does, with each step's dice as the
 * engine rolled them and the replayed game's outcome. Never throws.
 *
 * @example
 * ```ts
 * const converted = toPlatformRecord(JSON.parse(readFileSync("game.json", "utf8")));
 * if (converted.ok) writeFileSync("game.platform.json", JSON.stringify(converted.record));
 * ```
 */
export function toPlatformRecord(input: unknown): PlatformRecordResult {
  const check = checkRecord(input);
  if (!check.ok) return check;
  return { ok: true, record: platformRecordOf(check.record, check.state) };
}
