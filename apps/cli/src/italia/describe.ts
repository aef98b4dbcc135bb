/**
 * Words for what a player can do and has: legal moves as numbered choices, cards, the objective
 * panel. Everything shown comes from the engine (moves from `legalMoves`, points from `score`).
 */

import { battleOdds } from "@italia/bot-sdk";
import {
  BONUS_OBJECTIVES,
  type BonusObjectiveId,
  type BonusProgress,
  type CardId,
  COMBINATION_ARMIES,
  cardById,
  combinationOf,
  type GameState,
  type LegalMove,
  neighbours,
  objectiveById,
  type PlayerAction,
  type PlayerView,
  type RegionId,
  regionById,
  regionName,
  score,
} from "@italia/engine";
import { wrapLine } from "../render.js";
import { counted } from "../words.js";
import { seatLabel } from "./board.js";
import { bonusAsks } from "./bonus-text.js";

const SYMBOLS: Record<string, string> = {
  pizza: "Pizza",
  mandolino: "Mandolino",
  vespa: "Vespa",
  nonna: "Nonna",
};
/** The combinations' names and effects; the armies come from the engine (R5.2). */
const COMBINATIONS: Record<string, string> = {
  pizzata: `Pizzata (+${COMBINATION_ARMIES.pizzata} armies)`,
  serenata: "Serenata (take a region without combat)",
  "giro-in-vespa": "Giro in Vespa (unlimited fortify moves)",
  "tutto-il-pacchetto": `Tutto il pacchetto (+${COMBINATION_ARMIES["tutto-il-pacchetto"]} armies)`,
  mangia: `Mangia, che sei sciupato (+${COMBINATION_ARMIES.mangia} armies)`,
};

/** A card as text, e.g. `Lazio (Vespa)` or `Nonna`. */
export function cardText(card: CardId): string {
  const c = cardById(card);
  return c.region ? `${regionName(c.region)} (${SYMBOLS[c.symbol]})` : "Nonna";
}

function regionWithArmies(view: PlayerView, id: string, colour: boolean): string {
  const r = view.regions[id as keyof typeof view.regions];
  return `${regionName(id as never)} ${seatLabel(r.owner, colour)} ${r.armies}`;
}

/** One legal move as a line of text (without its number). */
export function moveText(move: LegalMove, view: PlayerView, colour: boolean): string {
  switch (move.type) {
    case "place":
      return `Place armies on ${regionName(move.region)} (${view.regions[move.region].armies} now) — ${range(move.min, move.max)}`;
    case "playCards": {
      const combination = combinationOf(move.cards)!;
      const target = move.target
        ? ` → take ${regionWithArmies(view, move.target.to, colour)} from ${regionName(move.target.from)}`
        : "";
      return `Play ${COMBINATIONS[combination]}: ${move.cards.map(cardText).join(", ")}${target}`;
    }
    case "attack": {
      const odds = battleOdds(view.regions[move.from].armies, view.regions[move.to].armies);
      return `Attack ${regionWithArmies(view, move.to, colour)} from ${regionName(move.from)} (${view.regions[move.from].armies}) — ${range(move.minDice, move.maxDice)} ${move.maxDice === 1 ? "die" : "dice"}, ${percent(odds.conquer)} to take it`;
    }
    case "occupy":
      return `Move armies into the conquered region — ${range(move.min, move.max)}`;
    case "fortify":
      // R7.3: one fortify move per turn, unless Giro in Vespa was played: the move ends the turn.
      return `Move armies ${regionName(move.from)} (${view.regions[move.from].armies}) → ${regionName(move.to)} (${view.regions[move.to].armies}) — ${range(move.min, move.max)}${view.turn.vespa ? "" : " (ends the turn)"}`;
    case "endTurn":
      return "Pass (end the turn)";
  }
}

/**
 * A short form of a move that fits half a line, for long lists shown in two columns (placements:
 * the region and its armies, the range being the decision's), or `null` if it has none.
 */
