import { describe, expect, it } from "vitest";
import { CHAT_PER_WINDOW, CHAT_WINDOW_MS, ChatRate, MAX_CHAT_CHARS, readChatText } from "./chat.js";

describe("readChatText", () => {
  it("keeps plain text: control characters dropped, line breaks made spaces, trimmed", () => {
    expect(readChatText({ text: "  Ciao\u0007 a\ntutti\u200b!  " })).toEqual({
      ok: true,
      text: "Ciao a tutti!",
    });
    expect(readChatText({ text: "<b>x</b>" })).toEqual({ ok: true, text: "<b>x</b>" });
  });

  it(`accepts ${MAX_CHAT_CHARS} characters counted as code points, refuses one more (never cut)`, () => {
    const emoji = "😀".repeat(MAX_CHAT_CHARS); // 400 UTF-16 units, 200 characters
    expect(readChatText({ text: emoji })).toEqual({ ok: true, text: emoji });
    const refused = readChatText({ text: `${emoji}a` });
    expect(refused).toMatchObject({ ok: false, error: { code: "CHAT_TOO_LONG" } });
    expect(readChatText({ text: "x".repeat(100_000) })).toMatchObject({
      ok: false,
      error: { code: "CHAT_TOO_LONG" },
    });
  });

  it("refuses an empty line and a message that is not { text }", () => {
    expect(readChatText({ text: " \u0000\n " })).toMatchObject({ error: { code: "CHAT_EMPTY" } });
    for (const bad of [null, "hi", [], { text: 3 }]) {
      expect(readChatText(bad)).toMatchObject({ ok: false, error: { code: "BAD_MESSAGE" } });
    }
  });
});

describe("ChatRate", () => {
  it(`lets a sender write ${CHAT_PER_WINDOW} lines in ${CHAT_WINDOW_MS} ms, each sender apart`, () => {
    let now = 0;
    const rate = new ChatRate(() => now);
    for (let i = 0; i < CHAT_PER_WINDOW; i++) expect(rate.take("seat 0")).toBe(true);
    expect(rate.take("seat 0")).toBe(false);
    expect(rate.take("seat 1")).toBe(true);
    now = CHAT_WINDOW_MS - 1;
    expect(rate.take("seat 0")).toBe(false);
    now = CHAT_WINDOW_MS;
    expect(rate.take("seat 0")).toBe(true);
  });
});
