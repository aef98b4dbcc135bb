import { legalMoves, newGame, type PlayerAction, Prng, seedRng, viewFor } from "@italia/engine";
import { describe, expect, it } from "vitest";
import type { Bot } from "../bot.js";
import { decisionContext } from "../bot.js";
import { GreedyBot } from "./bots/greedy.js";
import { askRemoteBot, remoteContext, withinLegal } from "./remote-seat.js";

const state = newGame({ players: 3, seed: "remote seat" });
const seat = state.currentSeat;
const settings = {
  seed: "s",
  decisionMs: 1000,
  bankMs: 0,
  startupMs: 0,
  limit: { rounds: 5 },
  turnActions: 500,
};
const decision = () => ({
  seat,
  view: viewFor(state, seat),
  legal: legalMoves(state),
  events: [],
  settings,
  rng: new Prng(seedRng("r")),
});

describe("a remote seat's decision (R12: from the seat's view, never the state)", () => {
  it("gives a bot the same context a local host gives it, so it makes the same choice", async () => {
    const remote = remoteContext({ ...decision(), deadline: Date.now() + 1000 });
    const local = decisionContext(state, { rng: new Prng(seedRng("r")), settings });
    expect(remote.view).toEqual(local.view);
    expect(Object.isFrozen(remote.view)).toBe(true);
    expect(remote.actions).toEqual(local.actions);
    expect(new GreedyBot().decide(remote)).toEqual(new GreedyBot().decide(local));
  });

  it("knows the actions the legal moves stand for", () => {
    const legal = legalMoves(state);
    const place = legal.find((m) => m.type === "place")!;
    expect(place.type).toBe("place");
    if (place.type !== "place") return;
    expect(withinLegal({ type: "place", seat, region: place.region, count: 1 }, legal)).toBe(true);
    expect(withinLegal({ count: 1, region: place.region, seat, type: "place" }, legal)).toBe(true);
    expect(withinLegal({ type: "place", seat, region: place.region, count: 99 }, legal)).toBe(
      false,
    );
    expect(withinLegal({ type: "endTurn", seat: (seat + 1) % 3 }, legal)).toBe(false);
  });

  it("plays a good answer and refuses an illegal one with a strike and the fallback", async () => {
    const good = await askRemoteBot(new GreedyBot(), decision(), 1000);
    expect(good.strike).toBeNull();
    const cheat: Bot = {
      name: "cheat",
      decide: () => ({ type: "place", seat, region: "lazio", count: 99 }) as PlayerAction,
    };
    const bad = await askRemoteBot(cheat, decision(), 1000);
    expect(bad.strike?.reason).toBe("illegal");
    expect(withinLegal(bad.action, legalMoves(state))).toBe(true);
  });

  it("counts a late or failing answer as a strike", async () => {
    const slow: Bot = { name: "slow", decide: () => new Promise(() => {}) };
    const late = await askRemoteBot(slow, decision(), 20);
    expect(late.strike?.reason).toBe("timeout");
    const broken: Bot = {
      name: "broken",
      decide: () => {
        throw new Error("boom");
      },
    };
    const failed = await askRemoteBot(broken, decision(), 1000);
    expect(failed.strike?.reason).toBe("error");
    expect(failed.strike?.message).toContain("boom");
  });
});
