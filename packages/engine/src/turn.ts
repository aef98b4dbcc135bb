/**
 * Turn flow (R4, R10): the end-of-turn sequence and the start of the next turn.
 *
 * @module
 */

import { RULES } from "./board.js";
import { drawCard } from "./cards.js";
import type { Draft } from "./draft.js";
import { finishGame, rollSdadata } from "./ending.js";
import { copyOf } from "./freeze.js";
import { checkBonusObjectives, holdsMainObjective } from "./objectives.js";
import { reinforcementsFor } from "./queries.js";
import { freshTurn, type Seat } from "./state.js";
import { copyBreakdown, NO_REGIONS } from "./turn-parts.js";

/**
 * Ends the current turn (R10): card draw (R8), bonus objectives (R9), victory (R11.1–2),
 * Sdadata (R11.4), then the next living seat's turn starts.
 */
export function endTurn(d: Draft): void {
  const seat = d.s.currentSeat;
  if (d.s.turn.conqueredThisTurn >= 1) drawCard(d, seat);
  checkBonusObjectives(d, seat);
  if (d.recording) d.emit({ type: "turnEnded", seat, round: d.s.round });
  if (holdsMainObjective(d.s, seat)) finishGame(d, "conquista", seat);
  else if (d.bonus(seat).completed.length >= RULES.colpiToWin) finishGame(d, "tre-colpi", seat);
  else rollSdadata(d);
  if (d.s.stage === "over") return;

  let next = seat;
  let round = d.s.round;
  do {
    next = (next + 1) % d.s.players;
    if (next === d.s.firstSeat) round++;
  } while (d.s.eliminated.includes(next));
  startTurn(d, next, round);
}

/** Starts a seat's turn (R4.1): untouchable ends, reinforcements become pending. */
export function startTurn(d: Draft, seat: Seat, round: number): void {
  d.s.currentSeat = seat;
  d.s.round = round;
  d.s.stage = "reinforce";
  d.s.occupy = null;
  if (d.s.untouchable.includes(seat))
    d.s.untouchable = copyOf(d.s.untouchable).filter((s) => s !== seat);
  const reinforcements = reinforcementsFor(d.s, seat);
  const turn = freshTurn();
  if (d.recording) {
    // apply's states share the frozen parts nobody changes (see turn-parts.ts).
    turn.reinforcements = copyBreakdown(reinforcements, true);
    turn.movedOut = NO_REGIONS;
  } else {
    turn.reinforcements = reinforcements;
  }
  d.resetTurn(turn);
  if (!reinforcements.firstTurn && (d.s.nextTurnArmies[seat] ?? 0) !== 0) {
    d.setSeatNumber("nextTurnArmies", seat, 0);
  }
  d.s.pendingArmies = reinforcements.total;
  if (d.recording) {
    // The event gets its own copy: a client changing it cannot reach the state.
    const breakdown = copyBreakdown(reinforcements, false);
    d.emit({ type: "turnStarted", seat, round, reinforcements: breakdown });
  }
}
