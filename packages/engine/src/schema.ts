/**
 * Checking actions that arrive as JSON (the wire format) before any rule looks at them: the
 * type, required and unknown fields, field types, ids and number ranges.
 *
 * @module
 */

import type { Action, ActionType } from "./actions.js";
import { isCardId, isRegionId, RULES } from "./board.js";
import type { ErrorCode, RuleError, RuleRef } from "./errors.js";

type FieldKind = "seat" | "region" | "count" | "dice" | "cards" | "target";

/** The fields of each action type (besides `type`). */
const FIELDS: Readonly<Record<ActionType, readonly string[]>> = {
  place: ["seat", "region", "count"],
  playCards: ["seat", "cards", "target"],
  attack: ["seat", "from", "to", "dice"],
  occupy: ["seat", "count"],
  fortify: ["seat", "from", "to", "count"],
  endTurn: ["seat"],
  clockExpired: [],
};

/** The kind of each field name, wherever it appears. */
const KIND: Readonly<Record<string, FieldKind>> = {
  seat: "seat",
  region: "region",
  from: "region",
  to: "region",
  count: "count",
  dice: "dice",
  cards: "cards",
  target: "target",
};

/**
 * The rules whose ranges an out-of-range `count` breaks, by action type: [below 1, above 50].
 * A place of 0 breaks R4.2 (placing pending armies) and more than 50 the cap (R3); an occupy
 * outside its range breaks R6.4; a fortify of 0 moves nothing (R7.1) and more than 50 leaves the
 * source empty (R7.2).
 */
const COUNT_RULES: Readonly<Record<string, readonly [RuleRef, RuleRef]>> = {
  place: ["R4.2", "R3"],
  occupy: ["R6.4", "R6.4"],
  fortify: ["R7.1", "R7.2"],
};

/** Optional fields, as `type.field`. */
const OPTIONAL: ReadonlySet<string> = new Set(["playCards.target"]);

/** The outcome of {@link parseAction}. */
export type ParseResult =
  | { readonly ok: true; readonly action: Action }
  | { readonly ok: false; readonly error: RuleError };

function fail(
  code: ErrorCode,
  path: string,
  message: string,
  rule: RuleRef | null = null,
): ParseResult {
  return { ok: false, error: { code, rule, message, path } };
}

/** Names a wrong value in a message; never throws, whatever the value. */
function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  switch (typeof value) {
    case "string":
      return `the string ${JSON.stringify(value)}`;
    case "number":
    case "boolean":
      return `${typeof value} ${String(value)}`;
    case "object":
      return "an object";
    default:
      return `a value of type ${typeof value}`;
  }
}

/** A field's value, read only from the object itself (never from its prototype chain). */
function own(obj: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(obj, key) ? obj[key] : undefined;
}

function checkInteger(
  value: unknown,
  path: string,
  min: number,
  max: number,
  what: string,
  rule: RuleRef | null,
): ParseResult | null {
  if (typeof value !== "number" || !Number.isInteger(value)) {
    return fail(
      "WRONG_TYPE",
      path,
      `${path} must be a whole number (${what}), not ${describe(value)}.`,
    );
  }
  if (value < min || value > max) {
    return fail(
      "OUT_OF_RANGE",
      path,
      `${path} must be from ${min} to ${max} (${what}), not ${value}.`,
      rule,
    );
  }
  return null;
}

