/**
 * The host runs any game of the platform (issue #25): Relay, the kit's cooperative test game,
 * with shared decisions — every bot among the actors asked with the same state, the lowest seat's
 * answer applied, a bot that waits, people among the actors deciding first — its own record
 * format (`game-record/1`, with each step's chance) that replays, and refusals as the game gives
 * them.
 */

import { type RelayState, relay } from "@italia/game-kit/testing";
import { describe, expect, it } from "vitest";
import type { GameBot, GameContext } from "./bot.js";
import { GameHost } from "./host.js";

type Relay = typeof relay;

/** Plays the first listed action; records which seats it was asked for and who else could act. */
function firstBot(name = "first"): GameBot<Relay> & { asked: { seat: number; also: number[] }[] } {
  const asked: { seat: number; also: number[] }[] = [];
  return {
    name,
    asked,
    decide(ctx: GameContext<Relay>) {
      asked.push({ seat: ctx.seat, also: [...ctx.alsoActing] });
      return ctx.actions[0]!;
    },
  };
}

/** Waits at every shared decision; else passes (or declines). */
const waiter: GameBot<Relay> = {
  name: "waiter",
  decide: (ctx) =>
    ctx.alsoActing.length > 0
      ? null
      : ctx.actions.find((a) => a.type === "pass" || a.type === "decline")!,
};

/** A state at a shared decision: seat 0 has played a card, seats 1–3 may answer. */
async function sharedDecision(players: (GameBot<Relay> | null)[]) {
  const host = GameHost.play(relay, { players: 4, target: 21 }, "shared", players, {
    timeControl: { decisionMs: 60_000 },
  });
  const card = host.state.hands[0]![0]!;
  const played = host.submit(0, { type: "play", seat: 0, card });
  if (!played.ok) throw new Error(played.error.message);
  return host;
}

describe("a host of a game with shared decisions (Relay)", () => {
  it("asks every bot among the actors with the same state and applies the lowest seat's answer", async () => {
    const bots = [null, firstBot("b1"), firstBot("b2"), firstBot("b3")];
    const host = await sharedDecision(bots);
    expect(host.actors()).toEqual([1, 2, 3]);
    expect(host.botToAct()).toBe(true);
    const step = await host.step();
    expect(step.seat).toBe(1);
    // each was asked once, told who else could answer
    expect(bots[1]!.asked).toEqual([{ seat: 1, also: [2, 3] }]);
    expect(bots[2]!.asked).toEqual([{ seat: 2, also: [1, 3] }]);
    expect(bots[3]!.asked).toEqual([{ seat: 3, also: [1, 2] }]);
    expect(host.strikes).toEqual([]);
  });

  it("skips a bot that waits (null): the next seat's answer counts; if all wait, the owner's fallback", async () => {
    const b3 = firstBot("b3");
    const host = await sharedDecision([null, waiter, waiter, b3]);
    const step = await host.step();
    expect(step.seat).toBe(3);
    const all = await sharedDecision([null, waiter, waiter, waiter]);
    const fallback = await all.step();
    // seat 0 owns the turn but is not among the actors: the lowest actor's fallback, a decline
    expect(fallback).toMatchObject({ seat: 1, action: { type: "decline", seat: 1 }, byHost: true });
    expect(all.strikes).toEqual([]);
  });

  it("lets the people among the actors decide: no bot answers while a person may", async () => {
    const b2 = firstBot("b2");
    const host = await sharedDecision([null, null, b2, null]);
    expect(host.botToAct()).toBe(false);
    expect(await host.runBots()).toEqual([]);
    expect(b2.asked).toEqual([]);
    const r = host.submit(3, { type: "decline", seat: 3 });
    expect(r.ok).toBe(true);
    expect(host.actors()).toEqual([1, 2]);
    // a seat that may not act is refused with the game's error
    const late = host.submit(3, { type: "decline", seat: 3 });
    expect(!late.ok && late.error.code).toBe("NOT_YOUR_DECISION");
  });

  it("refuses an illegal bot answer with a strike and plays the game's fallback", async () => {
    const cheat: GameBot<Relay> = {
      name: "cheat",
      decide: (ctx) => ({ type: "support", seat: ctx.seat, card: 99 }),
    };
    const host = await sharedDecision([null, cheat, waiter, waiter]);
    const step = await host.step();
    expect(step).toMatchObject({ seat: 1, action: { type: "decline", seat: 1 } });
    expect(host.strikes).toHaveLength(1);
    expect(host.strikes[0]).toMatchObject({ seat: 1, bot: "cheat", reason: "illegal" });
  });

  it("keeps a game-record/1 whose steps carry their chance, and whose actions replay to the same end", async () => {
    const players = [0, 1, 2].map((s) => firstBot(`b${s}`));
    const host = GameHost.play(relay, { players: 3, target: 21 }, "record", players, {
      seats: players.map((p) => ({ name: p.name, bot: "first" })),
    });
    await host.runBots();
    expect(host.actors()).toEqual([]);
    const record = host.record();
    expect(record).toMatchObject({
      format: "game-record/1",
      game: "relay",
      version: relay.info.version,
      config: { players: 3, target: 21 },
      seed: "record",
    });
    expect(record.outcome).toEqual(relay.outcome(host.state as RelayState));
    expect(host.platformRecord()).toEqual(record);
    expect(record.steps.length).toBe(host.actionCount);
    expect(record.steps.some((s) => "chance" in s)).toBe(true);
    let state = relay.newGame(record.config as { players: number; target: number }, record.seed);
    for (const step of record.steps) {
      if (!("action" in step)) throw new Error("Relay has no host inputs");
      const r = relay.apply(state, step.action);
      if (!r.ok) throw new Error(r.error.message);
      expect(relay.chanceOf?.(r.value.events)).toEqual("chance" in step ? step.chance : undefined);
      state = r.value.state;
    }
    expect(state).toEqual(host.state);
  });

  it("gives each seat its events once, filtered for it: a drawn card only to the seat that drew it", async () => {
    const host = GameHost.play(relay, { players: 3, target: 21 }, "events", [null, null, null]);
    const r = host.submit(0, { type: "pass", seat: 0 });
    expect(r.ok).toBe(true);
    const mine = host.takeEvents(0);
    const theirs = host.takeEvents(1);
    expect(mine.map((e) => e.type)).toEqual(theirs.map((e) => e.type));
    expect(host.takeEvents(1)).toEqual([]);
  });

  it("says a game without a clock has none, and gives the bots the game's config in their terms", () => {
    const host = GameHost.play(relay, { players: 2, target: 30 }, "terms", [null, null]);
    const clock = host.expireClock();
    expect(!clock.ok && clock.error.code).toBe("NO_CLOCK");
    expect(host.settingsOf(1)).toMatchObject({ config: { players: 2, target: 30 } });
    expect(host.settingsOf(0).seed).not.toBe(host.settingsOf(1).seed);
  });

  it("ends a turn past its bounds with the owner's fallback and a strike", async () => {
    const host = GameHost.play(relay, { players: 3, target: 21 }, "bounds", [null, null, null], {
      turnLimit: { actions: 1 },
    });
    const card = host.state.hands[0]![0]!;
    const r = host.submit(0, { type: "play", seat: 0, card });
    expect(r.ok && r.steps.length).toBeGreaterThan(1);
    expect(r.ok && r.steps.at(-1)!.turnEnded).toBe(true);
    expect(host.strikes[0]).toMatchObject({ reason: "turn-limit" });
  });
});
