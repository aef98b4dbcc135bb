/**
 * A seat of any game held elsewhere (issue #25): the bot decides from what the holder sent (view,
 * legal moves, events, the other actors), its answer is read with the game's parseAction and
 * judged against the listed actions; a refused answer is a strike and the first listed action is
 * sent instead; at a shared decision a bot may wait. Tested with Relay (the kit's cooperative
 * game with shared decisions) and with Italia, where it must agree with Italia's askRemoteBot.
 */
import { italia, newGame, Prng, seedRng, viewFor } from "@italia/engine";
import { type RelayState, relay } from "@italia/game-kit/testing";
import { describe, expect, it } from "vitest";
import type { GameBot, GameContext, GameSettings } from "./bot.js";
import { askRemoteBot } from "./italia/remote-seat.js";
import { askRemoteGameBot, type RemoteGameDecision } from "./remote-game.js";

type Relay = typeof relay;

const settings: GameSettings = {
  seed: "s",
  decisionMs: 1000,
  bankMs: 0,
  startupMs: 0,
  turnActions: 500,
  config: { players: 4, target: 21 },
};

/** What a holder would send `seat` of Relay in `state`. */
function sent(state: RelayState, seat: number): Omit<RemoteGameDecision<Relay>, "deadline"> {
  const actors = relay.actors(state);
  return {
    seat,
    view: JSON.parse(JSON.stringify(relay.view(state, seat))),
    legal: JSON.parse(JSON.stringify(relay.legalMoves(state, seat))),
    events: [],
    alsoActing: actors.filter((s) => s !== seat),
    settings: settings as never,
    rng: new Prng(seedRng("remote")),
  };
}

/** Relay at a shared decision: seat 0 played a card; seats 1–3 may answer. */
function shared(): RelayState {
  const config = relay.checkConfig({ players: 4, target: 21 });
  if (!config.ok) throw new Error(config.error.message);
  const state = relay.newGame(config.value, "remote-shared");
  const played = relay.apply(state, { type: "play", seat: 0, card: state.hands[0]![0]! });
  if (!played.ok) throw new Error(played.error.message);
  return played.value.state;
}

const answering = (answer: (ctx: GameContext<Relay>) => unknown): GameBot<Relay> => ({
  name: "b",
  decide: (ctx) => answer(ctx) as never,
});

