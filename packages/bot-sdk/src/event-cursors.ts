/**
 * Internal: each seat's cursor into the game's events, so every seat is shown what happened since
 * its previous decision, the events of that decision included — every event exactly once, in
 * order — whatever front end runs the game.
 *
 * @internal
 * @module
 */
import type { Seat } from "@italia/game-kit";

/** The events of a game and, per seat, how far it has seen them. */
export class EventCursors<E> {
  private log: E[] = [];
  /** The absolute index of `log[0]`. */
  private start = 0;
  private readonly cursors: number[];
  /** Events a seat had not seen when the host started (a host started mid-game). */
  private readonly carried: (readonly E[])[];

  /**
   * @param seats the number of seats
   * @param unseen raw events each seat had not yet seen when the host took over the game
   */
  constructor(seats: number, unseen: readonly (readonly E[])[] = []) {
    this.cursors = Array.from({ length: seats }, () => 0);
    this.carried = Array.from({ length: seats }, (_, s) => unseen[s] ?? []);
  }

  /** The raw (unfiltered) events `seat` has not seen yet. */
  unseen(seat: Seat): readonly E[] {
    const from = this.cursors[seat]! - this.start;
    const fresh = from < this.log.length ? this.log.slice(from) : [];
    const carried = this.carried[seat]!;
    return carried.length === 0 ? fresh : [...carried, ...fresh];
  }

  /**
   * Adds the events of an action. No seat has seen them yet, not even the seat that acted: its
   * own dice and conquests are news to it too, and are shown to it with everybody else's.
   */
  append(events: readonly E[]): void {
    for (const e of events) this.log.push(e);
  }

  /** Where the log ends now: a mark for {@link seen} (what a seat was shown when it decided). */
  get end(): number {
    return this.start + this.log.length;
  }

  /** Marks everything up to `upTo` (default: everything so far) as seen by `seat`. */
  seen(seat: Seat, upTo: number = this.end): void {
    this.cursors[seat] = Math.max(this.cursors[seat]!, Math.min(upTo, this.end));
    if (this.carried[seat]!.length > 0) this.carried[seat] = [];
  }

  /**
   * Drops events every seat still playing has seen, now and then (seats in `eliminated` are no
   * longer shown anything, so they hold nothing back).
   */
  compact(eliminated: readonly Seat[]): void {
    if (this.log.length < 2048) return;
    const playing = this.cursors.map((_, s) => s).filter((s) => !eliminated.includes(s));
    if (playing.length === 0) return;
    const min = Math.min(...playing.map((s) => this.cursors[s]!));
    const drop = min - this.start;
    if (drop > 1024) {
      this.log = this.log.slice(drop);
      this.start = min;
    }
  }
}
