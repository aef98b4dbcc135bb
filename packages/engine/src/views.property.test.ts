/**
 * Property tests for hidden information (R12): per-seat views and events, over every state and
 * event of random games (see `testing/arbitraries.ts`).
 *
 * Card ids equal region ids, so these checks are structural (which fields exist and what they
 * hold) and by non-interference (changing a secret the viewer may not know must not change the
 * view), never by searching the JSON for names.
 */
import { test } from "@fast-check/vitest";
import { describe } from "vitest";
import { type BonusObjectiveId, type CardId, OBJECTIVES, type ObjectiveId } from "./board.js";
import type { GameEvent } from "./events.js";
import type { Prng } from "./rng.js";
import type { BonusState, GameState, Seat } from "./state.js";
import { assertDeepEqual, deepFreeze, gameSpecArb, playGame } from "./testing/arbitraries.js";
import { eventFor, eventsFor, viewFor } from "./views.js";

/** Runs per property; each run is one whole random game, checked at every state. */
const params = { numRuns: 30 } as const;
/** Per-property timeout (ms). */
const TIMEOUT = 60_000;

function check(condition: boolean, message: string | (() => string)): void {
  if (!condition) throw new Error(typeof message === "string" ? message : message());
}

function viewers(state: GameState): (Seat | null)[] {
  return [...Array.from({ length: state.players }, (_, s) => s), null];
}

const VIEW_KEYS = [
  "batchLeft",
  "bonusDeckSize",
  "clockExpired",
  "currentSeat",
  "deckSize",
  "discard",
  "eliminated",
  "endReason",
  "firstSeat",
  "format",
  "limit",
  "me",
  "occupy",
  "overtimeFromRound",
  "pendingArmies",
  "players",
  "regions",
  "round",
  "seats",
  "stage",
  "turn",
  "untouchable",
  "viewer",
  "winner",
];
const SEAT_KEYS = [
  "completed",
  "eliminated",
  "handSize",
  "heldBonusCount",
  "nextTurnArmies",
  "objective",
  "seat",
  "setupRemaining",
  "untouchable",
];
const ME_KEYS = ["heldBonus", "hand", "objective", "progress", "seat"];
/** Field names that hold secrets; none may appear in a view outside `me`. */
const SECRET_KEYS = new Set([
  "deck",
  "bonusDeck",
  "rng",
  "hands",
  "hand",
  "objectives",
  "held",
  "heldBonus",
  "progress",
  "bonus",
]);

function sortedKeys(v: object): string[] {
  return Object.keys(v).sort();
}

/** Every key path in a JSON value, except under the top-level `me`. */
function secretKeyPaths(value: unknown, path: string, out: string[]): void {
  if (Array.isArray(value)) {
    value.forEach((x, i) => {
      secretKeyPaths(x, `${path}[${i}]`, out);
    });
  } else if (typeof value === "object" && value !== null) {
    for (const [k, x] of Object.entries(value)) {
      if (path === "$" && k === "me") continue;
      // The reinforcement breakdown is public (R12: pending armies); its zones have a "bonus".
      if (path === "$.turn" && k === "reinforcements") continue;
      if (SECRET_KEYS.has(k)) out.push(`${path}.${k}`);
      secretKeyPaths(x, `${path}.${k}`, out);
    }
  }
}

/** R12: what a view shows, field by field. */
function checkView(state: GameState, viewer: Seat | null): void {
  const view = viewFor(state, viewer);
  const json = JSON.stringify(view);
  assertDeepEqual(JSON.parse(json), view, "R12: a view is plain JSON");
  assertDeepEqual(sortedKeys(view), [...VIEW_KEYS].sort(), "R12: view fields");
  const leaks: string[] = [];
  secretKeyPaths(JSON.parse(json), "$", leaks);
  check(leaks.length === 0, () => `R12: secret fields in the view of ${viewer}: ${leaks}`);
  check(!json.includes(state.rng.key), `R12: the PRNG key appears in the view of ${viewer}`);

  check(view.viewer === viewer, `R12: view.viewer is ${view.viewer}, not ${viewer}`);
  const over = state.stage === "over";
  if (viewer === null) {
    check(view.me === null, "R12: a spectator has no private info");
  } else {
    const me = view.me;
    check(me !== null, `R12: seat ${viewer} gets no private info`);
    if (me) {
      assertDeepEqual(sortedKeys(me), [...ME_KEYS].sort(), "R12: private info fields");
      check(me.seat === viewer, `R12: seat ${viewer} gets the private info of seat ${me.seat}`);
      assertDeepEqual(me.hand, state.hands[viewer], "R12: own hand");
      check(me.objective === state.objectives[viewer], "R12: own main objective");
      assertDeepEqual(me.heldBonus, state.bonus[viewer]!.held, "R12: own bonus objectives");
      assertDeepEqual(me.progress, state.bonus[viewer]!.progress, "R12: own bonus progress");
    }
  }
  check(view.seats.length === state.players, "R12: one public entry per seat");
  view.seats.forEach((p, s) => {
    assertDeepEqual(sortedKeys(p), [...SEAT_KEYS].sort(), "R12: public seat fields");
    check(p.seat === s, "R12: public seats in seat order");
    check(p.handSize === state.hands[s]!.length, "R12: hand sizes are public");
    assertDeepEqual(p.completed, state.bonus[s]!.completed, "R12: completed bonus are public");
    check(p.heldBonusCount === state.bonus[s]!.held.length, "R12: held bonus count");
    const expected = over || s === viewer ? state.objectives[s]! : null;
    check(
      p.objective === expected,
      () =>
        `R12: seat ${viewer} sees seat ${s}'s objective as ${p.objective} (stage ${state.stage})`,
    );
    check(p.eliminated === state.eliminated.includes(s), "R12: elimination is public");
    check(p.untouchable === state.untouchable.includes(s), "R12: untouchable is public");
  });
  check(view.deckSize === state.deck.length, "R12: deck size is public");
  check(view.bonusDeckSize === state.bonusDeck.length, "R12: bonus deck size");
  assertDeepEqual(view.discard, state.discard, "R12: the discard pile is public");
  assertDeepEqual(view.regions, state.regions, "R12: owners and armies are public");
  check(
    view.pendingArmies === state.pendingArmies &&
      view.round === state.round &&
      view.stage === state.stage &&
      view.currentSeat === state.currentSeat,
    "R12: round, turn, stage and pending armies are public",
  );
}