describe("askRemoteGameBot (a seat of any game held elsewhere)", () => {
  it("accepts a listed action, read with the game's parseAction, and shows the bot what was sent", async () => {
    const state = shared();
    const seen: GameContext<Relay>[] = [];
    const d = await askRemoteGameBot(
      relay,
      answering((ctx) => {
        seen.push(ctx);
        return ctx.actions.at(-1);
      }),
      sent(state, 2),
      1000,
    );
    const actions = relay.legalMoves(state, 2).flatMap((m) => relay.actionsOf(m));
    expect("waited" in d).toBe(false);
    if ("waited" in d) return;
    expect(d.strike).toBeNull();
    expect(d.action).toEqual(actions.at(-1));
    expect(seen[0]!.alsoActing).toEqual([1, 3]);
    expect(seen[0]!.view).toEqual(relay.view(state, 2));
    expect(Object.isFrozen(seen[0]!.view)).toBe(true);
    expect(Object.isFrozen(seen[0]!.legal)).toBe(true);
  });

  it("lets a bot wait at a shared decision, but not when it decides alone", async () => {
    const state = shared();
    const waited = await askRemoteGameBot(
      relay,
      answering(() => null),
      sent(state, 1),
      1000,
    );
    expect(waited).toMatchObject({ waited: true });
    const alone = await askRemoteGameBot(
      relay,
      answering(() => null),
      { ...sent(state, 1), alsoActing: [] },
      1000,
    );
    expect("waited" in alone).toBe(false);
    if ("waited" in alone) return;
    expect(alone.strike?.reason).toBe("illegal");
  });

  it("strikes an action that is not listed, a malformed answer, a throw and a late answer; sends the first listed action", async () => {
    const state = shared();
    const first = relay.actionsOf(relay.legalMoves(state, 3)[0]!)[0];
    const cases: [GameBot<Relay>, string, RegExp][] = [
      [answering(() => ({ type: "play", seat: 0, card: 1 })), "illegal", /not one of the legal/],
      [answering(() => ({ type: "fly" })), "illegal", /illegal action/],
      [
        answering(() => {
          throw new Error("boom");
        }),
        "error",
        /failed: Error: boom/,
      ],
      [
        { name: "slow", decide: () => new Promise(() => {}) },
        "timeout",
        /did not answer within 30 ms/,
      ],
    ];
    for (const [bot, reason, message] of cases) {
      const d = await askRemoteGameBot(relay, bot, sent(state, 3), 30);
      expect("waited" in d).toBe(false);
      if ("waited" in d) continue;
      expect(d.strike?.reason).toBe(reason);
      expect(d.strike?.message).toMatch(message);
      expect(d.strike?.seat).toBe(3);
      expect(d.action).toEqual(first);
    }
  });

  it("judges Italia's answers as Italia's askRemoteBot does", async () => {
    const state = newGame({ players: 3, seed: "remote-italia" });
    const seat = state.currentSeat;
    const legal = italia.legalMoves(state, seat);
    const view = viewFor(state, seat);
    const base = { seat, view, legal, events: [], rng: new Prng(seedRng("r")) };
    const italiaSettings = {
      seed: "s",
      decisionMs: 1000,
      bankMs: 0,
      startupMs: 0,
      limit: { rounds: 25 },
      turnActions: 500,
    } as const;
    const answers: unknown[] = [
      italia.actionsOf(legal[0]!)[0],
      italia.actionsOf(legal.at(-1)!).at(-1),
      { type: "endTurn", seat: (seat + 1) % 3 },
      { type: "clockExpired" },
      "nonsense",
    ];
    for (const answer of answers) {
      const bot = { name: "b", decide: () => answer as never };
      const mine = await askRemoteGameBot(italia, bot, { ...base, settings: italiaSettings }, 1000);
      const theirs = await askRemoteBot(bot, { ...base, settings: italiaSettings }, 1000);
      if ("waited" in mine) throw new Error("a seat alone cannot wait");
      expect(mine.strike === null, JSON.stringify(answer)).toBe(theirs.strike === null);
      expect(mine.action, JSON.stringify(answer)).toEqual(theirs.action);
    }
  });

  it("plays a refused Italia answer's fallback from the reading: «Passa» when it is listed", async () => {
    let state = newGame({ players: 3, seed: "remote-pass" });
    // play the setup out until a turn offers «Passa» (endTurn) beside other moves
    while (!italia.legalMoves(state, state.currentSeat).some((m) => m.type === "endTurn")) {
      const r = italia.apply(state, italia.fallback(state, state.currentSeat));
      if (!r.ok) throw new Error(r.error.message);
      state = r.value.state;
    }
    const seat = state.currentSeat;
    const legal = italia.legalMoves(state, seat);
    expect(legal[0]!.type).not.toBe("endTurn");
    const decision = {
      seat,
      view: viewFor(state, seat),
      legal,
      events: [],
      rng: new Prng(seedRng("r")),
      settings: {
        seed: "s",
        decisionMs: 1000,
        bankMs: 0,
        startupMs: 0,
        limit: { rounds: 25 },
        turnActions: 500,
      },
    } as const;
    const cheat = { name: "cheat", decide: () => "nonsense" as never };
    const d = await askRemoteGameBot(italia, cheat, decision, 1000);
    if ("waited" in d) throw new Error("a seat alone cannot wait");
    expect(d.strike?.reason).toBe("illegal");
    expect(d.action).toEqual({ type: "endTurn", seat });
    // a game without a fallback hook plays the first action of the first move
    const plain = { ...italia };
    const first = await askRemoteGameBot(plain, cheat, decision, 1000);
    if ("waited" in first) throw new Error("a seat alone cannot wait");
    expect(first.action).toEqual(italia.actionsOf(legal[0]!)[0]);
  });
});
