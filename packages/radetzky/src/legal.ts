/**
 * The legal moves of a seat (complete, in a stable order): every action `apply` accepts from that
 * seat now, except that a Strengthen lists each set of cards once, in hand order.
 *
 * @module
 */
import type { RadetzkyAction } from "./actions.js";
import { checkRead } from "./apply.js";
import { adjacent, HELPS, helpOf, iconOf, ZONES } from "./data.js";
import { activeHand, helpCost, type RawAction } from "./helps.js";
import { actorsOf, nextToPlace, patriotCount, poolOf } from "./seats.js";
import type { RadetzkyState } from "./state.js";

/** Every non-empty subset of `items` of at most `max` elements, in `items`' order. */
function subsets<T>(items: readonly T[], max: number): T[][] {
  const out: T[][] = [];
  const walk = (from: number, acc: T[]) => {
    for (let i = from; i < items.length; i++) {
      const next = [...acc, items[i]!];
      out.push(next);
      if (next.length < max) walk(i + 1, next);
    }
  };
  if (max > 0) walk(0, []);
  return out;
}

/** Candidate actions of the turn stage (`"action"`), before checking. */
function turnCandidates(state: RadetzkyState, seat: number): RadetzkyAction[] {
  const here = state.patriots[state.active ?? -1] ?? -1;
  const out: RadetzkyAction[] = [{ type: "endTurn", seat }];
  for (const zone of adjacent(here)) out.push({ type: "move", seat, zone });
  out.push(
    { type: "conquer", seat },
    { type: "fightSoldiers", seat },
    { type: "fightRadetzky", seat },
    { type: "refresh", seat },
  );
  if (state.config.mode !== "advanced") return out;
  const hand = activeHand(state);
  for (const card of hand) {
    switch (helpOf(card)) {
      case "balloon":
        for (const z of adjacent(here)) {
          out.push({ type: "useHelp", seat, card, path: [z] });
          if (state.helps.balloon?.side === "heroic") {
            for (const w of adjacent(z)) out.push({ type: "useHelp", seat, card, path: [z, w] });
          }
        }
        break;
      case "barricade":
        for (const zone of ZONES) out.push({ type: "useHelp", seat, card, zone });
        break;
      case "noblewoman":
        for (const from of ZONES) {
          if ((state.zones[String(from)]?.soldiers ?? 0) < 1) continue;
          for (const to of adjacent(from)) out.push({ type: "useHelp", seat, card, from, to });
        }
        break;
      default:
        out.push({ type: "useHelp", seat, card });
    }
  }
  for (const help of HELPS) {
    const tile = state.helps[help];
    if (tile === undefined || tile.side !== "base") continue;
    const room = helpCost(state.config.players, help) - tile.under.length;
    const icon = tile.under[0] === undefined ? null : iconOf(tile.under[0]);
    const byIcon = new Map<string, string[]>();
    for (const card of hand) {
      const i = iconOf(card);
      if (icon !== null && i !== icon) continue;
      byIcon.set(i, [...(byIcon.get(i) ?? []), card]);
    }
    for (const cards of byIcon.values()) {
      for (const set of subsets(cards, room))
        out.push({ type: "strengthen", seat, help, cards: set });
    }
  }
  return out;
}

/** Candidate actions of `seat` in `state`'s stage, before checking. */
function candidates(state: RadetzkyState, seat: number): RadetzkyAction[] {
  switch (state.stage) {
    case "place": {
      const patriot = nextToPlace(state);
      if (patriot === null) return [];
      return ZONES.map((zone) => ({ type: "placePatriot", seat, patriot, zone }));
    }
    case "activate":
      return Array.from({ length: patriotCount(state.config.players) }, (_, patriot) => ({
        type: "activate" as const,
        seat,
        patriot,
      }));
    case "respond": {
      const zone = state.fight?.zone ?? -1;
      const cards = poolOf(state, zone).filter((c) => c.seat === seat);
      return cards.map((c) => ({ type: "playCard", seat, card: c.card }));
    }
    case "decide":
      return [
        { type: "continueFight", seat },
        { type: "stopFight", seat },
      ];
    case "choose":
      return state.notAvailable.map((zone) => ({ type: "chooseAvailable", seat, zone }));
    case "action":
      return turnCandidates(state, seat);
    case "over":
      return [];
  }
}

/**
 * Every action `seat` may take now (RZ25.3), in a stable order; empty for a seat that is not an
 * actor (RZ4.6).
 *
 * @example
 * ```ts
 * legalMoves(state, 0).map((a) => a.type); // ["endTurn", "move", "move", …]
 * ```
 */
export function legalMoves(state: RadetzkyState, seat: number): RadetzkyAction[] {
  if (!actorsOf(state).includes(seat)) return [];
  // The candidates are plain objects made here: checked as they are, without `readAction`'s copy.
  return candidates(state, seat).filter(
    (a) => checkRead(state, a as unknown as RawAction) === null,
  );
}
