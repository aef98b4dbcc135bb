/**
 * Reading values from outside exactly once. An action may come from anyone: a JSON message, but
 * also, in-process, an object with getters or a Proxy that answers differently each time it is
 * asked. These readers take each own property's value once, through its property descriptor,
 * into a plain copy that the checks and the rules then use; they never call a getter, never
 * consult the prototype chain and never throw (a trap or getter that throws, or a revoked Proxy,
 * is reported as a problem).
 *
 * What is refused: arrays where an object is expected (and the reverse), objects whose prototype
 * is not `Object.prototype` or `null` (class instances, dates, maps…), accessor properties
 * (getters and setters), symbol keys, holes and extra properties in arrays, and anything that
 * throws while it is read. A Proxy is read through its traps, once each (`getPrototypeOf`,
 * `ownKeys`, and `getOwnPropertyDescriptor` per key); plain JavaScript cannot tell a Proxy from
 * the object it presents, but it cannot present two different values either.
 *
 * Every game reads its actions, positions and files with these, so that a value from outside is
 * judged on one copy taken once.
 *
 * @example
 * ```ts
 * const keys = plainKeys(input, 16);
 * if (isUnreadable(keys)) return refusal(`the action must be a plain object; it is ${keys.unreadable}`);
 * const seat = readOwn(input, "seat"); // never a getter's answer
 * ```
 *
 * @module
 */

/** The outcome of reading a value: the plain copy, or what made it unreadable. */
export type Read<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly why: string };

/** A read array that was longer than allowed: only its length was read. */
export interface TooLong {
  readonly ok: "too-long";
  readonly length: number;
}

const unreadable = (why: string): { ok: false; why: string } => ({ ok: false, why });

/** Whether a value is an array, without throwing (a revoked Proxy throws on `Array.isArray`). */
export function isArraySafe(value: unknown): boolean | null {
  try {
    return Array.isArray(value);
  } catch {
    return null;
  }
}

/** What {@link readOwn} returns for a property it cannot take as plain data. */
export interface Unreadable {
  readonly unreadable: string;
}

const GETTER: Unreadable = Object.freeze({ unreadable: "an object with a getter or setter" });
const THREW: Unreadable = Object.freeze({ unreadable: "an object that throws when it is read" });

/** Whether a {@link readOwn} result is a problem rather than a value. */
export function isUnreadable(value: unknown): value is Unreadable {
  return value === GETTER || value === THREW;
}

/**
 * The own keys of a plain object — one whose prototype is `Object.prototype` or `null` — after
 * checking there are at most `maxKeys` of them and all are strings; or what is wrong with it.
 * Reads no values.
 */
export function plainKeys(value: object, maxKeys: number): readonly string[] | Unreadable {
  try {
    if (Array.isArray(value)) return { unreadable: "an array" };
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) {
      return { unreadable: "not a plain object (a class instance or another kind of object)" };
    }
    const keys = Reflect.ownKeys(value);
    if (keys.length > maxKeys) return { unreadable: `an object with ${keys.length} fields` };
    for (let i = 0; i < keys.length; i++) {
      if (typeof keys[i] !== "string") return { unreadable: "an object with a symbol key" };
    }
    return keys as string[];
  } catch {
    return THREW;
  }
}

/**
 * One own property's value, read exactly once through its descriptor (never through a getter or
 * the prototype chain); `undefined` if there is no such property; an {@link Unreadable} for an
 * accessor, or if reading threw.
 */
export function readOwn(value: object, key: string): unknown {
  try {
    const d = Reflect.getOwnPropertyDescriptor(value, key);
    if (d === undefined) return undefined;
    if (d.get !== undefined || d.set !== undefined || !("value" in d)) return GETTER;
    return d.value;
  } catch {
    return THREW;
  }
}

/**
 * The elements of a plain array, each read once. An array longer than `maxLength` gives its length
 * only, without any element being read.
 */
export function readArray(value: object, maxLength: number): Read<unknown[]> | TooLong {
  try {
    if (!Array.isArray(value)) return unreadable("not an array");
    if (Object.getPrototypeOf(value) !== Array.prototype) {
      return unreadable("not a plain array (a subclass or another kind of array)");
    }
    const d = Reflect.getOwnPropertyDescriptor(value, "length");
    const length: unknown = d && "value" in d ? d.value : undefined;
    if (typeof length !== "number" || !Number.isInteger(length) || length < 0) {
      return unreadable("an array without a proper length");
    }
    if (length > maxLength) return { ok: "too-long", length };
    const keys = Reflect.ownKeys(value);
    if (keys.length !== length + 1) return unreadable("an array with holes or extra properties");
    const items: unknown[] = [];
    for (let i = 0; i < length; i++) {
      const e = Reflect.getOwnPropertyDescriptor(value, String(i));
      if (e === undefined) return unreadable("an array with holes or extra properties");
      if (!("value" in e)) return unreadable(`an array with a getter at index ${i}`);
      items.push(e.value);
    }
    return { ok: true, value: items };
  } catch {
    return unreadable("an array that throws when it is read");
  }
}

/** At most 40 characters of untrusted text, for quoting in messages. */
export function short(text: string, max = 40): string {
  return text.length <= max ? text : `${text.slice(0, max)}…`;
}
