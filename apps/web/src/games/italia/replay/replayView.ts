/**
 * What the replay viewer shows of a state: as one seat saw it (the engine's `viewFor` and
 * `eventsFor` for that seat: no other seat's secrets), or with everything revealed (every seat's
 * own view put together: each seat's hand, main objective and bonus objectives).
 */
import {
  eventsFor,
  type GameEvent,
  type GameState,
  type PlayerView,
  type PrivateInfo,
  type Seat,
  viewFor,
} from "@italia/engine";

/** How the replay is seen. */
export type ReplayMode =
  | { readonly kind: "seat"; readonly seat: Seat }
  | { readonly kind: "revealed" };

/** The viewer seat of a mode: the seat, or `null` (a spectator's view) when all is revealed. */
export function viewerOf(mode: ReplayMode): Seat | null {
  return mode.kind === "seat" ? mode.seat : null;
}

/**
 * The view to draw: the seat's own view, or, revealed, a spectator's view in which every seat's
 * main objective is filled in from that seat's own view.
 */
export function replayView(state: GameState, mode: ReplayMode): PlayerView {
  if (mode.kind === "seat") return viewFor(state, mode.seat);
  const view = viewFor(state, null);
  const secrets = secretsOf(state);
  return {
    ...view,
    seats: view.seats.map((s) => ({ ...s, objective: secrets[s.seat]!.objective })),
  };
}

/** Every seat's secrets, each read from that seat's own view (for the revealed mode). */
export function secretsOf(state: GameState): PrivateInfo[] {
  const out: PrivateInfo[] = [];
  for (let seat = 0; seat < state.players; seat++) out.push(viewFor(state, seat).me!);
  return out;
}

/** An action's events as the mode may see them: filtered for a seat, whole when revealed. */
export function replayEvents(events: readonly GameEvent[], mode: ReplayMode): readonly GameEvent[] {
  return mode.kind === "seat" ? eventsFor(events, mode.seat) : events;
}
