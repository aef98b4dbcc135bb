/**
 * A Radetzky room as the game screen's {@link RzTable}: the same screen as a local game, over the
 * server. Everything comes from the seat's latest update (its view, its legal actions, who may
 * act) and the events it was sent; an action is sent with the update's `step`, so a click on a
 * shared decision another seat has taken already is refused `STALE_DECISION` rather than applied
 * to the next decision (the reducer drops that refusal: the next update wins). The device plays
 * one seat; it may act whenever its update's `legal` is not `null` — alone, or at a shared fight
 * with the other seats that may play into the pool (RZ11.2). A spectator's room (seat `null`) is
 * the same table read-only: the public view the server sends spectators (RZ24: no hand), no move,
 * nothing sent.
 *
 * @module
 */
import { controllerOf, type RadetzkyAction, type RadetzkyView } from "@italia/radetzky";
import type { RzRefusal, RzResult, RzTable, RzWaiting } from "./local";
import type { RzRoom, RzRoomUpdate } from "./onlineRoom";
import type { RzSeat } from "./setup";

/** Sends an action, with the `step` of the update it answers, to the room. */
export type SendAction = (action: RadetzkyAction & { readonly step: number }) => void;

/** One room's state as the screen's table (a new one per state: it holds no state itself). */
export class OnlineRadetzky implements RzTable {
  readonly seats: readonly RzSeat[];
  readonly me: number | null;
  /** A spectator's table (no seat): read-only. */
  readonly watching: boolean;
  private readonly update: RzRoomUpdate;

  /**
   * The table of `room` once its game has started (`room.update` set and `room.seat` known, or
   * `null` for a spectator); `send` carries actions to the server; `botName` names a seat no person holds.
   */
  constructor(
    private readonly room: RzRoom & { readonly update: RzRoomUpdate; readonly seat: number | null },
    private readonly send: SendAction,
    botName: (seat: number) => string,
  ) {
    this.update = room.update;
    this.me = room.seat;
    this.watching = room.seat === null;
    const players = room.update.view.config.players;
    this.seats = Array.from({ length: players }, (_, seat) => {
      const s = room.seats.find((x) => x.seat === seat);
      const name = s?.name ?? null;
      return name === null || s?.bot
        ? { kind: "greedy" as const, name: name ?? botName(seat) }
        : { kind: "person" as const, name };
    });
  }

  get log() {
    return this.room.journal.log;
  }

  get fightEvents() {
    return this.room.journal.fightEvents;
  }

  get fightZone() {
    return this.room.journal.fightZone;
  }

  get austrianTurn() {
    return this.room.journal.austrianTurn;
  }

  /**
   * Over once the view says so; this seat's decision when its legal actions came (with the other
   * actors of a shared decision); otherwise the others' (people elsewhere, or the room's bots).
   */
  waiting(): RzWaiting {
    const u = this.update;
    if (u.view.stage === "over") return { kind: "over" };
    if (u.legal !== null && this.me !== null) {
      const elsewhere = u.actors.filter((s) => s !== this.me);
      return elsewhere.length > 0
        ? { kind: "people", seats: [this.me], bots: [], elsewhere }
        : { kind: "people", seats: [this.me], bots: [] };
    }
    return { kind: "others", seats: u.actors };
  }

  /** Each device holds one seat's cards: no hand-over is ever needed. */
  hiddenHands(): boolean {
    return false;
  }

  /** The seat's own view, as the server filtered it (RZ24): nobody else's is ever here. */
  view(_viewer: number | null): RadetzkyView {
    return this.update.view;
  }

  /** The seat's legal actions from the update (none for any other seat, or when not asked). */
  moves(seat: number): readonly RadetzkyAction[] {
    return this.me !== null && seat === this.me ? (this.update.legal ?? []) : [];
  }

  controllerOf(patriot: number): number {
    return controllerOf(this.update.view, patriot);
  }

  /**
   * Sends the action with the update's step; the server's answer comes as the next update. A
   * spectator sends nothing (the screen offers it no move).
   */
  play(action: RadetzkyAction): RzRefusal | null {
    if (this.watching) return null;
    this.send({ ...action, step: this.update.step });
    return null;
  }

  /** The server's refusal of this seat's last action (a stale one is never shown). */
  refusal(): RzRefusal | null {
    return this.room.refusal;
  }

  /** The room's bots play on the server. */
  stepBots(): boolean {
    return false;
  }

  result(): RzResult | null {
    const v = this.update.view;
    if (v.stage !== "over" || v.winner === null || v.endReason === null) return null;
    return { winner: v.winner, reason: v.endReason, round: v.round };
  }
}
