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
  GAME_RECORD_FORMAT,
  type PlatformRecord,
  type PlatformStep,
  type RecordSeat,
} from "@italia/game-kit";
import type { Action } from "./actions.js";
import { apply } from "./apply.js";
import { diceOf } from "./dice.js";
import { score } from "./ending.js";
import { type EngineError, fieldError } from "./errors.js";
import type { GameEvent } from "./events.js";
import { outcomeOf } from "./outcome.js";
import { quote } from "./plain-data.js";
import { checkConfig, type GameConfig, newGame } from "./setup.js";
import type { EndReason, GameState, Seat } from "./state.js";
import { ENGINE_VERSION } from "./version.js";

// Who sat in a seat: the game kit's, as every game's record writes it.
export type { RecordSeat };
// The dice of a step, read off its events (the engine's own module; re-exported here, where the
// records that write them are).
export { diceOf };

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
 * {@link checkRecord} of an `italia-record/2` (or older) document, already copied (bounded) by the
 * caller.
 */
export function checkItaliaRecord(json: Record<string, unknown>): RecordCheck {
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
