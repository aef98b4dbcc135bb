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
  NEIGHBOUR_MASKS,
  type RegionId,
} from "./board.js";
import { isKnownFrozenState } from "./freeze.js";
import { writeCombinations } from "./listed-combinations.js";
import {
  actionOf,
  attackAction,
  attackMove,
  attackRow,
  endTurnAction,
  fortifyAction,
  fortifyMove,
  fortifyRow,
  isInterned,
  occupyAction,
  occupyMove,
  occupyRow,
  placeAction,
  placeMove,
  placeRow,
} from "./move-table.js";
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

// The output buffers of legalMoves and legalActions, reused by every call (the generator never
// calls out, so never re-enters); they copy the filled part, one exact-size array, instead of
// growing a new one push by push.
const buffer: unknown[] = [];
const actionBuffer: unknown[] = [];
/**
 * The state whose actions fill {@link actionBuffer} (its first {@link listedCount} entries), if
 * it is one of the engine's recent states, frozen all the way down (see freeze.ts), else `null`.
 * Such a state cannot change, and the listed actions are the engine's own frozen objects, so any
 * of those exact objects is legal in exactly that state: {@link isListed} lets `apply` skip
 * its checks for them.
 */
let listedState: GameState | null = null;
let listedCount = 0;
/**
 * The latest {@link legalMoves} listing of such a state: the state and the engine's own copy of
 * its moves (its first {@link listedMovesCount} entries; never the caller's array). Written only
 * by a complete listing of such a state, so a listing of another state (a Simulator's rollout, a
 * failing hand-made state) leaves it as it is.
 */
let movesState: GameState | null = null;
const listedMoves: LegalMove[] = [];
let listedMovesCount = 0;

/**
 * The move generator, shared by {@link legalMoves}, {@link legalActions} and the Simulator's
 * indexed list: writes every legal move into `out` from index 0, or, with `expand`, every single
 * action, and returns how many it wrote (entries beyond are stale). It builds no objects but
 * combinations: moves and actions are interned (see `move-table.ts`).
 *
 * @internal
 */
