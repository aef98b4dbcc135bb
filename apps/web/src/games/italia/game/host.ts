/**
 * The web app's door to the bot SDK's {@link GameHost}: the one host every front end runs games
 * through. People's actions go through {@link GameHost.submit} here; the bots' run on a host in the
 * worker (`botBrain.ts`). Both hosts take the same {@link HOST_OPTIONS}, so the host's bound on a
 * turn (R7.3: after Giro in Vespa a turn could otherwise last for ever) holds for people as it does
 * for bots.
 *
 * A host here lives for one action: the session stays plain data that the controller's pure
 * reducer carries, and the host is rebuilt from it (state, actions so far, actions this turn).
 */
import {
  DEFAULT_TURN_ACTIONS,
  GameHost,
  type HostOptions,
  type HostStep,
  type SubmitResult,
} from "@italia/bot-sdk";
import type { GameState, Seat } from "@italia/engine";

/** Most actions one turn may take, for people and bots alike (the SDK's default, R7.3). */
export const TURN_ACTIONS = DEFAULT_TURN_ACTIONS;

/** The host options every host of the web app uses. */
export const HOST_OPTIONS: HostOptions = { turnLimit: { actions: TURN_ACTIONS } };

/**
 * Actions already taken in the current turn of `seat`: the record's last actions by that seat in a
 * row (a turn passes to another seat when it ends, so they are all of this turn).
 */
export function turnActionsOf(
  actions: readonly { readonly type: string; readonly seat?: Seat }[],
  seat: Seat,
): number {
  let n = 0;
  for (let i = actions.length - 1; i >= 0 && actions[i]!.seat === seat; i--) n++;
  return n;
}

/** A step of a game record, as far as the turn's count needs it. */
type StepLike = { readonly action: { readonly type: string; readonly seat?: Seat } };

/** {@link turnActionsOf} over a game record's steps, without copying them. */
export function turnActionsIn(steps: readonly StepLike[], seat: Seat): number {
  let n = 0;
  for (let i = steps.length - 1; i >= 0 && steps[i]!.action.seat === seat; i--) n++;
  return n;
}

/** Where a game stands, as a host needs it. */
export interface HostPosition {
  readonly state: GameState;
  /** Every step played before `state`, in order (a game record's steps). */
  readonly steps: readonly StepLike[];
}

/**
 * A host that takes the game over where it stands, every seat a person's (who submits): it counts
 * the current turn's actions already taken, so its bound holds across hosts (R7.3).
 */
export function hostAt(position: HostPosition): GameHost {
  const { state, steps } = position;
  const people = Array.from({ length: state.players }, () => null);
  return new GameHost(
    { state, step: steps.length, turnActions: turnActionsIn(steps, state.currentSeat) },
    people,
    HOST_OPTIONS,
  );
}

/** What {@link submitAction} did: the steps applied (the person's, then any the host added). */
export type Submitted =
  | { readonly ok: true; readonly steps: readonly HostStep[]; readonly state: GameState }
  | Extract<SubmitResult, { ok: false }>;

/**
 * A person's action for `seat`, submitted to a host at `position`: checked by the engine; if it
 * takes the turn past the host's bound, the host ends the turn (its fallback) and says why in the
 * last step's `strike`.
 */
export function submitAction(position: HostPosition, seat: Seat, action: unknown): Submitted {
  const host = hostAt(position);
  const result = host.submit(seat, action);
  return result.ok ? { ok: true, steps: result.steps, state: host.state } : result;
}
