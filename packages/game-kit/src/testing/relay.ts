/**
 * Relay, a small cooperative game for testing the platform with what Italia does not have: 1 to 5
 * seats playing together, shared decisions (several seats may answer, the first answer counts),
 * hidden hands and shuffled cards. It is not meant to be fun.
 *
 * Twenty cards (1 to 10, twice) are shuffled; each seat holds two. On its turn the owner plays a
 * card onto the pile, or passes. After a card, every other seat still holding cards may add one
 * (the first to do so ends the turn) or decline (the turn ends when all have declined). At the end
 * of a turn the owner draws back to two cards. The team wins when the pile reaches the target
 * exactly; it loses when the pile goes past it, when nobody has a card left, or after round 12.
 *
 * @module
 */
import { deepFreeze } from "../freeze.js";
import type { Game, Played, Seat } from "../game.js";
import type { Outcome } from "../outcome.js";
import { ok, type Result, refused } from "../result.js";
import { Prng, type RngState, seedRng } from "../rng.js";

/** A Relay config. */
export interface RelayConfig {
  /** 1 to 5 seats. */
  readonly players: number;
  /** The pile to reach exactly (10 to 60; default 21). */
  readonly target: number;
}

/** A Relay state (plain JSON, deeply frozen). */
export interface RelayState {
  readonly players: number;
  readonly target: number;
  readonly round: number;
  /** The seat whose turn it is. */
  readonly owner: Seat;
  readonly stage: "play" | "support" | "over";
  readonly hands: readonly (readonly number[])[];
  /** The draw pile, top first: secret. */
  readonly deck: readonly number[];
  readonly pile: number;
  /** In stage `support`: the seats that may still add a card. */
  readonly waiting: readonly Seat[];
  readonly result: "win" | "loss" | null;
  /** The generator: secret. */
  readonly rng: RngState;
}

/** A Relay action. */
export type RelayAction =
  | { readonly type: "play"; readonly seat: Seat; readonly card: number }
  | { readonly type: "pass"; readonly seat: Seat }
  | { readonly type: "support"; readonly seat: Seat; readonly card: number }
  | { readonly type: "decline"; readonly seat: Seat };

/** A Relay event; a `drew` event shows its card to the seat that drew it only. */
export type RelayEvent =
  | { readonly type: "played"; readonly seat: Seat; readonly card: number }
  | { readonly type: "drew"; readonly seat: Seat; readonly card: number | null }
  | { readonly type: "turnBegan"; readonly seat: Seat; readonly round: number }
  | { readonly type: "ended"; readonly result: "win" | "loss" };

/** What a seat sees. */
export interface RelayView {
  readonly players: number;
  readonly target: number;
  readonly round: number;
  readonly owner: Seat;
  readonly stage: RelayState["stage"];
  readonly pile: number;
  readonly deckSize: number;
  /** The viewer's own hand (`null` for a spectator). */
  readonly hand: readonly number[] | null;
  readonly handSizes: readonly number[];
  readonly waiting: readonly Seat[];
  readonly result: RelayState["result"];
}

const LAST_ROUND = 12;
const HAND = 2;

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

function intIn(x: unknown, min: number, max: number): x is number {
  return typeof x === "number" && Number.isInteger(x) && x >= min && x <= max;
}

type Draft = {
  -readonly [K in keyof RelayState]: RelayState[K] extends readonly (readonly number[])[]
    ? number[][]
    : RelayState[K] extends readonly number[]
      ? number[]
      : RelayState[K];
};

function draft(s: RelayState): Draft {
  return {
    ...s,
    hands: s.hands.map((h) => [...h]),
    deck: [...s.deck],
    waiting: [...s.waiting],
  };
}

/** Ends the owner's turn: it draws back to two cards, the game may end, the next seat begins. */
function endTurn(d: Draft, events: RelayEvent[]): void {
  const hand = d.hands[d.owner]!;
  while (hand.length < HAND && d.deck.length > 0) {
    const card = d.deck.shift()!;
    hand.push(card);
    events.push({ type: "drew", seat: d.owner, card });
  }
  d.waiting = [];
  const next = (d.owner + 1) % d.players;
  const round = next === 0 ? d.round + 1 : d.round;
  const empty = d.hands.every((h) => h.length === 0);
  if (d.pile === d.target) d.result = "win";
  else if (d.pile > d.target || empty || round > LAST_ROUND) d.result = "loss";
  if (d.result) {
    d.stage = "over";
    events.push({ type: "ended", result: d.result });
    return;
  }
  d.owner = next;
  d.round = round;
  d.stage = "play";
  events.push({ type: "turnBegan", seat: next, round });
}

function take(hand: number[], card: number): boolean {
  const i = hand.indexOf(card);
  if (i < 0) return false;
  hand.splice(i, 1);
  return true;
}

