import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { keyedSeed } from "./deal-seeds.js";

describe("keyedSeed (issue #27)", () => {
  it("is HMAC-SHA256 of the name under the secret, 128 bits in hex", () => {
    const expected = createHmac("sha256", "secret").update("deal/3").digest("hex").slice(0, 32);
    expect(keyedSeed("secret", "deal/3")).toBe(expected);
    expect(keyedSeed("secret", "deal/3")).toMatch(/^[0-9a-f]{32}$/);
  });

  it("differs by name and by secret, and does not contain either", () => {
    const seeds = new Set([
      keyedSeed("a", "deal/0"),
      keyedSeed("a", "deal/1"),
      keyedSeed("b", "deal/0"),
      keyedSeed("b", "deal/1"),
    ]);
    expect(seeds.size).toBe(4);
    for (const s of seeds) expect(s).not.toContain("deal");
  });
});
