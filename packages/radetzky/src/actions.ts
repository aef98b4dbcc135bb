/**
 * The actions (RZ25.3): each names the acting `seat`. {@link parseAction} reads one from untrusted
 * input, its shape only; whether it is legal is `apply`'s question.
 *
 * @module
 */
import {
  isArraySafe,
  isUnreadable,
  ok,
  plainKeys,
  type Result,
  readArray,
  readOwn,
  short,
  type Unreadable,
} from "@italia/game-kit";
import type { HelpId } from "./data.js";
import { refusal } from "./errors.js";

/** An action (RZ25.3). */
export type RadetzkyAction =
  | {
      readonly type: "placePatriot";
      readonly seat: number;
      readonly patriot: number;
      readonly zone: number;
    }
  | { readonly type: "activate"; readonly seat: number; readonly patriot: number }
  | { readonly type: "move"; readonly seat: number; readonly zone: number }
  | { readonly type: "conquer"; readonly seat: number }
  | { readonly type: "fightSoldiers"; readonly seat: number }
  | { readonly type: "fightRadetzky"; readonly seat: number }
  | { readonly type: "refresh"; readonly seat: number }
  | { readonly type: "playCard"; readonly seat: number; readonly card: string }
  | { readonly type: "continueFight"; readonly seat: number }
  | { readonly type: "stopFight"; readonly seat: number }
  | { readonly type: "chooseAvailable"; readonly seat: number; readonly zone: number }
  | {
      readonly type: "useHelp";
      readonly seat: number;
      readonly card: string;
      /** Hot-Air Balloon: the Zones moved through (RZ18.3). */
      readonly path?: readonly number[];
      /** Barricade: the target Zone (RZ18.6). */
      readonly zone?: number;
      /** Noblewoman: the Zone a Soldier leaves (RZ18.7). */
      readonly from?: number;
      /** Noblewoman: the Zone it goes to (RZ18.7). */
      readonly to?: number;
    }
  | {
      readonly type: "strengthen";
      readonly seat: number;
      readonly help: HelpId;
      readonly cards: readonly string[];
    }
  | { readonly type: "endTurn"; readonly seat: number };

/** The type tags of {@link RadetzkyAction}. */
export type ActionType = RadetzkyAction["type"];

/** Each action type and its fields besides `type` and `seat`, with their JSON types. */
const SHAPES: {
  readonly [T in ActionType]: Readonly<Record<string, "int" | "string" | "ints" | "strings">>;
} = {
  placePatriot: { patriot: "int", zone: "int" },
  activate: { patriot: "int" },
  move: { zone: "int" },
  conquer: {},
  fightSoldiers: {},
  fightRadetzky: {},
  refresh: {},
  playCard: { card: "string" },
  continueFight: {},
  stopFight: {},
  chooseAvailable: { zone: "int" },
  useHelp: { card: "string", path: "ints", zone: "int", from: "int", to: "int" },
  strengthen: { help: "string", cards: "strings" },
  endTurn: {},
};

/** The most fields an action may have before it is refused unread. */
const MAX_FIELDS = 16;

/** A field name from outside, quoted and cut for a message. */
const quoted = (key: string): string => JSON.stringify(short(key));
/** The JSON path of a field from outside. */
const pathOf = (key: string): string =>
  /^[A-Za-z_$][\w$]{0,39}$/.test(key) ? `$.${key}` : `$[${quoted(key)}]`;

/** Fields that may be left out (the Help's own fields of `useHelp`). */
const OPTIONAL = new Set(["path", "zone", "from", "to"]);

/** Every action type, in RZ25.3's order. */
export const ACTION_TYPES = Object.keys(SHAPES) as readonly ActionType[];

/** Whether `type` is an action type. */
export function isActionType(type: unknown): type is ActionType {
  return typeof type === "string" && Object.hasOwn(SHAPES, type);
}

const isInt = (x: unknown): x is number => typeof x === "number" && Number.isInteger(x);

function fits(value: unknown, kind: "int" | "string" | "ints" | "strings"): boolean {
  switch (kind) {
    case "int":
      return isInt(value);
    case "string":
      return typeof value === "string" && value.length <= 16;
    case "ints":
      return Array.isArray(value) && value.length <= 16 && value.every(isInt);
    case "strings":
      return (
        Array.isArray(value) &&
        value.length <= 64 &&
        value.every((v) => typeof v === "string" && v.length <= 16)
      );
  }
}

/**
 * Reads an action from untrusted input, its shape only (RZ25.3): an object with a known `type`, an
 * integer `seat` ≥ 0 and that type's fields with their JSON types, and nothing else. Returns a
 * plain copy. Whether the action is legal now is `apply`'s question.
 *
 * @example
 * ```ts
 * parseAction({ type: "move", seat: 0, zone: 6 }); // { ok: true, value: { type: "move", seat: 0, zone: 6 } }
 * ```
 */
export function parseAction(input: unknown): Result<RadetzkyAction> {
  const bad = (message: string, path: string) => ({
    ok: false as const,
    error: refusal("INVALID_ACTION", null, message, path),
  });
  if (typeof input !== "object" || input === null || isArraySafe(input) !== false) {
    return bad("an action is an object", "$");
  }
  const keys = plainKeys(input, MAX_FIELDS);
  if (!Array.isArray(keys)) {
    return bad(
      `an action must be a plain JSON object (no getters, proxies or class instances); it is ${(keys as Unreadable).unreadable}`,
      "$",
    );
  }
  // Each field read once, as plain data; lists copied with their bound.
  const a: Record<string, unknown> = {};
  for (const key of keys) {
    const value = readOwn(input, key);
    if (isUnreadable(value)) return bad(`${quoted(key)} is ${value.unreadable}`, pathOf(key));
    a[key] = value;
  }
  if (!isActionType(a.type)) {
    return {
      ok: false,
      error: refusal("UNKNOWN_ACTION", "RZ25.3", "unknown action type", "$.type"),
    };
  }
  const shape = SHAPES[a.type];
  if (!isInt(a.seat) || a.seat < 0) return bad("seat is a whole number from 0", "$.seat");
  const out: Record<string, unknown> = { type: a.type, seat: a.seat };
  for (const key of keys) {
    if (key !== "type" && key !== "seat" && !Object.hasOwn(shape, key)) {
      return bad(`unknown field ${quoted(key)}`, pathOf(key));
    }
  }
  for (const [key, kind] of Object.entries(shape)) {
    let value = a[key];
    if (value === undefined && OPTIONAL.has(key) && a.type === "useHelp") continue;
    if ((kind === "ints" || kind === "strings") && typeof value === "object" && value !== null) {
      const list = readArray(value, kind === "ints" ? 16 : 64);
      if (list.ok !== true) return bad(`${key} must be ${kindText(kind)}`, `$.${key}`);
      value = list.value;
    }
    if (!fits(value, kind)) return bad(`${key} must be ${kindText(kind)}`, `$.${key}`);
    out[key] = value;
  }
  return ok(out as RadetzkyAction);
}

function kindText(kind: "int" | "string" | "ints" | "strings"): string {
  return {
    int: "a whole number",
    string: "a card or Help id",
    ints: "an array of Zone numbers",
    strings: "an array of card ids",
  }[kind];
}
