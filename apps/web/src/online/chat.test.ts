import { describe, expect, it } from "vitest";
import {
  CHAT_LIMIT,
  chatLength,
  muteKey,
  muteReducer,
  readChat,
  savedMutes,
  saveMutes,
  visibleChat,
} from "./chat";

const line = (n: number, seat: number | null, name: string, text = `line ${n}`) => ({
  n,
  seat,
  name,
  text,
  at: n,
});

/** A stand-in for localStorage. */
function memoryStore() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

describe("readChat", () => {
  it("replaces the lines with a whole list, then adds new ones once each", () => {
    let chat = readChat([], { lines: [line(1, 0, "Ada"), line(2, 1, "Bea")], whole: true });
    expect(chat.map((l) => l.n)).toEqual([1, 2]);
    chat = readChat(chat, { lines: [line(3, 0, "Ada")], whole: false });
    chat = readChat(chat, { lines: [line(3, 0, "Ada")], whole: false }); // again: skipped
    expect(chat.map((l) => l.n)).toEqual([1, 2, 3]);
    chat = readChat(chat, { lines: [line(7, 2, "Cleo")], whole: true });
    expect(chat.map((l) => l.n)).toEqual([7]);
  });

  it("drops what is not a line, strips control characters, keeps the latest lines", () => {
    const chat = readChat([], {
      lines: [null, { n: "x" }, line(1, 9, "Bad"), line(2, null, "Eve\u0007", "a\u0000b")],
      whole: true,
    });
    expect(chat).toEqual([{ n: 2, seat: null, name: "Eve", text: "ab", at: 2 }]);
    const many = Array.from({ length: CHAT_LIMIT + 5 }, (_, i) => line(i + 1, 0, "Ada"));
    expect(readChat([], { lines: many, whole: true })).toHaveLength(CHAT_LIMIT);
  });
});

describe("muting (on this device)", () => {
  it("hides a muted seat's lines, and a spectator's by name; unmuting shows them again", () => {
    const chat = [line(1, 0, "Ada"), line(2, 1, "Bea"), line(3, null, "Eve"), line(4, 1, "Bea")];
    let muted = muteReducer([], { type: "mute", key: muteKey(chat[1]!) });
    muted = muteReducer(muted, { type: "mute", key: "seat:1" }); // once
    expect(muted).toEqual(["seat:1"]);
    expect(visibleChat(chat, muted).map((l) => l.n)).toEqual([1, 3]);
    muted = muteReducer(muted, { type: "mute", key: muteKey(chat[2]!) });
    expect(visibleChat(chat, muted).map((l) => l.n)).toEqual([1]);
    muted = muteReducer(muted, { type: "unmute", key: "seat:1" });
    expect(visibleChat(chat, muted).map((l) => l.n)).toEqual([1, 2, 4]);
  });

  it("is remembered per room", () => {
    const store = memoryStore();
    saveMutes(store, "room-a", ["seat:2"]);
    expect(savedMutes(store, "room-a")).toEqual(["seat:2"]);
    expect(savedMutes(store, "room-b")).toEqual([]);
    saveMutes(store, "room-a", []);
    expect(store.map.size).toBe(0);
    store.setItem("italia.mute.room-c", "not json");
    expect(savedMutes(store, "room-c")).toEqual([]);
  });
});

describe("chatLength", () => {
  it("counts code points of the trimmed text, as the server does", () => {
    expect(chatLength("  😀😀 ")).toBe(2);
  });
});
