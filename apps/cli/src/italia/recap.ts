/**
 * The hot-seat recap: the screen is cleared before a hand-over so one person's secrets stay
 * theirs, which also wipes what the others did. Once the next person is at the keyboard they get
 * a recap of the public events since their last turn — only what a spectator may see (the
 * engine's `eventsFor(events, null)`), never another person's cards or objectives.
 */
import { eventsFor, type GameEvent, type GameRecord, replay, type Seat } from "@italia/engine";
import { describeEvent } from "./board.js";

/** The most lines a recap shows (the latest ones). */
const MAX_LINES = 40;

/** Public events of a game and how far each person has seen them. */
export class Recap {
  private readonly events: GameEvent[] = [];
  private readonly seen = new Map<Seat, number>();

  /** Keeps the spectator's version of the events of one action. */
  add(events: readonly GameEvent[]): void {
    this.events.push(...eventsFor(events, null));
  }

  /** Marks everything so far as seen by `seat` (after its own move, or its recap). */
  seenBy(seat: Seat): void {
    this.seen.set(seat, this.events.length);
  }

  /**
   * What happened since `seat` last saw the game, as lines (a heading first), or none if nothing
   * worth a line did; marks it all as seen.
   */
  since(seat: Seat, colour: boolean): string[] {
    const from = this.seen.get(seat);
    const lines: string[] = [];
    for (const e of this.events.slice(from ?? 0)) {
      const line = describeEvent(e, colour);
      if (line) lines.push(`  ${line}`);
    }
    this.seenBy(seat);
    if (lines.length === 0) return [];
    const heading = from === undefined ? "Before your first turn:" : "Since your last turn:";
    if (lines.length <= MAX_LINES) return [heading, ...lines];
    const hidden = lines.length - MAX_LINES;
    return [
      heading,
      `  … ${hidden} earlier ${hidden === 1 ? "line" : "lines"}`,
      ...lines.slice(-MAX_LINES),
    ];
  }
}

/**
 * The recap of a game so far (a resumed game): the record's steps are replayed for their events,
 * and each person has seen everything up to their own last move.
 */
export function recapOf(record: GameRecord, isPerson: (seat: Seat) => boolean): Recap {
  const recap = new Recap();
  if (record.steps.length === 0) return recap;
  const actions = record.steps.map((s) => s.action);
  const past = replay(record.config, actions);
  past.events.forEach((events, i) => {
    recap.add(events);
    const action = actions[i]!;
    if ("seat" in action && isPerson(action.seat)) recap.seenBy(action.seat);
  });
  return recap;
}
