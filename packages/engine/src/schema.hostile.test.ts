/**
 * Hostile objects as actions (issue #8): getters, proxies, class instances, throwing and revoked
 * objects. `apply` reads each field exactly once into a plain copy, checks the copy and applies the
 * copy; anything that is not plain data is refused as malformed, and `apply` never throws.
 */
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import type { PlayerAction } from "./actions.js";
import { apply } from "./apply.js";
import { parseAction } from "./schema.js";
import { newGame } from "./setup.js";
import type { GameState } from "./state.js";
import { type PlayedStep, playRandomGame } from "./testing/random-play.js";

/** States (with the action played there) from one random game, for the properties below. */
const steps: PlayedStep[] = [];
playRandomGame({ players: 4, seed: "hostile", limit: { rounds: 6 } }, 3, (step) => {
  steps.push(step);
});

/** A data descriptor, as a plain object's own property has. */
const data = (value: unknown): PropertyDescriptor => ({
  value,
  writable: true,
  enumerable: true,
  configurable: true,
});

/** A Proxy whose every answer about `key` alternates: first `first`, then `second`, … */
function flipping(base: Record<string, unknown>, key: string, first: unknown, second: unknown) {
  let reads = 0;
  let gets = 0;
  const next = () => (reads++ % 2 === 0 ? first : second);
  const proxy = new Proxy(
    {},
    {
      ownKeys: () => Object.keys(base),
      getOwnPropertyDescriptor: (_t, k) =>
        k === key ? data(next()) : Object.hasOwn(base, k) ? data(base[k as string]) : undefined,
      get: (_t, k) => {
        gets++;
        return k === key ? next() : base[k as string];
      },
      has: (_t, k) => Object.hasOwn(base, k),
    },
  );
  return { proxy, reads: () => reads, gets: () => gets };
}

/** An object whose getter for `key` returns `first`, then `second`, … */
function flippingGetter(
  base: Record<string, unknown>,
  key: string,
  first: unknown,
  second: unknown,
) {
  let reads = 0;
  const obj: Record<string, unknown> = { ...base };
  Object.defineProperty(obj, key, {
    get: () => (reads++ % 2 === 0 ? first : second),
    enumerable: true,
    configurable: true,
  });
  return obj;
}

const placeStep = () => steps.find((s) => s.action.type === "place")!;

function expectMalformed(state: GameState, input: unknown, path = "$") {
  let result: ReturnType<typeof apply> | undefined;
  expect(() => {
    result = apply(state, input);
  }).not.toThrow();
  expect(result!.ok).toBe(false);
  if (result!.ok) return;
  expect(result!.state).toBe(state);
  expect(result!.error).toMatchObject({ rule: null, path });
  expect(typeof result!.error.code).toBe("string");
  expect(result!.error.message.length).toBeLessThan(300);
}

describe("apply reads each field of an action exactly once (issue #8)", () => {
  it("R4.2 a getter that says 1 to the check and −40 to the rules is refused, not applied", () => {
    const { before, action } = placeStep();
    const hostile = flippingGetter(action as never, "count", 1, -40);
    expectMalformed(before, hostile);
  });

  it("R4.2 a Proxy is read once per field: its get trap is never used and −40 never applied", () => {
    const { before, action } = placeStep();
    const good = action as unknown as Record<string, unknown>;
    const p = flipping(good, "count", 1, -40);
    const result = apply(before, p.proxy);
    expect(p.gets()).toBe(0);
    expect(p.reads()).toBe(1);
    // The one value read was 1: the action is the plain one with count 1.
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.state).toEqual(apply(before, { ...good, count: 1 }).state);
      for (const r of Object.values(result.state.regions)) expect(r.armies).toBeGreaterThan(0);
    }
    // Asked the other way round, the first (and only) answer −40 is refused.
    const q = flipping(good, "count", -40, 1);
    const refused = apply(before, q.proxy);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error).toMatchObject({ code: "OUT_OF_RANGE", path: "$.count" });
  });

  it("objects that throw while read, or revoked proxies, are refused and apply never throws", () => {
    const { before, action } = placeStep();
    const base = action as unknown as Record<string, unknown>;
    const boom = () => {
      throw new Error("boom");
    };
    const revoked = Proxy.revocable({ ...base }, {});
    revoked.revoke();
    const trap = (name: keyof ProxyHandler<object>) => new Proxy({ ...base }, { [name]: boom });
    const throwingGetter = { ...base };
    Object.defineProperty(throwingGetter, "seat", { get: boom, enumerable: true });
    for (const input of [
      revoked.proxy,
      trap("ownKeys"),
      trap("getOwnPropertyDescriptor"),
      trap("getPrototypeOf"),
      throwingGetter,
    ]) {
      expectMalformed(before, input);
    }
  });

  it("exotic objects are refused as malformed: class instances, symbol keys, too many keys", () => {
    const { before, action } = placeStep();
    const base = action as unknown as Record<string, unknown>;
    class Place {
      constructor() {
        Object.assign(this, base);
      }
    }
    const withSymbol = { ...base, [Symbol("x")]: 1 };
    const many: Record<string, unknown> = { ...base };
    for (let i = 0; i < 1000; i++) many[`k${i}`] = i;
    for (const input of [new Place(), withSymbol, many, new Date(), new Map()]) {
      expectMalformed(before, input);
    }
  });

  it("a huge object is refused without reading its fields", () => {
    const { before, action } = placeStep();
    let described = 0;
    const keys = Array.from({ length: 100_000 }, (_, i) => `k${i}`);
    const proxy = new Proxy(
      {},
      {
        ownKeys: () => keys,
        getOwnPropertyDescriptor: () => {
          described++;
          return data(1);
        },
      },
    );
    expectMalformed(before, proxy);
    expect(described).toBe(0);
    expect(apply(before, action).ok).toBe(true);
  });

  it("R5.2 cards must be a plain array: getters, holes, extra properties and subclasses are refused", () => {
    const state = newGame({ players: 3, seed: 1 });
    const action = (cards: unknown) => ({ type: "playCards", seat: 0, cards });
    const getter: unknown[] = ["lazio", "umbria", "nonna-1"];
    Object.defineProperty(getter, 0, { get: () => "lazio", enumerable: true });
    const extra = Object.assign(["lazio"], { foo: 1 });
    class Cards extends Array {}
    const sub = Cards.from(["lazio"]);
    // biome-ignore lint/suspicious/noSparseArray: a hole is what is tested
    const holes = ["lazio", , "umbria"];
    for (const cards of [getter, extra, sub, holes])
      expectMalformed(state, action(cards), "$.cards");
    const huge = new Array(1_000_000);
    const result = parseAction(action(huge));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ code: "OUT_OF_RANGE", path: "$.cards" });
  });

  it("an array is refused where an object belongs, and NaN, Infinity or strings never pass as numbers", () => {
    const { before, action } = placeStep();
    const base = action as unknown as Record<string, unknown>;
    expectMalformed(before, [base]);
    expectMalformed(
      before,
      { type: "playCards", seat: 0, cards: ["nonna-1"], target: ["a"] },
      "$.target",
    );
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, "1", 1.5, -0.5, [1], { n: 1 }]) {
      const result = apply(before, { ...base, count: bad });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.path).toBe("$.count");
    }
  });

  it("an unknown field's name and a bad region id are quoted as a short prefix", () => {
    const { before, action } = placeStep();
    const long = "x".repeat(100_000);
    for (const input of [
      { ...(action as object), [long]: 1 },
      { ...(action as object), region: long },
    ]) {
      const result = apply(before, input);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.error.message.length).toBeLessThan(300);
        expect((result.error.path ?? "").length).toBeLessThan(100);
      }
    }
  });
});

