/**
 * Conformance vectors for Radetzky (RZ25, `conformance.md`): a position, a list of actions with
 * the randomness each draws (`shuffles`, `picks`, RZ25.4), and what must hold after each. This
 * entry point reads vector files ({@link parseVectors}) and runs them against this engine
 * ({@link runVector}); a malformed vector is reported with the JSON path of the problem, never as
 * a crash.
 *
 * ```ts
 * import { parseVectors, runVector } from "@italia/radetzky/conformance";
 * for (const parsed of parseVectors(JSON.parse(text))) {
 *   console.log(parsed.ok ? runVector(parsed.vector) : parsed.error);
 * }
 * ```
 *
 * @module
 */
import type { GameError } from "@italia/game-kit";
import { applyWith } from "./apply.js";
import type { Chance } from "./chance.js";
import { refusal } from "./errors.js";
import { fromPosition, toPosition } from "./position.js";

export { fromPosition, type Position, toPosition } from "./position.js";

/** One step of a vector. */
export interface VectorStep {
  /** An action in the wire format (RZ25.3). */
  readonly action: unknown;
  /** The deck each shuffle of the step makes, top first, in order (X6–X8). */
  readonly shuffles?: readonly (readonly (string | number)[])[];
  /** The Zone each pick of the step draws (X9). */
  readonly picks?: readonly number[];
  /** A partial position, plus `rejected` and `events`. */
  readonly expect?: Readonly<Record<string, unknown>>;
}

/** A Radetzky conformance vector. */
export interface Vector {
  /** Always `"radetzky"` (RZ25). */
  readonly game: "radetzky";
  /** What it checks. */
  readonly name: string;
  /** The rule numbers it checks (`"RZ11.4"`). */
  readonly rules?: readonly string[];
  /** A position (RZ25.2). */
  readonly setup: unknown;
  /** The steps. */
  readonly steps: readonly VectorStep[];
  /** For a setup that must be refused (RZ25.6): `{ setupRefused: true, fieldAnyOf? }`. */
  readonly expect?: { readonly setupRefused: true; readonly fieldAnyOf?: readonly string[] };
}

/** The result of one vector. */
export interface VectorResult {
  /** The vector's name. */
  readonly name: string;
  /** Whether every step held. */
  readonly passed: boolean;
  /** What differed, one line each; empty when passed. */
  readonly failures: readonly string[];
}

/** A vector as read from a file: well-formed, or malformed with the path of the problem. */
export type ParsedVector =
  | { readonly ok: true; readonly vector: Vector }
  | { readonly ok: false; readonly name: string; readonly error: GameError };

const RULE = /^RZ\d+(\.\d+)?$/;
const EXTRAS = new Set(["rejected", "events"]);

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function depth(v: unknown, max: number): boolean {
  if (max < 0) return false;
  if (Array.isArray(v)) return v.every((x) => depth(x, max - 1));
  if (isObject(v)) return Object.values(v).every((x) => depth(x, max - 1));
  return true;
}

