/**
 * The numbers of the choices at the move prompt, kept stable where possible so that a player
 * can type the same number for the same kind of choice from one decision to the next:
 * - "Pass" (end the turn) is always `0`;
 * - the other choices are listed by kind — card combinations, placements, attacks, fortify moves,
 *   the occupy — each kind in the engine's stable order (regions in board order, cards in hand
 *   order);
 * - within a turn, a choice listed before (the same combination, the same attack from and to the
 *   same regions, …) keeps the number it had, if no other choice on screen holds it; new choices
 *   are numbered after the highest number kept, so an attack keeps its number through the
 *   conquests and occupies between two attacks.
 */
import type { LegalMove } from "@italia/engine";

/** A legal move and the number a player types for it. */
export interface Choice {
  readonly number: number;
  readonly move: LegalMove;
}

/** The number of "Pass" (end the turn), in every decision where it is allowed. */
export const PASS_NUMBER = 0;

const KIND_ORDER: Readonly<Record<LegalMove["type"], number>> = {
  playCards: 0,
  place: 1,
  attack: 2,
  fortify: 3,
  occupy: 4,
  endTurn: 5,
};

/** What makes a choice the same choice from one decision to the next (not its number ranges). */
export function choiceKey(move: LegalMove): string {
  switch (move.type) {
    case "place":
      return `place ${move.region}`;
    case "playCards":
      return `cards ${move.cards.join(",")}${move.target ? ` ${move.target.from}>${move.target.to}` : ""}`;
    case "attack":
    case "fortify":
      return `${move.type} ${move.from}>${move.to}`;
    case "occupy":
    case "endTurn":
      return move.type;
  }
}

/**
 * Numbers the choices of one seat's decisions. Give it every decision of the game in order; it
 * forgets the numbers of a turn when the next one starts.
 */
export class ChoiceNumbers {
  private turn: string | null = null;
  private readonly numbers = new Map<string, number>();

  /**
   * The choices of a decision, in the order they are shown (by number, "Pass" last).
   *
   * @param moves the engine's legal moves of the decision
   * @param turn names the current turn (e.g. seat and round): numbers are kept within a turn
   */
  number(moves: readonly LegalMove[], turn: string): Choice[] {
    if (turn !== this.turn) {
      this.turn = turn;
      this.numbers.clear();
    }
    const others = moves
      .map((move, i) => ({ move, i, key: choiceKey(move) }))
      .filter((m) => m.move.type !== "endTurn")
      .sort((a, b) => KIND_ORDER[a.move.type] - KIND_ORDER[b.move.type] || a.i - b.i);
    const taken = new Map<number, string>();
    for (const m of others) {
      const before = this.numbers.get(m.key);
      if (before !== undefined && !taken.has(before)) taken.set(before, m.key);
    }
    let next = Math.max(0, ...taken.keys()) + 1;
    const choices: Choice[] = others.map((m) => {
      let number = [...taken].find(([, key]) => key === m.key)?.[0];
      if (number === undefined) {
        number = next++;
        taken.set(number, m.key);
      }
      this.numbers.set(m.key, number);
      return { number, move: m.move };
    });
    choices.sort((a, b) => a.number - b.number);
    const pass = moves.find((m) => m.type === "endTurn");
    if (pass) choices.push({ number: PASS_NUMBER, move: pass });
    return choices;
  }
}
