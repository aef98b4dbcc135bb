/**
 * Legal-action enumeration: every legal action of the current decision, in a stable order.
 * {@link legalMoves} groups actions that differ only in a number (armies or dice) into one
 * move with a range; {@link legalActions} lists every single action.
 *
 * The order: placements, combinations, attacks, the move-in, fortify moves, then end turn; within
 * each, regions in board order. The host's `clockExpired` is never listed (it is no seat's move).
 *
 * @module
 */

import type { PlayerAction } from "./actions.js";
import {
  attackDiceLimit,
  type CardId,
  defenceDice,
  NEIGHBOUR_INDEXES,
  REGION_IDS,
  type RegionId,
} from "./board.js";
import { combinationsInHand } from "./combinations.js";
import { serenataTargets } from "./queries.js";
import { regionTable } from "./region-table.js";
import type { GameState, Seat } from "./state.js";

/** A group of legal actions that differ only in one number, or a single legal action. */
export type LegalMove =
  | {
      readonly type: "place";
      /** The seat whose move this is (0-based); copy it into the action. */
      readonly seat: Seat;
      /** The region armies may be placed on (the seat's). */
      readonly region: RegionId;
      /** The fewest armies the action may name in `count`. */
      readonly min: number;
      /** The most armies the action may name in `count`: those left to place (R2.4, R4.2). */
      readonly max: number;
    }
  | {
      readonly type: "playCards";
      /** The seat whose move this is (0-based); copy it into the action. */
      readonly seat: Seat;
      /** The cards of one combination the seat may play (R5). */
      readonly cards: readonly CardId[];
      /** A Serenata: the region to take and where its army comes from (R5.4). */
      readonly target?: {
        /** The region the Serenata's army comes from (the seat's). */
        readonly from: RegionId;
        /** The region the Serenata takes. */
        readonly to: RegionId;
      };
    }
  | {
      readonly type: "attack";
      /** The seat whose move this is (0-based); copy it into the action. */
      readonly seat: Seat;
      /** The attacking region (the seat's, at least 2 armies). */
      readonly from: RegionId;
      /** The attacked region (another seat's, linked to `from`). */
      readonly to: RegionId;
      /** The fewest dice the attack may roll (never fewer than the defender, R6.2). */
      readonly minDice: number;
      /** The most dice the attack may roll (R6.2). */
      readonly maxDice: number;
    }
  | {
      readonly type: "occupy";
      /** The seat whose move this is (0-based); copy it into the action. */
      readonly seat: Seat;
      /** The fewest armies to move into the conquered region: the dice of the last roll (R6.4). */
      readonly min: number;
      /** The most armies to move in: all but one of the attacking region's (R6.4). */
      readonly max: number;
    }
  | {
      readonly type: "fortify";
      /** The seat whose move this is (0-based); copy it into the action. */
      readonly seat: Seat;
      /** The region the armies leave (the seat's). */
      readonly from: RegionId;
      /** The region the armies enter (the seat's, linked to `from`). */
      readonly to: RegionId;
      /** The fewest armies the action may name in `count`. */
      readonly min: number;
      /**
       * The most armies the action may name in `count`: the source keeps 1 army, or 2 if it
       * borders an enemy region (R7.2).
       */
      readonly max: number;
    }
  | {
      readonly type: "endTurn";
      /** The seat whose move this is (0-based); copy it into the action. */
      readonly seat: Seat;
    };

/**
 * Every legal move of the current decision, grouped (see {@link LegalMove}). Empty once the game
 * is over.
 *
 * @example
 * ```ts
 * for (const move of legalMoves(state)) if (move.type === "attack") console.log(move.from, "→", move.to);
 * ```
 */
