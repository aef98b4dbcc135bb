/**
 * The terminal's English: every line `italia` prints about a game — events, choices, titles, the
 * objective panel, the ranking — in English (no «Passa», no «Obiettivo») and with singular and
 * plural right ("1 army", "1 die", "1 reinforcement", "1 point"), over whole games.
 */
import {
  apply,
  type GameState,
  legalActions,
  legalMoves,
  newGame,
  type PlayerView,
  type RankEntry,
  ranking,
  viewFor,
} from "@italia/engine";
import { describe, expect, it } from "vitest";
import { describeEvent, renderRanking } from "./italia/board.js";
import {
  actionText,
  decisionTitle,
  moveShort,
  moveText,
  objectivePanel,
  objectiveSummary,
  roundText,
  tableLines,
} from "./italia/describe.js";
import { counted } from "./words.js";

/** A count of one with a plural noun after it, e.g. "1 armies" (a range ending in 1 included). */
const ONE_PLURAL =
  /(?<![\d–-])1 (armies|dice|reinforcements|points|regions|cards|turns|minutes|steps|actions|strikes|games|bots|seats|rounds|colpi)\b/;
/** Italian words that once leaked into the English terminal. */
const ITALIAN = /\b(Passa|Obiettivo)\b/;

function checkLine(line: string | null, where: string): void {
  if (line === null) return;
  expect(line, where).not.toMatch(ONE_PLURAL);
  expect(line, where).not.toMatch(ITALIAN);
}

/** Every text the terminal shows about one decision. */
function decisionTexts(state: GameState, view: PlayerView): string[] {
  const moves = legalMoves(state);
  return [
    decisionTitle(view),
    roundText(view),
    ...moves.map((m) => moveText(m, view, false)),
    ...moves.map((m) => moveShort(m, view) ?? ""),
    ...legalActions(state).map(actionText),
    objectivePanel(state, view, ["Anna", "Bruno", "Carla", "Dino"]),
    ...objectiveSummary(state, view),
    ...tableLines(view, false),
  ];
}

describe("the terminal's wording", () => {
  it("R4 R6 R7: whole games print no Italian and no «1 <plural>»", () => {
    for (const seed of ["words-1", "words-2", "words-3"]) {
      let state = newGame({ players: 4, seed, limit: { rounds: 6 } });
      let pick = 7;
      for (let step = 0; step < 4000 && state.stage !== "over"; step++) {
        const view = viewFor(state, state.currentSeat);
        for (const text of decisionTexts(state, view)) checkLine(text, `${seed} step ${step}`);
        const actions = legalActions(state);
        // Attacks first (to see dice and conquests), otherwise a varied but fixed choice.
        pick = (pick * 1103515245 + 12345) % 2147483648;
        const attack = actions.find((a) => a.type === "attack");
        const action = attack && pick % 3 > 0 ? attack : actions[pick % actions.length]!;
        const result = apply(state, action);
        if (!result.ok) throw new Error(result.error.message);
        for (const e of result.events) checkLine(describeEvent(e, false), `${seed} ${e.type}`);
        state = result.state;
      }
      checkLine(renderRanking(ranking(state), false), `${seed} ranking`);
    }
  });

  it("R4.6: ending the turn is «Pass» in English", () => {
    const state = newGame({ players: 3, seed: "words-pass" });
    expect(actionText({ type: "endTurn", seat: 0 })).toBe("Pass (end the turn)");
    const view = viewFor(state, state.currentSeat);
    expect(moveText({ type: "endTurn", seat: 0 }, view, false)).toBe("Pass (end the turn)");
  });

  it("R4.1: one reinforcement, one die, one point, one minute are singular", () => {
    const turn = describeEvent(
      {
        type: "turnStarted",
        seat: 1,
        round: 2,
        reinforcements: { regions: 1, zones: [], rewards: 0, lost: 0, total: 1 },
      } as never,
      false,
    );
    expect(turn).toBe("— Round 2, ■ 2: 1 reinforcement");
    const ranks: RankEntry[] = [
      {
        seat: 0,
        rank: 1,
        eliminated: false,
        score: { objective: 1, colpi: 0, total: 1, otherRegions: 0, armies: 3 },
      } as RankEntry,
    ];
    expect(renderRanking(ranks, false)).toContain(" 1 point (objective 1, colpi 0)");
    const view = viewFor(newGame({ players: 3, seed: "w", limit: { minutes: 1 } }), 0);
    expect(roundText({ ...view, stage: "reinforce", round: 1 })).toBe("Round 1 (game of 1 minute)");
    expect(
      moveText(
        { type: "attack", seat: 0, from: "lazio", to: "umbria", minDice: 1, maxDice: 1 } as never,
        view,
        false,
      ),
    ).toMatch(/— 1 die, /);
  });

  it("counted: a number and its noun, singular for 1 only", () => {
    expect(counted(1, "army", "armies")).toBe("1 army");
    expect(counted(0, "army", "armies")).toBe("0 armies");
    expect(counted(2, "die", "dice")).toBe("2 dice");
    expect(counted(1, "game")).toBe("1 game");
    expect(counted(3, "game")).toBe("3 games");
  });
});
