/**
 * Italia keeps the platform's game contract (`@italia/game-kit/testing`): determinism, actors,
 * listed moves, refusals, secrecy of views and events (R12), turn keys (R13.3), the fallback and
 * outcomes ranked by R11.5; and the adapter says what the engine says.
 */
import { contractChecks } from "@italia/game-kit/testing";
import { describe, expect, it } from "vitest";
import { apply } from "./apply.js";
import { italia } from "./game.js";
import { newGame } from "./setup.js";
import type { GameState } from "./state.js";

/** What `seat` must not see before the end (R12): others' objectives and hands, the deck's order. */
function secrets(state: GameState, seat: number | null): string[] {
  if (state.stage === "over") return [];
  const out: string[] = [];
  for (let s = 0; s < state.players; s++) {
    if (s === seat) continue;
    out.push(`"objective":"${state.objectives[s]}"`);
    // a card's id is its region's: a whole hand of two or more, in order, is what must not show
    const hand = state.hands[s] ?? [];
    if (hand.length >= 2) out.push(JSON.stringify(hand));
  }
  if (state.deck.length >= 3) out.push(JSON.stringify(state.deck).slice(1, -1));
  return out;
}

describe("Italia keeps the game contract (R2–R13)", () => {
  const checks = contractChecks(italia, {
    configs: [
      { players: 3, limit: { rounds: 3 } },
      { players: 4, limit: { rounds: 2 } },
    ],
    games: 4,
    maxSteps: 4000,
    secrets,
    // R13.3: a turn is a seat's turn in play, or one pass of armies in setup
    turnBegins: (before, action, _after, events) =>
      events.some((e) => e.type === "turnEnded") ||
      (before.stage === "setup" && action.type === "place" && action.count === before.batchLeft),
  });
  for (const check of checks) it(check.name, () => check.run(), 120_000);
});

describe("Italia's adapter", () => {
  it("reads a config without a seed (R2.1), refusing a seed or a bad field by its path", () => {
    expect(italia.checkConfig({ players: 4 })).toEqual({ ok: true, value: { players: 4 } });
    const seeded = italia.checkConfig({ players: 3, seed: "s" });
    expect(!seeded.ok && seeded.error.path).toBe("$.seed");
    const bad = italia.checkConfig({ players: 5 });
    expect(!bad.ok && bad.error).toMatchObject({ code: "INVALID_CONFIG", path: "$.players" });
  });

  it("plays the engine's game: the same state from newGame and from the engine's own", () => {
    expect(italia.newGame({ players: 3 }, "same")).toEqual(newGame({ players: 3, seed: "same" }));
  });

  it("refuses a seat that is not to act, with the engine's error (R4)", () => {
    const state = italia.newGame({ players: 3 }, "turn");
    const other = (state.currentSeat + 1) % 3;
    expect(italia.legalMoves(state, other)).toEqual([]);
    const r = italia.apply(state, { type: "endTurn", seat: other });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.rule).toMatch(/^R\d/);
  });

  it("reports a game clock's end as the host's input, not a seat's action (R11.4)", () => {
    const state = italia.newGame({ players: 3, limit: { minutes: 30 } }, "clock");
    const r = italia.host!(state, { type: "timeUp" });
    const direct = apply(state, { type: "clockExpired" });
    expect(r.ok && direct.ok && r.value.state).toEqual(direct.ok && direct.state);
    expect(italia.parseAction({ type: "clockExpired" }).ok).toBe(false);
  });

  it("ranks a finished game by R11.5: one winner wins, the others lose; scores per seat", () => {
    let state = italia.newGame({ players: 3, limit: { rounds: 1 } }, "short");
    for (let n = 0; n < 5000 && italia.actors(state).length > 0; n++) {
      const seat = italia.actors(state)[0]!;
      const r = italia.apply(state, italia.fallback(state, seat));
      if (!r.ok) throw new Error(r.error.message);
      state = r.value.state;
    }
    const outcome = italia.outcome(state)!;
    expect(outcome.reason).toBe(state.endReason);
    expect(outcome.scores).toHaveLength(3);
    const wins = outcome.results.filter((r) => r === "win").length;
    const draws = outcome.results.filter((r) => r === "draw").length;
    expect(wins === 1 ? draws : draws >= 2).toBe(wins === 1 ? 0 : true);
    outcome.results.forEach((r, s) => {
      expect(r === "loss").toBe(outcome.ranks[s]! > 1);
    });
  });
});