export function generateInto(out: unknown[], state: GameState, expand: boolean): number {
  let len = 0;
  const seat = state.currentSeat;
  const stage = state.stage;
  if (stage === "over") {
    return len;
  }

  if (stage === "occupy") {
    const o = state.occupy!;
    if (!expand) out[len++] = occupyMove(seat, o.min, o.max);
    else {
      const row = occupyRow(seat);
      for (let n = o.min; n <= o.max; n++) out[len++] = row[n] ?? occupyAction(seat, n);
    }
    return len;
  }

  const { owner, armies, owned } = regionTable(state.regions);
  // The seat's regions as a bit set: the scans below walk its set bits, lowest first (board
  // order), instead of the whole board; a region's own and enemy neighbours are one `&` away.
  const mine = owned[seat] ?? 0;
  const placeLimit = stage === "setup" ? state.batchLeft : state.pendingArmies;
  if (placeLimit > 0) {
    for (let m = mine; m !== 0; m &= m - 1) {
      const i = 31 - Math.clz32(m & -m);
      if (!expand) out[len++] = placeMove(seat, i, placeLimit);
      else {
        const row = placeRow(seat, i);
        for (let n = 1; n <= placeLimit; n++) out[len++] = row[n] ?? placeAction(seat, i, n);
      }
    }
  }
  if (stage === "setup") {
    return len;
  }

  const main = stage === "reinforce" || stage === "attack";
  if (main && !state.turn.attacked && state.hands[seat]!.length > 0) {
    // Combinations: frozen all the way down like every other listed action, and made once per
    // hand (see listed-combinations.ts).
    len = writeCombinations(out, len, seat, state.hands[seat]!, owner, armies, state.untouchable);
  }
  if (state.pendingArmies > 0) {
    return len;
  }

  if (main) {
    // R6.1–R6.2: from an own region with ≥ 2 armies to an adjacent enemy, not untouchable,
    // with at least as many dice as the defender rolls.
    const untouchable = state.untouchable;
    for (let m = mine; m !== 0; m &= m - 1) {
      const i = 31 - Math.clz32(m & -m);
      if (armies[i]! < 2) continue;
      const maxDice = attackDiceLimit(armies[i]!);
      // Neighbours not the seat's, in board order.
      for (let e = NEIGHBOUR_MASKS[i]! & ~mine; e !== 0; e &= e - 1) {
        const j = 31 - Math.clz32(e & -e);
        const defender = owner[j]!;
        if (untouchable.length > 0 && untouchable.includes(defender)) continue;
        const minDice = defenceDice(armies[j]!);
        if (minDice > maxDice) continue;
        if (!expand) out[len++] = attackMove(seat, i, j, minDice, maxDice);
        else {
          const row = attackRow(seat, i, j);
          for (let n = minDice; n <= maxDice; n++)
            out[len++] = row[n] ?? attackAction(seat, i, j, n);
        }
      }
    }
  }
  if (!state.turn.fortified || state.turn.vespa) {
    // R7: to an adjacent own region, keeping 2 armies next to an enemy, else 1.
    for (let m = mine; m !== 0; m &= m - 1) {
      const i = 31 - Math.clz32(m & -m);
      // A region with 1 army moves nothing: skip it before looking at its neighbours.
      if (armies[i]! < 2) continue;
      const near = NEIGHBOUR_MASKS[i]!;
      const max = armies[i]! - ((near & ~mine) !== 0 ? 2 : 1);
      if (max < 1) continue;
      // Own neighbours, in board order.
      for (let f = near & mine; f !== 0; f &= f - 1) {
        const j = 31 - Math.clz32(f & -f);
        if (!expand) out[len++] = fortifyMove(seat, i, j, max);
        else {
          const row = fortifyRow(seat, i, j);
          for (let n = 1; n <= max; n++) out[len++] = row[n] ?? fortifyAction(seat, i, j, n);
        }
      }
    }
  }
  out[len++] = endTurnAction(seat);
  return len;
}

/**
 * Every legal move of the current decision, grouped (see {@link LegalMove}). Empty once the game
 * is over. The moves are frozen and may be shared with other callers (the array is yours).
 *
 * @example
 * ```ts
 * for (const move of legalMoves(state)) if (move.type === "attack") console.log(move.from, "→", move.to);
 * ```
 */
export function legalMoves(state: GameState): LegalMove[] {
  const count = generateInto(buffer, state, false);
  if (isKnownFrozenState(state)) {
    // Copied only once the listing is complete: a listing that throws leaves the record as it was.
    for (let i = 0; i < count; i++) listedMoves[i] = buffer[i] as LegalMove;
    listedMovesCount = count;
    movesState = state;
  }
  return buffer.slice(0, count) as LegalMove[];
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
      for (let n = move.min; n <= move.max; n++) out.push(actionOf(move, n));
      break;
    case "attack":
      for (let n = move.minDice; n <= move.maxDice; n++) out.push(actionOf(move, n));
      break;
    case "occupy":
    case "fortify":
      for (let n = move.min; n <= move.max; n++) out.push(actionOf(move, n));
      break;
    default:
      out.push(move);
  }
}

/**
 * Every legal action of the current decision, one by one, in a stable order. Everything listed
 * is accepted by {@link apply}; everything else is refused. (A combination is listed once, its
 * cards in hand order; `apply` accepts the same cards in any order as the same action.) The
 * actions are frozen and may be shared with other callers (the array is yours); `apply` reads
 * them without a schema check, since they are known to be well-formed. For a state the engine
 * made (frozen all the way down), `apply` and `isLegal` also skip the rule checks for the very
 * objects of the latest list of that state: they are legal there by construction.
 */
