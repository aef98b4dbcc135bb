/**
 * Why an action may not be played, in words for people: the engine's `checkAction`, with the
 * refusals that name seats (another seat's turn, a seat the game does not have) told with seats
 * numbered from 1 ({@link seatNumber}) and the 0-based JSON seat beside them. Codes and rule
 * numbers stay the engine's; JSON keeps its 0-based seats.
 *
 * @module
 */
import { type Action, checkAction, type GameState, type RuleError } from "@italia/engine";
import { seatNumber } from "./text.js";

/**
 * The engine's refusal of `action` in `state` (`null` if it may be played), with seats numbered
 * from 1 in the message.
 *
 * @example
 * ```ts
 * refusalOf(state, { type: "endTurn", seat: 2 })?.message;
 * // "It is seat 1's turn, not seat 3's (in JSON: seat 0, not 2)." — when seat 0 is to play
 * ```
 */
export function refusalOf(state: GameState, action: Action): RuleError | null {
  const error = checkAction(state, action);
  if (error === null || action.type === "clockExpired") return error;
  if (error.code === "UNKNOWN_SEAT") {
    return {
      ...error,
      message: `This game has seats 1 to ${state.players}; there is no seat ${seatNumber(action.seat)} (in JSON: seats 0 to ${state.players - 1}, not ${action.seat}).`,
    };
  }
  if (error.code === "NOT_YOUR_TURN") {
    return {
      ...error,
      message: `It is seat ${seatNumber(state.currentSeat)}'s turn, not seat ${seatNumber(action.seat)}'s (in JSON: seat ${state.currentSeat}, not ${action.seat}).`,
    };
  }
  return error;
}
