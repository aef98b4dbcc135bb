/**
 * The per-game bot registry (issue #25): bots are registered per game and looked up by the game's
 * id; Italia's registry (`registerBot`, `createBot`, `registeredBots`) is the game `"italia"`'s.
 */
import { italia } from "@italia/engine";
import { type RelayConfig, relay } from "@italia/game-kit/testing";
import { describe, expect, it } from "vitest";
import type { GameBot } from "./bot.js";
import {
  botGames,
  createGameBot,
  registeredGameBots,
  registerGameBot,
  registerGameBots,
  shippedBot,
} from "./bot-registry.js";
import { GameHost } from "./host.js";
import { ITALIA_PACKAGE } from "./italia/package.js";
import { BotSpecError } from "./options.js";
import { createBot, ITALIA_GAME_ID, registeredBots } from "./registry.js";

type Relay = typeof relay;
const CONFIG: RelayConfig = { players: 3, target: 12 };

/** Plays the last listed action. */
const lastBot = (): GameBot<Relay> => ({ name: "last", decide: (ctx) => ctx.actions.at(-1)! });

describe("the per-game bot registry", () => {
  it("looks a game's bots up by its id, apart from every other game's", async () => {
    registerGameBot<Relay>(relay.info.id, "test-last", lastBot, "plays the last action", {});
    expect(registeredGameBots(relay.info.id)).toEqual([
      { name: "test-last", description: "plays the last action", options: {} },
    ]);
    expect(botGames()).toEqual(expect.arrayContaining([ITALIA_GAME_ID, relay.info.id]));
    expect(registeredBots().map((b) => b.name)).not.toContain("test-last");
    expect(() => createBot("test-last")).toThrow(/no bot named "test-last" is registered/);
    expect(() => createGameBot(relay.info.id, "greedy")).toThrow(
      /no bot named "greedy" is registered \(known: test-last\)/,
    );
    expect(() => createGameBot(relay.info.id, "test-last:depth=2")).toThrow(BotSpecError);

    const bots = [0, 1, 2].map((s) =>
      createGameBot<Relay>(
        relay.info.id,
        s === 0 ? { bot: "test-last", label: "l0" } : "test-last",
      ),
    );
    expect(bots.map((b) => b.name)).toEqual(["l0", "test-last", "test-last"]);
    const host = GameHost.play(relay, CONFIG, "registry", bots);
    await host.runBots({ maxActions: 10_000 });
    expect(relay.outcome(host.state)).not.toBeNull();
  });

  it("registers the bots a game ships (its package's), keeping a name already registered", () => {
    const shipped = {
      game: relay,
      bots: { "test-last": lastBot, "test-first": lastBot },
    };
    registerGameBot<Relay>(relay.info.id, "test-last", lastBot, "kept", {});
    registerGameBots(shipped);
    const listed = registeredGameBots(relay.info.id);
    expect(listed.find((b) => b.name === "test-last")!.description).toBe("kept");
    expect(listed.find((b) => b.name === "test-first")).toEqual({
      name: "test-first",
      description: "",
      options: {},
    });
    expect(() => createGameBot(relay.info.id, "test-first:fast")).toThrow(
      /test-first has no option "fast"/,
    );
  });

  it("makes a bot a game ships by name, or names the game and its bots", () => {
    const shipped = { game: relay, bots: { last: lastBot } };
    expect(shippedBot(shipped, "last").name).toBe("last");
    expect(shippedBot(shipped, "last")).not.toBe(shippedBot(shipped, "last"));
    expect(() => shippedBot(shipped, "toString")).toThrow(BotSpecError);
    expect(() => shippedBot(shipped, "greedy")).toThrow(
      `${relay.info.title} has no bot named "greedy" (known: last)`,
    );
  });

  it("keeps Italia's bots under Italia's id, as its package names them", () => {
    expect(ITALIA_GAME_ID).toBe(italia.info.id);
    expect(ITALIA_PACKAGE.game.info.id).toBe(ITALIA_GAME_ID);
    expect(registeredGameBots(ITALIA_GAME_ID)).toEqual(registeredBots());
    for (const name of Object.keys(ITALIA_PACKAGE.bots)) {
      expect(createGameBot(ITALIA_GAME_ID, name).name).toBe(name);
    }
  });
});
