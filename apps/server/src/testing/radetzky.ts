/**
 * Test support for Radetzky rooms: a scripted person who seeks fights (so that several seats
 * share decisions), and the payload secrecy scan (RZ24): what a seat or a spectator received,
 * checked against the game's states replayed from the stored log.
 *
 * @module
 */
import {
  type RadetzkyAction,
  type RadetzkyConfig,
  type RadetzkyState,
  type RadetzkyView,
  radetzky,
  seesHand,
} from "@italia/radetzky";

/** A Radetzky update as a seat receives it (the fields the tests read). */
export interface RadetzkyUpdate {
  readonly step: number;
  readonly since: number;
  readonly view: RadetzkyView;
  readonly actions: readonly { seat: number | null; type: string; events: number }[];
  readonly events: readonly unknown[];
  readonly legal: readonly RadetzkyAction[] | null;
  readonly actors: readonly number[];
  readonly turn: { readonly seat: number; readonly deadline: number | null } | null;
  readonly result: { readonly reason: string; readonly results: readonly string[] } | null;
}

/**
 * A scripted person's choice: every Patriot placed where one stands already, fights sought and
 * continued, the first card played, else the turn ended — Patriots side by side, so fights are
 * shared decisions of several seats.
 */
export function seekFights(view: RadetzkyView, legal: readonly RadetzkyAction[]): RadetzkyAction {
  const of = (type: string) => legal.filter((m) => m.type === type);
  const place = of("placePatriot");
  if (place.length > 0) {
    const placed = view.patriots.filter((z) => z !== null);
    return place.find((m) => placed.includes((m as { zone: number }).zone)) ?? place[0]!;
  }
  for (const type of ["fightSoldiers", "fightRadetzky", "continueFight", "playCard"]) {
    const found = of(type)[0];
    if (found) return found;
  }
  return of("endTurn")[0] ?? legal[0]!;
}

/** Every state of a game, by step, replayed from its stored actions. */
export function radetzkyStates(
  config: RadetzkyConfig,
  seed: string,
  actions: readonly unknown[],
): RadetzkyState[] {
  const states = [radetzky.newGame(config, seed)];
  for (const a of actions) {
    const r = radetzky.apply(states[states.length - 1]!, a);
    if (!r.ok) throw new Error(r.error.message);
    states.push(r.value.state);
  }
  return states;
}

/** The cards `viewer` may not know of in `state`: other seats' hidden hands, and the decks. */
function hiddenCards(state: RadetzkyState, viewer: number | null): Set<string> {
  const hidden = new Set<string>([...state.austriaDeck, ...state.italyDeck]);
  for (const [hand, cards] of Object.entries(state.hands)) {
    if (!seesHand(state, viewer, hand)) for (const c of cards) hidden.add(c);
  }
  return hidden;
}

/** Keys that only the real state holds (the generator, the decks, a shuffle's order). */
const SECRET_KEYS = new Set(["rng", "seed", "zoneDeck", "austriaDeck", "italyDeck", "order"]);

/** The secret keys anywhere in `value`, as paths. */
function secretKeys(value: unknown, path = "$"): string[] {
  if (typeof value !== "object" || value === null) return [];
  const found: string[] = [];
  for (const [key, inner] of Object.entries(value)) {
    if (SECRET_KEYS.has(key) && !Array.isArray(value)) found.push(`${path}.${key}`);
    found.push(...secretKeys(inner, `${path}.${key}`));
  }
  return found;
}

/** Which of `cards` `json` names (as JSON strings). */
function named(json: string, cards: Iterable<string>): string[] {
  return [...cards].filter((c) => json.includes(JSON.stringify(c)));
}

/**
 * Every leak in the updates `viewer` received (`null`: a spectator): a secret key (the
 * generator, a deck, a shuffle's order), the Zone deck's order, or a card the viewer may not know
 * of named in the view, the legal moves or an action's events (checked against the states before
 * and after that action). An empty list: nothing leaked.
 */
export function radetzkyLeaks(
  updates: readonly RadetzkyUpdate[],
  viewer: number | null,
  states: readonly RadetzkyState[],
): string[] {
  const leaks: string[] = [];
  for (const u of updates) {
    const at = states[u.step];
    if (!at) {
      leaks.push(`update of step ${u.step}: no such state`);
      continue;
    }
    for (const key of secretKeys(u)) leaks.push(`step ${u.step}: secret key ${key}`);
    const hidden = hiddenCards(at, viewer);
    const shown = JSON.stringify({ view: u.view, legal: u.legal });
    for (const card of named(shown, hidden)) leaks.push(`step ${u.step}: hidden card ${card}`);
    if (at.zoneDeck.length >= 3 && JSON.stringify(u).includes(JSON.stringify(at.zoneDeck))) {
      leaks.push(`step ${u.step}: the Zone deck's order`);
    }
    let e = 0;
    u.actions.forEach((action, j) => {
      const i = u.since + j;
      const before = hiddenCards(states[i]!, viewer);
      const after = states[i + 1] ? hiddenCards(states[i + 1]!, viewer) : new Set<string>();
      const both = [...before].filter((c) => after.has(c));
      const events = JSON.stringify(u.events.slice(e, e + action.events));
      for (const card of named(events, both)) leaks.push(`action ${i}: hidden card ${card}`);
      e += action.events;
    });
  }
  return leaks;
}
