import type { LegalMove } from "@italia/engine";
import { describe, expect, it } from "vitest";
import { readAnswer } from "./answers.js";
import { ChoiceNumbers, PASS_NUMBER } from "./choices.js";

const seat = 0;
const pass: LegalMove = { type: "endTurn", seat };
const attack = (from: string, to: string): LegalMove =>
  ({ type: "attack", seat, from, to, minDice: 1, maxDice: 3 }) as LegalMove;
const fortify = (from: string, to: string): LegalMove =>
  ({ type: "fortify", seat, from, to, min: 1, max: 2 }) as LegalMove;
const place = (region: string): LegalMove =>
  ({ type: "place", seat, region, min: 1, max: 3 }) as LegalMove;
const cards: LegalMove = {
  type: "playCards",
  seat,
  cards: ["lazio", "umbria", "marche"],
} as unknown as LegalMove;
const occupy: LegalMove = { type: "occupy", seat, min: 3, max: 5 };

/** The listing as `number:key` strings. */
function shown(numbers: ChoiceNumbers, moves: LegalMove[], turn = "0/3/turn"): string[] {
  return numbers.number(moves, turn).map((c) => {
    const m = c.move;
    const what =
      m.type === "attack" || m.type === "fortify"
        ? `${m.type} ${m.from}>${m.to}`
        : m.type === "place"
          ? `place ${m.region}`
          : m.type;
    return `${c.number}:${what}`;
  });
}

describe("stable choice numbers in italia play", () => {
  it("R7: Pass (end the turn) is always 0, listed last; cards, placements, attacks, fortify moves in that order", () => {
    const numbers = new ChoiceNumbers();
    // The engine lists placements before combinations and Pass last.
    expect(shown(numbers, [place("lazio"), cards], "0/3/turn")).toEqual([
      "1:playCards",
      "2:place lazio",
    ]);
    expect(
      shown(numbers, [cards, attack("lazio", "toscana"), fortify("lazio", "umbria"), pass]),
    ).toEqual(["1:playCards", "2:attack lazio>toscana", "3:fortify lazio>umbria", "0:endTurn"]);
    expect(PASS_NUMBER).toBe(0);
  });

  it("R6: an attack keeps its number when others go and across an occupy (R6.4); new ones come after", () => {
    const numbers = new ChoiceNumbers();
    const a = attack("lazio", "toscana");
    const b = attack("lazio", "abruzzo");
    const c = attack("campania", "molise");
    expect(shown(numbers, [a, b, c, pass])).toEqual([
      "1:attack lazio>toscana",
      "2:attack lazio>abruzzo",
      "3:attack campania>molise",
      "0:endTurn",
    ]);
    // Toscana is taken: the occupy is its own decision, then the attacks from Toscana are new.
    expect(shown(numbers, [occupy])).toEqual(["1:occupy"]);
    const d = attack("toscana", "liguria");
    expect(shown(numbers, [b, c, d, fortify("lazio", "toscana"), pass])).toEqual([
      "2:attack lazio>abruzzo",
      "3:attack campania>molise",
      "4:attack toscana>liguria",
      "5:fortify lazio>toscana",
      "0:endTurn",
    ]);
    // The same attack twice in a row keeps its number.
    expect(shown(numbers, [c, d, pass])).toEqual([
      "3:attack campania>molise",
      "4:attack toscana>liguria",
      "0:endTurn",
    ]);
  });

  it("numbers the next turn afresh from 1", () => {
    const numbers = new ChoiceNumbers();
    shown(numbers, [attack("lazio", "toscana"), attack("lazio", "abruzzo"), pass]);
    expect(shown(numbers, [attack("lazio", "abruzzo"), pass], "0/4/turn")).toEqual([
      "1:attack lazio>abruzzo",
      "0:endTurn",
    ]);
  });

  it("reads 0 as Pass and refuses a number that is not on screen, naming those that are", () => {
    const numbers = new ChoiceNumbers();
    numbers.number([attack("lazio", "toscana"), attack("lazio", "abruzzo"), pass], "t");
    const choices = numbers.number([attack("lazio", "abruzzo"), pass], "t");
    expect(readAnswer("0", choices)).toEqual({ kind: "move", move: pass });
    expect(readAnswer("2", choices)).toMatchObject({ kind: "move", move: { to: "abruzzo" } });
    expect(readAnswer("1", choices)).toEqual({
      kind: "invalid",
      message: "There is no choice 1: type 2 (or 0 to pass).",
    });
    expect(readAnswer("x\u001b[2J", choices)).toEqual({
      kind: "invalid",
      message: '"x\\x1b[2J" is not a choice: type 2 (or 0 to pass), or ? for help.',
    });
  });
});
