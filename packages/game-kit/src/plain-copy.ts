/**
 * Reading documents from outside (records, positions, vectors) safely: a bounded, non-recursive
 * walk that copies plain JSON-like data once, so that what a game checks is what it uses, and so
 * that no input — nested 20,000 levels, cyclic, huge, or an object whose getters throw — can make
 * a checker overflow the stack or run away. Every game's readers of documents share it.
 *
 * @module
 */
import type { GameError } from "./result.js";

/** The limits of a document read from outside. */
export const DOCUMENT_LIMITS = {
  /** Nesting of arrays and objects; a record or a vector needs fewer than 10 levels. */
  maxDepth: 64,
  /** Values in one document (each array, object, string, number, …): a long game is ~100,000. */
  maxValues: 2_000_000,
  /** Characters in one string (a seed, a name, an id). */
  maxStringLength: 10_000,
} as const;

/** The result of {@link plainCopy}. */
export type PlainCopy<C extends string = string> =
  | { readonly ok: true; readonly value: unknown }
  | {
      readonly ok: false;
      readonly error: GameError & { readonly code: C | "TOO_DEEP" | "TOO_LARGE" };
    };

interface Pending {
  readonly source: unknown;
  readonly path: string;
  readonly depth: number;
  /** Where the copy goes: a key of `into`. */
  readonly into: Record<string, unknown> | unknown[];
  readonly key: string | number;
}

function isPlainObject(v: object): boolean {
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/**
 * Copies `input` as plain data (null, booleans, numbers, strings, arrays and plain objects;
 * `undefined` is kept), reading every field exactly once, without recursion. Refuses, with an
 * error naming the JSON path: nesting deeper than {@link DOCUMENT_LIMITS}.maxDepth (`TOO_DEEP`,
 * which also catches cycles), more values or longer strings than allowed (`TOO_LARGE`), and
 * anything that is not plain data or cannot be read (`code`). Never throws.
 *
 * @param input what arrived from outside
 * @param code the code of a refusal that is neither too deep nor too large
 */
export function plainCopy<C extends string>(input: unknown, code: C): PlainCopy<C> {
  const root: unknown[] = [undefined];
  const stack: Pending[] = [{ source: input, path: "$", depth: 0, into: root, key: 0 }];
  let values = 0;
  try {
    while (stack.length > 0) {
      const { source, path, depth, into, key } = stack.pop()!;
      if (++values > DOCUMENT_LIMITS.maxValues)
        return fail("TOO_LARGE", path, `more than ${DOCUMENT_LIMITS.maxValues} values`);
      let copy: unknown;
      if (source === null || source === undefined || typeof source === "boolean") copy = source;
      else if (typeof source === "number") copy = source;
      else if (typeof source === "string") {
        if (source.length > DOCUMENT_LIMITS.maxStringLength)
          return fail(
            "TOO_LARGE",
            path,
            `a string of ${source.length} characters; at most ${DOCUMENT_LIMITS.maxStringLength}`,
          );
        copy = source;
      } else if (typeof source === "object") {
        if (depth >= DOCUMENT_LIMITS.maxDepth)
          return fail("TOO_DEEP", path, `nested deeper than ${DOCUMENT_LIMITS.maxDepth} levels`);
        if (Array.isArray(source)) {
          const length = source.length;
          if (length > DOCUMENT_LIMITS.maxValues - values)
            return fail("TOO_LARGE", path, `an array of ${length} items is too long`);
          const out: unknown[] = new Array(length);
          for (let i = length - 1; i >= 0; i--)
            stack.push({
              source: source[i],
              path: `${path}[${i}]`,
              depth: depth + 1,
              into: out,
              key: i,
            });
          copy = out;
        } else if (isPlainObject(source)) {
          const out: Record<string, unknown> = {};
          const keys = Object.keys(source);
          if (keys.length > DOCUMENT_LIMITS.maxValues - values)
            return fail("TOO_LARGE", path, `an object with ${keys.length} fields is too big`);
          for (let i = keys.length - 1; i >= 0; i--) {
            const k = keys[i]!;
            const child = (source as Record<string, unknown>)[k];
            if (child === undefined) continue;
            stack.push({
              source: child,
              path: `${path}.${shortKey(k)}`,
              depth: depth + 1,
              into: out,
              key: k,
            });
          }
          copy = out;
        } else
          return fail(
            code,
            path,
            "must be plain JSON data (an object, array, string, number, boolean or null)",
          );
      } else return fail(code, path, `must be plain JSON data, not a ${typeof source}`);
      if (typeof key === "number") (into as unknown[])[key] = copy;
      else
        Object.defineProperty(into, key, {
          value: copy,
          enumerable: true,
          writable: true,
          configurable: true,
        });
    }
  } catch {
    return fail(code, "$", "could not be read as plain JSON data");
  }
  return { ok: true, value: root[0] };

  function fail(c: C | "TOO_DEEP" | "TOO_LARGE", path: string, what: string): PlainCopy<C> {
    return { ok: false, error: { code: c, rule: null, message: `${path}: ${what}.`, path } };
  }
}

/** A key as it appears in a path: at most 40 characters, so a path never quotes a huge key. */
function shortKey(key: string): string {
  return key.length > 40 ? `${key.slice(0, 40)}…` : key;
}
