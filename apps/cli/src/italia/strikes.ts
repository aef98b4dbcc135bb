/**
 * Bot failures in `italia play`, told to the people playing: every answer the referee refused
 * (which seat, why, and the fallback move played instead), a clear note once a bot keeps failing
 * (then its strikes are only counted), and a total at the end.
 */

import { quote, type Strike } from "@italia/bot-sdk";
import type { PlayerAction } from "@italia/engine";
import { seatNumber } from "../render.js";
import { actionText } from "./describe.js";

/** Refused answers in a row after which a bot is said to keep failing. */
const FAILING_AFTER = 3;

interface SeatStrikes {
  total: number;
  inARow: number;
  failing: boolean;
}

/** Tells a player about the strikes of the bots in a game. */
export class StrikeLog {
  private readonly seats = new Map<number, SeatStrikes>();

  /** @param warn writes one line for people (stderr) */
  constructor(private readonly warn: (line: string) => void) {}

  /** Notes the outcome of asking the bot `name` in `seat` for a decision. */
  note(
    seat: number,
    name: string,
    decision: { readonly action: PlayerAction; readonly strike: Strike | null },
  ): void {
    const who = `seat ${seatNumber(seat)} (${quote(name, 40)})`;
    const s = this.seats.get(seat) ?? { total: 0, inARow: 0, failing: false };
    this.seats.set(seat, s);
    const strike = decision.strike;
    if (!strike) {
      if (s.failing) this.warn(`${who} answers again.`);
      s.inARow = 0;
      s.failing = false;
      return;
    }
    s.total++;
    s.inARow++;
    if (s.failing) return;
    this.warn(
      `${who}, ${strike.round === 0 ? "setup" : `round ${strike.round}`}: answer refused (${strike.reason}): ${strike.message}; played instead: ${actionText(decision.action)}`,
    );
    if (s.inARow >= FAILING_AFTER) {
      s.failing = true;
      this.warn(
        `${who} keeps failing: ${s.inARow} answers in a row refused. Its seat plays fallback moves; further refusals are counted, not shown.`,
      );
    }
  }

  /** A closing line per bot that had answers refused. */
  summary(names: (seat: number) => string): void {
    for (const [seat, s] of [...this.seats].sort(([a], [b]) => a - b)) {
      if (s.total === 0) continue;
      this.warn(
        `seat ${seatNumber(seat)} (${names(seat)}): ${s.total} ${s.total === 1 ? "answer" : "answers"} refused in all; fallback moves were played instead.`,
      );
    }
  }
}
