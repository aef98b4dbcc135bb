/**
 * The reducer: `apply(state, action, rng?)` → the next state and what happened, or a refusal.
 *
 * @module
 */
import type { Action, PlayerAction } from "./actions.js";
import { attack, checkAttack, checkOccupy, occupy } from "./attack.js";
import { checkPlayCards, playCards } from "./cards.js";
import { Draft } from "./draft.js";
import { type RuleError, ruleError, seatNumber } from "./errors.js";
import type { GameEvent } from "./events.js";
import { checkFortify, fortify } from "./fortify.js";
import { isListed } from "./legal.js";
import { isInterned } from "./move-table.js";
import { checkPlace, place } from "./placement.js";
import { Prng, type RandomSource } from "./rng.js";
import { parseAction } from "./schema.js";
import { checkMainStage } from "./stages.js";
import type { GameState } from "./state.js";
import { endTurn } from "./turn.js";

/** The outcome of {@link apply}. On refusal, `state` is the input state, unchanged. */
export type ApplyResult =
  | { readonly ok: true; readonly state: GameState; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly state: GameState; readonly error: RuleError };

/**
 * Checks a well-formed action against the rules in the given state without applying it.
 * Returns the refusal, or `null` if the action is legal.
 */
export function checkAction(state: GameState, action: Action): RuleError | null {
  if (action.type === "clockExpired") {
    if (state.stage === "over")
      return ruleError("GAME_OVER", "R11", "The game is over: no more moves; start a new game.");
    if (!("minutes" in state.limit)) {
      return ruleError("NOT_A_TIMED_GAME", "R11.4", "This game has a round limit, not a clock.");
    }
    if (state.clockExpired) {
      return ruleError(
        "CLOCK_ALREADY_EXPIRED",
        "R11.4",
        "The clock has already been reported as expired.",
      );
    }
    return null;
  }
  if (state.stage === "over") {
    return ruleError("GAME_OVER", "R11", "The game is over; no more moves can be made.");
  }
  if (action.seat >= state.players) {
    return ruleError(
      "UNKNOWN_SEAT",
      "R2.1",
      `This game has seats 1 to ${state.players}; there is no seat ${seatNumber(action.seat)} (in JSON: seats 0 to ${state.players - 1}, not ${action.seat}).`,
    );
  }
  if (action.seat !== state.currentSeat) {
    return ruleError(
      "NOT_YOUR_TURN",
      state.stage === "setup" ? "R2.4" : "R4.7",
      `It is seat ${seatNumber(state.currentSeat)}'s turn, not seat ${seatNumber(action.seat)}'s (in JSON: seat ${state.currentSeat}, not ${action.seat}).`,
    );
  }
  switch (action.type) {
    case "place":
      return checkPlace(state, action);
    case "playCards":
      return checkPlayCards(state, action);
    case "attack":
      return checkAttack(state, action);
    case "occupy":
      return checkOccupy(state, action);
    case "fortify":
      return checkFortify(state, action);
    case "endTurn":
      return checkMainStage(state, "endTurn");
  }
}

/**
 * Runs the rule module of a player action on a draft, without checking it: the one dispatch that
 * {@link apply} (after its checks) and the `Simulator` (for actions from its own legal list) share.
 * @internal
 */
export function playRule(d: Draft, action: PlayerAction): void {
  switch (action.type) {
    case "place":
      place(d, action);
      break;
    case "playCards":
      playCards(d, action);
      break;
    case "attack":
      attack(d, action);
      break;
    case "occupy":
      occupy(d, action);
      break;
    case "fortify":
      fortify(d, action);
      break;
    case "endTurn":
      endTurn(d);
      break;
  }
}

/**
 * Applies one action. Pure: never mutates `state`, never throws on a bad action (a malformed or
 * illegal action is refused with a typed {@link RuleError} and the state is returned unchanged).
 * The returned state is deeply frozen: what the action created is frozen, the rest is shared with
 * `state` (frozen too when it came from the engine).
 * Randomness comes from `rng` if given, otherwise from the game's own seeded PRNG, whose advanced
 * state is part of the returned state.
 *
 * @param state the current state
 * @param action an action; anything arriving from outside is schema-checked and rule-checked first
 *   (one of the engine's own action objects listed for this very state, see {@link isListed}, is
 *   applied without checks: it is legal there by construction)
 * @param rng an optional source of dice and shuffles (e.g. scripted dice for conformance vectors)
 * @example
 * ```ts
 * const result = apply(state, { type: "attack", seat: 0, from: "lazio", to: "toscana", dice: 3 });
 * if (result.ok) state = result.state;
 * else console.log(result.error.code, result.error.rule, result.error.message);
 * ```
 */
export function apply(state: GameState, action: unknown, rng?: RandomSource): ApplyResult {
  let a: Action;
  const listed = isListed(state, action);
  if (listed) {
    // One of the engine's own objects listed for this (deeply frozen) state: legal as it is.
    a = action as PlayerAction;
  } else {
    if (isInterned(action)) {
      // Made and frozen by the engine (legalActions, moveAction): well-formed by construction.
      a = action as PlayerAction;
    } else {
      const parsed = parseAction(action);
      if (!parsed.ok) return { ok: false, state, error: parsed.error };
      a = parsed.action;
    }
    const error = checkAction(state, a);
    if (error) return { ok: false, state, error };
  }

  const own = rng ? null : new Prng(state.rng);
  const d = new Draft(state, rng ?? own!);
  // A listed action is a player's (the clock is never listed): one read of `type` fewer.
  if (!listed && a.type === "clockExpired") {
    d.s.clockExpired = true;
    d.s.overtimeFromRound = Math.max(1, d.s.round);
    d.emit({ type: "clockExpired", round: d.s.round });
  } else {
    playRule(d, a as PlayerAction);
  }
  if (own && own.drawn > 0) d.s.rng = own.state();
  return { ok: true, state: d.freeze(state), events: d.events };
}

/** Whether an action is legal in the given state (schema and rules). */
export function isLegal(state: GameState, action: unknown): boolean {
  if (isListed(state, action)) return true;
  if (isInterned(action)) return checkAction(state, action as PlayerAction) === null;
  const parsed = parseAction(action);
  return parsed.ok && checkAction(state, parsed.action) === null;
}
