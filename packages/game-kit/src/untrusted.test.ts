import { describe, expect, it } from "vitest";
import { isArraySafe, isUnreadable, plainKeys, readArray, readOwn, short } from "./untrusted.js";

describe("reading values from outside once", () => {
  it("plainKeys lists a plain object's keys and names what else it is", () => {
    expect(plainKeys({ a: 1, b: 2 }, 4)).toEqual(["a", "b"]);
    expect(plainKeys(Object.create(null), 4)).toEqual([]);
    expect(plainKeys([], 4)).toEqual({ unreadable: "an array" });
    expect(plainKeys(new Date(), 4)).toMatchObject({ unreadable: expect.stringMatching(/class/) });
    expect(plainKeys({ a: 1, b: 2, c: 3 }, 2)).toEqual({ unreadable: "an object with 3 fields" });
    expect(plainKeys({ [Symbol("s")]: 1 }, 2)).toEqual({
      unreadable: "an object with a symbol key",
    });
    const trap = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error("trap");
        },
      },
    );
    expect(isUnreadable(plainKeys(trap, 4))).toBe(true);
  });

  it("readOwn never calls a getter nor looks up the prototype chain", () => {
    let calls = 0;
    const withGetter = {
      get seat() {
        calls += 1;
        return 0;
      },
    };
    expect(isUnreadable(readOwn(withGetter, "seat"))).toBe(true);
    expect(calls).toBe(0);
    expect(readOwn(Object.create({ seat: 1 }), "seat")).toBeUndefined();
    expect(readOwn({ seat: 2 }, "seat")).toBe(2);
    const { proxy, revoke } = Proxy.revocable({ seat: 3 }, {});
    revoke();
    expect(isUnreadable(readOwn(proxy, "seat"))).toBe(true);
    expect(isArraySafe(proxy)).toBeNull();
  });

  it("readArray copies a plain array once and refuses holes, getters and long arrays unread", () => {
    expect(readArray([1, "a"], 4)).toEqual({ ok: true, value: [1, "a"] });
    expect(readArray(new Array(1e6), 4)).toEqual({ ok: "too-long", length: 1e6 });
    // biome-ignore lint/suspicious/noSparseArray: a hole is the point
    expect(readArray([1, , 3], 4)).toMatchObject({
      ok: false,
      why: expect.stringMatching(/holes/),
    });
    const withGetter = [1];
    Object.defineProperty(withGetter, 0, { get: () => 1 });
    expect(readArray(withGetter, 4)).toMatchObject({
      ok: false,
      why: expect.stringMatching(/getter/),
    });
    expect(readArray({ length: 0 }, 4)).toEqual({ ok: false, why: "not an array" });
    class Sub extends Array {}
    expect(readArray(Sub.from([1]), 4)).toMatchObject({
      ok: false,
      why: expect.stringMatching(/subclass/),
    });
  });

  it("short cuts long text to quote it", () => {
    expect(short("abc")).toBe("abc");
    expect(short("x".repeat(50))).toBe(`${"x".repeat(40)}…`);
  });
});
