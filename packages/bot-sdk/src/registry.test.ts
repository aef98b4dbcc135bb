import { Prng, seedRng } from "@italia/engine";
import { describe, expect, it } from "vitest";
import { type Bot, decisionContext } from "./bot.js";
import { GreedyBot } from "./italia/bots/greedy.js";
import { StrongBot } from "./italia/bots/strong.js";
import { BotSpecError } from "./options.js";
import { createBot, parseLineup, parseSpec, registerBot, registeredBots } from "./registry.js";
import { randomStates } from "./testing/positions.js";

describe("the bot registry", () => {
  it("hands a greedy spec's knobs to the bot", () => {
    const states = randomStates(3, 12).filter((x) => x.stage !== "over");
    const play = (spec: string) =>
      states.map((st) =>
        createBot(spec).decide(decisionContext(st, { rng: new Prng(seedRng("k")) })),
      );
    const plain = play("greedy");
    for (const spec of [
      "greedy:placementWeight=4",
      "greedy:keepWeight=0.2",
      "greedy:objectiveValueWeight=0",
    ]) {
      expect(play(spec), spec).not.toEqual(plain);
      expect(play(spec), spec).toEqual(
        states.map((st) =>
          new GreedyBot(parseSpec(spec).options).decide(
            decisionContext(st, { rng: new Prng(seedRng("k")) }),
          ),
        ),
      );
    }
  });

  it("hands a strong spec's playLastTurn to the bot", () => {
    const states = randomStates(3, 12).filter((x) => x.stage !== "over" && x.stage !== "setup");
    const play = (bot: () => Bot) =>
      states.map((st) => bot().decide(decisionContext(st, { rng: new Prng(seedRng("k")) })));
    const plain = play(() => createBot("strong:iterations=24"));
    const off = play(() => createBot("strong:iterations=24,playLastTurn=false"));
    expect(off).not.toEqual(plain);
    expect(off).toEqual(play(() => new StrongBot({ iterations: 24, playLastTurn: false })));
    expect(plain).toEqual(play(() => new StrongBot({ iterations: 24 })));
  });

  it("knows the reference bots", () => {
    expect(registeredBots().map((b) => b.name)).toEqual(
      expect.arrayContaining(["random", "greedy", "strong", "strong-fast"]),
    );
    expect(createBot("greedy")).toBeInstanceOf(GreedyBot);
    expect(createBot("strong-fast")).toBeInstanceOf(StrongBot);
    expect(registeredBots().find((b) => b.name === "strong")!.options).toHaveProperty("iterations");
  });

  it("reads options from a spec string", () => {
    expect(parseSpec("strong:iterations=64,horizon=2,fast,mode=x")).toEqual({
      bot: "strong",
      options: { iterations: 64, horizon: 2, fast: true, mode: "x" },
      label: "strong:iterations=64,horizon=2,fast,mode=x",
    });
    expect(createBot("strong:iterations=64").name).toBe("strong:iterations=64");
    expect(createBot("strong:iterations=64,timeMs=500,objectiveBelief=2.5").name).toBe(
      "strong:iterations=64,timeMs=500,objectiveBelief=2.5",
    );
    expect(createBot("greedy:attackThreshold=0.8").name).toBe("greedy:attackThreshold=0.8");
    expect(createBot({ bot: "greedy", label: "g2" }).name).toBe("g2");
  });

  it("registers new bots and refuses unknown names", () => {
    registerBot("test-passer", () => ({ name: "test-passer", decide: (c) => c.actions.at(-1)! }));
    expect(createBot("test-passer").name).toBe("test-passer");
    expect(() => createBot("nobody")).toThrow(/no bot named "nobody"/);
    expect(() => registerBot("bad name", () => new GreedyBot())).toThrow();
  });

  it("refuses malformed specs, naming the bad part", () => {
    const bad: [string, RegExp][] = [
      ["strong:iterations=64,,horizon=2", /option 2 of "strong:iterations=64,,horizon=2" is empty/],
      ["strong:", /"strong:" has no options after ":"/],
      [":iterations=3", /":iterations=3" has no bot name/],
      ["strong:=3", /option 1 of "strong:=3" has no name/],
      ["strong:horizon=1,horizon=2", /"horizon" is given twice/],
    ];
    for (const [spec, message] of bad) {
      expect(() => parseSpec(spec), spec).toThrow(BotSpecError);
      expect(() => parseSpec(spec), spec).toThrow(message);
    }
  });

  it("refuses unknown options and bad values, listing the valid options", () => {
    const bad: [string, RegExp][] = [
      [
        "strong:iterations=abc",
        /"strong:iterations=abc": option "iterations" needs a whole number ≥ 1, not "abc"/,
      ],
      ["strong:iterations=0", /needs a whole number ≥ 1, not 0/],
      ["strong:horizon=1.5", /"horizon" needs a whole number ≥ 0, not 1.5/],
      [
        "strong:foo=1",
        /"strong:foo=1": strong has no option "foo"; its options: iterations, turnIterations, timeMs, horizon, playLastTurn, candidates, objectiveBelief, historyWeight, attackThreshold, objectiveThreshold, cardThreshold, finishThreshold, potentialWeight, placementWeight, keepWeight, objectiveValueWeight/,
      ],
      ["strong-fast:bar", /strong-fast has no option "bar"/],
      ["greedy:attackThreshold=2", /"attackThreshold" needs a number from 0 to 1, not 2/],
      ["greedy:attackThreshold=true", /needs a number from 0 to 1, not true/],
      ["greedy:keepWeight=-1", /"keepWeight" needs a number ≥ 0, not -1/],
      ["random:x=1", /random has no option "x"; it takes no options/],
    ];
    for (const [spec, message] of bad) {
      expect(() => createBot(spec), spec).toThrow(BotSpecError);
      expect(() => createBot(spec), spec).toThrow(message);
    }
    expect(() => createBot({ bot: "strong", options: { iterations: "many" } })).toThrow(
      /"iterations" needs a whole number ≥ 1, not "many"/,
    );
  });

  it("reads a comma-separated lineup, options included, and refuses empty entries", () => {
    expect(parseLineup("greedy, strong:iterations=64,horizon=2 ,random")).toEqual([
      "greedy",
      "strong:iterations=64,horizon=2",
      "random",
    ]);
    expect(() => parseLineup("greedy,,greedy")).toThrow(
      /entry 2 of the lineup "greedy,,greedy" is empty/,
    );
    expect(() => parseLineup("greedy,greedy,")).toThrow(/entry 3 .* is empty/);
    expect(() => parseLineup("")).toThrow(BotSpecError);
  });
});
