/** The rate limit of a client's messages, shared by the players' and the spectators' rooms. */
import { describe, expect, it } from "vitest";
import { boundedText, FLOOD_LIMIT, freshBudget, takeMessage } from "./message-rate.js";

describe("takeMessage", () => {
  it("lets a burst of twice the rate through, refuses the first over it, drops the rest, closes a flood", () => {
    const budget = freshBudget(5, 0);
    const taken = Array.from({ length: 10 }, () => takeMessage(budget, 5, 0));
    expect(taken.every((t) => t === "ok")).toBe(true);
    expect(takeMessage(budget, 5, 0)).toBe("refuse");
    for (let i = 2; i <= FLOOD_LIMIT; i++) expect(takeMessage(budget, 5, 0)).toBe("drop");
    expect(takeMessage(budget, 5, 0)).toBe("close");
  });

  it("fills the bucket with time, and a message that gets through ends the flood", () => {
    const budget = freshBudget(20, 0);
    for (let i = 0; i < 40; i++) takeMessage(budget, 20, 0);
    expect(takeMessage(budget, 20, 0)).toBe("refuse");
    expect(takeMessage(budget, 20, 0)).toBe("drop");
    // 100 ms later: two more messages (20 a second)
    expect(takeMessage(budget, 20, 100)).toBe("ok");
    expect(budget.flood).toBe(0);
    expect(takeMessage(budget, 20, 100)).toBe("ok");
    expect(takeMessage(budget, 20, 100)).toBe("refuse");
  });
});

describe("boundedText", () => {
  it("replaces control characters and cuts long text with an ellipsis", () => {
    expect(boundedText("a\u0000b\u202ec", 10)).toBe("a?b?c");
    expect(boundedText("x".repeat(300), 200)).toBe(`${"x".repeat(199)}…`);
  });
});
