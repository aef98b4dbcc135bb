/**
 * Conformance vectors (see `conformance.md`): a portable JSON format that states a position, a
 * list of actions with the dice they use, and what must be true after each. This module reads
 * vector files and runs them against this engine. It is its own entry point, so that the main
 * entry stays the game API:
 *
 * ```ts
 * import { parseVectors, runVector } from "@italia/engine/conformance";
 * ```
 *
 * @module
 */
import { apply } from "./apply.js";
import { score } from "./ending.js";
import { type EngineError, fieldError } from "./errors.js";
import { plainCopy, quote } from "./plain-data.js";
import { fromPosition, toPosition } from "./position.js";
import { ScriptExhaustedError, ScriptedDice } from "./rng.js";

/** One step of a vector. */
export interface VectorStep {
  /** An action in the wire format. */
  readonly action: unknown;
  /** The dice the action consumes, in order (attacker's, then defender's; or Sdadata's two). */
  readonly rolls?: readonly number[];
  /** What must hold afterwards: a partial position plus `rejected`, `events` and `scores`. */
  readonly expect?: Readonly<Record<string, unknown>>;
}

/** A conformance vector. */
export interface Vector {
  readonly name: string;
  readonly rules?: readonly string[];
  /** A position (see {@link fromPosition}). */
  readonly setup: unknown;
  readonly steps: readonly VectorStep[];
}

/** The result of one vector. */
export interface VectorResult {
  readonly name: string;
  readonly passed: boolean;
  /** What differed, one line each; empty when passed. */
  readonly failures: readonly string[];
}

/**
 * A vector as read from a file: either well-formed, or malformed with an {@link EngineError}
 * (code `"INVALID_VECTOR"`) whose `path` names the problem, e.g. `"$[3].steps[0].rolls[1]"`.
 */
export type ParsedVector =
  | { readonly ok: true; readonly vector: Vector }
  | {
      readonly ok: false;
      /** The vector's name, or `vector #N` when it has none. */
      readonly name: string;
      readonly error: EngineError;
    };

const EXPECT_EXTRAS = new Set(["rejected", "events", "scores"]);
/** The most vectors one file may hold. */
const MAX_VECTORS = 10_000;
const RULE_PATTERN = /^R\d+(\.\d+)?$/;

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function checkVector(v: unknown, path: string): { path: string; message: string } | null {
  if (!isObject(v)) return { path, message: "a vector must be an object" };
  for (const key of Object.keys(v)) {
    if (!["game", "name", "rules", "setup", "steps"].includes(key))
      return { path: `${path}.${key}`, message: `unknown field "${key}"` };
  }
  // a vector names its game (a vector without one is Italia's): this runner plays Italia's only
  if (v.game !== undefined && v.game !== "italia") {
    return {
      path: `${path}.game`,
      message: `this is a vector of another game (${JSON.stringify(String(v.game).slice(0, 40))}): Italia's runner plays vectors whose game is "italia" or not given`,
    };
  }
  if (typeof v.name !== "string" || v.name === "")
    return { path: `${path}.name`, message: "name must be a non-empty string" };
  if (v.rules !== undefined) {
    if (!Array.isArray(v.rules))
      return { path: `${path}.rules`, message: "rules must be an array of rule numbers" };
    const bad = v.rules.findIndex((r) => typeof r !== "string" || !RULE_PATTERN.test(r));
    if (bad >= 0)
      return { path: `${path}.rules[${bad}]`, message: 'rule numbers look like "R6.2"' };
  }
  if (!isObject(v.setup))
    return { path: `${path}.setup`, message: "setup must be a position object" };
  if (!Array.isArray(v.steps)) return { path: `${path}.steps`, message: "steps must be an array" };
  for (let i = 0; i < v.steps.length; i++) {
    const step = v.steps[i];
    const sp = `${path}.steps[${i}]`;
    if (!isObject(step)) return { path: sp, message: "a step must be an object" };
    for (const key of Object.keys(step)) {
      if (!["action", "rolls", "expect"].includes(key))
        return { path: `${sp}.${key}`, message: `unknown field "${key}"` };
    }
    if (step.action === undefined)
      return { path: `${sp}.action`, message: "a step needs an action" };
    if (step.rolls !== undefined) {
      if (!Array.isArray(step.rolls))
        return { path: `${sp}.rolls`, message: "rolls must be an array of die results" };
      const bad = step.rolls.findIndex(
        (r) => !Number.isInteger(r) || (r as number) < 1 || (r as number) > 6,
      );
      if (bad >= 0)
        return {
          path: `${sp}.rolls[${bad}]`,
          message: "a die result is a whole number from 1 to 6",
        };
    }
    if (step.expect !== undefined) {
      const e = step.expect;
      if (!isObject(e)) return { path: `${sp}.expect`, message: "expect must be an object" };
      if (
        e.rejected !== undefined &&
        e.rejected !== true &&
        !(typeof e.rejected === "string" && RULE_PATTERN.test(e.rejected))
      ) {
        return {
          path: `${sp}.expect.rejected`,
          message: 'rejected must be true or a rule number like "R6.2"',
        };
      }
      if (
        e.events !== undefined &&
        (!Array.isArray(e.events) || e.events.some((t) => typeof t !== "string"))
      ) {
        return {
          path: `${sp}.expect.events`,
          message: "events must be an array of event type names",
        };
      }
      if (e.scores !== undefined) {
        if (!isObject(e.scores))
          return { path: `${sp}.expect.scores`, message: "scores must map seats to numbers" };
        for (const [seat, n] of Object.entries(e.scores)) {
          if (!/^\d$/.test(seat) || typeof n !== "number")
            return {
              path: `${sp}.expect.scores.${seat}`,
              message: 'scores map a seat ("0"…) to a number',
            };
        }
      }
    }
  }
  return null;
}

