/**
 * Cross-field checks on a game built from a position: facts that are each well-formed on their
 * own but cannot hold together in a game played by the rules (an ending without its cause, a
 * setup with nothing left to place, a clock that contradicts the limit, …).
 *
 * @internal
 * @module
 */
import { RULES } from "./board.js";
import { ranking } from "./ending.js";
import { seatInJson } from "./errors.js";
import { holdsMainObjective } from "./objectives.js";
import { refuse } from "./position-refusal.js";
import { livingSeats } from "./queries.js";
import type { GameState } from "./state.js";

/**
 * Refuses a built game whose fields contradict each other.
 *
 * @param s the game as built from the position
 * @param clockExpiredGiven the position's own `clockExpired`, when it had one
 */
export function checkConsistency(s: GameState, clockExpiredGiven: boolean | undefined): void {
  checkSetup(s);
  checkClock(s, clockExpiredGiven);
  checkTurn(s);
  checkBonus(s);
  if (s.stage === "over") checkEnding(s);
  else checkOngoing(s);
}

/** R2.4: setup lasts exactly while some seat has armies left to place. */
function checkSetup(s: GameState): void {
  const left = s.setupRemaining.reduce((sum, n) => sum + n, 0);
  if (s.stage !== "setup") {
    if (left > 0)
      refuse("$.setupRemaining", `$.setupRemaining belongs to stage "setup"; it must be 0 now.`);
    return;
  }
  if (left === 0)
    refuse(
      "$.setupRemaining",
      'In stage "setup" some seat still has armies to place; with none left the game is in round 1.',
    );
  // R3 counts armies granted but not yet placed.
  for (let seat = 0; seat < s.players; seat++) {
    let total = s.setupRemaining[seat]!;
    for (const r of Object.values(s.regions)) if (r.owner === seat) total += r.armies;
    if (total > RULES.armyCap)
      refuse(
        "$.setupRemaining",
        `${seatInJson(seat, true)} would have ${total} armies after setup; the cap is ${RULES.armyCap} (R3).`,
      );
  }
}

/**
 * R11.4: a round-limited game has no clock and its overtime starts at limit + 1; in a timed game
 * overtime is known exactly once the clock has expired, in the round it was reported or earlier.
 */
function checkClock(s: GameState, clockExpiredGiven: boolean | undefined): void {
  if ("rounds" in s.limit) {
    if (clockExpiredGiven === true)
      refuse("$.clockExpired", 'Only a timed game ($.limit { "minutes": N }) has a clock.');
    if (s.overtimeFromRound !== s.limit.rounds + 1)
      refuse(
        "$.overtimeFromRound",
        `With a limit of ${s.limit.rounds} rounds, overtime starts in round ${s.limit.rounds + 1} (R11.4).`,
      );
    return;
  }
  const known = s.overtimeFromRound !== null;
  if (clockExpiredGiven !== undefined && clockExpiredGiven !== known)
    refuse(
      "$.clockExpired",
      known
        ? "$.overtimeFromRound is set, so the clock has expired: $.clockExpired must be true."
        : "An expired clock starts overtime: set $.overtimeFromRound to the round it expired in.",
    );
  if (s.overtimeFromRound !== null && s.overtimeFromRound > Math.max(1, s.round))
    refuse(
      "$.overtimeFromRound",
      `The clock expires in the current round (${s.round}) or an earlier one, not in round ${s.overtimeFromRound}.`,
    );
}

/** R4: what the turn record says already happened must fit the stage. */
function checkTurn(s: GameState): void {
  if (s.stage === "reinforce" && s.turn.attacked)
    refuse("$.turn.attacked", `No attack is possible before stage "attack" (R4.2, R4.3).`);
  if (s.turn.fortified && s.stage !== "fortify" && s.stage !== "over")
    refuse(
      "$.turn.fortified",
      `A fortify move leads to stage "fortify" (Giro in Vespa) or ends the turn (R4.5, R7.3).`,
    );
}

/** R9: a seat holds at most 2 bonus objectives. */
function checkBonus(s: GameState): void {
  s.bonus.forEach((b, seat) => {
    if (b.held.length > RULES.bonusHeld)
      refuse(`$.bonus.${seat}.held`, `A seat holds at most 2 bonus objectives (R2.5, R9).`);
  });
}

/** A game that is not over still has a contest: two living seats, nobody with 3 colpi. */
function checkOngoing(s: GameState): void {
  if (livingSeats(s).length < 2)
    refuse("$.eliminated", `With one seat left the game is over (R11.3): set $.stage "over".`);
  s.bonus.forEach((b, seat) => {
    if (b.completed.length >= RULES.colpiToWin)
      refuse(
        `$.bonus.${seat}.completed`,
        `${seatInJson(seat, true)} has 3 colpi da maestro, which ends the game (R11.2): set $.stage "over".`,
      );
  });
  if (s.untouchable.includes(s.currentSeat))
    refuse(
      "$.untouchable",
      `${seatInJson(s.currentSeat, true)} is playing its turn, which ended its untouchable status (R4.1).`,
    );
}

/** R11: the end reason and the winner must agree with the board. */
function checkEnding(s: GameState): void {
  const winner = s.winner;
  if (winner !== null && s.eliminated.includes(winner))
    refuse("$.winner", `${seatInJson(winner, true)} is eliminated and cannot win.`);
  const living = livingSeats(s);
  switch (s.endReason) {
    case "ultimo-rimasto":
      if (living.length !== 1 || winner !== living[0])
        refuse(
          "$.winner",
          `"ultimo-rimasto" means one seat is left and wins; $.eliminated and $.winner disagree.`,
        );
      return;
    case "conquista":
      if (winner === null || !holdsMainObjective(s, winner))
        refuse(
          "$.winner",
          `"conquista" is won by a seat that holds its whole main objective (R11.1).`,
        );
      return;
    case "tre-colpi":
      if (winner === null || s.bonus[winner]!.completed.length < RULES.colpiToWin)
        refuse("$.winner", `"tre-colpi" is won by a seat with 3 colpi da maestro (R11.2).`);
      return;
    case "sdadata": {
      const top = ranking(s).filter((r) => r.rank === 1);
      const expected = top.length === 1 ? top[0]!.seat : null;
      if (winner !== expected)
        refuse(
          "$.winner",
          expected === null
            ? `A Sdadata with a shared best score has no winner (R11.6): $.winner must be null.`
            : `A Sdadata is won by the best score (R11.6): $.winner must be ${expected}.`,
        );
      return;
    }
  }
}
