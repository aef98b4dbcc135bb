/**
 * What a seat may see (RZ24): everything public, its own hands in full, other hands as `handInfo`
 * allows (RZ24.3), never the order of a deck nor the generator (RZ24.4). Events are filtered
 * alike.
 *
 * @module
 */

import { iconOf } from "./data.js";
import type { RadetzkyEvent } from "./events.js";
import { handVisibleTo } from "./seats.js";
import type { RadetzkyState } from "./state.js";

/** What a seat sees of a hand (RZ24.2–24.3). */
export interface HandView {
  /** The number of cards. */
  readonly size: number;
  /** The cards, where the viewer may see them. */
  readonly cards?: readonly string[];
  /** How many different top icons it holds (0–3), under `handInfo: "iconCount"`. */
  readonly icons?: number;
}

/** A seat's view of the game (RZ24): the position without secrets. */
export interface RadetzkyView
  extends Omit<RadetzkyState, "rng" | "zoneDeck" | "austriaDeck" | "italyDeck" | "hands"> {
  /** The viewer (`null`: a spectator). */
  readonly seat: number | null;
  /** The number of cards in the Zone deck (its order is secret). */
  readonly zoneDeckSize: number;
  /** The number of cards in the Austria deck. */
  readonly austriaDeckSize: number;
  /** The number of cards in the Italy deck. */
  readonly italyDeckSize: number;
  /** Each hand, as the viewer may see it. */
  readonly hands: { readonly [hand: string]: HandView };
}

/** Whether `seat` sees hand `hand` in full (RZ24.2, RZ24.3, RZ21.2). */
export function seesHand(state: RadetzkyState, seat: number | null, hand: string): boolean {
  const who = handVisibleTo(state, hand);
  return who === "all" || who === seat;
}

/**
 * `seat`'s view of `state` (`null`: a spectator) (RZ24).
 *
 * @example
 * ```ts
 * view(state, 1).hands["0"]; // { size: 4, icons: 2 } under the default handInfo
 * ```
 */
export function view(state: RadetzkyState, seat: number | null): RadetzkyView {
  const { rng: _rng, zoneDeck, austriaDeck, italyDeck, hands, ...open } = state;
  const shown: Record<string, HandView> = {};
  for (const [key, cards] of Object.entries(hands)) {
    if (seesHand(state, seat, key)) shown[key] = { size: cards.length, cards: [...cards] };
    else if (state.config.handInfo === "iconCount") {
      shown[key] = { size: cards.length, icons: new Set(cards.map(iconOf)).size };
    } else shown[key] = { size: cards.length };
  }
  return {
    ...open,
    seat,
    zoneDeckSize: zoneDeck.length,
    austriaDeckSize: austriaDeck.length,
    italyDeckSize: italyDeck.length,
    hands: shown,
  };
}

/**
 * `event` as `seat` may see it (`null`: a spectator): a shuffle without its order, cards drawn
 * into a hand the viewer may not see without the cards.
 */
export function eventFor(event: RadetzkyEvent, seat: number | null): RadetzkyEvent | null {
  if (event.type === "deckShuffled") return { type: event.type, deck: event.deck };
  if (event.type === "cardsDrawn" && event.visibleTo !== "all" && event.visibleTo !== seat) {
    return { ...event, cards: null };
  }
  return event;
}