/**
 * Reads the vectors of a file's parsed JSON: one vector or an array of them (at most 10,000). Each
 * is read once into a plain copy with bounded nesting (64 levels) and size, and checked for shape;
 * a malformed, too deep (`TOO_DEEP`) or too large (`TOO_LARGE`) one is reported with the JSON path
 * of the problem, the others still run. Never throws.
 */
export function parseVectors(json: unknown): ParsedVector[] {
  const malformed = (name: string, error: EngineError): ParsedVector => ({
    ok: false,
    name,
    error,
  });
  let items: readonly unknown[];
  try {
    items = Array.isArray(json) ? json : [json];
  } catch {
    items = [json];
  }
  if (items.length > MAX_VECTORS) {
    return [
      malformed(
        "vector file",
        fieldError(
          "TOO_LARGE",
          "$",
          `$: ${items.length} vectors; a file holds at most ${MAX_VECTORS}.`,
        ),
      ),
    ];
  }
  const out: ParsedVector[] = [];
  for (let i = 0; i < items.length; i++) {
    const path = items === json ? `$[${i}]` : "$";
    // Each vector is read once, bounded, on its own: a broken one does not lose the others.
    const copy = plainCopy(readItem(items, i), "INVALID_VECTOR");
    if (!copy.ok) {
      const error = { ...copy.error, path: (copy.error.path ?? "$").replace("$", path) };
      out.push(
        malformed(`vector #${i + 1}`, { ...error, message: copy.error.message.replace("$", path) }),
      );
      continue;
    }
    const item = copy.value;
    const problem = checkVector(item, path);
    if (!problem) {
      out.push({ ok: true, vector: item as Vector });
      continue;
    }
    const name =
      isObject(item) && typeof item.name === "string"
        ? item.name.slice(0, 200)
        : `vector #${i + 1}`;
    out.push(malformed(name, fieldError("INVALID_VECTOR", problem.path, problem.message)));
  }
  return out;
}

function readItem(items: readonly unknown[], i: number): unknown {
  try {
    return items[i];
  } catch {
    return Symbol("unreadable");
  }
}

function show(v: unknown): string {
  return quote(v);
}

/** Compares `actual` against a partial `expected`: objects recursively, arrays and values exactly. */
function match(expected: unknown, actual: unknown, path: string, out: string[]): void {
  if (isObject(expected)) {
    if (!isObject(actual)) {
      out.push(`${path}: expected an object, got ${show(actual)}`);
      return;
    }
    for (const [key, value] of Object.entries(expected))
      match(value, actual[key], path ? `${path}.${key}` : key, out);
    return;
  }
  if (show(expected) !== show(actual))
    out.push(`${path}: expected ${show(expected)}, got ${show(actual)}`);
}

function isSubsequence(wanted: readonly string[], got: readonly string[]): boolean {
  let i = 0;
  for (const t of got) if (t === wanted[i]) i++;
  return i === wanted.length;
}

