/**
 * What a room's clients are sent of its game: the actions played (events unfiltered, kept for
 * the seats' event streams), how many of them each seat has been sent, and where each turn began
 * (for spectators kept turns behind); from them each seat's {@link SeatUpdate} (events filtered
 * for the seat) and the spectators' {@link SpectatorUpdate}. The room session feeds it.
 *
 * @module
 */
import type { AnyHost, AnyStep, GameKind } from "./game-kinds.js";
import type { SeatUpdate, SpectatorUpdate, UpdateAction } from "./room-messages.js";
import type { Deadlines } from "./store.js";

/** One applied action as the room keeps it for its seats' logs (events unfiltered). */
interface PlayedAction {
  readonly seat: number | null;
  readonly type: string;
  readonly events: readonly unknown[];
  readonly timedOut: boolean;
}

/** A room's played actions and what each seat and the spectators are sent of them. */
export class RoomUpdates {
  /** Every action of the game, in order (index = action number). */
  private readonly played: PlayedAction[] = [];
  /** Per seat, how many of {@link played} its client has been sent (0 after it (re)joins). */
  private readonly sent: number[];
  /**
   * Where each turn began (a step: the number of actions before it) with the game's state then:
   * the first turn's (step 0) and the latest few (spectators' delay, see {@link spectatorUpdate}).
   */
  private readonly turnStarts: { step: number; state: unknown }[] = [];

  /**
   * For a room of `kind` with `seats` seats whose spectators are `watchDelay` turns behind;
   * `now` is the wall clock (epoch ms) the updates carry.
   */
  constructor(
    private readonly kind: GameKind,
    seats: number,
    private readonly watchDelay: number,
    private readonly now: () => number,
  ) {
    this.sent = Array.from({ length: seats }, () => 0);
  }

  /** A seat's client (re)joined: its next update carries the whole game. */
  rejoined(seat: number): void {
    this.sent[seat] = 0;
  }

  /** A game begins (or is rebuilt) at `state`: the first turn starts at step 0. */
  began(state: unknown): void {
    this.turnStarts.length = 0;
    this.turnStarts.push({ step: 0, state });
  }

  /** Keeps applied actions; `state` is the game's after them (a turn may have begun). */
  keep(steps: readonly AnyStep[], timedOut: boolean, state: unknown): void {
    for (const step of steps) {
      const type = (step.action as { type: string }).type;
      this.played.push({ seat: step.seat, type, events: step.events, timedOut });
    }
    if (steps[steps.length - 1]?.turnEnded && state !== undefined) this.turnBegan(state);
  }

  /** Keeps the server's own `clockExpired` (Italia's R11.4). */
  keepClock(events: readonly unknown[]): void {
    this.played.push({ seat: null, type: "clockExpired", events, timedOut: false });
  }

  /**
   * A new turn began at the current step: notes it with the state (only the latest
   * `watchDelay` + 1 turns are kept, and the first's: what spectators may be shown).
   */
  private turnBegan(state: unknown): void {
    this.turnStarts.push({ step: this.played.length, state });
    const keep = this.watchDelay + 1;
    if (this.turnStarts.length > keep + 1)
      this.turnStarts.splice(1, this.turnStarts.length - keep - 1);
  }

  /**
   * The number of actions a spectator may see now: all of them once the game is over or with no
   * delay; else those before the turn that began `watchDelay` turns before the current one ended
   * (0 before enough turns were played).
   */
  spectatorStep(host: AnyHost | null): number {
    const delay = this.watchDelay;
    if (!host) return 0;
    if (delay === 0 || this.kind.over(host.state)) return this.played.length;
    // (the first turn's start, step 0, stays at index 0)
    return this.turnStarts[Math.max(0, this.turnStarts.length - delay)]?.step ?? 0;
  }

  /** The actions `from` to `to` with their events as `seat` (`null`: a spectator) may see them. */
  private actionsFor(
    from: number,
    to: number,
    seat: number | null,
  ): { actions: UpdateAction[]; events: unknown[] } {
    const actions: UpdateAction[] = [];
    const events: unknown[] = [];
    for (let i = from; i < to; i++) {
      const played = this.played[i]!;
      const seen = this.kind.events(played.events, seat);
      for (const e of seen) events.push(e);
      actions.push({
        seat: played.seat,
        type: played.type,
        events: seen.length,
        ...(played.timedOut ? { timedOut: true as const } : {}),
      });
    }
    return { actions, events };
  }

  /**
   * The update for a spectator who has been sent the actions before `since` (0 after it joined):
   * the game as it stood at {@link spectatorStep}, for no seat. `null` before the game starts or
   * when there is nothing new to show (`since` is already the step shown), unless `always` (a
   * spectator's first update: the game as it stands, even at step 0).
   */
  spectatorUpdate(
    host: AnyHost | null,
    deadlines: Deadlines,
    since: number,
    always: boolean,
  ): SpectatorUpdate | null {
    if (!host) return null;
    const step = this.spectatorStep(host);
    if (!always && since >= step) return null;
    const live = step === this.played.length;
    const state = live ? host.state : this.turnStarts.find((t) => t.step === step)?.state;
    if (!state) return null;
    const kind = this.kind;
    const over = kind.over(state);
    const turn = kind.turn(state);
    const from = Math.min(since, step);
    const { actions, events } = this.actionsFor(from, step, null);
    return {
      step,
      view: kind.view(state, null),
      since: from,
      actions,
      events: events,
      legal: null,
      actors: [...kind.game.actors(state)],
      turn:
        over || !turn ? null : { seat: turn.seat, deadline: live ? deadlines.turnDeadline : null },
      clockDeadline: deadlines.clockDeadline,
      now: this.now(),
      result: over ? kind.result(state) : null,
      delay: over ? 0 : this.watchDelay,
    };
  }

  /**
   * The update for `seat`: the actions since its previous update (since the game began, for a
   * seat that has just (re)joined) with their events filtered for it, and marks them sent;
   * `toAct` tells whether the game waits for its person (its legal moves are then sent).
   */
  seatUpdate(
    host: AnyHost | null,
    deadlines: Deadlines,
    seat: number,
    toAct: boolean,
  ): SeatUpdate | null {
    if (!host) return null;
    const kind = this.kind;
    const state = host.state;
    const over = kind.over(state);
    const turn = kind.turn(state);
    const since = Math.min(this.sent[seat] ?? 0, this.played.length);
    const { actions, events } = this.actionsFor(since, this.played.length, seat);
    this.sent[seat] = this.played.length;
    return {
      step: host.actionCount,
      view: kind.view(state, seat),
      since,
      actions,
      events: events,
      legal: toAct ? kind.legal(state, seat) : null,
      actors: [...host.actors()],
      turn: over || !turn ? null : { seat: turn.seat, deadline: deadlines.turnDeadline },
      clockDeadline: deadlines.clockDeadline,
      now: this.now(),
      result: over ? kind.result(state) : null,
    };
  }
}
