/**
 * Internal: actions the host made itself, which the referee may play without parsing them again.
 *
 * Every answer a bot gives is hostile until checked (`parseAction`, then `checkAction`). But most
 * answers of local bots are objects the SDK handed them for this very decision: `actionFor(move,
 * n)` of a move from `ctx.legal`, or one of `ctx.actions`. Those are the engine's own interned
 * actions (frozen, well-formed), made from a move the host listed; the host remembers which move
 * each came from, and plays such an answer as it is. Anything else — a bot's own object, a move
 * from another decision, a Proxy, an unfrozen copy — takes the full check, so refusals are
 * exactly what they were.
 *
 * @internal
 * @module
 */
import { type GameState, type LegalMove, legalMoves, type PlayerAction } from "@italia/engine";

/** The action `actionFor` made last, and the move it was made from. */
let lastAction: PlayerAction | null = null;
let lastMove: LegalMove | null = null;
/** For each action of a `ctx.actions` list, its move (the last one, if listed twice). */
const origins = new WeakMap<object, LegalMove>();

/**
 * Remembers that `action` was made from `move` (`actionFor`), and returns it. Only the last one
 * is kept: a bot answers with the action it made last, nearly always; an action made earlier is
 * checked in full.
 */
export function madeFrom(move: LegalMove, action: PlayerAction): PlayerAction {
  lastAction = action;
  lastMove = move;
  return action;
}

/** Remembers that each of `actions` was made from `move` (`ctx.actions`), and returns them. */
export function listedFrom(move: LegalMove, actions: PlayerAction[]): PlayerAction[] {
  for (const a of actions) origins.set(a, move);
  return actions;
}

/**
 * The legal moves of `state`, as the host lists them for a decision: frozen, so no bot can change
 * the list the host checks answers and picks its fallback from.
 */
export function hostLegalMoves(state: GameState): readonly LegalMove[] {
  return Object.freeze(legalMoves(state));
}

/** Whether `n` is a whole number in `[min, max]`. */
function within(n: unknown, min: number, max: number): boolean {
  return typeof n === "number" && Number.isInteger(n) && n >= min && n <= max;
}

/**
 * Whether `answer` is an action the SDK made from one of `legal`'s moves, unchanged and inside the
 * move's range, with `legal` the engine's list for the decision ({@link hostLegalMoves}, never a
 * caller's): then it is legal for that decision and can be played without parsing. Never reads a property of an object
 * the host did not make (a Proxy or a getter of a bot's own object is never touched here).
 */
export function madeForDecision(
  answer: unknown,
  legal: readonly LegalMove[],
): answer is PlayerAction {
  if (typeof answer !== "object" || answer === null) return false;
  const move = answer === lastAction ? lastMove : origins.get(answer);
  // The move is one the engine listed for this decision, so the action (made by the engine from
  // it) is the engine's too: reading it is safe.
  if (move == null || !legal.includes(move) || !Object.isFrozen(answer)) return false;
  const action = answer as PlayerAction;
  if (action.type !== move.type || action.seat !== move.seat) return false;
  switch (move.type) {
    case "place":
    case "occupy":
    case "fortify":
      return within((action as { count?: unknown }).count, move.min, move.max);
    case "attack":
      return within((action as { dice?: unknown }).dice, move.minDice, move.maxDice);
    case "endTurn":
      return action === move;
    default:
      // A combination (at most one a turn) takes the full check. The engine now lists them deeply
      // frozen, so `action === move` could admit them too; not measured, so not done.
      return false;
  }
}