/**
 * Runs one vector against the engine: builds the setup, applies each step with its scripted dice,
 * and compares. Stops at the first step that differs.
 *
 * @example
 * ```ts
 * for (const parsed of parseVectors(JSON.parse(text))) {
 *   if (parsed.ok) console.log(runVector(parsed.vector).passed);
 * }
 * ```
 */
export function runVector(input: Vector): VectorResult {
  // Read once, bounded: a vector built in code gets the same limits as one read from a file.
  const copy = plainCopy(input, "INVALID_VECTOR");
  const name = (() => {
    try {
      return typeof input.name === "string" ? input.name.slice(0, 200) : "vector";
    } catch {
      return "vector";
    }
  })();
  if (!copy.ok) return { name, passed: false, failures: [copy.error.message] };
  const v = copy.value;
  if (!isObject(v) || !Array.isArray(v.steps) || !v.steps.every(isObject))
    return { name, passed: false, failures: ["$: a vector is an object whose steps are objects."] };
  const vector = copy.value as Vector;
  const failures: string[] = [];
  const built = fromPosition(vector.setup);
  if (!built.ok) {
    return {
      name: vector.name,
      passed: false,
      failures: [`setup refused at ${built.error.path}: ${built.error.message}`],
    };
  }
  let state = built.state;
  vector.steps.forEach((step, index) => {
    if (failures.length > 0) return;
    const label = `step ${index + 1}`;
    if (step.rolls !== undefined && !Array.isArray(step.rolls)) {
      failures.push(`${label}: rolls must be an array of die results`);
      return;
    }
    const rolls = step.rolls ?? [];
    const dice = new ScriptedDice(rolls);
    const expect = step.expect ?? {};
    const badRoll = rolls.findIndex((r) => !Number.isInteger(r) || r < 1 || r > 6);
    if (badRoll >= 0) {
      failures.push(`${label}: rolls[${badRoll}] is ${show(rolls[badRoll])}; a die shows 1 to 6`);
      return;
    }
    const before = expect.rejected !== undefined ? JSON.stringify(state) : "";
    let result: ReturnType<typeof apply>;
    try {
      result = apply(state, step.action, dice);
    } catch (e) {
      if (e instanceof ScriptExhaustedError) {
        failures.push(`${label}: ${e.message}`);
        return;
      }
      throw e;
    }
    const rejected = expect.rejected;
    if (rejected !== undefined) {
      if (result.ok) {
        failures.push(
          `${label}: expected a refusal${typeof rejected === "string" ? ` by ${rejected}` : ""}, but the action was accepted`,
        );
        return;
      }
      if (typeof rejected === "string" && result.error.rule !== rejected) {
        failures.push(
          `${label}: refused by ${result.error.rule ?? "the action schema"} (${result.error.code}) instead of ${rejected}: ${result.error.message}`,
        );
        return;
      }
      // A refusal leaves the position (and the random generator) exactly as it was.
      if (JSON.stringify(result.state) !== before) {
        failures.push(`${label}: the action was refused but the position changed`);
        return;
      }
    } else if (!result.ok) {
      failures.push(
        `${label}: refused: ${result.error.code} (${result.error.rule ?? "schema"}): ${result.error.message}`,
      );
      return;
    }
    if (dice.used !== rolls.length) {
      failures.push(
        `${label}: the action used ${dice.used} dice but the vector lists ${rolls.length}`,
      );
      return;
    }
    const position = toPosition(result.state) as unknown as Record<string, unknown>;
    const partial: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(expect))
      if (!EXPECT_EXTRAS.has(key)) partial[key] = value;
    match(partial, position, "", failures);
    if (Array.isArray(expect.events)) {
      const got = result.ok ? result.events.map((e) => e.type) : [];
      if (!isSubsequence(expect.events as string[], got)) {
        failures.push(`events: expected ${show(expect.events)} in this order, got ${show(got)}`);
      }
    }
    if (isObject(expect.scores)) {
      for (const [seat, wanted] of Object.entries(expect.scores)) {
        const got =
          Number(seat) < result.state.players ? score(result.state, Number(seat)).total : undefined;
        if (got !== wanted)
          failures.push(`scores.${seat}: expected ${show(wanted)}, got ${show(got)}`);
      }
    }
    for (let i = 0; i < failures.length; i++)
      if (!failures[i]!.startsWith("step ")) failures[i] = `${label}: ${failures[i]}`;
    state = result.state;
  });
  return { name: vector.name, passed: failures.length === 0, failures };
}