export function moveShort(move: LegalMove, view: PlayerView): string | null {
  switch (move.type) {
    case "place":
      return `${regionName(move.region)} (${view.regions[move.region].armies})`;
    case "endTurn":
      return "Pass (end the turn)";
    default:
      return null;
  }
}

/** A probability as a whole percentage, never rounding a possible event to 0% or a doubtful one to 100%. */
function percent(p: number): string {
  if (p > 0 && p < 0.005) return "<1%";
  if (p < 1 && p > 0.995) return ">99%";
  return `${Math.round(100 * p)}%`;
}

function range(min: number, max: number): string {
  return min === max ? `${min}` : `${min}–${max}`;
}

/** The number range a move asks for, if it has one. */
export function moveRange(move: LegalMove): { min: number; max: number; what: string } | null {
  switch (move.type) {
    case "place":
      return { min: move.min, max: move.max, what: "armies" };
    case "occupy":
    case "fortify":
      return { min: move.min, max: move.max, what: "armies" };
    case "attack":
      return { min: move.minDice, max: move.maxDice, what: "dice" };
    default:
      return null;
  }
}

/** What the current decision is about. */
export function decisionTitle(view: PlayerView): string {
  switch (view.stage) {
    case "setup":
      return `place ${view.batchLeft} more ${view.batchLeft === 1 ? "army" : "armies"} in this pass (${view.seats[view.currentSeat]?.setupRemaining} left in all)`;
    case "reinforce":
      return view.pendingArmies > 0
        ? `Reinforce: ${view.pendingArmies} ${view.pendingArmies === 1 ? "army" : "armies"} to place`
        : "Your turn: play cards, attack, fortify or pass";
    case "attack":
      return "Attack, fortify or pass";
    case "occupy":
      return "You conquered a region: how many armies move in?";
    case "fortify":
      return "Giro in Vespa: more fortify moves, or pass";
    default:
      return "";
  }
}

/**
 * The objective panel, the hand and bonus objectives of the seat; with `names`,
 * a first line naming who plays each seat.
 */
export function objectivePanel(
  state: GameState,
  view: PlayerView,
  names: readonly string[] = [],
  colour = false,
): string {
  const me = view.me;
  if (!me) return "";
  const objective = objectiveById(me.objective);
  const points = score(state, me.seat);
  const regions = objective.regions
    .map(
      (id) =>
        `${view.regions[id].owner === me.seat ? "✓" : "·"} ${regionName(id)} (${regionById(id).value})`,
    )
    .join(", ");
  const bonus = me.heldBonus.flatMap((id) =>
    wrapLine(
      `Bonus ${bonusName(id)}${progressText(me.progress, id)}: ${bonusAsks(id)}`,
      80,
      "    ",
    ),
  );
  const completed = view.seats[me.seat]?.completed.map(bonusName).join(", ") || "none";
  const seats = names.map((name, seat) => `${seatLabel(seat, colour)} ${name}`).join(" · ");
  return [
    ...(seats === "" ? [] : wrapLine(`Seats: ${seats}`)),
    `Objective: ${objective.name} — ${points.objective}/30 points held; score ${points.total}`,
    ...wrapLine(`  ${regions}`, 80, "  "),
    ...wrapLine(`Hand (${me.hand.length}/7): ${me.hand.map(cardText).join(", ") || "empty"}`),
    ...(bonus.length > 0 ? bonus : ["Bonus objectives: none held"]),
    `Colpi completed: ${completed}`,
  ].join("\n");
}

function bonusName(id: BonusObjectiveId): string {
  return BONUS_OBJECTIVES.find((b) => b.id === id)?.name ?? id;
}

function progressText(progress: BonusProgress, id: BonusObjectiveId): string {
  const value: unknown = progress[id as keyof BonusProgress];
  if (typeof value === "number") return ` (${value} so far)`;
  if (value && typeof value === "object") {
    const best = Math.max(0, ...Object.values(value as Record<string, number>));
    return best > 0 ? ` (${counted(best, "turn")} so far)` : "";
  }
  return "";
}

function armies(n: number): string {
  return `${n} ${n === 1 ? "army" : "armies"}`;
}

