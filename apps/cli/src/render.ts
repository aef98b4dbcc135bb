/**
 * Text rendering of a game for the terminal: the board grouped by zone, with each owner's symbol
 * (● ■ ▲ ◆) and armies; colour only when the output is a terminal and NO_COLOR has no value.
 */
import {
  type CardId,
  cardById,
  type GameEvent,
  type PlayerView,
  type RankEntry,
  REGIONS,
  regionName,
  SEAT_SYMBOLS,
  ZONES,
} from "@italia/engine";

const SEAT_COLOURS = [31, 34, 32, 33] as const; // red, blue, green, yellow

/**
 * Whether to colour output written to `stream`: only on a terminal (not `TERM=dumb`), and not when
 * `NO_COLOR` has a value — set but empty does not count (no-color.org).
 */
export function useColour(stream: NodeJS.WriteStream): boolean {
  const noColour = process.env.NO_COLOR;
  return (
    Boolean(stream.isTTY) &&
    (noColour === undefined || noColour === "") &&
    process.env.TERM !== "dumb"
  );
}

/** A seat's label: its symbol and number, coloured if asked. */
export function seatLabel(seat: number, colour: boolean): string {
  const text = `${SEAT_SYMBOLS[seat]} ${seat}`;
  return colour ? `\x1b[${SEAT_COLOURS[seat]}m${text}\x1b[0m` : text;
}

/** The board, one zone per line. */
export function renderBoard(view: PlayerView, colour: boolean): string {
  const width = Math.max(...REGIONS.map((r) => r.name.length));
  const lines: string[] = [];
  for (const zone of ZONES) {
    lines.push(`${zone.name} (+${zone.bonus})`);
    for (const id of zone.regions) {
      const r = view.regions[id];
      const shield = view.untouchable.includes(r.owner) ? " ⛨" : "";
      lines.push(
        `  ${regionName(id).padEnd(width)}  ${seatLabel(r.owner, colour)}  ${String(r.armies).padStart(2)}${shield}`,
      );
    }
  }
  return lines.join("\n");
}

/** The final ranking. */
export function renderRanking(ranks: readonly RankEntry[], colour: boolean): string {
  return ranks
    .map((r) => {
      const s = r.score;
      const out = r.eliminated ? "  (eliminated)" : "";
      return `  ${r.rank}. ${seatLabel(r.seat, colour)}  ${String(s.total).padStart(2)} points (objective ${s.objective}, colpi ${s.colpi})${out}`;
    })
    .join("\n");
}

/** A card as a player names it: its region, or Nonna. */
function cardText(card: CardId): string {
  const { region, symbol } = cardById(card);
  return region === null ? "Nonna" : `${regionName(region)} (${symbol})`;
}

/** One line for an event, or `null` for events not worth a line. */
export function describeEvent(e: GameEvent, colour: boolean): string | null {
  const who = "seat" in e ? seatLabel(e.seat, colour) : "";
  switch (e.type) {
    case "turnStarted":
      return `— Round ${e.round}, ${who}: ${e.reinforcements.total} reinforcements`;
    case "armiesPlaced":
      return e.reason === "setup" || e.reason === "reinforcement"
        ? `${who} places ${e.count} on ${regionName(e.region)}`
        : `${who} gets ${e.count} on ${regionName(e.region)} (${e.reason})`;
    case "cardsPlayed":
      return `${who} plays ${e.combination} (${e.cards.join(", ")})`;
    case "diceRolled":
      return `${who} attacks ${regionName(e.to)} from ${regionName(e.from)}: [${e.attackerDice.join(" ")}] vs [${e.defenderDice.join(" ")}]`;
    case "armiesMoved":
      return e.reason === "fortify"
        ? `${who} moves ${e.count} from ${regionName(e.from)} to ${regionName(e.to)}`
        : `${who} moves ${e.count} into ${regionName(e.to)} from ${regionName(e.from)}`;
    case "cardDrawn": {
      const card = e.card === null ? "a card" : `the card ${cardText(e.card)}`;
      return `${who} draws ${card}${e.reason === "larghe-intese" ? " (Larghe intese)" : ""}`;
    }
    case "regionConquered":
      return `${who} conquers ${regionName(e.region)}${e.by === "serenata" ? " with a Serenata" : ""}`;
    case "playerEliminated":
      return `${who} is eliminated`;
    case "bonusCompleted":
      return `${who} completes ${e.objective}: colpo da maestro!`;
    case "handDiscarded":
      return `${who} had more than 7 cards and discards the hand`;
    case "sdadataRolled":
      return `${who} rolls the Sdadata: ${e.dice[0]} + ${e.dice[1]} vs ${e.threshold}${e.ended ? ": the game ends" : ""}`;
    case "gameOver":
      return `Game over (${e.reason})${e.winner === null ? "" : `: ${seatLabel(e.winner, colour)} wins`}`;
    default:
      return null;
  }
}
