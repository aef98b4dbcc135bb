/**
 * Italia's board, ranking and events as text for the terminal: the board grouped by zone, with
 * each owner's symbol (● ■ ▲ ◆) and armies, coloured when the command colours its output.
 */
import {
  type CardId,
  cardById,
  type GameEvent,
  type PlayerView,
  type RankEntry,
  type RegionId,
  regionName,
  SEAT_SYMBOLS,
  ZONES,
} from "@italia/engine";
import { seatNumber, visibleWidth } from "../render.js";
import { counted } from "../words.js";

const SEAT_COLOURS = [31, 34, 32, 33] as const; // red, blue, green, yellow

/** A seat's label: its symbol and number (from 1, see {@link seatNumber}), coloured if asked. */
export function seatLabel(seat: number, colour: boolean): string {
  const text = `${SEAT_SYMBOLS[seat]} ${seatNumber(seat)}`;
  return colour ? `\x1b[${SEAT_COLOURS[seat]}m${text}\x1b[0m` : text;
}

/** Columns the board is laid out in, so it fits an 80×24 terminal with room for the choices. */
export const BOARD_COLUMNS = 3;

/** A piece of text and its width on screen (colour codes take none). */
interface Cell {
  readonly text: string;
  readonly width: number;
}

/** The zones in board order, packed into at most `columns` columns of at most `height` lines. */
function pack(sizes: readonly number[], height: number, columns: number): number[][] | null {
  const out: number[][] = [[]];
  let used = 0;
  for (const [i, size] of sizes.entries()) {
    if (used > 0 && used + size > height) {
      out.push([]);
      used = 0;
    }
    out.at(-1)!.push(i);
    used += size;
  }
  return out.length <= columns ? out : null;
}

/** What the board shows besides the regions. */
export interface BoardOptions {
  /** Regions marked ★ (the viewer's objective). */
  readonly marked?: ReadonlySet<RegionId>;
  /**
   * Lines set in the board's emptiest column, below its zones (e.g. the table's hand sizes), or
   * under the board when they do not fit there.
   */
  readonly side?: readonly string[];
}

/** The mark of a region of the viewer's objective. */
export const OBJECTIVE_MARK = "★";

/**
 * The board, zones in board order laid out in {@link BOARD_COLUMNS} columns (each zone a heading
 * and a line per region: name, owner's symbol and number, armies, ⛨ for untouchable, ★ for a
 * region of the viewer's objective), as short as the zones allow; `side` lines fill the emptiest
 * column.
 */
export function renderBoard(view: PlayerView, colour: boolean, options: BoardOptions = {}): string {
  const blocks: Cell[][] = ZONES.map((zone) => [
    { text: `${zone.name} (+${zone.bonus})`, width: `${zone.name} (+${zone.bonus})`.length },
    ...zone.regions.map((id) => {
      const r = view.regions[id];
      const marks = `${view.untouchable.includes(r.owner) ? " ⛨" : ""}${options.marked?.has(id) ? ` ${OBJECTIVE_MARK}` : ""}`;
      const name = regionName(id);
      const tail = `${String(r.armies).padStart(2)}${marks}`;
      const label = seatLabel(r.owner, false);
      return {
        text: `${name}\u0000${seatLabel(r.owner, colour)} ${tail}`,
        width: name.length + 1 + label.length + 1 + tail.length,
      };
    }),
  ]);
  const sizes = blocks.map((b) => b.length);
  let layout: number[][] | null = null;
  for (let height = Math.max(...sizes); !layout; height++)
    layout = pack(sizes, height, BOARD_COLUMNS);
  const columns = layout.map((zones) => zones.flatMap((z) => blocks[z]!));
  // Within a column, names are padded to the longest so owners and armies line up.
  const aligned = columns.map((cells) => {
    const nameWidth = Math.max(
      0,
      ...cells.filter((c) => c.text.includes("\u0000")).map((c) => c.text.indexOf("\u0000")),
    );
    return cells.map((c): Cell => {
      const at = c.text.indexOf("\u0000");
      if (at < 0) return c;
      const pad = " ".repeat(nameWidth - at + 1);
      return { text: c.text.replace("\u0000", pad), width: c.width + nameWidth - at };
    });
  });
  const height = Math.max(...aligned.map((c) => c.length));
  const side = (options.side ?? []).map((text): Cell => ({ text, width: visibleWidth(text) }));
  const emptiest = aligned.reduce((best, c, i) => (c.length < aligned[best]!.length ? i : best), 0);
  const below: string[] = [];
  if (side.length > 0 && aligned[emptiest]!.length + side.length <= height) {
    aligned[emptiest]!.push(...side);
  } else below.push(...side.map((c) => c.text));
  const widths = aligned.map((cells) => Math.max(...cells.map((c) => c.width)));
  const lines: string[] = [];
  for (let row = 0; row < height; row++) {
    const parts = aligned.map((cells, col) => {
      const cell = cells[row] ?? { text: "", width: 0 };
      return col === aligned.length - 1
        ? cell.text
        : cell.text + " ".repeat(widths[col]! - cell.width);
    });
    lines.push(parts.join("  ").trimEnd());
  }
  return [...lines, ...below].join("\n");
}

/** The final ranking. */
export function renderRanking(ranks: readonly RankEntry[], colour: boolean): string {
  return ranks
    .map((r) => {
      const s = r.score;
      const out = r.eliminated ? "  (eliminated)" : "";
      return `  ${r.rank}. ${seatLabel(r.seat, colour)}  ${String(s.total).padStart(2)} ${s.total === 1 ? "point" : "points"} (objective ${s.objective}, colpi ${s.colpi})${out}`;
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
      return `— Round ${e.round}, ${who}: ${counted(e.reinforcements.total, "reinforcement")}`;
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