/** The Relay game. */
export const relay: Game<RelayConfig, RelayState, RelayAction, RelayView, RelayEvent> = {
  info: {
    id: "relay",
    title: "Relay (a test game)",
    version: "1.0.0",
    seats: { min: 1, max: 5 },
    play: "cooperative",
    information: "imperfect",
  },

  checkConfig(input: unknown): Result<RelayConfig> {
    if (!isRecord(input)) return refused("BAD_CONFIG", "a config is an object", null, "$");
    for (const key of Object.keys(input)) {
      if (key !== "players" && key !== "target") {
        return refused(
          "BAD_CONFIG",
          `unknown config field ${JSON.stringify(key)}`,
          null,
          `$.${key}`,
        );
      }
    }
    if (!intIn(input.players, 1, 5)) {
      return refused("BAD_CONFIG", "players is a whole number from 1 to 5", null, "$.players");
    }
    const target = input.target ?? 21;
    if (!intIn(target, 10, 60)) {
      return refused("BAD_CONFIG", "target is a whole number from 10 to 60", null, "$.target");
    }
    return ok({ players: input.players, target });
  },

  seatCount: (config) => config.players,

  newGame(config, seed) {
    const rng = new Prng(seedRng(seed));
    const deck = Array.from({ length: 20 }, (_, i) => 1 + (i % 10));
    rng.shuffle(deck);
    const hands = Array.from({ length: config.players }, () => deck.splice(0, HAND));
    return deepFreeze({
      players: config.players,
      target: config.target,
      round: 1,
      owner: 0,
      stage: "play",
      hands,
      deck,
      pile: 0,
      waiting: [],
      result: null,
      rng: rng.state(),
    } satisfies RelayState);
  },

  actors(state) {
    if (state.stage === "over") return [];
    return state.stage === "play" ? [state.owner] : state.waiting;
  },

  legalMoves(state, seat) {
    if (state.stage === "play" && seat === state.owner) {
      const cards = [...new Set(state.hands[seat])];
      return [
        ...cards.map((card) => ({ type: "play" as const, seat, card })),
        { type: "pass" as const, seat },
      ];
    }
    if (state.stage === "support" && state.waiting.includes(seat)) {
      const cards = [...new Set(state.hands[seat])];
      return [
        ...cards.map((card) => ({ type: "support" as const, seat, card })),
        { type: "decline" as const, seat },
      ];
    }
    return [];
  },

  actionsOf: (move) => [move],

  parseAction(input) {
    if (!isRecord(input)) return refused("BAD_ACTION", "an action is an object", null, "$");
    const { type, seat, card } = input;
    if (!intIn(seat, 0, 4)) return refused("BAD_ACTION", "seat is 0 to 4", null, "$.seat");
    if (type === "pass" || type === "decline") return ok({ type, seat });
    if (type === "play" || type === "support") {
      if (!intIn(card, 1, 10)) return refused("BAD_ACTION", "card is 1 to 10", null, "$.card");
      return ok({ type, seat, card });
    }
    return refused("BAD_ACTION", "type is play, pass, support or decline", null, "$.type");
  },

  apply(state, action): Result<Played<RelayState, RelayEvent, RelayAction>> {
    const parsed = relay.parseAction(action);
    if (!parsed.ok) return parsed;
    const a = parsed.value;
    if (state.stage === "over") return refused("GAME_OVER", "the game is over");
    if (!relay.actors(state).includes(a.seat)) {
      return refused("NOT_YOUR_DECISION", `seat ${a.seat} may not act now`);
    }
    const d = draft(state);
    const events: RelayEvent[] = [];
    const hand = d.hands[a.seat]!;
    if (state.stage === "play") {
      if (a.type === "pass") endTurn(d, events);
      else if (a.type === "play" && take(hand, a.card)) {
        d.pile += a.card;
        events.push({ type: "played", seat: a.seat, card: a.card });
        d.waiting = d.hands.flatMap((h, s) => (s !== a.seat && h.length > 0 ? [s] : []));
        if (d.waiting.length === 0) endTurn(d, events);
        else d.stage = "support";
      } else return refused("ILLEGAL", `seat ${a.seat} cannot ${a.type} now`);
    } else if (a.type === "decline") {
      d.waiting = d.waiting.filter((s) => s !== a.seat);
      if (d.waiting.length === 0) endTurn(d, events);
    } else if (a.type === "support" && take(hand, a.card)) {
      d.pile += a.card;
      events.push({ type: "played", seat: a.seat, card: a.card });
      endTurn(d, events);
    } else return refused("ILLEGAL", `seat ${a.seat} cannot ${a.type} now`);
    return ok({ state: deepFreeze(d as RelayState), events: deepFreeze(events), action: a });
  },

  view(state, seat) {
    return {
      players: state.players,
      target: state.target,
      round: state.round,
      owner: state.owner,
      stage: state.stage,
      pile: state.pile,
      deckSize: state.deck.length,
      hand: seat === null ? null : [...(state.hands[seat] ?? [])],
      handSizes: state.hands.map((h) => h.length),
      waiting: [...state.waiting],
      result: state.result,
    };
  },

  eventFor(event, seat) {
    if (event.type === "drew" && event.seat !== seat) return { ...event, card: null };
    return event;
  },

  outcome(state): Outcome | null {
    if (state.result === null) return null;
    const all = <T>(x: T) => Array.from({ length: state.players }, () => x);
    return {
      reason: state.result === "win" ? "target" : "lost",
      results: all(state.result === "win" ? "win" : "loss"),
      ranks: all(1),
      detail: { pile: state.pile, round: state.round },
    };
  },

  turnOf: (state) =>
    state.stage === "over" ? null : { seat: state.owner, key: `${state.round}:${state.owner}` },

  fallback: (state, seat) =>
    state.stage === "support" ? { type: "decline", seat } : { type: "pass", seat },

  chanceOf(events) {
    const draws = events.flatMap((e) => (e.type === "drew" && e.card !== null ? [e.card] : []));
    return draws.length > 0 ? { draws } : undefined;
  },
};