export function legalActions(state: GameState): PlayerAction[] {
  // Forgotten first: should the generator throw (a broken hand-made state) after overwriting part
  // of the buffer, no earlier state may vouch for what is now in it.
  listedState = null;
  const count = generateInto(actionBuffer, state, true);
  listedState = isKnownFrozenState(state) ? state : null;
  listedCount = count;
  return actionBuffer.slice(0, count) as PlayerAction[];
}

/**
 * Whether `action` is one of the engine's own action objects listed for `state`, a recent state
 * the engine made (new games, checked positions and `apply`'s results on them, frozen all the way
 * down): one of the objects the latest {@link legalActions} call for `state` returned, or an
 * action made with {@link moveAction} or {@link expandMove} from a move of the latest
 * {@link legalMoves} call for `state`, inside that move's range. Such an action is legal in
 * `state` by construction (everything listed applies cleanly): {@link apply} and {@link isLegal}
 * take it without parsing or rule checks, and a host may play it as it is.
 *
 * Anything else answers `false`: a copy or look-alike, an action listed for another state or
 * made from a move of another listing, a Proxy, a state that is not one of the engine's recent
 * ones (a hand-made or changed state). Check those in full (`parseAction` and `checkAction`, or
 * just `apply`). Never reads a property of an object the engine did not make, and never throws.
 *
 * @example
 * ```ts
 * const legal = legalMoves(state);
 * const answer: unknown = await askSomeone(legal); // anything: not trusted
 * if (!isListed(state, answer)) {
 *   const parsed = parseAction(answer); // the full checks
 *   if (!parsed.ok || checkAction(state, parsed.action)) return refuse(answer);
 * }
 * ```
 */
export function isListed(state: GameState, action: unknown): action is PlayerAction {
  if (state === listedState && listedState !== null) {
    for (let i = 0; i < listedCount; i++) if (actionBuffer[i] === action) return true;
  }
  return state === movesState && movesState !== null && coveredByListedMove(action);
}

/** Whether `action` is one of the single actions a move of {@link listedMoves} stands for. */
function coveredByListedMove(action: unknown): boolean {
  const moves = listedMoves;
  const count = listedMovesCount;
  // An end turn or a combination: the listed move is the action itself.
  for (let i = 0; i < count; i++) {
    const m = moves[i]!;
    if (m === action) return m.type === "endTurn" || m.type === "playCards";
  }
  // Made by the engine's move table (moveAction, expandMove): well-formed and frozen, so reading
  // its fields is safe (numbered moves are not interned actions: they never get this far).
  if (!isInterned(action)) return false;
  const a = action as PlayerAction;
  for (let i = 0; i < count; i++) {
    const m = moves[i]!;
    if (m.seat !== a.seat) continue;
    switch (m.type) {
      case "place":
        if (a.type === "place" && a.region === m.region && inRange(a.count, m.min, m.max))
          return true;
        break;
      case "attack":
        if (
          a.type === "attack" &&
          a.from === m.from &&
          a.to === m.to &&
          inRange(a.dice, m.minDice, m.maxDice)
        )
          return true;
        break;
      case "occupy":
        if (a.type === "occupy" && inRange(a.count, m.min, m.max)) return true;
        break;
      case "fortify":
        if (
          a.type === "fortify" &&
          a.from === m.from &&
          a.to === m.to &&
          inRange(a.count, m.min, m.max)
        )
          return true;
        break;
    }
  }
  return false;
}

/** Whether `n` (read from an engine-made object, so a number or `undefined`) is in `[min, max]`. */
function inRange(n: number | undefined, min: number, max: number): boolean {
  return n !== undefined && n >= min && n <= max;
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
  switch (move.type) {
    case "place":
    case "occupy":
    case "fortify":
      return actionOf(move, clamp(n, move.min, move.max));
    case "attack":
      return actionOf(move, clamp(n, move.minDice, move.maxDice));
    default:
      return move;
  }
}

/** `n` clamped to `[min, max]`; `min` when `n` is left out. */
function clamp(n: number | undefined, min: number, max: number): number {
  return n === undefined ? min : Math.max(min, Math.min(max, n));
}
