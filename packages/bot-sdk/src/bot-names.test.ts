import { describe, expect, it } from "vitest";
import { BOT_NAMES, botName } from "./bot-names.js";

describe("bot names", () => {
  it("gives each of the 4 seats its own name, and any other seat a numbered one", () => {
    const names = [0, 1, 2, 3].map(botName);
    expect(names).toEqual(BOT_NAMES);
    expect(new Set(names).size).toBe(4);
    expect(botName(4)).toBe("Bot 5");
  });
});