/** An action as words, e.g. `place 2 armies on Lazio` (for the moves bots play). */
export function actionText(action: PlayerAction): string {
  switch (action.type) {
    case "place":
      return `place ${armies(action.count)} on ${regionName(action.region)}`;
    case "playCards":
      return `play ${action.cards.map(cardText).join(", ")}${action.target ? ` taking ${regionName(action.target.to)}` : ""}`;
    case "attack":
      return `attack ${regionName(action.to)} from ${regionName(action.from)} with ${action.dice} ${action.dice === 1 ? "die" : "dice"}`;
    case "occupy":
      return `move ${armies(action.count)} into the conquered region`;
    case "fortify":
      return `move ${armies(action.count)} from ${regionName(action.from)} to ${regionName(action.to)}`;
    case "endTurn":
      return "Pass (end the turn)";
  }
}

/** "Round 3 of 25", or past the round limit, the Sdadata rounds (R11.4); minutes for a timed game. */
export function roundText(view: PlayerView): string {
  if (view.stage === "setup") return "Setup";
  const limit = view.limit;
  if ("minutes" in limit)
    return `Round ${view.round} (game of ${counted(limit.minutes, "minute")})`;
  return view.round > limit.rounds
    ? `Round ${view.round} of ${limit.rounds}+ (Sdadata)`
    : `Round ${view.round} of ${limit.rounds}`;
}

/**
 * What everyone can see of the table, as short lines set beside the board (see `renderBoard`'s
 * `side`): per seat its hand size and completed colpi (or «out»), then the deck and discard
 * sizes, and the bonus deck's when there is room (3 seats). Names are in the game's first line.
 */
export function tableLines(view: PlayerView, colour: boolean): string[] {
  const seats = view.seats.map((s) => {
    const label = seatLabel(s.seat, colour);
    if (s.eliminated) return `${label}: out`;
    const cards = `${s.handSize} ${s.handSize === 1 ? "card" : "cards"}`;
    return `${label}: ${cards}, ${s.completed.length} ${s.completed.length === 1 ? "colpo" : "colpi"}`;
  });
  const decks = [`Deck ${view.deckSize}, discard ${view.discard.length}`];
  if (seats.length < 4) decks.push(`Bonus deck ${view.bonusDeckSize}`);
  return [...seats, ...decks];
}

/** The regions of the seat's main objective, which the board marks ★. */
export function objectiveRegions(view: PlayerView): ReadonlySet<RegionId> {
  return new Set(view.me ? objectiveById(view.me.objective).regions : []);
}

/**
 * The objective, hand and bonus objectives in a few lines, for the first screen of a turn: the
 * objective's regions are the board's ★; `o` shows them all in {@link objectivePanel}.
 */
export function objectiveSummary(state: GameState, view: PlayerView): string[] {
  const me = view.me;
  if (!me) return [];
  const points = score(state, me.seat);
  const held = objectiveById(me.objective);
  const bonus = me.heldBonus.map(
    (id) => `${bonusName(id)}${progressText(me.progress, id)}: ${bonusAsks(id)}`,
  );
  return [
    ...wrapLine(
      `Objective: ${held.name} — ${points.objective}/30 points held (★); score ${points.total}. Hand: ${me.hand.map(cardText).join(", ") || "empty"}`,
    ),
    ...wrapLine(`Bonus: ${bonus.join("; ") || "none held"}`),
  ];
}

/** A region's neighbours with owner and armies, e.g. for the region a move is about (R1.1). */
export function neighboursText(view: PlayerView, region: RegionId, colour: boolean): string {
  const list = neighbours(region).map((id) => regionWithArmies(view, id, colour));
  // 78: the line may follow the "> " prompt when input is not echoed.
  return wrapLine(`${regionName(region)} borders: ${list.join(", ")}`, 78, "  ").join("\n");
}

/** The region a move is about, whose neighbours help to choose a number. */
export function moveRegion(move: LegalMove): RegionId | null {
  switch (move.type) {
    case "place":
      return move.region;
    case "attack":
      return move.to;
    case "fortify":
      return move.from;
    default:
      return null;
  }
}
