/**
 * The game's log: one entry per applied action, every one of them (passes, turn ends, fortify
 * moves and Sdadata skips included), and the part of it a viewer may see (R12).
 */
import {
  type Action,
  eventsFor,
  type GameEvent,
  type GameState,
  type PlayerAction,
  type Seat,
  sdadataThreshold,
} from "@italia/engine";

/**
 * A turn end in overtime without a Sdadata roll although one was due (R11.4): the seat had
 * conquered more than 2 regions that turn.
 */
export interface SdadataSkip {
  /** Regions the seat conquered in the turn. */
  readonly conquered: number;
  /** The threshold of the roll that was not made. */
  readonly threshold: number;
}

/** One applied action and its events, for the log. Events are unfiltered: see {@link visibleLog}. */
export interface LogEntry {
  readonly id: number;
  readonly seat: Seat;
  /** The action's kind (public: every action is); `endTurn` is a «Passa». */
  readonly action: Action["type"];
  /** Whether the page's game host chose the action itself (ending an overlong turn, R7.3). */
  readonly byHost: boolean;
  readonly events: readonly GameEvent[];
  /** Set when the turn ended without the Sdadata roll that was due (R11.4). */
  readonly sdadataSkip: SdadataSkip | null;
  /**
   * Online: the room's bot took the action because the seat's person ran out of turn time
   * (R13.3) — `"start"` on the first such action in a row, which the log announces.
   */
  readonly timedOut?: "start" | "more";
}

/**
 * A log entry as one viewer may see it: its events filtered for that viewer (R12), or whole
 * (`"all"`) in a replay with everything revealed.
 */
export type VisibleEntry = LogEntry & { readonly visibleTo: Seat | null | "all" };

/**
 * The Sdadata roll `before`'s turn end skipped, if any: the roll was due (the engine's
 * `sdadataThreshold`), the turn ended with this action, the game did not end another way first,
 * and the engine rolled nothing (R11.4: more than 2 regions conquered that turn).
 */
export function sdadataSkipOf(before: GameState, events: readonly GameEvent[]): SdadataSkip | null {
  const threshold = sdadataThreshold(before);
  if (threshold === null) return null;
  const ended = events.some((e) => e.type === "turnEnded");
  const rolled = events.some((e) => e.type === "sdadataRolled");
  const overOtherwise = events.some((e) => e.type === "gameOver" && e.reason !== "sdadata");
  if (!ended || rolled || overOtherwise) return null;
  const conquered =
    before.turn.conqueredThisTurn + events.filter((e) => e.type === "regionConquered").length;
  return { conquered, threshold };
}

/** The log with one more entry: `action`, applied by `seat` to `before`, gave `events`. */
export function pushLog(
  log: readonly LogEntry[],
  before: GameState,
  seat: Seat,
  action: PlayerAction,
  events: readonly GameEvent[],
  byHost: boolean,
): LogEntry[] {
  const id = (log[log.length - 1]?.id ?? 0) + 1;
  const entry: LogEntry = {
    id,
    seat,
    action: action.type,
    byHost,
    events,
    sdadataSkip: sdadataSkipOf(before, events),
  };
  return [...log, entry];
}

/** The log as `viewer` may see it (R12): each entry's events filtered for the viewer. */
export function visibleLog(log: readonly LogEntry[], viewer: Seat | null): VisibleEntry[] {
  return log.map((entry) => ({
    ...entry,
    events: eventsFor(entry.events, viewer),
    visibleTo: viewer,
  }));
}
