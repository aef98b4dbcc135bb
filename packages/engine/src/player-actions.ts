/**
 * Player actions versus the host's action. `clockExpired` (R11.4) is the host's: it reports that a
 * timed game's clock ran out, which no player may claim. A host that takes actions from clients
 * (a server, a bot program, a network peer) passes them through {@link parsePlayerAction} or
 * {@link applyPlayerAction}, which accept only the six player actions — and, given the client's
 * seat, only actions in that seat's name — and sends `clockExpired` itself with {@link apply}.
 *
 * @module
 */
import type { Action, ClockExpiredAction, PlayerAction } from "./actions.js";
import { type ApplyResult, apply } from "./apply.js";
import { type RuleError, seatNumber } from "./errors.js";
import { parseAction } from "./schema.js";
import type { GameState, Seat } from "./state.js";

/** The outcome of {@link parsePlayerAction}. */
export type PlayerParseResult =
  | { readonly ok: true; readonly action: PlayerAction }
  | { readonly ok: false; readonly error: RuleError };

/**
 * Whether an action is the host's own (`clockExpired`), which only the host may send.
 *
 * @example
 * ```ts
 * if (isHostAction(parsed.action)) return reject("only the server reports the clock");
 * ```
 */
export function isHostAction(action: Action): action is ClockExpiredAction {
  return action.type === "clockExpired";
}

/**
 * Checks an action from a client: well-formed (as {@link parseAction}), a player action and not
 * the host's `clockExpired` (refused with code `HOST_ACTION`, R11.4), and, when `seat` is given,
 * in that seat's name (refused with `NOT_YOUR_SEAT` otherwise). Returns the plain copy to apply.
 * Never throws.
 *
 * @param input the action as received
 * @param seat the seat the client plays, if the host knows it (a server always does)
 * @example
 * ```ts
 * const parsed = parsePlayerAction(JSON.parse(message), client.seat);
 * if (!parsed.ok) return send(client, parsed.error);
 * const result = apply(state, parsed.action);
 * ```
 */
export function parsePlayerAction(input: unknown, seat?: Seat): PlayerParseResult {
  const parsed = parseAction(input);
  if (!parsed.ok) return parsed;
  const action = parsed.action;
  if (isHostAction(action)) {
    return {
      ok: false,
      error: {
        code: "HOST_ACTION",
        rule: "R11.4",
        message: "Only the host reports that the clock ran out; a player cannot send clockExpired.",
        path: "$.type",
      },
    };
  }
  if (seat !== undefined && action.seat !== seat) {
    return {
      ok: false,
      error: {
        code: "NOT_YOUR_SEAT",
        rule: null,
        message: `You play seat ${seatNumber(seat)}: an action for seat ${seatNumber(action.seat)} is not yours to send (in JSON: seat ${seat}, not ${action.seat}).`,
        path: "$.seat",
      },
    };
  }
  return { ok: true, action };
}

/**
 * {@link apply} for an action from a client: refuses the host's `clockExpired` and, given `seat`,
 * actions in another seat's name (see {@link parsePlayerAction}); otherwise applies the action
 * with the game's own randomness. Never throws; on refusal the state is returned unchanged.
 *
 * @example
 * ```ts
 * const result = applyPlayerAction(room.state, JSON.parse(message), client.seat);
 * if (result.ok) room.state = result.state;
 * ```
 */
export function applyPlayerAction(state: GameState, input: unknown, seat?: Seat): ApplyResult {
  const parsed = parsePlayerAction(input, seat);
  if (!parsed.ok) return { ok: false, state, error: parsed.error };
  return apply(state, parsed.action);
}