function shuffled<T>(items: readonly T[], rng: Prng): T[] {
  const out = items.slice();
  rng.shuffle(out);
  return out;
}

/**
 * A copy of the state in which every secret the viewer may not know is changed: the deck order,
 * the bonus deck, the PRNG, and the other seats' hands (same sizes), main objectives (until the
 * game is over), held bonus objectives and their progress.
 */
function scramble(state: GameState, viewer: Seat | null, rng: Prng): GameState {
  const others = Array.from({ length: state.players }, (_, s) => s).filter((s) => s !== viewer);

  const cardPool = shuffled([...state.deck, ...others.flatMap((s) => state.hands[s]!)], rng);
  const hands = state.hands.map((h) => h.slice());
  for (const s of others) hands[s] = cardPool.splice(0, state.hands[s]!.length);
  const deck: CardId[] = cardPool;

  const bonusPool = shuffled(
    [...state.bonusDeck, ...others.flatMap((s) => state.bonus[s]!.held)],
    rng,
  );
  const bonus: BonusState[] = state.bonus.map((b) => ({ ...b }));
  for (const s of others) {
    bonus[s] = {
      ...state.bonus[s]!,
      held: bonusPool.splice(0, state.bonus[s]!.held.length) as BonusObjectiveId[],
      progress: {
        "ponte-sullo-stretto": rng.int(3),
        "mille-proroghe": rng.int(3),
        "esodo-estivo": rng.int(4),
      },
    };
  }
  const bonusDeck = bonusPool;

  const objectives = state.objectives.slice();
  if (state.stage !== "over") {
    const mine = viewer === null ? [] : [state.objectives[viewer]!];
    const free = shuffled(
      OBJECTIVES.map((o) => o.id).filter((id) => !mine.includes(id)),
      rng,
    ) as ObjectiveId[];
    for (const s of others) objectives[s] = free.pop()!;
  }
  return {
    ...state,
    hands,
    deck,
    bonus,
    bonusDeck,
    objectives,
    rng: rng.fork(),
  };
}

function checkNonInterference(state: GameState, rng: Prng): void {
  for (const viewer of viewers(state)) {
    const original = JSON.stringify(viewFor(state, viewer));
    const changed = JSON.stringify(viewFor(scramble(state, viewer, rng), viewer));
    check(
      changed === original,
      () =>
        `R12: the view of ${viewer} depends on secrets it may not know:\n  ${original}\n  ${changed}`,
    );
  }
}

/** R12: eventFor hides drawn and captured cards and drawn bonus objectives from other seats. */
function checkEvent(event: GameEvent, viewer: Seat | null): void {
  deepFreeze(event);
  const seen = eventFor(event, viewer);
  const hidden = (field: string): void => {
    check(
      (seen as unknown as Record<string, unknown>)[field] === null,
      () => `R12: ${viewer} sees ${field} in ${JSON.stringify(event)}`,
    );
    assertDeepEqual(
      { ...seen, [field]: null },
      { ...event, [field]: null },
      "R12: only the secret field is hidden",
    );
  };
  switch (event.type) {
    case "cardDrawn":
      if (event.seat === viewer || event.reason === "larghe-intese")
        assertDeepEqual(seen, event, "R12: own draw");
      else hidden("card");
      return;
    case "cardsCaptured":
      if (event.seat === viewer || event.from === viewer)
        assertDeepEqual(seen, event, "R12: own capture");
      else {
        hidden("cards");
        check(seen.type === "cardsCaptured" && seen.count === event.count, "R12: count public");
      }
      return;
    case "bonusDrawn":
      if (event.seat === viewer) assertDeepEqual(seen, event, "R12: own bonus draw");
      else hidden("objective");
      return;
    default:
      assertDeepEqual(seen, event, `R12: public event ${event.type}`);
  }
}

describe("R12 hidden information in views and events", () => {
  test.prop([gameSpecArb], params)(
    "R12 viewFor gives each seat only its own hand, objective and bonus objectives; no deck, bonus deck or PRNG",
    (spec) => {
      playGame(spec, {
        onState: (state) => {
          deepFreeze(state);
          for (const viewer of viewers(state)) checkView(state, viewer);
        },
      });
    },
    TIMEOUT,
  );

  test.prop([gameSpecArb], params)(
    "R12 a view does not change when secrets hidden from its viewer change",
    (spec) => {
      playGame(spec, { onState: (state, _index, rng) => checkNonInterference(state, rng) });
    },
    TIMEOUT,
  );

  test.prop([gameSpecArb], { numRuns: 150 })(
    "R12 eventFor hides drawn cards, captured cards and drawn bonus objectives from other seats",
    (spec) => {
      playGame(spec, {
        onStep: (step) => {
          for (const viewer of viewers(step.after)) {
            for (const event of step.events) checkEvent(event, viewer);
            assertDeepEqual(
              eventsFor(step.events, viewer),
              step.events.map((e) => eventFor(e, viewer)),
              "eventsFor maps eventFor",
            );
          }
        },
      });
    },
    TIMEOUT,
  );
});
