/**
 * The numbered choices of a Radetzky decision (RZ25.3): grouped, 0 = end the turn, the same
 * sentence once, and a card owed in a fight shown as an exchange (RZ11.3, RZ12.3).
 */
import { iconOf, type RadetzkyConfig, type RadetzkyState, radetzky } from "@italia/radetzky";
import { fromPosition, toPosition } from "@italia/radetzky/conformance";
import { describe, expect, it } from "vitest";
import { numberChoices } from "./choices.js";
import { readTyped } from "./session.js";

function configOf(input: Partial<RadetzkyConfig> & { players: number }): RadetzkyConfig {
  const checked = radetzky.checkConfig(input);
  if (!checked.ok) throw new Error(checked.error.message);
  return checked.value;
}

/** A game of `players` placed and started: each seat places on the first Zone listed. */
function started(config: RadetzkyConfig, seed: string): RadetzkyState {
  let state = radetzky.newGame(config, seed);
  while (state.stage === "place") {
    const seat = radetzky.actors(state)[0]!;
    const r = radetzky.apply(state, radetzky.legalMoves(state, seat)[0]);
    if (!r.ok) throw new Error(r.error.message);
    state = r.value.state;
  }
  return state;
}

/** `state` with every other field of a position changed as `patch` says. */
function patched(state: RadetzkyState, patch: (p: Record<string, unknown>) => void): RadetzkyState {
  const position = JSON.parse(JSON.stringify(toPosition(state))) as Record<string, unknown>;
  delete position.reserve;
  patch(position);
  const r = fromPosition(position, "patched");
  if (!r.ok) throw new Error(`${r.error.message} ${r.error.path}`);
  return r.value;
}

describe("choices (RZ25.3)", () => {
  it("RZ8, RZ7.3 a turn's actions are grouped — moves, conquer and fights, Refresh — and 0 ends the turn", () => {
    const state = started(configOf({ players: 3 }), "turn");
    const seat = radetzky.actors(state)[0]!;
    const choices = numberChoices(radetzky.legalMoves(state, seat), radetzky.view(state, seat));
    const end = choices.find((c) => c.action.type === "endTurn");
    expect(end?.number).toBe(0);
    expect(end?.text).toBe("End the turn (RZ7.3)");
    const numbers = choices.filter((c) => c.number > 0).map((c) => c.number);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    const order = choices.map((c) => c.action.type);
    const firstOther = order.findIndex((t) => t !== "move");
    expect(order.slice(firstOther).includes("move")).toBe(false);
    for (const c of choices.filter((c) => c.action.type === "move")) {
      expect(c.text).toMatch(/^Move to \d+ [A-Z].* \(▪\d+/);
    }
  });

  it("RZ11.3c a card owed against Soldiers says Win, Tie or Loss against the card Austria shows", () => {
    const state = started(configOf({ players: 3 }), "exchange");
    const active = state.active!;
    const zone = state.patriots[active]!;
    const hand = state.hands[String(active)]!;
    const fight = patched(state, (p) => {
      const zones = p.zones as Record<string, { soldiers: number }>;
      zones[String(zone)]!.soldiers = 2;
      const deck = p.austriaDeck as string[];
      const shown = deck.shift()!;
      Object.assign(p, {
        stage: "respond",
        actionsLeft: 2,
        fight: {
          kind: "soldiers",
          zone,
          reveal: 1,
          rifleCard: null,
          current: [shown],
          austriaUsed: [],
          italyPlayed: [],
          owed: 1,
        },
      });
    });
    const seat = active; // P ≥ 3: Patriot i is seat i's (RZ4.3)
    const choices = numberChoices(radetzky.legalMoves(fight, seat), radetzky.view(fight, seat));
    expect(choices.length).toBeGreaterThan(0);
    const shown = iconOf(fight.fight!.current[0]!);
    const beats: Record<string, string> = {
      swords: "map",
      map: "cannonball",
      cannonball: "swords",
    };
    for (const c of choices) {
      const mine = iconOf((c.action as { card: string }).card);
      const expected = beats[mine] === shown ? "Win" : mine === shown ? "Tie" : "Loss";
      expect(c.text).toMatch(new RegExp(`^Play \\w+ — ${expected}$`));
    }
    // two cards that read the same are one choice
    const icons = new Set(hand.map(iconOf));
    expect(choices).toHaveLength(icons.size);
  });

  it("reads what is typed: commands, numbers, 0 only where passing is offered, JSON actions; others refused clearly", () => {
    const state = started(configOf({ players: 3 }), "typed");
    const seat = radetzky.actors(state)[0]!;
    const choices = numberChoices(radetzky.legalMoves(state, seat), radetzky.view(state, seat));
    expect(readTyped(" b ", choices, false)).toEqual({ kind: "command", command: "board" });
    expect(readTyped("Q", choices, false)).toEqual({ kind: "command", command: "quit" });
    expect(readTyped("1", choices, false)).toMatchObject({ kind: "choice", choice: { number: 1 } });
    expect(readTyped("0", choices, false)).toMatchObject({ kind: "choice", choice: { number: 0 } });
    expect(readTyped('{"type":"endTurn","seat":0}', choices, false)).toEqual({
      kind: "action",
      action: { type: "endTurn", seat: 0 },
    });
    expect(readTyped("{oops", choices, false)).toEqual({
      kind: "invalid",
      message: "That is not a JSON action.",
    });
    const bad = readTyped("fight\x1b[2J", choices, false);
    expect(bad.kind).toBe("invalid");
    expect(JSON.stringify(bad)).not.toContain("\x1b");
    expect(readTyped("", choices, false)).toMatchObject({
      kind: "invalid",
      message: expect.stringMatching(/^Choose: type a number from 0 to \d+, or \? for help\.$/),
    });
    expect(readTyped("77", choices, false)).toMatchObject({
      message: expect.stringMatching(/^There is no choice 77/),
    });
  });
});
