/**
 * The map of Milan as text, for an 80×24 terminal: the 10 Zones on the Walls in one column, the
 * inner ring and the Duomo in the other (RZ2.1), each with its Soldiers, its card (Available or
 * not), its owner, a Mobile Barricade, the Patriots and Radetzky; beside them the Castle, the Lens,
 * the reserve against the prepared Soldiers (RZ1.9) and the decks. Then the hands as the viewer
 * may see them (RZ24) and the fight in progress. Everything shown comes from a seat's view, so no
 * hidden hand can reach the screen.
 */
import {
  adjacent,
  beater,
  cleanAdjacent,
  DATA,
  type Icon,
  iconOf,
  type RadetzkyView,
  tableFor,
} from "@italia/radetzky";
import { seatNumber } from "../render.js";
import {
  cardText,
  handName,
  iconName,
  patriotTag,
  shortHelp,
  shortZoneName,
  zoneText,
} from "./names.js";

/** Columns of one half of the map. */
const HALF = 39;
/** Columns of a Zone's name on the map. */
const NAME = 14;

/** Who plays each seat, for labels: `you`, `player 2`, `greedy`. */
export type SeatNames = readonly string[];

/** The Zone numbers of each ring (RZ2.1), from the data. */
function ring(name: string): number[] {
  return DATA.map.zones.filter((z) => z.ring === name).map((z) => z.id);
}

/** A Zone's line on the map: `11 Brera         ▪3 A IT ▦ P12 Rz`. */
function zoneCell(view: RadetzkyView, zone: number): string {
  const z = view.zones[String(zone)];
  const soldiers = z && z.soldiers > 0 ? `▪${z.soldiers}` : "·";
  const card = view.available.includes(zone)
    ? "A"
    : view.notAvailable.includes(zone)
      ? "n"
      : view.zoneRemoved.includes(zone)
        ? "-"
        : " ";
  const owner = z?.owner === "italy" ? "IT" : z?.owner === "austria" ? "AT" : "  ";
  const barricade = z?.barricade ? "▦" : " ";
  const here = view.patriots.flatMap((p, q) => (p === zone ? [q + 1] : []));
  const patriots = here.length > 0 ? `P${here.join("")}` : "";
  const radetzky = view.radetzky === zone ? "Rz" : "";
  const cell = `${String(zone).padStart(2)} ${shortZoneName(zone, NAME).padEnd(NAME)} ${soldiers.padStart(3)} ${card} ${owner} ${barricade} ${[patriots, radetzky].filter(Boolean).join(" ")}`;
  return cell.trimEnd();
}

/** Colours a finished map line: Italian Zones green, Austrian red, Radetzky bold red. */
function coloured(line: string): string {
  return line
    .replace(/ IT(?= |$)/g, " \x1b[32mIT\x1b[0m")
    .replace(/ AT(?= |$)/g, " \x1b[31mAT\x1b[0m")
    .replace(/ Rz(?= |$)/g, " \x1b[1;31mRz\x1b[0m");
}

/**
 * The map's lines (11): two columns of at most {@link HALF} columns each; with `colour`, the
 * owners and Radetzky in colour (colour codes take no columns).
 */
export function mapLines(view: RadetzkyView, colour = false): string[] {
  const table = tableFor(view.config.players);
  const left = ["On the Walls (outer ring)", ...ring("outer").map((z) => zoneCell(view, z))];
  const right = [
    "Inner ring (Cerchia) and centre",
    ...ring("inner").map((z) => zoneCell(view, z)),
    ...ring("centre").map((z) => zoneCell(view, z)),
    `Castle ▪${view.castle} (pours out at ${DATA.rules.castlePourThreshold})  Lens ▪${view.lens}`,
    `Reserve ▪${view.reserve} of ${table.soldiersPrepared} prepared`,
    `Decks: Zone ${view.zoneDeckSize}, Austria ${view.austriaDeckSize}, Italy ${view.italyDeckSize}`,
  ];
  if (view.combatCube !== null) {
    right.push(
      `Combat cube ${view.combatCube} of ${DATA.combatTrack.spaces} (start ${table.combatCubeStartingSpace})`,
    );
  }
  const rows = Math.max(left.length, right.length);
  const out: string[] = [];
  for (let i = 0; i < rows; i++) {
    const l = left[i] ?? "";
    const r = right[i] ?? "";
    const line = `${l.padEnd(HALF + 2)}${r}`.trimEnd();
    out.push(colour ? coloured(line) : line);
  }
  return out;
}

