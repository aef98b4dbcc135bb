/**
 * Randomness during play (RZ26): the shuffles X6–X8 and the Zone picks X9, behind one small
 * interface so that play draws from the state's generator and a conformance vector can script
 * them (RZ25.4). Also the draws that may need a shuffle: Italy cards (RZ5.3, X7) and Austria
 * reveals (RZ11.3a, RZ11.9, X6).
 *
 * @module
 */
import type { Prng } from "@italia/game-kit";
import type { DeckName, RadetzkyEvent } from "./events.js";
import { handVisibleTo } from "./seats.js";
import type { Draft } from "./state.js";

/** Where the rules' random events come from. */
export interface Chance {
  /** The new deck made by shuffling `pile` (2 or more cards; top first). */
  shuffle<T extends string | number>(deck: DeckName, pile: readonly T[]): T[];
  /** One Zone of `list` (ascending, non-empty), uniformly (X9). */
  pick(list: readonly number[]): number;
}

/** A {@link Chance} drawing from the generator `rng` (RZ26: Fisher–Yates, `int(n)`). */
export function generatorChance(rng: Prng): Chance {
  return {
    shuffle(_deck, pile) {
      const out = [...pile];
      rng.shuffle(out);
      return out;
    },
    pick(list) {
      return list[rng.int(list.length)]!;
    },
  };
}

/** What the rules change while applying an action: the draft, its events, the chance. */
export interface Ctx {
  /** The state being changed. */
  readonly d: Draft;
  /** The events so far, in order. */
  readonly events: RadetzkyEvent[];
  /** The source of randomness. */
  readonly chance: Chance;
}

/**
 * Shuffles `pile` into a new deck (RZ26): a pile of 0 or 1 card is not shuffled (D44) and draws
 * nothing; otherwise one `deckShuffled` event.
 */
export function shuffled<T extends string | number>(
  ctx: Ctx,
  deck: DeckName,
  pile: readonly T[],
): T[] {
  if (pile.length < 2) return [...pile];
  const order = ctx.chance.shuffle(deck, pile);
  ctx.events.push({ type: "deckShuffled", deck, order: [...order] });
  return order;
}

/**
 * Takes the top Italy card, first shuffling the discard pile into a new deck if the deck is
 * empty (RZ5.3, X7); `null` when both are empty (D10).
 */
export function takeItaly(ctx: Ctx): string | null {
  const { d } = ctx;
  if (d.italyDeck.length === 0) {
    if (d.italyDiscard.length === 0) return null;
    d.italyDeck = shuffled(ctx, "italy", d.italyDiscard);
    d.italyDiscard = [];
  }
  return d.italyDeck.shift() ?? null;
}

/** Draws into hand `hand` until it holds `size` cards or the cards run out (RZ5.3). */
export function refill(ctx: Ctx, hand: string, size: number): void {
  const cards = ctx.d.hands[hand];
  if (cards === undefined) return;
  const drawn: string[] = [];
  while (cards.length < size) {
    const card = takeItaly(ctx);
    if (card === null) break;
    cards.push(card);
    drawn.push(card);
  }
  if (drawn.length > 0) {
    const visibleTo = handVisibleTo(ctx.d, hand);
    ctx.events.push({ type: "cardsDrawn", hand, count: drawn.length, visibleTo, cards: drawn });
  }
}

/** Draws `n` cards into hand `hand` (fewer if the cards run out). */
export function drawInto(ctx: Ctx, hand: string, n: number): void {
  const cards = ctx.d.hands[hand];
  if (cards === undefined) return;
  refill(ctx, hand, cards.length + n);
}

/** Italy cards left to draw: the deck and the discard pile together. */
export function italyLeft(d: {
  readonly italyDeck: readonly string[];
  readonly italyDiscard: readonly string[];
}): number {
  return d.italyDeck.length + d.italyDiscard.length;
}

/**
 * Takes the top Austria card for a reveal (RZ11.3a): an empty deck is first refilled from the
 * discard pile (X6), or, with both empty, from the fight's `austriaUsed` (RZ11.9, D11, D40).
 * `null` only if no Austria card is left anywhere but in the exchange being revealed.
 */
export function takeAustria(ctx: Ctx): string | null {
  const { d } = ctx;
  if (d.austriaDeck.length === 0) {
    if (d.austriaDiscard.length === 0 && d.fight && d.fight.austriaUsed.length > 0) {
      d.austriaDiscard = d.fight.austriaUsed;
      d.fight.austriaUsed = [];
    }
    if (d.austriaDiscard.length === 0) return null;
    d.austriaDeck = shuffled(ctx, "austria", d.austriaDiscard);
    d.austriaDiscard = [];
  }
  return d.austriaDeck.shift() ?? null;
}
