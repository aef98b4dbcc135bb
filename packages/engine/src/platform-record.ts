/**
 * Italia's records in the platform's format (`game-record/1`, every game's): read with the game
 * kit's reader (`checkGameRecord` and Italia's `Game`, so one reader checks every game's records)
 * and given back in Italia's own form (`italia-record/2`), with the engine's error codes and
 * words. {@link checkRecord} dispatches here.
 *
 * @module
 */
import { checkGameRecord, type GameRecordCheck } from "@italia/game-kit";
import type { Action } from "./actions.js";
import { apply } from "./apply.js";
import { diceOf } from "./dice.js";
import { type EngineError, type ErrorCode, fieldError } from "./errors.js";
import { type ItaliaGame, italia } from "./game.js";
import { quote } from "./plain-data.js";
import { isObject } from "./position-fields.js";
import { type GameRecord, type RecordCheck, type RecordStep, resultOf } from "./record.js";
import type { GameState } from "./state.js";

/** The engine's names for the kit's record errors (the codes `checkRecord` has always given). */
const ENGINE_CODES: Readonly<Record<string, ErrorCode>> = {
  RECORD_CHANCE_DIFFERS: "RECORD_DICE_DIFFER",
  RECORD_OUTCOME_DIFFERS: "RECORD_RESULT_DIFFERS",
};

/**
 * The kit's failure in the engine's words: its codes, and a step's dice that differ said as
 * dice (the record's and the engine's).
 */
function engineFailure(
  failed: Extract<GameRecordCheck<ItaliaGame>, { ok: false }>,
  steps: readonly unknown[],
): RecordCheck {
  const { error, step } = failed;
  const code = ENGINE_CODES[error.code] ?? (error.code as ErrorCode);
  let message = error.message;
  if (code === "RECORD_DICE_DIFFER" && step !== null && failed.state !== undefined) {
    const raw = steps[step] as { action?: unknown; chance?: unknown };
    const action = (raw.action ?? { type: "clockExpired" }) as Action;
    const replayed = apply(failed.state, action);
    const rolled = replayed.ok ? diceOf(replayed.events) : [];
    const written = Array.isArray(raw.chance) ? raw.chance : [];
    message = `the record shows dice [${written.join(", ")}] but the engine rolled [${rolled.join(", ")}]`;
  }
  const engineError: EngineError = {
    code,
    rule: (error.rule as EngineError["rule"]) ?? null,
    message,
    ...(error.path === undefined ? {} : { path: error.path }),
  };
  return {
    ok: false,
    error: engineError,
    step,
    ...(failed.state === undefined ? {} : { state: failed.state as GameState }),
  };
}

/**
 * {@link checkRecord} of Italia's `game-record/1` (already copied, bounded, by the caller): read
 * by the game kit's `checkGameRecord` with Italia's rules (the seed apart, each step's chance its
 * dice — required where the step rolled —, a host's `timeUp` the clock's expiry, the outcome
 * compared), then given in its `italia-record/2` form: the seed in the config, the host's input as
 * the `clockExpired` step it is, each step's dice as rolled, and a result where the record had its
 * outcome. Paths name the `game-record/1` fields.
 */
export function checkPlatformRecord(json: Record<string, unknown>): RecordCheck {
  const bad = (path: string, message: string, step: number | null = null): RecordCheck => ({
    ok: false,
    error: fieldError("INVALID_RECORD", path, message),
    step,
  });
  // What the kit would say in general words, said for Italia's records first
  if (json.game !== "italia") {
    return bad(
      "$.game",
      `this is a record of the game ${quote(json.game, 40)}; @italia/engine replays Italia's ("italia")`,
    );
  }
  if (isObject(json.config) && "seed" in json.config) {
    return bad("$.config.seed", "a game-record/1 keeps the seed in $.seed, not in its config");
  }
  const steps = Array.isArray(json.steps) ? json.steps : [];
  for (const [i, step] of steps.entries()) {
    const chance = isObject(step) ? step.chance : undefined;
    if (chance !== undefined && (!Array.isArray(chance) || !chance.every(Number.isInteger))) {
      const path = `$.steps[${i}].chance`;
      return bad(path, `${path} must be the step's dice (an array of die results)`, i);
    }
  }
  // a step that rolled nothing may say so with no dice at all (`"chance": []`), as italia-record/2
  // may with `"dice": []`
  const written = steps.map((step) => {
    if (!isObject(step) || !Array.isArray(step.chance) || step.chance.length > 0) return step;
    const { chance: _, ...rest } = step;
    return rest;
  });
  const check = checkGameRecord(
    italia,
    Array.isArray(json.steps) ? { ...json, steps: written } : json,
  );
  if (!check.ok) return engineFailure(check, written);
  const replayed: RecordStep[] = check.record.steps.map((step) => {
    const action: Action = "host" in step ? { type: "clockExpired" } : (step.action as Action);
    return Array.isArray(step.chance)
      ? { action, dice: step.chance as readonly number[] }
      : { action };
  });
  const record: GameRecord = {
    format: "italia-record/2",
    engine: check.record.version,
    config: { ...(json.config as object), seed: check.record.seed } as GameRecord["config"],
    // the seats as written (a front end's own fields, such as a stand-in, kept)
    ...(json.seats === undefined ? {} : { seats: json.seats as GameRecord["seats"] }),
    steps: replayed,
    // a result only where the record had its outcome (compared by the kit)
    result: json.outcome === undefined || json.outcome === null ? null : resultOf(check.state),
  };
  return { ok: true, record, state: check.state };
}