/** Ways to present one field's value. */
type Wrap = "plain" | "proxy" | "getter" | "throwing" | "revoked" | "flipping";

/** Builds the action object with each field presented as `wraps` say. */
function present(action: PlayerAction, wraps: readonly Wrap[]): unknown {
  const base = action as unknown as Record<string, unknown>;
  const keys = Object.keys(base);
  const wrapOf = (i: number) => wraps[i % wraps.length]!;
  if (keys.some((_, i) => wrapOf(i) === "revoked")) {
    const r = Proxy.revocable({ ...base }, {});
    r.revoke();
    return r.proxy;
  }
  if (keys.some((_, i) => wrapOf(i) === "proxy" || wrapOf(i) === "flipping")) {
    const flip = keys.find((_, i) => wrapOf(i) === "flipping");
    let reads = 0;
    return new Proxy(
      {},
      {
        ownKeys: () => keys,
        getOwnPropertyDescriptor: (_t, k) => {
          if (!Object.hasOwn(base, k)) return undefined;
          // The flipping field answers its real value first, then nonsense.
          if (k === flip && reads++ > 0) return data(-40);
          return data(base[k as string]);
        },
        get: () => {
          throw new Error("the get trap must not be used");
        },
      },
    );
  }
  const out: Record<string, unknown> = {};
  keys.forEach((key, i) => {
    const wrap = wrapOf(i);
    if (wrap === "plain") out[key] = base[key];
    else
      Object.defineProperty(out, key, {
        enumerable: true,
        get:
          wrap === "getter"
            ? () => base[key]
            : () => {
                throw new Error("boom");
              },
      });
  });
  return out;
}

describe("apply and hostile objects, by property (issue #8)", () => {
  const wrapArb = fc.array(
    fc.constantFrom<Wrap>("plain", "proxy", "getter", "throwing", "revoked", "flipping"),
    { minLength: 1, maxLength: 5 },
  );
  test.prop([fc.nat(steps.length - 1), wrapArb], { numRuns: 400 })(
    "never throws; accepts only what reads as plain data, and then applies exactly the plain action",
    (index, wraps) => {
      const { before, action, after } = steps[index]!;
      const input = present(action, wraps);
      const keys = Object.keys(action).length;
      const used = Array.from({ length: keys }, (_, i) => wraps[i % wraps.length]!);
      let result: ReturnType<typeof apply> | undefined;
      expect(() => {
        result = apply(before, input);
      }).not.toThrow();
      // As present() builds it: a revoked proxy; else a proxy (read once per field); else an
      // object whose getters, if any, make it exotic.
      const revoked = used.includes("revoked");
      const proxied = used.includes("proxy") || used.includes("flipping");
      const exotic = revoked || (!proxied && used.some((w) => w === "getter" || w === "throwing"));
      if (exotic) {
        expect(result!.ok).toBe(false);
        if (!result!.ok) {
          expect(result!.state).toBe(before);
          expect(result!.error).toMatchObject({ code: "INVALID_ACTION", path: "$", rule: null });
        }
      } else {
        // Plain data, or a proxy read once per field: exactly the recorded action's outcome.
        expect(result!.ok).toBe(true);
        if (result!.ok) expect(result!.state).toEqual(after);
      }
    },
  );
});
