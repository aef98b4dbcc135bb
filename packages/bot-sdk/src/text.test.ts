import { describe, expect, it } from "vitest";
import { quote, safeText } from "./text.js";

describe("safeText", () => {
  it("escapes ESC sequences, C0, DEL and C1 controls", () => {
    expect(safeText("Lazio\u001b[2J\u001b]0;pwned\u0007")).toBe("Lazio\\x1b[2J\\x1b]0;pwned\\x07");
    expect(safeText("a\u007fb\u009bc\u0000")).toBe("a\\x7fb\\x9bc\\x00");
    expect(safeText("line\nnext\ttab\r")).toBe("line\\nnext\\ttab\\r");
  });

  it("escapes bidirectional overrides and isolates", () => {
    expect(safeText("abc\u202edcba\u2066x\u2069")).toBe("abc\\u202edcba\\u2066x\\u2069");
  });

  it("keeps newlines and tabs in multi-line text, and everything printable", () => {
    expect(safeText("a\n\tb\u001b", { multiline: true })).toBe("a\n\tb\\x1b");
    expect(safeText("Friuli-Venezia Giulia · ● ■ ▲ ◆ è 🇮🇹")).toBe(
      "Friuli-Venezia Giulia · ● ■ ▲ ◆ è 🇮🇹",
    );
  });
});

describe("quote", () => {
  it("cuts long input to a short prefix that says how much was left out", () => {
    const q = quote("x".repeat(1_000_000));
    expect(q).toBe(`${"x".repeat(80)}… (999920 more)`);
    expect(quote("short")).toBe("short");
    expect(quote("abcdef", 3)).toBe("abc… (3 more)");
  });

  it("never splits a surrogate pair and escapes what it keeps", () => {
    expect(quote(`${"a".repeat(79)}🇮🇹`)).toBe(`${"a".repeat(79)}… (4 more)`);
    expect(quote("\u001b[2J".repeat(100), 8)).toBe("\\x1b[2J\\x1b[2J… (392 more)");
  });
});