/** The legend of the map and the Zones' links, Barriers marked (RZ2): the `z` screen. */
export function zonesScreen(view: RadetzkyView): string[] {
  const lines = ["Zones, rings and links (‖ a Barrier: no advanced Move crosses it, RZ17.3)"];
  for (const z of DATA.map.zones) {
    const clean = new Set<number>(cleanAdjacent(z.id));
    const links = adjacent(z.id).map((n) => (clean.has(n) ? String(n) : `‖${n}`));
    lines.push(`  ${zoneText(z.id).padEnd(20)} ${z.ring.padEnd(6)} ${links.join(" ")}`);
  }
  lines.push(
    "Map: ▪n Soldiers · the Zone's card: A Available, n not Available, - removed",
    "IT / AT conquered by Italy / Austria · ▦ Mobile Barricade · P12 Patriots 1, 2",
    "Rz Radetzky.",
    view.config.mode === "advanced"
      ? "Advanced game: a Move follows a link without a Barrier (RZ17.3)."
      : "Basic game: a Move ignores Barriers (RZ9.1).",
    `Austria conquers an open Zone holding Patriots + ${DATA.rules.austrianConquestMargin} Soldiers (RZ14.2).`,
  );
  return lines;
}

/** Who controls Patriot `patriot` (RZ4.3), as the view shows it. */
export function controllerOf(view: RadetzkyView, patriot: number): number {
  const p = view.config.players;
  if (p === 1) return 0;
  if (p === 2 && patriot >= 2) return view.firstSeat;
  return patriot;
}

/** A seat for people: `seat 2 (greedy)`. */
export function seatText(seat: number, names: SeatNames): string {
  const name = names[seat];
  return name ? `seat ${seatNumber(seat)} (${name})` : `seat ${seatNumber(seat)}`;
}

/**
 * The hands as the view shows them (RZ24): in full where the viewer may see them, otherwise their
 * size and, under `iconCount`, how many different icons they hold.
 */
export function handLines(view: RadetzkyView, names: SeatNames): string[] {
  const advanced = view.config.mode === "advanced";
  const out: string[] = [];
  for (const [hand, shown] of Object.entries(view.hands)) {
    const owner =
      hand === "solo"
        ? "Hand"
        : `${patriotTag(Number(hand))} ${names[controllerOf(view, Number(hand))] ?? ""}`.trimEnd();
    if (shown.cards) {
      const cards = shown.cards.map((c) => cardText(c, advanced)).join(", ");
      out.push(`${owner}: ${shown.cards.length === 0 ? "no cards" : cards}`);
    } else {
      const icons =
        shown.icons === undefined
          ? ""
          : `, ${shown.icons} different icon${shown.icons === 1 ? "" : "s"}`;
      out.push(`${owner}: ${shown.size} card${shown.size === 1 ? "" : "s"}${icons}`);
    }
  }
  for (const [patriot, cards] of Object.entries(view.table)) {
    if (cards.length === 0) continue;
    out.push(
      `${handName(`table:${patriot}`)}: ${cards.map((c) => cardText(c, advanced)).join(", ")}`,
    );
  }
  return out;
}

/** The Help tiles (advanced, RZ18–RZ19): side and cards under each against its cost. */
export function helpsLine(view: RadetzkyView): string | null {
  const entries = Object.entries(view.helps);
  if (entries.length === 0) return null;
  const cost = tableFor(view.config.players).helpCost as Record<string, number>;
  return `Helps: ${entries
    .map(([id, tile]) =>
      tile?.side === "heroic"
        ? `${shortHelp(id)} HEROIC`
        : `${shortHelp(id)} ${tile?.under.length ?? 0}/${cost[id] ?? "?"}`,
    )
    .join(", ")}`;
}

/** The icons still needed against Radetzky's revealed cards (RZ12.3), given those played. */
export function stillNeeded(view: RadetzkyView): Icon[] {
  const fight = view.fight;
  if (fight?.kind !== "radetzky") return [];
  const needed = fight.current.map((c) => beater(iconOf(c)));
  for (const card of fight.italyPlayed) {
    const i = needed.indexOf(iconOf(card));
    if (i >= 0) needed.splice(i, 1);
  }
  return needed;
}

/** The fight in progress as an exchange (RZ11, RZ12): what Austria shows and what was played. */
export function fightLines(view: RadetzkyView): string[] {
  const fight = view.fight;
  if (!fight) return [];
  const advanced = view.config.mode === "advanced";
  const shown = fight.current.map((c) => cardText(c, false)).join(" + ") || "nothing yet";
  const played = fight.italyPlayed.map((c) => cardText(c, advanced));
  if (fight.kind === "radetzky") {
    const needed = stillNeeded(view).map(iconName);
    return [
      `Fight against Radetzky in ${zoneText(fight.zone)}: Austria shows ${shown}.`,
      `Played: ${played.join(", ") || "nothing yet"}; ${fight.owed} more owed${needed.length > 0 ? `; a Win needs ${needed.join(", ")}` : ""} (RZ12.3).`,
    ];
  }
  const rifle = fight.rifleCard ? ` (Rifle: ${fight.reveal} cards an exchange)` : "";
  const soldiers = view.zones[String(fight.zone)]?.soldiers ?? 0;
  return [
    `Fight in ${zoneText(fight.zone)}${rifle}: Austria shows ${shown}; Lens ▪${view.lens}, ▪${soldiers} left.`,
    ...(played.length > 0 ? [`Played so far: ${played.join(", ")}.`] : []),
  ];
}
