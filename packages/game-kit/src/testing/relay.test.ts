/** Relay, the kit's cooperative test game: it keeps the contract, and both endings happen. */
import { describe, expect, it } from "vitest";
import { contractChecks } from "./contract.js";
import { type RelayState, relay } from "./relay.js";

/** What a seat must not see: all the hands together, and the deck's order. */
function secrets(state: RelayState): string[] {
  const deck = JSON.stringify(state.deck).slice(1, -1);
  return ['"hands"', '"deck"', ...(state.deck.length > 3 ? [deck] : [])];
}

describe("Relay keeps the game contract", () => {
  const checks = contractChecks(relay, {
    configs: [1, 2, 3, 5].map((players) => ({ players, target: 21 })),
    games: 12,
    secrets,
    turnBegins: (_before, _action, _after, events) => events.some((e) => e.type === "turnBegan"),
  });
  for (const check of checks) it(check.name, () => check.run());
});

describe("the contract checks can fail", () => {
  const run = (game: typeof relay, name: RegExp) => {
    const check = contractChecks(game, {
      configs: [{ players: 3, target: 21 }],
      games: 4,
      secrets,
    }).find((c) => name.test(c.name))!;
    return () => check.run();
  };

  it("a view that shows the hands, or the generator, is caught", () => {
    const hands = {
      ...relay,
      view: (s: RelayState, seat: number | null) => ({ ...relay.view(s, seat), hands: s.hands }),
    };
    expect(run(hands as typeof relay, /views/)).toThrow(/view shows "\\"hands/);
    const rng = {
      ...relay,
      view: (s: RelayState, seat: number | null) => ({ ...relay.view(s, seat), rng: s.rng }),
    };
    expect(run(rng as typeof relay, /views/)).toThrow(/view shows/);
  });

  it("a drawn card shown to the other seats is caught", () => {
    const leaky = { ...relay, eventFor: (e: Parameters<typeof relay.eventFor>[0]) => e };
    // the drawn cards are the deck's first cards: the deck order leaks through the events
    expect(run(leaky as typeof relay, /views/)).not.toThrow(); // the deck's order as a whole is not in one event
    const deckShown = {
      ...relay,
      eventFor: (e: Parameters<typeof relay.eventFor>[0]) => ({ ...e, deck: "leak" }),
    };
    expect(run(deckShown as typeof relay, /views/)).toThrow(/events show/);
  });

  it("an apply that depends on more than its inputs, an illegal fallback, unequal cooperative results are caught", () => {
    let calls = 0;
    const drifting = {
      ...relay,
      apply: (s: RelayState, a: Parameters<typeof relay.apply>[1]) => {
        const r = relay.apply(s, a);
        return r.ok && ++calls === 30
          ? { ok: true as const, value: { ...r.value, events: [] } }
          : r;
      },
    };
    expect(run(drifting as typeof relay, /same states/)).toThrow(/not deterministic/);
    const badFallback = {
      ...relay,
      fallback: (_s: RelayState, seat: number) => ({ type: "play" as const, seat, card: 11 }),
    };
    expect(run(badFallback as typeof relay, /fallback/)).toThrow(/fallback of seat/);
    const unequal = {
      ...relay,
      outcome: (s: RelayState) => {
        const o = relay.outcome(s);
        return (
          o && {
            ...o,
            results: o.results.map((r, i) => (i === 0 ? "win" : r === "win" ? "loss" : r)),
          }
        );
      },
    };
    expect(run(unequal as typeof relay, /outcomes/)).toThrow(/cooperative outcome differs/);
  });
});

describe("Relay", () => {
  it("shares a decision: after a card, every other seat holding cards may answer", () => {
    let state = relay.newGame({ players: 4, target: 21 }, "shared");
    const card = state.hands[0]![0]!;
    const r = relay.apply(state, { type: "play", seat: 0, card });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    state = r.value.state;
    expect(relay.actors(state)).toEqual([1, 2, 3]);
    const declined = relay.apply(state, { type: "decline", seat: 2 });
    expect(declined.ok && relay.actors(declined.value.state)).toEqual([1, 3]);
  });

  it("reaches both endings in random play (the team can win and lose)", () => {
    const results = new Set<string>();
    for (let g = 0; g < 200 && results.size < 2; g++) {
      let state = relay.newGame({ players: 3, target: 12 }, `ends ${g}`);
      for (let n = 0; n < 500 && relay.actors(state).length > 0; n++) {
        const seat = relay.actors(state)[n % relay.actors(state).length]!;
        const moves = relay.legalMoves(state, seat);
        const r = relay.apply(state, moves[(g + n) % moves.length]!);
        if (!r.ok) throw new Error(r.error.message);
        state = r.value.state;
      }
      const outcome = relay.outcome(state);
      if (outcome) results.add(outcome.results[0]!);
    }
    expect([...results].sort()).toEqual(["loss", "win"]);
  });

  it("refuses a bad config naming the field", () => {
    const r = relay.checkConfig({ players: 6 });
    expect(!r.ok && r.error).toMatchObject({ code: "BAD_CONFIG", path: "$.players" });
  });
});
