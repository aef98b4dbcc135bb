/**
 * Checking actions that arrive as JSON (the wire format) before any rule looks at them: the
 * type, required and unknown fields, field types, ids and number ranges.
 *
 * @module
 */

import {
  isArraySafe,
  isUnreadable,
  plainKeys,
  readArray,
  readOwn,
  short,
  type Unreadable,
} from "@italia/game-kit";
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

/** Names a wrong value in a message; never throws, whatever the value. Quotes a short prefix. */
function describe(value: unknown): string {
  if (value === null) return "null";
  switch (typeof value) {
    case "string":
      return `the string ${JSON.stringify(short(value))}`;
    case "number":
    case "boolean":
      return `${typeof value} ${String(value)}`;
    case "object":
      return isArraySafe(value) ? "an array" : "an object";
    default:
      return `a value of type ${typeof value}`;
  }
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

/** Fields an action or target may have at most; anything with more keys is refused unread. */
const MAX_KEYS = 16;
/** The most cards a combination lists (R5.2). */
const MAX_CARDS = 3;

/** An object that could not be read as plain JSON: refused as malformed. */
function unreadableObject(path: string, problem: Unreadable): ParseResult {
  return fail(
    "INVALID_ACTION",
    path,
    `${path} must be a plain JSON object (no getters, proxies or class instances); it is ${problem.unreadable}.`,
  );
}

/**
 * Checks one field's value (already read once) and stores its plain copy in `copy[key]`; returns
 * the refusal, or `null`.
 */
function checkField(
  kind: FieldKind,
  value: unknown,
  parent: string,
  key: string,
  copy: Record<string, unknown>,
  type: string | null = null,
): ParseResult | null {
  switch (kind) {
    case "seat":
      if (Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 3) break;
      return checkInteger(value, `${parent}.${key}`, 0, 3, "a seat number", null);
    case "count":
      if (Number.isInteger(value) && (value as number) >= 1 && (value as number) <= RULES.armyCap)
        break;
      return checkInteger(
        value,
        `${parent}.${key}`,
        1,
        RULES.armyCap,
        "a number of armies",
        COUNT_RULES[type ?? ""]?.[(value as number) < 1 ? 0 : 1] ?? null,
      );
    case "dice":
      if (Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 3) break;
      return checkInteger(value, `${parent}.${key}`, 1, 3, "a number of dice", "R6.2");
    case "region": {
      if (isRegionId(value)) break;
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
        `${path}: there is no region ${JSON.stringify(short(value))} (ids look like "emilia-romagna").`,
      );
    }
    case "cards":
      return checkCards(value, `${parent}.${key}`, copy, key);
    case "target": {
      const path = `${parent}.${key}`;
      if (typeof value !== "object" || value === null || isArraySafe(value) !== false) {
        return fail(
          "WRONG_TYPE",
          path,
          `${path} must be an object { "from": region, "to": region }, not ${describe(value)}.`,
        );
      }
      const keys = plainKeys(value, MAX_KEYS);
      if (!Array.isArray(keys)) return unreadableObject(path, keys as Unreadable);
      const target: Record<string, unknown> = {};
      const error = checkObject(
        value,
        keys,
        TARGET_FIELDS,
        null,
        path,
        () => "A Serenata target",
        target,
      );
      if (error) return error;
      copy[key] = target;
      return null;
    }
  }
  copy[key] = value;
  return null;
}

function checkCards(
  value: unknown,
  path: string,
  copy: Record<string, unknown>,
  key: string,
): ParseResult | null {
  if (typeof value !== "object" || value === null || isArraySafe(value) !== true) {
    return fail(
      "WRONG_TYPE",
      path,
      `${path} must be an array of card ids, not ${describe(value)}.`,
    );
  }
  const read = readArray(value, MAX_CARDS);
  if (read.ok === false) {
    return fail(
      "INVALID_ACTION",
      path,
      `${path} must be a plain JSON array of card ids; it is ${read.why}.`,
    );
  }
  const length = read.ok === "too-long" ? read.length : read.value.length;
  if (read.ok === "too-long" || (length !== 1 && length !== 3)) {
    return fail("OUT_OF_RANGE", path, `${path} must list 1 or 3 cards, not ${length}.`, "R5.2");
  }
  const cards = read.value;
  for (let i = 0; i < cards.length; i++) {
    const card = cards[i];
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
      `${path}[${i}]: there is no card ${JSON.stringify(short(card))} (region ids, "nonna-1", "nonna-2").`,
    );
  }
  copy[key] = cards;
  return null;
}

const TARGET_FIELDS: readonly string[] = ["from", "to"];

/**
 * Checks a plain object's keys (from {@link plainKeys}: none may be unknown), then reads each expected field exactly once and
 * checks it, building the plain copy in `copy`. Returns the first refusal, or `null`.
 */
function checkObject(
  obj: object,
  keys: readonly string[],
  fields: readonly string[],
  type: string | null,
  path: string,
  what: () => string,
  copy: Record<string, unknown>,
): ParseResult | null {
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    if (type !== null && key === "type") continue;
    if (!fields.includes(key)) {
      const shown = short(key);
      return fail(
        "UNKNOWN_FIELD",
        `${path}.${shown}`,
        `${what()} has no field ${JSON.stringify(shown)}; its fields are: ${fields.join(", ") || "none"}.`,
      );
    }
  }
  for (let i = 0; i < fields.length; i++) {
    const key = fields[i]!;
    const value = keys.includes(key) ? readOwn(obj, key) : undefined;
    if (value === undefined) {
      if (type !== null && OPTIONAL.has(`${type}.${key}`)) continue;
      return fail("MISSING_FIELD", `${path}.${key}`, `${what()} needs the field "${key}".`);
    }
    if (isUnreadable(value)) return unreadableObject(path, value);
    const error = checkField(KIND[key]!, value, path, key, copy, type);
    if (error) return error;
  }
  return null;
}

/**
 * Checks that a value is a well-formed action (the wire format) and returns a fresh plain copy of
 * it, typed. Every field of the input is read exactly once, through its property descriptor, and
 * only the copy is checked and returned, so an object cannot show one value to the check and
 * another to the rules. Never throws; a malformed action gets a {@link RuleError} naming the
 * offending field's JSON path. Anything that is not plain JSON data is malformed: arrays where an
 * object belongs, class instances, getters and setters, symbol keys, objects with more than 16
 * keys, arrays with holes, and objects or proxies that throw while they are read. Numbers must be
 * whole and in range, so `NaN`, `Infinity` and numeric strings never reach a state.
 *
 * @example
 * ```ts
 * const parsed = parseAction(JSON.parse(message));
 * if (!parsed.ok) console.log(parsed.error.path, parsed.error.message);
 * ```
 */
export function parseAction(input: unknown): ParseResult {
  if (typeof input !== "object" || input === null || isArraySafe(input) !== false) {
    return fail(
      "INVALID_ACTION",
      "$",
      `An action must be a JSON object with a "type", not ${describe(input)}.`,
    );
  }
  const keys = plainKeys(input, MAX_KEYS);
  if (!Array.isArray(keys)) return unreadableObject("$", keys as Unreadable);
  const type = keys.includes("type") ? readOwn(input, "type") : undefined;
  if (isUnreadable(type)) return unreadableObject("$", type);
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
  const copy: Record<string, unknown> = { type };
  const error = checkObject(
    input,
    keys,
    FIELDS[type as ActionType],
    type,
    "$",
    () => `A "${type}" action`,
    copy,
  );
  if (error) return error;
  return { ok: true, action: copy as unknown as Action };
}