function checkVector(v: unknown, path: string): { path: string; message: string } | null {
  if (!isObject(v)) return { path, message: "a vector is an object" };
  for (const key of Object.keys(v)) {
    if (!["game", "name", "rules", "setup", "steps", "expect"].includes(key)) {
      return { path: `${path}.${key}`, message: `unknown field "${key.slice(0, 40)}"` };
    }
  }
  if (v.game !== "radetzky") return { path: `${path}.game`, message: 'game must be "radetzky"' };
  if (typeof v.name !== "string" || v.name === "") {
    return { path: `${path}.name`, message: "name must be a non-empty string" };
  }
  if (v.rules !== undefined) {
    if (!Array.isArray(v.rules)) return { path: `${path}.rules`, message: "rules is an array" };
    const bad = v.rules.findIndex((r) => typeof r !== "string" || !RULE.test(r));
    if (bad >= 0)
      return { path: `${path}.rules[${bad}]`, message: 'rule numbers look like "RZ11.4"' };
  }
  if (!isObject(v.setup))
    return { path: `${path}.setup`, message: "setup must be a position object" };
  if (!Array.isArray(v.steps)) return { path: `${path}.steps`, message: "steps must be an array" };
  if (v.expect !== undefined) {
    const e = v.expect;
    if (!isObject(e) || e.setupRefused !== true) {
      return { path: `${path}.expect`, message: "a top-level expect is { setupRefused: true }" };
    }
    if (v.steps.length > 0)
      return { path: `${path}.steps`, message: "a refused setup has no steps" };
    if (
      e.fieldAnyOf !== undefined &&
      (!Array.isArray(e.fieldAnyOf) || !e.fieldAnyOf.every((f) => typeof f === "string"))
    ) {
      return { path: `${path}.expect.fieldAnyOf`, message: "fieldAnyOf is an array of paths" };
    }
  }
  for (let i = 0; i < v.steps.length; i++) {
    const step = v.steps[i];
    const sp = `${path}.steps[${i}]`;
    if (!isObject(step)) return { path: sp, message: "a step is an object" };
    for (const key of Object.keys(step)) {
      if (!["action", "shuffles", "picks", "expect"].includes(key)) {
        return { path: `${sp}.${key}`, message: `unknown field "${key.slice(0, 40)}"` };
      }
    }
    if (step.action === undefined)
      return { path: `${sp}.action`, message: "a step needs an action" };
    if (step.shuffles !== undefined) {
      if (!Array.isArray(step.shuffles))
        return { path: `${sp}.shuffles`, message: "an array of decks" };
      const bad = step.shuffles.findIndex(
        (s) => !Array.isArray(s) || !s.every((c) => typeof c === "string" || typeof c === "number"),
      );
      if (bad >= 0)
        return { path: `${sp}.shuffles[${bad}]`, message: "a deck is an array of cards" };
    }
    if (step.picks !== undefined) {
      if (!Array.isArray(step.picks)) return { path: `${sp}.picks`, message: "an array of Zones" };
      const bad = step.picks.findIndex((z) => !Number.isInteger(z));
      if (bad >= 0) return { path: `${sp}.picks[${bad}]`, message: "a pick is a Zone number" };
    }
    if (step.expect !== undefined) {
      const e = step.expect;
      if (!isObject(e)) return { path: `${sp}.expect`, message: "expect must be an object" };
      if (
        e.rejected !== undefined &&
        e.rejected !== true &&
        !(typeof e.rejected === "string" && RULE.test(e.rejected))
      ) {
        return {
          path: `${sp}.expect.rejected`,
          message: 'rejected is true or a rule like "RZ9.1"',
        };
      }
      if (
        e.events !== undefined &&
        (!Array.isArray(e.events) || e.events.some((t) => typeof t !== "string"))
      ) {
        return { path: `${sp}.expect.events`, message: "events is an array of event types" };
      }
    }
  }
  return null;
}

/**
 * Reads the vectors of a file's parsed JSON: one vector or an array of them. A malformed one is
 * reported with the JSON path of the problem (`$[3].steps[0].picks[1]`); the others still run.
 * Never throws.
 */
export function parseVectors(json: unknown): ParsedVector[] {
  let items: unknown[];
  try {
    items = Array.isArray(json) ? json.slice(0, 10_000) : [json];
  } catch {
    items = [json];
  }
  return items.map((raw, i): ParsedVector => {
    const path = Array.isArray(json) ? `$[${i}]` : "$";
    let item: unknown;
    try {
      item = JSON.parse(JSON.stringify(raw ?? null));
    } catch {
      item = null;
    }
    const name =
      isObject(item) && typeof item.name === "string"
        ? item.name.slice(0, 200)
        : `vector #${i + 1}`;
    if (!depth(item, 64)) {
      return { ok: false, name, error: refusal("INVALID_VECTOR", null, `${path}: too deep`, path) };
    }
    const problem = checkVector(item, path);
    if (problem === null) return { ok: true, vector: item as Vector };
    return {
      ok: false,
      name,
      error: refusal("INVALID_VECTOR", null, `${problem.path}: ${problem.message}`, problem.path),
    };
  });
}

/** A scripted source of randomness: the step's listed shuffles and picks, in order. */
class Script implements Chance {
  shuffles: (readonly (string | number)[])[];
  picks: number[];
  problem: string | null = null;
  constructor(step: VectorStep) {
    this.shuffles = [...(step.shuffles ?? [])];
    this.picks = [...(step.picks ?? [])];
  }
  shuffle<T extends string | number>(deck: string, pile: readonly T[]): T[] {
    const next = this.shuffles.shift();
    if (next === undefined) {
      this.problem ??= `a ${deck} shuffle happened that the step does not list`;
      return [...pile];
    }
    const sorted = (xs: readonly (string | number)[]) => JSON.stringify([...xs].map(String).sort());
    if (sorted(next) !== sorted(pile)) {
      this.problem ??= `the listed ${deck} shuffle ${JSON.stringify(next)} is not an order of the pile ${JSON.stringify(pile)}`;
      return [...pile];
    }
    return [...next] as T[];
  }
  pick(list: readonly number[]): number {
    const next = this.picks.shift();
    if (next === undefined || !list.includes(next)) {
      this.problem ??=
        next === undefined
          ? "a Zone pick happened that the step does not list"
          : `the listed pick ${next} is not one of ${JSON.stringify(list)}`;
      return list[0]!;
    }
    return next;
  }
}

