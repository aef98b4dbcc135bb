import { describe, expect, it } from "vitest";
import { gameSeed } from "./seed";

describe("gameSeed", () => {
  it("keeps a typed seed, without surrounding spaces", () => {
    expect(gameSeed("  venerdì sera ")).toBe("venerdì sera");
  });

  it("makes 128 random bits when none is typed (issue #8)", () => {
    const a = gameSeed("");
    const b = gameSeed("   ");
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(b).toMatch(/^[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
  });
});
