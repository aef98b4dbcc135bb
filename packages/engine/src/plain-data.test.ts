import { describe, expect, it } from "vitest";
import { DOCUMENT_LIMITS, plainCopy, quote } from "./plain-data.js";
import { nested } from "./testing/documents.js";

describe("plainCopy reads a document once, bounded", () => {
  it("copies plain data exactly, as a new object", () => {
    const input = { a: [1, "x", null, true, { b: 2 }], c: { d: [] } };
    const copy = plainCopy(input, "INVALID_RECORD");
    expect(copy).toEqual({ ok: true, value: input });
    if (copy.ok) expect(copy.value).not.toBe(input);
  });

  it("refuses nesting of 20,000 levels as TOO_DEEP, without a stack overflow", () => {
    const copy = plainCopy(nested(20_000), "INVALID_RECORD");
    expect(copy.ok).toBe(false);
    if (!copy.ok) {
      expect(copy.error.code).toBe("TOO_DEEP");
      expect(copy.error.path?.length).toBeLessThan(64 * 3 + 10);
    }
  });

  it("accepts nesting up to the limit", () => {
    expect(plainCopy(nested(DOCUMENT_LIMITS.maxDepth), "INVALID_RECORD").ok).toBe(true);
    expect(plainCopy(nested(DOCUMENT_LIMITS.maxDepth + 1), "INVALID_RECORD").ok).toBe(false);
  });

  it("refuses a cyclic object as TOO_DEEP", () => {
    const a: Record<string, unknown> = {};
    a.self = a;
    expect(plainCopy(a, "INVALID_VECTOR")).toMatchObject({
      ok: false,
      error: { code: "TOO_DEEP" },
    });
  });

  it("refuses huge arrays, wide sharing and long strings as TOO_LARGE", () => {
    const huge = { steps: new Array(DOCUMENT_LIMITS.maxValues + 1).fill(0) };
    expect(plainCopy(huge, "INVALID_RECORD")).toMatchObject({
      ok: false,
      error: { code: "TOO_LARGE", path: "$.steps" },
    });
    // 2^40 paths through 40 shared levels: refused once the values counted pass the limit.
    let shared: unknown = 0;
    for (let i = 0; i < 40; i++) shared = [shared, shared];
    expect(plainCopy(shared, "INVALID_RECORD")).toMatchObject({ error: { code: "TOO_LARGE" } });
    const long = { name: "x".repeat(DOCUMENT_LIMITS.maxStringLength + 1) };
    expect(plainCopy(long, "INVALID_RECORD")).toMatchObject({
      error: { code: "TOO_LARGE", path: "$.name" },
    });
  });

  it("refuses what is not plain data, and objects that cannot be read", () => {
    expect(plainCopy({ f: () => 1 }, "INVALID_RECORD")).toMatchObject({
      error: { code: "INVALID_RECORD", path: "$.f" },
    });
    expect(plainCopy({ d: new Date(0) }, "INVALID_RECORD")).toMatchObject({
      error: { code: "INVALID_RECORD", path: "$.d" },
    });
    const throwing = {
      get x() {
        throw new Error("boom");
      },
    };
    expect(plainCopy(throwing, "INVALID_POSITION")).toMatchObject({
      ok: false,
      error: { code: "INVALID_POSITION" },
    });
    const proxy = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error("boom");
        },
      },
    );
    expect(plainCopy(proxy, "INVALID_POSITION")).toMatchObject({ ok: false });
  });

  it("reads each field once: a getter that changes its answer is copied with its first", () => {
    let reads = 0;
    const input = {
      get count() {
        reads++;
        return reads === 1 ? 1 : -40;
      },
    };
    expect(plainCopy(input, "INVALID_RECORD")).toEqual({ ok: true, value: { count: 1 } });
    expect(reads).toBe(1);
  });

  it("keeps __proto__ as a plain field, never as a prototype", () => {
    const input = JSON.parse('{"__proto__": {"polluted": true}}');
    const copy = plainCopy(input, "INVALID_RECORD");
    expect(copy.ok).toBe(true);
    if (copy.ok) {
      expect(Object.getPrototypeOf(copy.value)).toBe(Object.prototype);
      expect(Object.keys(copy.value as object)).toEqual(["__proto__"]);
    }
  });
});

describe("quote cuts what a message repeats to a short prefix", () => {
  it("quotes short values as JSON and cuts long ones", () => {
    expect(quote("lazio")).toBe('"lazio"');
    expect(quote("x".repeat(1000)).length).toBeLessThanOrEqual(121);
  });
});