/** Checks one field's value; `parent.key` is its path, built only when something is wrong. */
function checkField(
  kind: FieldKind,
  value: unknown,
  parent: string,
  key: string,
  type: string | null = null,
): ParseResult | null {
  switch (kind) {
    case "seat":
      if (Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 3) return null;
      return checkInteger(value, `${parent}.${key}`, 0, 3, "a seat number", null);
    case "count":
      if (Number.isInteger(value) && (value as number) >= 1 && (value as number) <= RULES.armyCap)
        return null;
      return checkInteger(
        value,
        `${parent}.${key}`,
        1,
        RULES.armyCap,
        "a number of armies",
        COUNT_RULES[type ?? ""]?.[(value as number) < 1 ? 0 : 1] ?? null,
      );
    case "dice":
      if (Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 3) return null;
      return checkInteger(value, `${parent}.${key}`, 1, 3, "a number of dice", "R6.2");
    case "region": {
      if (isRegionId(value)) return null;
      const path = `${parent}.${key}`;
      if (typeof value !== "string") {
        return fail(
          "WRONG_TYPE",
          path,
          `${path} must be a region id string, not ${describe(value)}.`,
        );
      }
      return fail(
        "UNKNOWN_REGION",
        path,
        `${path}: there is no region "${value}" (ids look like "emilia-romagna").`,
      );
    }
    case "cards": {
      const path = `${parent}.${key}`;
      if (!Array.isArray(value)) {
        return fail(
          "WRONG_TYPE",
          path,
          `${path} must be an array of card ids, not ${describe(value)}.`,
        );
      }
      if (value.length !== 1 && value.length !== 3) {
        return fail(
          "OUT_OF_RANGE",
          path,
          `${path} must list 1 or 3 cards, not ${value.length}.`,
          "R5.2",
        );
      }
      for (let i = 0; i < value.length; i++) {
        const card = value[i];
        if (isCardId(card)) continue;
        if (typeof card !== "string") {
          return fail(
            "WRONG_TYPE",
            `${path}[${i}]`,
            `${path}[${i}] must be a card id string, not ${describe(card)}.`,
          );
        }
        return fail(
          "UNKNOWN_CARD",
          `${path}[${i}]`,
          `${path}[${i}]: there is no card "${card}" (region ids, "nonna-1", "nonna-2").`,
        );
      }
      return null;
    }
    case "target": {
      const path = `${parent}.${key}`;
      if (typeof value !== "object" || value === null || Array.isArray(value)) {
        return fail(
          "WRONG_TYPE",
          path,
          `${path} must be an object { "from": region, "to": region }, not ${describe(value)}.`,
        );
      }
      return checkObject(
        value as Record<string, unknown>,
        TARGET_FIELDS,
        null,
        path,
        () => "A Serenata target",
      );
    }
  }
}

const TARGET_FIELDS: readonly string[] = ["from", "to"];

function checkObject(
  obj: Record<string, unknown>,
  fields: readonly string[],
  type: string | null,
  path: string,
  what: () => string,
): ParseResult | null {
  for (const key of Object.keys(obj)) {
    if (type !== null && key === "type") continue;
    if (!fields.includes(key)) {
      return fail(
        "UNKNOWN_FIELD",
        `${path}.${key}`,
        `${what()} has no field "${key}"; its fields are: ${fields.join(", ") || "none"}.`,
      );
    }
  }
  for (const key of fields) {
    const value = own(obj, key);
    if (value === undefined) {
      if (type !== null && OPTIONAL.has(`${type}.${key}`)) continue;
      return fail("MISSING_FIELD", `${path}.${key}`, `${what()} needs the field "${key}".`);
    }
    const error = checkField(KIND[key]!, value, path, key, type);
    if (error) return error;
  }
  return null;
}

/**
 * Checks that a value is a well-formed action (the wire format) and returns it typed. Never
 * throws; a malformed action gets a {@link RuleError} naming the offending field's JSON path.
 *
 * @example
 * ```ts
 * const parsed = parseAction(JSON.parse(message));
 * if (!parsed.ok) console.log(parsed.error.path, parsed.error.message);
 * ```
 */
export function parseAction(input: unknown): ParseResult {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return fail(
      "INVALID_ACTION",
      "$",
      `An action must be a JSON object with a "type", not ${describe(input)}.`,
    );
  }
  const obj = input as Record<string, unknown>;
  const type = own(obj, "type");
  if (type === undefined)
    return fail(
      "MISSING_FIELD",
      "$.type",
      `An action needs a "type" (one of ${Object.keys(FIELDS).join(", ")}).`,
    );
  if (typeof type !== "string" || !Object.hasOwn(FIELDS, type)) {
    return fail(
      "UNKNOWN_ACTION_TYPE",
      "$.type",
      `Unknown action type ${describe(type)}; use one of ${Object.keys(FIELDS).join(", ")}.`,
    );
  }
  const fields = FIELDS[type as ActionType];
  const error = checkObject(obj, fields, type, "$", () => `A "${type}" action`);
  if (error) return error;
  return { ok: true, action: copyAction(obj, type, fields) };
}

/** A fresh plain copy of a checked action: later changes to the input cannot reach it. */
function copyAction(obj: Record<string, unknown>, type: string, fields: readonly string[]): Action {
  const out: Record<string, unknown> = { type };
  for (const key of fields) {
    const value = own(obj, key);
    if (value === undefined) continue;
    if (Array.isArray(value)) out[key] = value.slice();
    else if (typeof value === "object" && value !== null) {
      const target = value as Record<string, unknown>;
      out[key] = { from: target.from, to: target.to };
    } else out[key] = value;
  }
  return out as unknown as Action;
}