export function legalMoves(state: GameState): LegalMove[] {
  const seat = state.currentSeat;
  const moves: LegalMove[] = [];
  const stage = state.stage;
  if (stage === "over") return moves;

  if (stage === "occupy") {
    const o = state.occupy!;
    moves.push({ type: "occupy", seat, min: o.min, max: o.max });
    return moves;
  }

  const { owner, armies } = regionTable(state.regions);
  const count = owner.length;
  const placeLimit = stage === "setup" ? state.batchLeft : state.pendingArmies;
  if (placeLimit > 0) {
    for (let i = 0; i < count; i++) {
      if (owner[i] === seat)
        moves.push({ type: "place", seat, region: REGION_IDS[i]!, min: 1, max: placeLimit });
    }
  }
  if (stage === "setup") return moves;

  const main = stage === "reinforce" || stage === "attack";
  if (main && !state.turn.attacked) {
    let targets: { from: RegionId; to: RegionId }[] | null = null;
    for (const { cards, combination } of combinationsInHand(state.hands[seat]!)) {
      if (combination === "serenata") {
        targets ??= serenataTargets(state, seat);
        for (const target of targets) moves.push({ type: "playCards", seat, cards, target });
      } else {
        moves.push({ type: "playCards", seat, cards });
      }
    }
  }
  if (state.pendingArmies > 0) return moves;

  if (main) {
    // R6.1–R6.2: from an own region with ≥ 2 armies to an adjacent enemy, not untouchable,
    // with at least as many dice as the defender rolls.
    for (let i = 0; i < count; i++) {
      if (owner[i] !== seat || armies[i]! < 2) continue;
      const maxDice = attackDiceLimit(armies[i]!);
      for (const j of NEIGHBOUR_INDEXES[i]!) {
        const defender = owner[j]!;
        if (defender === seat || state.untouchable.includes(defender)) continue;
        const minDice = defenceDice(armies[j]!);
        if (minDice > maxDice) continue;
        moves.push({
          type: "attack",
          seat,
          from: REGION_IDS[i]!,
          to: REGION_IDS[j]!,
          minDice,
          maxDice,
        });
      }
    }
  }
  if (!state.turn.fortified || state.turn.vespa) {
    // R7: to an adjacent own region, keeping 2 armies next to an enemy, else 1.
    for (let i = 0; i < count; i++) {
      if (owner[i] !== seat) continue;
      const near = NEIGHBOUR_INDEXES[i]!;
      let enemy = false;
      for (const j of near) if (owner[j] !== seat) enemy = true;
      const max = armies[i]! - (enemy ? 2 : 1);
      if (max < 1) continue;
      for (const j of near) {
        if (owner[j] === seat) {
          moves.push({
            type: "fortify",
            seat,
            from: REGION_IDS[i]!,
            to: REGION_IDS[j]!,
            min: 1,
            max,
          });
        }
      }
    }
  }
  moves.push({ type: "endTurn", seat });
  return moves;
}

/** The single actions a {@link LegalMove} stands for, in increasing order of its number. */
export function expandMove(move: LegalMove): PlayerAction[] {
  const out: PlayerAction[] = [];
  pushActions(move, out);
  return out;
}

/** Pushes the single actions a move stands for onto `out` (no intermediate arrays). */
function pushActions(move: LegalMove, out: PlayerAction[]): void {
  switch (move.type) {
    case "place":
      for (let n = move.min; n <= move.max; n++)
        out.push({ type: "place", seat: move.seat, region: move.region, count: n });
      break;
    case "attack":
      for (let n = move.minDice; n <= move.maxDice; n++) {
        out.push({ type: "attack", seat: move.seat, from: move.from, to: move.to, dice: n });
      }
      break;
    case "occupy":
      for (let n = move.min; n <= move.max; n++)
        out.push({ type: "occupy", seat: move.seat, count: n });
      break;
    case "fortify":
      for (let n = move.min; n <= move.max; n++) {
        out.push({ type: "fortify", seat: move.seat, from: move.from, to: move.to, count: n });
      }
      break;
    default:
      out.push(move);
  }
}

/**
 * Every legal action of the current decision, one by one, in a stable order. Everything listed
 * is accepted by {@link apply}; everything else is refused. (A combination is listed once, its
 * cards in hand order; `apply` accepts the same cards in any order as the same action.)
 */
export function legalActions(state: GameState): PlayerAction[] {
  // Pushing each action directly: `flatMap` allocates an array per move and is slow on Node 20.
  const out: PlayerAction[] = [];
  for (const move of legalMoves(state)) pushActions(move, out);
  return out;
}

/**
 * The single action a move stands for with the given number of armies or dice, clamped to the
 * move's range (default: the smallest). Builds just that action, whatever the range.
 *
 * @example
 * ```ts
 * moveAction({ type: "place", seat: 0, region: "lazio", min: 1, max: 5 }, 3);
 * // { type: "place", seat: 0, region: "lazio", count: 3 }
 * ```
 */
export function moveAction(move: LegalMove, n?: number): PlayerAction {
  const pick = (min: number, max: number) =>
    n === undefined ? min : Math.max(min, Math.min(max, n));
  switch (move.type) {
    case "place":
      return {
        type: "place",
        seat: move.seat,
        region: move.region,
        count: pick(move.min, move.max),
      };
    case "attack":
      return {
        type: "attack",
        seat: move.seat,
        from: move.from,
        to: move.to,
        dice: pick(move.minDice, move.maxDice),
      };
    case "occupy":
      return { type: "occupy", seat: move.seat, count: pick(move.min, move.max) };
    case "fortify":
      return {
        type: "fortify",
        seat: move.seat,
        from: move.from,
        to: move.to,
        count: pick(move.min, move.max),
      };
    default:
      return move;
  }
}