function match(expected: unknown, actual: unknown, path: string, out: string[]): void {
  if (isObject(expected)) {
    if (!isObject(actual)) {
      out.push(`${path}: expected an object, got ${JSON.stringify(actual)}`);
      return;
    }
    for (const [key, value] of Object.entries(expected)) {
      match(value, actual[key], path ? `${path}.${key}` : key, out);
    }
    return;
  }
  if (JSON.stringify(expected) !== JSON.stringify(actual)) {
    out.push(`${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
}

function isSubsequence(wanted: readonly string[], got: readonly string[]): boolean {
  let i = 0;
  for (const t of got) if (t === wanted[i]) i++;
  return i === wanted.length;
}

/**
 * Runs one vector: builds the setup (or checks that it is refused, RZ25.6), applies each step with
 * its scripted shuffles and picks, and compares. Stops at the first step that differs.
 */
export function runVector(vector: Vector): VectorResult {
  const name = vector.name;
  const built = fromPosition(vector.setup);
  if (vector.expect?.setupRefused) {
    if (built.ok) return { name, passed: false, failures: ["the setup was accepted, not refused"] };
    const path = built.error.path ?? "";
    const any = vector.expect.fieldAnyOf;
    if (any && !any.some((f) => path === f || path.startsWith(`${f}.`))) {
      return {
        name,
        passed: false,
        failures: [
          `the setup was refused at ${path}, not at ${any.join(" or ")}: ${built.error.message}`,
        ],
      };
    }
    return { name, passed: true, failures: [] };
  }
  if (!built.ok) {
    return { name, passed: false, failures: [`setup refused: ${built.error.message}`] };
  }
  let state = built.value;
  const failures: string[] = [];
  for (const [index, step] of vector.steps.entries()) {
    const label = `step ${index + 1}`;
    const expect = step.expect ?? {};
    const script = new Script(step);
    const before = JSON.stringify(toPosition(state));
    const result = applyWith(state, step.action, script);
    if (script.problem) {
      failures.push(`${label}: ${script.problem}`);
      break;
    }
    if (script.shuffles.length > 0 || script.picks.length > 0) {
      failures.push(`${label}: the step lists shuffles or picks that did not happen`);
      break;
    }
    const rejected = expect.rejected;
    if (rejected !== undefined) {
      if (result.ok) {
        failures.push(
          `${label}: expected a refusal${typeof rejected === "string" ? ` by ${rejected}` : ""}, but it was accepted`,
        );
        break;
      }
      if (JSON.stringify(toPosition(state)) !== before) {
        failures.push(`${label}: the action was refused but the position changed (RZ8.2)`);
        break;
      }
      if (typeof rejected === "string" && result.error.rule !== rejected) {
        failures.push(
          `${label}: refused by ${result.error.rule} instead of ${rejected}: ${result.error.message}`,
        );
        break;
      }
    } else if (!result.ok) {
      failures.push(
        `${label}: refused by ${result.error.rule} (${result.error.code}): ${result.error.message}`,
      );
      break;
    }
    const after = result.ok ? result.value.state : state;
    const partial: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(expect)) if (!EXTRAS.has(key)) partial[key] = value;
    const diffs: string[] = [];
    match(partial, toPosition(after), "", diffs);
    if (Array.isArray(expect.events)) {
      const got = result.ok ? result.value.events.map((e) => e.type) : [];
      if (!isSubsequence(expect.events as string[], got)) {
        diffs.push(
          `events: expected ${JSON.stringify(expect.events)} in this order, got ${JSON.stringify(got)}`,
        );
      }
    }
    if (diffs.length > 0) {
      failures.push(...diffs.map((d) => `${label}: ${d}`));
      break;
    }
    state = after;
  }
  return { name, passed: failures.length === 0, failures };
}
