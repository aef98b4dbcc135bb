import { describe, expect, it } from "vitest";
import { GreedyBot } from "./bots/greedy.js";
import { StrongBot } from "./bots/strong.js";
import { createBot, parseSpec, registerBot, registeredBots } from "./registry.js";

describe("the bot registry", () => {
  it("knows the reference bots", () => {
    expect(registeredBots().map((b) => b.name)).toEqual(
      expect.arrayContaining(["random", "greedy", "strong", "strong-fast"]),
    );
    expect(createBot("greedy")).toBeInstanceOf(GreedyBot);
    expect(createBot("strong-fast")).toBeInstanceOf(StrongBot);
  });

  it("reads options from a spec string", () => {
    expect(parseSpec("strong:iterations=64,horizon=2,fast,mode=x")).toEqual({
      bot: "strong",
      options: { iterations: 64, horizon: 2, fast: true, mode: "x" },
      label: "strong:iterations=64,horizon=2,fast,mode=x",
    });
    expect(createBot("strong:iterations=64").name).toBe("strong:iterations=64");
    expect(createBot({ bot: "greedy", label: "g2" }).name).toBe("g2");
  });

  it("registers new bots and refuses unknown names", () => {
    registerBot("test-passer", () => ({ name: "test-passer", decide: (c) => c.actions.at(-1)! }));
    expect(createBot("test-passer").name).toBe("test-passer");
    expect(() => createBot("nobody")).toThrow(/no bot named "nobody"/);
    expect(() => registerBot("bad name", () => new GreedyBot())).toThrow();
  });
});
