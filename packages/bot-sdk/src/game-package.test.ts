/**
 * A game's package (issue #25): what the platform needs of a game besides its rules. Italia's
 * keeps its records, terms and fast reading; any other game gets the platform's defaults, or the
 * parts its package gives.
 */
import { BOARD_DATA, eventFor, italia, newGame, viewFor } from "@italia/engine";
import type { Json } from "@italia/game-kit";
import { type RelayState, relay } from "@italia/game-kit/testing";
import { describe, expect, it } from "vitest";
import type { GameBot } from "./bot.js";
import { gameContext } from "./bot.js";
import { gamePackage } from "./game-package.js";
import { GameHost } from "./host.js";
import { ITALIA_PACKAGE } from "./italia/package.js";
import { packageOf } from "./known-packages.js";

type Relay = typeof relay;

const first = (): GameBot<Relay> => ({ name: "first", decide: (ctx) => ctx.actions[0]! });

describe("packageOf", () => {
  it("finds Italia's package for Italia, a package as it is, and the defaults for another game", () => {
    expect(packageOf(italia)).toBe(ITALIA_PACKAGE);
    const pkg = gamePackage(relay, { data: { cards: 21 }, bots: { first } });
    expect(packageOf(pkg)).toBe(pkg);
    const plain = packageOf(relay);
    expect(plain.game).toBe(relay);
    expect(plain.data).toBeNull();
    expect(plain.bots).toEqual({});
    expect(packageOf(relay)).toBe(plain); // made once per game
  });

  it("Italia's package: the board, the team's bots, italia-record/2 and terms with the limit (R11.4)", async () => {
    expect(ITALIA_PACKAGE.data).toBe(BOARD_DATA as unknown as Json);
    expect(Object.keys(ITALIA_PACKAGE.bots)).toEqual(["random", "greedy", "strong", "strong-fast"]);
    for (const make of Object.values(ITALIA_PACKAGE.bots))
      expect(typeof make().decide).toBe("function");
    const record = ITALIA_PACKAGE.records.start({ players: 3, limit: { rounds: 5 } }, "p");
    expect(record.format).toBe("italia-record/2");
    const state = newGame({ players: 3, seed: "p", limit: { rounds: 5 } });
    const terms = ITALIA_PACKAGE.records.settings(
      { seed: "s", decisionMs: 1, bankMs: 0, startupMs: 2, turnActions: 3 },
      state,
      null,
    );
    expect(terms.limit).toEqual({ rounds: 5 });
  });

  it("R12: Italia's fast reading gives what the game's own functions give", () => {
    const state = newGame({ players: 4, seed: "reading" });
    const seat = state.currentSeat;
    const { reading } = ITALIA_PACKAGE;
    expect(reading.view(state, seat)).toEqual(viewFor(state, seat));
    expect(Object.isFrozen(reading.view(state, seat))).toBe(true);
    const legal = reading.legal(state, seat);
    expect(legal).toEqual(italia.legalMoves(state, seat));
    expect(Object.isFrozen(legal)).toBe(true);
    expect(reading.legal(state, (seat + 1) % 4)).toEqual([]);
    expect(legal.flatMap((m) => reading.expand(m))).toEqual(
      legal.flatMap((m) => italia.actionsOf(m)),
    );
    const played = italia.apply(state, italia.actionsOf(legal[0]!)[0]);
    if (!played.ok) throw new Error(played.error.message);
    const other = (seat + 1) % 4;
    expect(reading.filter(played.value.events, other)).toEqual(
      played.value.events.flatMap((e) => {
        const shown = eventFor(e, other);
        return shown === null ? [] : [shown];
      }),
    );
  });

  it("another game's package: the host keeps game-record/1 and the bots' terms carry the config", async () => {
    const pkg = gamePackage(relay, { data: { cards: 21 }, bots: { first } });
    const config = { players: 3, target: 21 };
    const host = GameHost.play(pkg, config, "pkg", [first(), first(), first()]);
    expect(host.game).toBe(relay);
    await host.runBots({ maxActions: 10_000 });
    const record = host.record();
    expect(record.format).toBe("game-record/1");
    expect(record.game).toBe(relay.info.id);
    expect(record.outcome).not.toBeNull();
    expect(host.settingsOf(1).config).toEqual(config);
  });

  it("a package's own reading is what its bots read", () => {
    const state: RelayState = relay.newGame({ players: 3, target: 21 }, "own");
    const seat = relay.actors(state)[0]!;
    const pkg = gamePackage(relay, {
      reading: {
        view: () => ({ marked: true }) as unknown as ReturnType<Relay["view"]>,
        expand: (m) => relay.actionsOf(m),
        filter: () => [],
        legal: (s, q) => Object.freeze([...relay.legalMoves(s, q)]),
      },
    });
    const ctx = gameContext(pkg, state, {
      seat,
      settings: {
        seed: "s",
        decisionMs: 1,
        bankMs: 0,
        startupMs: 0,
        turnActions: 1,
        config: { players: 3, target: 21 },
      },
    });
    expect(ctx.view).toEqual({ marked: true });
    expect(gameContext(relay, state, { seat, settings: ctx.settings }).view).toEqual(
      relay.view(state, seat),
    );
  });
});
