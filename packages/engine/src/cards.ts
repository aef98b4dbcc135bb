/**
 * Cards in play (R5): playing combinations, drawing, the hand limit and the discard pile.
 *
 * @module
 */

import type { PlayCardsAction } from "./actions.js";
import { type CardId, cardById, RULES, regionName } from "./board.js";
import { COMBINATION_ARMIES, combinationOf } from "./combinations.js";
import { takeBySerenata } from "./conquest.js";
import type { Draft } from "./draft.js";
import { type RuleError, ruleError } from "./errors.js";
import type { ArmiesPlacedEvent } from "./events.js";
import { copyOf } from "./freeze.js";
import { regionBonusRegions, serenataTargets } from "./queries.js";
import type { GameState } from "./state.js";

/** Checks a `playCards` action against R4.3 and R5 (seat and turn are checked by the caller). */
export function checkPlayCards(state: GameState, action: PlayCardsAction): RuleError | null {
  if (state.stage !== "reinforce" && state.stage !== "attack") {
    return ruleError(
      "WRONG_STAGE",
      "R4.3",
      `Combinations are played before the first attack of your turn; the game is in stage "${state.stage}".`,
    );
  }
  if (state.turn.attacked) {
    return ruleError(
      "COMBINATION_AFTER_ATTACK",
      "R4.3",
      "You have already attacked this turn; combinations may only be played before the first attack.",
    );
  }
  const hand = state.hands[action.seat] ?? [];
  const seen = new Set<CardId>();
  for (const card of action.cards) {
    if (seen.has(card)) {
      return ruleError(
        "DUPLICATE_CARD",
        "R5.2",
        `The card "${card}" is listed twice; list each card once.`,
      );
    }
    seen.add(card);
    if (!hand.includes(card)) {
      return ruleError(
        "CARD_NOT_IN_HAND",
        "R5.2",
        `You do not hold the card "${card}"; play only cards from your own hand.`,
      );
    }
  }
  const combination = combinationOf(action.cards);
  if (!combination) {
    return ruleError(
      "NOT_A_COMBINATION",
      "R5.2",
      "These cards form no combination: play 3 of a symbol, one of each symbol, a Nonna with 2 cards (same or different symbols), or a Nonna alone; never 2 Nonne together.",
    );
  }
  if (combination !== "serenata") {
    if (action.target) {
      return ruleError(
        "TARGET_NOT_ALLOWED",
        "R5.2",
        `Only a Serenata names a target; remove "target".`,
      );
    }
    return null;
  }
  const options = serenataTargets(state, action.seat);
  if (options.length === 0) {
    return ruleError(
      "INVALID_SERENATA_TARGET",
      "R5.4",
      "A Serenata needs an enemy region with 1 or 2 armies, not untouchable, next to one of your regions with at least 2 armies; there is none now.",
    );
  }
  if (!action.target) {
    return ruleError(
      "SERENATA_TARGET_REQUIRED",
      "R5.4",
      'A Serenata must name its target: add "target": { "from": your region, "to": the enemy region }.',
    );
  }
  const { from, to } = action.target;
  if (!options.some((o) => o.from === from && o.to === to)) {
    return ruleError(
      "INVALID_SERENATA_TARGET",
      "R5.4",
      `${regionName(from)} → ${regionName(to)} is not a Serenata target: the target must be an enemy region with 1 or 2 armies, not untouchable, next to your region with at least 2 armies.`,
    );
  }
  return null;
}

/** Plays a checked combination (R5.2–R5.4): region bonuses first, then the effect. */
export function playCards(d: Draft, action: PlayCardsAction): void {
  const seat = action.seat;
  const combination = combinationOf(action.cards)!;
  const hand = d.mutHand(seat);
  for (const card of action.cards) hand.splice(hand.indexOf(card), 1);
  d.mutDiscard().push(...action.cards);

  const bonusEvents: ArmiesPlacedEvent[] = [];
  for (const region of regionBonusRegions(d.s, seat, action.cards)) {
    const count = Math.min(RULES.regionCardBonus, d.capRoom(seat));
    d.addArmies(region, count);
    if (d.recording)
      bonusEvents.push({
        type: "armiesPlaced",
        seat,
        region,
        count,
        reason: "regionBonus",
        lost: RULES.regionCardBonus - count,
      });
  }

  const wanted = COMBINATION_ARMIES[combination];
  const armies = Math.min(wanted, d.capRoom(seat));
  d.s.pendingArmies += armies;
  if (d.recording)
    d.emit({
      type: "cardsPlayed",
      seat,
      // copyOf, not slice: listed combinations are frozen, and V8 slices frozen arrays slowly.
      cards: copyOf(action.cards),
      combination,
      armies,
      lost: wanted - armies,
    });
  for (const e of bonusEvents) d.emit(e);

  if (combination === "giro-in-vespa") d.mutTurn().vespa = true;
  if (combination === "serenata" && action.target)
    takeBySerenata(d, seat, action.target.from, action.target.to);
  if (d.s.pendingArmies > 0 && d.s.stage === "attack") d.s.stage = "reinforce";
}

/**
 * Adds cards to a hand (R5.6): if the hand would exceed 7, the whole hand, new cards included,
 * goes to the discard pile.
 */
export function gainCards(d: Draft, seat: number, cards: readonly CardId[]): void {
  if (cards.length === 0) return;
  const hand = d.mutHand(seat);
  hand.push(...cards);
  if (hand.length > RULES.handLimit) {
    const discarded = hand.splice(0, hand.length);
    d.mutDiscard().push(...discarded);
    if (d.recording) d.emit({ type: "handDiscarded", seat, cards: discarded });
  }
}

/**
 * Draws the top card for a seat (R8, R5.5): when the deck is empty the discard pile is shuffled
 * into a new deck; when both are empty nothing is drawn.
 */
export function drawCard(d: Draft, seat: number): void {
  if (d.s.deck.length === 0) {
    if (d.s.discard.length === 0) return;
    const deck = copyOf(d.s.discard);
    d.rng.shuffle(deck);
    d.s.deck = deck;
    d.s.discard = [];
    if (d.recording) d.emit({ type: "deckReshuffled", size: deck.length });
  }
  const card = d.mutDeck().shift()!;
  if (d.recording) d.emit({ type: "cardDrawn", seat, card, reason: "conquest" });
  gainCards(d, seat, [card]);
}

/** Takes a Nonna for a seat (larghe-intese): from the deck, else the discard pile, else none. */
export function takeNonna(d: Draft, seat: number): CardId | null {
  const isNonna = (c: CardId) => cardById(c).symbol === "nonna";
  let card: CardId | undefined = copyOf(d.s.deck).find(isNonna);
  if (card !== undefined) {
    const deck = d.mutDeck();
    deck.splice(deck.indexOf(card), 1);
  } else {
    card = copyOf(d.s.discard).find(isNonna);
    if (card === undefined) return null;
    const discard = d.mutDiscard();
    discard.splice(discard.indexOf(card), 1);
  }
  if (d.recording) d.emit({ type: "cardDrawn", seat, card, reason: "larghe-intese" });
  gainCards(d, seat, [card]);
  return card;
}
