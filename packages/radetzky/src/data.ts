/**
 * The game's data, read from the generated module (itself generated from `radetzky-data.json`,
 * the single source of truth): the map (RZ2), the three decks (RZ1.2–1.4), the Helps (RZ18), the
 * per-player-count table (RZ4.2), the fixed numbers of the rules and the difficulty range (RZ23).
 * Nothing here retypes a number of the data.
 *
 * @module
 */
import {
  type AustriaCardId,
  type HelpId,
  type Icon,
  type ItalyCardId,
  type PlayerCount,
  RADETZKY_DATA,
  type ZoneNumber,
} from "./data.generated.js";

export type { AustriaCardId, HelpId, Icon, ItalyCardId, PlayerCount, ZoneNumber };

/** The raw data, verbatim from `radetzky-data.json`. */
export const DATA = RADETZKY_DATA;

/** The fixed numbers of the rules (`rules` in the data): actions per turn, hand size, … */
export const RULES = RADETZKY_DATA.rules;

/** Every Zone number in ascending (numerical) order (RZ2.3). */
export const ZONES: readonly ZoneNumber[] = RADETZKY_DATA.map.zones.map((z) => z.id);

/** The three combat icons, in the data's order. */
export const ICONS: readonly Icon[] = RADETZKY_DATA.icons;

/** The five Helps, in the data's order (RZ18). */
export const HELPS: readonly HelpId[] = RADETZKY_DATA.helps.map((h) => h.id);

/** The Austria cards in the data's order (A01…), the order X3 shuffles. */
export const AUSTRIA_CARDS: readonly AustriaCardId[] = RADETZKY_DATA.decks.austria.cards.map(
  (c) => c.id,
);

/** The Italy cards in the data's order (I01…), the order X4 shuffles. */
export const ITALY_CARDS: readonly ItalyCardId[] = RADETZKY_DATA.decks.italy.cards.map((c) => c.id);

/** The Zone cards in the data's order, the order X2 shuffles (a card is its Zone's number, D5). */
export const ZONE_CARDS: readonly ZoneNumber[] = RADETZKY_DATA.decks.zone.cards.map(
  (c) => c as ZoneNumber,
);

const austriaIcon = new Map<string, Icon>(
  RADETZKY_DATA.decks.austria.cards.map((c) => [c.id, c.icon]),
);
const italyCard = new Map<string, { readonly icon: Icon; readonly help: HelpId }>(
  RADETZKY_DATA.decks.italy.cards.map((c) => [c.id, { icon: c.icon, help: c.help }]),
);

/** Whether `id` is an Austria card's id. */
export function isAustriaCard(id: unknown): id is AustriaCardId {
  return typeof id === "string" && austriaIcon.has(id);
}

/** Whether `id` is an Italy card's id. */
export function isItalyCard(id: unknown): id is ItalyCardId {
  return typeof id === "string" && italyCard.has(id);
}

/** Whether `z` is a Zone number. */
export function isZone(z: unknown): z is ZoneNumber {
  return typeof z === "number" && (ZONES as readonly number[]).includes(z);
}

/** Whether `h` is a Help's id. */
export function isHelp(h: unknown): h is HelpId {
  return typeof h === "string" && (HELPS as readonly string[]).includes(h);
}

/** The icon of a card of either deck (top icon for an Italy card). */
export function iconOf(card: string): Icon {
  const icon = austriaIcon.get(card) ?? italyCard.get(card)?.icon;
  if (icon === undefined) throw new RangeError(`unknown card ${card}`);
  return icon;
}

/** The Help icon at the bottom of an Italy card (RZ1.4). */
export function helpOf(card: string): HelpId {
  const c = italyCard.get(card);
  if (c === undefined) throw new RangeError(`unknown Italy card ${card}`);
  return c.help;
}

/** Whether icon `a` beats icon `b` (RZ1.5). */
export function beats(a: Icon, b: Icon): boolean {
  return RADETZKY_DATA.beats[a] === b;
}

/** `beater(x)`: the icon that beats `x` (RZ1.5). */
export function beater(x: Icon): Icon {
  const found = ICONS.find((i) => beats(i, x));
  if (found === undefined) throw new RangeError(`nothing beats ${x}`);
  return found;
}

const adjacentOf = new Map<number, readonly ZoneNumber[]>();
const cleanOf = new Map<number, readonly ZoneNumber[]>();
for (const z of ZONES) {
  const links = RADETZKY_DATA.map.links.filter((l) => l.a === z || l.b === z);
  const other = (l: { a: number; b: number }) => (l.a === z ? l.b : l.a) as ZoneNumber;
  adjacentOf.set(
    z,
    links.map(other).sort((x, y) => x - y),
  );
  cleanOf.set(
    z,
    links
      .filter((l) => !l.barrier)
      .map(other)
      .sort((x, y) => x - y),
  );
}

/** The Zones linked to `zone`, Barriers ignored, ascending (RZ2.2; from `map.links`). */
export function adjacent(zone: number): readonly ZoneNumber[] {
  return adjacentOf.get(zone) ?? [];
}

/** The Zones linked to `zone` by a clean link (no Barrier), ascending (RZ2.2). */
export function cleanAdjacent(zone: number): readonly ZoneNumber[] {
  return cleanOf.get(zone) ?? [];
}

/** The per-player-count numbers (RZ4.2, `byPlayers` in the data). */
export type PlayerTable = (typeof RADETZKY_DATA.byPlayers)[PlayerCount];

/** The per-player-count numbers for `players` (1–5) (RZ4.2). */
export function tableFor(players: number): PlayerTable {
  const t = (RADETZKY_DATA.byPlayers as Record<string, PlayerTable>)[String(players)];
  if (t === undefined) throw new RangeError(`no table for ${players} players`);
  return t;
}

/** The Combat cube's starting space S for `players` (RZ17.4, D23). */
export function startingSpace(players: number): number {
  return tableFor(players).combatCubeStartingSpace;
}

/** The number of spaces of the combat track (D23). */
export const TRACK_SPACES: number = RADETZKY_DATA.combatTrack.spaces;

/** The difficulty range and default (RZ23). */
export const DIFFICULTY = RADETZKY_DATA.difficulty;
