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

/** For each action the SDK made from a legal move, that move (the last one, if made twice). */
const origins = new WeakMap<object, LegalMove>();
/** Lists of legal moves the host computed from the state itself (frozen: no bot can change them). */
const hostLists = new WeakSet<readonly LegalMove[]>();

/** Remembers that `action` was made from `move`, and returns it. */
export function madeFrom(move: LegalMove, action: PlayerAction): PlayerAction {
  origins.set(action, move);
  return action;
}

/**
 * The legal moves of `state`, as the host lists them for a decision: frozen, and known to be the
 * engine's own list for this state, so answers made from them may be played as they are.
 */
export function hostLegalMoves(state: GameState): readonly LegalMove[] {
  const legal = Object.freeze(legalMoves(state));
  hostLists.add(legal);
  return legal;
}

/** Whether `n` is a whole number in `[min, max]`. */
function within(n: unknown, min: number, max: number): boolean {
  return typeof n === "number" && Number.isInteger(n) && n >= min && n <= max;
}

/**
 * Whether `answer` is an action the SDK made from one of `legal`'s moves, unchanged and inside the
 * move's range, with `legal` a list of {@link hostLegalMoves}: then it is legal for the decision
 * `legal` was listed for and can be played without parsing. Never reads a property of an object
 * the host did not make (a Proxy or a getter of a bot's own object is never touched here).
 */
export function madeForDecision(
  answer: unknown,
  legal: readonly LegalMove[],
): answer is PlayerAction {
  if (typeof answer !== "object" || answer === null || !hostLists.has(legal)) return false;
  const move = origins.get(answer);
  // The move is one the engine listed for this decision, so the action (made by the engine from
  // it) is the engine's too: reading it is safe.
  if (move === undefined || !legal.includes(move) || !Object.isFrozen(answer)) return false;
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
      // A combination's cards and target are arrays and objects the engine did not freeze.
      return false;
  }
}
